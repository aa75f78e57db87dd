// vector's custom syntax: the generated formats (generated/upstream/vector-assembly.ts) with
// their C++ pieces: dynamic index lists, element types, the operand types from_elements and
// reduction derive and shuffle's inferred result type (vector's attributes are kept opaque:
// `#vector.kind<add>` is the opaque attribute of that body; the generator builds the
// default kind and punctuation from their enum cases).
import { ArrayAttr, DenseArrayAttr, DictionaryAttr, VectorType, type Attribute, type Int64, type Location, type MLIRContext, type Type, type Value } from "../../ir/index.js";
import { vectorAssembly, type VectorAssemblyHooks } from "../../../generated/upstream/vector-assembly.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";
import { elementTypeOf, resultNamed } from "../upstream/syntax/shaped.js";

/** from_elements: one element-typed operand per element of the result vector. */
function elementsOf(type: Type): Type[] {
  if (!(type instanceof VectorType)) return [];
  const count = type.shape.reduce<number>((n, d) => n * Number(d), 1);
  return new Array<Type>(count).fill(type.elementType);
}

/** shuffle: a vector of the mask's length (at least 1) by v1's trailing dimensions, of v1's element type. */
function shuffleResultTypes(_context: MLIRContext, _location: Location, operands: readonly Value[], attributes: DictionaryAttr, properties: Attribute | null): Type[] {
  const v1 = operands[0]?.type;
  if (!(v1 instanceof VectorType)) return [];
  const mask = (properties instanceof DictionaryAttr ? properties.get("mask") : undefined) ?? attributes.get("mask");
  // An i64 array attribute in MLIR 19 (a dense array in later versions).
  const length = mask instanceof ArrayAttr ? mask.value.length : mask instanceof DenseArrayAttr ? mask.values.length : 0;
  const shape: Int64[] = [Math.max(1, length), ...v1.shape.slice(1)];
  return [VectorType.get(shape, v1.elementType)];
}

export const vectorSyntaxHooks: VectorAssemblyHooks = {
  directives: { parseDynamicIndexList, printDynamicIndexList },
  elementType: elementTypeOf,
  types: {
    FromElementsOp: { elements: elementsOf },
    // reduction's optional accumulator has the result's type.
    ReductionOp: { acc: (self) => self },
  },
  inferResultTypes: { ShuffleOp: shuffleResultTypes },
  resultNames: { VectorScaleOp: resultNamed("vscale") },
  // vector's C++ verifiers and hand-written syntax (contract, mask, outerproduct,
  // transfer_read/write, warp_execute_on_lane_0) are not reproduced yet.
  verifiers: {},
  ops: {},
};

export const vectorSyntax = (): ReturnType<typeof vectorAssembly> => vectorAssembly(vectorSyntaxHooks);
