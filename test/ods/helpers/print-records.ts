// Development aid: builds our RecordKeeper API objects from `mlir-tblgen
// --print-records` output, so the ODS model and doc generators can be exercised
// against upstream's own evaluation while our TableGen evaluator is incomplete.
// (mlir-tblgen 19 has no --dump-json; --print-records carries the same data plus
// field types.) Records carry no source locations, so main-file filtering of
// interfaces cannot be reproduced through this source.
import { spawnSync } from "node:child_process";
import {
  BitInit,
  BitRecTy,
  BitsInit,
  BitsRecTy,
  DagInit,
  DagRecTy,
  DefInit,
  IntInit,
  IntRecTy,
  ListInit,
  ListRecTy,
  Record,
  RecordKeeper,
  RecordRecTy,
  RecordVal,
  StringInit,
  StringRecTy,
  UnsetInit,
  beginValueContext,
  foldCast,
  type Init,
  type RecTy,
} from "../../../src/tablegen/index.js";

import { mlirTblgen as MLIR_TBLGEN } from "../../environment.js";

export { MLIR_TBLGEN };

class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  peek(): string {
    return this.text[this.pos] ?? "";
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  skipSpaces(): void {
    while (this.pos < this.text.length && (this.text[this.pos] === " " || this.text[this.pos] === "\n" || this.text[this.pos] === "\t")) this.pos++;
  }
  expect(s: string): void {
    if (!this.startsWith(s)) throw new Error(`print-records: expected '${s}' at ${this.pos}: ${this.text.slice(this.pos, this.pos + 60)}`);
    this.pos += s.length;
  }
}

const IDENT = /[A-Za-z0-9_.:]/;
const VALUE_IDENT = /[A-Za-z0-9_]/;

class Builder {
  readonly keeper = new RecordKeeper();
  private readonly byName = new Map<string, Record>();

  constructor(private readonly text: string) {
    beginValueContext(this.keeper, foldCast);
  }

  build(): RecordKeeper {
    const classesAt = this.text.indexOf("------------- Classes -----------------\n");
    const defsAt = this.text.indexOf("------------- Defs -----------------\n");
    const classBlocks = this.blocks(this.text.slice(classesAt, defsAt), "class ");
    const defBlocks = this.blocks(this.text.slice(defsAt), "def ");
    const classes = new Map<string, Record>();
    for (const b of classBlocks) {
      const r = new Record(b.name, [], this.keeper, "class");
      classes.set(b.name, r);
      this.keeper.addClass(r);
    }
    for (const b of defBlocks) {
      const r = new Record(b.name, [], this.keeper, /^anonymous_\d+$/.test(b.name) ? "anonymous" : "def");
      this.byName.set(b.name, r);
    }
    const recordOf = (b: { name: string }, isClass: boolean): Record => (isClass ? classes : this.byName).get(b.name) as Record;
    for (const [b, isClass] of [...classBlocks.map((b) => [b, true] as const), ...defBlocks.map((b) => [b, false] as const)]) {
      const r = recordOf(b, isClass);
      for (const s of b.supers) {
        const cls = this.keeper.getClass(s);
        if (cls) r.addSuperClass(cls, undefined);
      }
    }
    for (const b of classBlocks) this.fill(recordOf(b, true), b.body);
    for (const b of defBlocks) this.fill(recordOf(b, false), b.body);
    for (const b of defBlocks) this.keeper.addDef(this.byName.get(b.name) as Record);
    return this.keeper;
  }

  private blocks(section: string, keyword: string): { name: string; supers: string[]; body: string }[] {
    const out: { name: string; supers: string[]; body: string }[] = [];
    const lines = section.split("\n");
    let current: { name: string; supers: string[]; body: string[] } | undefined;
    for (const line of lines) {
      if (current === undefined) {
        if (!line.startsWith(keyword)) continue;
        const header = line.slice(keyword.length);
        const brace = header.indexOf(" {");
        let name = header.slice(0, brace);
        const lt = name.indexOf("<");
        if (keyword === "class " && lt >= 0) name = name.slice(0, lt);
        const comment = header.indexOf("\t//", brace);
        const supers = comment >= 0 ? header.slice(comment + 3).trim().split(/\s+/).filter(Boolean) : [];
        current = { name, supers, body: [] };
        if (header.endsWith("{}") || header.slice(brace).startsWith(" {}")) {
          out.push({ name, supers, body: "" });
          current = undefined;
        }
        continue;
      }
      if (line === "}") {
        out.push({ name: current.name, supers: current.supers, body: current.body.join("\n") });
        current = undefined;
        continue;
      }
      current.body.push(line);
    }
    return out;
  }

