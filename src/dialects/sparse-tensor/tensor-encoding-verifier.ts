// sparse_tensor's encoding implements VerifiableTensorEncoding (MLIR 19's
// SparseTensorEncodingAttr::verifyEncoding): a tensor type using it must have as many
// dimensions as its map, at least one, and the element type of its explicit and implicit
// values; the implicit value must be zero.
import { Attribute, FloatAttr, IntegerAttr, OpaqueAttr, VerifiableTensorEncoding, type AnyInterface, type Int64, type Type, type VerifiableTensorEncodingMethods } from "../../ir/index.js";
import { NumberAttr } from "../../../generated/complex.js";
import { TypedAttr } from "../ir.js";
import { printType } from "../runtime/values.js";
import { encodingAttrFacts } from "./encoding-facts.js";

/** The attribute written after `key = ` in an encoding's parts (the parser keeps the values there). */
function valueOf(encoding: OpaqueAttr, key: "explicitVal" | "implicitVal"): Attribute | undefined {
  const parts = encoding.parts ?? [];
  const at = parts.findIndex((part) => typeof part === "string" && part.endsWith(`${key} = `));
  const value = parts[at + 1];
  return at >= 0 && value instanceof Attribute ? value : undefined;
}

function isZero(value: Attribute): boolean {
  if (value instanceof IntegerAttr) return value.value === 0 || value.value === 0n;
  if (value instanceof FloatAttr) return value.value === 0;
  if (value instanceof NumberAttr) return value.getReal() === 0 && value.getImag() === 0;
  return false;
}

function typeProblem(which: "explicit" | "implicit", value: Attribute, elementType: Type): string | undefined {
  const type = TypedAttr.impl(value)?.getType(value);
  if (type === undefined || type === elementType) return undefined;
  return `${which} value type mismatch between encoding and tensor element type: '${printType(type)}' != '${printType(elementType)}'`;
}

function verifyEncoding(encoding: Attribute, shape: readonly Int64[], elementType: Type): string | undefined {
  const facts = encodingAttrFacts(encoding);
  if (facts === undefined || !(encoding instanceof OpaqueAttr)) return undefined;
  if (shape.length === 0) return "expected non-scalar sparse tensor";
  if (facts.dimRank !== shape.length) return `dimension-rank mismatch between encoding and tensor shape: ${facts.dimRank} != ${shape.length}`;
  const explicitVal = valueOf(encoding, "explicitVal");
  const explicitProblem = explicitVal === undefined ? undefined : typeProblem("explicit", explicitVal, elementType);
  if (explicitProblem !== undefined) return explicitProblem;
  const implicitVal = valueOf(encoding, "implicitVal");
  if (implicitVal === undefined) return undefined;
  return typeProblem("implicit", implicitVal, elementType) ?? (isZero(implicitVal) ? undefined : "implicit value must be zero");
}

const table: VerifiableTensorEncodingMethods = { verifyEncoding };

/** The interfaces sparse_tensor's opaque attributes implement: an encoding verifies the tensor types using it. */
export function sparseTensorOpaqueInterfaceImpl(value: Attribute | Type, key: AnyInterface): object | undefined {
  if (key !== (VerifiableTensorEncoding as unknown as AnyInterface)) return undefined;
  return value instanceof OpaqueAttr && encodingAttrFacts(value) !== undefined ? table : undefined;
}
