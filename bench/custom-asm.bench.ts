// Custom-form parse + print of a large module of builtin/func/arith/cf/scf ops, ours vs
// mlir-opt on the same file in the same run. The input is oracle/bigfile.sh's module
// (tensor.extract, the one op outside our dialects, replaced by an f32 constant so the
// IR stays valid) converted once to custom form by mlir-opt into bench/out/. Both tools
// get --allow-unregistered-dialect for the module's `#dlti` attribute.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bestOf, measureCommand, type Benchmark } from "./measure.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const shared = resolve(repoRoot, "../shared");
const outDir = join(repoRoot, "bench/out");
const mlirOpt = process.env["MLIR_OPT"] ?? "/usr/lib/llvm-19/bin/mlir-opt";
const OPS = Number(process.env["CUSTOM_ASM_BENCH_OPS"] ?? 1_000_000);

const TENSOR_EXTRACT = /"tensor\.extract"\([^)]*\) : \([^)]*\) -> f32/g;

function customFormFile(): string {
  const path = join(outDir, `custom-${OPS}.mlir`);
  if (existsSync(path)) return path;
  mkdirSync(outDir, { recursive: true });
  const generic = execFileSync(join(shared, "oracle/bigfile.sh"), [String(OPS)], { maxBuffer: 2 ** 31, stdio: ["ignore", "pipe", "ignore"] }).toString("latin1");
  const ours = generic.replace(TENSOR_EXTRACT, `"arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32`);
  const genericPath = join(outDir, `custom-${OPS}.generic.mlir`);
  writeFileSync(genericPath, ours, "latin1");
  execFileSync(mlirOpt, [genericPath, "-o", path], { stdio: ["ignore", "ignore", "inherit"] });
  return path;
}

const FORMAT_OPS = Number(process.env["CUSTOM_ASM_FORMAT_OPS"] ?? 500_000);

/**
 * A flat module of ops whose syntax comes only from assembly formats (arith, math,
 * index), deterministic, to measure the generated parsers and printers on their own.
 */
function formatOpsFile(): string {
  const path = join(outDir, `format-ops-${FORMAT_OPS}.mlir`);
  if (existsSync(path)) return path;
  mkdirSync(outDir, { recursive: true });
  const shapes = [
    (n: number) => `%v${n} = arith.addi %a, %a : i32`,
    (n: number) => `%v${n} = arith.muli %a, %a overflow<nsw> : i32`,
    (n: number) => `%v${n} = arith.addf %f, %f fastmath<fast> : f32`,
    (n: number) => `%v${n} = arith.cmpi slt, %a, %a : i32`,
    (n: number) => `%v${n} = arith.cmpf olt, %f, %f : f32`,
    (n: number) => `%v${n} = index.add %x, %x`,
    (n: number) => `%v${n} = math.exp %f : f32`,
    (n: number) => `%v${n} = arith.extsi %a : i32 to i64`,
    (n: number) => `%v${n} = arith.index_cast %a : i32 to index`,
  ];
  const lines = ['%a = "test.src"() : () -> i32', '%f = "test.src"() : () -> f32', '%x = "test.src"() : () -> index'];
  let seed = 12345;
  for (let i = 0; i < FORMAT_OPS; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    lines.push((shapes[seed % shapes.length] as (n: number) => string)(i));
  }
  writeFileSync(path, `${lines.join("\n")}\n`, "latin1");
  return path;
}

function ourCommand(): { command: string; prefix: string[]; notes: string } {
  const launcher = join(repoRoot, "bin/tsmlir-opt.mjs");
  if (existsSync(join(repoRoot, "dist/src/cli/opt.js"))) return { command: process.execPath, prefix: [launcher], notes: "ours: dist build" };
  return { command: process.execPath, prefix: ["--import", "tsx", join(repoRoot, "src/cli/opt-entry.ts")], notes: "ours: sources via tsx (no dist build)" };
}

function compare(refOut: string, ourOut: string, exitCode: number): string {
  if (exitCode !== 0 || !existsSync(ourOut)) return "not compared";
  return readFileSync(refOut).equals(readFileSync(ourOut)) ? "outputs identical" : "OUTPUTS DIFFER";
}

export const benchmarks: Benchmark[] = [
  {
    name: `custom asm: parse + print of format-only ops, ${FORMAT_OPS} ops`,
    run() {
      const input = formatOpsFile();
      const ours = ourCommand();
      const runs = Number(process.env["BENCH_RUNS"] ?? 1);
      const refOut = join(outDir, "ref.format-ops.mlir");
      const ourOut = join(outDir, "ours.format-ops.mlir");
      const reference = bestOf(runs, () => measureCommand(mlirOpt, ["--allow-unregistered-dialect", input, "-o", refOut]));
      const measured = bestOf(runs, () => measureCommand(ours.command, [...ours.prefix, "--allow-unregistered-dialect", input, "-o", ourOut]));
      return {
        name: this.name,
        ours: measured,
        reference,
        timeGoal: 2,
        notes: `${ours.notes}; exit codes ${measured.exitCode}/${reference.exitCode}; ${compare(refOut, ourOut, measured.exitCode)}`,
      };
    },
  },
  {
    name: `custom asm: parse + print custom form, ${OPS} ops`,
    run() {
      const input = customFormFile();
      const ours = ourCommand();
      const runs = Number(process.env["BENCH_RUNS"] ?? 1);
      const refOut = join(outDir, "ref.custom.mlir");
      const ourOut = join(outDir, "ours.custom.mlir");
      const reference = bestOf(runs, () => measureCommand(mlirOpt, ["--allow-unregistered-dialect", input, "-o", refOut]));
      const measured = bestOf(runs, () => measureCommand(ours.command, [...ours.prefix, "--allow-unregistered-dialect", input, "-o", ourOut]));
      let identical = "not compared";
      if (measured.exitCode === 0 && existsSync(ourOut)) {
        identical = readFileSync(refOut).equals(readFileSync(ourOut)) ? "outputs identical" : "OUTPUTS DIFFER";
      }
      return {
        name: this.name,
        ours: measured,
        reference,
        timeGoal: 2,
        notes: `${ours.notes}; exit codes ${measured.exitCode}/${reference.exitCode}; ${identical}`,
      };
    },
  },
];
