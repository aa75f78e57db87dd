// Enum attributes of acc, omp, mesh and sparse_tensor inside their ops (op formats, custom
// directives, generic form): refused with the same errors as mlir-opt 19.

func.func @f(%a: memref<f32>) {
// expected-error@+2 {{expected ::mlir::acc::DataClause to be one of: acc_copyin, acc_copyin_readonly, acc_copy, acc_copyout, acc_copyout_zero, acc_present, acc_create, acc_create_zero, acc_delete, acc_attach, acc_detach, acc_no_create, acc_private, acc_firstprivate, acc_deviceptr, acc_getdeviceptr, acc_update_host, acc_update_self, acc_update_device, acc_use_device, acc_reduction, acc_declare_device_resident, acc_declare_link, acc_cache, acc_cache_readonly}}
// expected-error@+1 {{failed to parse OpenACC_DataClauseAttr parameter 'value' which is to be a `::mlir::acc::DataClause`}}
  %0 = acc.copyin varPtr(%a : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copyall>}
  return
}

// -----

func.func @f(%n: i32) {
// expected-error@+2 {{expected ::mlir::acc::DeviceType to be one of: none, star, default, host, multicore, nvidia, radeon}}
// expected-error@+1 {{failed to parse OpenACC_DeviceTypeAttr parameter 'value' which is to be a `::mlir::acc::DeviceType`}}
  acc.parallel num_gangs({%n : i32} [#acc.device_type<gpu>]) {
    acc.yield
  }
  return
}

// -----

// expected-error@+2 {{custom op 'omp.private' expected ::mlir::omp::DataSharingClauseType to be one of: private, firstprivate}}
// expected-error@+1 {{custom op 'omp.private' failed to parse DataSharingClauseTypeAttr parameter 'value' which is to be a `::mlir::omp::DataSharingClauseType`}}
omp.private {type = shared} @x.privatizer : !llvm.ptr alloc {
^bb0(%arg0: !llvm.ptr):
  omp.yield(%arg0 : !llvm.ptr)
}

// -----

mesh.mesh @mesh0(shape = 2x2)
func.func @f(%t: tensor<4xf32>) -> tensor<4xf64> {
// expected-error@+2 {{custom op 'mesh.all_reduce' expected ::mlir::mesh::ReductionKind to be one of: sum, max, min, product, average, bitwise_and, bitwise_or, bitwise_xor, generic}}
// expected-error@+1 {{custom op 'mesh.all_reduce' failed to parse Mesh_ReductionKindAttr parameter 'value' which is to be a `::mlir::mesh::ReductionKind`}}
  %0 = mesh.all_reduce %t on @mesh0 mesh_axes = [0] reduction = <mean> : tensor<4xf32> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

mesh.mesh @mesh0(shape = 2x2)
func.func @f(%t: tensor<4xf32>) -> tensor<4xf64> {
// expected-error@+1 {{expected ':'}}
  %0 = mesh.all_reduce %t on @mesh0 mesh_axes = [0] reduction = #mesh.partial<max> : tensor<4xf32> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @f(%n: index, %xs: memref<?xindex>) {
// expected-error@+2 {{custom op 'sparse_tensor.sort' expected ::mlir::sparse_tensor::SparseTensorSortKind to be one of: hybrid_quick_sort, insertion_sort_stable, quick_sort, heap_sort}}
// expected-error@+1 {{custom op 'sparse_tensor.sort' failed to parse SparseTensorSortKindAttr parameter 'value' which is to be a `::mlir::sparse_tensor::SparseTensorSortKind`}}
  sparse_tensor.sort bubble_sort %n, %xs {perm_map = affine_map<(i) -> (i)>} : memref<?xindex>
  return
}

// -----

func.func @f(%n: index, %xs: memref<?xindex>) {
// expected-error@+2 {{expected ::mlir::sparse_tensor::SparseTensorSortKind to be one of: hybrid_quick_sort, insertion_sort_stable, quick_sort, heap_sort}}
// expected-error@+1 {{failed to parse SparseTensorSortKindAttr parameter 'value' which is to be a `::mlir::sparse_tensor::SparseTensorSortKind`}}
  "sparse_tensor.sort"(%n, %xs) {algorithm = #sparse_tensor<SparseTensorSortAlgorithm heap>, perm_map = affine_map<(i) -> (i)>} : (index, memref<?xindex>) -> ()
  return
}

// -----

func.func @f() {
// expected-error@+1 {{'omp.cancel' op cancel loop must appear inside a worksharing-loop region}}
  "omp.cancel"() <{cancellation_construct_type_val = #omp<cancellationconstructtype loop>}> : () -> ()
  return
}

// -----

mesh.mesh @mesh0(shape = 2x2)
func.func @f(%t: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error@+1 {{expected '<'}}
  %0 = mesh.all_reduce %t on @mesh0 mesh_axes = [0] reduction = max : tensor<4xf32> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// expected-error@+1 {{custom op 'omp.private' expected 'type'}}
omp.private {typ = private} @x.privatizer : !llvm.ptr alloc {
^bb0(%arg0: !llvm.ptr):
  omp.yield(%arg0 : !llvm.ptr)
}

// -----

// expected-error@+1 {{expected '{'}}
omp.private type = private} @x.privatizer : !llvm.ptr alloc {
^bb0(%arg0: !llvm.ptr):
  omp.yield(%arg0 : !llvm.ptr)
}
