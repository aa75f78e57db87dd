"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i64) -> i32, sym_name = "g"}> ({
  ^bb0(%c: i1 loc("arg0"), %x: i32, %y: i64 loc("in.mlir":2:3)):
    "cf.cond_br"(%c, %x, %y, %x) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i64, i32) -> ()
  ^bb1(%p: i32, %q: i64):
    "cf.br"(%p) [^bb3] : (i32) -> ()
  ^bb2(%r: i32 loc(unknown)):
    "cf.br"(%r) [^bb3] : (i32) -> ()
  ^bb3(%s: i32 loc(fused["a":1:1, "b":2:2])):
    %i = "arith.index_cast"(%s) : (i32) -> index
    %m = "memref.alloc"(%i, %i) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>
    "func.return"(%s) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
