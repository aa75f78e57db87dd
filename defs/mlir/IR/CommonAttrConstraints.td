// tsmlir ODS library: the common attribute constraints.
//
// `$_self` is an `ir.Attribute` in predicates and the stored attribute in
// `convertFromStorage`; `$_builder` is an `ir.Builder` and `$0` the plain
// value in `constBuilderCall`. `storageType` is the TypeScript attribute
// class, `returnType` the TypeScript type accessors return.

#ifndef COMMON_ATTR_CONSTRAINTS_TD
#define COMMON_ATTR_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/DialectBase.td"

//===-- Base classes -----------------------------------------------------===//

class Attr<Pred condition, string summary = ""> :
    AttrConstraint<condition, summary> {
  // TypeScript class of the stored attribute.
  code storageType = ?;
  // TypeScript type handed out by the generated accessor.
  code returnType = ?;

  // Expression turning the stored attribute (`$_self`) into `returnType`.
  code convertFromStorage = "$_self.value";

  // Expression building the attribute from a plain value `$0`; leave unset
  // when no such builder exists.
  string constBuilderCall = ?;

  // Expression (in terms of `returnType`) used when the attribute is absent.
  string defaultValue = ?;

  // The type of the attribute's value, when it has one.
  Type valueType = ?;

  // Whether the attribute may be absent.
  bit isOptional = 0;

  // The attribute this one wraps (default-valued, optional, confined...).
  Attr baseAttr = ?;

  // TypeScript namespace of the attribute class.
  string cppNamespace = "";

  // Documentation.
  string description = "";
}

class DialectAttr<Dialect d, Pred condition, string summary = "">
    : Attr<condition, summary> {
  Dialect dialect = d;
  let cppNamespace = d.cppNamespace;
}

// Absent means `val` (an expression of the attribute's return type).
class DefaultValuedAttr<Attr attr, string val>
    : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let valueType = attr.valueType;
  let baseAttr = attr;
}

// Like DefaultValuedAttr, but the accessor still reports absence.
class DefaultValuedOptionalAttr<Attr attr, string val>
    : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}

// May be absent; the accessor returns `undefined` then.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType # " | undefined";
  let convertFromStorage = "$_self === undefined ? undefined : ("
                           # attr.convertFromStorage # ")";
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}

class DefaultValuedStrAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, "\"" # val # "\"">;
class DefaultValuedOptionalStrAttr<Attr attr, string val>
    : DefaultValuedOptionalAttr<attr, "\"" # val # "\"">;

// An attribute holding a value of type `attrValType`; `attrKind` is the
// builtin attribute class name (IntegerAttr, FloatAttr).
class TypedAttrBase<Type attrValType, string attrKind, Pred condition,
                    string descr>
    : Attr<condition, descr> {
  let constBuilderCall = "$_builder.get" # attrKind # "("
                         # attrValType.builderCall # ", $0)";
  let storageType = "ir." # attrKind;
  let valueType = attrValType;
}

def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let storageType = "ir.Attribute";
  let returnType = "ir.Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}

class AnyAttrOf<list<Attr> allowedAttrs, string summary = "",
                string cppClassName = "ir.Attribute",
                string fromStorage = "$_self">
    : Attr<Or<!foreach(allowedattr, allowedAttrs, allowedattr.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedAttrs, t.summary), " or "),
               summary)> {
  let returnType = cppClassName;
  let convertFromStorage = fromStorage;
}

def LocationAttr : Attr<CPred<"ods.isLocationAttr($_self)">,
                        "location attribute">;

def BoolAttr : Attr<CPred<"ods.isBoolAttr($_self)">, "bool attribute"> {
  let storageType = "ir.BoolAttr";
  let returnType = "boolean";
  let valueType = I1;
  let constBuilderCall = "$_builder.getBoolAttr($0)";
}

//===-- Integer attributes -----------------------------------------------===//
// Integer values are exposed as `bigint` unless a narrower TypeScript type
// is named.

def IndexAttr
    : TypedAttrBase<Index, "IntegerAttr",
                    And<[CPred<"ods.isIntegerAttr($_self)">,
                         CPred<"ods.isIndex(ods.attrType($_self))">]>,
                    "index attribute"> {
  let returnType = "bigint";
}

