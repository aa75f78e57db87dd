// The ops of mlir-opt 19's test dialect whose behaviour reaches what its passes print
// (upstream keeps their definitions in its test library, which is not installed): the
// facts are recorded here and checked against mlir-opt at test time. Generated into
// generated/test-ops.ts by `tsmlir-tblgen --gen-ts-dialect -dialect=test`, the action a
// user runs; src/dialects/test puts them in place of the test dialect's stub registrations.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "::test";
  let summary = "The ops of upstream's test dialect that tsmlir defines";
}

class Test_Op<string mnemonic, list<Trait> traits = []> :
    Op<Test_Dialect, mnemonic, traits>;

def Test_ConstantOp : Test_Op<"constant", [ConstantLike, NoMemoryEffect]> {
  let summary = "a constant of any attribute, folded to that attribute";
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType);
  let hasFolder = 1;
}

def Test_BranchOp : Test_Op<"br",
    [DeclareOpInterfaceMethods<BranchOpInterface>, Terminator]> {
  let summary = "a branch forwarding all its operands to its one successor";
  let arguments = (ins Variadic<AnyType>:$targetOperands);
  let successors = (successor AnySuccessor:$target);
}

def Test_ProducingBranchOp : Test_Op<"producing_br",
    [DeclareOpInterfaceMethods<BranchOpInterface>, Terminator,
     AttrSizedOperandSegments]> {
  let summary = "a two-way branch with a result; successor 1 takes the first operands";
  let arguments = (ins Variadic<AnyType>:$firstOperands,
                       Variadic<AnyType>:$secondOperands);
  let results = (outs I32:$dummy);
  let successors = (successor AnySuccessor:$first, AnySuccessor:$second);
}

def Test_EffectsResultOp : Test_Op<"test_effects_result"> {
  let summary = "an op that allocates and writes its result and nothing else";
  let results = (outs Res<I32, "", [MemAlloc, MemWrite]>:$result);
}

//===----------------------------------------------------------------------===//
// Ops with native properties (ODS `Property`, mlir/IR/Properties.td), whose code is
// TypeScript: their text, `<{...}>` conversion and bytecode are compared with mlir-opt 19
// (test/dialects/native-properties.test.ts).

include "mlir/IR/Properties.td"

def Test_WithPropertiesOp : Test_Op<"with_properties"> {
  let summary = "an int64 property, a string attribute and a fixed-size int64 array property";
  let arguments = (ins IntProperty<"bigint">:$a,
                       StrAttr:$b,
                       ArrayProperty<"bigint", 4>:$array);
  let assemblyFormat = "prop-dict attr-dict";
}

// A string property with its own attribute conversion (and its message) and encoding.
def Test_WrappedStringProperty : Property<"string", "a string wrapped in a struct"> {
  let initialValue = [{ "" }];
  let convertToAttribute = [{ ir.StringAttr.get($_ctxt, $_storage) }];
  let convertFromAttribute = [{
    if (!($_attr instanceof ir.StringAttr)) {
      $_diag?.(`Expect StringAttr but got ${rt.printAttribute($_attr)}`);
      return rt.failure();
    }
    $_storage = $_attr.value;
  }];
  let writeToMlirBytecode = [{ $_writer.writeString($_storage); }];
  let readFromMlirBytecode = [{ $_storage = $_reader.readString(); }];
}

def Test_WithWrappedPropertiesOp : Test_Op<"with_wrapped_properties"> {
  let summary = "a property with hand-written conversions";
  let arguments = (ins Test_WrappedStringProperty:$prop);
  let assemblyFormat = "prop-dict attr-dict";
}

def Test_WithPropertiesAndAttrOp : Test_Op<"with_properties_and_attr"> {
  let summary = "an attribute in the format, a property in the property dictionary";
  let arguments = (ins I32Attr:$lhs, IntProperty<"bigint">:$rhs);
  let assemblyFormat = "$lhs prop-dict attr-dict";
}

// An int64 property written to bytecode through its attribute form.
def Test_IntPropertyWithWorseBytecode : IntProperty<"bigint"> {
  let writeToMlirBytecode = writeMlirBytecodeWithConvertToAttribute;
  let readFromMlirBytecode = readMlirBytecodeUsingConvertFromAttribute;
}

def Test_UsingIntPropertyWithWorseBytecodeOp : Test_Op<"using_int_property_with_worse_bytecode"> {
  let summary = "an int64 property encoded as its attribute";
  let arguments = (ins Test_IntPropertyWithWorseBytecode:$value);
}

