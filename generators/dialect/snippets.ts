// Code snippets from `.td` files (predicates, types, builder bodies, default values)
// must be TypeScript for the generated module to be. Each is parsed once, cheaply (the
// TypeScript parser alone, no type checker), in the context it is emitted in; a snippet
// that does not parse — typically C++ from a file written for mlir-tblgen — is reported
// at the record it comes from, as an MLIR-style located diagnostic.
import { ts } from "ts-morph";
import { odsError, type Record } from "../../src/ods/access.js";

export type SnippetKind = "expression" | "type" | "statements" | "members" | "parameters";

function wrap(kind: SnippetKind, code: string): string {
  switch (kind) {
    case "expression":
      return `const snippet_ = (\n${code}\n);`;
    case "type":
      return `let snippet_: ${code};`;
    case "statements":
      return `function snippet_(this: unknown) {\n${code}\n}`;
    case "members":
      return `class Snippet_ {\n${code}\n}`;
    case "parameters":
      return `declare function snippet_(${code}): unknown;`;
  }
}

/** Where each wrapper puts the snippet: the offset of its first character. */
function snippetOffset(kind: SnippetKind): number {
  return wrap(kind, "\u0000").indexOf("\u0000");
}

/** The first syntax error of `code` as a `kind` snippet (message and offset in `code`), or undefined when it parses. */
export function snippetSyntaxError(code: string, kind: SnippetKind): { readonly message: string; readonly offset: number } | undefined {
  const file = ts.createSourceFile("snippet.ts", wrap(kind, code), ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const diagnostics = (file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics;
  const first = diagnostics[0];
  if (first === undefined) return undefined;
  const offset = Math.max(0, Math.min(code.length, (first.start ?? 0) - snippetOffset(kind)));
  return { message: ts.flattenDiagnosticMessageText(first.messageText, " "), offset };
}

/** A one-line excerpt of a snippet for a diagnostic, around `offset` when given. */
export function excerpt(code: string, offset = 0): string {
  const before = code.slice(0, offset).replace(/\s+/g, " ").trimStart();
  const after = code.slice(offset).replace(/\s+/g, " ").trimEnd();
  if (before.length + after.length <= 80) return `${before}${after}`;
  const head = before.length > 30 ? `...${before.slice(-27)}` : before;
  const tail = after.length > 80 - head.length ? `${after.slice(0, 77 - head.length)}...` : after;
  return `${head}${tail}`;
}

/** Throws a diagnostic located at `record` when `code` is not TypeScript of `kind`. */
export function checkSnippet(code: string, kind: SnippetKind, record: Record, what: string): void {
  const error = snippetSyntaxError(code, kind);
  if (error === undefined) return;
  throw odsError(record, `${what} is not TypeScript (${error.message}): \`${excerpt(code, error.offset)}\``);
}

/**
 * The names of the methods a class-members snippet declares (an op's
 * extraClassDeclaration), or none when it is not TypeScript.
 */
export function memberMethodNames(code: string): string[] {
  if (code.trim() === "" || snippetSyntaxError(code, "members") !== undefined) return [];
  const file = ts.createSourceFile("snippet.ts", wrap("members", code), ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isClassDeclaration(statement)) continue;
    for (const member of statement.members) {
      if ((ts.isMethodDeclaration(member) || ts.isGetAccessorDeclaration(member)) && member.name !== undefined && ts.isIdentifier(member.name)) names.push(member.name.text);
    }
  }
  return names;
}
