// Text helpers of the DRR generator: literals and comments that user strings cannot
// break out of, identifiers made from pattern and symbol names, and the placeholder
// substitution of snippets (MLIR's tgfmt) done in one pass, so a substituted value is
// never substituted again.
import { docComment as docText, stringLiteral } from "../dialect/names.js";

export { stringLiteral };

/** A `/** ... *\/` comment over `lines` (no comment terminator can escape). */
export function docComment(lines: readonly string[], indent = ""): string {
  const body = lines.flatMap((l) => docText(l).split("\n")).map((l) => l.trimEnd());
  if (body.length === 0) return "";
  if (body.length === 1) return `${indent}/** ${body[0]} */\n`;
  return `${indent}/**\n${body.map((l) => (l.length === 0 ? `${indent} *` : `${indent} * ${l}`)).join("\n")}\n${indent} */\n`;
}

const RESERVED = new Set([
  "arguments", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
  "eval", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import", "in", "instanceof", "interface",
  "let", "new", "null", "package", "private", "protected", "public", "return", "static", "super", "switch", "this", "throw", "true",
  "try", "typeof", "undefined", "var", "void", "while", "with", "yield",
  // Names the generated code itself declares.
  "ir", "ods", "rewrite", "native", "op0", "ops", "rewriter", "builder", "odsLoc",
]);

/** A TypeScript identifier for a DRR symbol or pattern name: unchanged when valid, else a prefixed, sanitized form. */
export function symbolIdentifier(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_$]/g, "_");
  const valid = /^[A-Za-z_$]/.test(cleaned) ? cleaned : `_${cleaned}`;
  return RESERVED.has(valid) ? `${valid}_` : valid;
}

/** Whether `name` can be used as a class name as is. */
export function isPlainIdentifier(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) && !RESERVED.has(name);
}

/**
 * Replaces `$_self`, `$_builder`, `$_loc`, `$0`... and other `$name` placeholders in a
 * snippet in one left-to-right pass; placeholders without a value stay as written.
 */
export function formatSnippet(code: string, values: ReadonlyMap<string, string>): string {
  return code.replace(/\$(_?[A-Za-z_][A-Za-z0-9_]*|\d+)/g, (whole, key: string) => values.get(key) ?? whole);
}