  private fill(record: Record, body: string): void {
    const c = new Cursor(body);
    for (;;) {
      c.skipSpaces();
      if (c.pos >= body.length) break;
      const fieldStart = c.pos;
      if (c.startsWith("field ")) c.pos += 6;
      const type = this.parseType(c);
      c.skipSpaces();
      const nameStart = c.pos;
      while (IDENT.test(c.peek())) c.pos++;
      const name = body.slice(nameStart, c.pos);
      c.skipSpaces();
      let value: Init = UnsetInit.get();
      if (c.peek() === "=") {
        c.pos++;
        c.skipSpaces();
        value = this.parseValue(c, type.type, ";");
      }
      c.skipSpaces();
      if (c.peek() === ";") c.pos++;
      if (name.length === 0 || c.pos === fieldStart) {
        const eol = body.indexOf("\n", fieldStart);
        c.pos = eol < 0 ? body.length : eol + 1;
        continue;
      }
      if (record.getValue(name) === undefined) record.addValue(new RecordVal(StringInit.get(name), type.type, value, undefined));
    }
  }

  private parseType(c: Cursor): { type: RecTy } {
    if (c.startsWith("string ") || c.startsWith("code ")) {
      c.pos += c.startsWith("code ") ? 4 : 6;
      return { type: StringRecTy.instance };
    }
    if (c.startsWith("bit ")) {
      c.pos += 3;
      return { type: BitRecTy.instance };
    }
    if (c.startsWith("bits<")) {
      c.pos += 5;
      const start = c.pos;
      while (c.peek() !== ">") c.pos++;
      const n = Number(c.text.slice(start, c.pos));
      c.pos++;
      return { type: BitsRecTy.get(n) };
    }
    if (c.startsWith("int ")) {
      c.pos += 3;
      return { type: IntRecTy.instance };
    }
    if (c.startsWith("dag ")) {
      c.pos += 3;
      return { type: DagRecTy.instance };
    }
    if (c.startsWith("list<")) {
      c.pos += 5;
      const inner = this.parseType(c);
      c.expect(">");
      return { type: ListRecTy.get(inner.type) };
    }
    if (c.peek() === "{") {
      const end = c.text.indexOf("}", c.pos);
      const names = c.text.slice(c.pos + 1, end).split(",").map((s) => s.trim());
      c.pos = end + 1;
      return { type: RecordRecTy.get(names.flatMap((n) => (this.keeper.getClass(n) ? [this.keeper.getClass(n) as Record] : []))) };
    }
    const start = c.pos;
    while (IDENT.test(c.peek())) c.pos++;
    const cls = this.keeper.getClass(c.text.slice(start, c.pos));
    return { type: cls ? RecordRecTy.get([cls]) : RecordRecTy.empty };
  }

