// The attribute and type mnemonics mlir-opt 19's test dialect parses (measured against the
// mlir-opt 19 binary: every other mnemonic is refused). tsmlir models a few of them
// (./syntax.ts); the others are kept as written, and a mnemonic outside these lists is
// refused with the message mlir-opt prints.

/** Refused with "unknown attribute `<mnemonic>` in dialect `test`" when not listed. */
export const TEST_ATTRIBUTE_MNEMONICS: ReadonlySet<string> = new Set([
  "array_of_enums", "array_of_ints", "array_of_ugly", "attr_params", "attr_self_type_format",
  "attr_self_type_struct_format", "attr_ugly", "attr_with_format", "attr_with_optional_signed",
  "attr_with_optional_unsigned", "attr_with_self_type_param", "attr_with_trait", "attr_with_type",
  "attr_with_type_builder", "bit_enum", "bit_enum_vbar", "cmpnd_a", "cmpnd_nested", "cmpnd_nested_inner",
  "cmpnd_nested_outer", "cmpnd_nested_outer_qual", "conditional_alias", "copy_count", "custom_anchor",
  "custom_float", "dynamic_custom_assembly_format", "dynamic_pair", "dynamic_singleton", "e1di64_elements",
  "enum", "i64_elements", "iterator_type", "nested_polynomial", "nested_polynomial2", "override_builder",
  "simple_enum", "smpla", "sub_elements_access",
]);

/** Refused with "unknown type!" when not listed. */
export const TEST_TYPE_MNEMONICS: ReadonlySet<string> = new Set([
  "all_optional_params", "all_optional_struct", "ap_float", "cmpnd_a", "cmpnd_inner", "cmpnd_nested_outer",
  "cmpnd_nested_outer_qual", "custom_type", "custom_type_spacing", "custom_type_string", "default_valued_type",
  "dynamic_custom_assembly_format", "dynamic_pair", "dynamic_singleton", "else_anchor", "else_anchor_struct",
  "i32", "int", "memref_element", "no_parser", "optional_group", "optional_group_params", "optional_group_struct",
  "optional_param", "optional_params", "optional_params_after", "optional_struct", "optional_type_string",
  "optional_value_type", "smpla", "spaces", "struct", "struct_capture_all", "test_rec", "test_rec_alias",
  "test_type", "test_type_with_layout", "test_type_with_trait", "type_with_format",
]);
