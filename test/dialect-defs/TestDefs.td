// A user dialect whose attribute and type definitions, enums and interfaces exercise the
// generators of generators/dialect/{attributes,enums,interfaces}.ts: parameters of every
// kind, formats with optional groups, struct, params, custom directives and qualified
// parameters, a hand-written syntax, a verifier, builders, enum attributes (integer and
// bit enums), and a type and an attribute interface with and without default methods.
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def TDefs_Dialect : Dialect {
  let name = "tdefs";
  let cppNamespace = "::tdefs";
  let summary = "attribute and type definitions under test";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
}

//===-- Interfaces -------------------------------------------------------===//

def TDefs_ShapedThing : TypeInterface<"ShapedThing"> {
  let cppNamespace = "::tdefs";
  let description = [{
    A type with a rank and a printable name.
  }];
  let methods = [
    InterfaceMethod<"The number of dimensions.", "number", "getRank">,
    InterfaceMethod<"A name made of a prefix and the rank.", "string", "getName",
      (ins "string":$prefix), [{}], [{
        return prefix + String(this.getRank());
      }]>,
    InterfaceMethod<"Whether the rank is zero (fixed: implementations cannot change it).",
      "boolean", "isScalar", (ins), [{
        return this.getRank() === 0;
      }]>,
    StaticInterfaceMethod<"What implementers are called.", "string", "kindName",
      (ins), [{}], [{
        return "shaped";
      }]>,
  ];
}

def TDefs_Weighted : AttrInterface<"Weighted"> {
  let cppNamespace = "::tdefs";
  let description = [{
    An attribute with a weight.
  }];
  let methods = [
    InterfaceMethod<"The weight.", "bigint", "getWeight">,
    InterfaceMethod<"Twice the weight.", "bigint", "doubled", (ins), [{}], [{
        return this.getWeight() * 2n;
      }]>,
  ];
}

// A base interface, narrowed by extraClassOf, with members on its key.
def TDefs_Sized : TypeInterface<"Sized", [TDefs_ShapedThing]> {
  let cppNamespace = "::tdefs";
  let methods = [
    InterfaceMethod<"The number of elements.", "bigint", "getSize">,
  ];
  let extraClassOf = [{ !($_type instanceof PointType) }];
  let extraClassDeclaration = [{
    /** The total size of `types` that implement the interface. */
    totalSize(types: readonly ir.Type[]): bigint {
      return types.reduce((sum, t) => sum + (this.get(t)?.getSize() ?? 0n), 0n);
    }
  }];
}

// An op interface with a verifier.
def TDefs_Described : OpInterface<"Described"> {
  let cppNamespace = "::tdefs";
  let methods = [
    InterfaceMethod<"A description of the op.", "string", "describe", (ins), [{}], [{
        return $_op.name.name + "/" + String($_op.numResults);
      }]>,
    InterfaceMethod<"The op's label.", "string", "label">,
  ];
  let verify = [{
    if ($_op.numResults === 0) throw $_op.emitOpError("must describe at least one result");
  }];
}

//===-- Enums ------------------------------------------------------------===//

def TDefs_Red : I32EnumAttrCase<"Red", 0, "red">;
def TDefs_Green : I32EnumAttrCase<"Green", 1, "green">;
def TDefs_DarkBlue : I32EnumAttrCase<"DarkBlue", 7, "dark-blue">;
def TDefs_Color : I32EnumAttr<"Color", "a color", [TDefs_Red, TDefs_Green, TDefs_DarkBlue]> {
  let cppNamespace = "::tdefs";
  // The EnumAttr below is the ColorAttr class.
  let genSpecializedAttr = 0;
}
def TDefs_ColorAttr : EnumAttr<TDefs_Dialect, TDefs_Color, "color"> {
  let assemblyFormat = "`<` $value `>`";
}

