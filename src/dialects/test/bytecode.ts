// The test dialect's bytecode hooks (its BytecodeDialectInterface in mlir-opt 19; the
// .td and C++ are not installed, so the facts are recorded here): the dialect's version
// (2.0, written as two varints), the custom encodings of `!test.i32` and
// `#test.attr_params<v0, v1>`, and which versions it can upgrade from.
import type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter } from "../../bytecode/dialect/hooks.js";
import type { Operation } from "../../ir/operation.js";
import { DialectUpgradeError } from "../../bytecode/format/errors.js";
import type { Attribute } from "../../ir/attributes.js";
import type { Type } from "../../ir/types.js";
import { AsmTextualCodec } from "../../bytecode/text-codec.js";

export interface TestDialectVersion {
  readonly major: number;
  readonly minor: number;
}

/** Upstream's custom encodings: `!test.i32` and `#test.attr_params<v0, v1>`. */
const TEST_I32 = 99;
const ATTR_PARAMS = 0;

// The values are built and recognised through their text (whatever the test dialect's
// syntax makes of it), with a codec per call: a printer caches what it printed, which must
// not outlive a context.
const ATTR_PARAMS_BODY = /^attr_params<(-?\d+), (-?\d+)>$/;

function int32(value: number | bigint): number {
  return Number(BigInt.asIntN(32, BigInt(value)));
}

export const testBytecode: BytecodeDialectHooks = {
  readType(reader: DialectBytecodeReader): Type {
    const code = reader.readVarInt();
    if (code !== TEST_I32) throw reader.error(`unknown test dialect type encoding ${code}`);
    return new AsmTextualCodec().parseType("!test.i32", reader.context);
  },
  writeType(type: Type, writer: DialectBytecodeWriter): boolean {
    if (type.dialectNamespace !== "test" || new AsmTextualCodec().printType(type) !== "!test.i32") return false;
    writer.writeVarInt(TEST_I32);
    return true;
  },
  readAttribute(reader: DialectBytecodeReader): Attribute {
    const code = reader.readVarInt();
    if (code !== ATTR_PARAMS) throw reader.error(`unknown test dialect attribute encoding ${code}`);
    // Version 2.0 writes v0 then v1; older versions wrote v1 first.
    const version = reader.dialectVersion("test") as TestDialectVersion | undefined;
    const first = int32(reader.readVarIntOrBig());
    const second = int32(reader.readVarIntOrBig());
    const [v0, v1] = version !== undefined && version.major < 2 ? [second, first] : [first, second];
    return new AsmTextualCodec().parseAttribute(`#test.attr_params<${v0}, ${v1}>`, reader.context);
  },
  writeAttribute(attr: Attribute, writer: DialectBytecodeWriter): boolean {
    if (attr.dialectNamespace !== "test") return false;
    const match = ATTR_PARAMS_BODY.exec(new AsmTextualCodec().printAttribute(attr).slice("#test.".length));
    if (match === null) return false;
    writer.writeVarInt(ATTR_PARAMS);
    writer.writeVarInt(BigInt.asUintN(64, BigInt(match[1] as string)));
    writer.writeVarInt(BigInt.asUintN(64, BigInt(match[2] as string)));
    return true;
  },
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