// A struct property (upstream's PropertiesWithCustomPrint): its attribute form is a
// dictionary, its encoding a string and a varint; the op's syntax is hand-written.
def Test_NiceProperty : Property<"{ label: string; value: number }", "a label and an int32"> {
  let initialValue = [{ { label: "", value: 0 } }];
  let convertToAttribute = [{
    ir.DictionaryAttr.get($_ctxt, [
      { name: "label", value: ir.StringAttr.get($_ctxt, $_storage.label) },
      { name: "value", value: ir.IntegerAttr.get(ir.IntegerType.get($_ctxt, 32), $_storage.value) },
    ])
  }];
  let convertFromAttribute = [{
    if (!($_attr instanceof ir.DictionaryAttr)) {
      $_diag?.("expected DictionaryAttr to set TestProperties");
      return rt.failure();
    }
    const label = $_attr.get("label");
    if (!(label instanceof ir.StringAttr)) {
      $_diag?.("expected StringAttr for key `label`");
      return rt.failure();
    }
    const value = $_attr.get("value");
    if (!(value instanceof ir.IntegerAttr)) {
      $_diag?.("expected IntegerAttr for key `value`");
      return rt.failure();
    }
    $_storage = { label: label.value, value: Number(BigInt.asIntN(32, BigInt(value.value))) };
  }];
  let writeToMlirBytecode = [{
    $_writer.writeString($_storage.label);
    $_writer.writeVarInt(BigInt.asUintN(64, BigInt($_storage.value)));
  }];
  let readFromMlirBytecode = [{
    const label = $_reader.readString();
    $_storage = { label, value: Number(BigInt.asIntN(32, rt.readInt64($_reader))) };
  }];
}

def Test_WithNicePropertiesOp : Test_Op<"with_nice_properties"> {
  let summary = "a struct property printed as `\"label\" is value`";
  let arguments = (ins Test_NiceProperty:$prop);
  let hasCustomAssemblyFormat = 1;
}

// A property whose encoding depends on the test dialect's version in the file: before
// version 2.0 only `value1` was written (upstream's VersionedProperties).
def Test_VersionedProperty : Property<"{ value1: number; value2: number }", "two int32 values, the second one new in version 2.0"> {
  let initialValue = [{ { value1: 0, value2: 0 } }];
  let convertToAttribute = [{
    ir.DictionaryAttr.get($_ctxt, [
      { name: "value1", value: ir.IntegerAttr.get(ir.IntegerType.get($_ctxt, 32), $_storage.value1) },
      { name: "value2", value: ir.IntegerAttr.get(ir.IntegerType.get($_ctxt, 32), $_storage.value2) },
    ])
  }];
  let convertFromAttribute = [{
    if (!($_attr instanceof ir.DictionaryAttr)) {
      $_diag?.("expected DictionaryAttr to set VersionedProperties");
      return rt.failure();
    }
    const value1 = $_attr.get("value1");
    if (!(value1 instanceof ir.IntegerAttr)) {
      $_diag?.("expected IntegerAttr for key `value1`");
      return rt.failure();
    }
    const value2 = $_attr.get("value2");
    if (!(value2 instanceof ir.IntegerAttr)) {
      $_diag?.("expected IntegerAttr for key `value2`");
      return rt.failure();
    }
    $_storage = { value1: Number(BigInt.asIntN(32, BigInt(value1.value))), value2: Number(BigInt.asIntN(32, BigInt(value2.value))) };
  }];
  let writeToMlirBytecode = [{
    $_writer.writeVarInt(BigInt.asUintN(64, BigInt($_storage.value1)));
    $_writer.writeVarInt(BigInt.asUintN(64, BigInt($_storage.value2)));
  }];
  let readFromMlirBytecode = [{
    const value1 = Number(BigInt.asIntN(32, rt.readInt64($_reader)));
    // The version the file recorded for the test dialect (none: the current one).
    const version = $_reader.dialectVersion("test") as { readonly major: number } | undefined;
    const value2 = version !== undefined && version.major < 2 ? 0 : Number(BigInt.asIntN(32, rt.readInt64($_reader)));
    $_storage = { value1, value2 };
  }];
}

def Test_WithVersionedPropertiesOp : Test_Op<"with_versioned_properties"> {
  let summary = "a property read according to the dialect version, printed as `value1 | value2`";
  let arguments = (ins Test_VersionedProperty:$prop);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// A region op whose region is a graph region (values may be used before their definition),
// as upstream's Transforms tests (canonicalize-dce.mlir) use it.

include "mlir/IR/RegionKindInterface.td"

def Test_GraphRegionOp : Test_Op<"graph_region",
    [DeclareOpInterfaceMethods<RegionKindInterface>]> {
  let summary = "an op holding one graph region";
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}

//===----------------------------------------------------------------------===//
// A function op of the test dialect with func.func's syntax, as upstream's inliner tests
// (Transforms/inlining.mlir) use it.

include "mlir/Interfaces/FunctionInterfaces.td"

def Test_ConversionFuncOp : Test_Op<"conversion_func_op", [FunctionOpInterface]> {
  let summary = "a function op written like func.func";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
}
