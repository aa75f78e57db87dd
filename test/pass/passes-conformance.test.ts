// Each standard pass tsmlir implements, run by tsmlir-opt and mlir-opt 19 with the same
// flags (with and without --mlir-print-debuginfo), on our own inputs (test/pass/cases, each
// `// -----` chunk as its own file, so one chunk left out does not take its file with it)
// and on every corpus case whose ops are all in our dialects; stdout, stderr and exit status
// must match. Counts per pass are printed. Inputs on which mlir-opt 19 itself crashes for a
// pass are counted and listed, not compared.
//
// cse depends on the ops' memory effects, which our generated dialects do not carry yet
// (the op generator adds them): a cse case may differ from mlir-opt only where mlir-opt
// merged or erased ops and tsmlir left the IR exactly as parsed; those are counted and
// listed as pending effects. Any other difference fails.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { genericDir, registeredOnlyCases, repoRoot } from "../dialects/corpus-selection.js";
import { compare, identity, mapLimited, runMlirOpt, runOurs, type Normalize } from "./oracle.js";
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
  { pass: "loop-invariant-code-motion", flags: ["-loop-invariant-code-motion"] },
  { pass: "loop-invariant-code-motion (nested)", flags: ["--pass-pipeline=builtin.module(func.func(loop-invariant-code-motion))"] },
  { pass: "control-flow-sink", flags: ["-control-flow-sink"] },
  { pass: "remove-dead-values", flags: ["-remove-dead-values"] },
  { pass: "sccp", flags: ["-sccp"] },
  { pass: "sccp (nested)", flags: ["--pass-pipeline=builtin.module(func.func(sccp))"] },
  { pass: "convert-scf-to-cf", flags: ["-convert-scf-to-cf"] },
  { pass: "convert-scf-to-cf (nested)", flags: ["--pass-pipeline=builtin.module(func.func(convert-scf-to-cf))"] },
  { pass: "inline", flags: ["-inline"] },
];

interface Input {
  readonly name: string;
  readonly dir: string;
}

/** Our own inputs, one file per `// -----` chunk (named `<file>#<n>.mlir`) in `dir`. */
function ownChunks(dir: string): Input[] {
  const out: Input[] = [];
  for (const file of readdirSync(ownDir).filter((n) => n.endsWith(".mlir")).sort()) {
    const chunks = readFileSync(join(ownDir, file), "utf8").split(/^\/\/ -----$/m);
    chunks.forEach((chunk, i) => {
      const name = `${file.slice(0, -".mlir".length)}#${i}.mlir`;
      writeFileSync(join(dir, name), chunk);
      out.push({ name, dir });
    });
  }
  return out;
}

function inputs(chunkDir: string): Input[] {
  const corpus = registeredOnlyCases().map((c) => ({ name: c.name, dir: genericDir }));
  return [...ownChunks(chunkDir), ...corpus];
}

/** mlir-opt's output without the `see current operation` note that follows `error: null operand found`. */
const dropNullOperandNote: Normalize = (r) => ({ ...r, stderr: r.stderr.replace(/(error: null operand found\n(?:.*\n){2})[^\n]*note: see current operation: [^\n]*<<NULL VALUE>>[^\n]*\n/g, "$1") });

/** mlir-opt 19 crashed (a signal, or LLVM's crash report). */
function crashed(result: { code: number; stderr: string }): boolean {
  return result.code >= 128 || result.stderr.includes("PLEASE submit a bug report");
}

