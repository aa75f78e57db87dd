// gpu's attributes: refused as MLIR 19's parsers and verifiers refuse them.

// expected-error@+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error@+1 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
func.func private @f() attributes {m = #gpu.thread<w>}

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error@+1 {{failed to parse GPUMemorySpaceMappingAttr parameter 'address_space' which is to be a `::mlir::gpu::AddressSpace`}}
func.func private @f() attributes {m = #gpu.memory_space<shared>}

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error@+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func private @f() attributes {m = #gpu.address_space<local>}

// -----

// expected-error@+2 {{expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
// expected-error@+1 {{failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
func.func private @f() attributes {m = #gpu<shuffle_mode left>}

// -----

// expected-error@+2 {{expected ::mlir::gpu::Dimension to be one of: x, y, z}}
// expected-error@+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
func.func private @f() attributes {m = #gpu<dim w>}

// -----

// expected-error@+1 {{the target attribute must be a GPU Target attribute}}
func.func private @f() attributes {m = #gpu.select_object<"foo">}

// -----

// expected-error@+1 {{the object index must be positive}}
func.func private @f() attributes {m = #gpu.select_object<-1>}

// -----

// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
func.func private @f() attributes {m = #gpu.object<"x", "BLOB">}

// -----

// expected-error@+1 {{unknown attribute `kernel_metadata` in dialect `gpu`}}
func.func private @f() attributes {m = #gpu.kernel_metadata<@k, () -> ()>}

// -----

// expected-error@+1 {{unknown attribute `kernel_table` in dialect `gpu`}}
func.func private @f() attributes {m = #gpu.kernel_table<[]>}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `gpu`}}
func.func private @f() attributes {m = #gpu.zzz}
