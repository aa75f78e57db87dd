// Build-time tool: derives, from the upstream MLIR 19 ODS definitions, which ops
// mlir-opt registers and how each one's properties are laid out in bytecode (the order
// and kind of the entries its generated writeProperties emits). It runs mlir-tblgen
// over every installed .td file and writes src/byteco../dialect/upstream-op-layouts.ts.
//
//   npx tsx src/bytecode/tools/extract-op-layouts.ts [--check] [/usr/lib/llvm-19]
// With --check it only compares and exits 1 when the checked-in table is stale.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const check = args.includes("--check");
const llvm = args.find((a) => !a.startsWith("--")) ?? "/usr/lib/llvm-19";
const include = join(llvm, "include");
const tblgen = join(llvm, "bin/mlir-tblgen");

function tdFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...tdFiles(path));
    else if (entry.endsWith(".td")) out.push(path);
  }
  return out.sort();
}

function run(kind: string, file: string): string | undefined {
  const result = spawnSync(tblgen, [kind, "-I", include, "-I", dirname(file), file], { maxBuffer: 1 << 28, encoding: "utf8" });
  return result.status === 0 ? result.stdout : undefined;
}

interface OpInfo {
  name: string;
  segments: Map<string, number>;
}

/** Class name -> op name and segment array sizes, from the op declarations. */
function parseDecls(text: string): Map<string, OpInfo> {
  const ops = new Map<string, OpInfo>();
  let adaptorSegments = new Map<string, number>();
  let currentClass: string | undefined;
  let expectName = false;
  for (const line of text.split("\n")) {
    const adaptor = /^class (\w+)GenericAdaptorBase\b/.exec(line);
    if (adaptor) adaptorSegments = new Map();
    const seg = /using (\w+)Ty = std::array<int32_t, (\d+)>;/.exec(line);
    if (seg) adaptorSegments.set(seg[1] as string, Number(seg[2]));
    const cls = /^class (\w+) : public ::mlir::Op</.exec(line);
    if (cls) currentClass = cls[1];
    if (/static constexpr ::llvm::StringLiteral getOperationName\(\) \{/.test(line)) {
      expectName = true;
      continue;
    }
    const name = expectName ? /return ::llvm::StringLiteral\("([^"]+)"\)/.exec(line) : null;
    expectName = false;
    if (name && currentClass !== undefined) {
      ops.set(currentClass, { name: name[1] as string, segments: adaptorSegments });
      currentClass = undefined;
    }
  }
  return ops;
}

/** Class name -> layout entries, from the generated writeProperties bodies. */
function parseDefs(text: string): Map<string, string[]> {
  const layouts = new Map<string, string[]>();
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const head = /^void (\w+)::writeProperties\(::mlir::DialectBytecodeWriter &writer\) \{/.exec(lines[i] as string);
    if (!head) continue;
    const entries: string[] = [];
    let storage = "";
    let depth = 1;
    for (i++; i < lines.length && depth > 0; i++) {
      const line = lines[i] as string;
      for (const ch of line) depth += ch === "{" ? 1 : ch === "}" ? -1 : 0;
      const st = /auto &propStorage = prop\.(\w+);/.exec(line);
      if (st) storage = st[1] as string;
      let m: RegExpExecArray | null;
      if ((m = /writer\.writeAttribute\(prop\.(\w+)\);/.exec(line))) entries.push(m[1] as string);
      else if ((m = /writer\.writeOptionalAttribute\(prop\.(\w+)\);/.exec(line))) entries.push(`${m[1]}?`);
      else if (/writer\.writeSparseArray\(/.test(line)) entries.push(`#${storage}`);
      else if (/writer\.writeVarInt\(static_cast<uint64_t>\(propStorage\)\)/.test(line)) entries.push(`!${storage}`);
      else if (/writer\.write\w+\(/.test(line) && !/DenseI32ArrayAttr::get/.test(line)) entries.push(`!${storage || "unknown"}`);
    }
    layouts.set(head[1] as string, entries);
  }
  return layouts;
}

const table = new Map<string, string>();
for (const file of tdFiles(join(include, "mlir"))) {
  const decls = run("-gen-op-decls", file);
  if (decls === undefined || !decls.includes("getOperationName")) continue;
  const defs = run("-gen-op-defs", file) ?? "";
  const ops = parseDecls(decls);
  const layouts = parseDefs(defs);
  for (const [cls, info] of ops) {
    const entries = (layouts.get(cls) ?? []).map((e) => {
      if (!e.startsWith("#")) return e;
      const size = info.segments.get(e.slice(1));
      return `${e}:${size ?? 0}`;
    });
    if (!table.has(info.name)) table.set(info.name, entries.join(","));
  }
  if (!check) process.stderr.write(`${relative(include, file)}: ${ops.size} ops\n`);
}

const here = dirname(fileURLToPath(import.meta.url));
const target = resolve(here, "../dialect/upstream-op-layouts.ts");
const names = [...table.keys()].sort();
const body = names.map((n) => `  ${JSON.stringify(n)}: ${JSON.stringify(table.get(n))},`).join("\n");
const text =
  `// Generated by src/bytecode/tools/extract-op-layouts.ts from the MLIR 19 ODS definitions; do not edit.\n` +
  `// Every op mlir-opt 19 registers, with the bytecode layout of its properties: entries in\n` +
  `// write order, "name" a required attribute, "name?" an optional one, "#name:N" an i32\n` +
  `// segment-size array of N entries, "!name" a native property with a custom encoding.\n` +
  `export const UPSTREAM_OP_LAYOUTS: Readonly<Record<string, string>> = {\n${body}\n};\n`;
if (check) {
  const current = readFileSync(target, "utf8") === text;
  process.stdout.write(`upstream op layouts: ${names.length} ops, table ${current ? "current" : "STALE"}\n`);
  process.exitCode = current ? 0 : 1;
} else {
  writeFileSync(target, text);
  process.stderr.write(`wrote ${names.length} ops to ${relative(process.cwd(), target)}\n`);
}
