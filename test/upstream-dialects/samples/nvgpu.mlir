// nvgpu's ops whose formats print its types stripped, and its attributes.
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
!tensorMap = !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>

func.func @mbarriers(%count: index, %phase: i1, %ticks: index) {
  %c0 = arith.constant 0 : index
  %barrier = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  nvgpu.mbarrier.init %barrier[%c0], %count : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  %token = nvgpu.mbarrier.arrive %barrier[%c0] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
  %done = nvgpu.mbarrier.test.wait %barrier[%c0], %token : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, !nvgpu.mbarrier.token
  nvgpu.mbarrier.arrive.expect_tx %barrier[%c0], %count : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  nvgpu.mbarrier.try_wait.parity %barrier[%c0], %phase, %ticks : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  %many = nvgpu.mbarrier.create -> !barrierType
  nvgpu.mbarrier.init %many[%c0], %count : !barrierType
  return
}

func.func @tma(%desc: !tensorMap, %barrier: !barrierType, %dst: memref<128x64xf16, 3>) {
  %c0 = arith.constant 0 : index
  nvgpu.tma.prefetch.descriptor %desc : !tensorMap
  nvgpu.tma.async.load %desc[%c0, %c0], %barrier[%c0] to %dst : !tensorMap, !barrierType -> memref<128x64xf16, 3>
  return
}

func.func @copies(%src: memref<16x16xf16>, %dst: memref<4x16xf16, #gpu.address_space<workgroup>>, %n: index) {
  %c0 = arith.constant 0 : index
  %t = nvgpu.device_async_copy %src[%c0, %c0], %dst[%c0, %c0], 8, %n {bypassL1} : memref<16x16xf16> to memref<4x16xf16, #gpu.address_space<workgroup>>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g {numGroups = 2 : i32}
  %m = nvgpu.ldmatrix %dst[%c0, %c0] {numTiles = 2 : i32, transpose = true} : memref<4x16xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
  return
}

func.func @mma(%a: vector<4x1xf32>, %b: vector<2x1xf32>, %c: vector<2x2xf32>, %meta: vector<2xi16>, %sa: vector<2x2xf16>, %sb: vector<2x2xf16>, %sc: vector<2x2xf16>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  %e = nvgpu.mma.sp.sync (%sa, %sb, %sc) metadata (%meta) {mmaShape = [16, 8, 16], sparsitySelector = 1 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf32>
}
