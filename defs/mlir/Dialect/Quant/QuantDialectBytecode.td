// tsmlir ODS library: the quant dialect's bytecode encodings (MLIR 19's codes and
// layouts), generated into generated/quant-bytecode.ts by
// `tsmlir-tblgen --gen-ts-bytecode -bytecode-dialect=Quant`. Code fields are TypeScript
// (see mlir/IR/BytecodeBase.td); `quant` is the quant dialect's hand-written module of
// type fields (src/dialects/quant/quant-fields.ts, given with -import-dialect). tsmlir
// holds a quant type as the OpaqueType of its canonical text, so every encoding has that
// cType: the printerPredicates tell them apart by the text's kind, and the getters read
// the fields from the text.

#ifndef QUANT_BYTECODE
#define QUANT_BYTECODE

include "mlir/IR/BytecodeBase.td"

// A member written from the quant type's fields.
class QuantField<Bytecode t> : WithGetter<"quant.quantFieldsOf($_attrType).$_member", t>;

def DoubleAPFloat:
  WithParser <"quant.readDoubleAPFloat($_reader)",
  WithBuilder<"$_args",
  WithPrinter<"quant.writeDoubleAPFloat($_writer, $_getter)",
  WithType   <"number">>>>;
def DoubleAPFloatList : List<DoubleAPFloat>;

defvar Flags = QuantField<VarInt>;
defvar StorageType = QuantField<WithParser<"quant.readStorageType($_reader)", WithType<"ir.IntegerType", Type>>>;
defvar ExpressedType = QuantField<Type>;
defvar StorageBound = QuantField<WithParser<"BigInt($_reader.readSignedVarInt())", WithType<"bigint", SignedVarInt>>>;
defvar Double = QuantField<DoubleAPFloat>;

let cType = "ir.OpaqueType" in {

def AnyQuantizedType: DialectType<(type
  Flags:$flags,
  StorageType:$storageType,
  StorageBound:$storageTypeMin,
  StorageBound:$storageTypeMax
)> {
  let printerPredicate = "quant.quantEncodingOf($_val) === \"any\"";
  let cBuilder = [{
    quant.anyQuantizedType(context, flags, storageType, undefined, storageTypeMin, storageTypeMax)
  }];
}

def AnyQuantizedTypeWithExpressedType: DialectType<(type
  Flags:$flags,
  StorageType:$storageType,
  ExpressedType:$expressedType,
  StorageBound:$storageTypeMin,
  StorageBound:$storageTypeMax
)> {
  let printerPredicate = "quant.quantEncodingOf($_val) === \"anyWithExpressedType\"";
  let cBuilder = "quant.anyQuantizedType(context, $_args)";
}

def CalibratedQuantizedType: DialectType<(type
  ExpressedType:$expressedType,
  Double:$min,
  Double:$max
)> {
  let printerPredicate = "quant.quantEncodingOf($_val) === \"calibrated\"";
  let cBuilder = "quant.calibratedQuantizedType(context, $_args)";
}

def UniformQuantizedType: DialectType<(type
  Flags:$flags,
  StorageType:$storageType,
  ExpressedType:$expressedType,
  Double:$scale,
  QuantField<WithParser<"BigInt($_reader.readSignedVarInt())", WithType<"bigint", SignedVarInt>>>:$zeroPoint,
  StorageBound:$storageTypeMin,
  StorageBound:$storageTypeMax
)> {
  let printerPredicate = "quant.quantEncodingOf($_val) === \"uniform\"";
  let cBuilder = "quant.uniformQuantizedType(context, $_args)";
}

// The lists are read and written whole: their values come from the type's fields.
def UniformQuantizedPerAxisType: DialectType<(type
  Flags:$flags,
  StorageType:$storageType,
  ExpressedType:$expressedType,
  QuantField<VarInt>:$quantizedDimension,
  StorageBound:$storageTypeMin,
  StorageBound:$storageTypeMax,
  QuantField<
    WithParser <"Array.from({ length: $_reader.readListCount() }, () => quant.readDoubleAPFloat($_reader))",
    WithPrinter<"quant.writeDoubleAPFloats($_writer, $_getter)",
    WithType   <"number[]">>>>:$scales,
  QuantField<
    WithParser <"Array.from({ length: $_reader.readListCount() }, () => BigInt($_reader.readSignedVarInt()))",
    WithPrinter<"quant.writeSignedVarInts($_writer, $_getter)",
    WithType   <"bigint[]">>>>:$zeroPoints
)> {
  let printerPredicate = "quant.quantEncodingOf($_val) === \"uniformPerAxis\"";
  let cBuilder = [{
    quant.uniformQuantizedPerAxisType(reader, flags, storageType, expressedType, scales,
      zeroPoints, quantizedDimension, storageTypeMin, storageTypeMax)
  }];
}
}

// The codes: an encoding's position in this list.

def QuantDialectTypes : DialectTypes<"Quant"> {
  let elems = [
    ReservedOrDead,
    AnyQuantizedType,
    AnyQuantizedTypeWithExpressedType,
    CalibratedQuantizedType,
    UniformQuantizedType,
    UniformQuantizedPerAxisType
  ];
}

#endif // QUANT_BYTECODE
