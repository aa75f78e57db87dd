// The reassociation of expand_shape / collapse_shape (MLIR's ReshapeOpsUtils): the groups of
// expanded dimensions making each collapsed dimension, their checks and the collapsed type.
import { ArrayAttr, DYNAMIC, IntegerAttr, RankedTensorType, type Attribute, type Int64, type Operation } from "../../ir/index.js";
import { printType } from "../op-runtime.js";
import { isDynamicSize } from "./shapes.js";

/** getReassociationIndices: each group's expanded dimensions. */
export function reassociationGroups(reassociation: ArrayAttr): number[][] {
  return reassociation.value.map((group: Attribute) =>
    group instanceof ArrayAttr ? group.value.map((index) => (index instanceof IntegerAttr ? Number(index.value) : -1)) : [],
  );
}

/** The product of sizes, dynamic when one is. */
export function linearizedSize(sizes: readonly Int64[]): Int64 {
  let product = 1n;
  for (const size of sizes) {
    if (isDynamicSize(size)) return DYNAMIC;
    product *= BigInt(size);
  }
  return Number.isSafeInteger(Number(product)) ? Number(product) : product;
}

/** CollapseShapeOp::inferCollapsedType: each group's sizes multiplied. */
export function inferCollapsedType(expanded: RankedTensorType, groups: readonly (readonly number[])[]): RankedTensorType {
  const shape = groups.map((group) => linearizedSize(group.map((d) => expanded.shape[d] ?? DYNAMIC)));
  return RankedTensorType.get(shape, expanded.elementType);
}

/** isReassociationValid over the groups' dimension maps (each of getSymbolLessAffineMaps' dimension count): the index of the first invalid group, or none. */
function invalidGroup(groups: readonly (readonly number[])[]): number | undefined {
  if (groups.length === 0) return undefined;
  let next = 0;
  for (let i = 0; i < groups.length; i++) for (const d of groups[i] as readonly number[]) if (d !== next++) return i;
  const numDims = mapDimCount(groups);
  return next !== numDims ? groups.length - 1 : undefined;
}

/** The dimension count of the maps getReassociationMaps builds: one past the largest dimension named. */
function mapDimCount(groups: readonly (readonly number[])[]): number {
  let max = 0;
  for (const group of groups) for (const d of group) max = Math.max(max, d);
  return max + 1;
}

/** verifyReshapeLikeTypes, reshapeLikeShapesAreCompatible and the collapsed type check of verifyTensorReshapeOp. */
export function verifyTensorReshape(op: Operation, expanded: RankedTensorType, collapsed: RankedTensorType, reassociation: ArrayAttr): void {
  const groups = reassociationGroups(reassociation);
  if (expanded.getRank() < collapsed.getRank())
    throw op.emitOpError(`expected the expanded type, '${printType(expanded)}' to have a higher (or same) rank than the collapsed type, '${printType(collapsed)}'.`);
  if (collapsed.getRank() !== groups.length)
    throw op.emitOpError(`expected collapsed rank (${collapsed.getRank()}) to equal the number of reassociation maps (${groups.length}).`);
  const numDims = mapDimCount(groups);
  for (let i = 0; i < groups.length; i++)
    if (numDims !== expanded.getRank())
      throw op.emitOpError(`expected reassociation map #${i} to have size equal to the expanded rank (${expanded.getRank()}), but it is  ${numDims}.`);
  const invalid = invalidGroup(groups);
  if (invalid !== undefined) throw op.emitOpError(`expected reassociation map #${invalid} to be valid and contiguous.`);
  let start = 0;
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i] as number[];
    const size = linearizedSize(expanded.shape.slice(start, start + group.length));
    const collapsedSize = collapsed.shape[i] as Int64;
    if (isDynamicSize(size)) {
      if (!isDynamicSize(collapsedSize))
        throw op.emitOpError(`expected dimension ${i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic`);
    } else if (BigInt(collapsedSize) !== BigInt(size)) throw op.emitOpError(`expected dimension ${i} of collapsed type to be static value of ${String(size)}`);
    start += group.length;
  }
  const expected = inferCollapsedType(expanded, groups);
  if (expected.shape.length !== collapsed.shape.length || expected.shape.some((s, i) => BigInt(s) !== BigInt(collapsed.shape[i] as Int64)) || expected.elementType !== collapsed.elementType)
    throw op.emitOpError(`expected collapsed type to be '${printType(expected)}', but got '${printType(collapsed)}'`);
}
