// MLIR bytecode through the package API (MLIR's writeBytecodeToFile and readBytecodeFile):
// bytes in and out, byte-identical to mlir-opt's, located diagnostics thrown on bad input.
import type { MLIRContext } from "../ir/context.js";
import type { Operation } from "../ir/operation.js";
import { SourceFile } from "../support/source.js";
import { readBytecodeModule, writeBytecodeModule } from "../cli/opt-bytecode.js";
import { toDiagnosticsError, verifyOrThrow } from "./text.js";

import type { FallbackReadOptions } from "../bytecode/fallback/options.js";

export { isBytecode, DialectUpgradeError } from "../bytecode/index.js";
export type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter, OpPropertiesCodec } from "../bytecode/index.js";
export { bytecodeFallbackOperation, fallbackStateOf, FallbackAttr, type FallbackOpState } from "../bytecode/fallback/fallback-op.js";
export type { FallbackReadOptions } from "../bytecode/fallback/options.js";

/** MLIR's BytecodeWriterConfig. */
export interface BytecodeWriterConfig {
  /** The bytecode version to write, 0..6 (default 6, the current one; MLIR's setDesiredBytecodeVersion). */
  readonly desiredBytecodeVersion?: number;
  /** Write resource keys without their data (`--elide-resource-data-from-bytecode`). */
  readonly elideResourceData?: boolean;
  /**
   * The version to write of some dialects, by name (MLIR's setDialectVersion): their
   * bytecode hooks read it with `writer.dialectVersion(name)` and encode for it.
   */
  readonly dialectVersions?: ReadonlyMap<string, unknown>;
}

/** MLIR's readBytecodeFile options. */
export interface BytecodeReaderConfig {
  /** The name diagnostics use (`file:0:0: error: ...`; default `<bytecode>`). */
  readonly fileName?: string;
  /** Verify the IR read, as MLIR's parser does by default (default true). */
  readonly verifyAfterParse?: boolean;
  /** The op fallback path, for the dialects named (off by default, as in mlir-opt 19). */
  readonly fallback?: FallbackReadOptions;
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
      ...(config.dialectVersions !== undefined ? { dialectVersions: config.dialectVersions } : {}),
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
    module = readBytecodeModule(bytes, context, fileName, config.fallback);
  } catch (error) {
    throw toDiagnosticsError(error, file);
  }
  if (config.verifyAfterParse !== false) verifyOrThrow(module, file);
  return module;
}
