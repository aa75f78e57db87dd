// shape's custom syntax: the generated formats (generated/upstream/shape-assembly.ts) and the
// pieces MLIR writes in C++ (hand-written ops, result names, verifiers).
import { IntegerAttr, type Operation, type Value } from "../../ir/index.js";
import { verifySymbol } from "../../ir/symbol-table.js";
import { verifyFunctionOpInterface } from "../runtime/interface-verifiers.js";
import { shapeAssembly, type ShapeAssemblyHooks } from "../../../generated/upstream/shape-assembly.js";
import { assumingSyntax, constShapeSyntax, funcSyntax, functionLibrarySyntax, reduceSyntax } from "./op-syntax.js";
import { verifyInferredResultTypes } from "./type-inference.js";
import { verifyAssumingAll, verifyCstrBroadcastable, verifyReduce, verifyShapeOrExtentTensorOp, verifySizeOrIndexOp, verifyYield } from "./verifiers.js";

/** shape.const_size names its result after the value: `%c3`. */
function constSizeName(op: Operation, setName: (value: Value, name: string) => void): void {
  const value = op.getAttr("value");
  if (value instanceof IntegerAttr) setName(op.getResult(0), `c${BigInt(value.value)}`);
}

export const shapeSyntaxHooks: ShapeAssemblyHooks = {
  defaultDialects: { FuncOp: "shape", FunctionLibraryOp: "shape" },
  resultNames: { ConstSizeOp: constSizeName },
  verifiers: {
    AddOp: verifySizeOrIndexOp,
    DivOp: verifySizeOrIndexOp,
    MulOp: verifySizeOrIndexOp,
    GetExtentOp: verifySizeOrIndexOp,
    NumElementsOp: verifySizeOrIndexOp,
    RankOp: verifySizeOrIndexOp,
    BroadcastOp: verifyShapeOrExtentTensorOp,
    ShapeOfOp: verifyShapeOrExtentTensorOp,
    AssumingAllOp: verifyAssumingAll,
    CstrBroadcastableOp: verifyCstrBroadcastable,
    ReduceOp: verifyReduce,
    YieldOp: verifyYield,
  },
  interfaceVerifiers: { FunctionOpInterface: verifyFunctionOpInterface, SymbolOpInterface: (op) => verifySymbol(op), InferTypeOpInterface: verifyInferredResultTypes },
  ops: { AssumingOp: assumingSyntax, ConstShapeOp: constShapeSyntax, FuncOp: funcSyntax, FunctionLibraryOp: functionLibrarySyntax, ReduceOp: reduceSyntax },
};

export const shapeSyntax = (): ReturnType<typeof shapeAssembly> => shapeAssembly(shapeSyntaxHooks);
