// sccp: constants found along the control flow that can run, through each dialect's folds.
// Conditions known at compile time pick one region of an scf.if; the other is never visited.
func.func @if_known_condition(%x: i32) -> (i32, i32) {
  %on = arith.constant true
  %two = arith.constant 2 : i32
  %r = scf.if %on -> (i32) {
    %four = arith.muli %two, %two : i32
    scf.yield %four : i32
  } else {
    %y = arith.addi %x, %two : i32
    scf.yield %y : i32
  }
  %s = arith.addi %r, %two : i32
  return %r, %s : i32, i32
}

// -----

// Loop-carried values stay constant only when every iteration keeps them so.
func.func @for_loop(%lb: index, %ub: index, %step: index) -> (i32, i32, index) {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %a, %b = scf.for %i = %lb to %ub step %step iter_args(%p = %zero, %q = %one) -> (i32, i32) {
    %p2 = arith.muli %p, %q : i32
    %q2 = arith.addi %q, %one : i32
    scf.yield %p2, %q2 : i32, i32
  }
  %c4 = arith.constant 4 : index
  %n = arith.muli %c4, %c4 : index
  return %a, %b, %n : i32, i32, index
}

// -----

// A constant loop that runs for known bounds: the induction variable is not tracked.
func.func @for_constant_bounds() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  return %r : index
}

// -----

func.func @while_loops(%arg: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r:2 = scf.while (%a = %c1, %b = %arg) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %b, %c10 : i32
    scf.condition(%lt) %a, %b : i32, i32
  } do {
  ^bb0(%a2: i32, %b2: i32):
    %b3 = arith.addi %b2, %a2 : i32
    scf.yield %a2, %b3 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Branches: only edges that can be taken feed block arguments; unreachable blocks stay.
func.func @branches(%x: i32, %flag: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %f = arith.constant false
  cf.cond_br %f, ^dead(%x : i32), ^live(%c3 : i32)
^dead(%d: i32):
  %dd = arith.addi %d, %c5 : i32
  cf.br ^join(%dd : i32)
^live(%l: i32):
  %ll = arith.addi %l, %c5 : i32
  cf.cond_br %flag, ^join(%ll : i32), ^other
^other:
  %o = arith.subi %c5, %c3 : i32
  %o2 = arith.muli %o, %c3 : i32
  %o3 = arith.addi %o2, %c3 : i32
  cf.br ^join(%o3 : i32)
^join(%j: i32):
  return %j : i32
}

// -----

func.func @switches(%x: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c2 : i32, [
    default: ^a(%x : i32),
    1: ^a(%c7 : i32),
    2: ^b(%c7 : i32)
  ]
^a(%va: i32):
  return %va, %va : i32, i32
^b(%vb: i32):
  cf.switch %x : i32, [
    default: ^c(%vb : i32),
    4: ^c(%c7 : i32)
  ]
^c(%vc: i32):
  return %vb, %vc : i32, i32
}

// -----

// Calls into private functions carry constants both ways; public ones do not.
func.func private @twice(%v: i32) -> i32 {
  %s = arith.addi %v, %v : i32
  return %s : i32
}

func.func @visible(%v: i32) -> i32 {
  return %v : i32
}

func.func private @never_called(%v: i32) -> i32 {
  %c = arith.constant 1 : i32
  %s = arith.addi %c, %c : i32
  return %s : i32
}

func.func @caller() -> (i32, i32, i32) {
  %c21 = arith.constant 21 : i32
  %a = func.call @twice(%c21) : (i32) -> i32
  %b = func.call @twice(%c21) : (i32) -> i32
  %c = func.call @visible(%a) : (i32) -> i32
  return %a, %b, %c : i32, i32, i32
}

// -----

// A callee called with different constants is not constant inside.
func.func private @id(%v: i32) -> i32 {
  return %v : i32
}

func.func @two_callers() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = call @id(%c1) : (i32) -> i32
  %b = call @id(%c2) : (i32) -> i32
  return %a, %b : i32, i32
}

// -----

// Indirect calls through func.constant.
func.func private @seven() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}

func.func @indirect() -> i32 {
  %f = func.constant @seven : () -> i32
  %r = func.call_indirect %f() : () -> i32
  return %r : i32
}

// -----

// In-place folds (a commutative op with its constant on the left) must not change the IR
// when the result is not constant.
func.func @in_place(%x: i32, %y: index) -> (i32, i32, index) {
  %c3 = arith.constant 3 : i32
  %a = arith.addi %c3, %x : i32
  %b = arith.muli %c3, %x : i32
  %c5 = arith.constant 5 : index
  %d = index.add %c5, %y
  return %a, %b, %d : i32, i32, index
}

// -----

