// Compares -canonicalize of tsmlir-opt and mlir-opt 19 on random programs
// (random-programs.ts), for the differential test and `npm run fuzz -- canonicalize`.
import { createWorkspace, differenceOf, runMlirOpt, runTsmlirOpt } from "./canonicalize-harness.js";
import { randomProgram } from "./random-programs.js";

/**
 * MLIR 19's canonicalization patterns of arith ops (ArithCanonicalization.td and
 * ArithOps.cpp), by debug name (most are in an anonymous namespace): written in DRR on
 * another branch. A program that differs is
 * run again through mlir-opt with these disabled; if the outputs then agree, the difference
 * is theirs (counted as known), else it fails. Names mlir-opt does not have are ignored by it.
 */
export const ARITH_PATTERNS = [
  ...[
    "AddIAddConstant", "AddISubConstantRHS", "AddISubConstantLHS", "AddIMulNegativeOneRhs", "AddIMulNegativeOneLhs",
    "AddUIExtendedToAddI", "MulIMulIConstant", "MulSIExtendedToMulI", "MulSIExtendedRHSOne", "MulUIExtendedToMulI",
    "SubIRHSAddConstant", "SubILHSAddConstant", "SubIRHSSubConstantRHS", "SubIRHSSubConstantLHS", "SubILHSSubConstantRHS",
    "SubILHSSubConstantLHS", "SubISubILHSRHSLHS", "SelectI1ToNot", "RedundantSelectTrue", "RedundantSelectFalse",
    "SelectNotCond", "IndexCastOfIndexCast", "IndexCastOfExtSI", "IndexCastUIOfIndexCastUI", "IndexCastUIOfExtUI",
    "BitcastOfBitcast", "ExtSIOfExtUI", "AndOfExtUI", "AndOfExtSI", "OrOfExtUI", "OrOfExtSI", "TruncIExtSIToExtSI",
    "TruncIExtUIToExtUI", "TruncIShrSIToTrunciShrUI", "TruncIShrUIMulIToMulSIExtended", "TruncIShrUIMulIToMulUIExtended",
    "CmpIExtSI", "CmpIExtUI", "XOrINotCmpI", "XOrIOfExtUI", "XOrIOfExtSI", "MulFOfNegF", "DivFOfNegF",
  ].map((name) => `(anonymous namespace)::${name}`),
  // Defined at file scope in ArithOps.cpp.
  "SelectToExtUI",
  "CmpFIntToFPConst",
];

export interface DifferentialResult {
  readonly identical: number;
  /** Programs identical once mlir-opt runs without arith's patterns. */
  readonly arithOnly: number;
  /** `seed N: difference` for every other program. */
  readonly failures: string[];
}

/** Both tools on the programs of seeds `first` .. `first + count - 1`. */
export async function compareRandomPrograms(first: number, count: number, onProgress?: (done: number) => void): Promise<DifferentialResult> {
  const workspace = createWorkspace();
  const args = ["--allow-unregistered-dialect", "--canonicalize"];
  const withoutArith = ["--allow-unregistered-dialect", `--canonicalize=disable-patterns={${ARITH_PATTERNS.join(",")}}`];
  const failures: string[] = [];
  let identical = 0;
  let arithOnly = 0;
  for (let seed = first; seed < first + count; seed++) {
    const program = randomProgram(seed);
    const theirs = runMlirOpt(workspace, program, args);
    if (theirs.code !== 0) {
      failures.push(`seed ${seed}: the generator wrote a program mlir-opt rejects: ${theirs.stderr.split("\n")[0] ?? ""}`);
      continue;
    }
    const ours = await runTsmlirOpt(workspace, program, args);
    const difference = differenceOf(theirs, ours);
    if (difference === undefined) identical++;
    else if (differenceOf(runMlirOpt(workspace, program, withoutArith), ours) === undefined) arithOnly++;
    else failures.push(`seed ${seed}: ${difference}`);
    onProgress?.(seed - first + 1);
  }
  return { identical, arithOnly, failures };
}
