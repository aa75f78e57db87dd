// tsmlir's main job end to end, as `npm run example` runs it, on the Toy dialect of
// examples/toy/: from its .td file to a typed TypeScript module and docs, IR built with
// that module, text and bytecode round trips, a located diagnostic, and toy-opt (the
// project's own opt tool) running the Toy pass. Each tool step prints the command a user
// types (`npx tsmlir-tblgen ...` in a project that installed the package); the API steps
// use the `tsmlir` package API. Outputs land in examples/out/.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as ir from "tsmlir";
import { buildToyProgram } from "./toy/build.js";
import { toyDialect } from "./toy/toy-hooks.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "examples/out");
/** The dialect this job starts from (ODS, including "mlir/IR/OpBase.td" from defs/ with no -I). */
const dialectTd = "examples/toy/Toy.td";

function step(title: string): void {
  process.stdout.write(`\n== ${title}\n`);
}

/** Runs a command as a user types it (shown as `display`); returns its stdout. */
function run(display: string, command: readonly string[]): string {
  process.stdout.write(`$ ${display}\n`);
  const result = spawnSync(process.execPath, command, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`${display} exited with status ${String(result.status)}`);
  }
  if (result.stderr.length > 0) process.stdout.write(result.stderr);
  return result.stdout;
}

/** One of the package's command-line tools (bin/NAME.mjs), as `npx NAME ARGS` runs it. */
function tool(name: "tsmlir-tblgen" | "tsmlir-opt", args: readonly string[]): string {
  return run(`npx ${name} ${args.join(" ")}`, [join(root, `bin/${name}.mjs`), ...args]);
}

/** The project's own opt tool, examples/toy/toy-opt.ts (optMain over tsmlir's dialects, Toy and its pass). */
function toyOpt(args: readonly string[]): string {
  const script = "examples/toy/toy-opt.ts";
  const tsx = join(root, "node_modules/tsx/dist/cli.mjs");
  return run(`npx tsx --conditions=tsmlir-source ${script} ${args.join(" ")}`, [tsx, "--conditions=tsmlir-source", join(root, script), ...args]);
}

function show(path: string, from: number, lines: number): void {
  const text = readFileSync(path, "utf8").split("\n");
  const rest = text.length - from - lines;
  process.stdout.write(`${text.slice(from, from + lines).join("\n")}\n${rest > 0 ? `... (${text.length} lines in ${relative(root, path)})\n` : ""}`);
}

function expectSame(what: string, first: string, second: string): void {
  if (first !== second) throw new Error(`${what}: they differ`);
  process.stdout.write(`${what}: identical\n`);
}

mkdirSync(out, { recursive: true });

step("ODS to TypeScript: the Toy dialect's module (ops, types, attributes, enums, interfaces, hook types)");
const generated = join(out, "toy.ts");
tool("tsmlir-tblgen", ["--gen-ts-dialect", dialectTd, "-o", relative(root, generated)]);
const module = readFileSync(generated, "utf8");
const opClass = module.indexOf("export class TransposeOp");
show(generated, module.slice(0, opClass).split("\n").length - 4, 19);
expectSame("examples/toy/toy.ts (which examples/toy/ imports) and this output", readFileSync(join(root, "examples/toy/toy.ts"), "utf8"), module);

step("The dialect's documentation from the same definitions");
const docs = join(out, "Toy.md");
tool("tsmlir-tblgen", ["-gen-dialect-doc", dialectTd, "-o", relative(root, docs)]);
show(docs, 0, 14);

step("Its pass, declared in .td: a typed base class with options and statistics");
const passes = join(out, "toy-passes.ts");
tool("tsmlir-tblgen", ["--gen-ts-passes", "-name=Toy", "examples/toy/ToyPasses.td", "-o", relative(root, passes)]);
expectSame("examples/toy/toy-passes.ts and this output", readFileSync(join(root, "examples/toy/toy-passes.ts"), "utf8"), readFileSync(passes, "utf8"));

step("Build IR with the generated classes and the hand-written hooks (examples/toy/build.ts)");
const context = new ir.MLIRContext();
ir.registerAllDialects(context);
context.loadDialect(toyDialect);
const program = buildToyProgram(context);
const errors = ir.verify(program);
if (errors.length > 0) throw errors[0];
const text = ir.printOperation(program);
process.stdout.write(text);

step("Parse the text back and print it again");
const parsed = ir.parseSourceString(text, context, { fileName: "toy.mlir" });
expectSame("text round trip", text, ir.printOperation(parsed));
writeFileSync(join(out, "toy.mlir"), text);

step("Bytecode round trip (Toy's ops written as registered ops, with their properties)");
const bytecode = ir.writeBytecode(parsed);
const bytecodePath = join(out, "toy.mlirbc");
writeFileSync(bytecodePath, bytecode);
process.stdout.write(`wrote ${bytecode.length} bytes of MLIR bytecode to ${relative(root, bytecodePath)}\n`);
const read = ir.readBytecode(bytecode, context, { fileName: "toy.mlirbc" });
expectSame("bytecode round trip", text, ir.printOperation(read));

step("Diagnostics: a Toy verifier (toy-hooks.ts) reports bad input at its location");
try {
  ir.parseSourceString(
    "func.func @f(%m: tensor<2x3xf64>) {\n  %t = toy.transpose %m : tensor<2x3xf64> to tensor<2x3xf64>\n  return\n}\n",
    context,
    { fileName: "bad.mlir" },
  );
  throw new Error("the bad transpose was accepted");
} catch (error) {
  if (!(error instanceof ir.DiagnosticsError)) throw error;
  process.stdout.write(`${error.message}\n`);
}

step("toy-opt: shape inference through the ShapeInference interface, with its statistics");
process.stdout.write(toyOpt(["--toy-shape-inference", "--mlir-pass-statistics", "examples/toy/shapes.mlir"]));

step("toy-opt reads the bytecode and prints it in the generic form, with locations");
process.stdout.write(toyOpt(["--mlir-print-op-generic", "--mlir-print-debuginfo", relative(root, bytecodePath)]));
