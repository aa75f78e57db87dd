// The canonicalization patterns of tensor.expand_shape and tensor.collapse_shape (TensorOps.cpp
// and ReshapeOpsUtils in MLIR 19): two reshapes of one kind composed
// (ComposeReassociativeReshapeOps), a collapse of an expand and an expand of a collapse
// composed (ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp), reshapes of splat
// constants, splats and from_elements rebuilt at the result type, a more static cast source
// collapsed directly (FoldCollapseOfCastOp), and dims of reshapes computed from their
// source's dims (FoldDimOfExpandShape, FoldDimOfCollapseShape).
import {
  AffineMap,
  AffineMapAttr,
  ArrayAttr,
  DenseIntOrFPElementsAttr,
  IndexType,
  IntegerAttr,
  IntegerType,
  RankedTensorType,
  affineFloorDiv,
  affineMul,
  constantExpr,
  symbolExpr,
  type AffineExpr,
  type Int64,
  type OpFoldResult,
  type Operation,
  type Value,
} from "../../ir/index.js";
import { matchConstant, type PatternRewriter } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { inferCollapsedType, reassociationGroups } from "../tensor/reassociation.js";
import { isDynamicSize, mixedValues } from "../tensor/shapes.js";
import { preservesStaticInformation } from "./scf-tensor.js";
import { constantOf, dispatch } from "./tensor-box.js";
import { createOp, denseI64Array } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;
type Groups = number[][];

function groupsOf(op: Operation): Groups {
  return reassociationGroups(op.getInherentAttr("reassociation") as ArrayAttr);
}

/** getReassociationIndicesAttribute. */
function groupsAttr(op: Operation, groups: Groups): ArrayAttr {
  const i64 = IntegerType.get(op.context, 64);
  return ArrayAttr.get(
    op.context,
    groups.map((group) => ArrayAttr.get(op.context, group.map((d) => IntegerAttr.get(i64, d)))),
  );
}

/** The mixed output shape of an expand_shape. */
function outputShapeOf(op: Operation): OpFoldResult[] {
  const attr = op.getInherentAttr("static_output_shape") as { values?: ArrayLike<bigint> } | undefined;
  return mixedValues(Array.from(attr?.values ?? [], BigInt), op.getOperands().slice(1), IndexType.get(op.context));
}

/** CollapseShapeOp::build(resultType, src, reassociation). */
function createCollapse(rewriter: PatternRewriter, op: Operation, type: RankedTensorType, source: Value, groups: Groups): Operation {
  return createOp(rewriter, "tensor.collapse_shape", op.location, { operands: [source], resultTypes: [type], properties: [["reassociation", groupsAttr(op, groups)]] });
}

/** ExpandShapeOp::build(resultType, src, reassociation, outputShape). */
function createExpand(rewriter: PatternRewriter, op: Operation, type: RankedTensorType, source: Value, groups: Groups, outputShape: readonly OpFoldResult[]): Operation {
  const lists = dispatch(outputShape);
  return createOp(rewriter, "tensor.expand_shape", op.location, {
    operands: [source, ...lists.values],
    resultTypes: [type],
    properties: [
      ["reassociation", groupsAttr(op, groups)],
      ["static_output_shape", denseI64Array({ context: op.context }, lists.statics)],
    ],
  });
}

/**
 * ExpandShapeOp::build(resultType, src, reassociation) infers the output shape
 * (inferExpandShapeOutputShape); tsmlir reproduces it where no size needs computing: a
 * rank-0 source or a static result. Undefined otherwise.
 */
function inferredOutputShape(type: RankedTensorType, sourceRank: number): OpFoldResult[] | undefined {
  const index = IndexType.get(type.context);
  if (sourceRank === 0) return type.shape.map(() => IntegerAttr.get(index, 1));
  if (!type.hasStaticShape()) return undefined;
  return type.shape.map((size) => IntegerAttr.get(index, size));
}

