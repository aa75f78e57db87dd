// test.conversion_func_op (a test-dialect function op upstream's inliner tests use): func.func's
// syntax, with argument and result attributes, a visibility, and a bodiless declaration.
test.conversion_func_op @callee(%a: i16, %b: i16 {test.marked}) -> (i16 {test.result}, i16) {
  %0 = arith.addi %a, %b : i16
  %1 = arith.subi %a, %b : i16
  "test.return"(%0, %1) : (i16, i16) -> ()
}
test.conversion_func_op private @declared(i32, f32) -> i32 attributes {tag}
