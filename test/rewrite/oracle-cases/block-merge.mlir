// Identical block merging (region-simplify=aggressive): what merges, what does not.
// NEEDS: effects, branches
// FULL: same
func.func @two_returns() {
  "foo.branch"() [^bb1, ^bb2] : () -> ()
^bb1:
  return
^bb2:
  return
}
func.func @same_arguments() -> i64 {
  "foo.branch"() [^bb1, ^bb2] : () -> ()
^bb1(%p: i64):
  return %p : i64
^bb2(%q: i64):
  return %q : i64
}
func.func @outside_values_unknown_branch(%a: i64, %b: i64) -> i64 {
  "foo.branch"() [^bb1, ^bb2] : () -> ()
^bb1:
  return %a : i64
^bb2:
  return %b : i64
}
func.func @outside_values(%c: i1, %a: i64, %b: i64) -> (i64, i64) {
  cf.cond_br %c, ^bb1(%b : i64), ^bb2(%a : i64)
^bb1(%p: i64):
  return %a, %p : i64, i64
^bb2(%q: i64):
  return %b, %q : i64, i64
}
func.func @different_argument_uses(%c: i1, %a: i64, %b: i64) -> (i64, i64) {
  cf.cond_br %c, ^bb1(%b : i64), ^bb2(%a : i64)
^bb1(%p: i64):
  return %a, %p : i64, i64
^bb2(%q: i64):
  return %q, %b : i64, i64
}
func.func @different_types(%c: i1, %a: i64, %b: i8) {
  cf.cond_br %c, ^bb1(%a : i64), ^bb2(%b : i8)
^bb1(%p: i64):
  "foo.sink"(%p) : (i64) -> ()
  return
^bb2(%q: i8):
  "foo.sink"(%q) : (i8) -> ()
  return
}
func.func @different_ops(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.sink"() : () -> ()
  return
^bb2:
  "foo.other"() : () -> ()
  return
}
func.func @with_regions(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.if %c {
    "foo.sink"() : () -> ()
  }
  return
^bb2:
  scf.if %c {
    "foo.sink"() : () -> ()
  }
  return
}
func.func @loop_edges(%c: i1, %d: i1) {
  %e = "foo.flag"() : () -> i1
  cf.cond_br %c, ^bb2, ^bb3
^bb1:
  cf.cond_br %e, ^bb1, ^bb3
^bb2:
  cf.cond_br %d, ^bb1, ^bb3
^bb3:
  return
}
func.func private @consume(i64, i64)
func.func @used_outside(%n: i64, %i: i64) {
  %one = arith.constant 1 : i64
  %lt = arith.cmpi slt, %i, %n : i64
  cf.cond_br %lt, ^bb1, ^bb3
^bb1:
  %inext = arith.addi %i, %one : i64
  cf.br ^bb2(%inext : i64)
^bb4:
  %jnext = arith.addi %j, %one : i64
  cf.br ^bb2(%jnext : i64)
^bb2(%j: i64):
  %jlt = arith.cmpi slt, %j, %n : i64
  func.call @consume(%j, %inext) : (i64, i64) -> ()
  cf.cond_br %jlt, ^bb4, ^bb3
^bb3:
  return
}
