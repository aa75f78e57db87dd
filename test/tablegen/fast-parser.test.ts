// The hand-written parser (src/tablegen/fast-parser.ts) must read exactly the language of
// grammar/tablegen.peggy: the same trees where the grammar parses a whole text, and no
// tree where it does not (the grammar then words the error). Checked on every file under
// defs/ and the fixtures (with what they include), the installed upstream .td files when
// present, and deterministic mutations of them that break the syntax in many places.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { mlirInclude } from "../environment.js";
import { localFileSystem } from "../../src/tablegen/driver.js";
import { fastParseBodyItems, fastParseStatements, StatementReader } from "../../src/tablegen/fast-parser.js";
import { Preprocessor, type PreprocessedFile } from "../../src/tablegen/preprocess.js";
import { parse as grammarParse } from "../../src/tablegen/tablegen-parser.generated.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function tdFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) tdFiles(path, out);
    else if (entry.endsWith(".td")) out.push(path);
  }
  return out;
}

/** The preprocessed texts of `files` and of everything they include. */
function preprocessedTexts(files: readonly string[], includeDirs: readonly string[]): Set<string> {
  const texts = new Set<string>();
  for (const file of files) {
    const pre = new Preprocessor(localFileSystem("bytes"), [dirname(file), ...includeDirs], [], "bytes");
    const stack: PreprocessedFile[] = [pre.processMain(file, readFileSync(file, "latin1"))];
    for (let f = stack.pop(); f !== undefined; f = stack.pop()) {
      texts.add(f.text);
      stack.push(...f.includes.values());
    }
  }
  return texts;
}

/** Breaks `text` at a few places chosen by a fixed pseudo-random sequence. */
function* mutations(texts: readonly string[], count: number): Iterable<string> {
  const pieces = [";", "{", "}", "<", ">", "(", ")", "[", "]", ",", ":", "=", "#", "!", "$", "...", "-", "0x", "0b1", " in ", " let ", "?", '"', "[{", "}]", ".", " def ", "1", "a", "!cond", "!nope", "/*", "*/", "//"];
  let state = 12345;
  const next = (n: number): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  for (let i = 0; i < count; i++) {
    const base = texts[next(texts.length)] as string;
    const at = next(base.length + 1);
    const piece = pieces[next(pieces.length)] as string;
    const kind = next(3);
    const text = kind === 0 ? base.slice(0, at) + base.slice(at + 1 + next(5)) : kind === 1 ? base.slice(0, at) + piece + base.slice(at) : base.slice(0, at) + piece + base.slice(at + 1 + next(3));
    // A window around the change keeps the grammar's run short.
    yield text.slice(Math.max(0, at - 4000), at + 4000);
  }
}

/** Trees as comparable text (bigints and undefined members spelled out). */
function shape(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? `${v}n` : v === undefined ? "<undefined>" : v));
}

function grammarResult(text: string, startRule: "File" | "IncludedBody"): unknown {
  try {
    const result = grammarParse(text, { startRule, grammarSource: "test" });
    if (startRule === "IncludedBody") return result;
    const file = result as { statements: unknown; rest: number };
    return file.rest >= text.length ? file.statements : undefined;
  } catch {
    return undefined;
  }
}

function streamed(text: string): unknown {
  const reader = new StatementReader(text);
  const out: unknown[] = [];
  for (;;) {
    const next = reader.next();
    if (next === "end") return out;
    if (next === "stuck") return undefined;
    out.push(next);
  }
}

function compare(texts: Iterable<string>): { considered: number; agree: number; parsed: number; disagreements: string[] } {
  let considered = 0;
  let agree = 0;
  let parsed = 0;
  const disagreements: string[] = [];
  for (const text of texts) {
    if (!/\S/.test(text)) continue;
    considered++;
    const expected = grammarResult(text, "File");
    const fast = fastParseStatements(text);
    const stream = streamed(text);
    const expectedBody = grammarResult(text, "IncludedBody");
    const fastBody = fastParseBodyItems(text);
    const same = shape(fast) === shape(expected) && shape(stream) === shape(expected) && shape(fastBody) === shape(expectedBody);
    if (same) agree++;
    else disagreements.push(text.slice(0, 200));
    if (expected !== undefined) parsed++;
  }
  return { considered, agree, parsed, disagreements };
}

describe("the fast TableGen parser", () => {
  const files = [...tdFiles(join(root, "defs")), ...tdFiles(join(root, "test/fixtures/tablegen"))];
  // Present where MLIR 19's .td files are installed; the other files suffice without.
  const upstream = tdFiles(join(mlirInclude, "mlir/IR"));
  const includeDirs = [join(root, "defs"), mlirInclude];
  const texts = [...preprocessedTexts([...files, ...upstream], includeDirs)];

  it("reads every file as the grammar does", () => {
    const result = compare(texts);
    console.log(`fast parser: ${result.agree}/${result.considered} texts as the grammar reads them (${result.parsed} well-formed)`);
    expect(result.disagreements).toEqual([]);
    expect(result.parsed).toBeGreaterThan(50);
  });

  it("accepts and rejects mutated files as the grammar does", () => {
    const mutated = [...mutations(texts, 600)];
    const result = compare(mutated);
    console.log(`fast parser: ${result.agree}/${result.considered} mutated texts as the grammar reads them (${result.parsed} well-formed)`);
    expect(result.disagreements).toEqual([]);
    // Both kinds occur, so both directions are checked.
    expect(result.parsed).toBeGreaterThan(50);
    expect(result.considered - result.parsed).toBeGreaterThan(50);
  });
});
