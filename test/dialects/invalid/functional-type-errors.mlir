// Errors of operand types given as one function type, where MLIR's parsers put them: a count
// mismatch at the op's name, a type of another kind at the type (or at the colon for
// parseColonType).

func.func @count(%a: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{custom op 'memref.reshape' 2 operands present, but expected 1}}
  %r = memref.reshape %a(%s) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @count_one_operand(%a: f32) {
  // expected-error @+1 {{custom op 'gpu.all_reduce' 1 operands present, but expected 2}}
  %r = gpu.all_reduce add %a uniform {} : (f32, f32) -> (f32)
  return
}

// -----

func.func @kind(%base: !llvm.ptr, %pos: i64) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' invalid kind of type specified}}
  llvm.getelementptr %base[%pos] : !llvm.ptr
  return
}

// -----

func.func @while_kind(%a: i32) {
  // expected-error @+1 {{custom op 'scf.while' invalid kind of type specified}}
  %r = scf.while (%x = %a) : i32 {
    scf.condition(%true) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @while_count(%a: i32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%x = %a) : (i32, i32) -> i32 {
    scf.condition(%true) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}
