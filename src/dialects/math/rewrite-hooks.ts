// The math ops' folds and canonicalizations as the typed hooks of generated/math.ts: MLIR 19's
// folds (src/dialects/folding) and canonicalization patterns and methods (src/dialects/canonicalization).
import { AbsFOp, AbsIOp, AcosOp, AcoshOp, AsinOp, AsinhOp, Atan2Op, AtanOp, AtanhOp, CeilOp, CopySignOp, CosOp, CoshOp, CountLeadingZerosOp, CountTrailingZerosOp, CtPopOp, ErfOp, Exp2Op, ExpM1Op, ExpOp, FloorOp, IPowIOp, Log10Op, Log1pOp, Log2Op, LogOp, PowFOp, RoundEvenOp, RoundOp, SinOp, SinhOp, SqrtOp, TanOp, TanhOp, TruncOp } from "../../../generated/math.js";
import { mathFolders } from "../folding/math.js";
import { singleResultFold } from "../folding/hooks.js";

/** The hooks of ODS hasFolder, hasCanonicalizer and hasCanonicalizeMethod, by op class. */
export const mathRewriteHooks = {
  AbsFOp: { fold: singleResultFold(mathFolders, AbsFOp) },
  AbsIOp: { fold: singleResultFold(mathFolders, AbsIOp) },
  AcosOp: { fold: singleResultFold(mathFolders, AcosOp) },
  AcoshOp: { fold: singleResultFold(mathFolders, AcoshOp) },
  AsinOp: { fold: singleResultFold(mathFolders, AsinOp) },
  AsinhOp: { fold: singleResultFold(mathFolders, AsinhOp) },
  Atan2Op: { fold: singleResultFold(mathFolders, Atan2Op) },
  AtanOp: { fold: singleResultFold(mathFolders, AtanOp) },
  AtanhOp: { fold: singleResultFold(mathFolders, AtanhOp) },
  CeilOp: { fold: singleResultFold(mathFolders, CeilOp) },
  CopySignOp: { fold: singleResultFold(mathFolders, CopySignOp) },
  CosOp: { fold: singleResultFold(mathFolders, CosOp) },
  CoshOp: { fold: singleResultFold(mathFolders, CoshOp) },
  CountLeadingZerosOp: { fold: singleResultFold(mathFolders, CountLeadingZerosOp) },
  CountTrailingZerosOp: { fold: singleResultFold(mathFolders, CountTrailingZerosOp) },
  CtPopOp: { fold: singleResultFold(mathFolders, CtPopOp) },
  ErfOp: { fold: singleResultFold(mathFolders, ErfOp) },
  Exp2Op: { fold: singleResultFold(mathFolders, Exp2Op) },
  ExpM1Op: { fold: singleResultFold(mathFolders, ExpM1Op) },
  ExpOp: { fold: singleResultFold(mathFolders, ExpOp) },
  FloorOp: { fold: singleResultFold(mathFolders, FloorOp) },
  IPowIOp: { fold: singleResultFold(mathFolders, IPowIOp) },
  Log10Op: { fold: singleResultFold(mathFolders, Log10Op) },
  Log1pOp: { fold: singleResultFold(mathFolders, Log1pOp) },
  Log2Op: { fold: singleResultFold(mathFolders, Log2Op) },
  LogOp: { fold: singleResultFold(mathFolders, LogOp) },
  PowFOp: { fold: singleResultFold(mathFolders, PowFOp) },
  RoundEvenOp: { fold: singleResultFold(mathFolders, RoundEvenOp) },
  RoundOp: { fold: singleResultFold(mathFolders, RoundOp) },
  SinOp: { fold: singleResultFold(mathFolders, SinOp) },
  SinhOp: { fold: singleResultFold(mathFolders, SinhOp) },
  SqrtOp: { fold: singleResultFold(mathFolders, SqrtOp) },
  TanOp: { fold: singleResultFold(mathFolders, TanOp) },
  TanhOp: { fold: singleResultFold(mathFolders, TanhOp) },
  TruncOp: { fold: singleResultFold(mathFolders, TruncOp) },
};
