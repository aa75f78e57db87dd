// transform's custom syntax, with the ops its dialect extensions add (linalg's structured
// transforms, scf's, memref's, ...): the generated formats (generated/upstream/
// transform-assembly.ts) with what MLIR writes in C++: their custom directives, the default
// of transform.structured.pad's copy_back_op, the default dialect of ops whose regions hold
// transform ops, named_sequence's function syntax, and the C++ verifiers of the core
// transform ops and of the extensions' ops (each with its owner: linalg's in
// src/dialects/linalg/transform-*-verifiers.ts, the others' in
// src/dialects/<dialect>/transform-verifiers.ts).
import { StringAttr } from "../../ir/index.js";
import { functionOpSyntax } from "../../asm/op-asm/index.js";
import { transformAssembly, type TransformAssemblyHooks } from "../../../generated/upstream/transform-assembly.js";
import * as directives from "./directives.js";
import { verifyNamedSequence, verifyNamedSequenceFunction } from "./named-sequence.js";
import { verifyApplyPatterns, verifyForeachMatch, verifyNumAssociations, verifyPositionList, verifySplitHandle } from "./op-verifiers.js";
import { verifyAlternatives, verifyForeach, verifySequence, verifyWithPdlPatterns } from "./sequence-verifiers.js";
import { verifyFuse, verifyHoistPadTranspose, verifyInterchange, verifyPackGreedily, verifyPackTranspose, verifyPad } from "../linalg/transform-layout-verifiers.js";
import {
  verifyMatchStructured,
  verifyMatchStructuredBody,
  verifyMatchStructuredDim,
  verifyMatchStructuredOperand,
  verifyMatchStructuredResult,
} from "../linalg/transform-match-verifiers.js";
import {
  verifyBufferizeToAllocation,
  verifyContinuousTileSizes,
  verifyMultiTileSizes,
  verifyReplace,
  verifySplit,
  verifyTileUsingFor,
  verifyTileUsingForall,
  verifyVectorize,
} from "../linalg/transform-tiling-verifiers.js";
import { splitSyntax } from "../linalg/transform-split-syntax.js";
import { verifySimplifyBoundedAffineOps } from "../affine/transform-verifiers.js";
import { verifyOneShotBufferize } from "../bufferization/transform-verifiers.js";
import { verifyCastAndCall } from "../func/transform-verifiers.js";
import { verifyMapForallToBlocks } from "../gpu/transform-verifiers.js";
import { verifyIrdlCollectMatching } from "../irdl/transform-verifiers.js";
import { verifyPossibleTopLevel } from "./top-level.js";
import { verifyTransformOpInterface } from "./interface-effects.js";
import { verifyCollectMatchingSymbolUses, verifyForeachMatchSymbolUses, verifyIncludeSymbolUses } from "./symbol-uses.js";

export const transformSyntaxHooks: TransformAssemblyHooks = {
  directives,
  defaults: {
    PadOp: { copy_back_op: (builder) => StringAttr.get(builder.context, "bufferization.materialize_in_destination") },
  },
  defaultDialects: { ForeachMatchOp: "transform", SequenceOp: "transform", WithPDLPatternsOp: "transform" },
  resultNames: {},
  // PossibleTopLevelTransformOpTrait's check runs first in the verifiers of the ops that have it.
  verifiers: {
    AlternativesOp: verifyAlternatives,
    ApplyPatternsOp: verifyApplyPatterns,
    ForeachOp: verifyForeach,
    ForeachMatchOp: verifyForeachMatch,
    GetOperandOp: verifyPositionList,
    GetResultOp: verifyPositionList,
    NamedSequenceOp: verifyNamedSequence,
    NumAssociationsOp: verifyNumAssociations,
    SequenceOp: verifySequence,
    SplitHandleOp: verifySplitHandle,
    WithPDLPatternsOp: verifyWithPdlPatterns,
    // The other dialects' extension ops.
    CastAndCallOp: verifyCastAndCall,
    IRDLCollectMatchingOp: verifyIrdlCollectMatching,
    MapForallToBlocks: verifyMapForallToBlocks,
    OneShotBufferizeOp: verifyOneShotBufferize,
    SimplifyBoundedAffineOpsOp: verifySimplifyBoundedAffineOps,
    // linalg's structured transform ops.
    BufferizeToAllocationOp: verifyBufferizeToAllocation,
    ContinuousTileSizesOp: verifyContinuousTileSizes,
    FuseOp: verifyFuse,
    HoistPadOp: verifyHoistPadTranspose,
    HoistPadBuildPackingLoopNestOp: verifyHoistPadTranspose,
    InterchangeOp: verifyInterchange,
    MultiTileSizesOp: verifyMultiTileSizes,
    PackGreedilyOp: verifyPackGreedily,
    PackTransposeOp: verifyPackTranspose,
    PadOp: verifyPad,
    ReplaceOp: verifyReplace,
    SplitOp: verifySplit,
    TileUsingForOp: verifyTileUsingFor,
    TileUsingForallOp: verifyTileUsingForall,
    VectorizeOp: verifyVectorize,
    MatchStructuredOp: verifyMatchStructured,
    MatchStructuredBodyOp: verifyMatchStructuredBody,
    MatchStructuredDimOp: verifyMatchStructuredDim,
    MatchStructuredInitOp: verifyMatchStructuredOperand,
    MatchStructuredInputOp: verifyMatchStructuredOperand,
    MatchStructuredResultOp: verifyMatchStructuredResult,
    // The test extension's op that may start a script (its PossibleTopLevelTransformOpTrait check).
    TestTransformUnrestrictedOpNoInterface: verifyPossibleTopLevel,
  },
  symbolUseVerifiers: { CollectMatchingOp: verifyCollectMatchingSymbolUses, ForeachMatchOp: verifyForeachMatchSymbolUses, IncludeOp: verifyIncludeSymbolUses },
  interfaceVerifiers: { FunctionOpInterface: verifyNamedSequenceFunction, TransformOpInterface: verifyTransformOpInterface },
  // linalg's transform.structured.split has hand-written syntax (its owner's module).
  ops: { NamedSequenceOp: functionOpSyntax, SplitOp: splitSyntax },
};

export const transformSyntax = (): ReturnType<typeof transformAssembly> => transformAssembly(transformSyntaxHooks);
