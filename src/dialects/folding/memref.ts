// The folds of memref ops (MemRefOps.cpp in MLIR 19): memref.cast producers folded into
// their users, dims of known sizes, ranks, identity views and reshapes, and chains of casts,
// reinterpret_casts and transposes collapsed into one op.
import { AffineMapAttr, IndexType, IntegerAttr, MemRefType, ShapedType, type Attribute, type Int64, type Operation, type Value } from "../../ir/index.js";
import {
  AllocOp,
  AllocaOp,
  AtomicRMWOp,
  CastOp,
  CollapseShapeOp,
  ExpandShapeOp,
  ExtractStridedMetadataOp,
  MemorySpaceCastOp,
  ReinterpretCastOp,
  StoreOp,
  SubViewOp,
  TransposeOp,
  ViewOp,
} from "../../../generated/memref.js";
import { canFoldIntoConsumer, foldMemRefCast } from "../memref/casts.js";
import { dynamicDimIndex, isDynamic, stridesAndOffset } from "../memref/layout.js";
import { materializeIndexConstantBefore } from "../memref/constants.js";
import { memrefRankReductionMask } from "../memref/views.js";
import { composeAffineMaps } from "../memref/permutations.js";
import { constantIndexOf } from "../tensor/shapes.js";
import { definingOp } from "./matchers.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

type Operands = readonly (Attribute | undefined)[];

/** A fold that only folds memref.cast producers into the op: an empty list when it did. */
function castsOnly(operation: Operation): FoldOutcome {
  return foldMemRefCast(operation) ? [] : undefined;
}

/** A single-result fold that only folds memref.cast producers into the op (but not `inner`). */
function castsIntoResult(operation: Operation, inner?: Value): FoldOutcome {
  return foldMemRefCast(operation, inner) ? operation.getResult(0) : undefined;
}

function foldCast(operation: Operation): FoldOutcome {
  return castsIntoResult(operation);
}

/** copy(cast) -> copy, for casts that only lose static information. */
function foldCopy(operation: Operation): FoldOutcome {
  let folded = false;
  for (let i = 0; i < operation.numOperands; i++) {
    const cast = definingOp(operation.getOperand(i), CastOp.operationName);
    if (cast === undefined || !canFoldIntoConsumer(cast)) continue;
    operation.setOperand(i, cast.getOperand(0));
    folded = true;
  }
  return folded ? [] : undefined;
}

/** The source dimension a subview's result dimension `index` comes from, skipping dropped unit dims. */
function subViewSourceDim(subview: SubViewOp, index: number): number | undefined {
  const source = subview.getSource().type;
  const sizes = subview.getStaticSizes().map((size) => (isDynamic(size) ? undefined : size));
  const dropped = memrefRankReductionMask(source, subview.getResult().type, sizes);
  if (dropped === undefined) return undefined;
  let resultIndex = 0;
  for (let i = 0; i < source.getRank(); i++) {
    if (dropped.has(i)) continue;
    if (resultIndex === index) return i;
    resultIndex++;
  }
  return undefined;
}

/** The dynamic size operand of subview dim `sourceDim`. */
function subViewDynamicSize(subview: SubViewOp, sourceDim: number): Value | undefined {
  const sizes = subview.getStaticSizes();
  if (!isDynamic(sizes[sourceDim] as bigint)) return undefined;
  const position = sizes.slice(0, sourceDim).filter(isDynamic).length;
  return subview.getSizes()[position];
}

