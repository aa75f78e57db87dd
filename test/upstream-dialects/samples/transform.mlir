// transform's syntax and its extensions' (src/dialects/transform), written for tsmlir.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.generalize %0 : (!transform.any_op) -> !transform.any_op
    %t, %loops:2 = transform.structured.tile_using_for %1 tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %t2, %l2 = transform.structured.tile_using_for %1 tile_sizes [[4], 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f, %g = transform.structured.tile_using_forall %1 num_threads [2, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    %f2, %g2 = transform.structured.tile_using_forall %1 num_threads *(%p) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %r = transform.match.structured %1 : (!transform.any_op) -> !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %d = transform.match.structured.rank %c : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.dim %c[all] : !transform.any_op
      transform.match.structured.dim %c[except(0, 1)] : !transform.any_op
      transform.match.structured.yield %c : !transform.any_op
    }
    transform.apply_patterns to %arg0 {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.foreach %0 : !transform.any_op {
    ^bb0(%x: !transform.any_op):
    }
    // An empty vector_sizes clause holds the defaults: it is not printed.
    transform.structured.vectorize %t vector_sizes [] : !transform.any_op
    transform.structured.vectorize %t2 vector_sizes [4, [8]] : !transform.any_op
    %h:2 = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.print %0 {name = "x"} : !transform.any_op
    transform.yield
  }
}
