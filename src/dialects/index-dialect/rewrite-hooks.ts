// The index ops' folds and canonicalizations as the typed hooks of generated/index-dialect.ts: MLIR 19's
// folds (src/dialects/folding) and canonicalization patterns and methods (src/dialects/canonicalization).
import { AddOp, AndOp, BoolConstantOp, CastSOp, CastUOp, CeilDivSOp, CeilDivUOp, CmpOp, ConstantOp, DivSOp, DivUOp, FloorDivSOp, MaxSOp, MaxUOp, MinSOp, MinUOp, MulOp, OrOp, RemSOp, RemUOp, ShlOp, ShrSOp, ShrUOp, SubOp, XOrOp } from "../../../generated/index-dialect.js";
import { indexFolders } from "../folding/index-dialect.js";
import { singleResultFold } from "../folding/hooks.js";
import { canonicalizeHook } from "../canonicalization/hooks.js";
import { indexCanonicalizeMethods } from "../canonicalization/index-dialect.js";

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const indexRewriteHooks = {
  AddOp: { fold: singleResultFold(indexFolders, AddOp) },
  AndOp: { fold: singleResultFold(indexFolders, AndOp) },
  BoolConstantOp: { fold: singleResultFold(indexFolders, BoolConstantOp) },
  CastSOp: { fold: singleResultFold(indexFolders, CastSOp) },
  CastUOp: { fold: singleResultFold(indexFolders, CastUOp) },
  CeilDivSOp: { fold: singleResultFold(indexFolders, CeilDivSOp) },
  CeilDivUOp: { fold: singleResultFold(indexFolders, CeilDivUOp) },
  CmpOp: { fold: singleResultFold(indexFolders, CmpOp), canonicalize: canonicalizeHook(indexCanonicalizeMethods, CmpOp) },
  ConstantOp: { fold: singleResultFold(indexFolders, ConstantOp) },
  DivSOp: { fold: singleResultFold(indexFolders, DivSOp) },
  DivUOp: { fold: singleResultFold(indexFolders, DivUOp) },
  FloorDivSOp: { fold: singleResultFold(indexFolders, FloorDivSOp) },
  MaxSOp: { fold: singleResultFold(indexFolders, MaxSOp) },
  MaxUOp: { fold: singleResultFold(indexFolders, MaxUOp) },
  MinSOp: { fold: singleResultFold(indexFolders, MinSOp) },
  MinUOp: { fold: singleResultFold(indexFolders, MinUOp) },
  MulOp: { fold: singleResultFold(indexFolders, MulOp) },
  OrOp: { fold: singleResultFold(indexFolders, OrOp) },
  RemSOp: { fold: singleResultFold(indexFolders, RemSOp) },
  RemUOp: { fold: singleResultFold(indexFolders, RemUOp) },
  ShlOp: { fold: singleResultFold(indexFolders, ShlOp) },
  ShrSOp: { fold: singleResultFold(indexFolders, ShrSOp) },
  ShrUOp: { fold: singleResultFold(indexFolders, ShrUOp) },
  SubOp: { fold: singleResultFold(indexFolders, SubOp) },
  XOrOp: { fold: singleResultFold(indexFolders, XOrOp) },
};
