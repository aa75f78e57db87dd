// Upstream's canonicalization tests as conformance inputs: a test file's RUN line gives the
// mlir-opt arguments, its `// -----` separators the cases (as --split-input-file cuts them),
// and each case is run on its own through mlir-opt 19 and tsmlir-opt. A case is compared only
// when every op, attribute and type namespace it names belongs to the seven dialects whose
// canonicalization we reproduce, to the upstream dialects the file names as compared too, or
// to the `test`/`foo` placeholder ops upstream uses as opaque unregistered ops; the others are
// counted as skipped, with the namespaces as reason.
// The files are read from a copy outside the repository (TSMLIR_UPSTREAM_TESTS).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { upstreamTestsDir } from "../environment.js";

/** The dialects whose ops must canonicalize as MLIR 19 (issue 15). */
export const OUR_NAMESPACES: ReadonlySet<string> = new Set(["builtin", "func", "arith", "cf", "scf", "math", "index"]);
/** Namespaces upstream's tests use for opaque ops (unregistered in both tools here). */
export const PLACEHOLDER_NAMESPACES: ReadonlySet<string> = new Set(["test", "foo"]);

export interface UpstreamFile {
  /** The dialect the file tests (for the counts). */
  readonly dialect: string;
  /** Its path under llvm-project, `mlir/test/...`. */
  readonly path: string;
  /** Namespaces compared in this file besides OUR_NAMESPACES (an upstream dialect whose folds and patterns we reproduce). */
  readonly alsoCompared?: readonly string[];
}

/** The namespaces a case of `file` may use and still be compared. */
function comparedIn(file: UpstreamFile, ns: string): boolean {
  return OUR_NAMESPACES.has(ns) || PLACEHOLDER_NAMESPACES.has(ns) || (file.alsoCompared?.includes(ns) ?? false);
}

export interface UpstreamCase {
  readonly file: UpstreamFile;
  /** 1-based index of the case in its file. */
  readonly index: number;
  /** The case's first symbol (`@name`), to name it in reports. */
  readonly label: string;
  readonly text: string;
  /** Namespaces the case uses outside ours: non-empty means skipped. */
  readonly foreignNamespaces: readonly string[];
}

/** `file#index@label`, the key of a case in the list of known differences. */
export function caseKey(c: UpstreamCase): string {
  return `${c.file.path}#${c.index}@${c.label}`;
}

/** The mlir-opt arguments of a RUN line, without the input, the pipe and --split-input-file. */
export function runArguments(text: string): string[] {
  const run = runCommands(text)[0];
  if (run === undefined) throw new Error("no RUN line");
  return runLineArguments(run);
}

/** The mlir-opt arguments of every RUN line of a file (files that check several pipelines). */
export function allRunArguments(text: string): string[][] {
  const runs = runCommands(text);
  if (runs.length === 0) throw new Error("no RUN line");
  return runs.map(runLineArguments);
}

/** The commands of a file's RUN lines, a line ending in `\` continued by the next RUN line (as lit joins them). */
function runCommands(text: string): string[] {
  const commands: string[] = [];
  let pending: string | undefined;
  for (const m of text.matchAll(/^\/\/ RUN: ?(.*)$/gm)) {
    const line = (pending === undefined ? "" : `${pending} `) + (m[1] as string).trim();
    if (line.endsWith("\\")) pending = line.slice(0, -1).trim();
    else {
      commands.push(line);
      pending = undefined;
    }
  }
  if (pending !== undefined) commands.push(pending);
  return commands;
}

function runLineArguments(run: string): string[] {
  const command = run.split("|")[0] ?? "";
  const words = shellWords(command);
  if (words[0] !== "mlir-opt") throw new Error(`RUN line does not start with mlir-opt: ${run}`);
  return words.slice(1).filter((w) => w !== "%s" && w !== "-split-input-file" && w !== "--split-input-file");
}

/** Words of a command line with '...' and "..." quoting, as a POSIX shell splits them. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const ch of line) {
    if (quote !== undefined) {
      if (ch === quote) quote = undefined;
      else word = (word ?? "") + ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      word ??= "";
    } else if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? "") + ch;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The op, attribute and type namespaces a piece of MLIR text names. */
