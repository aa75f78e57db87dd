// Commutative ops get their constant operands last (trait fold, in place); andi/ori of a
// value with itself fold to it (idempotent).
// NEEDS: nothing
// FULL: same
func.func @commute(%x: i32, %y: i32, %f: f32) -> (i32, i32, i32, i32, f32, i32) {
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %0 = arith.addi %c5, %x : i32
  %1 = arith.muli %c6, %y : i32
  %2 = arith.maxsi %c5, %0 : i32
  %3 = arith.minui %c6, %1 : i32
  %cst = arith.constant 1.5 : f32
  %4 = arith.mulf %cst, %f : f32
  %5 = arith.andi %x, %x : i32
  %6 = arith.ori %5, %5 : i32
  return %0, %1, %2, %3, %4, %6 : i32, i32, i32, i32, f32, i32
}
