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

// -----

func.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i64
  }
  return
}

// -----

func.func @g(%c: i1, %a: i32) {
  // expected-error @+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 2 operands, but target successor needs 1}}
  %0 = scf.if %c -> (i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @h(%a: i32) {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'i64'}}
  %0 = scf.execute_region -> i64 {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @w(%a: i32, %c: i1) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'i32' should match input type #0 'i64'}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i64):
    %z = arith.trunci %y : i64 to i32
    scf.yield %z : i32
  }
  return
}
