// Which types emitc's ops accept (MLIR 19's emitc::isSupportedEmitCType, isSupportedFloatType,
// isSupportedIntegerType, isIntegerIndexOrOpaqueType). Upstream ODS constraints of emitc call
// them in C++ predicates; the constraint generator maps those calls to these functions.
// emitc's own types are kept as opaque types holding their printed body (`ptr<i32>`,
// `array<2x3xf32>`, `opaque<"int">`, `size_t`), so nested types are read from that text.
import { FloatType, IndexType, IntegerType, OpaqueType, TensorType, TupleType, type Type } from "../../ir/index.js";
import { parseTypeText } from "../../asm/standalone.js";

/** The body of an emitc type with this mnemonic (`ptr<i32>` → `i32`, `size_t` → ``), or undefined. */
export function emitcBody(type: Type, mnemonic: string): string | undefined {
  if (!(type instanceof OpaqueType) || type.dialect !== "emitc") return undefined;
  if (type.data === mnemonic) return "";
  return type.data.startsWith(`${mnemonic}<`) && type.data.endsWith(">") ? type.data.slice(mnemonic.length + 1, -1) : undefined;
}

export const isEmitcPointer = (type: Type): boolean => emitcBody(type, "ptr") !== undefined;
export const isEmitcOpaque = (type: Type): boolean => emitcBody(type, "opaque") !== undefined;
export const isEmitcArray = (type: Type): boolean => emitcBody(type, "array") !== undefined;
const isOpaque = isEmitcOpaque;
const isArray = isEmitcArray;

/** isPointerWideType: `!emitc.size_t`, `!emitc.ssize_t`, `!emitc.ptrdiff_t`. */
export function isPointerWideType(type: Type): boolean {
  return emitcBody(type, "size_t") === "" || emitcBody(type, "ssize_t") === "" || emitcBody(type, "ptrdiff_t") === "";
}

/** The rank and element type of `array<4x2xT>`: its leading `Nx` dimensions and the text after them. */
function arrayParts(body: string, type: Type): { readonly rank: number; readonly element: Type | undefined } {
  let at = 0;
  let rank = 0;
  while (true) {
    let digits = at;
    while (digits < body.length && body.charCodeAt(digits) >= 48 && body.charCodeAt(digits) <= 57) digits++;
    if (digits === at || body.charCodeAt(digits) !== 120) break; // `x`
    at = digits + 1;
    rank++;
  }
  return { rank, element: at === 0 ? undefined : nested(body.slice(at), type) };
}

function arrayElement(body: string, type: Type): Type | undefined {
  return arrayParts(body, type).element;
}

/** The rank and element type of an `!emitc.array`, or undefined for another type. */
export function emitcArrayParts(type: Type): { readonly rank: number; readonly element: Type | undefined } | undefined {
  const body = emitcBody(type, "array");
  return body === undefined ? undefined : arrayParts(body, type);
}

/** The pointee of an `!emitc.ptr`, or undefined for another type. */
export function emitcPointee(type: Type): Type | undefined {
  const body = emitcBody(type, "ptr");
  return body === undefined ? undefined : nested(body, type);
}

function nested(text: string, type: Type): Type | undefined {
  try {
    return parseTypeText(text, type.context);
  } catch {
    return undefined;
  }
}

/** isSupportedIntegerType: integers of 1, 8, 16, 32 or 64 bits, of any signedness. */
export function isSupportedIntegerType(type: Type): boolean {
  if (!(type instanceof IntegerType)) return false;
  const width = type.width;
  return width === 1 || width === 8 || width === 16 || width === 32 || width === 64;
}

/** isSupportedFloatType: floats of 32 or 64 bits (tf32 counts as 32). */
export function isSupportedFloatType(type: Type): boolean {
  return type instanceof FloatType && (type.width === 32 || type.width === 64);
}

/** isIntegerIndexOrOpaqueType. */
export function isIntegerIndexOrOpaqueType(type: Type): boolean {
  return isOpaque(type) || type instanceof IndexType || isSupportedIntegerType(type) || isPointerWideType(type);
}

/** isSupportedEmitCType: what emitc can spell in C, pointers, arrays, static tensors and tuples of it included. */
export function isSupportedEmitCType(type: Type): boolean {
  if (isOpaque(type)) return true;
  const pointee = emitcBody(type, "ptr");
  if (pointee !== undefined) {
    const inner = nested(pointee, type);
    return inner !== undefined && isSupportedEmitCType(inner);
  }
  const array = emitcBody(type, "array");
  if (array !== undefined) {
    const element = arrayElement(array, type);
    return element !== undefined && !isArray(element) && isSupportedEmitCType(element);
  }
  if (type instanceof IndexType || isPointerWideType(type)) return true;
  if (type instanceof IntegerType) return isSupportedIntegerType(type);
  if (type instanceof FloatType) return isSupportedFloatType(type);
  if (type instanceof TensorType) return type.hasStaticShape() && !isArray(type.elementType) && isSupportedEmitCType(type.elementType);
  if (type instanceof TupleType) return type.types.every((t) => !isArray(t) && isSupportedEmitCType(t));
  return false;
}

/** ArrayType::isValidElementType: a supported float, integer, index, opaque or pointer-wide type, or a pointer. */
export function isValidArrayElementType(type: Type): boolean {
  return isSupportedFloatType(type) || isIntegerIndexOrOpaqueType(type) || emitcBody(type, "ptr") !== undefined;
}
