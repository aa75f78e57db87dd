// nvgpu's C++ verifiers with mlir-opt 19's messages: ldmatrix, mma.sync / mma.sp.sync and
// device_async_copy. (The TMA and warpgroup ops' verifiers read nvgpu's types, which tsmlir
// keeps opaque: not reproduced.)
import { ArrayAttr, FloatType, IntegerAttr, MemRefType, VectorType, type Operation, type Type } from "../../ir/index.js";
import { printType, segmentSizes } from "../runtime/values.js";
import { bitWidth, hasSharedMemoryAddressSpace, isLastDimUnitStride } from "./memref-facts.js";

const SHARED_SPACE_MESSAGE = "must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)";

/**
 * An ODS PredOpTrait comparing element types (`failed to verify that <summary>`), which runs
 * with the op's invariants before its C++ verifier: tsmlir's generated invariants do not
 * evaluate trait predicates yet, so the verifier checks it first, in MLIR's order.
 */
function checkSameElementType(op: Operation, a: Type, b: Type, summary: string): void {
  const element = (t: Type): Type => (t instanceof VectorType || t instanceof MemRefType ? t.elementType : t);
  if (element(a) !== element(b)) throw op.emitOpError(`failed to verify that ${summary}`);
}

function integerAttr(op: Operation, name: string): bigint | undefined {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr ? BigInt(attr.value) : undefined;
}

export function verifyLdMatrix(op: Operation): void {
  const source = op.getOperand(0).type;
  const result = op.getResult(0).type;
  checkSameElementType(op, result, source, "srcMemref and res have same element type");
  if (!(source instanceof MemRefType) || !(result instanceof VectorType)) return;
  const width = bitWidth(result.elementType) ?? 0;
  const perWord = width === 0 ? 0 : Math.trunc(32 / width);
  if (!hasSharedMemoryAddressSpace(source)) throw op.emitError(`expected nvgpu.ldmatrix srcMemref ${SHARED_SPACE_MESSAGE}`);
  if (width > 32) throw op.emitError("nvgpu.ldmatrix works for 32b or lower");
  const transpose = op.getAttr("transpose");
  if (transpose instanceof IntegerAttr && BigInt(transpose.value) !== 0n && width !== 16) throw op.emitError("nvgpu.ldmatrix transpose works only at 16b granularity");
  if (result.shape.length !== 2) throw op.emitError("results must be 2 dimensional vector");
  if (Number(result.shape[1]) !== perWord) throw op.emitError(`expected vector register shape[1] = ${perWord}`);
  if (BigInt(result.shape[0] as number | bigint) !== integerAttr(op, "numTiles")) throw op.emitError("expected vector register shape[0] and numTiles to match");
}

export function verifyDeviceAsyncCopy(op: Operation): void {
  const dst = op.getOperand(0).type;
  const src = op.getOperand(dstIndexCount(op) + 1).type;
  if (!(src instanceof MemRefType) || !(dst instanceof MemRefType)) return;
  if (!isLastDimUnitStride(src)) throw op.emitError("source memref most minor dim must have unit stride");
  if (!isLastDimUnitStride(dst)) throw op.emitError("destination memref most minor dim must have unit stride");
  if (!hasSharedMemoryAddressSpace(dst)) throw op.emitError(`destination memref ${SHARED_SPACE_MESSAGE}`);
  if (dst.elementType !== src.elementType) throw op.emitError("source and destination must have the same element type");
  const [dstIndices, srcIndices] = [dstIndexCount(op), srcIndexCount(op)];
  if (src.shape.length !== srcIndices) throw op.emitOpError(`expected ${src.shape.length} source indices, got ${srcIndices}`);
  if (dst.shape.length !== dstIndices) throw op.emitOpError(`expected ${dst.shape.length} destination indices, got ${dstIndices}`);
  const elements = integerAttr(op, "dstElements") ?? 0n;
  const width = BigInt(bitWidth(dst.elementType) ?? 0);
  const bytes = (width * elements) / 8n;
  if (bytes !== 4n && bytes !== 8n && bytes !== 16n) {
    let message = `Requested copy elements is ${elements} with width ${width}. But copy elements could be one of `;
    if (width > 0n && 32n / width > 0n) message += `${32n / width}, `;
    if (width > 0n && 64n / width > 0n) message += `${64n / width}, `;
    if (width > 0n && 128n / width > 0n) message += `${128n / width}.`;
    throw op.emitError(message);
  }
  if (op.getAttr("bypassL1") !== undefined && bytes !== 16n) {
    const required = width === 0n ? 0n : 128n / width;
    throw op.emitOpError(`bypassL1 does not satify alignment for '${printType(dst)}' with destination element ${elements}. Unset bypassL1, or set destination element to ${required}`);
  }
}

