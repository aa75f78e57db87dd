// The ops of transform's test extension that tsmlir defines
// (src/dialects/test/TestTransformDialectExtension.td): their constraints, effects and the
// checks of TransformOpInterface and PossibleTopLevelTransformOpTrait.

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{result #0 has more than one potential consumer}}
  %0 = transform.test_produce_self_handle_or_forward_operand : () -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.test_consume_operand %0 : !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.test_consume_operand %0 : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{TransformOpInterface expects ops consuming operands to have a 'write' effect on the payload resource}}
  // expected-note @below {{consumes operand #0}}
  %0 = transform.test_required_memory_effects %arg0 {has_operand_effect, has_result_effect} : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.param<i64>):
  // expected-error @below {{op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
  %0 = "transform.test_required_memory_effects"(%p) : (!transform.param<i64>) -> !transform.any_op
}

// -----

// expected-error @below {{op result #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
%0 = transform.test_produce_self_handle_or_forward_operand : () -> i32

// -----

// expected-error @below {{expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
"transform.test_transform_unrestricted_op_no_interface"() ({
^bb0(%a: i32):
  transform.yield
}) : () -> ()

// -----

// expected-error @below {{block argument #0 has more than one potential consumer}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.param<i64>):
  transform.test_consume_operand %p : !transform.param<i64>
  // expected-note @below {{used here as operand #0}}
  // expected-note @below {{used here as operand #1}}
  transform.test_consume_operand %arg0, %arg0 {allow_repeated_handles} : !transform.any_op, !transform.any_op
}
