// Inputs for inline, written for tsmlir's conformance test: each chunk exercises one part
// of MLIR 19's inliner (legality per dialect, block splitting, locations, use tracking,
// recursion, pipelines between rounds).

// A single-block callee with arguments, called twice (cloned both times, kept: public).
func.func @double(%v: i32) -> i32 {
  %s = arith.addi %v, %v : i32
  return %s : i32
}
func.func @twice(%a: i32) -> i32 {
  %x = call @double(%a) : (i32) -> i32
  %y = call @double(%x) : (i32) -> i32
  return %y : i32
}

// -----

// A private callee with one call: its body moves into the caller and it is erased.
func.func private @scale(%v: f32, %k: f32) -> f32 {
  %m = arith.mulf %v, %k : f32
  %e = math.exp %m : f32
  return %e : f32
}
func.func @use_scale(%a: f32) -> f32 {
  %k = arith.constant 2.5 : f32
  %r = call @scale(%a, %k) : (f32, f32) -> f32
  return %r : f32
}

// -----

// A callee with several returns: the caller's block is split, returns become branches.
func.func private @pick(%c: i1, %a: i64, %b: i64) -> (i64, i1) {
  cf.cond_br %c, ^left, ^right
^left:
  %t = arith.constant true
  return %a, %t : i64, i1
^right:
  %s = arith.subi %b, %a : i64
  return %s, %c : i64, i1
}
func.func @call_pick(%c: i1, %a: i64) -> i64 {
  %z = arith.constant 7 : i64
  %r:2 = call @pick(%c, %a, %z) : (i1, i64, i64) -> (i64, i1)
  %u = arith.select %r#1, %r#0, %a : i64
  return %u : i64
}

// -----

// Locations: inlined ops get callsite locations unless the call's location is unknown;
// block argument locations are kept.
func.func private @located(%v: i32) -> i32 {
  cf.br ^next(%v : i32)
^next(%w: i32 loc("arg_loc")):
  %s = arith.muli %w, %w : i32 loc("callee.cc":4:2)
  return %s : i32 loc("callee.cc":5:2)
}
func.func @caller_known(%a: i32) -> i32 {
  %r = call @located(%a) : (i32) -> i32 loc("caller.cc":10:3)
  return %r : i32
}
func.func @caller_unknown(%a: i32) -> i32 {
  %r = call @located(%a) : (i32) -> i32 loc(unknown)
  return %r : i32
}

// -----

// External declarations and calls through values are not inlined; a func.constant feeding
// call_indirect is, after the default pipeline has turned it into a direct call.
func.func private @extern_fn(i32) -> i32
func.func private @plus_one(%v: i32) -> i32 {
  %c = arith.constant 1 : i32
  %s = arith.addi %v, %c : i32
  return %s : i32
}
func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @plus_one : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  %e = call @extern_fn(%r) : (i32) -> i32
  return %e : i32
}

// -----

// Multi-level: the leaf goes into the middle first (bottom-up), then the middle into the top.
func.func @leaf() -> index {
  %c = arith.constant 3 : index
  return %c : index
}
func.func @middle() -> index {
  %a = call @leaf() : () -> index
  %b = call @leaf() : () -> index
  %s = arith.addi %a, %b : index
  return %s : index
}
func.func @top() -> index {
  %m = call @middle() : () -> index
  return %m : index
}

// -----

