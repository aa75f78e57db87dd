// Enum attributes of omp, acc, mesh and sparse_tensor (read from their generated specs):
// refused as MLIR 19's generated parsers refuse them.

// expected-error@+2 {{expected ::mlir::omp::ClauseRequires to be one of: none, reverse_offload, unified_address, unified_shared_memory, dynamic_allocators}}
// expected-error@+1 {{failed to parse ClauseRequiresAttr parameter 'value' which is to be a `::mlir::omp::ClauseRequires`}}
func.func private @f() attributes {a = #omp<clause_requires reverse_offload | bogus>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse ClauseRequiresAttr parameter 'value' which is to be a `::mlir::omp::ClauseRequires`}}
func.func private @f() attributes {a = #omp<clause_requires 3>}

// -----

// expected-error@+2 {{expected ::mlir::omp::DataSharingClauseType to be one of: private, firstprivate}}
// expected-error@+1 {{failed to parse DataSharingClauseTypeAttr parameter 'value' which is to be a `::mlir::omp::DataSharingClauseType`}}
func.func private @f() attributes {a = #omp<data_sharing_type {type = bogus}>}

// -----

// expected-error@+1 {{expected 'type'}}
func.func private @f() attributes {a = #omp<data_sharing_type {typ = private}>}

// -----

// expected-error@+2 {{expected ::mlir::omp::ClauseTaskDepend to be one of: taskdependin, taskdependout, taskdependinout}}
// expected-error@+1 {{failed to parse ClauseTaskDependAttr parameter 'value' which is to be a `::mlir::omp::ClauseTaskDepend`}}
func.func private @f() attributes {a = #omp<clause_task_depend(bogus)>}

// -----

// expected-error@+1 {{expected '('}}
func.func private @f() attributes {a = #omp<clause_task_depend taskdependin>}

// -----

// expected-error@+1 {{expected '('}}
func.func private @f() attributes {a = #omp.capture_clause<to>}

// -----

// expected-error@+2 {{expected ::mlir::omp::ClauseProcBindKind to be one of: primary, master, close, spread}}
// expected-error@+1 {{failed to parse ProcBindKindAttr parameter 'value' which is to be a `::mlir::omp::ClauseProcBindKind`}}
func.func private @f() attributes {a = #omp<procbindkind far>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse ProcBindKindAttr parameter 'value' which is to be a `::mlir::omp::ClauseProcBindKind`}}
func.func private @f() attributes {a = #omp.procbindkind<spread>}

// -----

// expected-error@+2 {{expected ::mlir::acc::DataClause to be one of: acc_copyin, acc_copyin_readonly, acc_copy, acc_copyout, acc_copyout_zero, acc_present, acc_create, acc_create_zero, acc_delete, acc_attach, acc_detach, acc_no_create, acc_private, acc_firstprivate, acc_deviceptr, acc_getdeviceptr, acc_update_host, acc_update_self, acc_update_device, acc_use_device, acc_reduction, acc_declare_device_resident, acc_declare_link, acc_cache, acc_cache_readonly}}
// expected-error@+1 {{failed to parse OpenACC_DataClauseAttr parameter 'value' which is to be a `::mlir::acc::DataClause`}}
func.func private @f() attributes {a = #acc<data_clause acc_bogus>}

// -----

// expected-error@+2 {{expected ::mlir::acc::DeviceType to be one of: none, star, default, host, multicore, nvidia, radeon}}
// expected-error@+1 {{failed to parse OpenACC_DeviceTypeAttr parameter 'value' which is to be a `::mlir::acc::DeviceType`}}
func.func private @f() attributes {a = #acc<device_type<gpu>>}

// -----

// expected-error@+1 {{expected '<'}}
func.func private @f() attributes {a = #acc.gang_arg_type Num}

// -----

// expected-error@+2 {{expected ::mlir::acc::ClauseDefaultValue to be one of: present, none}}
// expected-error@+1 {{failed to parse DefaultValueAttr parameter 'value' which is to be a `::mlir::acc::ClauseDefaultValue`}}
func.func private @f() attributes {a = #acc<defaultvalue all>}

// -----

// expected-error@+2 {{expected ::mlir::acc::Construct to be one of: acc_construct_parallel, acc_construct_kernels, acc_construct_loop, acc_construct_data, acc_construct_enter_data, acc_construct_exit_data, acc_construct_host_data, acc_construct_atomic, acc_construct_declare, acc_construct_init, acc_construct_shutdown, acc_construct_set, acc_construct_update, acc_construct_routine, acc_construct_wait, acc_construct_runtime_api, acc_construct_serial}}
// expected-error@+1 {{failed to parse OpenACC_ConstructAttr parameter 'value' which is to be a `::mlir::acc::Construct`}}
func.func private @f() attributes {a = #acc<construct loop>}

// -----

// expected-error@+2 {{expected ::mlir::mesh::ReductionKind to be one of: sum, max, min, product, average, bitwise_and, bitwise_or, bitwise_xor, generic}}
// expected-error@+1 {{failed to parse Mesh_ReductionKindAttr parameter 'value' which is to be a `::mlir::mesh::ReductionKind`}}
func.func private @f() attributes {a = #mesh<partial<mean>>}

// -----

// expected-error@+1 {{expected '<'}}
func.func private @f() attributes {a = #mesh<partial sum>}

// -----

// expected-error@+2 {{expected ::mlir::sparse_tensor::StorageSpecifierKind to be one of: lvl_sz, pos_mem_sz, crd_mem_sz, val_mem_sz, dim_offset, dim_stride}}
// expected-error@+1 {{failed to parse SparseTensorStorageSpecifierKindAttr parameter 'value' which is to be a `::mlir::sparse_tensor::StorageSpecifierKind`}}
func.func private @f() attributes {a = #sparse_tensor<kind nnz>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse SparseTensorCrdTransDirectionAttr parameter 'value' which is to be a `::mlir::sparse_tensor::CrdTransDirectionKind`}}
func.func private @f() attributes {a = #sparse_tensor.CrdTransDirection<dim_to_lvl>}
