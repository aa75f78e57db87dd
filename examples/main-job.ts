// tsmlir's main job end to end, as `npm run example` runs it: from a dialect's .td file to
// its documentation, IR built with typed op classes, text and bytecode round trips, and
// tsmlir-opt. Each tool step prints the command a user types (`npx tsmlir-tblgen ...` in
// a project that installed the package); the API steps use the `tsmlir` package API.
// Outputs land in examples/out/.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as ir from "tsmlir";
import { buildAxpy } from "./build-function.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "examples/out");
/** The dialect this job starts from (ODS, including "mlir/IR/OpBase.td" from defs/ with no -I). */
const dialectTd = "examples/hello-dialect.td";
/** A tour of the TableGen language, printed as records. */
const recordsTd = "examples/hello.td";

function step(title: string): void {
  process.stdout.write(`\n== ${title}\n`);
}

/** Runs one of the package's command-line tools (bin/NAME.mjs), as `npx NAME ARGS` would. */
function tool(name: "tsmlir-tblgen" | "tsmlir-opt", args: readonly string[]): string {
  process.stdout.write(`$ npx ${name} ${args.join(" ")}\n`);
  const result = spawnSync(process.execPath, [join(root, `bin/${name}.mjs`), ...args], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`${name} exited with status ${String(result.status)}`);
  }
  return result.stdout;
}

function show(path: string, lines: number): void {
  const text = readFileSync(path, "utf8").split("\n");
  process.stdout.write(`${text.slice(0, lines).join("\n")}\n${text.length > lines ? `... (${text.length - lines} more lines in ${relative(root, path)})\n` : ""}`);
}

function expectSame(what: string, first: string, second: string): void {
  if (first !== second) throw new Error(`${what}: the round trip changed the IR`);
  process.stdout.write(`${what}: identical\n`);
}

mkdirSync(out, { recursive: true });

step("TableGen: evaluate a .td file into records (as mlir-tblgen --print-records)");
const records = join(out, "hello.records.txt");
tool("tsmlir-tblgen", ["--print-records", recordsTd, "-o", relative(root, records)]);
show(records, 12);

step("ODS: the dialect's documentation from its definitions");
const docs = join(out, "hello-dialect.md");
tool("tsmlir-tblgen", ["-gen-dialect-doc", dialectTd, "-o", relative(root, docs)]);
show(docs, 16);

step("Build IR with the typed op classes generated from defs/ (examples/build-function.ts)");
const context = new ir.MLIRContext();
ir.registerAllDialects(context);
const module = buildAxpy(context);
const errors = ir.verify(module);
if (errors.length > 0) throw errors[0];
const text = ir.printOperation(module);
process.stdout.write(text);

step("Parse the text back and print it again");
const parsed = ir.parseSourceString(text, context, { fileName: "axpy.mlir" });
expectSame("text round trip", text, ir.printOperation(parsed));
writeFileSync(join(out, "axpy.mlir"), text);

step("Bytecode round trip");
const bytecode = ir.writeBytecode(parsed);
writeFileSync(join(out, "axpy.mlirbc"), bytecode);
process.stdout.write(`wrote ${bytecode.length} bytes of MLIR bytecode to ${relative(root, join(out, "axpy.mlirbc"))}\n`);
const read = ir.readBytecode(bytecode, context, { fileName: "axpy.mlirbc" });
expectSame("bytecode round trip", text, ir.printOperation(read));

step("Diagnostics: bad input is reported at its location");
try {
  ir.parseSourceString("func.func @f() {\n  %0 = arith.addf %x, %x : f32\n}\n", context, { fileName: "bad.mlir" });
} catch (error) {
  if (!(error instanceof ir.DiagnosticsError)) throw error;
  process.stdout.write(`${error.message}\n`);
}

step("tsmlir-opt reads the bytecode and prints it in the generic form, with locations");
process.stdout.write(tool("tsmlir-opt", ["--mlir-print-op-generic", "--mlir-print-debuginfo", relative(root, join(out, "axpy.mlirbc"))]));
