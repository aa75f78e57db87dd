// Bytecode benchmarks on the 1M-op bigfile (generated once into bench/out/):
//   read+print: bytecode in, generic text out   (ours vs `mlir-opt --mlir-print-op-generic`)
//   parse+write: generic text in, bytecode out  (ours vs `mlir-opt --emit-bytecode`)
// Ours runs from dist/ (npm run build), through bin/tsmlir-opt.mjs.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bestOfAlternating, measureCommand, type Benchmark } from "./measure.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const out = join(here, "out");
const MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt";
const BIGFILE = resolve(root, "../shared/oracle/bigfile.sh");
const OPS = 1_000_000;
/** Runs of each command (alternating), best taken; BENCH_RUNS overrides. */
const RUNS = Number(process.env["BENCH_RUNS"] ?? 3);
const textFile = join(out, `bigfile-${OPS}.mlir`);
const bytecodeFile = join(out, `bigfile-${OPS}.mlirbc`);

function prepare(): void {
  mkdirSync(out, { recursive: true });
  if (!existsSync(textFile) || statSync(textFile).size === 0) {
    writeFileSync(textFile, execFileSync(BIGFILE, [String(OPS)], { maxBuffer: 1 << 30 }));
  }
  if (!existsSync(bytecodeFile)) execFileSync(MLIR_OPT, ["--emit-bytecode", textFile, "-o", bytecodeFile]);
  if (!existsSync(join(root, "dist/src/cli/opt.js"))) {
    throw new Error("bench/bytecode.bench.ts needs `npm run build` first (it runs dist/)");
  }
}

/** tsmlir-opt as a user runs it: the launcher picks the heap flags for the input. */
function ours(mode: "read" | "write", input: string, output: string): { command: string; args: string[] } {
  const cli = join(root, "bin/tsmlir-opt.mjs");
  const flags = mode === "read" ? ["--mlir-print-op-generic"] : ["--emit-bytecode"];
  return { command: "node", args: [cli, "--allow-unregistered-dialect", ...flags, input, "-o", output] };
}

function sameFile(a: string, b: string): boolean {
  return existsSync(a) && existsSync(b) && spawnSync("cmp", ["-s", a, b]).status === 0;
}

export const benchmarks: Benchmark[] = [
  {
    name: `bytecode read + print generic (${OPS} ops)`,
    run() {
      prepare();
      const output = join(out, "bytecode-read.ours.mlir");
      const expected = join(out, "bytecode-read.mlir-opt.mlir");
      const mine = ours("read", bytecodeFile, output);
      const [result, reference] = bestOfAlternating(
        RUNS,
        () => measureCommand(mine.command, mine.args, root),
        () => measureCommand(MLIR_OPT, ["--mlir-print-op-generic", bytecodeFile, "-o", expected]),
      );
      return { name: this.name, ours: result, reference, timeGoal: 1.5, notes: `exit ${result.exitCode}, output ${sameFile(output, expected) ? "identical to" : "differs from"} mlir-opt's` };
    },
  },
  {
    name: `parse text + write bytecode (${OPS} ops)`,
    run() {
      prepare();
      const output = join(out, "bytecode-write.ours.mlirbc");
      const mine = ours("write", textFile, output);
      const [result, reference] = bestOfAlternating(
        RUNS,
        () => measureCommand(mine.command, mine.args, root),
        () => measureCommand(MLIR_OPT, ["--emit-bytecode", textFile, "-o", join(out, "bytecode-write.mlir-opt.mlirbc")]),
      );
      const same = sameFile(output, join(out, "bytecode-write.mlir-opt.mlirbc"));
      return { name: this.name, ours: result, reference, timeGoal: 1.5, notes: `exit ${result.exitCode}, output ${same ? "byte-identical to" : "differs from"} mlir-opt's` };
    },
  },
];
