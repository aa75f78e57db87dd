// Each standard pass tsmlir implements, run by tsmlir-opt and mlir-opt 19 with the same
// flags (with and without --mlir-print-debuginfo), on our own inputs (test/pass/cases, whole
// and split) and on every corpus case whose ops are all in our dialects; stdout, stderr and
// exit status must match. Counts per pass are printed.
//
// cse depends on the ops' memory effects, which our generated dialects do not carry yet
// (the op generator adds them): a cse case may differ from mlir-opt only where mlir-opt
// merged or erased ops and tsmlir left the IR exactly as parsed; those are counted and
// listed as pending effects. Any other difference fails.
import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { genericDir, registeredOnlyCases, repoRoot } from "../dialects/corpus-selection.js";
import { compare, mapLimited, runMlirOpt, runOurs } from "./oracle.js";
import { skipWithout } from "../environment.js";

const ownDir = join(repoRoot, "test/pass/cases");

interface PassCase {
  readonly pass: string;
  readonly flags: readonly string[];
}

const PASSES: readonly PassCase[] = [
  { pass: "symbol-dce", flags: ["-symbol-dce"] },
  { pass: "symbol-privatize", flags: ["-symbol-privatize"] },
  { pass: "symbol-privatize{exclude}", flags: ["--symbol-privatize=exclude=a,nested,other"] },
  { pass: "strip-debuginfo", flags: ["-strip-debuginfo"] },
  { pass: "print-op-stats", flags: ["-print-op-stats"] },
  { pass: "print-op-stats{json}", flags: ["--print-op-stats=json"] },
  { pass: "view-op-graph", flags: ["-view-op-graph"] },
  { pass: "view-op-graph{options}", flags: ["--view-op-graph=print-control-flow-edges=true print-data-flow-edges=false max-label-len=8 print-attrs=false"] },
  { pass: "cse", flags: ["-cse"] },
  { pass: "cse (nested)", flags: ["--pass-pipeline=builtin.module(func.func(cse))"] },
  { pass: "convert-scf-to-cf", flags: ["-convert-scf-to-cf"] },
  { pass: "convert-scf-to-cf (nested)", flags: ["--pass-pipeline=builtin.module(func.func(convert-scf-to-cf))"] },
];

interface Input {
  readonly name: string;
  readonly dir: string;
  readonly split: boolean;
}

function inputs(): Input[] {
  const own = readdirSync(ownDir)
    .filter((n) => n.endsWith(".mlir"))
    .sort()
    .map((name) => ({ name, dir: ownDir, split: true }));
  const corpus = registeredOnlyCases().map((c) => ({ name: c.name, dir: genericDir, split: false }));
  return [...own, ...corpus];
}

describe("standard passes vs mlir-opt 19", () => {
  it("prints what mlir-opt prints, per pass", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const candidates = inputs();
    // Inputs tsmlir-opt does not print back like mlir-opt even without a pass are left out
    // (a printer difference, not a pass one), and listed.
    const baseline = await mapLimited(
      candidates.flatMap((input) => [false, true].map((debug) => ({ input, debug }))),
      4,
      async ({ input, debug }) => ({ input, debug, same: (await compare([...(debug ? ["--mlir-print-debuginfo"] : []), ...(input.split ? ["--split-input-file"] : []), "--allow-unregistered-dialect", input.name], input.dir)).same }),
    );
    const key = (input: Input, debug: boolean): string => `${input.name}${debug ? " (debuginfo)" : ""}`;
    const printerDiffers = new Set(baseline.filter((b) => !b.same).map((b) => key(b.input, b.debug)));
    const all = candidates;
    if (printerDiffers.size > 0) console.log(`printed differently even without a pass (a pass run on them counts only when identical): ${[...printerDiffers].join(", ")}`);
    const failures: string[] = [];
    const pendingEffects: string[] = [];
    const counts: string[] = [];
    for (const { pass, flags } of PASSES) {
      let same = 0;
      let pending = 0;
      let leftOut = 0;
      const jobs = all.flatMap((input) => [false, true].map((debug) => ({ input, debug })));
      const results = await mapLimited(jobs, 4, async ({ input, debug }) => {
        const args = [...flags, ...(debug ? ["--mlir-print-debuginfo"] : []), ...(input.split ? ["--split-input-file"] : []), "--allow-unregistered-dialect", input.name];
        const result = await compare(args, input.dir);
        if (result.same || !pass.startsWith("cse")) return { result, pending: false };
        // Pending effects: tsmlir left the IR as it was parsed, mlir-opt changed it.
        const unchanged = [...args.filter((a) => !flags.includes(a))];
        const [asParsed, ours] = await Promise.all([runMlirOpt(unchanged, input.dir), runOurs(args, input.dir)]);
        return { result, pending: asParsed.stdout === ours.stdout && asParsed.stderr === ours.stderr };
      });
      for (const [i, { result, pending: isPending }] of results.entries()) {
        const job = jobs[i] as (typeof jobs)[number];
        if (result.same) same++;
        else if (printerDiffers.has(key(job.input, job.debug))) leftOut++;
        else if (isPending) {
          pending++;
          pendingEffects.push(`${pass} ${job.input.name}${job.debug ? " (debuginfo)" : ""}`);
        } else failures.push(result.report);
      }
      counts.push(`${pass}: ${same}/${jobs.length} identical${pending > 0 ? `, ${pending} pending op effects` : ""}${leftOut > 0 ? `, ${leftOut} left out (printed differently even without the pass)` : ""}`);
    }
    console.log(`pass conformance (${all.length} inputs x 2 flag sets):\n  ${counts.join("\n  ")}`);
    if (pendingEffects.length > 0) console.log(`cse cases waiting for the ops' memory effects:\n  ${pendingEffects.join("\n  ")}`);
    if (failures.length > 0) console.log(`${failures.length} differences; the first:\n${failures.slice(0, 3).join("\n\n")}`);
    expect(failures.length).toBe(0);
  }, 600_000);
});
