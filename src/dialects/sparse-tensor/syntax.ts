// sparse_tensor's custom syntax: the generated formats (generated/upstream/sparse-tensor-
// assembly.ts), the level-range directive and the verifiers MLIR writes in C++.
import { sparseTensorAssembly, type SparseTensorAssemblyHooks } from "../../../generated/upstream/sparse-tensor-assembly.js";
import { parseLevelRange, printLevelRange } from "./level-range.js";
import { verifyBinary, verifyConcatenate, verifyConvert, verifyReduce, verifySelect, verifyToValues, verifyUnary } from "./verifiers.js";

export const sparseTensorSyntaxHooks: SparseTensorAssemblyHooks = {
  directives: { parseLevelRange, printLevelRange },
  verifiers: {
    BinaryOp: verifyBinary,
    ConcatenateOp: verifyConcatenate,
    ConvertOp: verifyConvert,
    ReduceOp: verifyReduce,
    SelectOp: verifySelect,
    ToValuesOp: verifyToValues,
    UnaryOp: verifyUnary,
  },
  ops: {},
};

export const sparseTensorSyntax = (): ReturnType<typeof sparseTensorAssembly> => sparseTensorAssembly(sparseTensorSyntaxHooks);
