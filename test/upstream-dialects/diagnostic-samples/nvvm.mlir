// nvvm's C++ verifiers and dialect attribute checks (upstream's nvvm.mlir has no invalid cases mlir-opt 19 reports).
llvm.func @a(%i: i32, %f: f32) {
  %0 = nvvm.shfl.sync bfly %i, %f, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i32)>
  llvm.return
}
// -----
llvm.func @b(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %p, %g, 3, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
// -----
llvm.func @c(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %p, %g, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
// -----
llvm.func @d() {
  nvvm.setmaxregister increase 100
  llvm.return
}
// -----
llvm.func @e() {
  nvvm.setmaxregister decrease 300
  llvm.return
}
// -----
llvm.func @f(%i: i32) {
  nvvm.barrier number_of_threads = %i
  llvm.return
}
// -----
llvm.func @g(%p: !llvm.ptr<3>) {
  %l = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32)>
  llvm.return
}
// -----
llvm.func @h(%p: !llvm.ptr<3>) {
  %l = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> i32
  llvm.return
}
// -----
llvm.func @i(%p: !llvm.ptr<3>) {
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> i64
  llvm.return
}
// -----
llvm.func @j(%p: !llvm.ptr<3>, %i: i32) {
  nvvm.stmatrix %p, %i, %i, %i {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}
// -----
llvm.func @k() attributes {nvvm.maxntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}
// -----
llvm.func @d() {
  nvvm.setmaxregister increase 304
  llvm.return
}
// -----
llvm.func @e() {
  nvvm.setmaxregister decrease 16
  llvm.return
}
// -----
llvm.func @g(%p: !llvm.ptr<3>) {
  %l = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, f32, i32)>
  llvm.return
}
// -----
llvm.func @f(%i: i32) {
  nvvm.barrier id = %i number_of_threads = %i
  nvvm.barrier
  nvvm.barrier id = %i
  llvm.return
}
// -----
llvm.func @i(%i: i32, %f: f32) {
  %0 = nvvm.shfl.sync bfly %i, %f, %i, %i {return_value_and_is_valid} : f32 -> f32
  llvm.return
}
// -----
llvm.func @k() attributes {nvvm.reqntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}
// -----
llvm.func @l() attributes {nvvm.maxntid = [1, 2]} {
  llvm.return
}
// -----
llvm.func @m() attributes {nvvm.minctasm = "x"} {
  llvm.return
}
