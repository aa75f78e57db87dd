// The test dialect's bytecode hooks (its BytecodeDialectInterface in mlir-opt 19; the
// .td and C++ are not installed, so the facts are recorded here): the encodings of
// `!test.i32` and `#test.attr_params<v0, v1>`, generated from TestDialectBytecode.td, and
// the dialect's version (2.0, written as two varints) with the versions it can upgrade from.
import type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter } from "../../bytecode/dialect/hooks.js";
import type { Operation } from "../../ir/operation.js";
import { DialectUpgradeError } from "../../bytecode/format/errors.js";
import { testBytecode as testEncodings } from "../../../generated/test-bytecode.js";
import type { TestDialectVersion } from "./encoding-values.js";

export type { TestDialectVersion } from "./encoding-values.js";

export const testBytecode: BytecodeDialectHooks = {
  ...testEncodings,
  upgradeFromVersion(_ops: readonly Operation[], version: unknown): void {
    const { major, minor } = version as TestDialectVersion;
    // Upstream accepts its own version 2.0 and older ones; older test.versionedA ops read
    // the same here (their properties hold the attributes already).
    if (major > 2 || (major === 2 && minor > 0)) {
      throw new DialectUpgradeError(`current test dialect version is 2.0, can't parse version: ${major}.${minor}`);
    }
  },
  readVersion(reader: DialectBytecodeReader): TestDialectVersion {
    const major = reader.readVarInt();
    return { major, minor: reader.readVarInt() };
  },
  writeVersion(writer: DialectBytecodeWriter): void {
    writer.writeVarInt(2);
    writer.writeVarInt(0);
  },
};
