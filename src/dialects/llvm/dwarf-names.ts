// The DWARF names LLVM 19's llvm::dwarf lookups know (getTag, getLanguage, ...), which the
// debug-info attributes' C++ parameter parsers accept and print back unchanged: each name
// stands for one value, so the parsed name is what mlir-opt prints. The attribute encodings
// keep their values: DW_OP_LLVM_convert's arguments print an encoding by name.

const DW_TAG_NAMES: ReadonlySet<string> = new Set([
  "DW_TAG_ALTIUM_mwa_circ_type", "DW_TAG_ALTIUM_rev_carry_type", "DW_TAG_ALTIUM_rom", "DW_TAG_APPLE_property", "DW_TAG_BORLAND_Delphi_dynamic_array",
  "DW_TAG_BORLAND_Delphi_set", "DW_TAG_BORLAND_Delphi_string", "DW_TAG_BORLAND_Delphi_variant", "DW_TAG_BORLAND_property", "DW_TAG_GHS_namespace",
  "DW_TAG_GHS_template_templ_param", "DW_TAG_GHS_using_declaration", "DW_TAG_GHS_using_namespace", "DW_TAG_GNU_BINCL", "DW_TAG_GNU_EINCL",
  "DW_TAG_GNU_call_site", "DW_TAG_GNU_call_site_parameter", "DW_TAG_GNU_formal_parameter_pack", "DW_TAG_GNU_template_parameter_pack",
  "DW_TAG_GNU_template_template_param", "DW_TAG_LLVM_annotation", "DW_TAG_LLVM_ptrauth_type", "DW_TAG_MIPS_loop", "DW_TAG_PGI_interface_block",
  "DW_TAG_PGI_kanji_type", "DW_TAG_SUN_class_template", "DW_TAG_SUN_codeflags", "DW_TAG_SUN_dtor", "DW_TAG_SUN_dtor_info", "DW_TAG_SUN_f90_interface",
  "DW_TAG_SUN_fortran_vax_structure", "DW_TAG_SUN_function_template", "DW_TAG_SUN_hi", "DW_TAG_SUN_indirect_inheritance", "DW_TAG_SUN_memop_info",
  "DW_TAG_SUN_omp_child_func", "DW_TAG_SUN_rtti_descriptor", "DW_TAG_SUN_struct_template", "DW_TAG_SUN_union_template", "DW_TAG_UPC_relaxed",
  "DW_TAG_UPC_shared_type", "DW_TAG_UPC_strict_type", "DW_TAG_access_declaration", "DW_TAG_array_type", "DW_TAG_atomic_type", "DW_TAG_base_type",
  "DW_TAG_call_site", "DW_TAG_call_site_parameter", "DW_TAG_catch_block", "DW_TAG_class_template", "DW_TAG_class_type", "DW_TAG_coarray_type",
  "DW_TAG_common_block", "DW_TAG_common_inclusion", "DW_TAG_compile_unit", "DW_TAG_condition", "DW_TAG_const_type", "DW_TAG_constant",
  "DW_TAG_dwarf_procedure", "DW_TAG_dynamic_type", "DW_TAG_entry_point", "DW_TAG_enumeration_type", "DW_TAG_enumerator", "DW_TAG_file_type",
  "DW_TAG_formal_parameter", "DW_TAG_format_label", "DW_TAG_friend", "DW_TAG_function_template", "DW_TAG_generic_subrange", "DW_TAG_immutable_type",
  "DW_TAG_imported_declaration", "DW_TAG_imported_module", "DW_TAG_imported_unit", "DW_TAG_inheritance", "DW_TAG_inlined_subroutine",
  "DW_TAG_interface_type", "DW_TAG_label", "DW_TAG_lexical_block", "DW_TAG_member", "DW_TAG_module", "DW_TAG_namelist", "DW_TAG_namelist_item",
  "DW_TAG_namespace", "DW_TAG_null", "DW_TAG_packed_type", "DW_TAG_partial_unit", "DW_TAG_pointer_type", "DW_TAG_ptr_to_member_type",
  "DW_TAG_reference_type", "DW_TAG_restrict_type", "DW_TAG_rvalue_reference_type", "DW_TAG_set_type", "DW_TAG_shared_type", "DW_TAG_skeleton_unit",
  "DW_TAG_string_type", "DW_TAG_structure_type", "DW_TAG_subprogram", "DW_TAG_subrange_type", "DW_TAG_subroutine_type", "DW_TAG_template_alias",
  "DW_TAG_template_type_parameter", "DW_TAG_template_value_parameter", "DW_TAG_thrown_type", "DW_TAG_try_block", "DW_TAG_type_unit", "DW_TAG_typedef",
  "DW_TAG_union_type", "DW_TAG_unspecified_parameters", "DW_TAG_unspecified_type", "DW_TAG_variable", "DW_TAG_variant", "DW_TAG_variant_part",
  "DW_TAG_volatile_type", "DW_TAG_with_stmt",
]);

