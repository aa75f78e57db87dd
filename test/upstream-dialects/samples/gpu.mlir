// gpu's syntax (src/dialects/gpu), written for tsmlir.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: f32, %arg1: memref<?xf32, 1>) workgroup(%w: memref<42xf32, 3>) private(%p: memref<2xf32, 5> {foo}) kernel attributes {bar} {
      %t = gpu.thread_id x
      %b = gpu.block_dim y
      %i = gpu.block_id z
      %g = gpu.grid_dim x
      %gi = gpu.global_id y
      %ci = gpu.cluster_id x
      %cd = gpu.cluster_dim y
      %cb = gpu.cluster_block_id z
      %cdb = gpu.cluster_dim_blocks x
      %sum = gpu.all_reduce add %arg0 uniform {} : (f32) -> (f32)
      %sum2 = gpu.all_reduce %arg0 {
      ^bb(%lhs : f32, %rhs : f32):
        %tmp = arith.addf %lhs, %rhs : f32
        gpu.yield %tmp : f32
      } : (f32) -> (f32)
      gpu.return
    }
  }
  gpu.module @m2 [#nvvm.target] {
  }
  func.func @host(%sz: index, %a: f32, %m: memref<?xf32, 1>) {
    %c0 = arith.constant 0 : i32
    %t0 = gpu.wait async
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%a : f32, %m : memref<?xf32, 1>)
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) dynamic_shared_memory_size %c0 args(%a : f32, %m : memref<?xf32, 1>)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) {
      gpu.terminator
    }
    %t2 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) dynamic_shared_memory_size %c0 workgroup(%w: memref<4xf32, 3>) {
      gpu.terminator
    } {foo}
    %mem = gpu.alloc () : memref<13xf32, 1>
    gpu.dealloc %mem : memref<13xf32, 1>
    %2 = gpu.wait async [%t0, %t1]
    gpu.wait [%t0]
    return
  }
}
