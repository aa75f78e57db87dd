// Runs the generated peggy parser over one preprocessed file. Results are cached by
// text (ParsedFiles, owned by whoever runs evaluations: one evaluation, or the include
// checkpoints of a process running many) because the same include (OpBase.td...) is
// parsed for every file that includes it; the syntax tree holds offsets only, so it can
// be shared.
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from "./tablegen-parser.generated.js";
import type { BodyItemNode, FileNode, StatementNode } from "./ast.js";
import { StatementReader, fastParseBodyItems, fastParseStatements } from "./fast-parser.js";

export interface SyntaxProblem {
  readonly offset: number;
  readonly message: string;
}

export interface ParsedFile {
  /** The statements before the first syntax error (all of them when there is none). */
  readonly statements: readonly StatementNode[];
  readonly syntaxError?: SyntaxProblem;
}

const DEFAULT_LIMIT = Number(process.env["TSMLIR_TBLGEN_PARSE_CACHE"] ?? 512);

/** Parsed files by text, least recently used first. */
export class ParsedFiles {
  private readonly files = new Map<string, ParsedFile>();

  /** Small by default, because syntax trees are large and a big heap makes every garbage collection slower than reparsing the rarely shared files. */
  constructor(readonly limit = DEFAULT_LIMIT) {}

  clear(): void {
    this.files.clear();
  }

  /** `text` parsed (named `grammarSource` in errors), from the cache when seen before. */
  parse(text: string, grammarSource: string): ParsedFile {
    // Re-included guarded files preprocess to blank text: nothing to parse.
    if (!/\S/.test(text)) return EMPTY;
    const files = this.files;
    const cached = files.get(text);
    if (cached !== undefined) {
      files.delete(text);
      files.set(text, cached);
      return cached;
    }
    const result = parseTableGen(text, grammarSource);
    if (files.size >= this.limit) {
      const oldest = files.keys().next();
      if (oldest.done !== true) files.delete(oldest.value);
    }
    files.set(text, result);
    return result;
  }
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

const EMPTY: ParsedFile = Object.freeze({ statements: Object.freeze([]) });

/**
 * The statements of `text` as they are read, for a tree that no one keeps (the main file
 * of an evaluation): each statement's tree can be dropped once it is evaluated, where a
 * whole file's tree (half a kilobyte per def) would survive every garbage collection of
 * the evaluation. Where the fast parser stops, the grammar parses the text and the
 * statements after those already given follow; `syntaxError` is set once iterated.
 */
export class StatementStream implements Iterable<StatementNode> {
  syntaxError: SyntaxProblem | undefined;

  constructor(
    private readonly text: string,
    private readonly grammarSource: string,
  ) {}

  *[Symbol.iterator](): Iterator<StatementNode> {
    const text = this.text;
    if (!/\S/.test(text)) return;
    const reader = new StatementReader(text);
    let given = 0;
    for (;;) {
      const statement = reader.next();
      if (statement === "end") return;
      if (statement === "stuck") break;
      given++;
      yield statement;
    }
    // Both parsers read the same statements up to here (the fast one follows the grammar).
    const slow = grammarParse(text, this.grammarSource);
    this.syntaxError = slow.syntaxError;
    for (let i = given; i < slow.statements.length; i++) yield slow.statements[i] as StatementNode;
  }
}

/** `text` parsed (named `grammarSource` in errors); ParsedFiles keeps the results. */
export function parseTableGen(text: string, grammarSource: string): ParsedFile {
  if (!/\S/.test(text)) return EMPTY;
  // Well-formed text takes the fast parser; the grammar locates and words syntax errors.
  const statements = fastParseStatements(text);
  if (statements !== undefined) return { statements };
  return grammarParse(text, grammarSource);
}

/** `text` parsed by the peggy grammar, which words syntax errors. */
function grammarParse(text: string, grammarSource: string): ParsedFile {
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
  const items = fastParseBodyItems(text);
  if (items !== undefined) return { items };
  try {
    return { items: peggyParse(text, { startRule: "IncludedBody", grammarSource }) as BodyItemNode[] };
  } catch (e) {
    if (!(e instanceof PeggySyntaxError)) throw e;
    const isCustom = !Array.isArray(e.expected);
    return { items: [], syntaxError: { offset: e.location.start.offset, message: isCustom ? e.message : describeExpected(e) } };
  }
}
