// spirv's attributes as tsmlir keeps them: opaque attributes whose body is the text mlir-opt
// prints, built from pieces (literal text, and the nested types and attributes, kept apart
// so that they print through the printer, with their aliases).
import { OpaqueAttr, Type, type Attribute, type MLIRContext } from "../../ir/index.js";
import { printAttributeText, printTypeText } from "../../asm/standalone.js";

export type Piece = string | Type | Attribute;

/** The opaque `#spirv.<body>` printing `pieces` in order. */
export function opaqueAttributeFromPieces(context: MLIRContext, pieces: readonly Piece[]): OpaqueAttr {
  const parts: Piece[] = [];
  for (const piece of pieces) {
    const last = parts[parts.length - 1];
    if (typeof piece === "string" && typeof last === "string") parts[parts.length - 1] = last + piece;
    else parts.push(piece);
  }
  const data = parts.map((p) => (typeof p === "string" ? p : p instanceof Type ? printTypeText(p) : printAttributeText(p))).join("");
  return OpaqueAttr.get(context, "spirv", data, undefined, parts);
}
