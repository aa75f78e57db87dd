// Constants: de-duplicated and moved to the front of their function's entry block, in the
// order the seeding walk meets them; merged and moved ones lose their location.
// NEEDS: nothing
// FULL: same
func.func @hoist(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %0 = arith.muli %a, %b : i32 loc("m0")
  %c3 = arith.constant 3 : i32 loc("c3")
  %1 = arith.muli %0, %c3 : i32 loc("m1")
  %r = scf.if %c -> i32 {
    %c3b = arith.constant 3 : i32 loc("c3b")
    %c9 = arith.constant 9 : i32 loc("c9")
    %2 = arith.addi %1, %c3b : i32 loc("m2")
    %3 = arith.xori %2, %c9 : i32 loc("x3")
    scf.yield %3 : i32
  } else {
    %c9b = arith.constant 9 : i32 loc("c9b")
    %4 = arith.divui %b, %c9b : i32 loc("d4")
    scf.yield %4 : i32
  } loc("if")
  %u = "foo.use"(%c3) : (i32) -> i32 loc("use")
  return %r, %u : i32, i32
}
func.func @first(%a: f32) -> f32 {
  %cst = arith.constant 2.5 : f32 loc("first")
  %0 = arith.mulf %a, %cst : f32
  %cst2 = arith.constant 2.5 : f32 loc("second")
  %1 = arith.divf %0, %cst2 : f32
  return %1 : f32
}
func.func @types(%a: i64, %b: index, %c: i1) -> (i64, index, i1) {
  %c1 = arith.constant 7 : i64
  %c2 = arith.constant 7 : index
  %t = arith.constant true
  %0 = arith.muli %a, %c1 : i64
  %1 = arith.muli %b, %c2 : index
  %2 = arith.xori %c, %t : i1
  %c3 = arith.constant 7 : i64
  %3 = arith.addi %0, %c3 : i64
  return %3, %1, %2 : i64, index, i1
}
