// The canonicalization patterns of vector's transfers and contractions (VectorOps.cpp in
// MLIR 19): a tensor read of exactly what the previous write stored is the stored vector
// broadcast and transposed into the read's shape (TransferReadAfterWriteToBroadcast), a
// tensor write overwritten by a later write of the same place is skipped (FoldWaw), and an
// addition to a contraction with a zero accumulator becomes the accumulator
// (CanonicalizeContractAdd, on arith.addi and arith.addf), and a whole-tensor write that is
// sliced and inserted writes into the destination's slice (SwapExtractSliceOfTransferWrite,
// on tensor.insert_slice).
import { AffineConstantExpr, AffineDimExpr, AffineMapAttr, ArrayAttr, IRMapping, IntegerAttr, RankedTensorType, VectorType, applyPermutationMap, compressUnusedDims, type AffineMap, type OpFoldResult, type Operation, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { constantValueOf, definingOp } from "../folding/matchers.js";
import { zeroAttr } from "../folding/common.js";
import { hasOutOfBoundsDim, isDisjointTransferIndices, sameValues, transferOf, type Transfer } from "../vector/transfer-folds.js";
import { constantInt64Of, createOp, denseI32Array, denseI64Array } from "./support.js";
import { boxOf, constantOf, createExtractSlice, staticsOf } from "./tensor-box.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

/** getTransferChunkAccessed: the size accessed along each source dimension (0 when unused). */
function chunkAccessed(t: Transfer): number[] {
  const sizes = new Array<number>(t.map.numDims).fill(0);
  t.map.results.forEach((expr, i) => {
    if (expr instanceof AffineDimExpr) sizes[expr.position] = Number(t.vectorType.shape[i]);
  });
  return sizes;
}

function unusedDims(map: AffineMap): boolean[] {
  const used = new Array<boolean>(map.numDims).fill(false);
  for (const expr of map.results) if (expr instanceof AffineDimExpr) used[expr.position] = true;
  return used.map((u) => !u);
}

/** A result of a composed projected permutation: a dimension or the constant 0 of a broadcast. */
type Result = { readonly dim: number } | { readonly constant: bigint };

/** readMap.compose(writeMap) for projected permutations with broadcasts; undefined for other maps. */
function composeProjected(read: AffineMap, write: AffineMap): { results: Result[]; numInputs: number } | undefined {
  const results: Result[] = [];
  for (const expr of read.results) {
    if (expr instanceof AffineConstantExpr) results.push({ constant: BigInt(expr.value) });
    else if (expr instanceof AffineDimExpr) {
      const inner = write.results[expr.position];
      if (inner instanceof AffineDimExpr) results.push({ dim: inner.position });
      else if (inner instanceof AffineConstantExpr) results.push({ constant: BigInt(inner.value) });
      else return undefined;
    } else return undefined;
  }
  return { results, numInputs: write.numDims };
}

/** AffineMap::isPermutationOfMinorIdentityWithBroadcasting: the permuted dimensions, or undefined. */
function permutationOfMinorIdentityWithBroadcasting(results: readonly Result[], numInputs: number): number[] | undefined {
  const numResults = results.length;
  const projectionStart = numResults < numInputs ? numInputs - numResults : 0;
  const leadingBroadcast = numResults > numInputs ? numResults - numInputs : 0;
  const permuted = new Array<number>(numResults).fill(0);
  const found = new Array<boolean>(Math.max(numInputs, numResults)).fill(false);
  const broadcastDims: number[] = [];
  for (const [i, result] of results.entries()) {
    if ("constant" in result) {
      if (result.constant !== 0n) return undefined;
      broadcastDims.push(i);
      continue;
    }
    if (result.dim < projectionStart) return undefined;
    const position = result.dim - projectionStart + leadingBroadcast;
    permuted[i] = position;
    found[position] = true;
  }
  // Broadcast dimensions take the free slots, in order.
  let pos = 0;
  for (const dim of broadcastDims) {
    while (pos < found.length && found[pos] === true) pos++;
    permuted[dim] = pos++;
  }
  return permuted;
}

/** TransferReadAfterWriteToBroadcast. */
export const transferReadAfterWriteToBroadcast: Rewrite = (op, rewriter) => {
  const read = transferOf(op);
  if (read === undefined || hasOutOfBoundsDim(read) || !(read.source.type instanceof RankedTensorType)) return false;
  const writeOp = definingOp(read.source, "vector.transfer_write");
  const write = writeOp === undefined ? undefined : transferOf(writeOp);
  if (write === undefined) return false;
  const readChunk = chunkAccessed(read);
  const writeChunk = chunkAccessed(write);
  if (readChunk.length !== writeChunk.length || readChunk.some((s, i) => s !== writeChunk[i])) return false;
  const readUnused = unusedDims(read.map);
  const writeUnused = unusedDims(write.map);
  if (readUnused.length !== writeUnused.length || readUnused.some((u, i) => u !== writeUnused[i])) return false;
  if (!sameValues(read.indices, write.indices) || read.mask !== write.mask) return false;
  const composed = composeProjected(compressUnusedDims(read.map), compressUnusedDims(write.map));
  if (composed === undefined || composed.results.length === 0) return false;
  const permutation = permutationOfMinorIdentityWithBroadcasting(composed.results, composed.numInputs);
  if (permutation === undefined) return false;
  const destShape = read.vectorType.shape;
  const broadcastShape = new Array<number>(destShape.length).fill(0);
  const broadcastScalable = new Array<boolean>(destShape.length).fill(false);
  permutation.forEach((to, from) => {
    broadcastShape[to] = Number(destShape[from]);
    broadcastScalable[to] = read.vectorType.isDimScalable(from);
  });
  const broadcastType = VectorType.get(broadcastShape, write.vectorType.elementType, broadcastScalable);
  const broadcast = createOp(rewriter, "vector.broadcast", op.location, { operands: [write.op.getOperand(0)], resultTypes: [broadcastType] }).getResult(0);
  rewriter.replaceOpWithNewOp(op, () =>
    createOp(rewriter, "vector.transpose", op.location, {
      operands: [broadcast],
      resultTypes: [read.vectorType],
      properties: [["permutation", denseI64Array(op, permutation.map(BigInt))]],
    }),
  );
  return true;
};

/** checkSameValueWAW: the later write covers exactly what the prior one wrote. */
function sameValueWAW(write: Transfer, prior: Transfer): boolean {
  return sameValues(prior.indices, write.indices) && prior.mask === write.mask && prior.vectorType === write.vectorType && prior.map === write.map;
}

/** FoldWaw: a tensor write whose place a later write overwrites is skipped. */
export const foldWaw: Rewrite = (op, rewriter) => {
  const write = transferOf(op);
  if (write === undefined || !(write.source.type instanceof RankedTensorType)) return false;
  let toModify = op;
  let prior = definingOp(write.source, "vector.transfer_write");
  while (prior !== undefined) {
    const p = transferOf(prior);
    if (p === undefined) return false;
    if (sameValueWAW(write, p)) {
      const target = toModify;
      // The written tensor is operand 1 of a transfer_write.
      rewriter.modifyOpInPlace(target, () => target.setOperand(1, p.source));
      return true;
    }
    if (!isDisjointTransferIndices(p, write)) return false;
    // A prior write used elsewhere must stay.
    if (!prior.getResult(0).hasOneUse()) return false;
    toModify = prior;
    prior = definingOp(p.source, "vector.transfer_write");
  }
  return false;
};

/** CanonicalizeContractAdd: add(contract(a, b, zero), c) is contract(a, b, c). */
export const canonicalizeContractAdd: Rewrite = (op, rewriter) => {
  const fold = (maybeContraction: Value, other: Value): boolean => {
    const contraction = definingOp(maybeContraction, "vector.contract");
    if (contraction === undefined) return false;
    const acc = contraction.getOperand(2);
    if (definingOp(acc, "arith.constant") === undefined || constantValueOf(acc) !== zeroAttr(acc.type)) return false;
    const mapping = new IRMapping();
    mapping.map(acc, other);
    const clone = rewriter.clone(contraction, mapping);
    rewriter.replaceOp(op, [clone.getResult(0)]);
    return true;
  };
  return fold(op.getOperand(0), op.getOperand(1)) || fold(op.getOperand(1), op.getOperand(0));
};

function hasUnitStrides(op: Operation): boolean {
  return staticsOf(boxOf(op, op.name.name === "tensor.insert_slice" ? 2 : 1).strides).every((s) => s === 1n);
}

/** isEqualConstantIntOrValue. */
function sameSize(a: OpFoldResult, b: OpFoldResult): boolean {
  const one = constantOf(a);
  const two = constantOf(b);
  if (one !== undefined && two !== undefined) return one === two;
  return a === b;
}

/**
 * SwapExtractSliceOfTransferWrite (on tensor.insert_slice): a write of a whole tensor, sliced
 * from offset 0 and inserted elsewhere, writes into the slice of the destination instead.
 */
export const swapExtractSliceOfTransferWrite: Rewrite = (op, rewriter) => {
  if (!hasUnitStrides(op)) return false;
  const extract = definingOp(op.getOperand(0), "tensor.extract_slice");
  if (extract === undefined || !hasUnitStrides(extract) || !extract.getResult(0).hasOneUse()) return false;
  const writeOp = definingOp(extract.getOperand(0), "vector.transfer_write");
  const write = writeOp === undefined ? undefined : transferOf(writeOp);
  if (writeOp === undefined || write === undefined || !writeOp.getResult(0).hasOneUse()) return false;
  const insertedType = op.getOperand(0).type as RankedTensorType;
  // Neither the write nor the slice may reduce the rank.
  if (insertedType.shape.length !== write.map.getNumResults()) return false;
  const extractBox = boxOf(extract, 1);
  if (!extractBox.offsets.every((offset) => constantOf(offset) === 0n)) return false;
  if (!write.indices.every((index) => constantInt64Of(index) === 0n)) return false;
  const insertBox = boxOf(op, 2);
  if (insertBox.sizes.length !== extractBox.sizes.length || !insertBox.sizes.every((size, i) => sameSize(size, extractBox.sizes[i] as OpFoldResult))) return false;
  // The write must cover the whole tensor it writes.
  const written = applyPermutationMap(write.map, (write.source.type as RankedTensorType).shape.map((s) => BigInt(s)), 0n);
  if (write.mask !== undefined || written.length !== write.vectorType.shape.length || written.some((size, i) => size !== BigInt(write.vectorType.shape[i] as number))) return false;
  const slice = createExtractSlice(rewriter, extract.location, insertedType, op.getOperand(1), insertBox).getResult(0);
  // in_bounds all false: the folder infers them.
  const newWrite = createOp(rewriter, "vector.transfer_write", writeOp.location, {
    operands: [writeOp.getOperand(0), slice, ...write.indices],
    resultTypes: [insertedType],
    properties: [
      ["in_bounds", ArrayAttr.get(op.context, write.vectorType.shape.map(() => IntegerAttr.bool(op.context, false)))],
      ["operandSegmentSizes", denseI32Array(op, [1, 1, write.indices.length, 0])],
      ["permutation_map", AffineMapAttr.get(write.map)],
    ],
  }).getResult(0);
  rewriter.modifyOpInPlace(op, () => op.setOperand(0, newWrite));
  return true;
};