def TDefs_PermNone : I32BitEnumAttrCaseNone<"None", "none">;
def TDefs_PermRead : I32BitEnumAttrCaseBit<"Read", 0, "read">;
def TDefs_PermWrite : I32BitEnumAttrCaseBit<"Write", 1, "write">;
def TDefs_PermExec : I32BitEnumAttrCaseBit<"Exec", 31, "exec">;
def TDefs_PermRW : I32BitEnumAttrCaseGroup<"ReadWrite", [TDefs_PermRead, TDefs_PermWrite], "rw">;
def TDefs_Perms : I32BitEnumAttr<"Perms", "permissions",
    [TDefs_PermNone, TDefs_PermRead, TDefs_PermWrite, TDefs_PermExec, TDefs_PermRW]> {
  let cppNamespace = "::tdefs";
  let separator = " | ";
  let printBitEnumPrimaryGroups = 1;
  let genSpecializedAttr = 0;
}
def TDefs_PermsAttr : EnumAttr<TDefs_Dialect, TDefs_Perms, "perms">;

// A 64-bit integer enum stored as an IntegerAttr (genSpecializedAttr).
def TDefs_ShapeKind : I64EnumAttr<"ShapeKind", "", [
    I64EnumAttrCase<"Circle", 1, "circle">, I64EnumAttrCase<"Square", 4, "square">]> {
  let cppNamespace = "::tdefs";
}

def TDefs_WideLow : I64BitEnumAttrCaseBit<"Low", 0, "low">;
def TDefs_WideHigh : I64BitEnumAttrCaseBit<"High", 40, "high">;
def TDefs_Wide : I64BitEnumAttr<"Wide", "wide flags", [TDefs_WideLow, TDefs_WideHigh]> {
  let cppNamespace = "::tdefs";
}

//===-- Types ------------------------------------------------------------===//

class TDefs_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<TDefs_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

// Parameters of several kinds, optional groups, a verifier, declared interface methods.
def TDefs_BoxType : TDefs_Type<"Box", "box",
    [DeclareTypeInterfaceMethods<TDefs_ShapedThing>, DeclareTypeInterfaceMethods<TDefs_Sized>,
     MemRefElementTypeInterface]> {
  let summary = "a box of elements";
  let parameters = (ins "ir.Type":$elementType, OptionalParameter<"number">:$size,
                        ArrayRefParameter<"bigint">:$dims,
                        StringRefParameter<"the box's name", "\"dflt\"">:$name);
  let assemblyFormat = "`<` $elementType (`x` $size^)? `,` `[` $dims `]` (`name` `=` $name^)? `>`";
  let genVerifyDecl = 1;
}

// `struct`, a default-valued parameter, and an interface method the class defines itself.
def TDefs_PointType : TDefs_Type<"Point", "point", [TDefs_ShapedThing]> {
  let parameters = (ins "number":$x, DefaultValuedParameter<"number", "0">:$y,
                        StringRefParameter<"label">:$label);
  let assemblyFormat = "`<` struct(params) `>`";
  let extraClassDeclaration = [{
    getRank(): number {
      return this.y === 0 ? 1 : 2;
    }
  }];
}

// A custom directive with a reference, and a qualified parameter of the dialect's own type.
def TDefs_PairType : TDefs_Type<"Pair", "pair"> {
  let parameters = (ins "number":$count, "BoxType":$box, "BoxType":$other);
  let assemblyFormat = "`<` custom<Count>($count) `,` $box `,` qualified($other) custom<Echo>(ref($count)) `>`";
}

// Hand-written syntax.
def TDefs_OpaqueType : TDefs_Type<"Opaque", "opaque"> {
  let parameters = (ins "string":$data);
  let hasCustomAssemblyFormat = 1;
}

// No parameters: only the mnemonic.
def TDefs_UnitType : TDefs_Type<"Unit", "unit">;

// A parameter of the type itself, printed stripped (`<2>` for `!tdefs.node<2>`).
def TDefs_NodeType : TDefs_Type<"Node", "node"> {
  let parameters = (ins "number":$id, OptionalParameter<"NodeType">:$next);
  let assemblyFormat = "`<` $id (`->` $next^)? `>`";
}

