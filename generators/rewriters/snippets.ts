// The TypeScript check of DRR snippets at generation time: a native code call or
// constraint whose expression is not TypeScript (typically a C++ snippet of a DRR file
// written for mlir-tblgen) is a located error naming the snippet, instead of generated
// code that fails to compile later.
import { ts } from "ts-morph";
import type { Record } from "../../src/ods/access.js";
import { odsError } from "../../src/ods/access.js";

/** The first syntax error of `expression` parsed as a TypeScript expression, or undefined. */
export function typeScriptSyntaxError(expression: string): string | undefined {
  const source = `void (\n${expression}\n);\n`;
  const out = ts.transpileModule(source, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
  const first = out.diagnostics?.[0];
  if (first === undefined) return undefined;
  return ts.flattenDiagnosticMessageText(first.messageText, "\n");
}

/**
 * Checks the expression of a snippet (after placeholder substitution with plain names):
 * `what` names it in the error, which is located at `owner` (the def that holds it).
 */
export function checkSnippet(owner: Record, what: string, expression: string): void {
  const error = typeScriptSyntaxError(expression);
  if (error !== undefined) throw odsError(owner, `${what} has no TypeScript body (${error}): ${JSON.stringify(expression)}`);
}