const DW_LANG_NAMES: ReadonlySet<string> = new Set([
  "DW_LANG_Ada2005", "DW_LANG_Ada2012", "DW_LANG_Ada83", "DW_LANG_Ada95", "DW_LANG_Assembly", "DW_LANG_BLISS", "DW_LANG_BORLAND_Delphi", "DW_LANG_C",
  "DW_LANG_C11", "DW_LANG_C17", "DW_LANG_C89", "DW_LANG_C99", "DW_LANG_CPP_for_OpenCL", "DW_LANG_C_plus_plus", "DW_LANG_C_plus_plus_03",
  "DW_LANG_C_plus_plus_11", "DW_LANG_C_plus_plus_14", "DW_LANG_C_plus_plus_17", "DW_LANG_C_plus_plus_20", "DW_LANG_C_sharp", "DW_LANG_Cobol74",
  "DW_LANG_Cobol85", "DW_LANG_Crystal", "DW_LANG_D", "DW_LANG_Dylan", "DW_LANG_Fortran03", "DW_LANG_Fortran08", "DW_LANG_Fortran18",
  "DW_LANG_Fortran77", "DW_LANG_Fortran90", "DW_LANG_Fortran95", "DW_LANG_GLSL", "DW_LANG_GLSL_ES", "DW_LANG_GOOGLE_RenderScript", "DW_LANG_Go",
  "DW_LANG_HIP", "DW_LANG_HLSL", "DW_LANG_Haskell", "DW_LANG_Hylo", "DW_LANG_Java", "DW_LANG_Julia", "DW_LANG_Kotlin", "DW_LANG_Mips_Assembler",
  "DW_LANG_Modula2", "DW_LANG_Modula3", "DW_LANG_Mojo", "DW_LANG_Move", "DW_LANG_OCaml", "DW_LANG_ObjC", "DW_LANG_ObjC_plus_plus", "DW_LANG_OpenCL",
  "DW_LANG_OpenCL_CPP", "DW_LANG_PLI", "DW_LANG_Pascal83", "DW_LANG_Python", "DW_LANG_RenderScript", "DW_LANG_Ruby", "DW_LANG_Rust", "DW_LANG_SYCL",
  "DW_LANG_Swift", "DW_LANG_UPC", "DW_LANG_Zig",
]);

const DW_CC_NAMES: ReadonlySet<string> = new Set([
  "DW_CC_BORLAND_fastcall", "DW_CC_BORLAND_msfastcall", "DW_CC_BORLAND_msreturn", "DW_CC_BORLAND_pascal", "DW_CC_BORLAND_safecall",
  "DW_CC_BORLAND_stdcall", "DW_CC_BORLAND_thiscall", "DW_CC_GDB_IBM_OpenCL", "DW_CC_GNU_borland_fastcall_i386", "DW_CC_GNU_renesas_sh",
  "DW_CC_LLVM_AAPCS", "DW_CC_LLVM_AAPCS_VFP", "DW_CC_LLVM_IntelOclBicc", "DW_CC_LLVM_M68kRTD", "DW_CC_LLVM_OpenCLKernel", "DW_CC_LLVM_PreserveAll",
  "DW_CC_LLVM_PreserveMost", "DW_CC_LLVM_PreserveNone", "DW_CC_LLVM_RISCVVectorCall", "DW_CC_LLVM_SpirFunction", "DW_CC_LLVM_Swift",
  "DW_CC_LLVM_SwiftTail", "DW_CC_LLVM_Win64", "DW_CC_LLVM_X86RegCall", "DW_CC_LLVM_X86_64SysV", "DW_CC_LLVM_vectorcall", "DW_CC_nocall", "DW_CC_normal",
  "DW_CC_pass_by_reference", "DW_CC_pass_by_value", "DW_CC_program",
]);

