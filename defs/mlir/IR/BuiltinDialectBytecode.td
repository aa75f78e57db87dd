// tsmlir ODS library: the builtin dialect's bytecode encodings (MLIR 19's codes
// and layouts), generated into generated/builtin-bytecode.ts by
// `tsmlir-tblgen --gen-ts-bytecode -bytecode-dialect=Builtin`. Code fields are
// TypeScript (see BytecodeBase.td for the placeholders).

#ifndef BUILTIN_BYTECODE
#define BUILTIN_BYTECODE

include "mlir/IR/BytecodeBase.td"

// A location attribute; upstream's reader names it mlir::LocationAttr.
def LocationAttr : AttributeKind {
  let cParser = "bc.readAttributeOf($_reader, ir.Location, \"mlir::LocationAttr\")";
  let cType = "ir.Location";
}
def ShapedType: WithType<"ir.ShapedType", Type>;

// A dimension of a shape: int64 (ir.Int64: a number where it is safe, a bigint beyond).
defvar ShapeDimensions = List<
  WithParser <"ir.int64($_reader.readSignedVarInt())",
  WithPrinter<"$_writer.writeSignedVarInt($_getter)",
  WithType   <"ir.Int64", SignedVarInt>>>>;

def Location : CompositeBytecode {
  dag members = (attr
    WithGetter<"$_attrType", WithType<"ir.Location", LocationAttr>>:$value
  );
  let cBuilder = "$_args";
  let cType = "ir.Location";
}

def String :
  WithParser <"$_reader.readString()",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeString($_getter)",
  WithGetter <"$_attrType.$_member",
  WithType   <"string">>>>>;

def ArrayAttr : DialectAttribute<(attr
  Array<Attribute>:$value
)> {
  let cType = "ir.ArrayAttr";
}

// The IR holds the text of a StringAttr member (a symbol name, a file name), so it
// is read as a StringAttr's value and written as the StringAttr of that text.
defvar StringAttrText =
  WithParser <"bc.readAttributeOf($_reader, ir.StringAttr).value",
  WithPrinter<"$_writer.writeAttribute(ir.StringAttr.get($_name.context, $_getter))",
  WithType   <"string", Attribute>>>;

let cType = "ir.StringAttr" in {
def StringAttr : DialectAttribute<(attr
  String:$value
)> {
  let printerPredicate = "$_val.hasNoneType()";
  let cBuilder = "ir.StringAttr.get(context, value)";
}

def StringAttrWithType : DialectAttribute<(attr
  String:$value,
  Type:$type
)> {
  let printerPredicate = "!$_val.hasNoneType()";
  let cBuilder = "ir.StringAttr.get(context, value, type)";
}
}

def NamedAttribute : CompositeBytecode {
  dag members = (attr
    StringAttrText:$name,
    Attribute:$value
  );
  let cBuilder = "{ $_args }";
  let cType = "ir.NamedAttribute";
}
def DictionaryAttr : DialectAttribute<(attr
  Array<NamedAttribute>:$value
)> {
  let cType = "ir.DictionaryAttr";
}

let cType = "ir.SymbolRefAttr" in {
def FlatSymbolRefAttr: DialectAttribute<(attr
  StringAttrText:$rootReference
)> {
  let printerPredicate = "$_val.isFlat()";
  let cParser = "bc.readAttributeWhere($_reader, (attr): attr is ir.SymbolRefAttr => attr instanceof ir.SymbolRefAttr && attr.isFlat(), \"mlir::FlatSymbolRefAttr\")";
  let cBuilder = "ir.SymbolRefAttr.get(context, rootReference)";
}

def SymbolRefAttr: DialectAttribute<(attr
  StringAttrText:$rootReference,
  Array<FlatSymbolRefAttr>:$nestedReferences
)> {
  let printerPredicate = "!$_val.isFlat()";
  let cBuilder = "ir.SymbolRefAttr.get(context, rootReference, nestedReferences)";
}
}

def TypeAttr: DialectAttribute<(attr
  Type:$value
)> {
  let cType = "ir.TypeAttr";
  let cBuilder = "ir.TypeAttr.get(value)";
}

def UnitAttr: DialectAttribute<(attr)> {
  let cType = "ir.UnitAttr";
}

