// sparse_tensor's custom syntax: the generated formats (generated/upstream/sparse-tensor-
// assembly.ts), the level-range directive, iterate's hand-written syntax and the verifiers
// MLIR writes in C++.
import { sparseTensorAssembly, type SparseTensorAssemblyHooks } from "../../../generated/upstream/sparse-tensor-assembly.js";
import { parseLevelRange, printLevelRange } from "./level-range.js";
import { iterateSyntax } from "./iterate-syntax.js";
import { verifyBinary, verifyConcatenate, verifyConvert, verifyIterate, verifyIterateLoopLike, verifyIterateRegions, verifyReduce, verifySelect, verifyToValues, verifyUnary } from "./verifiers.js";
import { verifyCompress, verifyPushBack, verifyToCoordinates, verifyToCoordinatesBuffer, verifyToPositions } from "./storage-verifiers.js";
import { verifyCrdTranslate, verifyLvl, verifySliceQuery } from "./query-verifiers.js";
import { verifySort } from "./sort-verifier.js";
import { verifyForeach } from "./foreach-verifier.js";
import { verifyReinterpretMap } from "./reinterpret-map-verifier.js";
import { verifyAssemble, verifyDisassemble } from "./assemble-verifiers.js";
import { verifySpecifierAccess } from "./specifier-verifier.js";
import { verifyReorderCOO } from "./reorder-coo-verifier.js";

export const sparseTensorSyntaxHooks: SparseTensorAssemblyHooks = {
  directives: { parseLevelRange, printLevelRange },
  verifiers: {
    AssembleOp: verifyAssemble,
    BinaryOp: verifyBinary,
    DisassembleOp: verifyDisassemble,
    GetStorageSpecifierOp: verifySpecifierAccess,
    SetStorageSpecifierOp: verifySpecifierAccess,
    ReorderCOOOp: verifyReorderCOO,
    ConcatenateOp: verifyConcatenate,
    CompressOp: verifyCompress,
    ConvertOp: verifyConvert,
    CrdTranslateOp: verifyCrdTranslate,
    LvlOp: verifyLvl,
    PushBackOp: verifyPushBack,
    ForeachOp: verifyForeach,
    IterateOp: verifyIterate,
    ReduceOp: verifyReduce,
    ReinterpretMapOp: verifyReinterpretMap,
    SelectOp: verifySelect,
    SortOp: verifySort,
    ToSliceOffsetOp: verifySliceQuery,
    ToSliceStrideOp: verifySliceQuery,
    ToCoordinatesBufferOp: verifyToCoordinatesBuffer,
    ToCoordinatesOp: verifyToCoordinates,
    ToPositionsOp: verifyToPositions,
    ToValuesOp: verifyToValues,
    UnaryOp: verifyUnary,
  },
  regionVerifiers: { IterateOp: verifyIterateRegions },
  // Only iterate is loop-like in sparse_tensor.
  interfaceVerifiers: { LoopLikeOpInterface: verifyIterateLoopLike },
  ops: { IterateOp: iterateSyntax },
};

export const sparseTensorSyntax = (): ReturnType<typeof sparseTensorAssembly> => sparseTensorAssembly(sparseTensorSyntaxHooks);