class AnyIntegerAttrBase<AnyI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"ods.isIntegerAttr($_self)">,
                         CPred<"ods.isInteger(ods.attrType($_self), "
                               # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = "bigint";
  let constBuilderCall = ?;
}

def AnyI1Attr  : AnyIntegerAttrBase<AnyI1,  "1-bit integer attribute">;
def AnyI8Attr  : AnyIntegerAttrBase<AnyI8,  "8-bit integer attribute">;
def AnyI16Attr : AnyIntegerAttrBase<AnyI16, "16-bit integer attribute">;
def AnyI32Attr : AnyIntegerAttrBase<AnyI32, "32-bit integer attribute">;
def AnyI64Attr : AnyIntegerAttrBase<AnyI64, "64-bit integer attribute">;

def APIntAttr : Attr<CPred<"ods.isIntegerAttr($_self)">,
                     "arbitrary integer attribute"> {
  let storageType = "ir.IntegerAttr";
  let returnType = "bigint";
}

class SignlessIntegerAttrBase<I attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"ods.isIntegerAttr($_self)">,
                         CPred<"ods.isSignlessInteger(ods.attrType($_self), "
                               # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = "bigint";
}

// Exposes the value as the given TypeScript type (read as unsigned).
class TypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : SignlessIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = !if(!eq(retType, "boolean"),
                               "$_self.value !== 0n",
                               !if(!eq(retType, "bigint"),
                                   "BigInt.asUintN(" # attrValType.bitwidth
                                     # ", $_self.value)",
                                   "Number(BigInt.asUintN("
                                     # attrValType.bitwidth
                                     # ", $_self.value))"));
}

def I1Attr  : TypedSignlessIntegerAttrBase<I1,  "boolean",
                                           "1-bit signless integer attribute">;
def I8Attr  : TypedSignlessIntegerAttrBase<I8,  "number",
                                           "8-bit signless integer attribute">;
def I16Attr : TypedSignlessIntegerAttrBase<I16, "number",
                                           "16-bit signless integer attribute">;
def I32Attr : TypedSignlessIntegerAttrBase<I32, "number",
                                           "32-bit signless integer attribute">;
def I64Attr : TypedSignlessIntegerAttrBase<I64, "bigint",
                                           "64-bit signless integer attribute">;

class SignedIntegerAttrBase<SI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"ods.isIntegerAttr($_self)">,
                         CPred<"ods.isSignedInteger(ods.attrType($_self), "
                               # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = "bigint";
}

// Exposes the value as the given TypeScript type (read as signed).
class TypedSignedIntegerAttrBase<SI attrValType, string retType, string descr>
    : SignedIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = !if(!eq(retType, "boolean"),
                               "$_self.value !== 0n",
                               !if(!eq(retType, "bigint"),
                                   "BigInt.asIntN(" # attrValType.bitwidth
                                     # ", $_self.value)",
                                   "Number(BigInt.asIntN("
                                     # attrValType.bitwidth
                                     # ", $_self.value))"));
}

def SI1Attr  : TypedSignedIntegerAttrBase<SI1,  "boolean",
                                          "1-bit signed integer attribute">;
def SI8Attr  : TypedSignedIntegerAttrBase<SI8,  "number",
                                          "8-bit signed integer attribute">;
def SI16Attr : TypedSignedIntegerAttrBase<SI16, "number",
                                          "16-bit signed integer attribute">;
def SI32Attr : TypedSignedIntegerAttrBase<SI32, "number",
                                          "32-bit signed integer attribute">;
def SI64Attr : TypedSignedIntegerAttrBase<SI64, "bigint",
                                          "64-bit signed integer attribute">;

class UnsignedIntegerAttrBase<UI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"ods.isIntegerAttr($_self)">,
                         CPred<"ods.isUnsignedInteger(ods.attrType($_self), "
                               # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = "bigint";
}

