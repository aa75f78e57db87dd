// The ops mlir-opt 19 registers in upstream's `test` dialect (mlir/test/lib/Dialect/Test).
// Its .td files are not installed, so the facts are recorded here, checked against
// mlir-opt at test time (test/bytecode/test-dialect-layouts.test.ts): which ops it
// registers, the property layout ODS 19 generates for each (attributes sorted by name,
// then segment sizes, then native properties; see src/bytecode/dialect/ods-properties.ts),
// and the values of properties left out of an op. The ops are registered as stub
// operations whose traits are unknown (the core treats those as it treats an unregistered
// op's): no verifier, generic syntax.
import { DictionaryAttr, type MLIRContext, type RegisteredOperationInfo } from "../../ir/index.js";
import { odsPropertiesCodec } from "../../bytecode/dialect/ods-properties.js";
import { AsmTextualCodec } from "../../bytecode/text-codec.js";
import { StubRegistration } from "../upstream/stub-dialect.js";
import { DataLayoutOpInterface, verifyDataLayoutOp } from "../dlti/data-layout-verifier.js";
import { interfaceMap } from "../../ir/interfaces.js";
import { definedTestOperations } from "./ops.js";

/** Registered test ops with properties: their layouts, in the order ODS 19 encodes them. */
const WITH_PROPERTIES: Readonly<Record<string, string>> = {
  "test.all_attr_constraint_of1": "attr",
  "test.all_attr_constraint_of2": "attr",
  "test.another_three_result": "kind",
  "test.another_two_result": "kind",
  "test.any_attr_of_i32_str": "attr",
  "test.array_of_attr_op": "a,b,c",
  "test.attr_sized_operands": "#operandSegmentSizes:4",
  "test.attr_sized_results": "#resultSegmentSizes:4",
  "test.attr_sized_results_compile_test": "#resultSegmentSizes:3",
  "test.attr_with_loc": "loc,value",
  "test.attr_with_trait": "attr",
  "test.call": "callee",
  "test.call_and_store": "callee,store_before_call",
  "test.call_on_device": "callee",
  "test.compare": "cmp?,compose?,lhs_map?,rhs_map?",
  "test.confined_dense_array_attr": "emptyattr,i32attr,i64attr",
  "test.confined_non_negative_attr": "emptyattr,f32attr,f64attr,i16attr,i32attr,i64attr,i8attr",
  "test.confined_strictly_positive_attr": "emptyattr,f32attr,f64attr,i16attr,i32attr,i64attr,i8attr",
  "test.constant": "value",
  "test.containing_int_polynomial_attr": "attr",
  "test.containing_int_polynomial_attr2": "attr",
  "test.conversion_call_op": "callee",
  "test.conversion_func_op": "arg_attrs?,function_type,res_attrs?,sym_name,sym_visibility?",
  "test.custom_dimension_list_attr": "dimension_list",
  "test.custom_result_name": "names",
  "test.default_value_print": "value_with_default?",
  "test.dense_array_attr": "emptyattr,f32attr,f64attr,i16attr,i1attr,i32attr,i64attr,i8attr",
  "test.destination_style_op": "#operandSegmentSizes:3",
  "test.ellipsis": "variadic?",
  "test.float_attrs": "float_attr",
  "test.float_elements_attr": "scalar_f32_attr,tensor_f64_attr",
  "test.fold_to_call_op": "callee",
  "test.fold_with_fold_adaptor": "attr,#operandSegmentSizes:3",
  "test.format_all_types_match_attr": "value1",
  "test.format_attr_dict_w_keyword": "attr,opt_attr?",
  "test.format_attr_op": "attr",
  "test.format_compound_attr": "compound",
  "test.format_cpmd_nested_attr": "nested",
  "test.format_custom_directive_attrdict": "attr,optAttr?",
  "test.format_custom_directive_attributes": "attr,optAttr?",
  "test.format_custom_directive_operands": "#operandSegmentSizes:3",
  "test.format_custom_directive_operands_and_types": "#operandSegmentSizes:3",
  "test.format_custom_directive_results": "#resultSegmentSizes:3",
  "test.format_custom_directive_results_with_type_refs": "#resultSegmentSizes:3",
  "test.format_custom_directive_spacing": "attr1,attr2",
  "test.format_infer_type_variadic_operands": "#operandSegmentSizes:2",
  "test.format_literal_following_optional_group": "type,value?",
  "test.format_multiple_variadic_operands": "#operandSegmentSizes:2",
  "test.format_multiple_variadic_results": "#resultSegmentSizes:2",
  "test.format_nested_attr": "nested",
  "test.format_opt_attr_op_a": "opt_attr?",
  "test.format_opt_attr_op_b": "opt_attr?",
  "test.format_opt_symbol_name_attr_op": "opt_attr?",
  "test.format_opt_symbol_ref_attr_op": "opt_attr?",
  "test.format_optional_default_attrs": "e?,str?,sym?",
  "test.format_optional_else": "isFirstBranchPresent?",
  "test.format_optional_enum_attr": "attr?",
  "test.format_optional_operand_result_a_op": "#operandSegmentSizes:2",
  "test.format_optional_operand_result_b_op": "#operandSegmentSizes:2",
  "test.format_optional_result_a_op": "#resultSegmentSizes:2",
  "test.format_optional_result_b_op": "#resultSegmentSizes:2",
  "test.format_optional_result_c_op": "#resultSegmentSizes:2",
  "test.format_optional_unit_attribute": "is_optional?",
  "test.format_optional_unit_attribute_no_elide": "is_optional?",
  "test.format_qual_cpmd_nested_attr": "nested",
  "test.format_symbol_name_attr_op": "attr",
  "test.format_two_variadic_operands_no_buildable_type_op": "#operandSegmentSizes:2",
  "test.format_types_match_attr": "value",
  "test.format_variadic_of_variadic_operand": "operand_segments",
  "test.get_tuple_element": "index",
  "test.has_str_value": "value?",
  "test.i32ElementsAttr": "attr",
  "test.i32_enum_attr": "attr",
  "test.i64_enum_attr": "attr",
  "test.ignore_arg_match_dst": "f",
  "test.ignore_arg_match_src": "d,e,f",
  "test.indexElementsAttr": "attr",
  "test.int_attrs": "any_i32_attr,index_attr,si32_attr,ui32_attr",
  "test.int_elements_attr": "any_i32_attr,i32_attr",
  "test.interleaved_operand_attr1": "attr1,attr2",
  "test.interleaved_operand_attr2": "attr1,attr2",
  "test.internal_br": "#operandSegmentSizes:2",
  "test.legal_op_a": "status",
  "test.linalg_conv_op": "#operandSegmentSizes:2",
  "test.linalg_fill_op": "#operandSegmentSizes:2",
  "test.many_arguments": "attr1,attr2,attr3,attr4,attr5,attr6,attr7,attr8,attr9",
  "test.match_op_attribute1": "default_valued_attr?,more_attr,optional_attr?,required_attr",
  "test.match_op_attribute2": "default_valued_attr?,more_attr,optional_attr?,required_attr",
  "test.match_op_attribute3": "attr?",
  "test.match_op_attribute4": "attr1?,attr2?",
  "test.mixed_variadic_in3": "count",
  "test.mixed_variadic_in4": "attr1",
  "test.mixed_variadic_in5": "attr1,pattern_name",
  "test.mixed_variadic_in6": "attr1",
  "test.mixed_variadic_out3": "count",
  "test.native_code_call1": "attr1,attr2,choice",
  "test.native_code_call2": "attr",
  "test.no_str_value": "value",
  "test.non_negative_int_attr": "i32attr,i64attr",
  "test.oilist_custom": "nowait?,#operandSegmentSizes:2",
  "test.oilist_variadic_with_parens": "#operandSegmentSizes:3",
  "test.oilist_with_keywords_only": "diffNameUnitAttrKeyword?,keyword?,otherKeyword?",
  "test.oilist_with_simple_args": "#operandSegmentSizes:3",
  "test.one_result1": "kind",
  "test.one_result2": "kind",
  "test.op_a": "attr",
  "test.op_b": "attr",
  "test.op_in_place_fold": "attr?",
  "test.op_in_place_self_fold": "folded?",
  "test.op_m": "optional_attr?",
  "test.op_optionally_implementing_interface": "implementsInterface",
  "test.op_s": "value",
  "test.op_with_bit_enum": "tag?,value",
  "test.op_with_bit_enum_vbar": "tag?,value",
  "test.op_with_effects_a": "first,optional_symbol?,second",
  "test.op_with_enum": "tag?,value",
  "test.optional_custom_attr": "attr?",
  "test.parse_b64": "b64",
  "test.parse_wrapped_keyword": "keyword",
  "test.positive_int_attr": "i32attr,i64attr",
  "test.producing_br": "#operandSegmentSizes:2",
  "test.promised_interfaces": "promisedAttr",
  "test.prop": "transforms",
  "test.ranked_int_elements_attr": "matrix_i64_attr,vector_i32_attr",
  "test.recursive_rewrite": "depth",
  "test.reflect_bounds": "smax?,smin?,umax?,umin?",
  "test.reify_bound": "constant?,dim?,scalable?,type?,vscale_max?,vscale_min?",
  "test.result_has_same_type_as_attr": "attr",
  "test.source_op": "tag",
  "test.store_with_a_loop_region": "store_before_region",
  "test.store_with_a_region": "store_before_region",
  "test.string_attr_pretty_name": "names",
  "test.string_attr_with_type": "attr",
  "test.string_elements_attr": "scalar_string_attr",
  "test.switch_with_no_break": "cases",
  "test.symbol": "sym_name,sym_visibility?",
  "test.symbol_binding_a": "attr",
  "test.symbol_binding_d": "attr",
  "test.tblgen_build_6": "#operandSegmentSizes:2",
  "test.three_result": "kind",
  "test.two_result": "kind",
  "test.type_array_attr": "attr",
  "test.type_array_attr_with_default": "attr?",
  "test.type_attr_of": "type",
  "test.typed_attr": "attr,type",
  "test.using_int_property_with_worse_bytecode": "%value:i64attr",
  "test.using_property_in_custom": "%prop:i64[]",
  "test.using_property_in_custom_and_other": "%prop:i64[],%other:i64",
  "test.using_property_ref_in_custom": "%first:i64,%second:i64",
  "test.variadic_rewrite_dst_op": "#operandSegmentSizes:3",
  "test.variadic_rewrite_src_op": "#operandSegmentSizes:3",
  "test.versionedA": "dims,modifier",
  "test.versionedB": "attribute",
  "test.versionedC": "attribute",
  "test.with_bounds": "smax,smin,umax,umin",
  "test.with_bounds_region": "smax,smin,umax,umin",
  "test.with_default_valued_properties": "a?",
  "test.with_nice_properties": "!prop",
  "test.with_optional_properties": "a?,b?",
  "test.with_properties": "b,%a:i64,%array:i64[]",
  "test.with_properties_and_attr": "lhs,%rhs:i64",
  "test.with_properties_and_inferred_type": "lhs,%rhs:i64",
  "test.with_versioned_properties": "!prop",
  "test.with_wrapped_properties": "%prop:str",
};

