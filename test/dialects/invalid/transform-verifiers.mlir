// The transform dialect's C++ verifiers (src/dialects/transform/), as mlir-opt 19 reports them.

// expected-error @+1 {{'transform.sequence' op expects the entry block to have at least one argument}}
transform.sequence failures(suppress) {
^bb0:
  transform.yield
}

// -----

// expected-error @+1 {{expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.sequence failures(suppress) {
^bb0(%p: !transform.any_param):
  transform.yield
}

// -----

// expected-error @+2 {{expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface}}
// expected-note @+1 {{argument #2 does not}}
transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op, %v: !transform.any_value, %bad: f32):
  transform.yield
}

// -----

// expected-note @+1 {{nested in another possible top-level op}}
transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op, %extra: !transform.any_param):
  // expected-error @+1 {{expects operands to be provided for a nested op}}
  transform.sequence %root : !transform.any_op failures(propagate) {
  ^bb1(%inner: !transform.any_op, %p: !transform.any_param):
    transform.yield
  }
  transform.yield
}

// -----

// expected-error @+1 {{'transform.sequence' op expected children ops to implement TransformOpInterface}}
transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-note @+1 {{op without interface}}
  %c = arith.constant 1 : index
  transform.yield
}

// -----

// expected-error @+1 {{'transform.sequence' op block argument #0 has more than one potential consumer}}
transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // cast, merge_handles and split_handle only read their operands.
  %a = transform.cast %root : !transform.any_op to !transform.op<"func.func">
  %m = transform.merge_handles %root, %root : !transform.any_op
  %s, %t = transform.split_handle %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  // expected-note @+1 {{used here as operand #0}}
  %g = transform.structured.generalize %root : (!transform.any_op) -> !transform.any_op
  // expected-note @+1 {{used here as operand #0}}
  transform.alternatives %root : !transform.any_op {
  ^bb1(%scope: !transform.any_op):
  }
  transform.yield
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-error @+1 {{result #0 has more than one potential consumer}}
  %h = transform.cast %root : !transform.any_op to !transform.op<"func.func">
  // expected-note @+1 {{used here as operand #0}}
  transform.foreach %h : !transform.op<"func.func"> {
  ^bb1(%f: !transform.op<"func.func">):
    %g = transform.structured.generalize %f : (!transform.op<"func.func">) -> !transform.any_op
  }
  // expected-note @+1 {{used here as operand #0}}
  transform.sequence %h : !transform.op<"func.func"> failures(propagate) {
  ^bb1(%f: !transform.op<"func.func">):
    %g = transform.structured.generalize %f : (!transform.op<"func.func">) -> !transform.any_op
  }
  transform.yield
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-error @+1 {{'transform.sequence' op expects the types of the terminator operands to match the types of the result}}
  %r = transform.sequence %root : !transform.any_op -> !transform.any_op failures(propagate) {
  ^bb1(%inner: !transform.any_op):
    // expected-note @+1 {{terminator}}
    transform.yield
  }
  transform.yield
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-error @+1 {{'transform.alternatives' op expects terminator operands to have the same type as results of the operation}}
  %r = transform.alternatives %root : !transform.any_op -> !transform.any_op {
  ^bb1(%scope: !transform.any_op):
    // expected-note @+1 {{terminator}}
    transform.yield
  }
  transform.yield
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op, %p: !transform.any_param):
  // expected-error @+1 {{'transform.foreach' op expects co-indexed targets and the body's block arguments to have the same op/value/param type}}
  transform.foreach %root, %p : !transform.any_op, !transform.any_param {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op):
  }
  transform.yield
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-error @+1 {{'transform.foreach' op expects co-indexed results and yield operands to have the same op/value/param type}}
  %r = transform.foreach %root : !transform.any_op -> !transform.op<"func.func"> {
  ^bb1(%a: !transform.any_op):
    transform.yield %a : !transform.any_op
  }
  transform.yield
}

// -----

// expected-error @+1 {{'transform.with_pdl_patterns' op expects only pattern and top-level transform ops in its body}}
transform.with_pdl_patterns {
^bb0(%root: !transform.any_op):
  // expected-note @+1 {{offending op}}
  transform.print %root : !transform.any_op
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-error @+1 {{'transform.apply_patterns' op expected children ops to implement PatternDescriptorOpInterface}}
  transform.apply_patterns to %root {
    transform.apply_patterns.canonicalization
    // expected-note @+1 {{op without interface}}
    transform.print
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-error @+1 {{expected the type of the parameter attribute ('i64') to match the parameter type ('i8')}}
  %n = transform.num_associations %root : (!transform.any_op) -> !transform.param<i8>
  transform.yield
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-error @+1 {{'transform.split_handle' op overflow_result is not a valid result index}}
  %a, %b = transform.split_handle %root {overflow_result = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(suppress) {
^bb0(%root: !transform.any_op):
  // expected-error @+1 {{'transform.get_result' op expected the listed values to be unique}}
  %v = transform.get_result %root[1, 1] : (!transform.any_op) -> !transform.any_value
  transform.yield
}

// -----

// expected-error @+1 {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
func.func @not_a_table() attributes {transform.with_named_sequence} {
  return
}

// -----

// expected-error @+1 {{"transform.target_tag" attribute must be a string}}
func.func @tagged() attributes {transform.target_tag = 1 : i32} {
  return
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note @+1 {{operation on recursion stack}}
  transform.named_sequence @ping(%h: !transform.any_op {transform.readonly}) {
    transform.include @pong failures(propagate) (%h) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-error @+1 {{recursion not allowed in named sequences}}
  transform.named_sequence @pong(%h: !transform.any_op {transform.readonly}) {
    transform.include @ping failures(propagate) (%h) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// expected-note @+1 {{symbol table operation}}
module {
  // expected-error @+1 {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @lonely(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @+1 {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @eats(%h: !transform.any_op {transform.readonly}) {
    %g = transform.structured.generalize %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-warning @+1 {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @keeps(%h: !transform.any_op {transform.consumed}) {
    transform.print %h : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @narrows(%a: !transform.any_op {transform.readonly}) -> !transform.op<"func.func"> {
    // expected-error @+1 {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.op<"func.func">')}}
    transform.yield %a : !transform.any_op
  }
}

// -----

// A stub op's HasParent trait is checked before its ODS invariants (ODS lists structural
// traits before OpInvariants): the misplaced op's missing attribute is not what is reported.
func.func @misplaced() {
  // expected-error @+1 {{'pdl.apply_native_constraint' op expects parent op 'pdl.pattern'}}
  "pdl.apply_native_constraint"() : () -> ()
  return
}
