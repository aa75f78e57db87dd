// Invalid IR written in the custom syntax of the generated dialects; the expected
// messages are mlir-opt 19's.

func.func @f(%a: i32, %b: f32) -> i32 {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %b, %b : f32
  return %a : i32
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi bogus, %a, %a : i32
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error @+1 {{mismatch in number of loop-carried values and defined values}}
  scf.for %i = %lb to %lb step %lb iter_args(%x = %lb) -> (index, index) {
    scf.yield %x : index
  }
  return
}

// -----

func.func @f(%a: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f}}
  return %a : i32
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}
