// The PTX element type (#nvvm.mma_type<...>) nvvm.mma.sync infers from a fragment's register
// type when its attribute is not written (MmaOp::inferOperandMMAType in MLIR's C++): shared by
// the op's syntax, which elides the attributes it can infer, and its verifier.
import { FloatType, IntegerType, VectorType, type MLIRContext, type Type } from "../../ir/index.js";
import { llvmTypeBody, nestedType, structFields } from "../llvm/types.js";

/** The PTX type of registers of type `type` (an accumulator's when `isAccumulator`), or undefined. */
export function inferMmaType(type: Type, isAccumulator: boolean, context: MLIRContext): string | undefined {
  if (type instanceof FloatType) {
    if (type.kind === "f64") return "f64";
    if (type.kind === "f16") return "f16";
    if (type.kind === "f32") return isAccumulator ? "f32" : "tf32";
    return undefined;
  }
  if (type instanceof VectorType) {
    const element = type.elementType;
    // vector<2xf16> is a pair of halves; MLIR compares it with exactly that fixed vector type.
    const halfPair = type.shape.length === 1 && Number(type.shape[0]) === 2 && type.scalableDims.every((s) => !s) && element instanceof FloatType && element.kind === "f16";
    return halfPair ? "f16" : undefined;
  }
  if (type instanceof IntegerType) return isAccumulator ? "s32" : undefined;
  const body = llvmTypeBody(type);
  if (body === undefined) return undefined;
  const fields = structFields(body);
  const first = fields?.[0];
  if (first === undefined || first === "") return undefined;
  return inferMmaType(nestedType(first, context), isAccumulator, context);
}
