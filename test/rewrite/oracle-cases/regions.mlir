// Regions: dead ops inside scf regions, dead scf.if (recursive effects, all pure), and
// region DCE inside live region ops.
// NEEDS: effects
// FULL: same
func.func @nested(%c: i1, %a: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %0 = scf.if %c -> i32 {
    %d = arith.muli %a, %a : i32
    %k = "foo.keep"(%a) : (i32) -> i32
    scf.yield %k : i32
  } else {
    scf.yield %a : i32
  }
  %dead = scf.if %c -> i32 {
    %m = arith.muli %a, %a : i32
    scf.yield %m : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.for %i = %lb to %ub step %st iter_args(%acc = %0) -> i32 {
    %t = arith.index_cast %i : index to i32
    %unused = arith.muli %t, %t : i32
    %n = "foo.step"(%acc, %t) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  %2 = scf.execute_region -> i32 {
    %x = "foo.a"() : () -> i32
    cf.br ^bb1(%x : i32)
  ^bb1(%y: i32):
    %z = arith.muli %y, %y : i32
    scf.yield %y : i32
  }
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
