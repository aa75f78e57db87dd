// amdgpu's C++ verifiers with mlir-opt 19's messages: fp8 packing, raw buffer ops, mfma and
// wmma.
import { FloatType, IntegerAttr, IntegerType, MemRefType, OpaqueAttr, operandSegment, operandSegmentStart, VectorType, type Operation, type Type } from "../../ir/index.js";

/** packed_trunc_2xfp8 / packed_stoch_round_fp8: `existing`, when given, has the result's type. */
export function verifyPackedFp8(op: Operation): void {
  const result = op.getResult(0).type;
  // `existing` is the last operand when present (the operands before it are fixed).
  const existingIndex = op.opName === "amdgpu.packed_trunc_2xfp8" ? existingOfTrunc(op) : op.numOperands > 2 ? 2 : undefined;
  if (existingIndex === undefined) return;
  if (op.getOperand(existingIndex).type !== result) throw op.emitOpError("existing values must have same type as result");
}

/** packed_trunc_2xfp8's operands: sourceA, sourceB?, existing? (operandSegmentSizes). */
function existingOfTrunc(op: Operation): number | undefined {
  return operandSegment(op, 2).length > 0 ? operandSegmentStart(op, 2) : undefined;
}

/** No memory space, 0 or 1, or #gpu.address_space<global>. */
function hasGlobalMemorySpace(type: MemRefType): boolean {
  const space = type.memorySpace;
  if (space === null) return true;
  if (space instanceof IntegerAttr) return BigInt(space.value) === 0n || BigInt(space.value) === 1n;
  return space instanceof OpaqueAttr && space.dialect === "gpu" && space.data === "address_space<global>";
}

/** The raw buffer ops: the memref (operand `memrefIndex`) in global memory, one index per dimension. */
export function rawBufferVerifier(memrefIndex: number): (op: Operation) => void {
  return (op) => {
    const type = op.getOperand(memrefIndex).type;
    if (!(type instanceof MemRefType)) return;
    if (!hasGlobalMemorySpace(type)) throw op.emitOpError("Buffer ops must operate on a memref in global memory");
    const indices = operandSegment(op, memrefIndex + 1).length;
    if (indices !== type.shape.length) throw op.emitOpError(`Expected ${type.shape.length} indices to memref`);
  };
}

function isF8(type: Type): boolean {
  return type instanceof FloatType && (type.kind === "f8E5M2FNUZ" || type.kind === "f8E4M3FNUZ");
}

function lengthAndElement(type: Type): [bigint, Type] {
  if (type instanceof VectorType) return [type.shape.reduce<bigint>((n, d) => n * BigInt(d), 1n), type.elementType];
  return [1n, type];
}

function intAttr(op: Operation, name: string, fallback = 0n): bigint {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr ? BigInt(attr.value) : fallback;
}

export function verifyMfma(op: Operation): void {
  const waveSize = 64n;
  const [sourceType, sourceBType, destType] = [op.getOperand(0).type, op.getOperand(1).type, op.getOperand(2).type];
  let [sourceLen, sourceElem] = lengthAndElement(sourceType);
  const [destLen, destElem] = lengthAndElement(destType);
  if (isF8(sourceElem)) {
    const [sourceBLen, sourceBElem] = lengthAndElement(sourceBType);
    if (!isF8(sourceBElem)) throw op.emitOpError("expected both source operands to have f8 elements");
    if (sourceLen !== sourceBLen) throw op.emitOpError("expected both f8 source vectors to have the same length");
  } else if (sourceType !== sourceBType) {
    throw op.emitOpError("expected both non-f8 source operand types to match exactly");
  }
  // The wider integer types stand for packed i8s.
  if (sourceElem instanceof IntegerType && sourceElem.width === 32) [sourceLen, sourceElem] = [sourceLen * 4n, IntegerType.get(op.context, 8)];
  if (sourceElem instanceof IntegerType && sourceElem.width === 64) [sourceLen, sourceElem] = [sourceLen * 8n, IntegerType.get(op.context, 8)];
  const [m, n, k, blocks] = [intAttr(op, "m"), intAttr(op, "n"), intAttr(op, "k"), intAttr(op, "blocks", 1n)];
  const sourceElems = (m * k * blocks) / waveSize;
  if (sourceLen !== sourceElems) throw op.emitOpError(`expected ${sourceElems} source values for this operation but got ${sourceLen}`);
  const destElems = (m * n * blocks) / waveSize;
  if (destLen !== destElems) throw op.emitOpError(`expected ${destElems} result values for this operation but got ${destLen}`);
  const isF64 = destElem instanceof FloatType && destElem.kind === "f64";
  const blgp = op.getAttr("blgp");
  const permutesB = blgp instanceof OpaqueAttr && !/\bnone>?$/.test(blgp.data);
  if (isF64 && permutesB) throw op.emitOpError("double-precision ops do not support permuting lanes of B");
  const cbsz = intAttr(op, "cbsz");
  if (isF64 && cbsz !== 0n) throw op.emitOpError("double-precision ops do not support permuting lanes of A");
  if (intAttr(op, "abid") >= 1n << cbsz) throw op.emitOpError("block ID for permuting A (abid) must be below 2 ** cbsz");
  const negates = ["negateA", "negateB", "negateC"].some((name) => op.getAttr(name) !== undefined);
  if (negates && !isF64) throw op.emitOpError("negation flags only available for double-precision operations");
}

export function verifyWmma(op: Operation): void {
  const [a, b, c] = [op.getOperand(0).type, op.getOperand(1).type, op.getOperand(2).type];
  // The op's AllTypesMatch<sourceA, sourceB> trait, which runs with its invariants before the
  // C++ verifier (tsmlir's generated invariants do not evaluate traits' predicates yet).
  if (a !== b) throw op.emitOpError("failed to verify that all of {sourceA, sourceB} have same type");
  if (!(a instanceof VectorType) || !(c instanceof VectorType)) return;
  const aElem = a.elementType;
  const kind = (t: Type): string => (t instanceof FloatType ? t.kind : "");
  const isDestFloat = ["f32", "f16", "bf16"].includes(kind(c.elementType));
  const isSrcFloat = ["f16", "bf16", "f8E4M3FN", "f8E5M2"].includes(kind(aElem));
  if (isDestFloat && !isSrcFloat) throw op.emitOpError("Expected float sources with float destination");
  if (!isDestFloat && isSrcFloat) throw op.emitOpError("Expected int sources with int destination");
}
