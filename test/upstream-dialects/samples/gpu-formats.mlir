// gpu's formats with C++-defined types and verbose enum attributes, written for tsmlir.
module attributes {gpu.container_module} {
  func.func @f(%env: !gpu.sparse.spmat_handle, %d: !gpu.sparse.dntensor_handle, %t: !gpu.async.token, %m: memref<?xf64>) {
    %s, %t2 = gpu.spmv_buffer_size async [%t] %env, %d, %d into f64
    %x = gpu.thread_id x
    %y = gpu.block_dim y
    %f = arith.constant 1.0 : f32
    %sum = gpu.all_reduce add %f uniform {} : (f32) -> (f32)
    %c = arith.constant 1 : i32
    %sh, %p = gpu.shuffle xor %c, %c, %c : i32
    return
  }
}
gpu.module @m <#gpu.select_object<0 : i64>> [#nvvm.target] {
}
gpu.module @n <#gpu.select_object<1 : i64>> {
}
