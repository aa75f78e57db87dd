// Enum attributes of acc, omp, mesh and sparse_tensor inside their ops' formats.
func.func @acc_ops(%a: memref<f32>, %n: i32) {
  %0 = acc.copyin varPtr(%a : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copy>}
  acc.parallel num_gangs({%n : i32} [#acc.device_type<nvidia>]) dataOperands(%0 : memref<f32>) {
    acc.yield
  } attributes {defaultAttr = #acc<defaultvalue present>}
  acc.copyout accPtr(%0 : memref<f32>) to varPtr(%a : memref<f32>) {dataClause = #acc<data_clause acc_copy>}
  return
}

omp.private {type = firstprivate} @x.privatizer : !llvm.ptr alloc {
^bb0(%arg0: !llvm.ptr):
  omp.yield(%arg0 : !llvm.ptr)
} copy {
^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
  omp.yield(%arg0 : !llvm.ptr)
}

func.func @omp_ops(%p: !llvm.ptr) {
  omp.task depend(taskdependin -> %p : !llvm.ptr) {
    omp.terminator
  }
  omp.parallel proc_bind(spread) {
    omp.cancel cancellation_construct_type(parallel)
    omp.terminator
  }
  return
}

mesh.mesh @mesh0(shape = 2x2)
func.func @mesh_ops(%t: tensor<4xf32>) -> tensor<4xf64> {
  %0 = mesh.all_reduce %t on @mesh0 mesh_axes = [0] reduction = <max> : tensor<4xf32> -> tensor<4xf64>
  %1 = mesh.reduce_scatter %t on @mesh0 mesh_axes = [1] reduction = <bitwise_or> scatter_axis = 0 : tensor<4xf32> -> tensor<2xf64>
  return %0 : tensor<4xf64>
}

func.func @sparse_ops(%n: index, %xs: memref<?xindex>) {
  sparse_tensor.sort insertion_sort_stable %n, %xs {perm_map = affine_map<(i) -> (i)>} : memref<?xindex>
  return
}
