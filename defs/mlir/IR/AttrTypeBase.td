// tsmlir ODS library: definitions of dialect attributes and types
// (AttrDef/TypeDef) and their parameters.
//
// Code fields are TypeScript. In parameter code `$_self` is the parameter
// value, `$_parser`/`$_printer` the assembly parser/printer, `$_ctxt` the
// ir.MLIRContext and `$_lhs`/`$_rhs` the values compared.

#ifndef ATTRTYPEBASE_TD
#define ATTRTYPEBASE_TD

include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Traits.td"

//===-- Traits -----------------------------------------------------------===//

class NativeAttrTrait<string name, code extraAttrDeclaration = [{}],
                      code extraAttrDefinition = [{}]>
    : NativeTrait<name, "Attribute", extraAttrDeclaration, extraAttrDefinition>;

class ParamNativeAttrTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Attribute">;
class GenInternalAttrTrait<string prop> : GenInternalTrait<prop, "Attribute">;
class PredAttrTrait<string descr, Pred pred> : PredTrait<descr, pred>;

class NativeTypeTrait<string name, code extraTypeDeclaration = [{}],
                      code extraTypeDefinition = [{}]>
    : NativeTrait<name, "Type", extraTypeDeclaration, extraTypeDefinition>;

class ParamNativeTypeTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Type">;
class GenInternalTypeTrait<string prop> : GenInternalTrait<prop, "Type">;
class PredTypeTrait<string descr, Pred pred> : PredTrait<descr, pred>;

//===-- Builders ---------------------------------------------------------===//

// An extra `get` overload: `parameters` lists TypeScript-typed arguments
// (strings or CArg), `bodyCode` is the TypeScript body, empty for a plain
// forwarding builder.
class AttrOrTypeBuilder<dag parameters, code bodyCode = "",
                        string returnTypeStr = ""> {
  dag dagParams = parameters;
  code body = bodyCode;
  // Declared return type; empty means the attribute/type class itself.
  string returnType = returnTypeStr;
  // The builder derives the context from its arguments instead of taking one.
  bit hasInferredContextParam = 0;
}
class AttrBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class TypeBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;

class AttrOrTypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                           string returnType = "">
    : TypeBuilder<parameters, bodyCode, returnType> {
  let hasInferredContextParam = 1;
}
class AttrBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
    : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;
class TypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
    : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;

//===-- Definitions ------------------------------------------------------===//

class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits,
                    string baseCppClass> {
  // TypeScript base class of the generated class.
  string cppBaseClassName = baseCppClass;

  string description = "";

  // Name of the generated storage (uniquing key) class.
  string storageClass = name # valueType # "Storage";

  // Namespace of the storage class.
  string storageNamespace = "detail";

  // Generate the storage class from `parameters`.
  bit genStorageClass = 1;

  // The storage class has a hand-written constructor.
  bit hasStorageCustomConstructor = 0;

  // The parameters; each is a TypeScript type string or an
  // AttrOrTypeParameter record.
  dag parameters = (ins);

  list<AttrOrTypeBuilder> builders = ?;

  list<Trait> traits = defTraits;

  // Keyword after the dialect prefix in the textual form.
  string mnemonic = ?;

  // Declarative syntax of the parameters, or hand-written parse/print
  // (`parse`/`print` static and instance methods) when
  // hasCustomAssemblyFormat is set.
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;

  // Generate getters for the parameters.
  bit genAccessors = 1;

  // Do not generate the default `get` builders.
  bit skipDefaultBuilders = 0;

  // Declare a static `verify(emitError, ...params)` for hand implementation.
  bit genVerifyDecl = 0;

  // TypeScript members added to the generated class.
  code extraClassDeclaration = [{}];
  code extraClassDefinition = [{}];
}

// An attribute of `dialect` named `<name>Attr`.
class AttrDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "ir.Attribute">
    : DialectAttr<dialect, CPred<"">, "">,
      AttrOrTypeDef<"Attr", name, traits, baseCppClass> {
  string cppClassName = name # "Attr";
  // The class itself (location attributes drop the `Attr` suffix).
  let storageType = tsQualified<dialect.cppNamespace, cppClassName>.ret;

  let returnType = tsQualified<dialect.cppNamespace, cppClassName>.ret;

  string cppType = tsQualified<dialect.cppNamespace, cppClassName>.ret;

  // Full name, `dialect.mnemonic`.
  string attrName = dialect.name # "." # mnemonic;

  let convertFromStorage = "($_self as "
      # tsQualified<dialect.cppNamespace, cppClassName>.ret # ")";

  let predicate = CPred<"$_self instanceof "
      # tsQualified<dialect.cppNamespace, cppClassName>.ret>;
}