const DW_OP_NAMES: ReadonlySet<string> = new Set([
  "DW_OP_GNU_addr_index", "DW_OP_GNU_const_index", "DW_OP_GNU_entry_value", "DW_OP_GNU_push_tls_address", "DW_OP_HP_fltconst4", "DW_OP_HP_fltconst8",
  "DW_OP_HP_is_value", "DW_OP_HP_mod_range", "DW_OP_HP_tls", "DW_OP_HP_unmod_range", "DW_OP_INTEL_bit_piece", "DW_OP_LLVM_arg", "DW_OP_LLVM_convert",
  "DW_OP_LLVM_entry_value", "DW_OP_LLVM_extract_bits_sext", "DW_OP_LLVM_extract_bits_zext", "DW_OP_LLVM_fragment", "DW_OP_LLVM_implicit_pointer",
  "DW_OP_LLVM_tag_offset", "DW_OP_LLVM_user", "DW_OP_PGI_omp_thread_num", "DW_OP_WASM_location", "DW_OP_WASM_location_int", "DW_OP_abs", "DW_OP_addr",
  "DW_OP_addrx", "DW_OP_and", "DW_OP_bit_piece", "DW_OP_bra", "DW_OP_breg0", "DW_OP_breg1", "DW_OP_breg10", "DW_OP_breg11", "DW_OP_breg12",
  "DW_OP_breg13", "DW_OP_breg14", "DW_OP_breg15", "DW_OP_breg16", "DW_OP_breg17", "DW_OP_breg18", "DW_OP_breg19", "DW_OP_breg2", "DW_OP_breg20",
  "DW_OP_breg21", "DW_OP_breg22", "DW_OP_breg23", "DW_OP_breg24", "DW_OP_breg25", "DW_OP_breg26", "DW_OP_breg27", "DW_OP_breg28", "DW_OP_breg29",
  "DW_OP_breg3", "DW_OP_breg30", "DW_OP_breg31", "DW_OP_breg4", "DW_OP_breg5", "DW_OP_breg6", "DW_OP_breg7", "DW_OP_breg8", "DW_OP_breg9",
  "DW_OP_bregx", "DW_OP_call2", "DW_OP_call4", "DW_OP_call_frame_cfa", "DW_OP_call_ref", "DW_OP_const1s", "DW_OP_const1u", "DW_OP_const2s",
  "DW_OP_const2u", "DW_OP_const4s", "DW_OP_const4u", "DW_OP_const8s", "DW_OP_const8u", "DW_OP_const_type", "DW_OP_consts", "DW_OP_constu",
  "DW_OP_constx", "DW_OP_convert", "DW_OP_deref", "DW_OP_deref_size", "DW_OP_deref_type", "DW_OP_div", "DW_OP_drop", "DW_OP_dup", "DW_OP_entry_value",
  "DW_OP_eq", "DW_OP_fbreg", "DW_OP_form_tls_address", "DW_OP_ge", "DW_OP_gt", "DW_OP_implicit_pointer", "DW_OP_implicit_value", "DW_OP_le",
  "DW_OP_lit0", "DW_OP_lit1", "DW_OP_lit10", "DW_OP_lit11", "DW_OP_lit12", "DW_OP_lit13", "DW_OP_lit14", "DW_OP_lit15", "DW_OP_lit16", "DW_OP_lit17",
  "DW_OP_lit18", "DW_OP_lit19", "DW_OP_lit2", "DW_OP_lit20", "DW_OP_lit21", "DW_OP_lit22", "DW_OP_lit23", "DW_OP_lit24", "DW_OP_lit25", "DW_OP_lit26",
  "DW_OP_lit27", "DW_OP_lit28", "DW_OP_lit29", "DW_OP_lit3", "DW_OP_lit30", "DW_OP_lit31", "DW_OP_lit4", "DW_OP_lit5", "DW_OP_lit6", "DW_OP_lit7",
  "DW_OP_lit8", "DW_OP_lit9", "DW_OP_lt", "DW_OP_minus", "DW_OP_mod", "DW_OP_mul", "DW_OP_ne", "DW_OP_neg", "DW_OP_nop", "DW_OP_not", "DW_OP_or",
  "DW_OP_over", "DW_OP_pick", "DW_OP_piece", "DW_OP_plus", "DW_OP_plus_uconst", "DW_OP_push_object_address", "DW_OP_reg0", "DW_OP_reg1", "DW_OP_reg10",
  "DW_OP_reg11", "DW_OP_reg12", "DW_OP_reg13", "DW_OP_reg14", "DW_OP_reg15", "DW_OP_reg16", "DW_OP_reg17", "DW_OP_reg18", "DW_OP_reg19", "DW_OP_reg2",
  "DW_OP_reg20", "DW_OP_reg21", "DW_OP_reg22", "DW_OP_reg23", "DW_OP_reg24", "DW_OP_reg25", "DW_OP_reg26", "DW_OP_reg27", "DW_OP_reg28", "DW_OP_reg29",
  "DW_OP_reg3", "DW_OP_reg30", "DW_OP_reg31", "DW_OP_reg4", "DW_OP_reg5", "DW_OP_reg6", "DW_OP_reg7", "DW_OP_reg8", "DW_OP_reg9", "DW_OP_regval_type",
  "DW_OP_regx", "DW_OP_reinterpret", "DW_OP_rot", "DW_OP_shl", "DW_OP_shr", "DW_OP_shra", "DW_OP_skip", "DW_OP_stack_value", "DW_OP_swap",
  "DW_OP_xderef", "DW_OP_xderef_size", "DW_OP_xderef_type", "DW_OP_xor",
]);

