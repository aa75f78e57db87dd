// tsmlir-tblgen's warm start (bin/tsmlir-tblgen starting Node from dist/snapshot, see
// src/cli/tblgen-snapshot.ts) must be the same tool as the regular launcher
// (bin/tsmlir-tblgen.mjs): on upstream dialects (whose core includes the snapshot holds
// as checkpoints), on tsmlir's own .td files and on the command line's other paths
// (stdin, -o and -d, errors and their include stacks, --batch, the actions left to the
// regular launcher, deep input), both are run and their exit status, stdout bytes,
// stderr and output files compared.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { mlirInclude, repoRoot, skipWithout, unavailable } from "../environment.js";
import { deepInput } from "./deep-inputs.js";

const warm = join(repoRoot, "bin/tsmlir-tblgen");
const regular = join(repoRoot, "bin/tsmlir-tblgen.mjs");
const blob = join(repoRoot, "dist/snapshot/tsmlir-tblgen.blob");

interface Run {
  readonly status: number | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

function run(command: readonly string[], args: readonly string[], input: string | undefined, outFiles: readonly string[]): Run {
  for (const f of outFiles) rmSync(f, { force: true });
  const result = spawnSync(command[0] as string, [...command.slice(1), ...args], { cwd: repoRoot, input, maxBuffer: 1 << 28 });
  const parts = [result.stdout];
  for (const f of outFiles) parts.push(Buffer.from(`\n--- ${f} ---\n`), existsSync(f) ? readFileSync(f) : Buffer.from("(none)"));
  for (const f of outFiles) rmSync(f, { force: true });
  return { status: result.status, stdout: Buffer.concat(parts), stderr: result.stderr.toString("latin1") };
}

describe("tsmlir-tblgen's warm start", () => {
  it("behaves as the regular launcher", (ctx) => {
    skipWithout(ctx, "dist");
    if (!existsSync(blob)) ctx.skip("dist/snapshot holds no tsmlir-tblgen startup snapshot (this Node could not build one: see npm run build's output)");
    // The launcher leaves a snapshot older than the compiled tool aside: both runs would be the regular one.
    if (statSync(blob).mtimeMs <= statSync(join(repoRoot, "dist/src/cli/tblgen.js")).mtimeMs) ctx.skip("dist/snapshot is older than dist/ (rebuilt without it): run npm run build");
    const scratch = mkdtempSync(join(tmpdir(), "tsmlir-tblgen-warm-"));
    try {
      const defs = join(repoRoot, "defs");
      const jobs: { readonly args: string[]; readonly input?: string; readonly out?: readonly string[] }[] = [];
      if (unavailable("mlir-include") === undefined) {
        // Every third upstream dialect's main ops file, records and docs.
        const dialects = join(mlirInclude, "mlir/Dialect");
        const files = readdirSync(dialects)
          .sort()
          .map((d) => join(dialects, d, "IR", `${d}Ops.td`))
          .filter((f) => existsSync(f))
          .filter((_, i) => i % 3 === 0);
        for (const file of files) {
          const includes = ["-I", mlirInclude, "-I", dirname(file)];
          jobs.push({ args: ["--print-records", ...includes, file] }, { args: ["-gen-dialect-doc", ...includes, file] });
        }
      }
      const out = join(scratch, "out.txt");
      const dep = join(scratch, "out.d");
      const batch = join(scratch, "jobs.txt");
      const arith = join(defs, "mlir/Dialect/Arith/IR/ArithOps.td");
      const broken = join(scratch, "broken.td");
      writeFileSync(broken, 'include "mlir/IR/OpBase.td"\ndef X : Op<Missing, "x">;\n');
      const deep = join(scratch, "deep.td");
      // Deeper than the main thread's stack: run again in a worker with a larger one.
      writeFileSync(deep, deepInput("add", 20_000));
      writeFileSync(
        batch,
        [`--print-records ${arith} -o ${out}`, `-gen-dialect-doc -dialect=arith ${arith} -o ${dep}`, "--bogus", `-gen-op-doc ${broken}`].join("\n"),
      );
      jobs.push(
        { args: ["--print-records", arith] },
        { args: ["-gen-dialect-doc", "-dialect=arith", arith] },
        { args: ["-gen-pass-doc", join(defs, "mlir/Transforms/Passes.td")] },
        { args: ["--gen-ts-passes", join(defs, "mlir/Transforms/Passes.td")] },
        { args: ["--gen-ts-dialect", "-dialect=math", join(defs, "mlir/Dialect/Math/IR/MathOps.td")] },
        { args: ["--print-records", "-"], input: 'include "mlir/IR/OpBase.td"\ndef Y : Op<?, "y">;\n' },
        { args: ["--print-records", arith, "-o", out, "-d", dep], out: [out, dep] },
        { args: ["-gen-dialect-doc", broken] },
        { args: ["--print-records", deep] },
        { args: ["--batch", batch], out: [out, dep] },
        { args: ["--no-such-flag"] },
        { args: ["--help"] },
      );
      let same = 0;
      const different: string[] = [];
      for (const job of jobs) {
        const a = run(["node", regular], job.args, job.input, job.out ?? []);
        const b = run([warm], job.args, job.input, job.out ?? []);
        if (a.status === b.status && a.stdout.equals(b.stdout) && a.stderr === b.stderr) same++;
        else different.push(`${job.args.join(" ")}: status ${a.status}/${b.status}, stdout ${a.stdout.length}/${b.stdout.length} bytes\n${a.stderr}\n---\n${b.stderr}`);
      }
      console.log(`tsmlir-tblgen warm start: ${same}/${jobs.length} runs identical to the regular launcher`);
      expect(different).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 600_000);
});