// Other dialects' constants: index, math (materialized as arith.constant), float folds.
func.func @dialects() -> (index, f32, f64, i1, index, i64) {
  %i2 = index.constant 2
  %i3 = index.constant 3
  %im = index.mul %i2, %i3
  %f = arith.constant 16.0 : f32
  %sq = math.sqrt %f : f32
  %d = arith.constant 2.5 : f64
  %fl = math.floor %d : f64
  %t = index.bool.constant true
  %sel = arith.select %t, %i2, %i3 : index
  %ac = arith.constant 6 : index
  %cast = index.casts %ac : index to i64
  return %im, %sq, %fl, %t, %sel, %cast : index, f32, f64, i1, index, i64
}

// -----

// Ops with side effects keep their place; their results are still replaced.
func.func private @effect() -> i32

func.func @effects(%m: i32) -> (i32, i32) {
  %c = arith.constant 4 : i32
  %r = func.call @effect() : () -> i32
  %z = arith.muli %r, %c : i32
  %one = arith.constant 1 : i32
  %d = arith.divsi %c, %one : i32
  return %z, %d : i32, i32
}

// -----

// Constants defined in nested regions move to the entry of the function; values used
// only in an unreachable region are left as they are.
func.func @nested(%c: i1, %n: index) -> i32 {
  %r = scf.if %c -> (i32) {
    %a = arith.constant 10 : i32
    %b = arith.constant 10 : i32
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    %a = arith.constant 20 : i32
    scf.yield %a : i32
  }
  scf.execute_region {
    %k = arith.constant 10 : i32
    "test.use"(%k) : (i32) -> ()
    scf.yield
  }
  return %r : i32
}

// -----

// Unknown ops: their results are unknown, their regions are walked.
func.func @unknown_ops(%x: i32) -> i32 {
  %c = arith.constant 9 : i32
  %u = "test.unknown"(%c) : (i32) -> i32
  "test.region"() ({
    %in = arith.addi %c, %c : i32
    "test.use"(%in) : (i32) -> ()
  }) : () -> ()
  %v = arith.addi %u, %c : i32
  return %v : i32
}

// -----

// Module-level sccp: constants in the module body go to its front.
module {
  func.func private @inner(%b: i1) -> i1 {
    %n = arith.xori %b, %b : i1
    return %n : i1
  }
  func.func @outer() -> i1 {
    %t = arith.constant true
    %r = call @inner(%t) : (i1) -> i1
    return %r : i1
  }
}

// -----

// Vector and tensor constants fold through splats.
func.func @aggregates() -> (vector<4xi32>, tensor<2xf32>) {
  %v = arith.constant dense<3> : vector<4xi32>
  %w = arith.addi %v, %v : vector<4xi32>
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u = arith.mulf %t, %t : tensor<2xf32>
  return %w, %u : vector<4xi32>, tensor<2xf32>
}

// -----

// Overflowing and poison-free folds, and casts.
func.func @folds() -> (i8, i32, f32, i1, i64) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %s = arith.addi %a, %b : i8
  %big = arith.constant 70000 : i32
  %tr = arith.trunci %big : i32 to i16
  %ex = arith.extsi %tr : i16 to i32
  %f = arith.sitofp %ex : i32 to f32
  %x = arith.constant 0.5 : f32
  %cmp = arith.cmpf olt, %f, %x : f32
  %idx = arith.constant 12 : index
  %ic = arith.index_cast %idx : index to i64
  return %s, %ex, %f, %cmp, %ic : i8, i32, f32, i1, i64
}

// -----

// The same value made by two dialects gives two constants (the folder keys on the dialect).
func.func @mixed_dialect_constants() -> (index, index, index) {
  %a = index.constant 2
  %b = arith.constant 2 : index
  %c = arith.addi %a, %b : index
  return %a, %b, %c : index, index, index
}

// -----

func.func @zero_trip() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.constant 5 : i32
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%acc = %s) -> (i32) {
    %n = arith.addi %acc, %acc : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @index_switch2(%x: index) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %a = arith.constant 10 : i32
  %b = arith.constant 20 : i32
  %r = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    %m = arith.muli %b, %b : i32
    scf.yield %m : i32
  }
  default {
    scf.yield %b : i32
  }
  %s = scf.index_switch %x -> i32
  case 0 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r, %s : i32, i32
}

// -----

func.func @parallel(%n: index, %buf: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) -> i32 {
    %v = arith.constant 3 : i32
    %w = arith.muli %v, %v : i32
    scf.reduce(%w : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// -----

func.func @execute_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = arith.constant 3 : i32
    cf.cond_br %c, ^x, ^y
  ^x:
    scf.yield %a : i32
  ^y:
    %b = arith.addi %a, %a : i32
    %d = arith.subi %b, %a : i32
    scf.yield %d : i32
  }
  return %r : i32
}

// -----

func.func @identity_folds(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %a, %c1 : i32
  %z = arith.subi %y, %y : i32
  return %a, %b, %z : i32, i32, i32
}

