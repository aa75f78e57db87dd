// Inputs for remove-dead-values, written for tsmlir's conformance test.

// Unused ops go even in a named module; public signatures stay.
module @named {
  func.func @main(%a: i32, %unused: f32) -> i32 {
    %dead = arith.constant 3 : i32
    %dead2 = arith.addi %a, %dead : i32
    return %a : i32
  }
}

// -----

// Branch ops make the pass refuse the IR.
func.func @refused(%c: i1) -> i32 {
  %v = arith.constant 0 : i32
  cf.cond_br %c, ^bb1(%v : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %v : i32
}

// -----

// A private function loses unused arguments and results, and its calls follow.
func.func private @callee(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %s = arith.addi %a, %a : i32
  %t = arith.muli %b, %c : i32
  return %s, %t : i32, i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %r:2 = func.call @callee(%x, %y, %y) : (i32, i32, i32) -> (i32, i32)
  %other:2 = func.call @callee(%y, %x, %x) : (i32, i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// A result stays when some caller uses it; an argument that only feeds a dropped result goes.
func.func private @shared(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.constant 7 : i32
  %d = arith.addi %b, %c : i32
  return %a, %d : i32, i32
}
func.func @first(%x: i32) -> i32 {
  %r:2 = func.call @shared(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
func.func @second(%x: i32) -> i32 {
  %r:2 = func.call @shared(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}

// -----

// Calls to external functions have effects: their operands are live.
func.func @sink(%v: i32) {
  "test.effect"(%v) : (i32) -> ()
  return
}
func.func private @compute(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  func.call @sink(%s) : (i32) -> ()
  %t = arith.muli %a, %a : i32
  return %t : i32
}
func.func @entry(%x: i32) {
  %r = func.call @compute(%x, %x) : (i32, i32) -> i32
  return
}

// -----

// scf.while: carried values nobody needs go from operands, arguments, terminators and results.
func.func @while_trim(%c: i1, %a: i32, %b: i32) -> i32 {
  %live, %dead, %dead2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32, i32) {
    %u = arith.addi %y, %y : i32
    %v = arith.addi %x, %x : i32
    scf.condition(%c) %u, %y, %v : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %r: i32):
    %w = arith.addi %q, %q : i32
    scf.yield %r, %w : i32, i32
  }
  return %live : i32
}

// -----

// A region-branching op free of effects whose results are unused is erased.
func.func private @erase_while(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @use_erase_while(%a: i32, %c: i1) {
  %r = func.call @erase_while(%a, %c) : (i32, i1) -> i32
  return
}

// -----

// scf.if and scf.index_switch with effects keep the op but lose unused results.
func.func @effect() {
  "test.effect"() : () -> ()
  return
}
func.func @if_results(%c: i1, %a: i32, %i: index) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    func.call @effect() : () -> ()
    %s = arith.addi %a, %a : i32
    scf.yield %s, %a : i32, i32
  } else {
    %t = arith.muli %a, %a : i32
    scf.yield %a, %t : i32, i32
  }
  %u = scf.index_switch %i -> i32
  case 1 {
    func.call @effect() : () -> ()
    %k = arith.constant 10 : i32
    scf.yield %k : i32
  }
  default {
    %k = arith.constant 11 : i32
    scf.yield %k : i32
  }
  return %r#0 : i32
}

// -----

// scf.for: iteration values nobody reads go; a loop with no effects and unused results goes.
func.func @for_loops(%n: index, %a: i32, %b: f32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (i32, f32) {
    func.call @log(%x) : (i32) -> ()
    %x2 = arith.addi %x, %a : i32
    %y2 = arith.addf %y, %b : f32
    scf.yield %x2, %y2 : i32, f32
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%z = %a) -> i32 {
    %z2 = arith.muli %z, %z : i32
    scf.yield %z2 : i32
  }
  return %r#0 : i32
}
func.func @log(%v: i32) {
  "test.effect"(%v) : (i32) -> ()
  return
}

// -----

// Ops of unknown effects keep their operands live; dead math and index ops go.
func.func @mixed(%f: f32, %i: index, %j: index) -> f32 {
  %s = math.sqrt %f : f32
  %e = math.exp %s : f32
  %p = index.add %i, %j
  %q = index.mul %p, %i
  %u = "test.opaque"(%q) : (index) -> index
  %g = math.absf %f : f32
  return %g : f32
}

// -----

// A private function nobody calls keeps its arguments (their liveness is unknown).
func.func private @never_called(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  return %c : i32
}
func.func @public(%a: i32) -> i32 {
  return %a : i32
}

// -----

// A constant condition makes a branch never run: what only it needs is not live.
func.func @constant_branch(%a: i32) -> i32 {
  %false = arith.constant false
  %x = arith.addi %a, %a : i32
  %r = scf.if %false -> (i32) {
    func.call @use(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @use(%v: i32) {
  "test.effect"(%v) : (i32) -> ()
  return
}

// -----

// Functions in a nested module, called from it.
module {
  module @inner {
    func.func private @helper(%a: i64, %b: i64) -> (i64, i64) {
      %s = arith.addi %a, %b : i64
      return %s, %a : i64, i64
    }
    func.func @api(%x: i64) -> i64 {
      %r:2 = func.call @helper(%x, %x) : (i64, i64) -> (i64, i64)
      return %r#1 : i64
    }
  }
}

// -----

// Argument attributes follow their arguments; results' attributes follow theirs.
func.func private @attrs(%a: i32 {test.keep}, %b: i32 {test.drop}) -> (i32 {test.r0}, i32 {test.r1}) {
  return %a, %a : i32, i32
}
func.func @attrs_caller(%x: i32) -> i32 {
  %r:2 = func.call @attrs(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
