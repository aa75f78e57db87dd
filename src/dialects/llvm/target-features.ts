// `#llvm.target_features<[...]>`: its format (`<` `[` (`]`) : ($features^ `]`)? `>`) and the
// check of its C++ verifier, each feature a non-empty string starting with `+` or `-`
// without a comma, reported at the body's `<`.
import { StringAttr } from "../../ir/index.js";
import type { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import type { LlvmAttributeDef } from "../../../generated/upstream/llvm-attributes.js";
import type { ElementParser, Piece } from "./debug-info-syntax.js";

/** Why feature `feature` is refused, undefined when it is fine. */
function featureError(feature: string): string | undefined {
  if (feature === "") return "target features can not be null or empty";
  if (!feature.startsWith("+") && !feature.startsWith("-")) return "target features must start with '+' or '-'";
  if (feature.includes(",")) return "target features can not contain ','";
  return undefined;
}

export function parseTargetFeaturesBody(parser: AttrTypeAsmParser, def: LlvmAttributeDef, element: ElementParser): Piece[] {
  const at = parser.getCurrentLocation();
  const features = def.parameters.find((p) => p.name === "features");
  if (features === undefined) throw new Error("llvm attributes: target_features has no features parameter");
  const elementType = /^::llvm::ArrayRef<(.+)>$/.exec(features.cppType)?.[1] ?? features.cppType;
  parser.parseLess();
  parser.parseLSquare();
  const pieces: Piece[] = ["<["];
  if (!parser.parseOptionalRSquare()) {
    parser.parseParameter(def.defName, features.name, features.cppType, () => {
      pieces.push(...element(parser, elementType).pieces);
      while (parser.parseOptionalComma()) pieces.push(", ", ...element(parser, elementType).pieces);
    });
    parser.parseRSquare();
  }
  parser.parseGreater();
  pieces.push("]>");
  for (const piece of pieces) {
    const error = piece instanceof StringAttr ? featureError(piece.value) : undefined;
    if (error !== undefined) throw parser.emitError(at, error);
  }
  return pieces;
}
