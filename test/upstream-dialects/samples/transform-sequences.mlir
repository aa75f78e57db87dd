// transform.named_sequence and transform.sequence, written for tsmlir.
module attributes {transform.with_named_sequence} {
transform.named_sequence @matcher(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
  transform.yield %arg0 : !transform.any_op
}
transform.named_sequence @action(%arg0: !transform.any_op {transform.readonly}) {
  transform.yield
}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %1 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  transform.sequence %arg0, %1 : (!transform.any_op, !transform.any_op) failures(suppress) {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op):
    transform.yield
  }
  transform.apply_patterns to %arg0 {
  } : !transform.any_op
}
}
