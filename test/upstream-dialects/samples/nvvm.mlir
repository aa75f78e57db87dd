// nvvm's ops: formats with llvm pointers of an address space (printed stripped), enums,
// mma.sync's inferred multiplicand types, and #nvvm.target's parameters in canonical order.
gpu.module @kernels [#nvvm.target<flags = {fast}, chip = "sm_90", O = 3, features = "+ptx60">, #nvvm.target<>] {
  llvm.func @kernel(%ptr: !llvm.ptr<3>, %gptr: !llvm.ptr<1>, %p: !llvm.ptr, %i: i32, %b: i1, %f: f32, %h: vector<2xf16>) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    nvvm.barrier0
    nvvm.barrier id = %i number_of_threads = %i
    %s = nvvm.shfl.sync idx %i, %f, %i, %i : f32 -> f32
    %v = nvvm.vote.ballot.sync %i, %b : i32
    %r = nvvm.redux.sync umax %i, %i : i32 -> i32
    nvvm.cp.async.shared.global %ptr, %gptr, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
    nvvm.cp.async.shared.global %ptr, %gptr, 4, cache = ca, %i : !llvm.ptr<3>, !llvm.ptr<1>, i32
    nvvm.cp.async.commit.group
    nvvm.cp.async.wait.group 1
    nvvm.mbarrier.init.shared %ptr, %i : !llvm.ptr<3>, i32
    nvvm.mbarrier.arrive.expect_tx.shared %ptr, %i : !llvm.ptr<3>, i32
    nvvm.mbarrier.try_wait.parity.shared %ptr, %i, %i : !llvm.ptr<3>, i32, i32
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.fence.mbarrier.init
    nvvm.setmaxregister increase 232
    %m = nvvm.ldmatrix %ptr {num = 2 : i32, layout = #nvvm.mma_layout<col>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    nvvm.stmatrix %ptr, %i, %i {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32
    %d = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%h, %h, %h, %h]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
      : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    %e = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
      : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    nvvm.wgmma.fence.aligned
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 1
    nvvm.cluster.arrive.relaxed {aligned}
    %el = nvvm.elect.sync -> i1
    llvm.return
  }
}