/** Registered test ops without properties (mlir-opt rejects `<{...}>` on them). */
const WITHOUT_PROPERTIES: readonly string[] = [
  "test.SingleBlockImplicitTerminator", "test.addi", "test.affine_scope", "test.alloca_scope_region",
  "test.always_speculatable_op", "test.another_type_producer", "test.any_cond",
  "test.arg_and_res_have_fixed_element_types", "test.asm_dialect_interface_op", "test.asm_interface_op",
  "test.blackhole", "test.block_names", "test.br", "test.broadcastable", "test.buffer_based", "test.cast",
  "test.child", "test.child_with_parent_one_of", "test.complex_f64", "test.complex_f64_tensor",
  "test.conditionally_speculatable_op", "test.conv_op_not_linalg_op", "test.copy",
  "test.cse_of_single_block_op", "test.data_layout_query", "test.default_dialect", "test.derived_type_attr",
  "test.dialect_canonicalizable", "test.dialect_custom_format_fallback", "test.dynamic_generic",
  "test.dynamic_one_operand_two_results", "test.either_helper_op_a", "test.either_helper_op_b",
  "test.either_op_a", "test.either_op_b", "test.elementwise_mappable", "test.else_anchor",
  "test.fill_op_not_linalg_op", "test.finish", "test.format_all_types_match_var",
  "test.format_buildable_type_op", "test.format_cpmd_nested_type", "test.format_custom_directive_regions",
  "test.format_custom_directive_successors", "test.format_custom_directive_with_optional_operand_ref",
  "test.format_implicit_terminator_region_a_op", "test.format_infer_type", "test.format_infer_type2",
  "test.format_infer_type_all_operands_and_types", "test.format_infer_type_all_types",
  "test.format_infer_type_all_types_one_operand", "test.format_infer_type_all_types_two_operands",
  "test.format_infer_type_regions", "test.format_infer_variadic_type_from_non_variadic",
  "test.format_literal_op", "test.format_maybe_empty_type", "test.format_operand_a_op",
  "test.format_operand_b_op", "test.format_operand_c_op", "test.format_operand_d_op",
  "test.format_operand_e_op", "test.format_optional_result_d_op", "test.format_qual_cpmd_nested_type",
  "test.format_region_a_op", "test.format_region_b_op", "test.format_region_c_op", "test.format_result_a_op",
  "test.format_result_b_op", "test.format_result_c_op", "test.format_successor_a_op",
  "test.format_types_match_context", "test.format_types_match_var", "test.format_types_match_variadic",
  "test.format_variadic_operand", "test.format_variadic_region_a_op", "test.format_variadic_region_b_op",
  "test.format_variadic_result", "test.forward_buffer", "test.four_equals_five", "test.functional_region_op",
  "test.graph_loop", "test.graph_region", "test.if_first_operand_is_none_then_so_is_second",
  "test.illegal_op_a", "test.illegal_op_b", "test.illegal_op_c", "test.illegal_op_d", "test.illegal_op_e",
  "test.illegal_op_f", "test.illegal_op_g", "test.illegal_op_terminator", "test.illegal_op_with_region",
  "test.illegal_op_with_region_anchor", "test.increment", "test.int_types", "test.invalid",
  "test.isolated_one_region_op", "test.isolated_region", "test.isolated_regions", "test.legal_op_b",
  "test.legal_op_c", "test.loc_dst", "test.loc_dst_no_res", "test.loc_src", "test.loc_src_no_res",
  "test.loop_block", "test.loop_block_term", "test.make_tuple", "test.manual_cpp_op_with_fold",
  "test.merge_blocks", "test.mixed_normal_variadic_operand", "test.mixed_normal_variadic_result",
  "test.mixed_variadic_in1", "test.mixed_variadic_in2", "test.mixed_variadic_in_out_i32",
  "test.mixed_variadic_out1", "test.mixed_variadic_out2", "test.multi_slot_alloca",
  "test.multi_tensor_rank_of", "test.native_code_call3", "test.native_code_call4", "test.native_code_call5",
  "test.native_code_call6", "test.native_code_call7", "test.nd_tensor_of", "test.nested_tuple_32_bit",
  "test.never_speculatable_op", "test.oilist_allowed_literal", "test.one_i32_out", "test.one_region_op",
  "test.one_region_with_operands_op", "test.one_region_with_recursive_memory_effects", "test.one_result3",
  "test.one_to_two", "test.one_variadic_out_one_variadic_in1", "test.one_variadic_out_one_variadic_in2",
  "test.op.with_dot_in_name", "test.op_c", "test.op_commutative", "test.op_commutative2",
  "test.op_crash_long", "test.op_crash_short", "test.op_d", "test.op_e", "test.op_f", "test.op_funcref",
  "test.op_g", "test.op_h", "test.op_i", "test.op_idempotent_trait", "test.op_idempotent_trait_binary",
  "test.op_in_place_fold_anchor", "test.op_in_place_fold_success",
  "test.op_involution_trait_failing_operation_fold", "test.op_involution_trait_no_operation_fold",
  "test.op_involution_trait_succesful_operation_fold", "test.op_j", "test.op_k", "test.op_large_commutative",
  "test.op_n", "test.op_nonnorm", "test.op_norm", "test.op_norm_ret", "test.op_o", "test.op_p", "test.op_r",
  "test.op_with_data_layout", "test.op_with_effects_b", "test.op_with_infer_type_adaptor_if",
  "test.op_with_infer_type_if", "test.op_with_memread", "test.op_with_memwrite",
  "test.op_with_refine_type_if", "test.op_with_region_fold", "test.op_with_region_fold_no_side_effect",
  "test.op_with_region_pattern", "test.op_with_result_shape_interface",
  "test.op_with_result_shape_per_dim_interface", "test.op_with_shaped_type_infer_type_adaptor_if",
  "test.op_with_shaped_type_infer_type_if", "test.op_with_variadic_results_and_folder", "test.op_x",
  "test.operand0_and_result_have_same_element_count", "test.operand0_and_result_have_same_element_type",
  "test.operand0_and_result_have_same_rank", "test.operand0_and_result_have_same_shape",
  "test.operand0_and_result_have_same_type", "test.operand_rank_equals_result_size",
  "test.operands_and_result_have_same_rank", "test.operands_have_same_element_type",
  "test.operands_have_same_rank", "test.operands_have_same_type", "test.parent", "test.parent1",
  "test.parse_integer_literal", "test.polyfor", "test.pretty_printed_region",
  "test.rank_less_than_2_I8_F32_memref", "test.ranked_tensor_op", "test.read_buffer",
  "test.recursively_speculatable_op", "test.region_buffer_based", "test.region_builder", "test.region_if",
  "test.region_if_yield", "test.region_yield", "test.remapped_value_region", "test.result_type_with_trait",
  "test.return", "test.rewrite", "test.same_operand_and_result_element_type",
  "test.same_operand_and_result_shape", "test.same_operand_and_result_type",
  "test.same_operand_element_type", "test.same_operand_result_type", "test.same_operand_shape",
  "test.side_effect_op", "test.side_effect_with_region_op", "test.signature_conversion_no_converter",
  "test.signature_conversion_undo", "test.single_no_terminator_custom_asm_op",
  "test.single_no_terminator_op", "test.sized_region_op", "test.ssacfg_region",
  "test.store_with_a_region_terminator", "test.symbol_binding_b", "test.symbol_binding_c",
  "test.symbol_binding_no_result", "test.symbol_scope", "test.symbol_table_region",
  "test.takes_static_memref", "test.tblgen_build_0", "test.tblgen_build_1", "test.tblgen_build_2",
  "test.tblgen_build_3", "test.tblgen_build_4", "test.tblgen_build_5", "test.tblgen_constant",
  "test.tensor_based", "test.test_effects_result", "test.tuple_32_bit", "test.two_region_op",
  "test.two_to_one", "test.type_changer", "test.type_consumer", "test.type_producer", "test.valid",
  "test.variadic_no_terminator_op", "test.variadic_region_inferred",
  "test.variadic_with_same_operand_results", "test.verifiers", "test.wrapping_region",
];

