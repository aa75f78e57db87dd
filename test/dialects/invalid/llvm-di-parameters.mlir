// Bad parameters of the llvm debug-info attributes, refused as mlir-opt 19 refuses them:
// DWARF names, enums and bit flags, integers of the C++ widths, the C++ attribute classes
// (scope, node, variable), the formats of di_file and di_expression, and missing, repeated
// or unknown struct parameters.

// expected-error @below {{invalid LLVM DI flags specification: Foo}}
// expected-error @below {{failed to parse LLVM_DICompositeTypeAttr parameter 'flags' which is to be a `DIFlags`}}
module attributes {test.a = #llvm.di_composite_type<tag = DW_TAG_structure_type, flags = Foo>} {}

// -----

// expected-error @below {{invalid LLVM DI flags specification: Vector|Bogus}}
// expected-error @below {{failed to parse LLVM_DICompositeTypeAttr parameter 'flags' which is to be a `DIFlags`}}
module attributes {test.a = #llvm.di_composite_type<tag = DW_TAG_structure_type, flags = "Vector|Bogus">} {}

// -----

// expected-error @below {{expected keyword for LLVM DI flags}}
// expected-error @below {{failed to parse LLVM_DICompositeTypeAttr parameter 'flags' which is to be a `DIFlags`}}
module attributes {test.a = #llvm.di_composite_type<tag = DW_TAG_structure_type, flags = 3>} {}

// -----

// expected-error @below {{invalid LLVM debug emission kind specification: Fool}}
// expected-error @below {{failed to parse LLVM_DICompileUnitAttr parameter 'emissionKind' which is to be a `DIEmissionKind`}}
module attributes {test.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false, emissionKind = Fool>} {}

// -----

// expected-error @below {{invalid debug info debug info language name: DW_LANG_Cx}}
// expected-error @below {{failed to parse LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Cx, file = <"a" in "b">, isOptimized = false, emissionKind = Full>} {}

// -----

// expected-error @below {{struct is missing required parameter: emissionKind}}
module attributes {test.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false>} {}

// -----

// expected-error @below {{invalid debug info debug info tag name: DW_TAG_foo}}
// expected-error @below {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">} {}

// -----

// expected-error @below {{expected valid keyword}}
// expected-error @below {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_basic_type<tag = 5, name = "x">} {}

// -----

// expected-error @below {{struct is missing required parameter: tag}}
module attributes {test.a = #llvm.di_basic_type<name = "x">} {}

// -----

// expected-error @below {{duplicate or unknown struct parameter name: bogus}}
module attributes {test.a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", bogus = 1>} {}

// -----

// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVM_DIDerivedTypeAttr parameter 'alignInBits' which is to be a `uint32_t`}}
module attributes {test.a = #llvm.di_derived_type<tag = DW_TAG_member, alignInBits = 4294967296>} {}

// -----

// expected-error @below {{invalid debug info debug info operation encoding name: DW_OP_foo}}
// expected-error @below {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_foo]>} {}

// -----

// expected-error @below {{encountered unknown attribute encoding "DW_ATE_foo"}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_LLVM_convert(16, DW_ATE_foo)]>} {}

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{expected integer operand}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_LLVM_convert(16, 5), DW_OP_LLVM_convert(16, 99), DW_OP_LLVM_convert(DW_ATE_signed)]>} {}

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{expected integer operand}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_constu(x)]>} {}

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{expected integer operand}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_constu()]>} {}

// -----