// Self-recursion is never inlined; mutual recursion unrolls once per round.
func.func @countdown(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  %done = arith.cmpi sle, %n, %z : i32
  %r = scf.if %done -> i32 {
    scf.yield %z : i32
  } else {
    %o = arith.constant 1 : i32
    %m = arith.subi %n, %o : i32
    %x = func.call @countdown(%m) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @ping(%n: i32) -> i32 {
  %o = arith.constant 1 : i32
  %m = arith.addi %n, %o : i32
  %r = call @pong(%m) : (i32) -> i32
  return %r : i32
}
func.func @pong(%n: i32) -> i32 {
  %r = call @ping(%n) : (i32) -> i32
  return %r : i32
}
func.func @start(%n: i32) -> i32 {
  %a = call @countdown(%n) : (i32) -> i32
  %b = call @ping(%a) : (i32) -> i32
  return %b : i32
}

// -----

// Structured callers: a single-block callee goes into scf regions (scf.yield handles
// nothing, the callee's return does); a multi-block callee does not go into a
// single-block region, but does go into scf.execute_region.
func.func private @branchy(%c: i1, %v: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  return %v : i32
^b:
  %n = arith.constant -1 : i32
  return %n : i32
}
func.func private @flat(%v: i32) -> i32 {
  %s = arith.xori %v, %v : i32
  return %s : i32
}
func.func @structured(%c: i1, %v: i32, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> i32 {
    %f = func.call @flat(%acc) : (i32) -> i32
    scf.yield %f : i32
  }
  %i1 = scf.if %c -> i32 {
    %b = func.call @branchy(%c, %v) : (i1, i32) -> i32
    scf.yield %b : i32
  } else {
    scf.yield %v : i32
  }
  %e = scf.execute_region -> i32 {
    %b = func.call @branchy(%c, %l) : (i1, i32) -> i32
    scf.yield %b : i32
  }
  return %l, %i1, %e : i32, i32, i32
}

// -----

// index ops have no inliner interface in MLIR 19: a callee using them stays a call.
func.func private @index_math(%a: index) -> index {
  %c = index.constant 4
  %s = index.mul %a, %c
  return %s : index
}
func.func @use_index(%a: index) -> index {
  %r = call @index_math(%a) : (index) -> index
  return %r : index
}

// -----

// Dead callables: private ones nobody calls go; one referenced by a non-call op stays.
func.func private @unused() {
  return
}
func.func private @chained_a() {
  return
}
func.func private @chained_b() {
  call @chained_a() : () -> ()
  call @chained_a() : () -> ()
  return
}
func.func private @referenced() {
  return
}
func.func @entry() {
  call @chained_b() : () -> ()
  %f = func.constant @referenced : () -> ()
  "user.keep"(%f) : (() -> ()) -> ()
  return
}

// -----

// Callables nested in other symbol tables: each call resolves in its own table; a private
// callee of a nested module is dropped once inlined there.
module @inner {
  func.func private @nested_callee(%v: i32) -> i32 {
    %s = arith.addi %v, %v : i32
    return %s : i32
  }
  func.func @nested_caller(%v: i32) -> i32 {
    %r = call @nested_callee(%v) : (i32) -> i32
    return %r : i32
  }
}
module @other attributes {sym_visibility = "private"} {
  func.func @kept(%v: i32) -> i32 {
    return %v : i32
  }
  func.func @uses_kept(%v: i32) -> i32 {
    %r = call @kept(%v) : (i32) -> i32
    return %r : i32
  }
}
func.func @outer(%v: i32) -> i32 {
  %r = call @outer_callee(%v) : (i32) -> i32
  return %r : i32
}
func.func private @outer_callee(%v: i32) -> i32 {
  %s = arith.muli %v, %v : i32
  return %s : i32
}

// -----

// Calls whose results are unused, and a callee without results.
func.func private @side(%v: i32) {
  %s = arith.addi %v, %v : i32
  return
}
func.func private @value(%v: i32) -> (i32, i32) {
  %s = arith.addi %v, %v : i32
  return %s, %v : i32, i32
}
func.func @drop_results(%v: i32) {
  call @side(%v) : (i32) -> ()
  %a:2 = call @value(%v) : (i32) -> (i32, i32)
  %b:2 = call @value(%a#1) : (i32) -> (i32, i32)
  return
}

// -----

// An unregistered op in the callee has no inliner interface: nothing is inlined from it.
func.func private @opaque(%v: i32) -> i32 {
  %r = "unknown.op"(%v) : (i32) -> i32
  return %r : i32
}
func.func @call_opaque(%v: i32) -> i32 {
  %r = call @opaque(%v) : (i32) -> i32
  return %r : i32
}

// -----

// The pass on a nested module: the uses of its symbols are not all visible from inside, but
// its private callee is still dropped; from the top, the nested module's calls are inlined too.
module @m {
  func.func private @f(%v: i32) -> i32 {
    %s = arith.addi %v, %v : i32
    return %s : i32
  }
  func.func @g(%v: i32) -> i32 {
    %r = call @f(%v) : (i32) -> i32
    %q = call @f(%r) : (i32) -> i32
    return %q : i32
  }
}
func.func private @unused_top() {
  return
}
