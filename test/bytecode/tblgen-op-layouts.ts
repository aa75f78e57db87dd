// The oracle for op property layouts: mlir-tblgen 19's generated C++ for every installed
// .td file (-gen-op-decls for op names and segment counts, -gen-op-defs for the order and
// kind of the entries writeProperties emits), read back into layout strings
// (src/bytecode/dialect/ods-properties.ts), with EnumProperty entries as plain `!name`.
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { mapLimited } from "./oracle.js";
import { mlirInclude as MLIR_INCLUDE, mlirTblgen as MLIR_TBLGEN } from "../environment.js";

function tdFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...tdFiles(path));
    else if (entry.endsWith(".td")) out.push(path);
  }
  return out;
}

function run(kind: string, file: string): Promise<string | undefined> {
  return new Promise((done) => {
    const child = spawn(MLIR_TBLGEN, [kind, "-I", MLIR_INCLUDE, "-I", dirname(file), file], { stdio: ["ignore", "pipe", "ignore"] });
    const out: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.on("error", () => done(undefined));
    child.on("close", (code) => done(code === 0 ? Buffer.concat(out).toString("utf8") : undefined));
  });
}

interface OpDecl {
  readonly name: string;
  readonly segments: ReadonlyMap<string, number>;
}

/** Class name -> op name and segment array sizes, from the op declarations. */
function parseDecls(text: string): Map<string, OpDecl> {
  const ops = new Map<string, OpDecl>();
  let adaptorSegments = new Map<string, number>();
  let currentClass: string | undefined;
  let expectName = false;
  for (const line of text.split("\n")) {
    if (/^class (\w+)GenericAdaptorBase\b/.test(line)) adaptorSegments = new Map();
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

/** Every op the installed .td files define, with the layout mlir-tblgen 19 generates for it. */
export async function tblgenOpLayouts(): Promise<Map<string, string>> {
  const files = tdFiles(join(MLIR_INCLUDE, "mlir"));
  const outputs = await mapLimited(files, 2, async (file) => {
    const decls = await run("-gen-op-decls", file);
    if (decls === undefined || !decls.includes("getOperationName")) return undefined;
    return { decls, defs: (await run("-gen-op-defs", file)) ?? "" };
  });
  const table = new Map<string, string>();
  for (const output of outputs) {
    if (output === undefined) continue;
    const layouts = parseDefs(output.defs);
    for (const [cls, decl] of parseDecls(output.decls)) {
      const entries = (layouts.get(cls) ?? []).map((e) => (e.startsWith("#") ? `${e}:${decl.segments.get(e.slice(1)) ?? 0}` : e));
      if (!table.has(decl.name)) table.set(decl.name, entries.join(","));
    }
  }
  return table;
}
