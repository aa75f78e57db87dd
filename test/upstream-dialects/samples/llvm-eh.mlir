// llvm.invoke and llvm.landingpad (src/dialects/llvm), written for tsmlir.
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
llvm.func @foo(i32) -> i32
llvm.func @bar(%fp: !llvm.ptr, %a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %1 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  %2 = llvm.invoke fastcc %fp(%1) to ^bb3 unwind ^bb2 : !llvm.ptr, (i32) -> i32
^bb2:
  %3 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  %4 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
^bb3:
  llvm.return %1 : i32
}