// -----

func.func private @rec(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %eq = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %eq, ^done, ^again
^done:
  return %n : i32
^again:
  %r = call @rec(%n) : (i32) -> i32
  return %r : i32
}

func.func private @external(i32) -> i32

func.func @recursion() -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %r = call @rec(%c0) : (i32) -> i32
  %e = call @external(%r) : (i32) -> i32
  return %r, %e : i32, i32
}

// -----

func.func private @only_in_dead(%v: i32) -> i32 {
  %s = arith.addi %v, %v : i32
  return %s : i32
}

func.func @dead_call(%p: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> (i32) {
    %x = func.call @only_in_dead(%p) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %c = arith.constant 8 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// -----

func.func @cf_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c1 : i32, i32)
^head(%i: i32, %k: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %i2 = arith.addi %i, %k : i32
  %k2 = arith.muli %k, %c1 : i32
  cf.br ^head(%i2, %k2 : i32, i32)
^exit:
  return %k : i32
}

// -----

func.func @same_dest(%b: i1) -> i32 {
  %c = arith.constant 4 : i32
  %d = arith.constant 4 : i32
  cf.cond_br %b, ^x(%c : i32), ^x(%d : i32)
^x(%v: i32):
  return %v : i32
}

// -----

func.func @float_nan() -> (f32, f32, f64) {
  %z = arith.constant 0.0 : f32
  %n = arith.divf %z, %z : f32
  %m = arith.maximumf %n, %z : f32
  %e = arith.constant 1.0 : f64
  %x = math.exp %e : f64
  return %n, %m, %x : f32, f32, f64
}

// -----

func.func @multiple_results(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %lo, %hi = arith.mului_extended %c7, %c3 : i32
  %s, %o = arith.addui_extended %c7, %c3 : i32, i1
  %l2, %h2 = arith.mulsi_extended %a, %b : i32
  return %lo, %hi, %s, %l2 : i32, i32, i32, i32
}

// -----

func.func @unused_constant_results() {
  %c7 = arith.constant 7 : i32
  %x = arith.addi %c7, %c7 : i32
  return
}

// -----

func.func @blockarg_in_region(%lb: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    %f = arith.constant false
    scf.condition(%f) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Folds of different ops to one value share a constant; each dialect keeps its own.
func.func @shared_constants(%x: f32) -> (i32, i32, f32, f32, vector<2xi32>, vector<2xi32>, index, index) {
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %a = arith.addi %c2, %c2 : i32
  %b = arith.muli %c1, %c4 : i32
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 0.75 : f32
  %f = arith.addf %f2, %f2 : f32
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %w = arith.constant dense<[1, 2]> : vector<2xi32>
  %vv = arith.addi %v, %w : vector<2xi32>
  %ww = arith.muli %v, %w : vector<2xi32>
  %i = index.constant 3
  %j = arith.constant 3 : index
  %k = index.add %i, %j
  %l = arith.addi %j, %j : index
  return %a, %b, %f1, %f, %vv, %ww, %k, %l : i32, i32, f32, f32, vector<2xi32>, vector<2xi32>, index, index
}

// -----

// Ops in the module body: the module's region is where their constants go.
%top = arith.constant 3 : i32
%top2 = arith.addi %top, %top : i32
"test.sink"(%top2) : (i32) -> ()
func.func @f() -> i32 {
  %c = arith.constant 3 : i32
  return %c : i32
}

// -----

// A nested function of the top-level module has all its uses visible: tracked like a private one.
func.func nested @n(%x: i32) -> i32 {
  return %x : i32
}
func.func @m() -> i32 {
  %c = arith.constant 6 : i32
  %r = call @n(%c) : (i32) -> i32
  return %r : i32
}

// -----

// Every return of a private callee gives the same constant.
func.func private @multi(%b: i1) -> i32 {
  cf.cond_br %b, ^x, ^y
^x:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^y:
  %c2 = arith.constant 1 : i32
  return %c2 : i32
}
func.func @callmulti(%b: i1) -> i32 {
  %r = call @multi(%b) : (i1) -> i32
  return %r : i32
}

// -----

// Folds to an existing value (select of one value, or with zero) take that value's lattice.
func.func @select_value(%x: i32, %b: i1) -> (i32, i32) {
  %t = arith.constant true
  %s = arith.select %t, %x, %x : i32
  %u = arith.select %b, %x, %x : i32
  %c = arith.constant 0 : i32
  %v = arith.ori %s, %c : i32
  return %u, %v : i32, i32
}

// -----

// A block nothing branches to is never executable: its ops stay as they are.
func.func @after_return(%x: i32) -> i32 {
  cf.br ^end(%x : i32)
^dead:
  %c = arith.constant 4 : i32
  %d = arith.addi %c, %c : i32
  cf.br ^end(%d : i32)
^end(%e: i32):
  return %e : i32
}
