// The consumer project's bytecode encodings for its dialect (geo.td), declared with the
// package's BytecodeBase.td records: `npx tsmlir-tblgen --gen-ts-bytecode -bytecode-dialect=Geo
// -import-dialect=geo=./geo.js geo-bytecode.td -o geo-bytecode.ts`.
include "mlir/IR/BytecodeBase.td"

def GeoName :
  WithParser <"$_reader.readString()",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeString($_getter)",
  WithGetter <"$_attrType.$_member",
  WithType   <"string">>>>>;

// An altitude (below sea level too): a signed varint.
def GeoAltitude :
  WithParser <"Number($_reader.readSignedVarInt())",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeSignedVarInt($_getter)",
  WithGetter <"$_attrType.$_member",
  WithType   <"number">>>>>;

def GeoDims :
  WithParser <"$_reader.readVarInt()",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeVarInt($_getter)",
  WithGetter <"$_attrType.$_member",
  WithType   <"number">>>>>;

def GeoPlaceAttr : DialectAttribute<(attr GeoName:$name, GeoAltitude:$altitude)> {
  let cType = "geo.PlaceAttr";
}

def GeoPointType : DialectType<(type GeoDims:$dims)> {
  let cType = "geo.PointType";
}

def GeoDialectAttributes : DialectAttributes<"Geo"> {
  let elems = [GeoPlaceAttr];
}

def GeoDialectTypes : DialectTypes<"Geo"> {
  let elems = [GeoPointType];
}
