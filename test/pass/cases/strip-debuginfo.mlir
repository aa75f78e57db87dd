// Inputs for strip-debuginfo (our own): file, name, call-site and fused locations, on ops
// and block arguments.
#named = loc("named"("file.mlir":3:4))
func.func @f(%a: i32 loc("args.mlir":1:2), %b: i32 loc(unknown)) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  %1 = arith.muli %0, %0 : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  cf.br ^bb1(%1 : i32) loc(#named)
^bb1(%c: i32 loc("block.mlir":7:7)):
  return %c : i32 loc("ret.mlir":9:1)
} loc("func.mlir":1:1)
