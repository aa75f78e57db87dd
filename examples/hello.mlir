func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 {
  %0 = arith.mulf %a, %x : f32
  %1 = arith.addf %0, %y fastmath<fast> : f32
  return %1 : f32
}
func.func @count(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %one = arith.constant 1 : i32
    %next = arith.addi %acc, %one : i32
    scf.yield %next : i32
  }
  return %r : i32
}
