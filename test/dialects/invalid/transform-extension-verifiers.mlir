// The C++ verifiers of the ops transform's dialect extensions add (linalg's structured
// transforms and match ops, affine's, bufferization's, func's, gpu's and IRDL's), and the result-count
// trait messages; the expected messages are mlir-opt 19's.

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.interchange' op expects iterator_interchange to be a permutation, found 1, 1}}
  transform.structured.interchange %arg0 iterator_interchange = [1, 1] : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op expects pack_paddings to contain booleans (0/1), found [1, 7]}}
  %0, %1, %2 = transform.structured.pad %arg0 {pack_paddings=[1, 7]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op expects padding_dimensions to contain positive integers, found [1, -7]}}
  %0, %1, %2 = transform.structured.pad %arg0 {padding_dimensions=[1, -7]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op expects transpose_paddings to be a permutation, found [1, 1]}}
  %0, %1, %2 = transform.structured.pad %arg0 {transpose_paddings=[[1, 1]]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op invalid copy_back_op}}
  %0, %1, %2 = transform.structured.pad %arg0 {copy_back_op = "foo"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_greedily' op "matmul_inner_dims_order" is not a valid permutation}}
  %0 = transform.structured.pack_greedily %arg0 matmul_packed_sizes = [8, 0, 32] matmul_inner_dims_order = [1, 1, 0] : (!transform.any_op) -> !transform.op<"linalg.generic">
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_transpose' op  at least one of "inner_perm" or "outer_perm" must be specified}}
  %0:3 = transform.structured.pack_transpose %arg0 with_compute_op(%arg1) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_transpose' op "inner_perm" is not a valid permutation}}
  %0:3 = transform.structured.pack_transpose %arg0 with_compute_op(%arg1) inner_perm = [1, 1] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.fuse' op expects interchange to be a permutation, found [0, 0]}}
  %0:2 = transform.structured.fuse %arg0 {tile_sizes = [2, 3], tile_interchange = [0, 0]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.fuse' op expects 2 loop results}}
  %0:2 = transform.structured.fuse %arg0 {tile_sizes = [2, 3], tile_interchange = [1, 0]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.hoist_pad' op expects transpose to be a permutation, found 1, 1}}
  %0 = transform.structured.hoist_pad %arg0 by 1 loops, transpose by [1, 1] : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.hoist_pad.build_packing_loop_nest' op expects transpose to be a permutation, found 0, 0}}
  %0 = transform.structured.hoist_pad.build_packing_loop_nest %arg0 above %arg1, transpose by [0, 0] : (!transform.any_op, !transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_for' op expected same number of sizes (2) and scalable sizes (1)}}
  %0:2 = "transform.structured.tile_using_for"(%arg0) <{static_sizes = array<i64: 2, 3>, scalable_sizes = array<i1: false>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_for' op expected number of loops to tile (2) to match number of `loops` results (1)}}
  %0:2 = "transform.structured.tile_using_for"(%arg0) <{static_sizes = array<i64: 2, 3>, scalable_sizes = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 0>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_forall' op either (packed_)num_threads or (packed_)tile_sizes must be specified}}
  %0:2 = "transform.structured.tile_using_forall"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_forall' op num_threads and packed_num_threads are mutually exclusive}}
  %0:2 = "transform.structured.tile_using_forall"(%arg0, %arg1) <{static_num_threads = array<i64: 2>, operandSegmentSizes = array<i32: 1, 0, 0, 1, 0>}> : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_forall' op tile_sizes and packed_tile_sizes are mutually exclusive}}
  %0:2 = "transform.structured.tile_using_forall"(%arg0, %arg1) <{static_tile_sizes = array<i64: 2>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>}> : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.vectorize' op expected same number of vector sizes (2) and scalable sizes (1)}}
  "transform.structured.vectorize"(%arg0) <{static_vector_sizes = array<i64: 2, 3>, scalable_sizes = array<i1: false>}> : (!transform.any_op) -> ()
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.split' op expected 2 results}}
  %0 = "transform.structured.split"(%arg0) <{dimension = 0 : i64, static_chunk_sizes = -9223372036854775808 : i64}> : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.split' op expected 2 results}}
  %0 = "transform.structured.split"(%arg0, %arg1) <{dimension = 0 : i64, static_chunk_sizes = 4 : i64}> : (!transform.any_op, !transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.continuous_tile_sizes' op expects all results type to be the same}}
  %0:2 = "transform.structured.continuous_tile_sizes"(%arg0) <{dimension = 0 : i64, target_size = 4 : i64}> : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.bufferize_to_allocation' op unsupported memcpy op}}
  %0:2 = transform.structured.bufferize_to_allocation %arg0 {memcpy_op = "foo"} : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.bufferize_to_allocation' op unsupported alloc op}}
  %0:2 = transform.structured.bufferize_to_allocation %arg0 {alloc_op = "foo"} : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.replace' op expected one operation in block}}
  %0 = transform.structured.replace %arg0 {
    func.func @foo() { return }
    func.func @bar() { return }
  } : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.structured.replace %arg0 {
    // expected-error @below {{'test.foo' op expect op that is isolated from above}}
    "test.foo"() ({ "test.bar"() : () -> () }) : () -> ()
  } : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.structured.replace %arg0 {
    // expected-error @below {{'scf.execute_region' op expect op that is isolated from above}}
    "scf.execute_region"() ({ "test.bar"() : () -> () }) : () -> ()
  } : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_greedily' op at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy}}
  %0 = transform.structured.pack_greedily %arg0 matmul_packed_sizes = [1, 1, 1] matmul_padded_sizes_next_multiple_of = [1, 1, 1] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.op<"linalg.generic">
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op expects as many multiples as padding_dimensions}}
  %0, %1, %2 = "transform.structured.pad"(%arg0) <{padding_dimensions = [0, 1], static_pad_to_multiple_of = array<i64: 2>, operandSegmentSizes = array<i32: 1, 0>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.multitile_sizes' op expects all results type to be the same}}
  %low, %high, %split = "transform.structured.multitile_sizes"(%arg0) { target_size = 3, divisor = 2, dimension = 0 } : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i32>)
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.bufferization.one_shot_bufferize' op unsupported memcpy op}}
  %0 = transform.bufferization.one_shot_bufferize %arg0 {memcpy_op = "foo.copy"} : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.bufferization.one_shot_bufferize' op 'print_conflicts' requires 'test_analysis_only'}}
  %0 = transform.bufferization.one_shot_bufferize %arg0 {print_conflicts = true} : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.bufferization.one_shot_bufferize' op 'dump_alias_sets' requires 'test_analysis_only'}}
  %0 = transform.bufferization.one_shot_bufferize %arg0 {dump_alias_sets = true} : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.gpu.map_forall_to_blocks' op transform requires empty or size-3 grid_dims}}
  %0 = transform.gpu.map_forall_to_blocks %arg0 grid_dims = [1, 2] : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.func.cast_and_call' op expected children ops to implement TypeConverterBuilderOpInterface}}
  %0 = transform.func.cast_and_call @foo before %arg0 {
    // expected-note @below {{op without interface}}
    transform.yield
  } : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.func.cast_and_call' op function handle and name are mutually exclusive}}
  %0 = "transform.func.cast_and_call"(%arg0, %arg1) <{function_name = @foo, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> ({}) : (!transform.any_op, !transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.irdl.collect_matching' op expects a single operation in the body}}
  %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
  ^bb1(%arg1: !transform.any_op):
    irdl.dialect @a { irdl.operation @x { } }
    irdl.dialect @b { irdl.operation @y { } }
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.irdl.collect_matching' op expects IRDL to contain exactly one operation}}
  %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
    irdl.dialect @a { irdl.operation @x { } irdl.operation @y { } }
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.irdl.collect_matching' op IRDL types and attributes are not yet supported}}
  %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
    irdl.dialect @a { irdl.operation @x { } irdl.type @t { } }
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.affine.simplify_bounded_affine_ops' op incorrect number of lower bounds, expected 1 but found 2}}
  transform.affine.simplify_bounded_affine_ops %arg0 with [%arg1 : !transform.any_op] within [0, 1] and [4] : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.affine.simplify_bounded_affine_ops' op incorrect number of upper bounds, expected 1 but found 2}}
  transform.affine.simplify_bounded_affine_ops %arg0 with [%arg1 : !transform.any_op] within [0] and [4, 5] : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.func.cast_and_call' op expected a function handle or name to call}}
  %0 = "transform.func.cast_and_call"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> ({}) : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.match.structured' op expected one body argument}}
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op):
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.match.structured' op expected body argument to implement TransformHandleTypeInterface}}
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_value):
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.body' op only one of {"reduction_position", "passthrough", "elementwise", "contraction"} is allowed}}
    transform.match.structured.body %a { passthrough, reduction_position = 0 } : !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.body' op expects "contraction" to contain two elements}}
    transform.match.structured.body %a { contraction = ["arith.mulf"] } : !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.dim' op cannot request the same dimension to be both parallel and reduction}}
    transform.match.structured.dim %a[0] { parallel, reduction } : !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.dim' op expected the listed values to be unique}}
    transform.match.structured.dim %a[0, 0] : !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.dim' op cannot request both 'all' and 'inverted' values in the list}}
    transform.match.structured.dim %a[all] {is_inverted} : !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.input' op "permutation" and "projected_permutation" are mutually exclusive}}
    transform.match.structured.input %a[0] { permutation, projected_permutation } : !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.init' op cannot bind multiple inputs/inits to the same value}}
    %0 = transform.match.structured.init %a[0, 1] : (!transform.any_op) -> !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.result' op expects either the any/single keyword or the type value handle result type}}
    %0 = transform.match.structured.result %a[0] : (!transform.any_op) -> !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.result' op 'any' and 'single' are mutually exclusive}}
    %0 = transform.match.structured.result %a[0] {any, single} : (!transform.any_op) -> !transform.any_op
    transform.match.structured.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.match.structured %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    // expected-error @below {{'transform.match.structured.result' op expects either the any/single keyword or the type value handle result type}}
    %0 = transform.match.structured.result %a[0] {any} : (!transform.any_op) -> !transform.any_value
    transform.match.structured.yield
  }
}