/** getReassociationIndicesForCollapse (MLIR 19's greedy matching of static products, unit and dynamic tails). */
export function reassociationForCollapse(source: readonly Int64[], target: readonly Int64[]): Groups | undefined {
  if (source.length <= target.length) return undefined;
  const groups: Groups = [];
  let current: number[] = [];
  let product = 1n;
  let dim = 0;
  while (dim < source.length) {
    if (groups.length === target.length) break;
    const wanted = target[groups.length] as Int64;
    while (dim < source.length && !isDynamicSize(source[dim] as Int64) && (isDynamicSize(wanted) ? false : product * BigInt(source[dim] as Int64) < BigInt(wanted))) {
      product *= BigInt(source[dim] as Int64);
      current.push(dim++);
    }
    if (dim >= source.length) return undefined;
    const size = source[dim] as Int64;
    if (isDynamicSize(size) && (!isDynamicSize(wanted) || product !== 1n)) return undefined;
    if (isDynamicSize(wanted) && !isDynamicSize(size)) return undefined;
    if (!isDynamicSize(size) && product * BigInt(size) !== BigInt(wanted)) return undefined;
    current.push(dim++);
    groups.push(current);
    current = [];
    product = 1n;
  }
  if (groups.length !== target.length) return undefined;
  for (; dim < source.length; dim++) {
    const size = source[dim] as Int64;
    if (!isDynamicSize(size) && BigInt(size) !== 1n) return undefined;
    if (groups.length > 0) (groups[groups.length - 1] as number[]).push(dim);
  }
  return groups;
}

/** composeReassociationIndices. */
function composeGroups(producer: Groups, consumer: Groups): Groups | undefined {
  if (producer.length === consumer.length) return undefined;
  const [larger, smaller] = producer.length < consumer.length ? [consumer, producer] : [producer, consumer];
  if (smaller.length === 0) return [];
  const dims = smaller.reduce((n, group) => n + group.length, 0);
  if (larger.length !== dims) return undefined;
  return smaller.map((group) => group.flatMap((d) => larger[d] as number[]));
}

/** ComposeReassociativeReshapeOps (`name` the op kind). */
function composeReassociative(name: string): Rewrite {
  return (op, rewriter) => {
    const producer = definingOp(op.getOperand(0), name);
    if (producer === undefined) return false;
    const groups = composeGroups(groupsOf(producer), groupsOf(op));
    if (groups === undefined) return false;
    const type = op.getResult(0).type as RankedTensorType;
    const source = producer.getOperand(0);
    rewriter.replaceOpWithNewOp(op, () =>
      name === "tensor.expand_shape" ? createExpand(rewriter, op, type, source, groups, outputShapeOf(op)) : createCollapse(rewriter, op, type, source, groups),
    );
    return true;
  };
}

export const composeExpandOfExpand: Rewrite = composeReassociative("tensor.expand_shape");
export const composeCollapseOfCollapse: Rewrite = composeReassociative("tensor.collapse_shape");

/** ComposeCollapseOfExpandOp. */
export const composeCollapseOfExpand: Rewrite = (op, rewriter) => {
  const expand = definingOp(op.getOperand(0), "tensor.expand_shape");
  if (expand === undefined) return false;
  const sourceType = expand.getOperand(0).type as RankedTensorType;
  const resultType = op.getResult(0).type as RankedTensorType;
  if (sourceType === resultType) return false;
  const [higher, lower] = sourceType.getRank() > resultType.getRank() ? [groupsOf(expand), groupsOf(op)] : [groupsOf(op), groupsOf(expand)];
  let higherId = 0;
  const composed: Groups = [];
  for (const lowerGroup of lower) {
    const indices: number[] = [];
    const last = lowerGroup[lowerGroup.length - 1] as number;
    while (higherId < higher.length) {
      const group = higher[higherId] as number[];
      const rightmost = group[group.length - 1] as number;
      if (rightmost > last) return false;
      indices.push(higherId++);
      if (rightmost === last) break;
    }
    composed.push(indices);
  }
  const source = expand.getOperand(0);
  if (sourceType.getRank() > resultType.getRank()) {
    rewriter.replaceOpWithNewOp(op, () => createCollapse(rewriter, op, resultType, source, composed));
    return true;
  }
  if (sourceType.getRank() < resultType.getRank()) {
    const outputShape = inferredOutputShape(resultType, sourceType.getRank());
    if (outputShape === undefined) return false;
    rewriter.replaceOpWithNewOp(op, () => createExpand(rewriter, op, resultType, source, composed, outputShape));
    return true;
  }
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.cast", op.location, { operands: [source], resultTypes: [resultType] }));
  return true;
};

