// Inputs for loop-invariant-code-motion, written for tsmlir's conformance test.

// Two nested loops, each with code that only the outer one varies.
func.func @two_levels(%n: index, %x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> f32 {
    %sum = arith.addf %x, %y : f32
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%a2 = %acc) -> f32 {
      %prod = arith.mulf %sum, %y : f32
      %next = arith.addf %a2, %prod : f32
      scf.yield %next : f32
    }
    scf.yield %inner : f32
  }
  return %r : f32
}

// -----

// Code invariant to both loops leaves both; code using an induction variable stays.
func.func @invariant_to_both(%n: index, %a: i64, %b: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %k = arith.constant 42 : i64
      %s = arith.addi %a, %k : i64
      %t = arith.muli %s, %b : i64
      %u = arith.addi %i, %j : index
      %v = arith.index_cast %u : index to i64
      %w = arith.addi %v, %t : i64
      "test.use"(%w) : (i64) -> ()
    }
  }
  return
}

// -----

// Nothing to hoist: everything depends on the loop.
func.func @nothing_invariant(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %d = arith.muli %i, %i : index
    %e = arith.addi %acc, %d : index
    scf.yield %e : index
  }
  return %r : index
}

// -----

// A chain of invariant ops keeps its order (users are revisited after their operands move).
func.func @invariant_chain(%lb: index, %ub: index, %step: index, %arg: i32) {
  scf.for %i = %lb to %ub step %step {
    %v2 = arith.muli %arg, %arg : i32
    %v0 = arith.addi %arg, %arg : i32
    %v1 = arith.addi %arg, %v0 : i32
    %v3 = arith.subi %v1, %v2 : i32
    "test.sink"(%v3) : (i32) -> ()
  }
  return
}

// -----

// Inner loops with a unit step are speculatable and hoisted whole; others are not.
func.func @inner_loops(%lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c1 {
    }
    scf.for %j = %lb to %ub step %c2 {
    }
    scf.for %j = %lb to %ub step %step {
    }
    scf.for %j = %lb to %ub step %c1 {
      %x = arith.addi %i, %j : index
    }
  }
  return
}

// -----

// scf.if: nested uses of values defined in the loop keep the op inside.
func.func private @make() -> index

func.func @nested_uses(%lb: index, %ub: index, %step: index, %c: i1) {
  %true = arith.constant true
  scf.for %i = %lb to %ub step %step {
    %v = func.call @make() : () -> index
    %w = func.call @make() : () -> index
    %r = scf.if %true -> (index) {
      scf.yield %v : index
    } else {
      scf.yield %w : index
    }
    %s = scf.if %c -> (index) {
      %a = arith.addi %lb, %ub : index
      scf.yield %a : index
    } else {
      scf.yield %step : index
    }
    "test.use"(%r, %s) : (index, index) -> ()
  }
  return
}

// -----

// Divisions are only speculatable when the divisor is a known safe constant.
func.func @divisions(%num: i32, %den: i32, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %step {
    %a = arith.divui %num, %den : i32
    %b = arith.divsi %num, %den : i32
    %c = arith.ceildivui %num, %den : i32
    %d = arith.ceildivsi %num, %den : i32
    %e = arith.divui %num, %c0 : i32
    %f = arith.divui %num, %c5 : i32
    %g = arith.divsi %num, %cm1 : i32
    %h = arith.divsi %num, %c5 : i32
    %j = arith.ceildivsi %num, %cm1 : i32
    %k = arith.ceildivsi %num, %c5 : i32
    %l = arith.ceildivui %num, %c0 : i32
    %m = arith.ceildivui %num, %c5 : i32
    %n = arith.remui %num, %den : i32
    %o = arith.remsi %num, %c5 : i32
    %p = arith.floordivsi %num, %c5 : i32
    "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %j, %k, %l, %m, %n, %o, %p) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}

// -----

// scf.parallel and scf.forall are loops too.
func.func @parallel(%n: index, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    %a = arith.addi %x, %y : i32
    %b = arith.addi %i, %j : index
    "test.use"(%a, %b) : (i32, index) -> ()
    scf.reduce
  }
  scf.forall (%i) in (%n) {
    %c = arith.muli %x, %y : i32
    %d = arith.index_cast %i : index to i32
    %e = arith.addi %c, %d : i32
    "test.use"(%e) : (i32) -> ()
  }
  return
}

// -----

// scf.while: both regions are loop regions.
func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
  %0 = scf.while (%arg2 = %arg1) : (i32) -> (i32) {
    %c2 = arith.constant 2 : i32
    %c10 = arith.constant 10 : i32
    %added = arith.addi %arg0, %c2 : i32
    %1 = arith.cmpi slt, %arg2, %added : i32
    scf.condition(%1) %arg2 : i32
  } do {
  ^bb0(%arg2: i32):
    %c1 = arith.constant 1 : i32
    %m = arith.muli %arg0, %arg0 : i32
    %added2 = arith.addi %c1, %arg2 : i32
    %added3 = arith.addi %added2, %m : i32
    scf.yield %added3 : i32
  }
  return %0 : i32
}

// -----

// math and index ops, and ops tsmlir and MLIR know nothing about (never moved).
func.func @math_and_index(%lb: index, %ub: index, %x: f32, %a: index, %b: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %s = math.sqrt %x : f32
    %e = math.exp %s : f32
    %f = math.fma %x, %s, %e : f32
    %p = index.add %a, %b
    %q = index.mul %p, %a
    %r = index.divs %p, %b
    %t = index.constant 7
    %u = index.casts %t : index to i64
    %v = "unknown.op"(%p) : (index) -> index
    "test.use"(%f, %q, %r, %u, %v) : (f32, index, index, i64, index) -> ()
  }
  return
}

// -----

// Loops nested in regions of non-loops, and a module nested in the module.
module @outer {
  func.func @in_if(%c: i1, %n: index, %x: i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.if %c {
      scf.for %i = %c0 to %n step %c1 {
        %k = arith.constant 3 : i64
        %y = arith.shli %x, %k : i64
        "test.use"(%y) : (i64) -> ()
      }
    }
    return
  }
  module @inner {
    func.func @deep(%n: index, %x: f64) -> f64 {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %z = arith.constant 0.0 : f64
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
        %neg = arith.negf %x : f64
        %sel = arith.cmpf olt, %neg, %z : f64
        %m = arith.select %sel, %neg, %x : f64
        %o = arith.addf %acc, %m : f64
        scf.yield %o : f64
      }
      return %r : f64
    }
  }
}

// -----

// A loop whose body yields an invariant value, and ops in a loop in a loop in a loop.
func.func @deep_nest(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %a = arith.addi %x, %x : i32
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %b = arith.muli %a, %a : i32
        %c = arith.addi %b, %x : i32
        %d = arith.index_cast %j : index to i32
        %e = arith.addi %c, %d : i32
        "test.use"(%e) : (i32) -> ()
      }
    }
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// An scf.execute_region (multi-block body) inside a loop stays.
func.func @execute_region(%n: index, %c: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %x : i32
    ^bb2:
      %y = arith.addi %x, %x : i32
      scf.yield %y : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  return
}
