// What tsmlir-opt needs from the bytecode layer: detect bytecode input, read it into a
// module (wrapping several top-level ops in an implicit module as mlir-opt does), and
// write a module as bytecode with mlir-opt's options.
import { Block, Operation } from "../ir/operation.js";
import type { MLIRContext } from "../ir/context.js";
import { FileLineColLoc } from "../ir/location.js";
import { IRDiagnosticError, operationError } from "../ir/diagnostics.js";
import { DiagnosticError } from "../support/diagnostic.js";
import { AsmTextualCodec, BytecodeError, DialectUpgradeError, dialectBytecodeOf, isBytecode, readBytecodeIR, writeBytecode } from "../bytecode/index.js";
import { testBytecodeFallbackOptions } from "../bytecode/fallback/testing.js";
import { fallbackStateOf } from "../bytecode/fallback/fallback-op.js";
import type { FallbackReadOptions } from "../bytecode/fallback/options.js";
import { builtinDialect } from "../dialects/builtin/index.js";

export { isBytecode };

export interface BytecodeReadResult {
  readonly module: Operation;
  /** Warnings to print (`warning: ...`), e.g. ignored external resources. */
  readonly warnings: readonly string[];
  /**
   * `in bytecode version N produced by: P`: mlir-opt verifies bytecode input while its
   * reader's diagnostic handler is active, which adds this note to every error.
   */
  readonly errorNote: string;
  /**
   * What to write back instead of `module`: the file's single top-level op, when it was
   * read as a fallback op standing for a `builtin.module` (`module` is then an implicit one around it).
   */
  readonly writeRoot?: Operation;
}

/**
 * Reads a bytecode file into its module. Malformed input throws an IRDiagnosticError at
 * `file:0:0` (where mlir-opt reports it) whose message ends with `at offset N`, with a
 * note naming the producer when the header was readable.
 */
export function readBytecodeModule(bytes: Uint8Array, context: MLIRContext, fileName: string, fallback?: FallbackReadOptions): Operation {
  return readBytecodeModuleWithWarnings(bytes, context, fileName, fallback).module;
}

/** readBytecodeModule, also returning the warnings mlir-opt would print (ignored resources). */
export function readBytecodeModuleWithWarnings(
  bytes: Uint8Array,
  context: MLIRContext,
  fileName: string,
  /** `--test-bytecode-fallback=DIALECT`, or the op fallback path as the API enables it. */
  fallbackOptions?: string | FallbackReadOptions,
  /** Deepest region nesting accepted (ReadOptions.nestingLimit; default: any). */
  nestingLimit?: number,
): BytecodeReadResult {
  let ops: Operation[];
  let warnings: readonly string[];
  const fallback =
    fallbackOptions === undefined
      ? {}
      : { fallback: typeof fallbackOptions === "string" ? testBytecodeFallbackOptions(context, fallbackOptions) : fallbackOptions };
  // The builtin dialect with its bytecode encodings, as an MLIR context always has it.
  context.loadDialect(builtinDialect);
  try {
    ({ ops, warnings } = readBytecodeIR(bytes, { context, textual: new AsmTextualCodec(), ...fallback, ...(nestingLimit !== undefined ? { nestingLimit } : {}) }));
  } catch (error) {
    if (error instanceof BytecodeError) throw locatedInFile(error, bytes, context, fileName);
    if (error instanceof DialectUpgradeError) {
      // Upstream reports it on the container it reads the file into, at `file:0:0`.
      const located = operationError(container(context, fileName, error.topLevelOps), error.diagnostic.message);
      const header = readHeader(bytes);
      if (header !== undefined) located.attachNote(located.diagnostic.location, header.note);
      throw located;
    }
    throw error;
  }
  // The reader accepted the header, so it is readable here too.
  const errorNote = readHeader(bytes)?.note ?? "";
  const only = ops[0];
  if (ops.length === 1 && only !== undefined && only.name.name === "builtin.module") return { module: only, warnings, errorNote };
  if (ops.length === 1 && only !== undefined && fallbackStateOf(only)?.originalName === "builtin.module") {
    return { module: container(context, fileName, ops), warnings, errorNote, writeRoot: only };
  }
  return { module: container(context, fileName, ops), warnings, errorNote };
}

