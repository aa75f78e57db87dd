// rocdl's ops: the raw buffer ops' hand-written syntax, buffer resources (llvm pointers in
// address space 8, printed stripped), mfma/wmma intrinsics, and #rocdl.target's defaults.
gpu.module @kernels [#rocdl.target<abi = "500", chip = "gfx942", features = "+sramecc", O = 2>, #rocdl.target<triple = "amdgcn-amd-amdhsa">] {
  llvm.func @kernel(%base: !llvm.ptr, %rsrc: !llvm.ptr<8>, %v4: vector<4xi32>, %i: i32, %s: i16, %f: f32, %v2f: vector<2xf32>, %acc: vector<4xf32>, %h: vector<4xf16>) attributes {rocdl.kernel, rocdl.flat_work_group_size = "1,256"} {
    %x = rocdl.workitem.id.x : i32
    %g = rocdl.grid.dim.y : i32
    rocdl.barrier
    rocdl.s.barrier
    rocdl.sched.barrier 0
    rocdl.s.setprio 1
    %made = rocdl.make.buffer.rsrc %base, %s, %i, %i : !llvm.ptr to !llvm.ptr<8>
    %l = rocdl.raw.ptr.buffer.load %rsrc, %i, %i, %i : vector<2xf32>
    rocdl.raw.ptr.buffer.store %v2f, %made, %i, %i, %i : vector<2xf32>
    %old = rocdl.raw.ptr.buffer.atomic.cmpswap %i, %i, %rsrc, %i, %i, %i : i32
    rocdl.raw.ptr.buffer.atomic.fmax %f, %rsrc, %i, %i, %i : f32
    %r = rocdl.raw.buffer.load %v4, %i, %i, %i : f32
    rocdl.raw.buffer.store %f, %v4, %i, %i, %i : f32
    rocdl.raw.buffer.atomic.fadd %f, %v4, %i, %i, %i : f32
    rocdl.raw.buffer.atomic.umin %i, %v4, %i, %i, %i : i32
    %c = rocdl.raw.buffer.atomic.cmpswap(%i, %i, %v4, %i, %i, %i) : i32, vector<4xi32>
    %m = rocdl.mfma.f32.16x16x16f16 %h, %h, %acc, %i, %i, %i : (vector<4xf16>, vector<4xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
    %t = llvm.mlir.constant(true) : i1
    %b = rocdl.ballot %t : i64
    %cvt = rocdl.cvt.pk.fp8.f32 %f, %f -> %i [%t] : i32
    llvm.return
  }
}