/**
 * Every op mlir-opt 19 registers in the test dialect and its property layout ("" =
 * registered, no properties). Layout entries: attribute names (`?` when written as
 * optional: OptionalAttr, UnitAttr, DefaultValuedAttr), `#operandSegmentSizes:N` /
 * `#resultSegmentSizes:N`, `%name:ENCODING` for native properties (after the attributes, in
 * declaration order) and `!name` for native properties with their own encodings.
 */
export const TEST_OP_LAYOUTS: Readonly<Record<string, string>> = {
  ...WITHOUT_PROPERTIES.reduce<Record<string, string>>((all, name) => {
    all[name] = "";
    return all;
  }, {}),
  ...WITH_PROPERTIES,
};

/**
 * The values mlir-opt 19 gives properties a generic op leaves out: DefaultValuedAttr
 * defaults and native properties' initial values (as entries of a generic `<{...}>`).
 * A registered op's properties start from these, so they print even when not written.
 */
export const TEST_OP_DEFAULTS: Readonly<Record<string, string>> = {
  "test.compare": `cmp = "EQ"`,
  "test.default_value_print": "value_with_default = 0 : i32",
  "test.format_optional_default_attrs": `e = 5 : i64, str = "default", sym = "default"`,
  "test.has_str_value": `value = ""`,
  "test.match_op_attribute1": "default_valued_attr = 42 : i32",
  "test.match_op_attribute2": "default_valued_attr = 42 : i32",
  "test.reify_bound": `type = "EQ"`,
  "test.type_array_attr_with_default": "attr = []",
  "test.using_int_property_with_worse_bytecode": "value = 0 : i64",
  "test.using_property_in_custom": "prop = array<i64: 0, 0, 0>",
  "test.using_property_in_custom_and_other": "other = 0 : i64, prop = array<i64: 0, 0, 0>",
  "test.using_property_ref_in_custom": "first = 0 : i64, second = 0 : i64",
  "test.with_default_valued_properties": "a = 0 : i32",
  "test.with_properties": "a = 0 : i64, array = array<i64: 0, 0, 0, 0>",
  "test.with_properties_and_attr": "rhs = 0 : i64",
  "test.with_properties_and_inferred_type": "rhs = 0 : i64",
  "test.with_versioned_properties": "prop = {value1 = 0 : i32, value2 = 0 : i32}",
  "test.with_wrapped_properties": `prop = ""`,
};

