// Operands read by a custom directive: a count mismatch is reported where the directive starts.

transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %size = transform.param.constant 8 : i64 -> !transform.param<i64>
  // expected-error@+1 {{custom op 'transform.structured.vectorize' 1 operands present, but expected 3}}
  transform.structured.vectorize %root vector_sizes [4, %size] : !transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
}
