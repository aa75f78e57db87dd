// Textual IR through the package API (MLIR's parseSourceString / parseSourceFile and
// Operation::print): JS strings in and out, located diagnostics thrown on bad input.
import { readFileSync } from "node:fs";
import type { MLIRContext } from "../ir/context.js";
import type { Operation } from "../ir/operation.js";
import { verify } from "../ir/verifier.js";
import { IRDiagnosticError } from "../ir/diagnostics.js";
import { DiagnosticError, type Diagnostic } from "../support/diagnostic.js";
import { SourceFile } from "../support/source.js";
import { parseSourceFile as parseAsm } from "../asm/parser.js";
import { printTopLevel } from "../asm/printer.js";
import { DiagnosticsError } from "../asm/errors.js";
import { renderIRDiagnostic, renderSourceDiagnostic } from "../cli/opt-diagnostics.js";

/** MLIR's ParserConfig. */
export interface ParserConfig {
  /** The name diagnostics and FileLineColLocs use (default `<string>`, or the path for parseSourceFile). */
  readonly fileName?: string;
  /** Verify the parsed IR, as MLIR's parser does by default (default true). */
  readonly verifyAfterParse?: boolean;
}

/** MLIR's OpPrintingFlags (the tsmlir-opt flags of the same meaning). */
export interface OpPrintingFlags {
  /** `--mlir-print-op-generic`. */
  readonly printGenericOpForm?: boolean;
  /** `--mlir-print-debuginfo`: print locations. */
  readonly printDebugInfo?: boolean;
  /** `--mlir-print-local-scope`: no alias definitions, everything inline. */
  readonly printLocalScope?: boolean;
  /** `--mlir-elide-elementsattrs-if-larger=N`. */
  readonly elideElementsAttrsLargerThan?: number;
  /** The op is known to verify: skip the verification that otherwise picks the generic form for invalid IR. */
  readonly assumeVerified?: boolean;
}

/**
 * MLIR text is read and written as bytes (UTF-8), columns count bytes: a JS string is
 * mapped to one char per byte for the parser and back for the caller.
 */
function toBytesString(text: string): string {
  return Buffer.from(text, "utf8").toString("latin1");
}

function fromBytesString(text: string): string {
  return Buffer.from(text, "latin1").toString("utf8");
}

/** A DiagnosticsError carrying `diagnostics`, its message their rendering as mlir-opt prints them. */
function diagnosticsError(diagnostics: readonly Diagnostic[], rendered: string): DiagnosticsError {
  const error = new DiagnosticsError(diagnostics);
  error.message = fromBytesString(rendered).trimEnd();
  return error;
}

/**
 * The failure of a parse, read, verification or write as one DiagnosticsError: its
 * `diagnostics` located in `file` where they point into it, its message the text mlir-opt
 * prints (`file:line:col: error: ...`, the source line, a caret, the notes). Exceptions
 * that are no diagnostics are rethrown.
 */
export function toDiagnosticsError(errors: unknown, file: SourceFile): DiagnosticsError {
  const list = Array.isArray(errors) ? (errors as unknown[]) : [errors];
  const diagnostics: Diagnostic[] = [];
  const rendered: string[] = [];
  for (const error of list) {
    if (error instanceof IRDiagnosticError) {
      diagnostics.push(error.toDiagnostic([file]));
      rendered.push(renderIRDiagnostic(error.diagnostic, file));
      continue;
    }
    const located = error instanceof DiagnosticError ? error.diagnostics : undefined;
    if (located === undefined) throw error;
    diagnostics.push(...located);
    rendered.push(...located.map(renderSourceDiagnostic));
  }
  return diagnosticsError(diagnostics, rendered.join(""));
}

/** Verifies `op`, throwing every verification error as one DiagnosticsError located in `file`. */
export function verifyOrThrow(op: Operation, file: SourceFile): void {
  const errors = verify(op);
  if (errors.length > 0) throw toDiagnosticsError(errors, file);
}

/**
 * MLIR's parseSourceString: parses MLIR text into its top-level `builtin.module` (an
 * implicit one around several top-level ops) and verifies it. Bad input throws a
 * DiagnosticsError carrying the located diagnostics.
 */
export function parseSourceString(text: string, context: MLIRContext, config: ParserConfig = {}): Operation {
  const file = new SourceFile(config.fileName ?? "<string>", toBytesString(text));
  let module: Operation;
  try {
    module = parseAsm(file, context, { allowUnregisteredDialect: context.allowUnregisteredDialects }).module;
  } catch (error) {
    throw toDiagnosticsError(error, file);
  }
  if (config.verifyAfterParse !== false) verifyOrThrow(module, file);
  return module;
}

/** MLIR's parseSourceFile: parseSourceString on a file's text (UTF-8), named by its path. */
export function parseSourceFile(path: string, context: MLIRContext, config: ParserConfig = {}): Operation {
  return parseSourceString(readFileSync(path, "utf8"), context, { ...config, fileName: config.fileName ?? path });
}

/**
 * MLIR's Operation::print: `op` as text, the way tsmlir-opt prints a top-level op (alias
 * definitions first, file metadata last; it ends with a newline, to which mlir-opt adds one).
 */
export function printOperation(op: Operation, flags: OpPrintingFlags = {}): string {
  const chunks = printTopLevel(op, {
    flags: {
      printGenericOpForm: flags.printGenericOpForm ?? false,
      printDebugInfo: flags.printDebugInfo ?? false,
      printLocalScope: flags.printLocalScope ?? false,
      ...(flags.elideElementsAttrsLargerThan !== undefined ? { elideElementsAttrsLargerThan: flags.elideElementsAttrsLargerThan } : {}),
      assumeVerified: flags.assumeVerified ?? false,
    },
  });
  return Buffer.concat(chunks).toString("utf8");
}
