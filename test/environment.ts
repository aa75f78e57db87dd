// Where the tests find what lives outside the repository, in one place: the MLIR 19
// tools and .td tree (the oracle) and the shared corpus (../shared). Tests that need
// one of them skip with the reason when it is missing (`skipWithout(ctx, ...)`), so a
// machine without MLIR or the corpus runs the rest of the suite green.
//
// Overrides (environment variables):
//   TSMLIR_ORACLE_DIR  directory of mlir-opt and mlir-tblgen (default /usr/lib/llvm-19/bin;
//                      LLVM_BIN is accepted too); the .td tree is its ../include
//   MLIR_OPT, MLIR_TBLGEN, MLIR_INCLUDE  one tool or the .td tree on its own
//   TSMLIR_SHARED_DIR  the shared directory holding corpus/ and oracle/ (default ../shared)
//   TSMLIR_UPSTREAM_TESTS  a copy of llvm-project's mlir/test inputs (mlir/test/...) that
//                      conformance tests run through both tools (default ../upstream-mlir-tests;
//                      upstream text is never part of this repository)
// Pointing them at a nonexistent path shows what the suite does without them:
//   TSMLIR_ORACLE_DIR=/nonexistent TSMLIR_SHARED_DIR=/nonexistent npx vitest run
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const env = process.env;
const oracleBinDir = env["TSMLIR_ORACLE_DIR"] ?? env["LLVM_BIN"] ?? "/usr/lib/llvm-19/bin";

/** mlir-opt 19. */
export const mlirOpt = env["MLIR_OPT"] ?? join(oracleBinDir, "mlir-opt");
/** mlir-tblgen 19. */
export const mlirTblgen = env["MLIR_TBLGEN"] ?? join(oracleBinDir, "mlir-tblgen");
/** MLIR 19's installed .td tree (`mlir/IR/OpBase.td` under it). */
export const mlirInclude = env["MLIR_INCLUDE"] ?? resolve(oracleBinDir, "../include");

/** The shared directory: corpus/public/{cases,generic,bytecode} and oracle/ (scripts, file lists). */
export const sharedDir = env["TSMLIR_SHARED_DIR"] ?? resolve(repoRoot, "../shared");
export const corpusDir = join(sharedDir, "corpus/public");
export const casesDir = join(corpusDir, "cases");
export const genericDir = join(corpusDir, "generic");
export const bytecodeCorpusDir = join(corpusDir, "bytecode");
export const sharedOracleDir = join(sharedDir, "oracle");

/** The copy of upstream's test inputs: `mlir/test/Dialect/...` under it. */
export const upstreamTestsDir = env["TSMLIR_UPSTREAM_TESTS"] ?? resolve(repoRoot, "../upstream-mlir-tests");

/** The build the bin/ launchers run (`npm run build`; `npm ci` runs it through `prepare`). */
export const builtEntry = join(repoRoot, "dist/src/api/index.js");

/** What a test may need from outside the repository, or from the build. */
export type Requirement = "mlir-opt" | "mlir-tblgen" | "mlir-include" | "corpus" | "shared-oracle" | "dist" | "upstream-tests";

function missing(requirement: Requirement): string | undefined {
  switch (requirement) {
    case "mlir-opt":
      return existsSync(mlirOpt) ? undefined : `${mlirOpt} not found (MLIR 19: apt-get install mlir-19-tools, or set TSMLIR_ORACLE_DIR)`;
    case "mlir-tblgen":
      return existsSync(mlirTblgen) ? undefined : `${mlirTblgen} not found (MLIR 19: apt-get install mlir-19-tools, or set TSMLIR_ORACLE_DIR)`;
    case "mlir-include":
      return existsSync(join(mlirInclude, "mlir/IR/OpBase.td"))
        ? undefined
        : `${mlirInclude}/mlir/IR/OpBase.td not found (MLIR 19's .td files: apt-get install libmlir-19-dev, or set MLIR_INCLUDE)`;
    case "corpus":
      return existsSync(corpusDir) ? undefined : `${corpusDir} not found (the shared corpus: ../shared, or set TSMLIR_SHARED_DIR)`;
    case "dist":
      return existsSync(builtEntry) ? undefined : `${builtEntry} not found (dist/ is not built: npm run build)`;
    case "upstream-tests":
      return existsSync(join(upstreamTestsDir, "mlir/test"))
        ? undefined
        : `${upstreamTestsDir}/mlir/test not found (upstream's test inputs, copied from llvm-project: set TSMLIR_UPSTREAM_TESTS)`;
    case "shared-oracle":
      return existsSync(sharedOracleDir) ? undefined : `${sharedOracleDir} not found (the shared oracle files: ../shared, or set TSMLIR_SHARED_DIR)`;
  }
}

/** Why a test needing `requirements` cannot run here, or undefined when it can. */
export function unavailable(...requirements: readonly Requirement[]): string | undefined {
  for (const requirement of requirements) {
    const reason = missing(requirement);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** The part of vitest's test context used to skip (`it("...", (ctx) => ...)`). */
export interface SkippableContext {
  skip(note?: string): never;
}

/** Skips the running test, with the reason as its note, unless every requirement is met. */
export function skipWithout(ctx: SkippableContext, ...requirements: readonly Requirement[]): void {
  const reason = unavailable(...requirements);
  if (reason !== undefined) ctx.skip(reason);
}
