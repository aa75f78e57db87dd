// gpu's verifiers on valid IR (src/dialects/gpu/verifiers.ts), written for tsmlir: launches and
// the kernels a container module's launches name, attributions, reductions, memory ops, mma
// matrices (their types printed as mlir-opt prints them).
module attributes {gpu.container_module} {
  gpu.module @mods {
    gpu.func @k(%a: f32, %m: memref<?xf32, 1>) workgroup(%w: memref<8xf32, #gpu.address_space<workgroup>>) private(%p: memref<2xf32, 5>) kernel {
      %r = gpu.all_reduce add %a {} : (f32) -> (f32)
      %r2 = gpu.all_reduce %a {
      ^bb(%x : f32, %y : f32):
        %s = arith.addf %x, %y : f32
        gpu.yield %s : f32
      } : (f32) -> (f32)
      %r3 = gpu.subgroup_reduce maxnumf %a : (f32) -> (f32)
      gpu.return
    }
    gpu.func @helper(%a: i32) -> i32 {
      gpu.return %a : i32
    }
    llvm.func @llk(%a: f32) attributes {gpu.kernel} {
      llvm.return
    }
  }
  func.func @host(%sz: index, %f: f32, %m: memref<?xf32, 1>, %c: i32) {
    gpu.launch_func @mods::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<?xf32, 1>)
    gpu.launch_func @mods::@llk clusters in (%sz, %sz, %sz) blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %sz, %ncy = %sz, %ncz = %sz) blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz) dynamic_shared_memory_size %c workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>>) private(%p: memref<4xf32, #gpu.address_space<private>>) {
      %d = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      cf.br ^next
    ^next:
      gpu.terminator
    }
    %a = gpu.alloc (%sz) : memref<4x?xf32, 1>
    %b = gpu.alloc ()[%sz] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>, 1>
    %t = gpu.wait async
    %t2 = gpu.memcpy async [%t] %a, %a : memref<4x?xf32, 1>, memref<4x?xf32, 1>
    %v = vector.broadcast %f : f32 to vector<4xf32>
    %sv = gpu.subgroup_reduce add %v : (vector<4xf32>) -> vector<4xf32>
    return
  }
  func.func @mma(%src: memref<32x32xf16, 3>, %i: index, %A: !gpu.mma_matrix<16x8xf16, "AOp">, %B: !gpu.mma_matrix<8x16xf16, "BOp">, %C: !gpu.mma_matrix<16x16xf16,"COp">) {
    %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<8x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %D, %src[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, 3>
    %s = memref.subview %src[0, 0] [16, 16] [1, 1] : memref<32x32xf16, 3> to memref<16x16xf16, strided<[32, 1]>, 3>
    %1 = gpu.subgroup_mma_load_matrix %s[%i, %i] {leadDimension = 32 : index} : memref<16x16xf16, strided<[32, 1]>, 3> -> !gpu.mma_matrix<16x16xi32, "COp">
    %e = gpu.subgroup_mma_elementwise addf %C, %C : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    return
  }
}