class TypedUnsignedIntegerAttrBase<UI attrValType, string retType,
                                   string descr>
    : UnsignedIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = !if(!eq(retType, "boolean"),
                               "$_self.value !== 0n",
                               !if(!eq(retType, "bigint"),
                                   "BigInt.asUintN(" # attrValType.bitwidth
                                     # ", $_self.value)",
                                   "Number(BigInt.asUintN("
                                     # attrValType.bitwidth
                                     # ", $_self.value))"));
}

def UI1Attr  : TypedUnsignedIntegerAttrBase<UI1,  "boolean",
                                            "1-bit unsigned integer attribute">;
def UI8Attr  : TypedUnsignedIntegerAttrBase<UI8,  "number",
                                            "8-bit unsigned integer attribute">;
def UI16Attr : TypedUnsignedIntegerAttrBase<UI16, "number",
                                            "16-bit unsigned integer attribute">;
def UI32Attr : TypedUnsignedIntegerAttrBase<UI32, "number",
                                            "32-bit unsigned integer attribute">;
def UI64Attr : TypedUnsignedIntegerAttrBase<UI64, "bigint",
                                            "64-bit unsigned integer attribute">;

//===-- Float attributes -------------------------------------------------===//
// Float values are exposed as `number` (f16/f32/f64 fit exactly).

class FloatAttrBase<F attrValType, string descr>
    : TypedAttrBase<attrValType, "FloatAttr",
                    And<[CPred<"ods.isFloatAttr($_self)">,
                         CPred<"ods.isFloatOf(ods.attrType($_self), \"f"
                               # attrValType.bitwidth # "\")">]>,
                    descr> {
  let returnType = "number";
}

def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;

//===-- String and symbol attributes -------------------------------------===//

class StringBasedAttr<Pred condition, string descr> : Attr<condition, descr> {
  let constBuilderCall = "$_builder.getStringAttr($0)";
  let storageType = "ir.StringAttr";
  let returnType = "string";
  let valueType = NoneType;
}

def StrAttr : StringBasedAttr<CPred<"ods.isStringAttr($_self)">,
                              "string attribute">;

def SymbolNameAttr : StringBasedAttr<CPred<"ods.isStringAttr($_self)">,
                                     "string attribute">;

class TypedStrAttr<Type ty>
    : StringBasedAttr<CPred<"ods.isStringAttr($_self)">, "string attribute"> {
  let valueType = ty;
}

//===-- Type attributes --------------------------------------------------===//

// A TypeAttr whose type is `retType` and satisfies `typePred`.
class TypeAttrBase<string retType, string summary,
                   Pred typePred = CPred<"true">>
    : Attr<And<[CPred<"ods.isTypeAttr($_self)">,
                CPred<"ods.typeIsInstanceOf(ods.typeAttrValue($_self), \""
                      # retType # "\")">,
                SubstLeaves<"$_self", "ods.typeAttrValue($_self)", typePred>]>,
           summary> {
  let storageType = "ir.TypeAttr";
  let returnType = retType;
  let valueType = NoneType;
  let convertFromStorage = "($_self.value as " # retType # ")";
}

def TypeAttr : TypeAttrBase<"ir.Type", "any type attribute"> {
  let constBuilderCall = "$_builder.getTypeAttr($0)";
}

class TypeAttrOf<Type ty>
    : TypeAttrBase<ty.cppClassName, "type attribute of " # ty.summary,
                   ty.predicate> {
  let constBuilderCall = "$_builder.getTypeAttr($0)";
}

//===-- Unit, dictionary, elements ---------------------------------------===//

def UnitAttr : Attr<CPred<"ods.isUnitAttr($_self)">, "unit attribute"> {
  let storageType = "ir.UnitAttr";
  let constBuilderCall = "(($0) ? $_builder.getUnitAttr() : undefined)";
  let convertFromStorage = "$_self !== undefined";
  let returnType = "boolean";
  let defaultValue = "false";
  let valueType = NoneType;
  let isOptional = 1;
}

class DictionaryAttrBase<Pred condition, string summary>
    : Attr<condition, summary> {
  let storageType = "ir.DictionaryAttr";
  let constBuilderCall = "$_builder.getDictionaryAttr($0)";
  let returnType = "ir.DictionaryAttr";
  let valueType = NoneType;
  let convertFromStorage = "$_self";
}

def DictionaryAttr
    : DictionaryAttrBase<CPred<"ods.isDictionaryAttr($_self)">,
                         "dictionary of named attribute values">;

class ElementsAttrBase<Pred condition, string summary>
    : Attr<condition, summary> {
  let storageType = "ir.ElementsAttr";
  let returnType = "ir.ElementsAttr";
  let convertFromStorage = "$_self";
}

def ElementsAttr : ElementsAttrBase<CPred<"ods.isElementsAttr($_self)">,
                                    "constant vector/tensor attribute">;

class IntElementsAttrBase<Pred condition, string summary>
    : ElementsAttrBase<And<[CPred<"ods.isDenseIntElementsAttr($_self)">,
                            condition]>,
                       summary> {
  let storageType = "ir.DenseIntElementsAttr";
  let returnType = "ir.DenseIntElementsAttr";
  let convertFromStorage = "$_self";
}

// `denseAttrName` is the builtin class, `cppType` the TypeScript element
// type, `summaryName` the element type keyword.
class DenseArrayAttrBase<string denseAttrName, string cppType,
                         string summaryName>
    : ElementsAttrBase<CPred<"ods.isDenseArrayAttr($_self, \"" # summaryName
                             # "\")">,
                       summaryName # " dense array attribute"> {
  let storageType = "ir." # denseAttrName;
  let returnType = "readonly " # cppType # "[]";
  // TypeScript has no implicit conversion from the attribute to its values.
  let convertFromStorage = "$_self.value";
  let constBuilderCall = "$_builder.get" # denseAttrName # "($0)";
}

def DenseBoolArrayAttr : DenseArrayAttrBase<"DenseBoolArrayAttr", "boolean", "i1">;
def DenseI8ArrayAttr  : DenseArrayAttrBase<"DenseI8ArrayAttr",  "number", "i8">;
def DenseI16ArrayAttr : DenseArrayAttrBase<"DenseI16ArrayAttr", "number", "i16">;
def DenseI32ArrayAttr : DenseArrayAttrBase<"DenseI32ArrayAttr", "number", "i32">;
def DenseI64ArrayAttr : DenseArrayAttrBase<"DenseI64ArrayAttr", "bigint", "i64">;
def DenseF32ArrayAttr : DenseArrayAttrBase<"DenseF32ArrayAttr", "number", "f32">;
def DenseF64ArrayAttr : DenseArrayAttrBase<"DenseF64ArrayAttr", "number", "f64">;

def IndexElementsAttr
    : IntElementsAttrBase<CPred<"ods.isIndex(ods.elementType(ods.attrType($_self)))">,
                          "index elements attribute">;

def AnyIntElementsAttr
    : IntElementsAttrBase<CPred<"true">, "integer elements attribute">;

class IntElementsAttrOf<int width>
    : IntElementsAttrBase<CPred<"ods.isInteger(ods.elementType(ods.attrType($_self)), "
                                # width # ")">,
                          width # "-bit integer elements attribute">;

def AnyI32ElementsAttr : IntElementsAttrOf<32>;
def AnyI64ElementsAttr : IntElementsAttrOf<64>;

class SignlessIntElementsAttr<int width>
    : IntElementsAttrBase<CPred<"ods.isSignlessInteger(ods.elementType(ods.attrType($_self)), "
                                # width # ")">,
                          width # "-bit signless integer elements attribute"> {
  let constBuilderCall = "$_builder.getDenseElementsAttr("
                         # "$_builder.getRankedTensorType([], $_builder.getIntegerType("
                         # width # ")), $0)";
}

