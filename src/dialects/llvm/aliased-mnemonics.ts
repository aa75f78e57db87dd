// The llvm attributes MLIR 19's OpAsmDialectInterface (LLVMDialect.cpp's getAlias) names by
// their mnemonic: `#loop_vectorize = #llvm.loop_vectorize<...>`.
export const LLVM_ALIASED_MNEMONICS: ReadonlySet<string> = new Set([
  "access_group", "alias_scope", "alias_scope_domain",
  "di_basic_type", "di_compile_unit", "di_composite_type", "di_derived_type", "di_file",
  "di_global_variable", "di_global_variable_expression", "di_imported_entity", "di_label",
  "di_lexical_block", "di_lexical_block_file", "di_local_variable", "di_module", "di_namespace",
  "di_null_type", "di_string_type", "di_subprogram", "di_subroutine_type",
  "loop_annotation", "loop_vectorize", "loop_interleave", "loop_unroll", "loop_unroll_and_jam",
  "loop_licm", "loop_distribute", "loop_pipeline", "loop_peeled", "loop_unswitch",
  "tbaa_root", "tbaa_tag", "tbaa_type_desc",
]);
