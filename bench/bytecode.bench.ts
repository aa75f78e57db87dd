// Bytecode benchmarks on the 1M-op bigfile (generated once into bench/out/):
//   read+print: bytecode in, generic text out   (ours vs `mlir-opt --mlir-print-op-generic`)
//   parse+write: generic text in, bytecode out  (ours vs `mlir-opt --emit-bytecode`)
// Ours runs from dist/ (npm run build): through tsmlir-opt when it handles bytecode,
// otherwise through the same library calls tsmlir-opt makes.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bestOf, measureCommand, type Benchmark } from "./measure.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const out = join(here, "out");
const MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt";
const BIGFILE = resolve(root, "../shared/oracle/bigfile.sh");
const OPS = 1_000_000;
const textFile = join(out, `bigfile-${OPS}.mlir`);
const bytecodeFile = join(out, `bigfile-${OPS}.mlirbc`);

function prepare(): void {
  mkdirSync(out, { recursive: true });
  if (!existsSync(textFile) || statSync(textFile).size === 0) {
    writeFileSync(textFile, execFileSync(BIGFILE, [String(OPS)], { maxBuffer: 1 << 30 }));
  }
  if (!existsSync(bytecodeFile)) execFileSync(MLIR_OPT, ["--emit-bytecode", textFile, "-o", bytecodeFile]);
  if (!existsSync(join(root, "dist/src/cli/opt-bytecode.js"))) {
    throw new Error("bench/bytecode.bench.ts needs `npm run build` first (it runs dist/)");
  }
}

/** Whether tsmlir-opt itself reads and writes bytecode yet. */
function cliHandlesBytecode(): boolean {
  const probe = join(out, "probe.mlirbc");
  const result = spawnSync("node", [join(root, "bin/tsmlir-opt.mjs"), "--allow-unregistered-dialect", "--emit-bytecode", "-o", probe, textFileSmall()]);
  return result.status === 0 && existsSync(probe) && statSync(probe).size > 4;
}

function textFileSmall(): string {
  const small = join(out, "bytecode-probe.mlir");
  if (!existsSync(small)) writeFileSync(small, '"test.op"() : () -> ()\n');
  return small;
}

// The library path: exactly what tsmlir-opt's bytecode handling calls.
const READ_SCRIPT = `
import { readFileSync, writeFileSync } from "node:fs";
const { MLIRContext } = await import(${JSON.stringify(join(root, "dist/src/ir/context.js"))});
const { readBytecodeModule } = await import(${JSON.stringify(join(root, "dist/src/cli/opt-bytecode.js"))});
const { printTopLevel } = await import(${JSON.stringify(join(root, "dist/src/asm/printer.js"))});
const [input, output] = process.argv.slice(1);
const context = new MLIRContext({ allowUnregisteredDialects: true });
const module = readBytecodeModule(new Uint8Array(readFileSync(input)), context, input);
const chunks = printTopLevel(module, { flags: { printGenericOpForm: true, printDebugInfo: false, printLocalScope: false } });
writeFileSync(output, chunks.join("") + "\\n", "latin1");
`;

const WRITE_SCRIPT = `
import { readFileSync, writeFileSync } from "node:fs";
const { MLIRContext } = await import(${JSON.stringify(join(root, "dist/src/ir/context.js"))});
const { parseSourceFile } = await import(${JSON.stringify(join(root, "dist/src/asm/parser.js"))});
const { SourceFile } = await import(${JSON.stringify(join(root, "dist/src/support/source.js"))});
const { writeBytecodeModule } = await import(${JSON.stringify(join(root, "dist/src/cli/opt-bytecode.js"))});
const [input, output] = process.argv.slice(1);
const context = new MLIRContext({ allowUnregisteredDialects: true });
const { module } = parseSourceFile(new SourceFile(input, readFileSync(input, "latin1")), context, { allowUnregisteredDialect: true });
writeFileSync(output, writeBytecodeModule(module));
`;

function ours(mode: "read" | "write", input: string, output: string): { command: string; args: string[] } {
  if (cliHandlesBytecode()) {
    const cli = join(root, "bin/tsmlir-opt.mjs");
    const flags = mode === "read" ? ["--mlir-print-op-generic"] : ["--emit-bytecode"];
    return { command: "node", args: [cli, "--allow-unregistered-dialect", ...flags, input, "-o", output] };
  }
  const script = mode === "read" ? READ_SCRIPT : WRITE_SCRIPT;
  return { command: "node", args: ["--max-old-space-size=8192", "--input-type=module", "-e", script, input, output] };
}

export const benchmarks: Benchmark[] = [
  {
    name: `bytecode read + print generic (${OPS} ops)`,
    run() {
      prepare();
      const output = join(out, "bytecode-read.ours.mlir");
      const mine = ours("read", bytecodeFile, output);
      const result = bestOf(2, () => measureCommand(mine.command, mine.args, root));
      const reference = bestOf(2, () => measureCommand(MLIR_OPT, ["--mlir-print-op-generic", bytecodeFile, "-o", join(out, "bytecode-read.mlir-opt.mlir")]));
      return { name: this.name, ours: result, reference, timeGoal: 1.5, notes: `exit ${result.exitCode}` };
    },
  },
  {
    name: `parse text + write bytecode (${OPS} ops)`,
    run() {
      prepare();
      const output = join(out, "bytecode-write.ours.mlirbc");
      const mine = ours("write", textFile, output);
      const result = bestOf(2, () => measureCommand(mine.command, mine.args, root));
      const reference = bestOf(2, () => measureCommand(MLIR_OPT, ["--emit-bytecode", textFile, "-o", join(out, "bytecode-write.mlir-opt.mlirbc")]));
      const same = existsSync(output) && spawnSync("cmp", ["-s", output, join(out, "bytecode-write.mlir-opt.mlirbc")]).status === 0;
      return { name: this.name, ours: result, reference, timeGoal: 1.5, notes: `exit ${result.exitCode}, output ${same ? "byte-identical to" : "differs from"} mlir-opt's` };
    },
  },
];
