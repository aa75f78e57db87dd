// Inputs for control-flow-sink, written for tsmlir's conformance test.

// Values used in one branch only move into it; values used in both, or after, stay.
func.func @branches(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %only_then = arith.addi %a, %b : i32
  %only_else = arith.subi %a, %b : i32
  %both = arith.muli %a, %b : i32
  %after = arith.xori %a, %b : i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %only_then, %both : i32
    scf.yield %t : i32
  } else {
    %e = arith.addi %only_else, %both : i32
    scf.yield %e : i32
  }
  %s = arith.addi %r, %after : i32
  return %r, %s : i32, i32
}

// -----

// A whole subgraph follows its users, keeping its order.
func.func @subgraph(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.subi %b, %a : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %2, %2 : i32
  %5 = arith.addi %3, %4 : i32
  %r = scf.if %c -> (i32) {
    scf.yield %5 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// Region ops (scf.if) sink into other region ops; sinking goes into nested regions too.
func.func @region_ops(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %inner = scf.if %d -> (i32) {
    scf.yield %a : i32
  } else {
    %y = arith.muli %b, %b : i32
    scf.yield %y : i32
  }
  %r = scf.if %c -> (i32) {
    %n = scf.if %d -> (i32) {
      scf.yield %x : i32
    } else {
      scf.yield %inner : i32
    }
    scf.yield %n : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Ops with memory effects stay; an if without else; the condition's definer stays.
func.func private @effect(i32) -> i32

func.func @effects(%a: i32, %b: i32) {
  %call = func.call @effect(%a) : (i32) -> i32
  %cond = arith.cmpi slt, %a, %b : i32
  %pure = arith.addi %a, %b : i32
  scf.if %cond {
    %u = arith.addi %call, %pure : i32
    func.call @effect(%u) : (i32) -> i32
  }
  return
}

// -----

// Constant conditions: regions that never run get their ops too (their bound is zero).
func.func @constant_condition(%a: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %v = arith.addi %a, %a : i32
  %w = arith.muli %a, %a : i32
  %r = scf.if %true -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %v : i32
  }
  %s = scf.if %false -> (i32) {
    scf.yield %w : i32
  } else {
    scf.yield %a : i32
  }
  return %r, %s : i32, i32
}

// -----

// scf.index_switch: each case runs at most once.
func.func @switch(%i: index, %a: i64, %b: i64) -> i64 {
  %x = arith.addi %a, %b : i64
  %y = arith.subi %a, %b : i64
  %z = arith.muli %a, %b : i64
  %k = arith.constant 2 : index
  %r = scf.index_switch %i -> i64
  case 1 {
    scf.yield %x : i64
  }
  case 2 {
    %q = arith.addi %y, %z : i64
    scf.yield %q : i64
  }
  default {
    scf.yield %z : i64
  }
  %s = scf.index_switch %k -> i64
  case 1 {
    %t = arith.divui %a, %b : i64
    scf.yield %t : i64
  }
  case 2 {
    %m = arith.remui %a, %b : i64
    scf.yield %m : i64
  }
  default {
    scf.yield %a : i64
  }
  %o = arith.addi %r, %s : i64
  return %o : i64
}

// -----

// Loops may run their body many times: nothing is sunk into them.
func.func @loops(%n: index, %a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %z = arith.subi %a, %a : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  %w = scf.while (%v = %r) : (i32) -> i32 {
    %t = arith.addi %v, %y : i32
    scf.condition(%c) %t : i32
  } do {
  ^bb0(%v: i32):
    %u = arith.addi %v, %z : i32
    scf.yield %u : i32
  }
  %e = scf.execute_region -> i32 {
    %q = arith.addi %w, %x : i32
    scf.yield %q : i32
  }
  return %e : i32
}

// -----

// Ops free of memory effects but not speculatable (divisions) still sink; math and index ops.
func.func @divisions_math_index(%c: i1, %a: i32, %b: i32, %f: f32, %i: index, %j: index) -> (i32, f32, index) {
  %d = arith.divsi %a, %b : i32
  %s = math.sqrt %f : f32
  %l = math.log %s : f32
  %k = index.constant 8
  %m = index.remu %i, %k
  %n = index.add %m, %j
  %r:3 = scf.if %c -> (i32, f32, index) {
    scf.yield %d, %l, %n : i32, f32, index
  } else {
    scf.yield %a, %f, %i : i32, f32, index
  }
  return %r#0, %r#1, %r#2 : i32, f32, index
}

// -----

// Users inside a loop inside the branch; a value also used by an op of unknown effects.
func.func @nested_users(%c: i1, %n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      "test.use"(%x) : (i32) -> ()
    }
    "test.use"(%y) : (i32) -> ()
  } else {
    %z = "unknown.op"(%y) : (i32) -> i32
  }
  return
}

// -----

// A branch op in a nested module and one inside a graph of blocks.
module @m {
  func.func @cfg(%c: i1, %d: i1, %a: i32) -> i32 {
    %x = arith.addi %a, %a : i32
    cf.cond_br %d, ^bb1, ^bb2
  ^bb1:
    %r = scf.if %c -> (i32) {
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    return %r : i32
  ^bb2:
    return %a : i32
  }
}