function foldDim(operation: Operation, operands: Operands): FoldOutcome {
  const index = operands[1];
  if (!(index instanceof IntegerAttr)) return undefined;
  const source = operation.getOperand(0);
  const type = source.type;
  if (!(type instanceof MemRefType)) return undefined;
  const value = BigInt(index.value);
  if (value < 0n || value >= BigInt(type.getRank())) return undefined;
  const dim = Number(value);
  const size = type.shape[dim] as Int64;
  if (!isDynamic(size)) return IntegerAttr.get(IndexType.get(operation.context), size);
  const producer = source.definingOp;
  const position = dynamicDimIndex(type, dim);
  if (producer !== null) {
    if (producer.opName === AllocOp.operationName) return AllocOp.wrap(producer).getDynamicSizes()[position];
    if (producer.opName === AllocaOp.operationName) return AllocaOp.wrap(producer).getDynamicSizes()[position];
    if (producer.opName === ViewOp.operationName) return ViewOp.wrap(producer).getSizes()[position];
    if (producer.opName === SubViewOp.operationName) {
      const subview = SubViewOp.wrap(producer);
      const sourceDim = subViewSourceDim(subview, dim);
      return sourceDim === undefined ? undefined : subViewDynamicSize(subview, sourceDim);
    }
    // The other op giving its sizes as an offset/size/stride list.
    if (producer.opName === ReinterpretCastOp.operationName) {
      const cast = ReinterpretCastOp.wrap(producer);
      const sizes = cast.getStaticSizes();
      if (!isDynamic(sizes[dim] as bigint)) return undefined;
      return cast.getSizes()[sizes.slice(0, dim).filter(isDynamic).length];
    }
  }
  return castsIntoResult(operation);
}

function foldRank(operation: Operation): FoldOutcome {
  const type = operation.getOperand(0).type;
  if (type instanceof ShapedType && type.hasRank()) return IntegerAttr.get(IndexType.get(operation.context), type.getRank());
  return undefined;
}

function foldStore(operation: Operation): FoldOutcome {
  return foldMemRefCast(operation, StoreOp.wrap(operation).getValue()) ? [] : undefined;
}

function foldAtomicRMW(operation: Operation): FoldOutcome {
  return castsIntoResult(operation, AtomicRMWOp.wrap(operation).getValue());
}

/** memory_space_cast(memory_space_cast(v)) -> memory_space_cast(v). */
function foldMemorySpaceCast(operation: Operation): FoldOutcome {
  const parent = definingOp(MemorySpaceCastOp.wrap(operation).getSource(), MemorySpaceCastOp.operationName);
  if (parent === undefined) return undefined;
  operation.setOperand(0, parent.getOperand(0));
  return operation.getResult(0);
}

/** foldReshapeOp: an identity reshape, or one undoing its producer. */
function foldReshape(operation: Operation, inverse: string): FoldOutcome {
  const source = operation.getOperand(0);
  const resultType = operation.getResult(0).type;
  if (source.type === resultType) return source;
  const producer = definingOp(source, inverse);
  if (producer === undefined) return undefined;
  const producerSource = producer.getOperand(0);
  return producerSource.type === resultType ? producerSource : undefined;
}

function foldExpandShape(operation: Operation): FoldOutcome {
  return foldReshape(operation, CollapseShapeOp.operationName);
}

function foldCollapseShape(operation: Operation): FoldOutcome {
  return foldReshape(operation, ExpandShapeOp.operationName);
}

function allEqual(values: readonly bigint[], expected: bigint): boolean {
  return values.every((value) => value === expected);
}

/** reinterpret_cast of a reinterpret_cast, cast or zero-offset subview reads the same buffer: use its source. */
function foldReinterpretCast(operation: Operation): FoldOutcome {
  const op = ReinterpretCastOp.wrap(operation);
  const source = op.getSource();
  const producer = source.definingOp;
  let previous: Value | undefined;
  if (producer?.opName === ReinterpretCastOp.operationName || producer?.opName === CastOp.operationName) previous = producer.getOperand(0);
  else if (producer?.opName === SubViewOp.operationName) {
    const subview = SubViewOp.wrap(producer);
    const offsets = subview.getStaticOffsets();
    // Every offset a constant zero, given statically or by a constant operand.
    let next = 0;
    const zero = offsets.every((offset) => (isDynamic(offset) ? constantIndexOf(subview.getOffsets()[next++] as Value) === 0n : offset === 0n));
    if (zero) previous = subview.getSource();
  }
  if (previous !== undefined) {
    operation.setOperand(0, previous);
    return operation.getResult(0);
  }
  const resultType = op.getResult().type;
  if (resultType.hasStaticShape() && source.type === resultType && op.getStaticOffsets()[0] === 0n) return source;
  return undefined;
}

/**
 * extract_strided_metadata: uses of an offset, size or stride result the source type knows
 * statically are replaced by an index constant; a memref.cast of a ranked source is looked
 * through.
 */
