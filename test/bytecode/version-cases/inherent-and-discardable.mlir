"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32) -> (), sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%a: i32, %b: i32, %c: f32):
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> {extra = 1 : i32, zzz = "last"} : (i32, i32) -> i32
    %1 = "arith.addi"(%0, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.cmpi"(%1, %0) <{predicate = 3 : i64}> {aaa = "first"} : (i32, i32) -> i1
    %3 = "arith.addf"(%c, %c) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %4 = "arith.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> {tag} : () -> tensor<3xi32>
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {sym_name = "named"} : () -> ()