/** ComposeExpandOfCollapseOp's findCollapsingReassociation, with MLIR 19's handling of equal-rank groups. */
function findCollapsingReassociation(sourceGroups: Groups, resultGroups: Groups, sourceShape: readonly Int64[], resultShape: readonly Int64[]): Groups | undefined {
  if (sourceGroups.length === 0) return reassociationForCollapse(sourceShape, resultShape);
  const composed: Groups = [];
  const count = Math.min(sourceGroups.length, resultGroups.length);
  for (let i = 0; i < count; i++) {
    const sourceIndices = sourceGroups[i] as number[];
    const resultIndices = resultGroups[i] as number[];
    const sourceSub = sourceShape.slice(sourceIndices[0], (sourceIndices[0] as number) + sourceIndices.length);
    const resultSub = resultShape.slice(resultIndices[0], (resultIndices[0] as number) + resultIndices.length);
    if (sourceSub.length === resultSub.length) {
      const equal = sourceSub.every((size, j) => BigInt(size) === BigInt(resultSub[j] as Int64));
      if (equal && sourceSub.filter(isDynamicSize).length < 2) composed.push(sourceIndices);
      else return undefined;
    }
    // As MLIR 19, an equal-rank group is then also looked up as a collapse (which fails).
    const sub = reassociationForCollapse(sourceSub, resultSub);
    if (sub === undefined) return undefined;
    for (const group of sub) composed.push(group.map((d) => (sourceIndices[0] as number) + d));
  }
  return composed;
}

/** ComposeExpandOfCollapseOp. */
export const composeExpandOfCollapse: Rewrite = (op, rewriter) => {
  const collapse = definingOp(op.getOperand(0), "tensor.collapse_shape");
  if (collapse === undefined) return false;
  const sourceType = collapse.getOperand(0).type as RankedTensorType;
  const resultType = op.getResult(0).type as RankedTensorType;
  if (sourceType === resultType) return false;
  const sourceGroups = groupsOf(collapse);
  const resultGroups = groupsOf(op);
  const source = collapse.getOperand(0);
  if (sourceType.getRank() > resultType.getRank()) {
    const composed = findCollapsingReassociation(sourceGroups, resultGroups, sourceType.shape, resultType.shape);
    if (composed === undefined) return false;
    rewriter.replaceOpWithNewOp(op, () => createCollapse(rewriter, op, resultType, source, composed));
    return true;
  }
  const composed = findCollapsingReassociation(resultGroups, sourceGroups, resultType.shape, sourceType.shape);
  if (composed === undefined) return false;
  rewriter.replaceOpWithNewOp(op, () => createExpand(rewriter, op, resultType, source, composed, outputShapeOf(op)));
  return true;
};

/** FoldReshapeWithConstant: a splat constant reshaped is an arith.constant of the result type. */
export const foldReshapeWithConstant: Rewrite = (op, rewriter) => {
  const attr = matchConstant(op.getOperand(0));
  if (!(attr instanceof DenseIntOrFPElementsAttr) || !attr.isSplat) return false;
  const type = op.getResult(0).type as RankedTensorType;
  const value = DenseIntOrFPElementsAttr.getFromRawData(type, attr.data);
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "arith.constant", op.location, { resultTypes: [type], properties: [["value", value]] }));
  return true;
};

/** FoldReshapeWithSplat. */
export const foldReshapeWithSplat: Rewrite = (op, rewriter) => {
  const splat = definingOp(op.getOperand(0), "tensor.splat");
  if (splat === undefined || !(splat.getResult(0).type as RankedTensorType).hasStaticShape()) return false;
  const type = op.getResult(0).type;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.splat", op.location, { operands: [splat.getOperand(0)], resultTypes: [type] }));
  return true;
};

/** FoldReshapeWithFromElements. */
export const foldReshapeWithFromElements: Rewrite = (op, rewriter) => {
  const fromElements = definingOp(op.getOperand(0), "tensor.from_elements");
  const type = op.getResult(0).type as RankedTensorType;
  if (fromElements === undefined || !type.hasStaticShape()) return false;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.from_elements", op.location, { operands: fromElements.getOperands(), resultTypes: [type] }));
  return true;
};

