// A consumer project's own dialect, for `npx tsmlir-tblgen --gen-ts-dialect geo.td -o geo.ts`:
// a type, an attribute and an enum attribute with assembly formats, an op interface with a
// default method, and ops using them. Nothing is left to hand-written code, so the generated
// module exports the dialect ready to load (and, compiled to JS, as a tsmlir-opt plugin).
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Geo_Dialect : Dialect {
  let name = "geo";
  let cppNamespace = "::geo";
  let summary = "Places and the distances between them";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

def Geo_MeasuredOpInterface : OpInterface<"Measured"> {
  let cppNamespace = "::geo";
  let description = "An op that measures between some of its operands.";
  let methods = [
    InterfaceMethod<"How many values the op measures between.", "number", "getMeasuredCount", (ins), "",
      [{ return $_op.numOperands; }]>,
  ];
}

def Geo_Unit : I32EnumAttr<"Unit", "a unit of length", [
    I32EnumAttrCase<"meter", 0>,
    I32EnumAttrCase<"mile", 1>,
  ]> {
  let cppNamespace = "::geo";
  let genSpecializedAttr = 0;
}

def Geo_UnitAttr : EnumAttr<Geo_Dialect, Geo_Unit, "unit"> {
  let assemblyFormat = "`<` $value `>`";
}

def Geo_PlaceAttr : AttrDef<Geo_Dialect, "Place"> {
  let mnemonic = "place";
  let summary = "a named place at some altitude";
  let parameters = (ins StringRefParameter<"the name">:$name,
                        AttrOrTypeParameter<"number", "altitude in meters">:$altitude);
  let assemblyFormat = "`<` $name `,` $altitude `>`";
}

def Geo_PointType : TypeDef<Geo_Dialect, "Point"> {
  let mnemonic = "point";
  let summary = "a point with some number of coordinates";
  let parameters = (ins AttrOrTypeParameter<"number", "the number of coordinates">:$dims);
  let assemblyFormat = "`<` $dims `>`";
}

class Geo_Op<string mnemonic, list<Trait> traits = []> : Op<Geo_Dialect, mnemonic, traits>;

def Geo_LocateOp : Geo_Op<"locate", [Pure]> {
  let summary = "the point of a place";
  let arguments = (ins Geo_PlaceAttr:$place);
  let results = (outs Geo_PointType:$point);
  let assemblyFormat = "$place attr-dict `:` type($point)";
}

def Geo_DistanceOp : Geo_Op<"distance", [Pure, Geo_MeasuredOpInterface]> {
  let summary = "the distance between two points";
  let arguments = (ins Geo_PointType:$from, Geo_PointType:$to, Geo_UnitAttr:$unit);
  let results = (outs F64:$result);
  let assemblyFormat = "$from `to` $to `in` $unit attr-dict `:` type($from) `,` type($to)";
}