/** device_async_copy's operands: dst, dstIndices, src, srcIndices, srcElements? (segments). */
function dstIndexCount(op: Operation): number {
  return segmentSizes(op, "operandSegmentSizes")?.[1] ?? 0;
}
function srcIndexCount(op: Operation): number {
  return segmentSizes(op, "operandSegmentSizes")?.[3] ?? 0;
}

/** mma.sync and mma.sp.sync: the operand vectors' shapes against the fundamental 8x8 tile of their element type. */
function verifyMma(op: Operation, sparse: boolean): void {
  const [a, b, c] = [op.getOperand(0).type, op.getOperand(1).type, op.getOperand(2).type];
  checkSameElementType(op, a, b, "matrixA and matrixB have same element type");
  if (!(a instanceof VectorType) || !(b instanceof VectorType) || !(c instanceof VectorType)) return;
  const shapeAttr = op.getAttr("mmaShape");
  const mmaShape = shapeAttr instanceof ArrayAttr ? shapeAttr.value.map((v) => (v instanceof IntegerAttr ? BigInt(v.value) : 0n)) : [];
  const [m, n, k] = [mmaShape[0] ?? 0n, mmaShape[1] ?? 0n, mmaShape[2] ?? 0n];
  const tf32Enabled = op.getAttr("tf32Enabled") !== undefined;
  const element = a.elementType;
  const width = bitWidth(element);
  const isF64 = element instanceof FloatType && element.kind === "f64";
  let shapeK: bigint;
  let perA: bigint;
  let perB: bigint;
  if (sparse && isF64) throw op.emitError("f64 is not supported for sparse mode");
  if (isF64) {
    [shapeK, perA, perB] = [4n, 1n, 1n];
  } else if (width !== undefined && isMmaElement(a)) {
    const w = BigInt(width);
    [shapeK, perA, perB] = [128n / w, 32n / w, 32n / w];
  } else {
    throw op.emitError(`expected input data type (i4,i8,f16,bf16,tf32,f64) supported by ${op.opName}`);
  }
  for (const [name, v] of [["matrixA", a], ["matrixB", b], ["matrixC", c]] as const) {
    if (v.shape.length !== 2) throw op.emitError(`${name} must be 2 dimensional vector`);
  }
  const dims = (v: VectorType): [bigint, bigint] => [BigInt(v.shape[0] as number | bigint), BigInt(v.shape[1] as number | bigint)];
  const [a0, a1] = dims(a);
  const [b0, b1] = dims(b);
  const [c0, c1] = dims(c);
  const warp = 32n;
  const sparseFactor = sparse ? 2n : 1n;
  if (a0 * a1 * warp !== (m * k) / sparseFactor) throw op.emitOpError(`expected ${m * k} warp-wide matrix A elements`);
  if (b0 * b1 * warp !== k * n) throw op.emitOpError(`expected ${k * n} warp-wide matrix B elements`);
  if (c0 * c1 * warp !== m * n) throw op.emitOpError(`expected ${m * n} warp-wide matrix C elements`);
  if (tf32Enabled && printType(element) !== "f32") throw op.emitOpError("expected tf32 tensor cores only for F32 operands");
  const [mTile, nTile, kTile] = [m / 8n, n / 8n, k / shapeK];
  if (a0 !== (mTile * kTile) / sparseFactor || a1 !== perA) throw op.emitOpError(`expected matrix A to be shaped (${mTile * kTile} x ${perA})`);
  if (b0 !== kTile * nTile || b1 !== perB) throw op.emitOpError(`expected matrix B to be shaped (${kTile * nTile} x ${perB})`);
  if (c0 !== mTile * nTile || c1 !== 2n) throw op.emitOpError(`expected matrix C to be shaped (${mTile * nTile} x 2)`);
}

/** f32, bf16, f16, i8 or i4 elements. */
function isMmaElement(v: VectorType): boolean {
  return ["f32", "bf16", "f16", "i8", "i4"].includes(printType(v.elementType));
}

export const verifyMmaSync = (op: Operation): void => verifyMma(op, false);

export function verifyMmaSparseSync(op: Operation): void {
  const selector = integerAttr(op, "sparsitySelector") ?? 0n;
  // MLIR reads the selector as unsigned: a negative one is large.
  if (selector < 0n || selector > 1n) throw op.emitOpError("sparsity selector should be 0 or 1");
  verifyMma(op, true);
}