/** FoldCollapseOfCastOp. */
export const foldCollapseOfCast: Rewrite = (op, rewriter) => {
  const cast = definingOp(op.getOperand(0), "tensor.cast");
  if (cast === undefined || !preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) return false;
  const source = cast.getOperand(0);
  const groups = groupsOf(op);
  const newType = inferCollapsedType(source.type as RankedTensorType, groups);
  const type = op.getResult(0).type as RankedTensorType;
  if (newType === type) {
    rewriter.modifyOpInPlace(op, () => op.setOperand(0, source));
    return true;
  }
  const collapse = createCollapse(rewriter, op, newType, source, groups);
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.cast", op.location, { operands: [collapse.getResult(0)], resultTypes: [type] }));
  return true;
};

/** `tensor.dim %source, <index>` with its index constant, as DimOp::build(source, int64) makes it. */
export function createDim(rewriter: PatternRewriter, op: Operation, source: Value, index: number): Value {
  const indexType = IndexType.get(op.context);
  const constant = createOp(rewriter, "arith.constant", op.location, { resultTypes: [indexType], properties: [["value", IntegerAttr.get(indexType, index)]] }).getResult(0);
  return createOp(rewriter, "tensor.dim", op.location, { operands: [source, constant], resultTypes: [indexType] }).getResult(0);
}

function createApply(rewriter: PatternRewriter, op: Operation, expr: AffineExpr, symbols: number, operands: readonly Value[]): Operation {
  const map = AffineMap.get(op.context, 0, symbols, [expr]);
  return createOp(rewriter, "affine.apply", op.location, { operands, resultTypes: [IndexType.get(op.context)], properties: [["map", AffineMapAttr.get(map)]] });
}

/** FoldDimOfExpandShape: a dynamic size of an expand_shape is its source's size divided by the group's static sizes. */
export const foldDimOfExpandShape: Rewrite = (op, rewriter) => {
  const expand = definingOp(op.getOperand(0), "tensor.expand_shape");
  const dim = constantOf(op.getOperand(1));
  if (expand === undefined || dim === undefined) return false;
  const type = expand.getResult(0).type as RankedTensorType;
  const position = Number(dim);
  if (!isDynamicSize(type.shape[position] as Int64)) return false;
  const groups = groupsOf(expand);
  const sourceDim = groups.findIndex((group) => group.includes(position));
  let product = 1n;
  for (const d of groups[sourceDim] as number[]) if (d !== position) product *= BigInt(type.shape[d] as Int64);
  const size = createDim(rewriter, op, expand.getOperand(0), sourceDim);
  const expr = affineFloorDiv(symbolExpr(op.context, 0), constantExpr(op.context, Number(product)));
  rewriter.replaceOpWithNewOp(op, () => createApply(rewriter, op, expr, 1, [size]));
  return true;
};

/** FoldDimOfCollapseShape: a dynamic size of a collapse_shape is the product of its group's source sizes. */
export const foldDimOfCollapseShape: Rewrite = (op, rewriter) => {
  const collapse = definingOp(op.getOperand(0), "tensor.collapse_shape");
  const dim = constantOf(op.getOperand(1));
  if (collapse === undefined || dim === undefined) return false;
  const type = collapse.getResult(0).type as RankedTensorType;
  if (dim >= BigInt(type.getRank())) return false;
  const position = Number(dim);
  if (!isDynamicSize(type.shape[position] as Int64)) return false;
  const group = groupsOf(collapse)[position] as number[];
  const sizes: Value[] = [];
  let product: AffineExpr | undefined;
  group.forEach((d, i) => {
    sizes.push(createDim(rewriter, op, collapse.getOperand(0), d));
    const symbol = symbolExpr(op.context, i);
    product = product === undefined ? symbol : affineMul(product, symbol);
  });
  if (product === undefined) return false;
  const expr = product;
  rewriter.replaceOpWithNewOp(op, () => createApply(rewriter, op, expr, group.length, sizes));
  return true;
};
