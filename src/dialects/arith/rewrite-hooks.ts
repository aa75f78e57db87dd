// The arith ops' folds and canonicalizations as the typed hooks of generated/arith.ts: MLIR 19's
// folds (src/dialects/folding) and canonicalization patterns and methods (src/dialects/canonicalization).
import { AddFOp, AddIOp, AddUIExtendedOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpIOp, ConstantOp, DivFOp, DivSIOp, DivUIOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, FloorDivSIOp, IndexCastOp, IndexCastUIOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, MulSIExtendedOp, MulUIExtendedOp, NegFOp, OrIOp, RemFOp, RemSIOp, RemUIOp, SIToFPOp, SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp, SubIOp, TruncFOp, TruncIOp, UIToFPOp, XOrIOp } from "../../../generated/arith.js";
import { arithFolders } from "../folding/arith.js";
import { multiResultFold, singleResultFold } from "../folding/hooks.js";
import { patternsHook } from "../canonicalization/hooks.js";
import { arithCanonicalizationPatterns } from "../canonicalization/arith.js";

/** The arith ops' canonicalization patterns (hasCanonicalizer), by full op name. */
const arithPatterns = new Map(arithCanonicalizationPatterns);

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const arithRewriteHooks = {
  AddFOp: { fold: singleResultFold(arithFolders, AddFOp) },
  AddIOp: { fold: singleResultFold(arithFolders, AddIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, AddIOp) },
  AddUIExtendedOp: { fold: multiResultFold(arithFolders, AddUIExtendedOp), getCanonicalizationPatterns: patternsHook(arithPatterns, AddUIExtendedOp) },
  AndIOp: { fold: singleResultFold(arithFolders, AndIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, AndIOp) },
  BitcastOp: { fold: singleResultFold(arithFolders, BitcastOp), getCanonicalizationPatterns: patternsHook(arithPatterns, BitcastOp) },
  CeilDivSIOp: { fold: singleResultFold(arithFolders, CeilDivSIOp) },
  CeilDivUIOp: { fold: singleResultFold(arithFolders, CeilDivUIOp) },
  CmpFOp: { fold: singleResultFold(arithFolders, CmpFOp), getCanonicalizationPatterns: patternsHook(arithPatterns, CmpFOp) },
  CmpIOp: { fold: singleResultFold(arithFolders, CmpIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, CmpIOp) },
  ConstantOp: { fold: singleResultFold(arithFolders, ConstantOp) },
  DivFOp: { fold: singleResultFold(arithFolders, DivFOp), getCanonicalizationPatterns: patternsHook(arithPatterns, DivFOp) },
  DivSIOp: { fold: singleResultFold(arithFolders, DivSIOp) },
  DivUIOp: { fold: singleResultFold(arithFolders, DivUIOp) },
  ExtFOp: { fold: singleResultFold(arithFolders, ExtFOp) },
  ExtSIOp: { fold: singleResultFold(arithFolders, ExtSIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, ExtSIOp) },
  ExtUIOp: { fold: singleResultFold(arithFolders, ExtUIOp) },
  FPToSIOp: { fold: singleResultFold(arithFolders, FPToSIOp) },
  FPToUIOp: { fold: singleResultFold(arithFolders, FPToUIOp) },
  FloorDivSIOp: { fold: singleResultFold(arithFolders, FloorDivSIOp) },
  IndexCastOp: { fold: singleResultFold(arithFolders, IndexCastOp), getCanonicalizationPatterns: patternsHook(arithPatterns, IndexCastOp) },
  IndexCastUIOp: { fold: singleResultFold(arithFolders, IndexCastUIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, IndexCastUIOp) },
  MaxNumFOp: { fold: singleResultFold(arithFolders, MaxNumFOp) },
  MaxSIOp: { fold: singleResultFold(arithFolders, MaxSIOp) },
  MaxUIOp: { fold: singleResultFold(arithFolders, MaxUIOp) },
  MaximumFOp: { fold: singleResultFold(arithFolders, MaximumFOp) },
  MinNumFOp: { fold: singleResultFold(arithFolders, MinNumFOp) },
  MinSIOp: { fold: singleResultFold(arithFolders, MinSIOp) },
  MinUIOp: { fold: singleResultFold(arithFolders, MinUIOp) },
  MinimumFOp: { fold: singleResultFold(arithFolders, MinimumFOp) },
  MulFOp: { fold: singleResultFold(arithFolders, MulFOp), getCanonicalizationPatterns: patternsHook(arithPatterns, MulFOp) },
  MulIOp: { fold: singleResultFold(arithFolders, MulIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, MulIOp) },
  MulSIExtendedOp: { fold: multiResultFold(arithFolders, MulSIExtendedOp), getCanonicalizationPatterns: patternsHook(arithPatterns, MulSIExtendedOp) },
  MulUIExtendedOp: { fold: multiResultFold(arithFolders, MulUIExtendedOp), getCanonicalizationPatterns: patternsHook(arithPatterns, MulUIExtendedOp) },
  NegFOp: { fold: singleResultFold(arithFolders, NegFOp) },
  OrIOp: { fold: singleResultFold(arithFolders, OrIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, OrIOp) },
  RemFOp: { fold: singleResultFold(arithFolders, RemFOp) },
  RemSIOp: { fold: singleResultFold(arithFolders, RemSIOp) },
  RemUIOp: { fold: singleResultFold(arithFolders, RemUIOp) },
  SIToFPOp: { fold: singleResultFold(arithFolders, SIToFPOp) },
  SelectOp: { fold: singleResultFold(arithFolders, SelectOp), getCanonicalizationPatterns: patternsHook(arithPatterns, SelectOp) },
  ShLIOp: { fold: singleResultFold(arithFolders, ShLIOp) },
  ShRSIOp: { fold: singleResultFold(arithFolders, ShRSIOp) },
  ShRUIOp: { fold: singleResultFold(arithFolders, ShRUIOp) },
  SubFOp: { fold: singleResultFold(arithFolders, SubFOp) },
  SubIOp: { fold: singleResultFold(arithFolders, SubIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, SubIOp) },
  TruncFOp: { fold: singleResultFold(arithFolders, TruncFOp) },
  TruncIOp: { fold: singleResultFold(arithFolders, TruncIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, TruncIOp) },
  UIToFPOp: { fold: singleResultFold(arithFolders, UIToFPOp) },
  XOrIOp: { fold: singleResultFold(arithFolders, XOrIOp), getCanonicalizationPatterns: patternsHook(arithPatterns, XOrIOp) },
};
