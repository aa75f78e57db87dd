// Runs the generated peggy parser over one preprocessed file. Results are cached by
// text within a process because the same include (OpBase.td...) is parsed for every
// file that includes it; the syntax tree holds offsets only, so it can be shared.
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from "./tablegen-parser.generated.js";
import type { BodyItemNode, FileNode, StatementNode } from "./ast.js";

export interface SyntaxProblem {
  readonly offset: number;
  readonly message: string;
}

export interface ParsedFile {
  /** The statements before the first syntax error (all of them when there is none). */
  readonly statements: readonly StatementNode[];
  readonly syntaxError?: SyntaxProblem;
}

// Least recently used first; small, because syntax trees are large and a big heap
// makes every garbage collection slower than reparsing the rarely shared files.
const cache = new Map<string, ParsedFile>();
const CACHE_LIMIT = Number(process.env["TSMLIR_TBLGEN_PARSE_CACHE"] ?? 512);

export function clearParseCache(): void {
  cache.clear();
}

function describeExpected(error: PeggySyntaxError): string {
  const found = error.found;
  const expected = error.expected;
  const literals: string[] = [];
  if (Array.isArray(expected)) {
    for (const e of expected as { type: string; text?: string }[]) {
      if (e.type === "literal" && typeof e.text === "string" && e.text.length > 0) literals.push(`'${e.text}'`);
    }
  }
  const unique = [...new Set(literals)].slice(0, 6);
  const what = found === null ? "end of file" : `'${found}'`;
  if (unique.length === 0) return `Unexpected ${what}`;
  return `expected ${unique.join(" or ")}, found ${what}`;
}

const EMPTY: ParsedFile = { statements: [] };

export function parseTableGen(text: string, grammarSource: string): ParsedFile {
  // Re-included guarded files preprocess to blank text: nothing to parse.
  if (!/\S/.test(text)) return EMPTY;
  const cached = cache.get(text);
  if (cached !== undefined) {
    cache.delete(text);
    cache.set(text, cached);
    return cached;
  }
  let result: ParsedFile;
  try {
    result = lenientParse(text, grammarSource);
  } catch (e) {
    // A lexical error raised from inside the grammar (unknown operator, unterminated
    // code block): keep the statements before it.
    if (!(e instanceof PeggySyntaxError)) throw e;
    const offset = e.location.start.offset;
    const before = lenientParse(text.slice(0, offset), grammarSource);
    result = { statements: before.statements, syntaxError: { offset, message: e.message } };
  }
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  cache.set(text, result);
  return result;
}

function lenientParse(text: string, grammarSource: string): ParsedFile {
  const file = peggyParse(text, { startRule: "File", grammarSource }) as FileNode & { rest: number };
  if (file.rest >= text.length) return { statements: file.statements };
  let syntaxError: SyntaxProblem = { offset: file.rest, message: "Unexpected input" };
  try {
    peggyParse(text, { startRule: "StrictFile", grammarSource });
  } catch (e) {
    if (!(e instanceof PeggySyntaxError)) throw e;
    const isCustom = !Array.isArray(e.expected);
    syntaxError = { offset: e.location.start.offset, message: isCustom ? e.message : describeExpected(e) };
  }
  return { statements: file.statements, syntaxError };
}

/** The text of a file included inside a record body, as body items (LLVM includes wherever the token appears). */
export function parseIncludedBody(text: string, grammarSource: string): { readonly items: readonly BodyItemNode[]; readonly syntaxError?: SyntaxProblem } {
  if (!/\S/.test(text)) return { items: [] };
  try {
    return { items: peggyParse(text, { startRule: "IncludedBody", grammarSource }) as BodyItemNode[] };
  } catch (e) {
    if (!(e instanceof PeggySyntaxError)) throw e;
    const isCustom = !Array.isArray(e.expected);
    return { items: [], syntaxError: { offset: e.location.start.offset, message: isCustom ? e.message : describeExpected(e) } };
  }
}
