// The canonicalization patterns of tensor.pad (TensorOps.cpp in MLIR 19): a pad of zeros is
// a cast (FoldStaticZeroPadding), tensor.cast ops before and after it are folded in
// (FoldSourceTensorCast, FoldTargetTensorCast), two slice+pad pairs padding different
// dimensions become one (FoldOrthogonalPaddings), and constant paddings give static result
// sizes (FoldStaticPadding).
import { DYNAMIC, IndexType, type Int64, IntegerAttr, OpBuilder, operandSegment, type Operation, type OpFoldResult, RankedTensorType, UnitAttr, Value } from "../../ir/index.js";
import { matchConstant, type PatternRewriter } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { isDynamicSize, mixedValues } from "../tensor/shapes.js";
import { preservesStaticInformation } from "./scf-tensor.js";
import { boxOf, constantOf, createExtractSlice, dispatch, inferSliceResultType, type Box } from "./tensor-box.js";
import { constantInt64Of, createOp, denseI32Array, denseI64Array } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

const DYNAMIC_INDEX = BigInt(DYNAMIC);

function i64List(op: Operation, name: string): bigint[] {
  const attr = op.getInherentAttr(name) as { values?: ArrayLike<bigint> } | undefined;
  return Array.from(attr?.values ?? [], BigInt);
}

/** A pad's operands and lists. */
interface Pad {
  readonly op: Operation;
  readonly source: Value;
  readonly staticLow: bigint[];
  readonly staticHigh: bigint[];
  readonly low: Value[];
  readonly high: Value[];
  readonly nofold: boolean;
}

function padOf(op: Operation): Pad {
  return {
    op,
    source: op.getOperand(0),
    staticLow: i64List(op, "static_low"),
    staticHigh: i64List(op, "static_high"),
    low: operandSegment(op, 1),
    high: operandSegment(op, 2),
    nofold: op.getInherentAttr("nofold") !== undefined,
  };
}

function mixedLow(pad: Pad): OpFoldResult[] {
  return mixedValues(pad.staticLow, pad.low, IndexType.get(pad.op.context));
}

/** PadOp::getMixedLowPad of a tensor.pad op. */
export function mixedLowPad(op: Operation): OpFoldResult[] {
  return mixedLow(padOf(op));
}

function mixedHigh(pad: Pad): OpFoldResult[] {
  return mixedValues(pad.staticHigh, pad.high, IndexType.get(pad.op.context));
}

/** PadOp::getMixedHighPad of a tensor.pad op. */
export function mixedHighPad(op: Operation): OpFoldResult[] {
  return mixedHigh(padOf(op));
}

function allZero(list: readonly OpFoldResult[]): boolean {
  return list.every((entry) => constantOf(entry) === 0n);
}

function sizeOf(entry: bigint): Int64 {
  return Number.isSafeInteger(Number(entry)) ? Number(entry) : entry;
}

/** PadOp::inferResultType: static where the source size and both paddings are, else the given result size (or dynamic). */
function inferPadType(source: RankedTensorType, staticLow: readonly bigint[], staticHigh: readonly bigint[], resultShape?: readonly Int64[]): RankedTensorType | undefined {
  const rank = source.getRank();
  if (staticLow.length !== rank || staticHigh.length !== rank || (resultShape !== undefined && resultShape.length !== rank)) return undefined;
  const shape: Int64[] = [];
  for (let i = 0; i < rank; i++) {
    const size = source.shape[i] as Int64;
    const low = staticLow[i] as bigint;
    const high = staticHigh[i] as bigint;
    if (isDynamicSize(size) || low === DYNAMIC_INDEX || high === DYNAMIC_INDEX) shape.push(resultShape?.[i] ?? DYNAMIC);
    else shape.push(sizeOf(BigInt(size) + low + high));
  }
  return RankedTensorType.get(shape, source.elementType);
}

/** The discardable attributes of an op (getPrunedAttributeList with its inherent names). */
function discardable(op: Operation): Operation["attributes"]["value"] {
  return op.attributes.value;
}

/** PadOp::build from static lists and values; `fill` gives the new op its region. */
function createPad(rewriter: PatternRewriter, like: Pad, type: RankedTensorType, source: Value, lists: { staticLow: readonly bigint[]; staticHigh: readonly bigint[]; low: readonly Value[]; high: readonly Value[] }, fill: (pad: Operation) => void): Operation {
  const holder = { context: like.op.context };
  const pad = createOp(rewriter, "tensor.pad", like.op.location, {
    operands: [source, ...lists.low, ...lists.high],
    resultTypes: [type],
    regions: 1,
    attributes: discardable(like.op),
    properties: [
      ["nofold", like.nofold ? UnitAttr.get(like.op.context) : undefined],
      ["operandSegmentSizes", denseI32Array(holder, [1, lists.low.length, lists.high.length])],
      ["static_high", denseI64Array(holder, lists.staticHigh)],
      ["static_low", denseI64Array(holder, lists.staticLow)],
    ],
  });
  fill(pad);
  return pad;
}

