// Region DCE: block arguments only dead code needs, loops carrying dead values, uses in
// nested regions, ops with unknown effects.
// NEEDS: effects, branches
// FULL: same
func.func @arg_to_nothing(%x: f32) {
  cf.br ^bb1(%x : f32)
^bb1(%y: f32):
  return
}
func.func @dead_loop(%x: f32) {
  cf.br ^bb1(%x : f32)
^bb1(%l: f32):
  %e = math.exp %l : f32
  cf.br ^bb1(%e : f32)
}
func.func @both_sides_dead(%x: f32, %c: i1) {
  %e = math.exp %x : f32
  cf.cond_br %c, ^bb1(%e : f32), ^bb2(%e : f32)
^bb1(%p: f32):
  return
^bb2(%q: f32):
  return
}
func.func @nested_use(%x: f32) {
  %e = math.exp %x : f32
  "foo.region"() ({
    %f = math.sin %e : f32
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
func.func @many_args(%a: i8, %b: i16, %c: i32, %d: i64, %e: f32) {
  cf.br ^bb1(%a, %b, %c, %d, %e : i8, i16, i32, i64, f32)
^bb1(%p: i8, %q: i16, %r: i32, %s: i64, %t: f32):
  "foo.print"(%q) : (i16) -> ()
  "foo.print"(%s) : (i64) -> ()
  return
}
func.func @unknown_effects(%x: f32) {
  "foo.print"(%x) : (f32) -> ()
  %u = "foo.compute"(%x) : (f32) -> f32
  return
}
