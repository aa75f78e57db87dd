// Inputs for cse (our own): equal side-effect free ops, commutative operands, attributes
// that differ, nested regions and dominance across blocks, isolated functions, unused ops.
func.func @same(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @constants() -> (i32, i32, i64, f32) {
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %c1_i64 = arith.constant 1 : i64
  %cst = arith.constant 1.0 : f32
  %unused = arith.constant 7 : i32
  return %c1, %c1_0, %c1_i64, %cst : i32, i32, i64, f32
}

// -----

func.func @flags(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

func.func @regions(%c: i1, %a: index) -> index {
  %0 = arith.muli %a, %a : index
  %1 = scf.if %c -> index {
    %2 = arith.muli %a, %a : index
    scf.yield %2 : index
  } else {
    scf.yield %0 : index
  }
  %3 = arith.muli %a, %a : index
  %4 = arith.addi %1, %3 : index
  return %4 : index
}

// -----

func.func @blocks(%c: i1, %a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.subi %a, %a : i32
  %2 = arith.xori %a, %1 : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.xori %a, %0 : i32
  cf.br ^bb3(%3 : i32)
^bb3(%r: i32):
  %4 = arith.xori %a, %0 : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
}

// -----

func.func @outer(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @other(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

func.func @loops(%lb: index, %ub: index, %st: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> index {
    %c0_1 = arith.constant 0 : index
    %s = arith.addi %acc, %i : index
    %t = arith.addi %s, %c0_1 : index
    scf.yield %t : index
  }
  %c0_2 = arith.constant 0 : index
  %sum = arith.addi %r, %c0_2 : index
  return %sum : index
}