/** The attribute encodings (`DW_ATE_*`) by name, with their values. */
export const DWARF_ATTRIBUTE_ENCODINGS: ReadonlyMap<string, number> = new Map([
  ["DW_ATE_address", 0x01],
  ["DW_ATE_boolean", 0x02],
  ["DW_ATE_complex_float", 0x03],
  ["DW_ATE_float", 0x04],
  ["DW_ATE_signed", 0x05],
  ["DW_ATE_signed_char", 0x06],
  ["DW_ATE_unsigned", 0x07],
  ["DW_ATE_unsigned_char", 0x08],
  ["DW_ATE_imaginary_float", 0x09],
  ["DW_ATE_packed_decimal", 0x0a],
  ["DW_ATE_numeric_string", 0x0b],
  ["DW_ATE_edited", 0x0c],
  ["DW_ATE_signed_fixed", 0x0d],
  ["DW_ATE_unsigned_fixed", 0x0e],
  ["DW_ATE_decimal_float", 0x0f],
  ["DW_ATE_UTF", 0x10],
  ["DW_ATE_UCS", 0x11],
  ["DW_ATE_ASCII", 0x12],
  ["DW_ATE_HP_complex_float", 0x81],
  ["DW_ATE_HP_float128", 0x82],
  ["DW_ATE_HP_complex_float128", 0x83],
  ["DW_ATE_HP_floathpintel", 0x84],
  ["DW_ATE_HP_imaginary_float90", 0x85],
  ["DW_ATE_HP_imaginary_float128", 0x86],
]);

/** The names each DWARF lookup a parameter's C++ parser uses accepts, by the lookup (`Tag` for getTag). */
export const DWARF_NAME_TABLES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Tag", DW_TAG_NAMES],
  ["Language", DW_LANG_NAMES],
  ["CallingConvention", DW_CC_NAMES],
  ["OperationEncoding", DW_OP_NAMES],
  ["AttributeEncoding", new Set(DWARF_ATTRIBUTE_ENCODINGS.keys())],
]);
