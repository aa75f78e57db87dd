// Every debug-info attribute of the llvm dialect, read parameter by parameter: parameters in
// any order print in declaration order, values equal to their defaults are left out, nested
// attributes print by alias (di_file written stripped too), and DWARF names, enums and bit
// flags print as mlir-opt 19 prints them. (A composite type's elements are a list that takes
// every comma after it, so one with elements holds no parameter printed after them.)

#src = #llvm.di_file<"widget.c" in "/home/me/src">
#unit = #llvm.di_compile_unit<isOptimized = true, id = distinct[7]<>, file = #src, sourceLanguage = DW_LANG_C11, producer = "tsmlir", emissionKind = Full, nameTableKind = None>
#plain_unit = #llvm.di_compile_unit<id = distinct[8]<>, sourceLanguage = DW_LANG_Rust, file = <"lib.rs" in "/crate">, isOptimized = false, emissionKind = LineTablesOnly, nameTableKind = Default>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#char = #llvm.di_basic_type<name = "char", tag = DW_TAG_base_type, sizeInBits = 0, encoding = DW_ATE_unsigned_char>
#void = #llvm.di_null_type
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, alignInBits = 0, offsetInBits = 0, dwarfAddressSpace = 0>
#member = #llvm.di_derived_type<offsetInBits = 32, tag = DW_TAG_member, name = "next", baseType = #ptr, extraData = #int>
#no_space = #llvm.di_derived_type<tag = DW_TAG_const_type, dwarfAddressSpace = , baseType = #char>
#bounds = #llvm.di_subrange<count = 8, lowerBound = 1 : i32, stride = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_deref]>>
#array = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "buf", file = #src, line = 0, baseType = #char, flags = Zero, sizeInBits = 64, alignInBits = 8, elements = #bounds, #llvm.di_subrange<upperBound = 3>>
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[3]<>>
#node = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[3]<>, name = "node", scope = #src, flags = "NonTrivial|TypePassByReference|Public", elements = #member, #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self>>
#fwd = #llvm.di_composite_type<tag = DW_TAG_class_type, flags = "Bit0|FwdDecl", rank = <>, dataLocation = <[DW_OP_push_object_address]>, associated = <[DW_OP_LLVM_fragment(0, 8)]>, allocated = <[DW_OP_constu(4), DW_OP_LLVM_convert(32, DW_ATE_float), DW_OP_LLVM_convert(8, 5), DW_OP_LLVM_convert(8, 99), DW_OP_stack_value]>>
#fn_type = #llvm.di_subroutine_type<types = #void, #int, #ptr>
#cc_type = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_vectorcall>
#no_types = #llvm.di_subroutine_type<>
#ns = #llvm.di_namespace<name = "outer", scope = #src, exportSymbols = true>
#anon_ns = #llvm.di_namespace<exportSymbols = false>
#mod = #llvm.di_module<file = #src, scope = #unit, name = "Widgets", configMacros = "-DX", includePath = "/inc", apinotes = "w.apinotes", line = 0, isDecl = true>
#empty_mod = #llvm.di_module<>
#fn = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #ns, name = "make", linkageName = "_Z4makev", file = #src, line = 10, scopeLine = 11, subprogramFlags = "Optimized|Definition", type = #fn_type>
#decl = #llvm.di_subprogram<scope = #node, file = <"widget.h" in "/home/me/src">, subprogramFlags = LocalToUnit, type = #cc_type, line = 0>
#block = #llvm.di_lexical_block<scope = #fn, file = #src, line = 12, column = 3>
#block_file = #llvm.di_lexical_block_file<discriminator = 2, scope = #block>
#local = #llvm.di_local_variable<scope = #block, name = "w", file = #src, line = 13, arg = 0, alignInBits = 64, type = #node>
#param = #llvm.di_local_variable<scope = #fn, arg = 1, type = #array>
#global = #llvm.di_global_variable<scope = #unit, name = "count", linkageName = "count_", file = #src, line = 2, type = #int, isLocalToUnit = true, isDefined = false, alignInBits = 32>
#global_expr = #llvm.di_global_variable_expression<var = #global, expr = <[DW_OP_plus_uconst(16)]>>
#global_bare = #llvm.di_global_variable_expression<var = #global>
#label = #llvm.di_label<scope = #block_file, name = "retry", file = #src, line = 20>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "text", sizeInBits = 0, alignInBits = 8, stringLength = #local, stringLengthExp = <[DW_OP_deref]>, stringLocationExp = <>, encoding = DW_ATE_UTF>
#str_global = #llvm.di_string_type<tag = DW_TAG_string_type, name = "g", stringLength = #global>

module attributes {test.debug = [#plain_unit, #mod, #empty_mod, #anon_ns, #decl, #param, #global_expr, #global_bare, #label, #str, #str_global, #fwd, #no_types, #no_space, #llvm.di_expression<>, #llvm.di_expression<[DW_OP_LLVM_arg(0), DW_OP_LLVM_arg(1), DW_OP_plus]>]} {
  llvm.func @make(%arg0: i32) {
    llvm.intr.dbg.value #local = %arg0 : i32
    llvm.intr.dbg.label #label
    llvm.return loc(#loc_block)
  } loc(#loc_fn)
}
#loc_fn = loc(fused<#fn>["widget.c":10:1])
#loc_block = loc(fused<#block_file>["widget.c":14:5])