def IntegerAttr: DialectAttribute<(attr
  Type:$type,
  KnownWidthAPInt<"type">:$value
)> {
  let cType = "ir.IntegerAttr";
  let cBuilder = "ir.IntegerAttr.get(type, value)";
}

defvar FloatType = WithParser<"bc.readTypeOf($_reader, ir.FloatType, \"a float type\")", WithType<"ir.FloatType", Type>>;
def FloatAttr : DialectAttribute<(attr
  FloatType:$type,
  WithGetter<"$_attrType", KnownSemanticsAPFloat<"type">>:$value
)> {
  let cType = "ir.FloatAttr";
  let cBuilder = "ir.FloatAttr.get(type, value.value, value.bits)";
}

def CallSiteLoc : DialectAttribute<(attr
  LocationAttr:$callee,
  LocationAttr:$caller
)> {
  let cType = "ir.CallSiteLoc";
  let cBuilder = "ir.CallSiteLoc.get(callee, caller)";
}

def FileLineColLoc : DialectAttribute<(attr
  StringAttrText:$filename,
  VarInt:$line,
  VarInt:$column
)> {
  let cType = "ir.FileLineColLoc";
}

let cType = "ir.FusedLoc",
    cBuilder = "ir.FusedLoc.getRaw(context, $_args)" in {
def FusedLoc : DialectAttribute<(attr
  Array<Location>:$locations
)> {
  let printerPredicate = "$_val.metadata === null";
}

def FusedLocWithMetadata : DialectAttribute<(attr
  Array<Location>:$locations,
  WithGetter<"$_attrType.metadata as ir.Attribute", Attribute>:$metadata
)> {
  let printerPredicate = "$_val.metadata !== null";
}
}

def NameLoc : DialectAttribute<(attr
  StringAttrText:$name,
  LocationAttr:$childLoc
)> {
  let cType = "ir.NameLoc";
}

def UnknownLoc : DialectAttribute<(attr)> {
  let cType = "ir.UnknownLoc";
}

def DenseResourceElementsAttr : DialectAttribute<(attr
  ShapedType:$type,
  WithGetter<"$_attrType.handle", ResourceHandle<"ir.ResourceBlobHandle">>:$rawHandle
)> {
  let cType = "ir.DenseResourceElementsAttr";
  let cBuilder = "ir.DenseResourceElementsAttr.get(type, rawHandle)";
}

let cType = "ir.RankedTensorType" in {
def RankedTensorType : DialectType<(type
  Array<ShapeDimensions>:$shape,
  Type:$elementType
)> {
  let printerPredicate = "$_val.encoding === null";
  let cBuilder = "ir.RankedTensorType.get(shape, elementType)";
}

def RankedTensorTypeWithEncoding : DialectType<(type
  WithGetter<"$_attrType.encoding as ir.Attribute", Attribute>:$encoding,
  Array<ShapeDimensions>:$shape,
  Type:$elementType
)> {
  let printerPredicate = "$_val.encoding !== null";
  let cBuilder = "ir.RankedTensorType.get(shape, elementType, encoding)";
}
}

def DenseArrayAttr : DialectAttribute<(attr
  Type:$elementType,
  WithGetter<"ir.denseArraySize($_attrType)", VarInt>:$size,
  WithGetter<"ir.denseArrayToRaw($_attrType)", Blob>:$rawData
)> {
  let cType = "ir.DenseArrayAttr";
  let cBuilder = [{ir.DenseArrayAttr.get(elementType, bc.required(reader, ir.denseArrayFromRaw(elementType, size, rawData), "dense array data does not match its size and element type"))}];
}

def DenseElementsAttr : WithType<"ir.DenseElementsAttr", Attribute> {
  let cParser = [{bc.readAttributeWhere($_reader, (attr): attr is ir.DenseElementsAttr => attr instanceof ir.DenseIntOrFPElementsAttr || attr instanceof ir.DenseStringElementsAttr, "mlir::DenseElementsAttr")}];
}
def DenseIntOrFPElementsAttr : DialectAttribute<(attr
  ShapedType:$type,
  WithGetter<"ir.denseElementsToRaw($_attrType)", Blob>:$rawData
)> {
  let cType = "ir.DenseIntOrFPElementsAttr";
  let cBuilder = [{ir.DenseIntOrFPElementsAttr.getFromRawData(type, bc.required(reader, ir.denseElementsFromRaw(type, rawData), "invalid dense elements data for its type"))}];
}

