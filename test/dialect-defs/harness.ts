// Shared setup of the tdefs tests: a context with the generated dialect and its hooks,
// parsing, printing (as tsmlir-opt prints), bytecode round trips and diagnostics as text.
import { MLIRContext, type Operation } from "../../src/ir/index.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { printTopLevel } from "../../src/asm/printer.js";
import { DiagnosticsError } from "../../src/asm/errors.js";
import { AsmTextualCodec, readBytecodeIR, writeBytecode } from "../../src/bytecode/index.js";
import { DiagnosticError, formatDiagnostic } from "../../src/support/diagnostic.js";
import { SourceFile } from "../../src/support/source.js";
import { createTdefsDialect } from "./tdefs.generated.js";
import { tdefsHooks } from "./tdefs-hooks.js";

/** A context with the tdefs dialect loaded (ops of other namespaces stay unregistered). */
export function tdefsContext(): MLIRContext {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  context.loadDialect(createTdefsDialect(tdefsHooks));
  return context;
}

export function parse(text: string, context = tdefsContext(), name = "in.mlir"): Operation {
  return parseSourceFile(new SourceFile(name, text), context, { allowUnregisteredDialect: true }).module;
}

export function print(op: Operation, generic = false): string {
  return Buffer.concat(printTopLevel(op, { flags: { printGenericOpForm: generic, printDebugInfo: false, printLocalScope: false } })).toString("latin1");
}

/** Writes `op` as bytecode and reads it back into a fresh context. */
export function bytecodeRoundTrip(op: Operation): Operation {
  const bytes = writeBytecode(op, { textual: new AsmTextualCodec() });
  const { ops } = readBytecodeIR(bytes, { context: tdefsContext(), textual: new AsmTextualCodec() });
  const read = ops[0];
  if (read === undefined) throw new Error("bytecode held no op");
  return read;
}

/** The diagnostics parsing `text` reports, rendered as tsmlir-opt prints them. */
export function parseErrors(text: string): string {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics.map(formatDiagnostic).join("");
    throw error;
  }
  return "";
}
