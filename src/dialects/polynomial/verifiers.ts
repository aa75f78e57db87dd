// polynomial's C++ verifiers with mlir-opt 19's messages: from_tensor and to_tensor (a 1-D
// tensor of coefficients sized by the ring's polynomial modulus, no wider than the ring's
// coefficients), mul_scalar (a scalar of the coefficient type) and ntt / intt (a tensor
// encoded with the polynomial's ring, one element per degree, and a root that is a primitive
// root of unity of the given degree modulo the coefficient modulus).
import { IndexType, IntegerAttr, RankedTensorType, ShapedType, type Attribute, type Operation, type Type } from "../../ir/index.js";
import { printAttribute, printType } from "../runtime/values.js";
import { parseAttributeText } from "../../asm/standalone.js";
import { ringOfAttribute, ringOfPolynomialType, type RingFacts } from "./ring-facts.js";

/** Whether `shape` is one-dimensional with a size `fits` accepts (a dynamic size compares as MLIR's -1). */
function isVectorOf(shape: readonly number[], fits: (size: number) => boolean): boolean {
  return shape.length === 1 && fits(shape[0] as number);
}

function shapeOf(type: Type): readonly number[] {
  return type instanceof ShapedType ? type.shape.map(Number) : [];
}

/** from_tensor(input) -> output: at most degree(polynomialModulus) coefficients, each fitting the coefficient type. */
export function verifyFromTensor(op: Operation): void {
  const input = op.getOperand(0).type;
  const output = op.getResult(0).type;
  const ring = ringOfPolynomialType(output);
  if (ring === undefined || !(input instanceof ShapedType)) return;
  const degree = ring.polynomialModulusDegree;
  if (degree !== undefined && !isVectorOf(shapeOf(input), (size) => size <= degree)) {
    throw op
      .emitOpError(`input type '${printType(input)}' does not match output type '${printType(output)}'`)
      .attachNote(op.location, "the input type must be a tensor of shape [d] where d is at most the degree of the polynomialModulus of the output type's ring attribute");
  }
  if (input.elementType.getIntOrFloatBitWidth() > ring.coefficientType.getIntOrFloatBitWidth()) {
    throw op
      .emitOpError(`input tensor element type '${printType(input.elementType)}' is too large to fit in the coefficients of '${printType(output)}'`)
      .attachNote(op.location, "the input tensor's elements must be rescaled to fit before using from_tensor");
  }
}

/** to_tensor(input) -> output: exactly degree(polynomialModulus) coefficients. */
export function verifyToTensor(op: Operation): void {
  const input = op.getOperand(0).type;
  const output = op.getResult(0).type;
  const degree = ringOfPolynomialType(input)?.polynomialModulusDegree;
  if (degree === undefined || isVectorOf(shapeOf(output), (size) => size === degree)) return;
  throw op
    .emitOpError(`input type '${printType(input)}' does not match output type '${printType(output)}'`)
    .attachNote(op.location, "the output type must be a tensor of shape [d] where d is at most the degree of the polynomialModulus of the input type's ring attribute");
}

/** mul_scalar(polynomial, scalar): the scalar has the coefficient type of the (element) polynomial's ring. */
export function verifyMulScalar(op: Operation): void {
  const argument = op.getOperand(0).type;
  const polynomial = argument instanceof ShapedType ? argument.elementType : argument;
  const coefficientType = ringOfPolynomialType(polynomial)?.coefficientType;
  const scalar = op.getOperand(1).type;
  if (coefficientType !== undefined && coefficientType !== scalar) {
    throw op.emitOpError(`polynomial coefficient type '${printType(coefficientType)}' does not match scalar type '${printType(scalar)}'`);
  }
}

/** An IntegerAttr's value read as unsigned (APInt's getZExtValue). */
function unsignedValue(attr: IntegerAttr): bigint {
  // An index attribute's APInt is 64 bits wide.
  const width = attr.type instanceof IndexType ? 64 : attr.type.getIntOrFloatBitWidth();
  return BigInt.asUintN(width, attr.getValue());
}

/** Whether root**degree is the first power of root equal to 1 modulo `modulus`. */
export function isPrimitiveNthRootOfUnity(root: bigint, degree: bigint, modulus: bigint): boolean {
  let power = root;
  for (let k = 1n; k < degree; k++) {
    if (power === 1n) return false;
    power = (power * root) % modulus;
  }
  return power === 1n;
}

/** The value and degree of a `#polynomial.primitive_root<value = ..., degree = ...>`. */
function primitiveRoot(attr: Attribute | undefined): { readonly value: IntegerAttr; readonly degree: IntegerAttr } | undefined {
  if (attr === undefined) return undefined;
  const match = /^#polynomial\.primitive_root<value = (.*), degree = (.*)>$/s.exec(printAttribute(attr));
  if (match === null) return undefined;
  const value = parseAttributeText(match[1] as string, attr.context);
  const degree = parseAttributeText(match[2] as string, attr.context);
  return value instanceof IntegerAttr && degree instanceof IntegerAttr ? { value, degree } : undefined;
}

/** ntt and intt: the tensor is encoded with the polynomial's ring and holds one value per degree of its modulus. */
function verifyTransform(op: Operation, ring: RingFacts, tensor: Type): void {
  if (!(tensor instanceof RankedTensorType)) return;
  const encoding = tensor.encoding;
  if (encoding === null) throw op.emitOpError("expects a ring encoding to be provided to the tensor");
  const encoded = ringOfAttribute(encoding);
  if (encoded === undefined) throw op.emitOpError("the provided tensor encoding is not a ring attribute");
  if (encoded.body !== ring.body) {
    throw op.emitOpError(`encoded ring type ${printAttribute(encoding)} is not equivalent to the polynomial ring #polynomial.ring${ring.body}`);
  }
  const degree = ring.polynomialModulusDegree;
  // Without a polynomial modulus MLIR has no degree to compare (its verifier would not get here intact).
  if (degree !== undefined && !isVectorOf(shapeOf(tensor), (size) => size === degree)) {
    throw op
      .emitOpError(`tensor type '${printType(tensor)}' does not match output type #polynomial.ring${ring.body}`)
      .attachNote(op.location, "the tensor must have shape [d] where d is exactly the degree of the polynomialModulus of the polynomial type's ring attribute");
  }
  const root = primitiveRoot(op.getInherentAttr("root"));
  const modulus = ring.coefficientModulus;
  if (root === undefined || modulus === undefined) return;
  const [value, rootDegree, cmod] = [unsignedValue(root.value), unsignedValue(root.degree), unsignedValue(modulus)];
  if (cmod !== 0n && !isPrimitiveNthRootOfUnity(value, rootDegree, cmod)) {
    throw op.emitOpError(`provided root ${value} is not a primitive root of unity mod ${cmod}, with the specified degree ${rootDegree}`);
  }
}

/** ntt(polynomial) -> tensor */
export function verifyNTT(op: Operation): void {
  const ring = ringOfPolynomialType(op.getOperand(0).type);
  if (ring !== undefined) verifyTransform(op, ring, op.getResult(0).type);
}

/** intt(tensor) -> polynomial */
export function verifyINTT(op: Operation): void {
  const ring = ringOfPolynomialType(op.getResult(0).type);
  if (ring !== undefined) verifyTransform(op, ring, op.getOperand(0).type);
}