// expected-error @below {{expected ']'}}
module attributes {test.a = #llvm.di_expression<[DW_OP_deref DW_OP_deref]>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DILocalVariableAttr parameter 'scope' which is to be a `DIScopeAttr`}}
module attributes {test.a = #llvm.di_local_variable<scope = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x">>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DIStringTypeAttr parameter 'stringLength' which is to be a `DIVariableAttr`}}
module attributes {test.a = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", stringLength = #llvm.di_null_type>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DIDerivedTypeAttr parameter 'extraData' which is to be a `DINodeAttr`}}
module attributes {test.a = #llvm.di_derived_type<tag = DW_TAG_member, extraData = #llvm.di_expression<>>} {}

// -----

// expected-error @below {{expected 'in'}}
module attributes {test.a = #llvm.di_file<"a" on "b">} {}

// -----

// expected-error @below {{expected attribute value}}
// expected-error @below {{failed to parse LLVM_DIFileAttr parameter 'name' which is to be a `StringAttr`}}
module attributes {test.a = #llvm.di_file<a in "b">} {}

// -----

// expected-error @below {{invalid LLVM DISubprogram flags specification: Definition|Foo}}
// expected-error @below {{failed to parse LLVM_DISubprogramAttr parameter 'subprogramFlags' which is to be a `DISubprogramFlags`}}
module attributes {test.a = #llvm.di_subprogram<scope = #llvm.di_file<"a" in "b">, file = #llvm.di_file<"a" in "b">, subprogramFlags = "Definition|Foo">} {}

// -----

// expected-error @below {{expected attribute value}}
// expected-error @below {{failed to parse LLVM_DISubprogramAttr parameter 'scope' which is to be a `DIScopeAttr`}}
module attributes {test.a = #llvm.di_subprogram<compileUnit = <id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false, emissionKind = Full>, scope = <"a" in "b">, file = <"a" in "b">>} {}

// -----

// expected-error @below {{invalid debug info debug info calling convention name: DW_CC_bogus}}
// expected-error @below {{failed to parse LLVM_DISubroutineTypeAttr parameter 'callingConvention' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_subroutine_type<callingConvention = DW_CC_bogus>} {}

// -----

// expected-error @below {{expected '>'}}
module attributes {test.a = #llvm.di_derived_type<tag = DW_TAG_member, dwarfAddressSpace = x>} {}

// -----

// expected-error @below {{struct is missing required parameter: var}}
module attributes {test.a = #llvm.di_global_variable_expression<expr = <>>} {}

// -----

// expected-error @below {{expected attribute value}}
// expected-error @below {{failed to parse LLVM_DICompositeTypeAttr parameter 'elements' which is to be a `::llvm::ArrayRef<DINodeAttr>`}}
module attributes {test.a = #llvm.di_composite_type<tag = DW_TAG_array_type, elements = #llvm.di_subrange<count = 4>, dataLocation = <[DW_OP_deref]>>} {}

// -----

// expected-error @below {{expected valid keyword}}
// expected-error @below {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[]>} {}

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{expected integer operand}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_LLVM_convert(DW_ATE_signed)]>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DISubprogramAttr parameter 'compileUnit' which is to be a `DICompileUnitAttr`}}
module attributes {test.a = #llvm.di_subprogram<compileUnit = #llvm.di_file<"a" in "b">, scope = <"a" in "b">, file = <"a" in "b">>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DISubroutineTypeAttr parameter 'types' which is to be a `::llvm::ArrayRef<DITypeAttr>`}}
// expected-error @below {{failed to parse LLVM_DISubprogramAttr parameter 'type' which is to be a `DISubroutineTypeAttr`}}
module attributes {test.a = #llvm.di_subprogram<scope = #llvm.di_file<"a" in "b">, file = #llvm.di_file<"a" in "b">, type = <types = #llvm.di_null_type, #llvm.di_expression<>>>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DIFileAttr parameter 'directory' which is to be a `StringAttr`}}
module attributes {test.a = #llvm.di_file<"a" in 5>} {}

// -----

// expected-error @below {{duplicate or unknown struct parameter name: name}}
module attributes {test.a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", name = "y">} {}

// -----

// expected-error @below {{struct is missing required parameter: exportSymbols}}
module attributes {test.a = #llvm.di_namespace<name = "n">} {}

// -----

// expected-error @below {{struct is missing required parameter: discriminator}}
module attributes {test.a = #llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">>} {}

// -----

// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVM_DIModuleAttr parameter 'isDecl' which is to be a `bool`}}
module attributes {test.a = #llvm.di_module<isDecl = 2>} {}

// -----

// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse LLVM_DILocalVariableAttr parameter 'arg' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, line = -1, arg = 4294967296>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DICompileUnitAttr parameter 'id' which is to be a `DistinctAttr`}}
module attributes {test.a = #llvm.di_compile_unit<id = 3, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false, emissionKind = Full>} {}

// -----

// expected-error @below {{expected valid keyword}}
// expected-error @below {{expected a parameter name in struct}}
module attributes {test.a = #llvm.di_label<scope = #llvm.di_file<"a" in "b">, name = "l",>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DISubroutineTypeAttr parameter 'types' which is to be a `::llvm::ArrayRef<DITypeAttr>`}}
module attributes {test.a = #llvm.di_subroutine_type<types = #llvm.di_subrange<count = 1>>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_DIGlobalVariableExpressionAttr parameter 'var' which is to be a `DIGlobalVariableAttr`}}
module attributes {test.a = #llvm.di_global_variable_expression<var = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">>>} {}

// -----

// expected-error @below {{integer value too large}}
// expected-error @below {{expected integer operand}}
// expected-error @below {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_LLVM_convert(16, DW_ATE_signed, 3), DW_OP_constu(18446744073709551616)]>} {}