/** Region::cloneInto: a copy of `from`'s body, which (as in MLIR) no listener is told of. */
function cloneBodyInto(from: Operation, to: Operation): void {
  new OpBuilder(from.context).cloneRegionBefore(from.getRegion(0), to.getRegion(0), null);
}

function castTo(rewriter: PatternRewriter, op: Operation, type: RankedTensorType, value: Value): Operation {
  return createOp(rewriter, "tensor.cast", op.location, { operands: [value], resultTypes: [type] });
}

/** FoldStaticZeroPadding. */
export const foldStaticZeroPadding: Rewrite = (op, rewriter) => {
  const pad = padOf(op);
  if (!allZero(mixedLow(pad)) || !allZero(mixedHigh(pad)) || pad.nofold) return false;
  rewriter.replaceOpWithNewOp(op, () => castTo(rewriter, op, op.getResult(0).type as RankedTensorType, pad.source));
  return true;
};

/** FoldSourceTensorCast. */
export const foldSourceTensorCast: Rewrite = (op, rewriter) => {
  const pad = padOf(op);
  const cast = definingOp(pad.source, "tensor.cast");
  if (cast === undefined || !preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) return false;
  const resultType = op.getResult(0).type as RankedTensorType;
  const newType = inferPadType(cast.getOperand(0).type as RankedTensorType, pad.staticLow, pad.staticHigh, resultType.shape);
  if (newType === resultType) {
    rewriter.modifyOpInPlace(op, () => op.setOperand(0, cast.getOperand(0)));
    return true;
  }
  if (newType === undefined) return false;
  // As MLIR 19, the new pad still reads the cast: it only gets the more static result type.
  const created = createPad(rewriter, pad, newType, pad.source, pad, (p) => cloneBodyInto(op, p));
  rewriter.replaceOpWithNewOp(op, () => castTo(rewriter, op, resultType, created.getResult(0)));
  return true;
};

/** FoldTargetTensorCast. */
export const foldTargetTensorCast: Rewrite = (op, rewriter) => {
  const result = op.getResult(0);
  if (!result.hasOneUse()) return false;
  const cast = result.firstUse?.owner;
  if (cast === undefined || cast.name.name !== "tensor.cast") return false;
  const castType = cast.getResult(0).type;
  if (!preservesStaticInformation(result.type, castType)) return false;
  const pad = padOf(op);
  const created = createPad(rewriter, pad, castType as RankedTensorType, pad.source, pad, (p) => p.getRegion(0).takeBody(op.getRegion(0)));
  rewriter.replaceOp(op, [created.getResult(0)]);
  rewriter.replaceOp(cast, [created.getResult(0)]);
  return true;
};

/** PadOp::getConstantPaddingValue: the yielded value when it is a constant or defined outside the body. */
export function constantPaddingValue(op: Operation): Value | undefined {
  const block = op.getRegion(0).firstBlock;
  const terminator = block?.lastOp;
  if (block === null || block === undefined || terminator === null || terminator === undefined || terminator.name.name !== "tensor.yield") return undefined;
  const value = terminator.getOperand(0);
  if (matchConstant(value) !== undefined) return value;
  return value.parentBlock === block ? undefined : value;
}

function paddedDims(pad: Pad): boolean[] {
  const low = mixedLow(pad);
  const high = mixedHigh(pad);
  return low.map((entry, i) => constantOf(entry) !== 0n || constantOf(high[i] as OpFoldResult) !== 0n);
}

function hasUnitStride(slice: Operation): boolean {
  return boxOf(slice, 1).strides.every((stride) => constantOf(stride) === 1n);
}

