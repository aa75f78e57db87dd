// MLIR bytecode through the package API (MLIR's writeBytecodeToFile and readBytecodeFile):
// bytes in and out, byte-identical to mlir-opt's, located diagnostics thrown on bad input.
import type { MLIRContext } from "../ir/context.js";
import type { Operation } from "../ir/operation.js";
import { SourceFile } from "../support/source.js";
import { readBytecodeModule, writeBytecodeModule } from "../cli/opt-bytecode.js";
import { toDiagnosticsError, verifyOrThrow } from "./text.js";

export { isBytecode } from "../bytecode/index.js";

/** MLIR's BytecodeWriterConfig. */
export interface BytecodeWriterConfig {
  /** The bytecode version to write, 0..6 (default 6, the current one; MLIR's setDesiredBytecodeVersion). */
  readonly desiredBytecodeVersion?: number;
  /** Write resource keys without their data (`--elide-resource-data-from-bytecode`). */
  readonly elideResourceData?: boolean;
}

/** MLIR's readBytecodeFile options. */
export interface BytecodeReaderConfig {
  /** The name diagnostics use (`file:0:0: error: ...`; default `<bytecode>`). */
  readonly fileName?: string;
  /** Verify the IR read, as MLIR's parser does by default (default true). */
  readonly verifyAfterParse?: boolean;
}

/**
 * MLIR's writeBytecodeToFile: `op` (usually a `builtin.module`) as MLIR bytecode. IR the
 * format cannot encode, or a version out of range, throws a located DiagnosticsError.
 */
export function writeBytecode(op: Operation, config: BytecodeWriterConfig = {}): Uint8Array {
  try {
    return writeBytecodeModule(op, {
      ...(config.desiredBytecodeVersion !== undefined ? { emitBytecodeVersion: config.desiredBytecodeVersion } : {}),
      elideResourceData: config.elideResourceData ?? false,
    });
  } catch (error) {
    // Located at the op (its own location, rendered as text: there is no source here).
    throw toDiagnosticsError(error, new SourceFile("", ""));
  }
}

/**
 * MLIR's readBytecodeFile: the top-level `builtin.module` of a bytecode file (an implicit
 * one around several top-level ops), verified. Malformed input throws a DiagnosticsError
 * located at `file:0:0`, as mlir-opt reports it.
 */
export function readBytecode(bytes: Uint8Array, context: MLIRContext, config: BytecodeReaderConfig = {}): Operation {
  const fileName = config.fileName ?? "<bytecode>";
  // Bytecode has no source lines to show: diagnostics are `file:0:0: error: ...`.
  const file = new SourceFile(fileName, "");
  let module: Operation;
  try {
    module = readBytecodeModule(bytes, context, fileName);
  } catch (error) {
    throw toDiagnosticsError(error, file);
  }
  if (config.verifyAfterParse !== false) verifyOrThrow(module, file);
  return module;
}
