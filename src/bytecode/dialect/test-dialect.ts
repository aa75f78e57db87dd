// mlir-opt 19 also registers upstream's `test` dialect (mlir/test/lib/Dialect/Test). Its
// .td files are not installed, so the few facts bytecode needs are recorded here: the
// dialect's version (2.0, written as two varints) and the property layouts of its ops
// that carry attributes (ODS order: attributes sorted by name, then segment sizes).
import type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter } from "./hooks.js";
import { OdsPropertiesCodec, parseLayout } from "./ods-properties.js";

export interface TestDialectVersion {
  readonly major: number;
  readonly minor: number;
}

export const testDialectBytecodeHooks: BytecodeDialectHooks = {
  namespace: "test",
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