def DenseStringElementsAttr : DialectAttribute<(attr
  ShapedType:$type,
  WithGetter<"$_attrType.isSplat ? 1 : 0", VarInt>:$_isSplat,
  WithBuilder<"$_args",
    WithType<"string[]",
    WithParser <"Array.from({ length: _isSplat !== 0 ? 1 : type.getNumElements() }, () => $_reader.readString())",
    WithPrinter<"for (const value of $_name.values) $_writer.writeString(value)">>>>:$rawStringData
)> {
  let cType = "ir.DenseStringElementsAttr";
  let cBuilder = "ir.DenseStringElementsAttr.get(type, rawStringData)";
}

def DenseIntElementsAttr : WithType<"ir.DenseIntOrFPElementsAttr", Attribute> {
  let cParser = "bc.readAttributeOf($_reader, ir.DenseIntOrFPElementsAttr, \"mlir::DenseIntElementsAttr\")";
}
def SparseElementsAttr : DialectAttribute<(attr
  ShapedType:$type,
  DenseIntElementsAttr:$indices,
  DenseElementsAttr:$values
)> {
  let cType = "ir.SparseElementsAttr";
  let cBuilder = "ir.SparseElementsAttr.get(type, indices, values)";
}

def DistinctAttr : DialectAttribute<(attr
  Attribute:$referencedAttr
)> {
  let cType = "ir.DistinctAttr";
  let cBuilder = "ir.DistinctAttr.create(referencedAttr)";
}

// Types
// -----

def IntegerType : DialectType<(type
  // The width times four plus the signedness (signless, signed, unsigned).
  WithParser<"$_reader.readVarInt()",
    WithBuilder<"$_args",
    WithPrinter<"$_writer.writeVarInt($_name.width * 4 + [\"signless\", \"signed\", \"unsigned\"].indexOf($_name.signedness))",
    WithType   <"number">>>>:$_widthAndSignedness,
  LocalVar<"number", "Math.floor(_widthAndSignedness / 4)">:$width,
  LocalVar<"ir.Signedness | undefined",
    "([\"signless\", \"signed\", \"unsigned\"] as const)[_widthAndSignedness % 4]">:$signedness
)> {
  let cType = "ir.IntegerType";
  let cBuilder = [{ir.IntegerType.get(context, bc.required(reader, width <= 16777215 ? width : undefined, "invalid integer type encoding"), bc.required(reader, signedness, "invalid integer type encoding"))}];
}

def IndexType : DialectType<(type)> {
  let cType = "ir.IndexType";
}

def FunctionType : DialectType<(type
  Array<Type>:$inputs,
  Array<Type>:$results
)> {
  let cType = "ir.FunctionType";
}

let cType = "ir.FloatType" in {
def BFloat16Type : DialectType<(type)> {
  let printerPredicate = "$_val.kind === \"bf16\"";
  let cBuilder = "ir.FloatType.get(context, \"bf16\")";
}

def Float16Type : DialectType<(type)> {
  let printerPredicate = "$_val.kind === \"f16\"";
  let cBuilder = "ir.FloatType.get(context, \"f16\")";
}

def Float32Type : DialectType<(type)> {
  let printerPredicate = "$_val.kind === \"f32\"";
  let cBuilder = "ir.FloatType.get(context, \"f32\")";
}

def Float64Type : DialectType<(type)> {
  let printerPredicate = "$_val.kind === \"f64\"";
  let cBuilder = "ir.FloatType.get(context, \"f64\")";
}

def Float80Type : DialectType<(type)> {
  let printerPredicate = "$_val.kind === \"f80\"";
  let cBuilder = "ir.FloatType.get(context, \"f80\")";
}

def Float128Type : DialectType<(type)> {
  let printerPredicate = "$_val.kind === \"f128\"";
  let cBuilder = "ir.FloatType.get(context, \"f128\")";
}
}