// A type of `dialect` named `<name>Type`.
class TypeDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "ir.Type">
    : DialectType<dialect, CPred<"">, "", name # "Type">,
      AttrOrTypeDef<"Type", name, traits, baseCppClass> {
  string cppType = tsQualified<dialect.cppNamespace, cppClassName>.ret;

  // Full name, `dialect.mnemonic`.
  string typeName = dialect.name # "." # mnemonic;

  let builderCall = !if(!empty(parameters),
                        tsQualified<dialect.cppNamespace, cppClassName>.ret
                          # ".get($_builder.context)",
                        "");
  let predicate = CPred<"$_self instanceof "
      # tsQualified<dialect.cppNamespace, cppClassName>.ret>;
}

//===-- Parameters -------------------------------------------------------===//

// A parameter of TypeScript type `type`.
class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  // Statement copying `$_self` into `$_dst` when the storage is created
  // (only needed for values that must be cloned).
  code allocator = ?;
  // Expression comparing `$_lhs` and `$_rhs` (default: ods.deepEquals).
  code comparator = ?;
  string cppType = type;
  // TypeScript type returned by the getter.
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  // TypeScript type held in storage.
  string cppStorageType = cppType;
  // Expression turning the stored value into the accessor type.
  string convertFromStorage = "$_self";
  string summary = desc;
  // Text shown in documentation for the parameter.
  string syntax = ?;
  // Expression parsing the parameter with `$_parser`, yielding the value or
  // a failure.
  string parser = ?;
  // Statement printing `$_self` with `$_printer`.
  string printer = ?;
  // Expression for the value of an omitted parameter; empty if mandatory.
  string defaultValue = "";
}
class AttrParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class TypeParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;

// May be omitted; then it is `undefined`.
class OptionalParameter<string type, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = "undefined";
}

class DefaultValuedParameter<string type, string value, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = value;
}

class StringRefParameter<string desc = "", string value = "">
    : AttrOrTypeParameter<"string", desc> {
  let printer = [{$_printer.printString($_self);}];
  let defaultValue = value;
}

// A double (APFloat of f64 semantics); compared bitwise, so -0 and 0 differ and NaN
// equals itself.
class APFloatParameter<string desc> : AttrOrTypeParameter<"number", desc> {
  let comparator = "Object.is($_lhs, $_rhs)";
  let parser = "$_parser.parseFloat()";
  let printer = "$_printer.printFloat($_self);";
}

class ArrayRefParameter<string arrayOf, string desc = "">
    : AttrOrTypeParameter<"readonly " # arrayOf # "[]", desc> {
  let allocator = [{$_dst = [...$_self];}];
  let cppStorageType = "readonly " # arrayOf # "[]";
}

class OptionalArrayRefParameter<string arrayOf, string desc = "">
    : OptionalParameter<"readonly " # arrayOf # "[]", desc> {
  let allocator = [{$_dst = $_self === undefined ? undefined : [...$_self];}];
  let cppStorageType = "readonly " # arrayOf # "[]";
  let comparator = "ods.deepEquals($_lhs ?? [], $_rhs ?? [])";
}

// A value that copies itself into the storage (`cloneForStorage`).
class SelfAllocationParameter<string type, string desc>
    : AttrOrTypeParameter<type, desc> {
  let allocator = [{$_dst = $_self.cloneForStorage();}];
}

class ArrayRefOfSelfAllocationParameter<string arrayOf, string desc>
    : AttrOrTypeParameter<"readonly " # arrayOf # "[]", desc> {
  let allocator = [{
    $_dst = $_self.map((element: }] # arrayOf # [{) => element.cloneForStorage());
  }];
}

// The type of a typed attribute; defaults to `none`.
class AttributeSelfTypeParameter<string desc, string derivedType = "ir.Type",
                                 string typeBuilder = "">
    : AttrOrTypeParameter<derivedType, desc> {
  let defaultValue = !if(!and(!empty(typeBuilder), !eq(derivedType, "ir.Type")),
                         "ir.NoneType.get($_ctxt)", typeBuilder);
}

// An attribute wrapping a list of `eltName` values, printed `[a, b, ...]`.
class ArrayOfAttr<Dialect dialect, string name, string attrMnemonic,
                  string eltName, list<Trait> traits = []>
    : AttrDef<dialect, name, traits> {
  let parameters = (ins OptionalArrayRefParameter<eltName>:$value);
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`[` (`]`) : ($value^ `]`)?";

  let returnType = "readonly " # eltName # "[]";
  let constBuilderCall = tsQualified<dialect.cppNamespace, name # "Attr">.ret
                         # ".get($_builder.context, $0)";
  let convertFromStorage = "$_self.value";

  let extraClassDeclaration = [{
    get length(): number { return this.value?.length ?? 0; }
    at(index: number): }] # eltName # [{ | undefined { return this.value?.[index]; }
    [Symbol.iterator](): Iterator<}] # eltName # [{> { return (this.value ?? [])[Symbol.iterator](); }
  }];
}

#endif // ATTRTYPEBASE_TD
