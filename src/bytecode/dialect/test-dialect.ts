// mlir-opt 19 also registers upstream's `test` dialect (mlir/test/lib/Dialect/Test). Its
// .td files are not installed, so the few facts bytecode needs are recorded here: the
// dialect's version (2.0, written as two varints) and the property layouts of its ops
// that carry attributes (ODS order: attributes sorted by name, then segment sizes).
import type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter } from "./hooks.js";
import type { Attribute } from "../../ir/attributes.js";
import type { Type } from "../../ir/types.js";
import { AsmTextualCodec } from "../text-codec.js";
import { OdsPropertiesCodec, parseLayout } from "./ods-properties.js";

export interface TestDialectVersion {
  readonly major: number;
  readonly minor: number;
}

/** Upstream's custom encodings: `!test.i32` and `#test.attr_params<v0, v1>`. */
const TEST_I32 = 99;
const ATTR_PARAMS = 0;

// The values are built and recognised through their text, which keeps this layer free of
// the dialect's classes (whatever the loaded test dialect makes of the text is used).
const text = new AsmTextualCodec();
const ATTR_PARAMS_BODY = /^attr_params<(-?\d+), (-?\d+)>$/;

function int32(value: number | bigint): number {
  return Number(BigInt.asIntN(32, BigInt(value)));
}

export const testDialectBytecodeHooks: BytecodeDialectHooks = {
  namespace: "test",
  readType(reader: DialectBytecodeReader): Type {
    const code = reader.readVarInt();
    if (code !== TEST_I32) throw reader.error(`unknown test dialect type encoding ${code}`);
    return text.parseType("!test.i32", reader.context);
  },
  writeType(type: Type, writer: DialectBytecodeWriter): boolean {
    if (type.dialectNamespace !== "test" || text.printType(type) !== "!test.i32") return false;
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
    return text.parseAttribute(`#test.attr_params<${v0}, ${v1}>`, reader.context);
  },
  writeAttribute(attr: Attribute, writer: DialectBytecodeWriter): boolean {
    if (attr.dialectNamespace !== "test") return false;
    const match = ATTR_PARAMS_BODY.exec(text.printAttribute(attr).slice("#test.".length));
    if (match === null) return false;
    writer.writeVarInt(ATTR_PARAMS);
    writer.writeVarInt(BigInt.asUintN(64, BigInt(match[1] as string)));
    writer.writeVarInt(BigInt.asUintN(64, BigInt(match[2] as string)));
    return true;
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

const DENSE_ARRAYS = "emptyattr,f32attr,f64attr,i16attr,i32attr,i64attr,i8attr";

/** Registered test ops and their property layouts ("" = registered, no properties). */
export const TEST_OP_LAYOUTS: Readonly<Record<string, string>> = {
  "test.addi": "",
  "test.any_attr_of_i32_str": "attr",
  "test.attr_sized_operands": "#operandSegmentSizes:4",
  "test.confined_dense_array_attr": "emptyattr,i32attr,i64attr",
  "test.confined_non_negative_attr": DENSE_ARRAYS,
  "test.confined_strictly_positive_attr": DENSE_ARRAYS,
  "test.dense_array_attr": "emptyattr,f32attr,f64attr,i16attr,i1attr,i32attr,i64attr,i8attr",
  "test.float_elements_attr": "scalar_f32_attr,tensor_f64_attr",
  "test.graph_region": "",
  "test.i32_enum_attr": "attr",
  "test.i64_enum_attr": "attr",
  "test.int_elements_attr": "any_i32_attr,i32_attr",
  "test.non_negative_int_attr": "i32attr,i64attr",
  "test.op_with_bit_enum": "tag?,value",
  "test.op_with_bit_enum_vbar": "tag?,value",
  "test.op_with_data_layout": "",
  "test.positive_int_attr": "i32attr,i64attr",
  "test.ranked_int_elements_attr": "matrix_i64_attr,vector_i32_attr",
  "test.single_no_terminator_custom_asm_op": "",
  "test.single_no_terminator_op": "",
  "test.string_attr_with_type": "attr",
  "test.string_elements_attr": "scalar_string_attr",
  "test.two_region_op": "",
  "test.variadic_no_terminator_op": "",
};

export function testOpCodecs(): [string, OdsPropertiesCodec][] {
  return Object.entries(TEST_OP_LAYOUTS).map(([name, spec]) => [name, new OdsPropertiesCodec(name, parseLayout(spec))]);
}
