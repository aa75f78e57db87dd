// Upstream's canonicalization test files compared case by case, mlir-opt 19 against tsmlir-opt,
// in the three printing modes the acceptance names (plain, --mlir-print-debuginfo,
// --mlir-print-op-generic). Shared by the conformance test and by ad-hoc measurement scripts.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { upstreamTestsDir } from "../environment.js";
import { differenceOf, runMlirOpt, runTsmlirOpt, type ToolRun, type Workspace } from "./canonicalize-harness.js";
import { caseKey, functionKey, functionsOf, upstreamCases, type UpstreamCase, type UpstreamFile } from "./upstream-chunks.js";

/** The files of issue 15's acceptance that we keep a copy of (TSMLIR_UPSTREAM_TESTS). */
export const UPSTREAM_CANONICALIZE_FILES: readonly UpstreamFile[] = [
  { dialect: "arith", path: "mlir/test/Dialect/Arith/canonicalize.mlir", alsoCompared: ["ub"] },
  { dialect: "cf", path: "mlir/test/Dialect/ControlFlow/canonicalize.mlir", alsoCompared: ["ub"] },
  { dialect: "scf", path: "mlir/test/Dialect/SCF/canonicalize.mlir", alsoCompared: ["memref", "tensor", "affine", "linalg", "vector", "gpu"] },
  { dialect: "index", path: "mlir/test/Dialect/Index/index-canonicalize.mlir" },
  { dialect: "math", path: "mlir/test/Dialect/Math/canonicalize.mlir" },
  { dialect: "func", path: "mlir/test/Transforms/canonicalize.mlir", alsoCompared: ["bufferization", "memref", "tensor", "affine"] },
  { dialect: "block-merge", path: "mlir/test/Transforms/canonicalize-block-merge.mlir", alsoCompared: ["memref"] },
  { dialect: "dce", path: "mlir/test/Transforms/canonicalize-dce.mlir" },
  { dialect: "debuginfo", path: "mlir/test/Transforms/canonicalize-debuginfo.mlir", alsoCompared: ["memref", "affine"] },
  { dialect: "cfg-reachability", path: "mlir/test/Transforms/canonicalize-cfg-reachability.mlir" },
  { dialect: "cse-between-iterations", path: "mlir/test/Transforms/canonicalize-cse-between-iterations.mlir" },
  { dialect: "filter-dialects", path: "mlir/test/Transforms/canonicalize-filter-dialects.mlir" },
  // tensor, memref, complex, affine and bufferization are our dialects (their folds and patterns
  // reproduced); a case is compared when all its ops are in our seven dialects or in
  // alsoCompared.
  { dialect: "tensor", path: "mlir/test/Dialect/Tensor/canonicalize.mlir", alsoCompared: ["tensor", "memref", "affine", "bufferization"] },
  { dialect: "memref", path: "mlir/test/Dialect/MemRef/canonicalize.mlir", alsoCompared: ["memref", "affine"] },
  { dialect: "complex", path: "mlir/test/Dialect/Complex/canonicalize.mlir", alsoCompared: ["complex"] },
  { dialect: "affine", path: "mlir/test/Dialect/Affine/canonicalize.mlir", alsoCompared: ["affine", "memref", "tensor"] },
  { dialect: "bufferization", path: "mlir/test/Dialect/Bufferization/canonicalize.mlir", alsoCompared: ["bufferization", "memref", "tensor"] },
  { dialect: "vector", path: "mlir/test/Dialect/Vector/canonicalize.mlir", alsoCompared: ["vector", "memref", "tensor", "affine"] },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/canonicalize.mlir", alsoCompared: ["linalg", "tensor", "memref", "affine", "bufferization"] },
];

/** A printing mode: the flags added to the RUN line's arguments. */
export interface PrintMode {
  readonly name: "plain" | "debuginfo" | "generic";
  readonly flags: readonly string[];
}

export const PRINT_MODES: readonly PrintMode[] = [
  { name: "plain", flags: [] },
  { name: "debuginfo", flags: ["--mlir-print-debuginfo"] },
  { name: "generic", flags: ["--mlir-print-op-generic"] },
];

const here = dirname(fileURLToPath(import.meta.url));

/** A known difference: the modes it is known in and why. */
export interface KnownDifference {
  readonly modes: ReadonlySet<string>;
  readonly reason: string;
}

/** upstream-canonicalize-known.tsv: `key<TAB>modes<TAB>reason` (modes: `all` or a comma list). */
export function knownDifferences(): Map<string, KnownDifference> {
  const known = new Map<string, KnownDifference>();
  for (const line of readFileSync(join(here, "upstream-canonicalize-known.tsv"), "utf8").split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const [key = "", modes = "", reason = ""] = line.split("\t");
    const set = new Set(modes === "all" ? PRINT_MODES.map((m) => m.name) : modes.split(","));
    known.set(key, { modes: set, reason });
  }
  return known;
}

export interface FileOutcome {
  readonly file: UpstreamFile;
  readonly mode: PrintMode;
  readonly cases: number;
  readonly identical: string[];
  readonly knownDifferent: string[];
  readonly skipped: string[];
  /** Differences not listed as known, and listed ones that are identical now. */
  readonly failures: string[];
  /** The functions of cases left out or different, each compared alone. */
  readonly functions: { compared: number; identical: number; skipped: number; readonly knownDifferent: string[] };
}

/** Every case of `file` in `mode`, both tools. */
/**
 * The inputs mlir-opt 19 did not finish (it loops or crashes in the pass), keyed by the
 * file's options and the text: the printing mode does not change what the pass does, so a
 * run that did not finish in one mode is not run again, bounded, in the others.
 */
