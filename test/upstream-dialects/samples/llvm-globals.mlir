// llvm.mlir.global's hand-written syntax and llvm's memory ops, written for tsmlir.
llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
llvm.mlir.global external @ext() {addr_space = 0 : i32} : i32
llvm.mlir.global private thread_local @tl(7 : i64) {alignment = 8 : i64} : i64
llvm.mlir.global linkonce @init() {addr_space = 1 : i32} : !llvm.array<2 x i32> {
  %0 = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  llvm.return %0 : !llvm.array<2 x i32>
}
llvm.mlir.global hidden constant @h(1.5 : f32) : f32
llvm.func @use() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @str : !llvm.ptr
  %1 = llvm.mlir.zero : !llvm.ptr
  %c = llvm.mlir.constant(4 : index) : i64
  %2 = llvm.getelementptr %0[%c] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %3 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i8
  %4 = llvm.load volatile %2 : !llvm.ptr -> i8
  %5 = llvm.load %2 atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i8
  llvm.store %3, %2 atomic release {alignment = 1 : i64} : i8, !llvm.ptr
  llvm.store volatile %3, %2 : i8, !llvm.ptr
  %6 = llvm.ptrtoint %2 : !llvm.ptr to i64
  %7 = llvm.inttoptr %6 : i64 to !llvm.ptr
  %8 = llvm.bitcast %6 : i64 to f64
  %9 = llvm.zext %3 : i8 to i32
  %10 = llvm.trunc %9 : i32 to i8
  %11 = llvm.sext %3 : i8 to i64
  %12 = llvm.atomicrmw add %2, %3 seq_cst : !llvm.ptr, i8
  %13 = llvm.cmpxchg %2, %3, %4 acq_rel monotonic : !llvm.ptr, i8
  llvm.fence syncscope("agent") release
  llvm.return %7 : !llvm.ptr
}
llvm.mlir.global private unnamed_addr constant @tc2(7 : i64) : i64
llvm.mlir.global private thread_local @t3(7 : i64) : i64
llvm.func @f3(%a: i32, %b: i64) {
  llvm.switch %a : i32, ^bb1 []
^bb1:
  llvm.switch %b : i64, ^bb2(%a : i32) [
    -1: ^bb2(%a : i32)
  ]
^bb2(%x: i32):
  %0 = llvm.icmp "slt" %a, %x : i32
  %1 = llvm.sitofp %a : i32 to f32
  %2 = llvm.fcmp "oeq" %1, %1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %3 = llvm.fcmp "_true" %1, %1 : f32
  %c = llvm.mlir.constant(1 : i32) : i32
  %4 = llvm.alloca %c x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %5 = llvm.alloca inalloca %c x f32 : (i32) -> !llvm.ptr
  llvm.return
}