function foldExtractStridedMetadata(operation: Operation): FoldOutcome {
  const op = ExtractStridedMetadataOp.wrap(operation);
  const type = op.getSource().type as MemRefType;
  const layout = stridesAndOffset(type);
  let replaced = false;
  const replace = (results: readonly Value[], staticValues: readonly Int64[]): void => {
    results.forEach((result, i) => {
      const known = staticValues[i];
      if (known === undefined || isDynamic(known) || !result.hasUses()) return;
      result.replaceAllUsesWith(materializeIndexConstantBefore(operation, BigInt(known)));
      replaced = true;
    });
  };
  if (layout !== undefined) {
    replace([op.getOffset()], [layout.offset]);
    replace(op.getSizes(), type.shape);
    replace(op.getStrides(), layout.strides);
  }
  const cast = definingOp(op.getSource(), CastOp.operationName);
  if (cast !== undefined && cast.getOperand(0).type instanceof MemRefType) {
    operation.setOperand(0, cast.getOperand(0));
    replaced = true;
  }
  return replaced ? [] : undefined;
}

/** subview to its own static type, or a no-op subview of a same-sized subview: its source. */
function foldSubView(operation: Operation): FoldOutcome {
  const op = SubViewOp.wrap(operation);
  const source = op.getSource();
  const sourceType = source.type;
  const resultType = op.getResult().type;
  if (resultType === sourceType && resultType.hasStaticShape()) return source;
  const producer = definingOp(source, SubViewOp.operationName);
  if (producer !== undefined) {
    const previous = SubViewOp.wrap(producer);
    const sameSizes = sameMixed(op.getStaticSizes(), op.getSizes(), previous.getStaticSizes(), previous.getSizes());
    if (allEqual(op.getStaticOffsets(), 0n) && allEqual(op.getStaticStrides(), 1n) && sameSizes && resultType === sourceType) return source;
  }
  return undefined;
}

/** Whether two mixed lists hold the same entries (equal constants or the same values). */
function sameMixed(aStatic: readonly bigint[], aValues: readonly Value[], bStatic: readonly bigint[], bValues: readonly Value[]): boolean {
  if (aStatic.length !== bStatic.length) return false;
  let i = 0;
  let j = 0;
  return aStatic.every((entry, k) => {
    const other = bStatic[k] as bigint;
    if (isDynamic(entry) !== isDynamic(other)) return false;
    if (!isDynamic(entry)) return entry === other;
    return aValues[i++] === bValues[j++];
  });
}

/** transpose by the identity to its own type is its input; a transpose of a transpose composes their permutations. */
function foldTranspose(operation: Operation): FoldOutcome {
  const op = TransposeOp.wrap(operation);
  const permutation = op.getPermutation();
  if (permutation.isIdentity() && operation.getResult(0).type === op.getIn().type) return op.getIn();
  const producer = definingOp(op.getIn(), TransposeOp.operationName);
  if (producer === undefined) return undefined;
  const inner = TransposeOp.wrap(producer);
  operation.setOperand(0, inner.getIn());
  operation.setAttr("permutation", AffineMapAttr.get(composeAffineMaps(permutation, inner.getPermutation())));
  return operation.getResult(0);
}

export const memrefFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ["memref.atomic_rmw", foldAtomicRMW],
  ["memref.cast", foldCast],
  ["memref.collapse_shape", foldCollapseShape],
  ["memref.copy", foldCopy],
  ["memref.dealloc", castsOnly],
  ["memref.dim", foldDim],
  ["memref.dma_start", castsOnly],
  ["memref.dma_wait", castsOnly],
  ["memref.expand_shape", foldExpandShape],
  ["memref.extract_strided_metadata", foldExtractStridedMetadata],
  ["memref.load", (operation) => castsIntoResult(operation)],
  ["memref.memory_space_cast", foldMemorySpaceCast],
  ["memref.prefetch", castsOnly],
  ["memref.rank", foldRank],
  ["memref.reinterpret_cast", foldReinterpretCast],
  ["memref.store", foldStore],
  ["memref.subview", foldSubView],
  ["memref.transpose", foldTranspose],
]);
