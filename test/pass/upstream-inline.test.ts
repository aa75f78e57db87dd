// Upstream's inliner tests (mlir/test/Transforms/inlining*.mlir), chunk by chunk (`// -----`),
// with each RUN line's mlir-opt arguments, with and without --mlir-print-debuginfo, through
// mlir-opt 19 and tsmlir-opt: stdout, stderr and exit status must match. A chunk is compared
// when every namespace it names is one of our seven dialects or one mlir-opt does not
// register at all (an opaque op under --allow-unregistered-dialect in both tools); chunks
// using other dialects (upstream's test dialect above all, whose ops have inliner hooks of
// their own in mlir-opt) are counted as left out with the namespaces. Counts per file are
// printed. The files are read from a copy outside the repository (TSMLIR_UPSTREAM_TESTS).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout, upstreamTestsDir } from "../environment.js";
import { namespacesOf, OUR_NAMESPACES, runArguments } from "../rewrite/upstream-chunks.js";
import { execFile } from "node:child_process";
import { compare, mlirOpt, type ToolResult } from "./oracle.js";
import { DialectRegistry } from "../../src/ir/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";

const FILES = [
  "mlir/test/Transforms/inlining.mlir",
  "mlir/test/Transforms/inlining-dce.mlir",
  "mlir/test/Transforms/inlining-recursive.mlir",
  "mlir/test/Transforms/inlining-recursive-2.mlir",
  "mlir/test/Transforms/inlining-recursive-self.mlir",
  "mlir/test/Transforms/inlining-threshold.mlir",
  "mlir/test/Transforms/inlining-missing-terminator.mlir",
];

/** Words of RUN lines that only concern FileCheck or a debug build of mlir-opt. */
function usableArguments(args: readonly string[]): string[] {
  return args.filter((a) => !a.startsWith("-debug-only") && a !== "2>&1");
}

/** The distinct argument lists of a file's RUN lines. */
function runLines(text: string): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("// RUN:")) continue;
    const args = usableArguments(runArguments(line));
    const key = args.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(args);
  }
  return out;
}

/** How long mlir-opt may take on one chunk (MLIR 19 expands some recursive call graphs without end in practice). */
const ORACLE_TIME_LIMIT_MS = 10_000;

/** mlir-opt's run, or undefined when it does not finish in time. */
function runMlirOptWithin(args: readonly string[], cwd: string): Promise<ToolResult | undefined> {
  return new Promise((resolve) => {
    execFile(mlirOpt, [...args], { cwd, encoding: "latin1", maxBuffer: 1 << 28, timeout: ORACLE_TIME_LIMIT_MS, killSignal: "SIGKILL" }, (error, stdout, stderr) => {
      if (error !== null && (error.killed === true || error.signal === "SIGKILL")) return resolve(undefined);
      resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, stdout, stderr });
    });
  });
}

/** Namespaces mlir-opt registers (tsmlir's registry mirrors its registerAllDialects). */
function registeredNamespaces(): Set<string> {
  const registry = new DialectRegistry();
  registerAllDialects(registry);
  return new Set(registry.namespaces);
}

describe("upstream inliner tests vs mlir-opt 19", () => {
  it("prints what mlir-opt prints, per file", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "upstream-tests");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-inline-upstream-"));
    ctx.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const registered = registeredNamespaces();
    const counts: string[] = [];
    const leftOut: string[] = [];
    const failures: string[] = [];
    let compared = 0;
    for (const path of FILES) {
      const file = join(upstreamTestsDir, path);
      if (!existsSync(file)) {
        leftOut.push(`${path}: not in the copy of upstream's tests`);
        continue;
      }
      const text = readFileSync(file, "latin1");
      const runs = runLines(text);
      const chunks = text.split(/^\/\/ -----.*$/m);
      let same = 0;
      let total = 0;
      let skipped = 0;
      for (const [index, chunk] of chunks.entries()) {
        const foreign = [...namespacesOf(chunk)].filter((ns) => !OUR_NAMESPACES.has(ns) && registered.has(ns.split(" ")[0] as string)).sort();
        if (foreign.length > 0) {
          skipped++;
          leftOut.push(`${path}#${index + 1}: uses ${foreign.join(", ")}`);
          continue;
        }
        const name = `chunk${index + 1}.mlir`;
        writeFileSync(join(dir, name), chunk);
        for (const run of runs) {
          for (const debug of [false, true]) {
            const args = ["--allow-unregistered-dialect", ...run, ...(debug ? ["--mlir-print-debuginfo"] : []), name];
            total++;
            const theirs = await runMlirOptWithin(args, dir);
            if (theirs === undefined) {
              leftOut.push(`${path}#${index + 1} ${run.join(" ")}${debug ? " (debuginfo)" : ""}: mlir-opt 19 does not finish within ${ORACLE_TIME_LIMIT_MS / 1000} s`);
              total--;
              continue;
            }
            if (theirs.code >= 128 || theirs.stderr.includes("PLEASE submit a bug report")) {
              leftOut.push(`${path}#${index + 1} ${run.join(" ")}${debug ? " (debuginfo)" : ""}: mlir-opt 19 crashes`);
              total--;
              continue;
            }
            const result = await compare(args, dir);
            if (result.same) same++;
            else failures.push(`${path}#${index + 1}: ${result.report}`);
          }
        }
      }
      compared += total;
      counts.push(`${path}: ${same}/${total} identical (${chunks.length} chunks x ${runs.length} RUN lines x 2; ${skipped} chunks left out)`);
    }
    console.log(`upstream inliner tests:\n  ${counts.join("\n  ")}`);
    if (leftOut.length > 0) console.log(`left out:\n  ${leftOut.join("\n  ")}`);
    if (failures.length > 0) console.log(`${failures.length} differences; the first:\n${failures.slice(0, 3).join("\n\n")}`);
    // A partial copy of upstream's tests may hold none of these files: reported above, and skipped.
    if (counts.length === 0) ctx.skip(`none of the inliner test files is in the copy of upstream's tests (${upstreamTestsDir})`);
    expect(compared).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 300_000);
});