def I32ElementsAttr : SignlessIntElementsAttr<32>;
def I64ElementsAttr : SignlessIntElementsAttr<64>;

class RankedSignlessIntElementsAttr<int width, list<int> dims>
    : SignlessIntElementsAttr<width> {
  let predicate = And<[
    SignlessIntElementsAttr<width>.predicate,
    CPred<"ods.shapeEquals(ods.attrType($_self), ["
          # !interleave(dims, ", ") # "])">]>;

  let summary = width # "-bit signless int elements attribute of shape ["
                # !interleave(dims, ", ") # "]";

  let constBuilderCall = "$_builder.getDenseElementsAttr("
                         # "$_builder.getRankedTensorType(["
                         # !interleave(dims, ", ")
                         # "], $_builder.getIntegerType(" # width # ")), $0)";
}

class RankedI32ElementsAttr<list<int> dims>
    : RankedSignlessIntElementsAttr<32, dims>;
class RankedI64ElementsAttr<list<int> dims>
    : RankedSignlessIntElementsAttr<64, dims>;

class FloatElementsAttr<int width>
    : ElementsAttrBase<CPred<"ods.isDenseFPElementsAttr($_self) && "
                             # "ods.isFloatOf(ods.elementType(ods.attrType($_self)), \"f"
                             # width # "\")">,
                       width # "-bit float elements attribute"> {
  let storageType = "ir.DenseElementsAttr";
  let returnType = "ir.DenseElementsAttr";
  let constBuilderCall = "$_builder.getDenseElementsAttr("
                         # "$_builder.getRankedTensorType([], "
                         # "$_builder.getFloatType(\"f" # width # "\")), $0)";
  let convertFromStorage = "$_self";
}

