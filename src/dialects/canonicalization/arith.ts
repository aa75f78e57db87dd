// arith's canonicalization patterns by op name, in the order MLIR 19's
// getCanonicalizationPatterns adds them (ties in benefit keep that order). The patterns
// are DRR, generated from defs/mlir/Dialect/Arith/IR/ArithCanonicalization.td (MLIR 19's
// C++ SelectToExtUI included, as two DRR patterns); MLIR 19's C++ CmpFIntToFPConst is
// hand-written (arith-cmpf.ts).
import type { MLIRContext } from "../../ir/index.js";
import type { RewritePattern, RewritePatternSet } from "../../rewrite/index.js";
import * as drr from "../../../generated/arith-canonicalization.js";
import type { CanonicalizationPopulator } from "./populator.js";
import { cmpfPatterns } from "./arith-cmpf.js";

type PatternClass = new (context: MLIRContext) => RewritePattern;

/**
 * An adder of the classes `classes()` lists. The list is read when patterns are collected:
 * the generated module is part of an import cycle (generated dialect -> its hooks -> this
 * map -> the generated patterns -> the dialect module), so its classes may not exist yet
 * when this module is evaluated.
 */
function adding(classes: () => readonly PatternClass[]): CanonicalizationPopulator {
  return (patterns: RewritePatternSet, context: MLIRContext) => {
    patterns.add(...classes().map((C) => new C(context)));
  };
}

export const arithCanonicalizationPatterns: readonly (readonly [string, CanonicalizationPopulator])[] = [
  ["arith.addi", adding(() => [drr.AddIAddConstant, drr.AddISubConstantRHS, drr.AddISubConstantLHS, drr.AddIMulNegativeOneRhs, drr.AddIMulNegativeOneLhs])],
  [
    "arith.subi",
    adding(() => [drr.SubIRHSAddConstant,
      drr.SubILHSAddConstant,
      drr.SubIRHSSubConstantRHS,
      drr.SubIRHSSubConstantLHS,
      drr.SubILHSSubConstantRHS,
      drr.SubILHSSubConstantLHS,
      drr.SubISubILHSRHSLHS]),
  ],
  ["arith.muli", adding(() => [drr.MulIMulIConstant])],
  ["arith.addui_extended", adding(() => [drr.AddUIExtendedToAddI])],
  ["arith.mulsi_extended", adding(() => [drr.MulSIExtendedToMulI, drr.MulSIExtendedRHSOne])],
  ["arith.mului_extended", adding(() => [drr.MulUIExtendedToMulI])],
  ["arith.andi", adding(() => [drr.AndOfExtUI, drr.AndOfExtSI])],
  ["arith.ori", adding(() => [drr.OrOfExtUI, drr.OrOfExtSI])],
  ["arith.xori", adding(() => [drr.XOrINotCmpI, drr.XOrIOfExtUI, drr.XOrIOfExtSI])],
  ["arith.mulf", adding(() => [drr.MulFOfNegF])],
  ["arith.divf", adding(() => [drr.DivFOfNegF])],
  ["arith.extsi", adding(() => [drr.ExtSIOfExtUI])],
  ["arith.trunci", adding(() => [drr.TruncIExtSIToExtSI, drr.TruncIExtUIToExtUI, drr.TruncIShrSIToTrunciShrUI, drr.TruncIShrUIMulIToMulSIExtended, drr.TruncIShrUIMulIToMulUIExtended])],
  ["arith.index_cast", adding(() => [drr.IndexCastOfIndexCast, drr.IndexCastOfExtSI])],
  ["arith.index_castui", adding(() => [drr.IndexCastUIOfIndexCastUI, drr.IndexCastUIOfExtUI])],
  ["arith.bitcast", adding(() => [drr.BitcastOfBitcast])],
  ["arith.cmpi", adding(() => [drr.CmpIExtSI, drr.CmpIExtUI])],
  ["arith.cmpf", (patterns, context) => void patterns.add(...cmpfPatterns(context))],
  ["arith.select", adding(() => [drr.RedundantSelectFalse, drr.RedundantSelectTrue, drr.SelectNotCond, drr.SelectI1ToNot, drr.SelectToExtUI, drr.SelectToExtUINot])],
];