/** FoldOrthogonalPaddings. */
export const foldOrthogonalPaddings: Rewrite = (op, rewriter) => {
  const pad = padOf(op);
  const innerSlice = definingOp(pad.source, "tensor.extract_slice");
  if (innerSlice === undefined) return false;
  const outerPadOp = definingOp(innerSlice.getOperand(0), "tensor.pad");
  if (outerPadOp === undefined) return false;
  const outerPad = padOf(outerPadOp);
  if (outerPad.nofold) return false;
  const outerSlice = definingOp(outerPad.source, "tensor.extract_slice");
  if (outerSlice === undefined) return false;
  const rank = (pad.source.type as RankedTensorType).getRank();
  if ((outerSlice.getOperand(0).type as RankedTensorType).getRank() !== rank) return false;
  if (!hasUnitStride(innerSlice) || !hasUnitStride(outerSlice)) return false;
  if (!allZero(mixedLow(pad)) || !allZero(mixedLow(outerPad))) return false;
  const innerValue = constantPaddingValue(op);
  const outerValue = constantPaddingValue(outerPadOp);
  const innerAttr = innerValue === undefined ? undefined : matchConstant(innerValue);
  const outerAttr = outerValue === undefined ? undefined : matchConstant(outerValue);
  if (innerAttr === undefined || outerAttr === undefined || innerAttr !== outerAttr) return false;
  const innerDims = paddedDims(pad);
  const outerDims = paddedDims(outerPad);
  if (innerDims.some((padded, i) => padded && outerDims[i] === true)) return false;
  const innerBox = boxOf(innerSlice, 1);
  const outerBox = boxOf(outerSlice, 1);
  const index = IndexType.get(op.context);
  const offsets: OpFoldResult[] = [];
  for (let i = 0; i < rank; i++) {
    const innerOffset = innerBox.offsets[i] as OpFoldResult;
    const outerOffset = outerBox.offsets[i] as OpFoldResult;
    if (innerDims[i] !== true && constantOf(innerOffset) === 0n) offsets.push(outerOffset);
    else if (outerDims[i] !== true && constantOf(outerOffset) === 0n) offsets.push(innerOffset);
    else return false;
  }
  const sizes = innerBox.sizes.slice();
  const innerSourceShape = (innerSlice.getOperand(0).type as RankedTensorType).shape;
  for (let i = 0; i < rank; i++) {
    if (outerDims[i] !== true) continue;
    if (constantOf(innerBox.sizes[i] as OpFoldResult) !== BigInt(innerSourceShape[i] as Int64)) return false;
    sizes[i] = outerBox.sizes[i] as OpFoldResult;
  }
  const innerHigh = mixedHigh(pad);
  const outerHigh = mixedHigh(outerPad);
  const high: OpFoldResult[] = [];
  for (let i = 0; i < rank; i++) {
    let entry: OpFoldResult = IntegerAttr.get(index, 0);
    if (innerDims[i] === true) entry = innerHigh[i] as OpFoldResult;
    if (outerDims[i] === true) entry = outerHigh[i] as OpFoldResult;
    high.push(entry);
  }
  const box: Box = { offsets, sizes, strides: innerBox.strides };
  const outerSource = outerSlice.getOperand(0);
  const sliceType = inferSliceResultType(outerSource.type as RankedTensorType, dispatch(sizes).statics);
  const slice = createExtractSlice(rewriter, op.location, sliceType, outerSource, box);
  const lowLists = dispatch(mixedLow(pad));
  const highLists = dispatch(high);
  const created = createPad(rewriter, pad, op.getResult(0).type as RankedTensorType, slice.getResult(0), { staticLow: lowLists.statics, staticHigh: highLists.statics, low: lowLists.values, high: highLists.values }, () => undefined);
  rewriter.inlineRegionBefore(op.getRegion(0), created.getRegion(0), created.getRegion(0).firstBlock);
  rewriter.replaceOp(op, [created.getResult(0)]);
  return true;
};

/** FoldStaticPadding: constant padding values make the result sizes they give static. */
export const foldStaticPadding: Rewrite = (op, rewriter) => {
  const pad = padOf(op);
  const inputType = pad.source.type;
  const oldType = op.getResult(0).type;
  if (!(inputType instanceof RankedTensorType) || !(oldType instanceof RankedTensorType)) return false;
  const rank = inputType.getRank();
  const constantsOf = (values: readonly Value[]): { constants: bigint[]; kept: Value[] } => {
    const constants: bigint[] = [];
    const kept: Value[] = [];
    for (const value of values) {
      const constant = constantInt64Of(value);
      if (constant === undefined) {
        constants.push(DYNAMIC_INDEX);
        kept.push(value);
      } else constants.push(constant);
    }
    return { constants, kept };
  };
  const lows = constantsOf(pad.low);
  const highs = constantsOf(pad.high);
  const staticLow = pad.staticLow.slice();
  const staticHigh = pad.staticHigh.slice();
  if (oldType.getRank() !== rank || staticLow.length !== rank || staticHigh.length !== rank) return false;
  let lowCount = 0;
  let highCount = 0;
  for (let i = 0; i < rank; i++) {
    if (staticLow[i] === DYNAMIC_INDEX) staticLow[i] = lows.constants[lowCount++] as bigint;
    if (staticHigh[i] === DYNAMIC_INDEX) staticHigh[i] = highs.constants[highCount++] as bigint;
  }
  const newShape: Int64[] = [];
  for (let i = 0; i < rank; i++) {
    const out = oldType.shape[i] as Int64;
    const input = inputType.shape[i] as Int64;
    if (!isDynamicSize(out)) newShape.push(out);
    else if (staticLow[i] === DYNAMIC_INDEX || staticHigh[i] === DYNAMIC_INDEX || isDynamicSize(input)) newShape.push(DYNAMIC);
    else newShape.push(sizeOf(BigInt(input) + (staticLow[i] as bigint) + (staticHigh[i] as bigint)));
  }
  const unchanged = newShape.every((size, i) => BigInt(size) === BigInt(oldType.shape[i] as Int64));
  if (unchanged || newShape.every(isDynamicSize)) return false;
  const newType = RankedTensorType.get(newShape, oldType.elementType);
  const created = createPad(rewriter, pad, newType, pad.source, { staticLow, staticHigh, low: lows.kept, high: highs.kept }, (p) => cloneBodyInto(op, p));
  rewriter.replaceOpWithNewOp(op, () => castTo(rewriter, op, oldType, created.getResult(0)));
  return true;
};