/** `text`'s entries as attributes (parsed per call: the values belong to the op's context). */
function parseDefaults(text: string, context: MLIRContext): DictionaryAttr {
  const dict = new AsmTextualCodec().parseAttribute(`{${text}}`, context);
  if (!(dict instanceof DictionaryAttr)) throw new TypeError(`test dialect defaults are not a dictionary: ${text}`);
  return dict;
}

/** The test op implementing DataLayoutOpInterface (upstream's OpWithDataLayoutOp). */
const DATA_LAYOUT_OP = "test.op_with_data_layout";

/** The registrations of the test dialect's ops: those defined from ODS (./ops.ts), stubs for the others. */
export function testOperations(): RegisteredOperationInfo[] {
  const defined = new Map(definedTestOperations().map((info) => [info.name, info]));
  return Object.entries(TEST_OP_LAYOUTS).map(([name, layout]) => {
    const known = defined.get(name);
    if (known !== undefined) return known;
    const defaults = Object.hasOwn(TEST_OP_DEFAULTS, name) ? TEST_OP_DEFAULTS[name] : undefined;
    // The one stub op with an interface whose check tsmlir has: its data layout spec.
    const dataLayout = name === DATA_LAYOUT_OP;
    return new StubRegistration(name, [], dataLayout ? interfaceMap([DataLayoutOpInterface, {}]) : undefined, odsPropertiesCodec(name, layout), {
      traitsUnknown: true,
      layout,
      ...(dataLayout ? { verify: verifyDataLayoutOp } : {}),
      ...(defaults === undefined ? {} : { initialValues: (context: MLIRContext) => parseDefaults(defaults, context).value }),
    });
  });
}
