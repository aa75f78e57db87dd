// tensor's custom syntax: the generated formats (generated/upstream/tensor-assembly.ts)
// with the C++ pieces they name: the DynamicIndexList directive, element types, and
// tensor.from_elements' operand types (one element type per element of the result).
import { RankedTensorType, type Type } from "../../ir/index.js";
import { tensorAssembly, type TensorAssemblyHooks } from "../../../generated/upstream/tensor-assembly.js";
import { elementTypeOf, resultNamed } from "../upstream/syntax/shaped.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";

/** SmallVector<Type>(getNumElements(), getElementType()) of a ranked tensor type; none for another type. */
function elementTypesOf(type: Type): readonly Type[] {
  if (!(type instanceof RankedTensorType) || !type.hasStaticShape()) return [];
  return new Array<Type>(type.getNumElements()).fill(type.elementType);
}

export const tensorSyntaxHooks: TensorAssemblyHooks = {
  directives: { parseDynamicIndexList, printDynamicIndexList },
  elementType: elementTypeOf,
  types: { FromElementsOp: { elements: elementTypesOf } },
  // The names TensorOps.cpp's getAsmResultNames give.
  resultNames: {
    CastOp: resultNamed("cast"),
    CollapseShapeOp: resultNamed("collapsed"),
    ConcatOp: resultNamed("concat"),
    DimOp: resultNamed("dim"),
    ExpandShapeOp: resultNamed("expanded"),
    ExtractOp: resultNamed("extracted"),
    ExtractSliceOp: resultNamed("extracted_slice"),
    FromElementsOp: resultNamed("from_elements"),
    GatherOp: resultNamed("gather"),
    GenerateOp: resultNamed("generated"),
    InsertOp: resultNamed("inserted"),
    InsertSliceOp: resultNamed("inserted_slice"),
    PackOp: resultNamed("pack"),
    PadOp: resultNamed("padded"),
    RankOp: resultNamed("rank"),
    ReshapeOp: resultNamed("reshape"),
    ScatterOp: resultNamed("scatter"),
    SplatOp: resultNamed("splat"),
    UnPackOp: resultNamed("unpack"),
  },
  // No C++ verifier is reproduced yet: the ops are checked for their structure only.
  verifiers: {},
};

export const tensorSyntax = (): ReturnType<typeof tensorAssembly> => tensorAssembly(tensorSyntaxHooks);
