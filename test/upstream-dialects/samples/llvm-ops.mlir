// llvm's hand-written syntax and directives (src/dialects/llvm), written for tsmlir.
llvm.func @decl(i32, !llvm.ptr) -> i64
llvm.func internal @internal_fn() {
  llvm.return
}
llvm.func private fastcc @cc(%a: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
  llvm.return %a : i32
}
llvm.func hidden local_unnamed_addr @vis() {
  llvm.return
}
llvm.func @variadic(i32, ...)
llvm.func weak_odr unnamed_addr @wo(%p: !llvm.ptr) -> !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %1 = llvm.mlir.poison : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
  llvm.return %2 : !llvm.struct<(i32, f64)>
}
llvm.func @calls(%fp: !llvm.ptr, %a: i32) {
  %0 = llvm.call @decl(%a, %fp) : (i32, !llvm.ptr) -> i64
  llvm.call @variadic(%a, %a, %0) vararg(!llvm.func<void (i32, ...)>) : (i32, i32, i64) -> ()
  %1 = llvm.call %fp(%a) : !llvm.ptr, (i32) -> f32
  %2 = llvm.call fastcc @cc(%a) : (i32) -> i32
  %3 = llvm.call tail @cc(%a) : (i32) -> i32
  %4 = llvm.call @cc(%a) {fastmathFlags = #llvm.fastmath<fast>, foo} : (i32) -> i32
  llvm.return
}
llvm.func @cf(%c: i1, %a: i32, %f: f32, %v: vector<4xf32>) -> i32 {
  llvm.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %0 = llvm.select %c, %x, %a : i1, i32
  %1 = llvm.sub %0, %a overflow<nuw> : i32
  %2 = llvm.mul %1, %1 : i32
  %3 = llvm.udiv %2, %1 : i32
  %4 = llvm.and %3, %2 : i32
  %5 = llvm.xor %4, %3 : i32
  %6 = llvm.shl %5, %4 : i32
  llvm.br ^bb3(%6 : i32)
^bb2:
  %7 = llvm.fmul %f, %f {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %8 = llvm.fneg %7 : f32
  %9 = llvm.fptosi %8 : f32 to i32
  %10 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  %11 = llvm.intr.smax(%a, %9) : (i32, i32) -> i32
  %12 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %13 = llvm.insertelement %12, %v[%a : i32] : vector<4xf32>
  %14 = "llvm.intr.vector.reduce.fadd"(%f, %13) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  llvm.br ^bb3(%11 : i32)
^bb3(%r: i32):
  llvm.return %r : i32
}
llvm.func @unreach() {
  llvm.unreachable
}
llvm.func @memops(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %b: i8) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
llvm.func @f2(%a: f32, %v: vector<4xf32>, %s: !llvm.struct<(i32, array<2 x f32>)>, %p: !llvm.ptr, %i: i64) {
  %0 = llvm.intr.fabs(%a) : (f32) -> f32
  %1 = llvm.intr.fabs(%a) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.intr.fabs(%a) {foo = 1 : i32} : (f32) -> f32
  %3 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.insertvalue %3, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %5 = llvm.shufflevector %v, %v [0, 1, 2] : vector<4xf32>
  %6 = llvm.getelementptr %p[%i, 1, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32, array<2 x f32>)>
  %7 = llvm.getelementptr inbounds %p[3] : (!llvm.ptr) -> !llvm.ptr, f32
  %8 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %9 = llvm.add %i, %i overflow<nsw, nuw> : i64
  %10 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.switch %10 : i32, ^bb1 [
    1: ^bb2(%a : f32),
    2: ^bb1
  ]
^bb1:
  llvm.return
^bb2(%x: f32):
  llvm.return
}

// Comparisons of llvm's own vector types give builtin i1 vectors of their shape.
llvm.func @pointer_vector_compare(%a: !llvm.vec<4 x ptr>, %b: !llvm.vec<? x 2 x ptr>) -> vector<[2]xi1> {
  %0 = llvm.icmp "eq" %a, %a : !llvm.vec<4 x ptr>
  %1 = llvm.icmp "ne" %b, %b : !llvm.vec<? x 2 x ptr>
  llvm.return %1 : vector<[2]xi1>
}
