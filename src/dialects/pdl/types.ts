// pdl's types as tsmlir keeps them: the dialect is a stub, so `!pdl.value` is the opaque type
// of dialect `pdl` with body `value`, and `!pdl.range<value>` the one with body `range<value>`
// (pdl prints a range's element by its mnemonic alone).
import { OpaqueType, type MLIRContext, type Type } from "../../ir/index.js";

/** A parameterless pdl type by mnemonic (`value`, `type`, `attribute`, `operation`). */
export function pdlType(context: MLIRContext, mnemonic: string): OpaqueType {
  return OpaqueType.get(context, "pdl", mnemonic);
}

function pdlBody(type: Type): string | undefined {
  return type instanceof OpaqueType && type.dialect === "pdl" ? type.data : undefined;
}

/** `!pdl.range<element>` (MLIR's pdl::RangeType::get). */
export function rangeOf(element: Type): Type {
  const body = pdlBody(element);
  // A range of a non-pdl type cannot be spelled in pdl's syntax; MLIR rejects it when verifying.
  return OpaqueType.get(element.context, "pdl", `range<${body ?? "?"}>`);
}

/** The element of a `!pdl.range<...>`, or the type itself (MLIR's getRangeElementTypeOrSelf). */
export function rangeElementOrSelf(type: Type): Type {
  const body = pdlBody(type);
  if (body === undefined || !body.startsWith("range<") || !body.endsWith(">")) return type;
  return pdlType(type.context, body.slice("range<".length, -1));
}

/** Whether a type is a `!pdl.range<...>`. */
export function isRange(type: Type): boolean {
  return pdlBody(type)?.startsWith("range<") === true;
}
