// The values of mlir-opt 19's test dialect that its bytecode encodings hold
// (src/dialects/test/TestDialectBytecode.td, generated into generated/test-bytecode.ts,
// which imports this module as `test`): `!test.i32` and `#test.attr_params<v0, v1>`.
// They are built and recognised through their text (whatever the test dialect's syntax
// makes of it), with a codec per call: a printer caches what it printed, which must not
// outlive a context.
import type { DialectBytecodeReader, DialectBytecodeWriter } from "../../bytecode/dialect/hooks.js";
import type { Attribute } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import type { Type } from "../../ir/types.js";
import { AsmTextualCodec } from "../../bytecode/text-codec.js";

export interface TestDialectVersion {
  readonly major: number;
  readonly minor: number;
}

const ATTR_PARAMS_BODY = /^attr_params<(-?\d+), (-?\d+)>$/;

/** An int32 written as the varint of its 64-bit pattern. */
export function readInt32(reader: DialectBytecodeReader): number {
  return Number(BigInt.asIntN(32, BigInt(reader.readVarIntOrBig())));
}

export function writeInt32(writer: DialectBytecodeWriter, value: number): void {
  writer.writeVarInt(BigInt.asUintN(64, BigInt(value)));
}

/** `#test.attr_params<v0, v1>` from its two encoded values: version 2.0 writes v0 first, older versions v1. */
export function attrParams(reader: DialectBytecodeReader, first: number, second: number): Attribute {
  const version = reader.dialectVersion("test") as TestDialectVersion | undefined;
  const [v0, v1] = version !== undefined && version.major < 2 ? [second, first] : [first, second];
  return new AsmTextualCodec().parseAttribute(`#test.attr_params<${v0}, ${v1}>`, reader.context);
}

/** The parameters of a `#test.attr_params<v0, v1>` (undefined for any other attribute). */
export function attrParamsOf(attr: Attribute): { readonly v0: number; readonly v1: number } | undefined {
  if (attr.dialectNamespace !== "test") return undefined;
  const match = ATTR_PARAMS_BODY.exec(new AsmTextualCodec().printAttribute(attr).slice("#test.".length));
  return match === null ? undefined : { v0: Number(match[1]), v1: Number(match[2]) };
}

export function testI32(context: MLIRContext): Type {
  return new AsmTextualCodec().parseType("!test.i32", context);
}

export function isTestI32(type: Type): boolean {
  return type.dialectNamespace === "test" && new AsmTextualCodec().printType(type) === "!test.i32";
}