  /** Parses one value; `stop` is the terminator expected after a field value. */
  private parseValue(c: Cursor, type: RecTy | undefined, stop: string): Init {
    const ch = c.peek();
    if (ch === "?") {
      c.pos++;
      return UnsetInit.get();
    }
    if (c.startsWith("[{")) {
      const end = c.text.indexOf("}]", c.pos + 2);
      const v = c.text.slice(c.pos + 2, end);
      c.pos = end + 2;
      return StringInit.get(v, "code");
    }
    if (ch === '"') {
      // Upstream prints strings unescaped: the closing quote is the one followed by a delimiter.
      let end = c.pos + 1;
      for (;;) {
        end = c.text.indexOf('"', end);
        if (end < 0) throw new Error("unterminated string in print-records");
        const next = c.text[end + 1] ?? "";
        if (next === "" || next === ";" || next === "," || next === "]" || next === ")" || next === ":" || (stop === ";" && next === "\n")) break;
        end++;
      }
      const v = c.text.slice(c.pos + 1, end);
      c.pos = end + 1;
      return StringInit.get(v);
    }
    if (ch === "[") {
      c.pos++;
      const elementType = type instanceof ListRecTy ? type.elementType : RecordRecTy.empty;
      const elements: Init[] = [];
      c.skipSpaces();
      while (c.peek() !== "]") {
        elements.push(this.parseValue(c, elementType, ","));
        c.skipSpaces();
        if (c.peek() === ",") c.pos++;
        c.skipSpaces();
      }
      c.pos++;
      return ListInit.get(elements, elementType);
    }
    if (ch === "{") {
      c.pos++;
      const bits: Init[] = [];
      c.skipSpaces();
      while (c.peek() !== "}") {
        bits.push(this.parseValue(c, BitRecTy.instance, ","));
        c.skipSpaces();
        if (c.peek() === ",") c.pos++;
        c.skipSpaces();
      }
      c.pos++;
      return BitsInit.get(bits);
    }
    if (ch === "(") {
      c.pos++;
      c.skipSpaces();
      const operator = this.parseValue(c, undefined, " ");
      const args: Init[] = [];
      const names: (StringInit | undefined)[] = [];
      c.skipSpaces();
      while (c.peek() !== ")") {
        let arg: Init = UnsetInit.get();
        if (c.peek() !== "$") arg = this.parseValue(c, undefined, ",");
        let name: StringInit | undefined;
        if (c.startsWith(":$") || c.peek() === "$") {
          c.pos += c.peek() === "$" ? 1 : 2;
          const start = c.pos;
          while (IDENT.test(c.peek())) c.pos++;
          name = StringInit.get(c.text.slice(start, c.pos));
        }
        args.push(arg);
        names.push(name);
        c.skipSpaces();
        if (c.peek() === ",") c.pos++;
        c.skipSpaces();
      }
      c.pos++;
      return DagInit.get(operator, undefined, args, names);
    }
    if (/[-0-9]/.test(ch) && !/^-?[0-9]*[A-Za-z_]/.test(c.text.slice(c.pos, c.pos + 40)) || c.startsWith("0x") || c.startsWith("0b")) {
      const start = c.pos;
      c.pos++;
      while (/[0-9xa-fA-F]/.test(c.peek())) c.pos++;
      const n = BigInt(c.text.slice(start, c.pos));
      if (type === BitRecTy.instance && (n === 0n || n === 1n)) return BitInit.get(n === 1n);
      return IntInit.get(n);
    }
    if (ch === "!") return this.skipOpaque(c);
    const start = c.pos;
    while (VALUE_IDENT.test(c.peek())) c.pos++;
    const name = c.text.slice(start, c.pos);
    if (c.pos === start || c.peek() === "<" || c.peek() === "(" || c.peek() === ".") return this.skipOpaque(c, start);
    const def = this.byName.get(name);
    if (def !== undefined && !def.isClass) return DefInit.get(def);
    return UnsetInit.get();
  }

  /** Values upstream left unresolved (`!op(...)`, `Cls<...>`): kept as unset. */
  private skipOpaque(c: Cursor, start = c.pos): Init {
    c.pos = start;
    let depth = 0;
    while (c.pos < c.text.length) {
      const ch = c.peek();
      if (ch === "(" || ch === "<" || ch === "[") depth++;
      else if (ch === ")" || ch === ">" || ch === "]") {
        if (depth === 0) break;
        depth--;
      } else if ((ch === "," || ch === ";" || ch === ":" || ch === " ") && depth === 0 && c.pos > start) break;
      c.pos++;
    }
    if (c.pos === start) c.pos++;
    return UnsetInit.get();
  }
}

/** Parses `--print-records` text into a RecordKeeper. */
export function recordsFromPrintRecords(text: string, inputFilename: string): RecordKeeper {
  const keeper = new Builder(text).build();
  keeper.inputFilename = inputFilename;
  return keeper;
}

/** Runs upstream mlir-tblgen --print-records on a file and builds our records from it. */
export function recordsViaUpstream(file: string, includeDirs: readonly string[]): RecordKeeper {
  const args = ["--print-records", ...includeDirs.flatMap((d) => ["-I", d]), file];
  const result = spawnSync(MLIR_TBLGEN, args, { encoding: "utf8", maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`mlir-tblgen --print-records failed for ${file}: ${result.stderr}`);
  return recordsFromPrintRecords(result.stdout, file);
}
