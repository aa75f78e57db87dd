// Toy's bytecode versioning (MLIR's BytecodeDialectInterface, through the package's public
// hooks): Toy is at version 1 and records it in the files it writes. A writer asked for
// version 0 writes Toy as it was before it had versions (no version entry: the form a
// reader that does not know Toy, such as mlir-opt, accepts). A reader refuses files of a
// newer Toy with MLIR's wording for dialect upgrade failures, unless the caller enables
// the fallback for Toy: then their ops are read as `toy.bytecode_fallback` ops, which keep
// everything to write them back as they were.
import * as ir from "tsmlir";

/** The Toy version this code reads and writes. */
export const TOY_VERSION = 1;

export const TOY_FALLBACK_OP = "toy.bytecode_fallback";

function versionNumber(value: unknown): number {
  return typeof value === "number" ? value : TOY_VERSION;
}

export const toyBytecode: ir.BytecodeDialectHooks = {
  readVersion: (reader) => reader.readVarInt(),
  writeVersion(writer) {
    const version = versionNumber(writer.dialectVersion("toy"));
    // Version 0 is Toy before versioning: no entry at all.
    if (version > 0) writer.writeVarInt(version);
  },
  parseVersion(text) {
    const version = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    return version >= 0 && version <= TOY_VERSION ? version : undefined;
  },
  canDecodeVersion: (version) => versionNumber(version) <= TOY_VERSION,
  upgradeFromVersion(_ops, version) {
    const from = versionNumber(version);
    // Versions 0 and 1 encode every op alike: nothing to upgrade; a newer one cannot be read.
    if (from > TOY_VERSION) throw new ir.DialectUpgradeError(`current toy dialect version is ${TOY_VERSION}, can't parse version: ${from}`);
  },
  fallbackOperation: TOY_FALLBACK_OP,
};

/**
 * `dialect` (Toy's generated dialect, whose hooks carry `toyBytecode`) with the op its
 * bytecode fallback reads unreadable Toy ops as.
 */
export function withToyFallbackOp(dialect: ir.Dialect): ir.Dialect {
  return { ...dialect, operations: [...(dialect.operations ?? []), ir.bytecodeFallbackOperation(TOY_FALLBACK_OP)] };
}
