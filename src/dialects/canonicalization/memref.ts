// The canonicalization patterns of memref ops (MemRefOps.cpp in MLIR 19), by op name, as
// each op's getCanonicalizationPatterns adds them (in MLIR's order).
import type { MLIRContext } from "../../ir/index.js";
import { FunctionRewritePattern } from "../../rewrite/index.js";
import type { CanonicalizationPopulator } from "./populator.js";
import { patternOptions } from "./support.js";
import {
  allocaScopeHoister,
  allocaScopeInliner,
  dimOfMemRefReshape,
  foldEmptyCopy,
  foldSelfCopy,
  simplifyAllocConst,
  simplifyDeadAlloc,
  viewOpMemrefCastFolder,
  viewOpShapeFolder,
  type Rewrite,
} from "./memref-buffers.js";
import {
  collapseShapeOpMemRefCastFolder,
  composeCollapseOfExpand,
  composeReassociativeReshapes,
  reinterpretCastOfExtractStridedMetadata,
  subViewConstantArgumentFolder,
  subViewOpMemRefCastFolder,
  trivialSubViewOpFolder,
} from "./memref-views.js";

/** The populator adding `patterns` (class name and rewrite) rooted on `root`. */
function populator(root: string, patterns: readonly (readonly [name: string, rewrite: Rewrite, inAnonymousNamespace?: boolean])[]): CanonicalizationPopulator {
  return (set, context: MLIRContext) => {
    for (const [name, rewrite, anonymous] of patterns) set.add(new FunctionRewritePattern(root, context, rewrite, patternOptions(name, anonymous ?? true)));
  };
}

export const memrefCanonicalizations: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  ["memref.alloc", populator("memref.alloc", [["SimplifyAllocConst<mlir::memref::AllocOp>", simplifyAllocConst], ["SimplifyDeadAlloc<mlir::memref::AllocOp>", simplifyDeadAlloc]])],
  ["memref.alloca", populator("memref.alloca", [["SimplifyAllocConst<mlir::memref::AllocaOp>", simplifyAllocConst], ["SimplifyDeadAlloc<mlir::memref::AllocaOp>", simplifyDeadAlloc]])],
  ["memref.alloca_scope", populator("memref.alloca_scope", [["AllocaScopeInliner", allocaScopeInliner, false], ["AllocaScopeHoister", allocaScopeHoister, false]])],
  [
    "memref.collapse_shape",
    populator("memref.collapse_shape", [
      ["ComposeReassociativeReshapeOps", composeReassociativeReshapes, false],
      ["ComposeCollapseOfExpandOp", composeCollapseOfExpand, false],
      ["CollapseShapeOpMemRefCastFolder", collapseShapeOpMemRefCastFolder, false],
    ]),
  ],
  ["memref.copy", populator("memref.copy", [["FoldEmptyCopy", foldEmptyCopy], ["FoldSelfCopy", foldSelfCopy]])],
  ["memref.dim", populator("memref.dim", [["DimOfMemRefReshape", dimOfMemRefReshape]])],
  // ComposeExpandOfCollapseOp (expand of a collapse as one reshape) is not written yet.
  ["memref.expand_shape", populator("memref.expand_shape", [["ComposeReassociativeReshapeOps", composeReassociativeReshapes, false]])],
  ["memref.realloc", populator("memref.realloc", [["SimplifyDeadAlloc<mlir::memref::ReallocOp>", simplifyDeadAlloc]])],
  ["memref.reinterpret_cast", populator("memref.reinterpret_cast", [["ReinterpretCastOpExtractStridedMetadataFolder", reinterpretCastOfExtractStridedMetadata]])],
  [
    "memref.subview",
    populator("memref.subview", [
      ["OpWithOffsetSizesAndStridesConstantArgumentFolder", subViewConstantArgumentFolder, false],
      ["SubViewOpMemRefCastFolder", subViewOpMemRefCastFolder],
      ["TrivialSubViewOpFolder", trivialSubViewOpFolder],
    ]),
  ],
  ["memref.view", populator("memref.view", [["ViewOpShapeFolder", viewOpShapeFolder], ["ViewOpMemrefCastFolder", viewOpMemrefCastFolder]])],
]);
