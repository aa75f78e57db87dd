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

// One fixed result without inference: scf is not loaded, so its op is unknown here.
pdl.pattern : benefit(1) {
  %root = operation "foo.root"
  rewrite %root {
    %created = operation "scf.execute_region"
  }
}