def ComplexType : DialectType<(type
  Type:$elementType
)> {
  let cType = "ir.ComplexType";
  let cBuilder = "ir.ComplexType.get(elementType)";
}

// A memref without a layout holds none; its encoding holds the identity map.
def MemRefLayout: WithType<"ir.Attribute", Attribute> {
  let cGetter = "$_attrType.layout ?? ir.AffineMapAttr.get(ir.AffineMap.getMultiDimIdentity($_attrType.context, $_attrType.shape.length))";
}

let cType = "ir.MemRefType" in {
def MemRefType : DialectType<(type
  Array<ShapeDimensions>:$shape,
  Type:$elementType,
  MemRefLayout:$layout
)> {
  let printerPredicate = "$_val.memorySpace === null";
  let cBuilder = "ir.MemRefType.get(shape, elementType, layout)";
}

def MemRefTypeWithMemSpace : DialectType<(type
  WithGetter<"$_attrType.memorySpace as ir.Attribute", Attribute>:$memorySpace,
  Array<ShapeDimensions>:$shape,
  Type:$elementType,
  MemRefLayout:$layout
)> {
  let printerPredicate = "$_val.memorySpace !== null";
  let cBuilder = "ir.MemRefType.get(shape, elementType, layout, memorySpace)";
}
}

def NoneType : DialectType<(type)> {
  let cType = "ir.NoneType";
}

def TupleType : DialectType<(type
  Array<Type>:$types
)> {
  let cType = "ir.TupleType";
}

let cType = "ir.UnrankedMemRefType" in {
def UnrankedMemRefType : DialectType<(type
  Type:$elementType
)> {
  let printerPredicate = "$_val.memorySpace === null";
  let cBuilder = "ir.UnrankedMemRefType.get(elementType)";
}

def UnrankedMemRefTypeWithMemSpace : DialectType<(type
  WithGetter<"$_attrType.memorySpace as ir.Attribute", Attribute>:$memorySpace,
  Type:$elementType
)> {
  let printerPredicate = "$_val.memorySpace !== null";
  let cBuilder = "ir.UnrankedMemRefType.get(elementType, memorySpace)";
}
}

def UnrankedTensorType : DialectType<(type
  Type:$elementType
)> {
  let cType = "ir.UnrankedTensorType";
  let cBuilder = "ir.UnrankedTensorType.get(elementType)";
}

let cType = "ir.VectorType" in {
def VectorType : DialectType<(type
  Array<ShapeDimensions>:$shape,
  Type:$elementType
)> {
  let printerPredicate = "!$_val.scalableDims.includes(true)";
  let cBuilder = "ir.VectorType.get(shape, elementType)";
}

def VectorTypeWithScalableDims : DialectType<(type
  Array<BoolList>:$scalableDims,
  Array<ShapeDimensions>:$shape,
  Type:$elementType
)> {
  let printerPredicate = "$_val.scalableDims.includes(true)";
  let cBuilder = "ir.VectorType.get(shape, elementType, scalableDims)";
}
}

// The codes: an encoding's position in these lists. Reordering them breaks every
// file written before, as upstream's.

def BuiltinDialectAttributes : DialectAttributes<"Builtin"> {
  let elems = [
    ArrayAttr,
    DictionaryAttr,
    StringAttr,
    StringAttrWithType,
    FlatSymbolRefAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
    IntegerAttr,
    FloatAttr,
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    FusedLocWithMetadata,
    NameLoc,
    UnknownLoc,
    DenseResourceElementsAttr,
    DenseArrayAttr,
    DenseIntOrFPElementsAttr,
    DenseStringElementsAttr,
    SparseElementsAttr,
    DistinctAttr
  ];
}

def BuiltinDialectTypes : DialectTypes<"Builtin"> {
  let elems = [
    IntegerType,
    IndexType,
    FunctionType,
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    ComplexType,
    MemRefType,
    MemRefTypeWithMemSpace,
    NoneType,
    RankedTensorType,
    RankedTensorTypeWithEncoding,
    TupleType,
    UnrankedMemRefType,
    UnrankedMemRefTypeWithMemSpace,
    UnrankedTensorType,
    VectorType,
    VectorTypeWithScalableDims
  ];
}

#endif // BUILTIN_BYTECODE
