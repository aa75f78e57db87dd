// Control flow: unreachable blocks erased, dead block arguments (and the operands that
// feed them) removed, dead loops through block arguments removed.
// NEEDS: effects, branches
// FULL: same
func.func @unreachable(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.br ^bb2(%a : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %c5 : i32
  cf.br ^bb2(%y : i32)
^bb2(%z: i32):
  %w = arith.muli %c5, %z : i32
  return %w : i32
^bb3:
  cf.br ^bb1(%a : i32)
}
func.func @deadargs(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%p: i32):
  %q = arith.addi %p, %p : i32
  cf.br ^bb3(%q, %a : i32, i32)
^bb2(%r: i32):
  cf.br ^bb3(%r, %b : i32, i32)
^bb3(%u: i32, %v: i32):
  return %v : i32
}
func.func @deadloop(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%i: i32):
  %n = arith.muli %i, %i : i32
  cf.cond_br %c, ^bb1(%n : i32), ^bb2
^bb2:
  return %a : i32
}
func.func @merge(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "foo.op"(%a) : (i32) -> i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = "foo.op"(%b) : (i32) -> i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @prune(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.op"(%a, %a) : (i32, i32) -> ()
  return
^bb2:
  "foo.op"(%b, %b) : (i32, i32) -> ()
  return
}
func.func @redundant(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%a, %a : i32, i32)
^bb1(%p: i32, %q: i32):
  %x = "foo.op"(%p, %q) : (i32, i32) -> i32
  return %x : i32
^bb2(%s: i32, %t: i32):
  %y = "foo.op"(%s, %t) : (i32, i32) -> i32
  return %y : i32
}
