// The bytecode encodings of mlir-opt 19's test dialect (its C++ writes them by hand;
// the codes and layouts are recorded here), generated into generated/test-bytecode.ts by
// `tsmlir-tblgen --gen-ts-bytecode -bytecode-dialect=Test`. `test` is the test dialect's
// hand-written module of values (src/dialects/test/encoding-values.ts, -import-dialect):
// tsmlir holds these values through their text, so the predicates and getters read it.

include "mlir/IR/BytecodeBase.td"

// An int32 written as the varint of its 64-bit pattern (read back modulo 2^32).
def Int32VarInt :
  WithParser <"test.readInt32($_reader)",
  WithPrinter<"test.writeInt32($_writer, $_getter)",
  WithType   <"number", VarInt>>>;

// `#test.attr_params<v0, v1>`: two int32 varints (v1 first before dialect version 2.0).
def TestAttrParamsAttr : DialectAttribute<(attr
  WithGetter<"test.attrParamsOf($_attrType)?.v0 ?? 0", Int32VarInt>:$_first,
  WithGetter<"test.attrParamsOf($_attrType)?.v1 ?? 0", Int32VarInt>:$_second
)> {
  let cType = "ir.Attribute";
  let printerPredicate = "test.attrParamsOf($_val) !== undefined";
  let cBuilder = "test.attrParams(reader, _first, _second)";
}

// `!test.i32`: no members, code 99.
def TestI32Type : DialectType<(type)> {
  let cType = "ir.Type";
  let printerPredicate = "test.isTestI32($_val)";
  let cBuilder = "test.testI32(context)";
}

def TestDialectAttributes : DialectAttributes<"Test"> {
  let elems = [TestAttrParamsAttr];
}

def TestDialectTypes : DialectTypes<"Test"> {
  let elems = !listconcat(!listsplat(ReservedOrDead, 99), [TestI32Type]);
}