/** The implicit `builtin.module` at `file:0:0` holding `ops`. */
function container(context: MLIRContext, fileName: string, ops: readonly Operation[]): Operation {
  const module = Operation.create({
    name: context.getOperationName("builtin.module"),
    location: FileLineColLoc.get(context, fileName, 0, 0),
    regions: 1,
  });
  const block = new Block();
  (module.regions[0] as NonNullable<(typeof module.regions)[0]>).appendBlock(block);
  for (const op of ops) block.append(op);
  return module;
}

function locatedInFile(error: BytecodeError, bytes: Uint8Array, context: MLIRContext, fileName: string): IRDiagnosticError {
  const inText = error.textPosition;
  const where = inText !== undefined ? FileLineColLoc.get(context, inText.text, inText.line, inText.column) : FileLineColLoc.get(context, fileName, 0, 0);
  const located = new IRDiagnosticError(where, error.message);
  const header = readHeader(bytes);
  // mlir-opt notes which producer wrote the file once it has read the header.
  if (header !== undefined && error.offset >= header.end) located.attachNote(where, header.note);
  return located;
}

/**
 * The version and producer (with the offset after them), if the header holds a version
 * mlir-opt accepts: the single-byte varints 0..6.
 */
function readHeader(bytes: Uint8Array): { note: string; end: number } | undefined {
  const first = bytes[4] ?? 0;
  const version = first & 1 ? first >>> 1 : -1;
  const nul = bytes.indexOf(0, 5);
  if (version < 0 || version > 6 || nul < 5) return undefined;
  return { note: `in bytecode version ${version} produced by: ${Buffer.from(bytes.subarray(5, nul)).toString("utf8")}`, end: nul + 1 };
}

export interface BytecodeWriteOptions {
  /** `--emit-bytecode-version N` (default: the current version, 6); any int64 is refused outside 0..6. */
  readonly emitBytecodeVersion?: number | bigint;
  /** `--elide-resource-data-from-bytecode`. */
  readonly elideResourceData?: boolean;
  /** The versions to write of some dialects (WriteOptions.dialectVersions). */
  readonly dialectVersions?: ReadonlyMap<string, unknown>;
  /** `--emit-bytecode-dialect-version=DIALECT=VERSION`: versions as text, parsed by each dialect's hooks. */
  readonly dialectVersionTexts?: readonly { readonly dialect: string; readonly version: string }[];
}

/**
 * Writes `op` as bytecode (byte-identical to mlir-opt's for the same IR). A version out of
 * range, or IR the writer cannot encode, is an error at `op` (as mlir-opt emits it on the
 * root op, with the "see current operation" note).
 */
export function writeBytecodeModule(op: Operation, options: BytecodeWriteOptions = {}): Uint8Array {
  const version = options.emitBytecodeVersion;
  if (version !== undefined && !(typeof version === "number" && Number.isInteger(version) && version >= 0 && version <= 6)) {
    throw operationError(op, `unsupported version requested ${version}, must be in range [0, 6]`);
  }
  op.context.loadDialect(builtinDialect);
  const dialectVersions = new Map(options.dialectVersions ?? []);
  for (const { dialect, version: text } of options.dialectVersionTexts ?? []) {
    const parsed = dialectBytecodeOf(op.context.getDialect(dialect))?.parseVersion?.(text);
    if (parsed === undefined) throw operationError(op, `dialect '${dialect}' has no bytecode version '${text}'`);
    dialectVersions.set(dialect, parsed);
  }
  try {
    return writeBytecode(op, {
      ...(version !== undefined ? { version } : {}),
      elideResourceData: options.elideResourceData ?? false,
      textual: new AsmTextualCodec(),
      ...(dialectVersions.size > 0 ? { dialectVersions } : {}),
    });
  } catch (error) {
    if (error instanceof DiagnosticError && error.diagnostic.location === undefined) throw operationError(op, error.diagnostic.message);
    throw error;
  }
}