export function namespacesOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const rawLine of text.split("\n")) {
    const line = rawLine.replace(/\/\/.*$/, "");
    // Custom form at the start of a statement: `[%r, ... =] ns.op`.
    const custom = /^\s*(?:[%\w#:$.-]+(?:\s*,\s*[%\w#:$.-]+)*\s*=\s*)?([a-z_][\w$]*)\.[a-z_][\w.$]*/.exec(line);
    // A placeholder namespace in custom form is a registered op of mlir-opt's test dialect
    // (with its own syntax), not an opaque op.
    if (custom?.[1] !== undefined && !line.trimStart().startsWith("^"))
      found.add(PLACEHOLDER_NAMESPACES.has(custom[1]) ? `${custom[1]} (test dialect syntax)` : custom[1]);
    // Generic form anywhere: `"ns.op"(`.
    for (const m of line.matchAll(/"([a-z_][\w$]*)\.[\w.$]+"\s*\(/g)) if (m[1] !== undefined) found.add(m[1]);
    // Dialect attributes and types: `#ns.x`, `!ns.x`, `#ns<`, `!ns<`.
    for (const m of line.matchAll(/[#!]([a-z_][\w$]*)[.<]/g)) if (m[1] !== undefined) found.add(m[1]);
    // Bare `return` / `call` in a function body are func's.
    if (/^\s*(?:[%\w#:$-]+(?:\s*,\s*[%\w#:$-]+)*\s*=\s*)?(?:return|call)\b/.test(line)) found.add("func");
  }
  return found;
}

/** The cases of an upstream test file (the whole file when it has no separators). */
export function upstreamCases(file: UpstreamFile): { readonly args: string[]; readonly cases: UpstreamCase[] } {
  const text = readFileSync(join(upstreamTestsDir, file.path), "latin1");
  const args = runArguments(text);
  const chunks = text.split(/^\/\/ -----.*$/m);
  const cases = chunks.map((chunk, i): UpstreamCase => {
    const foreign = [...namespacesOf(chunk)].filter((ns) => !comparedIn(file, ns)).sort();
    const label = /@([\w$.-]+)/.exec(chunk.replace(/^\/\/.*$/gm, ""))?.[1] ?? "?";
    return { file, index: i + 1, label, text: chunk, foreignNamespaces: foreign };
  });
  return { args, cases };
}

/** One function of a case, compared alone: the case's `func.func` declarations and resources come along. */
export interface UpstreamFunction {
  readonly case: UpstreamCase;
  readonly name: string;
  readonly text: string;
  /** Namespaces the function uses outside ours: non-empty means skipped. */
  readonly foreignNamespaces: readonly string[];
}

/** `file#index@function`, the key of a function in the list of known differences. */
export function functionKey(f: UpstreamFunction): string {
  return `${f.case.file.path}#${f.case.index}:function@${f.name}`;
}

/**
 * The functions of a case, each with the case's bodiless declarations and resource section,
 * when the case's top level holds only functions (else none: it is not split).
 */
export function functionsOf(c: UpstreamCase): UpstreamFunction[] {
  const resources = /^\{-#[\s\S]*?^#-\}/m.exec(c.text)?.[0] ?? "";
  const body = c.text.replace(/^\{-#[\s\S]*?^#-\}/m, "");
  const lines = body.split("\n");
  const pieces: string[][] = [];
  const declarations: string[] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith("func.func ")) {
      // A one-line declaration (no body) goes with every function.
      if (!line.includes("{") && /\)\s*(->.*)?$/.test(line)) {
        declarations.push(line);
        current = undefined;
        continue;
      }
      current = [line];
      pieces.push(current);
    } else if (current !== undefined) current.push(line);
    else if (line.trim() !== "" && !line.startsWith("//")) return [];
  }
  return pieces.map((piece) => {
    const text = piece.join("\n");
    const name = /@([\w$.-]+)/.exec(text)?.[1] ?? "?";
    const foreign = [...namespacesOf(text)].filter((ns) => !comparedIn(c.file, ns)).sort();
    return { case: c, name, text: [...declarations, text, resources].join("\n") + "\n", foreignNamespaces: foreign };
  });
}
