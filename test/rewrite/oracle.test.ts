// -canonicalize against mlir-opt 19.
//
// 1. Our cases (oracle-cases/*.mlir) under the driver's variants (top-down/bottom-up,
//    region-simplify levels, iteration limits; custom and generic+debuginfo output), with
//    MLIR's patterns filtered out on both sides (`enable-patterns` naming no pattern):
//    what is compared is the driver, folding, dead code, constants and region
//    simplification. Each case says in its header what it needs of our registrations
//    (`NEEDS:` memory effects, branch interfaces) and whether the full -canonicalize
//    (MLIR's patterns included) is expected to match (`FULL: same`) or not yet and why.
// 2. The corpus cases whose ops are all in our dialects, with the full -canonicalize:
//    counts, and the reason of each difference.
// 3. The command line: option syntax, errors and test-convergence as mlir-opt has them.
//
// Until the op generator emits memory effects and BranchOpInterface, test-only stand-ins
// supply them (stand-ins.ts); every comparison also runs without them and the counts say
// what depends on them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { registeredOnlyCases } from "../dialects/corpus-selection.js";
import { runOpt } from "../opt/run-opt.js";
import { mlirOpt, oracleMissing, runMlirOpt, runOurs } from "./harness.js";

const here = dirname(fileURLToPath(import.meta.url));
const casesDir = join(here, "oracle-cases");
const missing = oracleMissing();
if (missing !== undefined) console.log(`canonicalize oracle skipped: ${missing}`);

/** A name no pattern has: both tools then run without canonicalization patterns. */
const NO_PATTERNS = "enable-patterns=no-such-pattern";

const DRIVER_VARIANTS = ["", "top-down=false", "region-simplify=aggressive", "region-simplify=disabled", "max-iterations=1", "max-num-rewrites=0"];
const PRINT_MODES: readonly (readonly string[])[] = [[], ["--mlir-print-op-generic", "--mlir-print-debuginfo"]];

interface OracleCase {
  readonly name: string;
  readonly text: string;
  /** What of our registrations the case needs beyond the core (effects, branches), empty: nothing. */
  readonly needs: readonly string[];
  /** Undefined when the full -canonicalize is expected to match, else why not. */
  readonly fullPending: string | undefined;
}

function header(text: string, key: string): string | undefined {
  return new RegExp(`^// ${key}: (.*)$`, "m").exec(text)?.[1]?.trim();
}

function loadCases(): OracleCase[] {
  return readdirSync(casesDir)
    .filter((n) => n.endsWith(".mlir"))
    .sort()
    .map((name) => {
      const text = readFileSync(join(casesDir, name), "latin1");
      const needs = header(text, "NEEDS");
      const full = header(text, "FULL");
      if (needs === undefined || full === undefined) throw new Error(`${name}: the NEEDS and FULL header lines are required`);
      return { name, text, needs: needs === "nothing" ? [] : needs.split(/,\s*/), fullPending: full === "same" ? undefined : full };
    });
}

async function compare(text: string, args: readonly string[], standIns: boolean): Promise<string | undefined> {
  const theirs = runMlirOpt(text, ["--allow-unregistered-dialect", ...args]);
  const ours = await runOurs(text, ["--allow-unregistered-dialect", ...args], standIns);
  if (theirs.ok !== ours.ok) return `mlir-opt ${theirs.ok ? "succeeds" : "fails"}, ours ${ours.ok ? "succeeds" : "fails"}`;
  if (theirs.output === ours.output) return undefined;
  const a = theirs.output.split("\n");
  const b = ours.output.split("\n");
  const line = a.findIndex((l, i) => l !== b[i]);
  return `first difference at line ${line + 1}:\n  mlir-opt: ${a[line] ?? "<end>"}\n  ours:     ${b[line] ?? "<end>"}`;
}

