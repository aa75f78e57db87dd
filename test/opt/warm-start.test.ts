// tsmlir-opt's warm start (bin/tsmlir-opt starting Node from dist/snapshot, see
// src/cli/opt-snapshot.ts) must be the same tool as the regular launcher
// (bin/tsmlir-opt.mjs): for corpus files and for the command line's other paths (stdin,
// -o, split input, bytecode, passes, errors, plugins), both are run and their exit status, stdout
// bytes and stderr compared.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { casesDir, repoRoot, skipWithout } from "../environment.js";

const warm = join(repoRoot, "bin/tsmlir-opt");
const regular = join(repoRoot, "bin/tsmlir-opt.mjs");
const blob = join(repoRoot, "dist/snapshot/tsmlir-opt.blob");

interface Run {
  readonly status: number | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

function run(command: readonly string[], args: readonly string[], input: string | undefined, outFile: string | undefined): Run {
  const result = spawnSync(command[0] as string, [...command.slice(1), ...args], { cwd: repoRoot, input, maxBuffer: 1 << 28 });
  const stdout = outFile !== undefined && existsSync(outFile) ? Buffer.concat([result.stdout, Buffer.from("\n--- -o file ---\n"), readFileSync(outFile)]) : result.stdout;
  return { status: result.status, stdout, stderr: result.stderr.toString("utf8") };
}

describe("tsmlir-opt's warm start", () => {
  it("behaves as the regular launcher", (ctx) => {
    skipWithout(ctx, "dist", "corpus");
    if (!existsSync(blob)) ctx.skip("dist/snapshot holds no startup snapshot (this Node could not build one: see npm run build's output)");
    const scratch = mkdtempSync(join(tmpdir(), "tsmlir-warm-"));
    try {
      // Every 30th corpus case (16), as a file, in generic form, and as bytecode.
      const files = readdirSync(casesDir).filter((f) => f.endsWith(".mlir")).sort().filter((_, i) => i % 30 === 0);
      const jobs: { readonly args: string[]; readonly input?: string; readonly out?: string }[] = [];
      for (const f of files) {
        const path = join(casesDir, f);
        jobs.push({ args: ["--allow-unregistered-dialect", "--split-input-file", path] });
        jobs.push({ args: ["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo", path] });
      }
      const sample = join(casesDir, files[0] as string);
      const out = join(scratch, "out.mlirbc");
      jobs.push(
        { args: ["-"], input: "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n" },
        { args: ["-", "--canonicalize", "--cse"], input: "func.func @f(%a: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %0 = arith.addi %a, %c0 : i32\n  return %0 : i32\n}\n" },
        { args: ["-", "--pass-pipeline=builtin.module(func.func(cse))", "--mlir-pass-statistics"], input: "func.func @f() {\n  return\n}\n" },
        { args: ["-"], input: "func.func @f() {\n  %0 = arith.addf %x, %x : f32\n}\n" },
        { args: ["--no-such-flag", "-"], input: "" },
        { args: ["--allow-unregistered-dialect", "--emit-bytecode", sample, "-o", out], out },
        { args: ["examples/hello.mlir", "--mlir-print-debuginfo"] },
        { args: ["--load-dialect-plugin=test/package/consumer/hello-plugin.mjs", "test/package/consumer/hello.mlir"] },
      );
      let same = 0;
      const different: string[] = [];
      for (const job of jobs) {
        const a = run(["node", regular], job.args, job.input, job.out);
        if (job.out !== undefined) rmSync(job.out, { force: true });
        const b = run([warm], job.args, job.input, job.out);
        if (job.out !== undefined) rmSync(job.out, { force: true });
        if (a.status === b.status && a.stdout.equals(b.stdout) && a.stderr === b.stderr) same++;
        else different.push(`${job.args.join(" ")}: status ${a.status}/${b.status}\n${a.stderr}\n---\n${b.stderr}`);
      }
      console.log(`warm start: ${same}/${jobs.length} runs identical to the regular launcher`);
      expect(different).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 600_000);
});
