// The box (offsets, sizes, strides) of tensor's slice ops as MLIR's
// OffsetSizeAndStrideOpInterface and StaticValueUtils see it: mixed static/dynamic lists
// read from an op, constants folded into them, and slice ops built back from them (the
// mixed-list builders of ExtractSliceOp, InsertSliceOp and ParallelInsertSliceOp).
import { type Attribute, DYNAMIC, IndexType, type Int64, IntegerAttr, type Location, operandSegment, type Operation, type OpFoldResult, RankedTensorType, type Type, Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { constantValueOf } from "../folding/matchers.js";
import { mixedValues } from "../tensor/shapes.js";
import { createOp, denseI32Array, denseI64Array } from "./support.js";

/** ShapedType::kDynamic in a static list. */
const DYNAMIC_INDEX = BigInt(DYNAMIC);

/** A slice op's offsets, sizes and strides, each entry an index attribute or a value. */
export interface Box {
  readonly offsets: OpFoldResult[];
  readonly sizes: OpFoldResult[];
  readonly strides: OpFoldResult[];
}

function staticList(op: Operation, name: string): bigint[] {
  const attr = op.getInherentAttr(name) as { values?: ArrayLike<bigint> } | undefined;
  return Array.from(attr?.values ?? [], BigInt);
}

/** The box of a slice op whose offset group is operand group `firstGroup` (1 for extract_slice, 2 for the inserts). */
export function boxOf(op: Operation, firstGroup: number): Box {
  const index = IndexType.get(op.context);
  return {
    offsets: mixedValues(staticList(op, "static_offsets"), operandSegment(op, firstGroup), index),
    sizes: mixedValues(staticList(op, "static_sizes"), operandSegment(op, firstGroup + 1), index),
    strides: mixedValues(staticList(op, "static_strides"), operandSegment(op, firstGroup + 2), index),
  };
}

/** getConstantIntValue of an entry. */
export function constantOf(entry: OpFoldResult): bigint | undefined {
  const attribute: Attribute | undefined = entry instanceof Value ? constantValueOf(entry) : entry;
  return attribute instanceof IntegerAttr ? BigInt.asIntN(64, BigInt(attribute.value)) : undefined;
}

/** foldDynamicIndexList: constant values become their attributes (skipping negative or zero ones when asked); whether any did. */
export function foldDynamicIndexList(list: OpFoldResult[], onlyNonNegative: boolean, onlyNonZero: boolean): boolean {
  let changed = false;
  for (let i = 0; i < list.length; i++) {
    const entry = list[i] as OpFoldResult;
    if (!(entry instanceof Value)) continue;
    const attribute = constantValueOf(entry);
    // An index constant is an IntegerAttr; another constant (a poison) is left as a value.
    if (!(attribute instanceof IntegerAttr)) continue;
    const value = BigInt.asIntN(64, BigInt(attribute.value));
    if (onlyNonNegative && value < 0n) continue;
    if (onlyNonZero && value === 0n) continue;
    list[i] = attribute;
    changed = true;
  }
  return changed;
}

/** dispatchIndexOpFoldResults: the static list (DYNAMIC_INDEX for values) and the values. */
export function dispatch(list: readonly OpFoldResult[]): { statics: bigint[]; values: Value[] } {
  const statics: bigint[] = [];
  const values: Value[] = [];
  for (const entry of list) {
    if (entry instanceof Value) {
      statics.push(DYNAMIC_INDEX);
      values.push(entry);
    } else statics.push(BigInt.asIntN(64, BigInt((entry as IntegerAttr).value)));
  }
  return { statics, values };
}

/** A static list entry as a shape size. */
function shapeSize(entry: bigint): Int64 {
  return Number.isSafeInteger(Number(entry)) ? Number(entry) : entry;
}

/** ExtractSliceOp::inferResultType: the static sizes over the source's element type and encoding. */
export function inferSliceResultType(source: RankedTensorType, staticSizes: readonly bigint[]): RankedTensorType {
  return RankedTensorType.get(staticSizes.map(shapeSize), source.elementType, source.encoding);
}

/** ExtractSliceOp::inferCanonicalRankReducedResultType: the inferred type with its first unit sizes dropped down to `rank`. */
export function canonicalRankReducedType(rank: number, source: RankedTensorType, box: Box): RankedTensorType {
  const inferred = inferSliceResultType(source, dispatch(box.sizes).statics);
  let drop = inferred.getRank() - rank;
  if (drop <= 0) return inferred;
  const shape: Int64[] = [];
  for (const size of inferred.shape) {
    if (drop > 0 && BigInt(size) === 1n) {
      drop--;
      continue;
    }
    shape.push(size);
  }
  return RankedTensorType.get(shape, inferred.elementType);
}

/** The properties and operands a slice op's box gives, after its leading tensor operands. */
function boxParts(leading: readonly Value[], box: Box, context: Operation["context"]): { operands: Value[]; properties: [string, Attribute][] } {
  const offsets = dispatch(box.offsets);
  const sizes = dispatch(box.sizes);
  const strides = dispatch(box.strides);
  const holder = { context };
  return {
    operands: [...leading, ...offsets.values, ...sizes.values, ...strides.values],
    properties: [
      ["operandSegmentSizes", denseI32Array(holder, [...leading.map(() => 1), offsets.values.length, sizes.values.length, strides.values.length])],
      ["static_offsets", denseI64Array(holder, offsets.statics)],
      ["static_sizes", denseI64Array(holder, sizes.statics)],
      ["static_strides", denseI64Array(holder, strides.statics)],
    ],
  };
}

/** ExtractSliceOp::build from mixed lists with a result type. */
export function createExtractSlice(rewriter: PatternRewriter, location: Location, type: Type, source: Value, box: Box): Operation {
  const parts = boxParts([source], box, rewriter.context);
  return createOp(rewriter, "tensor.extract_slice", location, { operands: parts.operands, resultTypes: [type], properties: parts.properties });
}

/** InsertSliceOp::build / ParallelInsertSliceOp::build from mixed lists (`name` says which). */
export function createInsertSlice(rewriter: PatternRewriter, name: string, location: Location, source: Value, dest: Value, box: Box): Operation {
  const parts = boxParts([source, dest], box, rewriter.context);
  const resultTypes = name === "tensor.insert_slice" ? [dest.type] : [];
  return createOp(rewriter, name, location, { operands: parts.operands, resultTypes, properties: parts.properties });
}

/** The static entries of a list (dynamic ones as the marker). */
export function staticsOf(list: readonly OpFoldResult[]): bigint[] {
  return dispatch(list).statics;
}