describe("standard passes vs mlir-opt 19", () => {
  it("prints what mlir-opt prints, per pass", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const chunkDir = mkdtempSync(join(tmpdir(), "tsmlir-pass-cases-"));
    ctx.onTestFinished(() => rmSync(chunkDir, { recursive: true, force: true }));
    const candidates = inputs(chunkDir);
    // Inputs tsmlir-opt does not print back like mlir-opt even without a pass are left out
    // (a printer difference, not a pass one), and listed.
    const baseline = await mapLimited(
      candidates.flatMap((input) => [false, true].map((debug) => ({ input, debug }))),
      4,
      async ({ input, debug }) => ({ input, debug, same: (await compare([...(debug ? ["--mlir-print-debuginfo"] : []), "--allow-unregistered-dialect", input.name], input.dir)).same }),
    );
    const key = (input: Input, debug: boolean): string => `${input.name}${debug ? " (debuginfo)" : ""}`;
    const printerDiffers = new Set(baseline.filter((b) => !b.same).map((b) => key(b.input, b.debug)));
    const all = candidates;
    if (printerDiffers.size > 0) console.log(`printed differently even without a pass (a pass run on them counts only when identical): ${[...printerDiffers].join(", ")}`);
    const failures: string[] = [];
    const pendingEffects: string[] = [];
    const oracleCrashes: string[] = [];
    const nullOperandNotes: string[] = [];
    const counts: string[] = [];
    for (const { pass, flags } of PASSES) {
      let same = 0;
      let pending = 0;
      let crashes = 0;
      let leftOut = 0;
      const jobs = all.flatMap((input) => [false, true].map((debug) => ({ input, debug })));
      const results = await mapLimited(jobs, 4, async ({ input, debug }) => {
        const args = [...flags, ...(debug ? ["--mlir-print-debuginfo"] : []), "--allow-unregistered-dialect", input.name];
        const result = await compare(args, input.dir);
        if (!result.same && crashed(await runMlirOpt(args, input.dir))) return { result, pending: false, crash: true };
        if (!result.same && pass === "remove-dead-values") {
          // mlir-opt 19 can leave an operand without a value; its verifier's note then prints the
          // op with `<<NULL VALUE>>`, which tsmlir's printer cannot show: compared without that note.
          const withoutNullNote = await compare(args, input.dir, identity, dropNullOperandNote);
          if (withoutNullNote.same) return { result, pending: false, crash: false, nullNote: true };
        }
        if (result.same || !pass.startsWith("cse")) return { result, pending: false, crash: false };
        // Pending effects: tsmlir left the IR as it was parsed, mlir-opt changed it.
        const unchanged = [...args.filter((a) => !flags.includes(a))];
        const [asParsed, ours] = await Promise.all([runMlirOpt(unchanged, input.dir), runOurs(args, input.dir)]);
        return { result, pending: asParsed.stdout === ours.stdout && asParsed.stderr === ours.stderr, crash: false };
      });
      let nullNotes = 0;
      for (const [i, outcome] of results.entries()) {
        const { result, pending: isPending, crash } = outcome;
        const job = jobs[i] as (typeof jobs)[number];
        if (result.same) same++;
        else if ("nullNote" in outcome) {
          nullNotes++;
          nullOperandNotes.push(`${pass} ${job.input.name}${job.debug ? " (debuginfo)" : ""}`);
        }
        else if (crash) {
          crashes++;
          oracleCrashes.push(`${pass} ${job.input.name}${job.debug ? " (debuginfo)" : ""}`);
        }
        else if (printerDiffers.has(key(job.input, job.debug))) leftOut++;
        else if (isPending) {
          pending++;
          pendingEffects.push(`${pass} ${job.input.name}${job.debug ? " (debuginfo)" : ""}`);
        } else failures.push(result.report);
      }
      counts.push(`${pass}: ${same}/${jobs.length - crashes} identical${pending > 0 ? `, ${pending} pending op effects` : ""}${crashes > 0 ? ` (${crashes} left out: mlir-opt 19 crashes)` : ""}${leftOut > 0 ? `, ${leftOut} left out (printed differently even without the pass)` : ""}${nullNotes > 0 ? `, ${nullNotes} identical but for the null-operand note` : ""}`);
    }
    console.log(`pass conformance (${all.length} inputs x 2 flag sets):\n  ${counts.join("\n  ")}`);
    if (nullOperandNotes.length > 0) console.log(`identical but for mlir-opt's <<NULL VALUE>> note:\n  ${nullOperandNotes.join("\n  ")}`);
    if (oracleCrashes.length > 0) console.log(`left out, mlir-opt 19 crashes:\n  ${oracleCrashes.join("\n  ")}`);
    if (pendingEffects.length > 0) console.log(`cse cases waiting for the ops' memory effects:\n  ${pendingEffects.join("\n  ")}`);
    expect(failures, `${failures.length} differences; the first:\n${failures.slice(0, 3).join("\n\n")}`).toEqual([]);
    // Every input prints as mlir-opt prints it (the debuginfo location aliases included): none is left out.
    expect([...printerDiffers]).toEqual([]);
  }, 1_500_000);
});
