// What tsmlir-opt needs from the bytecode layer: detect bytecode input, read it into a
// module (wrapping several top-level ops in an implicit module as mlir-opt does), and
// write a module as bytecode with mlir-opt's options.
import { Block, Operation } from "../ir/operation.js";
import type { MLIRContext } from "../ir/context.js";
import { FileLineColLoc } from "../ir/location.js";
import { operationError } from "../ir/diagnostics.js";
import { DiagnosticError } from "../support/diagnostic.js";
import { AsmTextualCodec, BytecodeError, isBytecode, readBytecodeIR, writeBytecode } from "../bytecode/index.js";

export { isBytecode };

export interface BytecodeReadResult {
  readonly module: Operation;
  /** Warnings to print (`warning: ...`), e.g. ignored external resources. */
  readonly warnings: readonly string[];
}

/**
 * Reads a bytecode file into its module. Malformed input throws a BytecodeError (a
 * DiagnosticError whose message ends with `at offset N`, with a note naming the producer).
 */
export function readBytecodeModule(bytes: Uint8Array, context: MLIRContext, fileName: string): Operation {
  return readBytecodeModuleWithWarnings(bytes, context, fileName).module;
}

/** readBytecodeModule, also returning the warnings mlir-opt would print (ignored resources). */
export function readBytecodeModuleWithWarnings(bytes: Uint8Array, context: MLIRContext, fileName: string): BytecodeReadResult {
  let ops: Operation[];
  let warnings: readonly string[];
  try {
    ({ ops, warnings } = readBytecodeIR(bytes, { context, textual: new AsmTextualCodec() }));
  } catch (error) {
    if (error instanceof BytecodeError) throw withProducerNote(error, bytes, fileName);
    throw error;
  }
  const only = ops[0];
  if (ops.length === 1 && only !== undefined && only.name.name === "builtin.module") return { module: only, warnings };
  const module = Operation.create({
    name: context.getOperationName("builtin.module"),
    location: FileLineColLoc.get(context, fileName, 0, 0),
    regions: 1,
  });
  const block = new Block();
  (module.regions[0] as NonNullable<(typeof module.regions)[0]>).appendBlock(block);
  for (const op of ops) block.append(op);
  return { module, warnings };
}

function withProducerNote(error: BytecodeError, bytes: Uint8Array, fileName: string): BytecodeError {
  // mlir-opt notes which producer wrote the file; recover version and producer if readable.
  let note = "";
  try {
    let i = 4;
    const first = bytes[i] ?? 0;
    const version = first & 1 ? first >>> 1 : -1;
    i++;
    const end = bytes.indexOf(0, i);
    if (version >= 0 && end >= i) note = `in bytecode version ${version} produced by: ${String.fromCharCode(...bytes.subarray(i, end))}`;
  } catch {
    note = "";
  }
  const notes = note === "" ? undefined : [{ severity: "note" as const, message: note }];
  return new BytecodeError(`${fileName}: ${error.detail}`, error.offset, notes);
}

export interface BytecodeWriteOptions {
  /** `--emit-bytecode-version N` (default: the current version, 6); any int64 is refused outside 0..6. */
  readonly emitBytecodeVersion?: number | bigint;
  /** `--elide-resource-data-from-bytecode`. */
  readonly elideResourceData?: boolean;
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
  try {
    return writeBytecode(op, {
      ...(version !== undefined ? { version } : {}),
      elideResourceData: options.elideResourceData ?? false,
      textual: new AsmTextualCodec(),
    });
  } catch (error) {
    if (error instanceof DiagnosticError && error.diagnostic.location === undefined) throw operationError(op, error.diagnostic.message);
    throw error;
  }
}