def F64ElementsAttr : FloatElementsAttr<64>;

class RankedFloatElementsAttr<int width, list<int> dims>
    : ElementsAttrBase<CPred<"ods.isDenseFPElementsAttr($_self) && "
                             # "ods.isFloatOf(ods.elementType(ods.attrType($_self)), \"f"
                             # width # "\") && "
                             # "ods.shapeEquals(ods.attrType($_self), ["
                             # !interleave(dims, ", ") # "])">,
                       width # "-bit float elements attribute of shape ["
                         # !interleave(dims, ", ") # "]"> {
  let storageType = "ir.DenseFPElementsAttr";
  let returnType = "ir.DenseFPElementsAttr";
  let constBuilderCall = "$_builder.getDenseElementsAttr("
                         # "$_builder.getRankedTensorType(["
                         # !interleave(dims, ", ") # "], "
                         # "$_builder.getFloatType(\"f" # width # "\")), $0)";
  let convertFromStorage = "$_self";
}

class RankedF32ElementsAttr<list<int> dims> : RankedFloatElementsAttr<32, dims>;
class RankedF64ElementsAttr<list<int> dims> : RankedFloatElementsAttr<64, dims>;

def StringElementsAttr
    : ElementsAttrBase<CPred<"ods.isDenseStringElementsAttr($_self)">,
                       "string elements attribute"> {
  let storageType = "ir.DenseElementsAttr";
  let returnType = "ir.DenseElementsAttr";
  let convertFromStorage = "$_self";
}

def AffineMapAttr : Attr<CPred<"ods.isAffineMapAttr($_self)">,
                         "AffineMap attribute"> {
  let storageType = "ir.AffineMapAttr";
  let returnType = "ir.AffineMap";
  let valueType = Index;
  let constBuilderCall = "$_builder.getAffineMapAttr($0)";
}

//===-- Arrays -----------------------------------------------------------===//

class ArrayAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storageType = "ir.ArrayAttr";
  let returnType = "ir.ArrayAttr";
  let valueType = NoneType;
  let convertFromStorage = "$_self";
  let constBuilderCall = "$_builder.getArrayAttr($0)";
}

def ArrayAttr : ArrayAttrBase<CPred<"ods.isArrayAttr($_self)">,
                              "array attribute">;

// An array whose every element satisfies `element`.
class TypedArrayAttrBase<Attr element, string summary>
    : ArrayAttrBase<And<[CPred<"ods.isArrayAttr($_self)">,
                         Concat<"ods.arrayElements($_self).every("
                                  # "(attr: ir.Attribute): boolean => ",
                                SubstLeaves<"$_self", "attr", element.predicate>,
                                ")">]>,
                    summary> {
  Attr elementAttr = element;
}

def LocationArrayAttr : TypedArrayAttrBase<LocationAttr,
                                           "location array attribute">;

def AffineMapArrayAttr : TypedArrayAttrBase<AffineMapAttr,
                                            "AffineMap array attribute"> {
  let constBuilderCall = "$_builder.getAffineMapArrayAttr($0)";
}