describe.skipIf(missing !== undefined)("canonicalize against mlir-opt 19", () => {
  const cases = loadCases();

  it("matches the driver, folding, constants and region simplification on our cases", async () => {
    const failures: string[] = [];
    let runs = 0;
    let withoutStandIns = 0;
    let withoutStandInsSame = 0;
    for (const c of cases) {
      for (const variant of DRIVER_VARIANTS) {
        for (const print of PRINT_MODES) {
          const args = [...print, `--canonicalize=${NO_PATTERNS} ${variant}`];
          runs++;
          const difference = await compare(c.text, args, true);
          if (difference !== undefined) failures.push(`${c.name} ${args.join(" ")}: ${difference}`);
          // Without the stand-ins: what already holds with the generated registrations.
          withoutStandIns++;
          const bare = await compare(c.text, args, false);
          if (bare === undefined) withoutStandInsSame++;
          else if (c.needs.length === 0) failures.push(`${c.name} ${args.join(" ")} (no stand-ins needed): ${bare}`);
        }
      }
    }
    console.log(`canonicalize driver cases: ${runs - failures.length}/${runs} identical to mlir-opt (${cases.length} files × ${DRIVER_VARIANTS.length} option sets × ${PRINT_MODES.length} print modes)`);
    console.log(`  without the stand-in effects/branch interfaces: ${withoutStandInsSame}/${withoutStandIns} (cases needing them: ${cases.filter((c) => c.needs.length > 0).map((c) => `${c.name} [${c.needs.join(", ")}]`).join(", ")})`);
    expect(failures).toEqual([]);
  });

  it("matches the full -canonicalize where our cases need no patterns or folders we lack", async () => {
    const failures: string[] = [];
    const pending: string[] = [];
    for (const c of cases) {
      for (const print of PRINT_MODES) {
        const difference = await compare(c.text, [...print, "--canonicalize"], true);
        if (c.fullPending === undefined) {
          if (difference !== undefined) failures.push(`${c.name}: ${difference}`);
        } else if (difference === undefined) pending.push(`${c.name}: now identical, its FULL header can say "same"`);
        else pending.push(`${c.name}: ${c.fullPending}`);
      }
    }
    console.log(`full -canonicalize on our cases: ${cases.length * PRINT_MODES.length - pending.length - failures.length} identical, ${pending.length} pending:\n  ${[...new Set(pending)].join("\n  ")}`);
    expect(failures).toEqual([]);
  });

  it("reports the corpus cases in our dialects: identical or why not, in each print mode", async () => {
    const corpus = registeredOnlyCases();
    const modes: readonly (readonly [string, readonly string[]])[] = [
      ["plain", []],
      ["debuginfo", ["--mlir-print-debuginfo"]],
      ["generic", ["--mlir-print-op-generic"]],
    ];
    const counts: string[] = [];
    const differences: string[] = [];
    for (const [mode, flags] of modes) {
      let same = 0;
      let sameWithout = 0;
      for (const c of corpus) {
        const text = c.bytes.toString("latin1");
        const args = [...flags, "--canonicalize"];
        const difference = await compare(text, args, true);
        if ((await compare(text, args, false)) === undefined) sameWithout++;
        if (difference === undefined) {
          same++;
          continue;
        }
        // Does MLIR need its patterns for this case? Then that is the reason.
        const patternsMatter = runMlirOpt(text, args).output !== runMlirOpt(text, [...flags, `--canonicalize=${NO_PATTERNS}`]).output;
        const driverOnly = await compare(text, [...flags, `--canonicalize=${NO_PATTERNS}`], true);
        const reason = patternsMatter ? "canonicalization patterns of our dialects" : "folders of our dialects or the printer";
        differences.push(`${c.name} [${mode}]: ${reason}${driverOnly === undefined ? "; identical without patterns" : `; without patterns too: ${driverOnly.split("\n")[0] ?? ""}`}: ${difference}`);
      }
      counts.push(`${mode} ${same}/${corpus.length} (${sameWithout} without the stand-ins)`);
    }
    console.log(`corpus -canonicalize identical to mlir-opt: ${counts.join(", ")}\n  ${differences.join("\n  ")}`);
    expect(differences).toEqual([]);
  });
});

describe.skipIf(missing !== undefined)("tsmlir-opt -canonicalize command line", () => {
  const input = "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 3 : i32\n  %0 = arith.muli %c, %a : i32\n  %d = arith.constant 3 : i32\n  %1 = arith.addi %0, %d : i32\n  return %1 : i32\n}\n";
  const requests: readonly (readonly string[])[] = [
    ["-canonicalize"],
    ["--canonicalize"],
    ["--canonicalize=top-down=false region-simplify=aggressive"],
    ["--canonicalize=top-down=0 max-iterations=0x3 max-num-rewrites=-1"],
    ["--canonicalize=max-iterations=1 test-convergence=true"],
    ["--canonicalize=max-iterations=1 test-convergence"],
    ["--canonicalize=test-convergence disable-patterns=A,B enable-patterns={C,D}"],
    ["--canonicalize", "--canonicalize=top-down=false"],
    ["--canonicalize=top-down=maybe"],
    ["--canonicalize=max-iterations=x"],
    ["--canonicalize=max-iterations"],
    ["--canonicalize=region-simplify=sometimes"],
    ["--canonicalize=bogus=1"],
  ];

  const work = mkdtempSync(join(tmpdir(), "tsmlir-canonicalize-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("takes the options and reports their errors as mlir-opt does", async () => {
    writeFileSync(join(work, "input.mlir"), input);
    const wrong: string[] = [];
    for (const args of requests) {
      const theirs = runMlirOptRaw(work, [...args, "input.mlir"]);
      const ours = await runOpt([...args, "input.mlir"], work);
      const expected = theirs.stderr.replace(/^mlir-opt: /gm, "tsmlir-opt: ");
      if (ours.code !== theirs.code || ours.stdout !== theirs.stdout || ours.stderr !== expected)
        wrong.push(`${args.join(" ")}: mlir-opt ${theirs.code} ${JSON.stringify(expected)}, ours ${ours.code} ${JSON.stringify(ours.stderr)}`);
    }
    console.log(`-canonicalize command lines: ${requests.length - wrong.length}/${requests.length} as mlir-opt`);
    expect(wrong).toEqual([]);
  });
});

/** mlir-opt in `cwd` with its exit code and both streams. */
function runMlirOptRaw(cwd: string, args: readonly string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(mlirOpt, args, { cwd, encoding: "latin1" });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
