// Dead code: pure ops without users go, chains included; ops with unknown effects stay.
// NEEDS: effects
// FULL: same
func.func private @callee(i32) -> i32
func.func @dead(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.xori %0, %a : i32
  %2 = arith.shli %1, %b : i32
  %3 = func.call @callee(%a) : (i32) -> i32
  %4 = builtin.unrealized_conversion_cast %a : i32 to i64
  %5 = math.absi %b : i32
  %6 = arith.divsi %a, %b : i32
  %idx = index.constant 4
  %7 = index.add %idx, %idx
  return %a : i32
}
func.func @live(%a: i32, %b: i32) -> (i32, i64) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.xori %0, %a : i32
  %4 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %1, %4 : i32, i64
}