def BoolArrayAttr : TypedArrayAttrBase<BoolAttr, "1-bit boolean array attribute"> {
  let constBuilderCall = "$_builder.getBoolArrayAttr($0)";
}
def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute"> {
  let constBuilderCall = "$_builder.getI32ArrayAttr($0)";
}
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute"> {
  let constBuilderCall = "$_builder.getI64ArrayAttr($0)";
}
// Same constraint, exposed as a plain array of bigints.
def I64SmallVectorArrayAttr
    : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute"> {
  let returnType = "bigint[]";
  let convertFromStorage = "ods.arrayElements($_self).map((attr) => BigInt((attr as ir.IntegerAttr).value))";
  let constBuilderCall = "$_builder.getI64ArrayAttr($0)";
}
def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute"> {
  let constBuilderCall = "$_builder.getF32ArrayAttr($0)";
}
def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute"> {
  let constBuilderCall = "$_builder.getF64ArrayAttr($0)";
}
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute"> {
  let constBuilderCall = "$_builder.getStrArrayAttr($0)";
}
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute"> {
  let constBuilderCall = "$_builder.getTypeArrayAttr($0)";
}
def IndexListArrayAttr
    : TypedArrayAttrBase<I64ArrayAttr, "Array of 64-bit integer array attributes">;
def DictArrayAttr
    : TypedArrayAttrBase<DictionaryAttr, "Array of dictionary attributes">;

def SymbolRefAttr : Attr<CPred<"ods.isSymbolRefAttr($_self)">,
                         "symbol reference attribute"> {
  let storageType = "ir.SymbolRefAttr";
  let returnType = "ir.SymbolRefAttr";
  let valueType = NoneType;
  let constBuilderCall = "$_builder.getSymbolRefAttr($0)";
  let convertFromStorage = "$_self";
}

def FlatSymbolRefAttr : Attr<CPred<"ods.isFlatSymbolRefAttr($_self)">,
                             "flat symbol reference attribute"> {
  let storageType = "ir.FlatSymbolRefAttr";
  let returnType = "string";
  let valueType = NoneType;
  let constBuilderCall = "$_builder.getSymbolRefAttr($0)";
  let convertFromStorage = "$_self.value";
}

def SymbolRefArrayAttr
    : TypedArrayAttrBase<SymbolRefAttr, "symbol ref array attribute"> {
  let constBuilderCall = ?;
}

def FlatSymbolRefArrayAttr
    : TypedArrayAttrBase<FlatSymbolRefAttr, "flat symbol ref array attribute"> {
  let constBuilderCall = ?;
}

//===-- Derived and constant attributes ----------------------------------===//

// An attribute computed from the op instead of stored: `b` is a TypeScript
// function body returning `ret`; `convert` turns that value into an
// attribute (for printing).
class DerivedAttr<code ret, code b, code convert = "">
    : Attr<CPred<"true">, "derived attribute"> {
  let returnType = ret;
  code body = b;
  let convertFromStorage = convert;
}

class DerivedTypeAttr<code body> : DerivedAttr<"ir.Type", body> {
  let convertFromStorage = "$_builder.getTypeAttr($_self)";
}

// Matches exactly the attribute that `attribute.constBuilderCall` builds
// from `val`.
class ConstantAttr<Attr attribute, string val>
    : AttrConstraint<CPred<"$_self === "
                           # !subst("$0", val, attribute.constBuilderCall)>,
                     "constant attribute " # val> {
  Attr attr = attribute;
  string value = val;
}

class ConstF32Attr<string val> : ConstantAttr<F32Attr, val>;
def ConstBoolAttrFalse : ConstantAttr<BoolAttr, "false">;
def ConstBoolAttrTrue : ConstantAttr<BoolAttr, "true">;
def ConstUnitAttr : ConstantAttr<UnitAttr, "true">;

class ConstantStrAttr<Attr attribute, string val>
    : ConstantAttr<attribute, "\"" # val # "\"">;

//===-- Refinements ------------------------------------------------------===//

// `attr` with extra constraints; the summary appends theirs.
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints>
    : Attr<And<!listconcat([attr.predicate],
                           !foreach(pred, constraints, pred.predicate))>,
           !foldl(attr.summary, constraints, prev, cur,
                  prev # " " # cur.summary)> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = attr.defaultValue;
  let valueType = attr.valueType;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
}

class AllAttrOf<list<AttrConstraint> constraints>
    : AttrConstraint<And<!listconcat([!head(constraints).predicate],
                                     !foreach(pred, !tail(constraints),
                                              pred.predicate))>,
                     !interleave(!foreach(con, constraints, con.summary),
                                 " and ")>;

class IntNEQValue<int n>
    : AttrConstraint<CPred<"ods.intValue($_self) !== " # n # "n">,
                     "whose value is not " # n>;

