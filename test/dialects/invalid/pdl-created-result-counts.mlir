// pdl.operation without result types inside pdl.rewrite: the created op's count trait decides.

func.func private @loadsFunc()

pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'func.constant' does not implement InferTypeOpInterface}}
    %created = operation "func.constant"
  }
}

// -----

func.func private @loadsFunc()

// A registered op with zero results needs no result types.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "func.return"
  }
}

// -----

func.func private @loadsFunc()

// A registered op with variadic results may be created without any.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "func.call"
  }
}

// -----

gpu.module @loadsGpu {
}

// At least one result (a memref and an optional async token).
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'gpu.alloc' does not implement InferTypeOpInterface}}
    %created = operation "gpu.alloc"
  }
}

// -----

gpu.module @loadsGpu {
}

// Variadic results only.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "gpu.launch_func"
  }
}

// -----

gpu.module @loadsGpu {
}

// An op of a dialect nothing loaded (scf here) is unregistered: nothing is known of its results.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "scf.execute_region"
  }
}

// -----

// Naming an op in pdl does not load its dialect: async.execute is unregistered here.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "async.execute"
  }
}

// -----

async.func private @loadsAsync() -> !async.token

// A fixed result (the token) beside variadic ones: at least one result, refused.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'async.execute' does not implement InferTypeOpInterface}}
    %created = operation "async.execute"
  }
}

// -----

gpu.module @loadsGpu {
}

// A variadic and an optional result (with AttrSizedResultSegments): no fixed result.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "gpu.spmm_buffer_size"
  }
}

// -----

gpu.module @loadsGpu {
}

// An optional result alone.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "gpu.wait"
  }
}

// -----

// func loads cf, which loads arith: arith.addi infers its result type.
func.func private @loadsFunc()

pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "arith.addi"
  }
}

// -----

// func loads cf, which loads arith: two fixed results, not inferred.
func.func private @loadsFunc()

pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'arith.addui_extended' does not implement InferTypeOpInterface}}
    %created = operation "arith.addui_extended"
  }
}

// -----

// memref loads affine (an extension of mlir-opt's does), and affine ub.
func.func @loadsMemref() -> memref<i32> {
  %m = memref.alloc() : memref<i32>
  return %m : memref<i32>
}

pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'affine.load' does not implement InferTypeOpInterface}}
    %created = operation "affine.load"
  }
}

// -----

// transform's extensions load tensor.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
}

pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'tensor.bitcast' does not implement InferTypeOpInterface}}
    %created = operation "tensor.bitcast"
  }
}

// -----

// Nothing loaded arith: pdl_interp cannot tell its op infers result types.
pdl_interp.func @rewriter() {
  // expected-error@below {{has inferred results, but the created operation 'arith.addi' does not support result type inference (or is not registered)}}
  %op = pdl_interp.create_operation "arith.addi" -> <inferred>
  pdl_interp.finalize
}

// -----

func.func private @loadsFunc()

pdl_interp.func @rewriter() {
  %op = pdl_interp.create_operation "arith.addi" -> <inferred>
  pdl_interp.finalize
}

// -----

gpu.module @loadsGpu {
}

// A result type ODS builds from the context alone (index): gpu.block_id infers it.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "gpu.block_id"
  }
}

// -----

gpu.module @loadsGpu {
}

// The result has its operand's type (AllTypesMatch): gpu.all_reduce infers it.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "gpu.all_reduce"
  }
}

// -----

gpu.module @loadsGpu {
}

// Two results, one from an operand's type and one built (i1): gpu.shuffle infers both.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "gpu.shuffle"
  }
}

// -----

async.func private @loadsAsync() -> !async.token

// A dialect type without parameters as the built result type.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "async.create_group"
  }
}

// -----

spirv.module Logical GLSL450 {
}

// The result type comes from a C++ transformer of the operand's (TypesMatchWith): the op still has the interface.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "spirv.IEqual"
  }
}

// -----

gpu.module @loadsGpu {
}

// The op declares the interface with its own C++ inferReturnTypes.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "gpu.subgroup_mma_compute"
  }
}
