// vector's custom syntax: the generated formats (generated/upstream/vector-assembly.ts) with
// their C++ pieces: dynamic index lists, element types, the operand types from_elements and
// reduction derive, shuffle's inferred result type, and the six ops whose whole syntax is
// hand-written (vector's attributes are kept opaque: `#vector.kind<add>` is the opaque
// attribute of that body; the generator builds the default kind and punctuation from their
// enum cases).
import { ArrayAttr, DenseArrayAttr, DictionaryAttr, VectorType, type Attribute, type Int64, type Location, type MLIRContext, type Type, type Value } from "../../ir/index.js";
import { vectorAssembly, type VectorAssemblyHooks } from "../../../generated/upstream/vector-assembly.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";
import { elementTypeOf, resultNamed } from "../upstream/syntax/shaped.js";
import { contractSyntax } from "./contract-syntax.js";
import { maskSyntax } from "./mask-syntax.js";
import { outerProductSyntax } from "./outerproduct-syntax.js";
import { transferReadSyntax, transferWriteSyntax } from "./transfer-syntax.js";
import { warpExecuteOnLane0Syntax } from "./warp-syntax.js";
import { verifyContractionOp } from "./contract-verifier.js";
import { verifyOuterProductOp } from "./outerproduct-verifier.js";
import { verifyTransferReadOp, verifyTransferWriteOp } from "./transfer-verifiers.js";
import { verifyWarpExecuteOnLane0Op } from "./warp-verifier.js";

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
  // The verifiers of the hand-written ops but mask (its checks need MaskableOpInterface's
  // expected mask types); the other ops' are not reproduced yet.
  verifiers: {
    ContractionOp: verifyContractionOp,
    OuterProductOp: verifyOuterProductOp,
    TransferReadOp: verifyTransferReadOp,
    TransferWriteOp: verifyTransferWriteOp,
    WarpExecuteOnLane0Op: verifyWarpExecuteOnLane0Op,
  },
  ops: {
    ContractionOp: contractSyntax,
    MaskOp: maskSyntax,
    OuterProductOp: outerProductSyntax,
    TransferReadOp: transferReadSyntax,
    TransferWriteOp: transferWriteSyntax,
    WarpExecuteOnLane0Op: warpExecuteOnLane0Syntax,
  },
};

export const vectorSyntax = (): ReturnType<typeof vectorAssembly> => vectorAssembly(vectorSyntaxHooks);
