// `#gpu.loop_dim_map<...>` (a `struct(params)` attribute): refused as MLIR 19's parser refuses it.

// expected-error@+2 {{expected ::mlir::gpu::Processor to be one of: block_x, block_y, block_z, thread_x, thread_y, thread_z, sequential}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'processor' which is to be a `::mlir::gpu::Processor`}}
func.func private @f() attributes {m = #gpu.loop_dim_map<processor = warp_x, map = (d0) -> (d0), bound = (d0) -> (d0)>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: bound}}
func.func private @f() attributes {m = #gpu.loop_dim_map<bound = (d0) -> (d0), processor = block_x, bound = (d0) -> (d0)>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: step}}
func.func private @f() attributes {m = #gpu.loop_dim_map<step = (d0) -> (d0), processor = block_x, bound = (d0) -> (d0)>}

// -----

// expected-error@+1 {{expected ','}}
func.func private @f() attributes {m = #gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0 * 2)>}

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f() attributes {m = #gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0), bound = (d0) -> (d0), map = (d0) -> (d0)>}

// -----

// expected-error@+2 {{expected '(' in dimensional identifier list}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'map' which is to be a `AffineMap`}}
func.func private @f() attributes {m = #gpu.loop_dim_map<processor = block_z, map = 7, bound = (d0) -> (d0)>}

// -----

#identity = affine_map<(d0) -> (d0)>
// expected-error@+2 {{expected '(' in dimensional identifier list}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'bound' which is to be a `AffineMap`}}
func.func private @f() attributes {m = #gpu.loop_dim_map<processor = block_z, map = (d0) -> (d0), bound = #identity>}

// -----

// expected-error@+2 {{missing right operand of binary operator}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'bound' which is to be a `AffineMap`}}
func.func private @f() attributes {m = #gpu.loop_dim_map<processor = block_z, bound = (d0)[s0] -> (d0 * ), map = (d0) -> (d0)>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
func.func private @f() attributes {m = #gpu.loop_dim_map<>}
