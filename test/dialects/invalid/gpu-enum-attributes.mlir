// gpu's enum attributes (their specs generated from MLIR 19's GPUOps.td): every one is read in
// its format next to the mapping attributes; a case the enum lacks, or no keyword, is refused
// with the enum's error and the attribute's, in a dictionary, in the verbose form and stripped
// in an op's format, where a full attribute of another class is "invalid kind of attribute".

func.func private @cases() attributes {a = #gpu<dim x>, b = #gpu.address_space<workgroup>, c = #gpu<all_reduce_op maxnumf>, d = #gpu<shuffle_mode idx>, e = #gpu<mma_element_wise negatef>, f = #gpu<prune_2to4_spmat_flag PRUNE_ONLY>, g = #gpu<mat_transpose_mode TRANSPOSE>, h = #gpu<spgemm_work_estimation_or_compute_kind COMPUTE>, i = #gpu<address_space<private>>, j = #gpu.thread<x>, k = #gpu<block<y>>, l = #gpu.memory_space<global>}

// -----

// expected-error@+2 {{expected ::mlir::gpu::Dimension to be one of: x, y, z}}
// expected-error@+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
func.func private @f() attributes {a = #gpu<dim w>}

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error@+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func private @f() attributes {a = #gpu<address_space<shared>>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
func.func private @f() attributes {a = #gpu<shuffle_mode "up">}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
func.func private @f() attributes {a = #gpu.dim<x>}

// -----

// expected-error@+1 {{unknown attribute `bogus` in dialect `gpu`}}
func.func private @f() attributes {a = #gpu<bogus x>}

// -----

func.func @thread_id() -> index {
  // expected-error@+1 {{custom op 'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  %0 = gpu.thread_id w
  // expected-error@+1 {{custom op 'gpu.thread_id' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  return %0 : index
}

// -----

func.func @other_class() -> index {
  // expected-error@+1 {{custom op 'gpu.thread_id' invalid kind of attribute specified}}
  %0 = gpu.thread_id #gpu<shuffle_mode up>
  return %0 : index
}

// -----

func.func @shuffle(%a: f32, %o: i32, %w: i32) -> f32 {
  // expected-error@+2 {{custom op 'gpu.shuffle' expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
  // expected-error@+1 {{custom op 'gpu.shuffle' failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
  %0, %1 = gpu.shuffle sideways %a, %o, %w : f32
  return %0 : f32
}

// -----

func.func @stripped_cases(%a: f32, %o: i32, %w: i32) -> f32 {
  %t = gpu.thread_id #gpu<dim y>
  %0, %1 = gpu.shuffle idx %a, %o, %w : f32
  %2 = gpu.block_dim z
  return %0 : f32
}