// A plain enum parameter (MLIR's FieldParser<Enum>) of a 64-bit bit enum.
def TDefs_FlagsType : TDefs_Type<"Flags", "flags"> {
  let parameters = (ins "Wide":$flags);
  let assemblyFormat = "`<` $flags `>`";
}

// Builders (one with an inferred context), skipDefaultBuilders, extra members.
def TDefs_VecType : TDefs_Type<"Vec", "vec"> {
  let parameters = (ins "number":$length, "ir.Type":$elementType);
  let assemblyFormat = "`<` $length `x` $elementType `>`";
  let skipDefaultBuilders = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "ir.Type":$elementType, CArg<"number", "4">:$length), [{
      return $_get(elementType.context, length, elementType);
    }]>,
    TypeBuilder<(ins "number":$length, "ir.Type":$elementType)>,
  ];
  let extraClassDeclaration = [{
    /** The number of bits of all elements. */
    get totalBits(): number {
      return this.length * this.elementType.getIntOrFloatBitWidth();
    }
  }];
}

//===-- Attributes -------------------------------------------------------===//

class TDefs_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TDefs_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

// A typed attribute (its type after `:`) implementing an interface through hooks.
def TDefs_WeightAttr : TDefs_Attr<"Weight", "weight",
    [TypedAttrInterface, DeclareAttrInterfaceMethods<TDefs_Weighted>]> {
  let parameters = (ins AttributeSelfTypeParameter<"">:$type, "bigint":$value);
  let assemblyFormat = "`<` $value `>`";
}

// A verifier, a keyword literal.
def TDefs_RangeAttr : TDefs_Attr<"Range", "range"> {
  let parameters = (ins "number":$lo, "number":$hi);
  let assemblyFormat = "`<` $lo `to` $hi `>`";
  let genVerifyDecl = 1;
}

// An array of strings (printed as string literals), not a pretty body.
def TDefs_TagsAttr : TDefs_Attr<"Tags", "tags"> {
  let parameters = (ins ArrayRefParameter<"string">:$tags);
  let assemblyFormat = "`[` $tags `]`";
}

// A parameter with its own comparator (keys differing in case unique to one attribute).
def TDefs_CaseInsensitiveKey : AttrParameter<"string", "a key compared without case"> {
  let comparator = "$_lhs.toLowerCase() === $_rhs.toLowerCase()";
}
def TDefs_KeyAttr : TDefs_Attr<"Key", "key"> {
  let parameters = (ins TDefs_CaseInsensitiveKey:$key);
  let assemblyFormat = "`<` $key `>`";
}

// `params` with a default-valued parameter.
def TDefs_SpanAttr : TDefs_Attr<"Span", "span"> {
  let parameters = (ins "number":$start, DefaultValuedParameter<"number", "1">:$step);
  let assemblyFormat = "`<` params `>`";
}

// Parameter parser and printer snippets.
def TDefs_HexParameter : AttrParameter<"number", "a number printed in hexadecimal"> {
  let parser = "$_parser.parseSafeInteger()";
  let printer = [{$_printer.write("0x" + $_self.toString(16));}];
}
def TDefs_HexAttr : TDefs_Attr<"Hex", "hex"> {
  let parameters = (ins TDefs_HexParameter:$value);
  let assemblyFormat = "`<` $value `>`";
}

// An inverted optional group, an optional array with its allocator and comparator.
def TDefs_IntListAttr : ArrayOfAttr<TDefs_Dialect, "IntList", "ints", "bigint">;

// Attribute and type parameters of any kind (printed through the op printer, so aliased).
def TDefs_MetaAttr : TDefs_Attr<"Meta", "meta"> {
  let parameters = (ins "ir.Attribute":$payload, "ir.Type":$ty);
  let assemblyFormat = "`<` $payload `,` $ty `>`";
}

// A floating-point parameter (APFloatParameter: compared bitwise, printed as MLIR prints doubles).
def TDefs_ScaleAttr : TDefs_Attr<"Scale", "scale"> {
  let parameters = (ins APFloatParameter<"the factor">:$factor);
  let assemblyFormat = "`<` $factor `>`";
}