class IntMinValue<int n>
    : AttrConstraint<CPred<"ods.intValue($_self) >= " # n # "n">,
                     "whose minimum value is " # n>;

class IntMaxValue<int n>
    : AttrConstraint<CPred<"ods.intValue($_self) <= " # n # "n">,
                     "whose maximum value is " # n>;

def IntNonNegative
    : AttrConstraint<CPred<"ods.intValue($_self) >= 0n">,
                     "whose value is non-negative">;

def IntPositive
    : AttrConstraint<CPred<"ods.intValue($_self) > 0n">,
                     "whose value is positive">;

class ArrayMaxCount<int n>
    : AttrConstraint<CPred<"ods.arrayElements($_self).length <= " # n>,
                     "with at most " # n # " elements">;

class ArrayMinCount<int n>
    : AttrConstraint<CPred<"ods.arrayElements($_self).length >= " # n>,
                     "with at least " # n # " elements">;

class ArrayCount<int n>
    : AttrConstraint<CPred<"ods.arrayElements($_self).length === " # n>,
                     "with exactly " # n # " elements">;

class DenseArrayCount<int n>
    : AttrConstraint<CPred<"ods.denseArrayValues($_self).length === " # n>,
                     "with exactly " # n # " elements">;

// The values of a dense array attribute, typed after `arrayType`.
class _DenseArrayValues<DenseArrayAttrBase arrayType> {
  string expr = "(ods.denseArrayValues($_self) as " # arrayType.returnType # ")";
}

class DenseArrayStrictlyPositive<DenseArrayAttrBase arrayType>
    : AttrConstraint<CPred<_DenseArrayValues<arrayType>.expr
                           # ".every((v) => v > 0)">,
                     "whose value is positive">;

class DenseArrayNonNegative<DenseArrayAttrBase arrayType>
    : AttrConstraint<CPred<_DenseArrayValues<arrayType>.expr
                           # ".every((v) => v >= 0)">,
                     "whose value is non-negative">;

class DenseArraySorted<DenseArrayAttrBase arrayType>
    : AttrConstraint<CPred<"ods.isSorted(" # _DenseArrayValues<arrayType>.expr
                           # ", false)">,
                     "should be in non-decreasing order">;

class DenseArrayStrictlySorted<DenseArrayAttrBase arrayType>
    : AttrConstraint<And<[
        CPred<"ods.isSorted(" # _DenseArrayValues<arrayType>.expr # ", false)">,
        CPred<"ods.isSorted(" # _DenseArrayValues<arrayType>.expr # ", true)">]>,
      "should be in increasing order">;

// Element `index` of an integer array attribute, as a bigint.
class _IntArrayElem<int index> {
  string expr = "ods.intValue(ods.arrayElements($_self)[" # index # "]!)";
}

class IntArrayNthElemEq<int index, int value>
    : AttrConstraint<And<[
        CPred<"ods.arrayElements($_self).length > " # index>,
        CPred<_IntArrayElem<index>.expr # " === " # value # "n">]>,
      "whose " # index # "-th element must be " # value>;

class IntArrayNthElemMinValue<int index, int min>
    : AttrConstraint<And<[
        CPred<"ods.arrayElements($_self).length > " # index>,
        CPred<_IntArrayElem<index>.expr # " >= " # min # "n">]>,
      "whose " # index # "-th element must be at least " # min>;

class IntArrayNthElemMaxValue<int index, int max>
    : AttrConstraint<And<[
        CPred<"ods.arrayElements($_self).length > " # index>,
        CPred<_IntArrayElem<index>.expr # " <= " # max # "n">]>,
      "whose " # index # "-th element must be at most " # max>;

class IntArrayNthElemInRange<int index, int min, int max>
    : AttrConstraint<And<[
        CPred<"ods.arrayElements($_self).length > " # index>,
        CPred<_IntArrayElem<index>.expr # " >= " # min # "n">,
        CPred<_IntArrayElem<index>.expr # " <= " # max # "n">]>,
      "whose " # index # "-th element must be at least " # min
        # " and at most " # max>;

def IsNullAttr
    : AttrConstraint<CPred<"$_self === undefined">,
                     "empty attribute (for optional attributes)">;

#endif // COMMON_ATTR_CONSTRAINTS_TD