export class UnfinishedRuns {
  private readonly reasons = new Map<string, string>();
  private static key(args: readonly string[], text: string): string {
    return `${args.join("\0")}\n${text}`;
  }
  /** mlir-opt 19's bounded run, or the reason it did not finish before. */
  run(workspace: Workspace, text: string, fileArgs: readonly string[], modeFlags: readonly string[]): ToolRun {
    const key = UnfinishedRuns.key(fileArgs, text);
    const reason = this.reasons.get(key);
    if (reason !== undefined) return { code: -1, stdout: "", stderr: reason };
    const run = runMlirOpt(workspace, text, ["--allow-unregistered-dialect", ...fileArgs, ...modeFlags]);
    if (run.code === -1) this.reasons.set(key, run.stderr);
    return run;
  }
}

export async function compareUpstreamFile(
  workspace: Workspace,
  file: UpstreamFile,
  mode: PrintMode,
  known: Map<string, KnownDifference>,
  unfinished: UnfinishedRuns = new UnfinishedRuns(),
): Promise<FileOutcome> {
  const outcome: FileOutcome = { file, mode, cases: 0, identical: [], knownDifferent: [], skipped: [], failures: [], functions: { compared: 0, identical: 0, skipped: 0, knownDifferent: [] } };
  if (!existsSync(join(upstreamTestsDir, file.path))) {
    outcome.skipped.push(`${file.path} is not in the copy of upstream's tests (${upstreamTestsDir})`);
    return outcome;
  }
  const { args, cases } = upstreamCases(file);
  (outcome as { cases: number }).cases = cases.length;
  const split: UpstreamCase[] = [];
  for (const c of cases) {
    const key = caseKey(c);
    if (c.foreignNamespaces.length > 0) {
      outcome.skipped.push(`${key}: uses ${c.foreignNamespaces.join(", ")}`);
      split.push(c);
      continue;
    }
    // --allow-unregistered-dialect on both sides: upstream's placeholder ops (`foo.*`, test
    // ops neither tool registers) are opaque in both tools here.
    const toolArgs = ["--allow-unregistered-dialect", ...args, ...mode.flags];
    const theirs = unfinished.run(workspace, c.text, args, mode.flags);
    if (theirs.code === -1) {
      outcome.skipped.push(`${key}: ${theirs.stderr}`);
      split.push(c);
      continue;
    }
    const ours = await runTsmlirOpt(workspace, c.text, toolArgs);
    const entry = known.get(key);
    const reason = entry?.modes.has(mode.name) === true ? entry.reason : undefined;
    if (theirs.code !== 0 && ours.code !== 0) {
      const error = /error: (.*)/.exec(theirs.stderr)?.[1] ?? theirs.stderr.trim();
      outcome.skipped.push(`${key}: mlir-opt 19 rejects it (${error})`);
      split.push(c);
      continue;
    }
    const difference = differenceOf(theirs, ours);
    if (difference === undefined) {
      outcome.identical.push(key);
      if (reason !== undefined) outcome.failures.push(`${key}: now identical in ${mode.name}, update upstream-canonicalize-known.tsv`);
    } else if (reason !== undefined) {
      outcome.knownDifferent.push(`${key}: ${reason}`);
      split.push(c);
    } else outcome.failures.push(`${key}: ${difference}`);
  }
  // Finer: each function of a case left out (or known to differ) on its own, when the case
  // holds only functions: -canonicalize works function by function, so a case left out for
  // one foreign op still has its other functions compared.
  for (const c of split) {
    const functions = functionsOf(c);
    if (functions.length < 2 && c.foreignNamespaces.length === 0) continue;
    for (const f of functions) {
      const key = functionKey(f);
      if (f.foreignNamespaces.length > 0) {
        outcome.functions.skipped++;
        continue;
      }
      const toolArgs = ["--allow-unregistered-dialect", ...args, ...mode.flags];
      const theirs = unfinished.run(workspace, f.text, args, mode.flags);
      if (theirs.code === -1) {
        outcome.functions.skipped++;
        continue;
      }
      const ours = await runTsmlirOpt(workspace, f.text, toolArgs);
      if (theirs.code !== 0 && ours.code !== 0) {
        outcome.functions.skipped++;
        continue;
      }
      outcome.functions.compared++;
      const entry = known.get(key);
      const reason = entry?.modes.has(mode.name) === true ? entry.reason : undefined;
      const difference = differenceOf(theirs, ours);
      if (difference === undefined) {
        outcome.functions.identical++;
        if (reason !== undefined) outcome.failures.push(`${key}: now identical in ${mode.name}, update upstream-canonicalize-known.tsv`);
      } else if (reason !== undefined) outcome.functions.knownDifferent.push(`${key}: ${reason}`);
      else outcome.failures.push(`${key} (alone): ${difference}`);
    }
  }
  return outcome;
}

/** One line of counts, then the known differences and the skipped cases. */
export function describeOutcome(o: FileOutcome): string {
  return [
    `${o.file.dialect} [${o.mode.name}] (${o.file.path}): ${o.cases} cases, ${o.identical.length} identical, ${o.knownDifferent.length + o.failures.length} different, ${o.skipped.length} skipped; ` +
      `functions of the cases left out or different, alone: ${o.functions.compared} compared, ${o.functions.identical} identical, ${o.functions.skipped} skipped`,
    ...o.knownDifferent.map((d) => `  different (known): ${d}`),
    ...o.functions.knownDifferent.map((d) => `  function different (known): ${d}`),
    ...o.skipped.map((s) => `  skipped: ${s}`),
  ].join("\n");
}
