// Inputs for convert-scf-to-cf (compared with mlir-opt 19 by test/pass/passes-conformance.test.ts).

func.func @loop_plain(%lo: index, %hi: index, %by: index) {
  scf.for %k = %lo to %hi step %by {
    "work.item"(%k) : (index) -> ()
  }
  return
}

// -----

func.func @loop_carried(%lo: index, %hi: index, %by: index, %x: f64, %y: i8) -> (f64, i8) {
  %out:2 = scf.for %k = %lo to %hi step %by iter_args(%a = %x, %b = %y) -> (f64, i8) {
    %n = arith.addf %a, %a : f64
    %m = arith.addi %b, %b : i8
    scf.yield %n, %m : f64, i8
  }
  "after.loop"(%out#1) : (i8) -> ()
  return %out#0, %out#1 : f64, i8
}

// -----

func.func @loop_i32_bounds(%lo: i32, %hi: i32) -> i32 {
  %one = arith.constant 1 : i32
  %r = scf.for %k = %lo to %hi step %one iter_args(%acc = %lo) -> (i32) : i32 {
    %s = arith.addi %acc, %k : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

func.func @loop_nest(%lo: index, %hi: index, %by: index, %seed: f32) -> f32 {
  %r = scf.for %i = %lo to %hi step %by iter_args(%o = %seed) -> (f32) {
    "outer.before"() : () -> ()
    %q = scf.for %j = %i to %hi step %by iter_args(%in = %o) -> (f32) {
      %t = arith.mulf %in, %in : f32
      scf.yield %t : f32
    }
    "outer.after"(%q) : (f32) -> ()
    scf.yield %q : f32
  }
  return %r : f32
}

// -----

func.func @branch_then_only(%c: i1) {
  "pre"() : () -> ()
  scf.if %c {
    "then.body"() : () -> ()
  }
  "post"() : () -> ()
  return
}

// -----

func.func @branch_both(%c: i1, %v: i16) -> (i16, i1) {
  %r:2 = scf.if %c -> (i16, i1) {
    %t = arith.constant true
    scf.yield %v, %t : i16, i1
  } else {
    %f = arith.constant false
    %w = arith.muli %v, %v : i16
    scf.yield %w, %f : i16, i1
  }
  return %r#0, %r#1 : i16, i1
}

// -----

func.func @branch_nest(%c: i1, %d: i1) -> index {
  %r = scf.if %c -> index {
    %in = scf.if %d -> index {
      %a = arith.constant 7 : index
      scf.yield %a : index
    } else {
      %b = arith.constant 8 : index
      scf.yield %b : index
    }
    scf.yield %in : index
  } else {
    %e = arith.constant 9 : index
    scf.yield %e : index
  }
  %s = scf.if %d -> index {
    scf.yield %r : index
  } else {
    scf.yield %r : index
  }
  return %s : index
}

// -----

func.func @branch_in_loop(%lo: index, %hi: index, %by: index, %c: i1) {
  scf.for %i = %lo to %hi step %by {
    scf.if %c {
      "inner.then"(%i) : (index) -> ()
    } else {
      scf.if %c {
        "deep"() : () -> ()
      }
    }
  }
  return
}

// -----

func.func @branch_negated(%c: i1) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> f32 {
    %a = arith.constant 1.5 : f32
    scf.yield %a : f32
  } else {
    %b = arith.constant 2.5 : f32
    scf.yield %b : f32
  }
  return %r : f32
}

// -----

func.func @region_exec(%c: i1) -> i64 {
  "first"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^left, ^right
  ^left:
    %x = "make.left"() : () -> i64
    scf.yield %x : i64
  ^right:
    %y = "make.right"() : () -> i64
    scf.yield %y : i64
  }
  "last"(%v) : (i64) -> ()
  return %v : i64
}

// -----

func.func @region_exec_plain() {
  scf.execute_region {
    "only"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @loop_while(%x: i32, %y: f32) -> (i64, f64) {
  %z = "cond.make"() : () -> i1
  %r:2 = scf.while (%p = %x, %q = %y) : (i32, f32) -> (i64, f64) {
    %e = arith.extsi %p : i32 to i64
    %f = arith.extf %q : f32 to f64
    scf.condition(%z) %e, %f : i64, f64
  } do {
  ^bb0(%u: i64, %w: f64):
    %back = arith.trunci %u : i64 to i32
    %fb = arith.truncf %w : f64 to f32
    scf.yield %back, %fb : i32, f32
  }
  return %r#0, %r#1 : i64, f64
}

// -----

func.func @loop_do_while(%x: f32) -> f32 {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    %c = "check"(%a) : (f32) -> i1
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return %r : f32
}

// -----

func.func @loop_while_swapped(%x: f32, %y: f32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (f32, f32) -> (f32, f32) {
    %c = "check"(%a) : (f32) -> i1
    scf.condition(%c) %a, %b : f32, f32
  } do {
  ^bb0(%p: f32, %q: f32):
    scf.yield %q, %p : f32, f32
  }
  return
}

// -----

func.func @loop_while_nest(%x: f32) -> i64 {
  %r = scf.while (%o = %x) : (f32) -> i64 {
    %c = "outer.cond"() : () -> i1
    %in = scf.while (%i = %o) : (f32) -> i64 {
      %p:2 = "inner.cond"(%i) : (f32) -> (i1, i64)
      scf.condition(%p#0) %p#1 : i64
    } do {
    ^bb0(%v: i64):
      %w = "inner.body"(%v) : (i64) -> f32
      scf.yield %w : f32
    }
    "outer.mid"() : () -> ()
    scf.condition(%c) %in : i64
  } do {
  ^bb0(%v: i64):
    %f = "outer.body"(%v) : (i64) -> f32
    scf.yield %f : f32
  }
  return %r : i64
}

// -----

func.func @switch_values(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -3 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @switch_default_only(%i: index) {
  scf.index_switch %i
  default {
    "fallback"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @switch_wide_case(%i: index) {
  scf.index_switch %i
  case 0 {
    scf.yield
  }
  case 8589934593 {
    "wrapped"() : () -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @par_plain(%a: index, %b: index, %c: index, %d: index) {
  %one = arith.constant 1 : index
  scf.parallel (%i, %j) = (%a, %b) to (%c, %d) step (%one, %one) {
    "cell"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}

// -----

func.func @par_reduce_two(%a: index, %b: index, %s: index, %f: f32, %g: i64) -> (f32, i64) {
  %r:2 = scf.parallel (%i, %j, %k) = (%a, %a, %a) to (%b, %b, %b) step (%s, %s, %s) init (%f, %g) -> (f32, i64) {
    %x = "val.f"(%i) : (index) -> f32
    %y = "val.i"(%j, %k) : (index, index) -> i64
    scf.reduce(%x, %y : f32, i64) {
    ^bb0(%l: f32, %m: f32):
      %p = arith.maximumf %l, %m : f32
      scf.reduce.return %p : f32
    }, {
    ^bb0(%l: i64, %m: i64):
      %p = arith.xori %l, %m : i64
      scf.reduce.return %p : i64
    }
  }
  return %r#0, %r#1 : f32, i64
}

// -----

func.func @par_with_branches(%a: index, %b: index, %s: index, %c: i1) {
  scf.parallel (%i) = (%a) to (%b) step (%s) {
    scf.if %c {
      %v = scf.if %c -> index {
        scf.yield %i : index
      } else {
        scf.yield %a : index
      }
      "use"(%v) : (index) -> ()
    }
    scf.reduce
  }
  return
}

// -----

func.func @forall_mixed(%n: index, %m: index) {
  scf.forall (%i, %j, %k) = (0, %m, 2) to (%n, 16, 9) step (1, 3, %m) {
    "point"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

// -----

func.func @forall_counts(%n: index) {
  scf.forall (%i) in (%n) {
    "tick"(%i) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @skipped_unreachable(%c: i1, %lo: index, %hi: index) {
  cf.br ^live
^dead:
  scf.if %c {
    "never"() : () -> ()
  }
  cf.br ^live
^live:
  scf.for %i = %lo to %hi step %lo {
    "always"() : () -> ()
  }
  return
}

// -----

func.func @inside_foreign(%c: i1) {
  "foreign.wrap"() ({
    scf.if %c {
      "wrapped.then"() : () -> ()
    }
    "foreign.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @with_locations(%c: i1 loc("arg_c"), %lo: index, %hi: index) -> f32 {
  %s = arith.constant 0.0 : f32 loc("seed")
  %r = scf.for %i = %lo to %hi step %lo iter_args(%acc = %s) -> (f32) {
    %v = scf.if %c -> f32 {
      scf.yield %acc : f32 loc("then_yield")
    } else {
      %w = arith.addf %acc, %acc : f32 loc("double")
      scf.yield %w : f32 loc("else_yield")
    } loc(fused["if_a", "if_b"])
    scf.yield %v : f32 loc("for_yield")
  } loc("the_loop")
  %q = scf.while (%x = %r) : (f32) -> f32 {
    scf.condition(%c) %x : f32 loc("cond_here")
  } do {
  ^bb0(%y: f32 loc("after_arg")):
    %z = arith.negf %y : f32
    scf.yield %z : f32 loc("yield_back")
  } loc("the_while")
  return %q : f32
}

// -----

func.func @forall_keeps_outputs(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// -----

func.func @after_failure_untouched(%c: i1) {
  scf.if %c {
    "still.here"() : () -> ()
  }
  return
}

// -----

func.func private @source() -> i64

func.func @par_calls(%a: index, %b: index, %s: index, %f: f32) -> (f32, i64) {
  %z = arith.constant 0 : i64
  %r:2 = scf.parallel (%i) = (%a) to (%b) step (%s) init (%f, %z) -> (f32, i64) {
    %v = func.call @source() : () -> i64
    %w = arith.sitofp %v : i64 to f32
    scf.reduce(%w, %v : f32, i64) {
    ^bb0(%l: f32, %m: f32):
      %p = arith.addf %l, %m : f32
      scf.reduce.return %p : f32
    }, {
    ^bb0(%l: i64, %m: i64):
      %p = arith.ori %l, %m : i64
      scf.reduce.return %p : i64
    }
  }
  return %r#0, %r#1 : f32, i64
}

// -----

func.func @while_no_values() {
  %c = "cond.once"() : () -> i1
  scf.while : () -> () {
    "before.work"() : () -> ()
    scf.condition(%c)
  } do {
    "after.work"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @while_in_branch(%c: i1, %x: index) -> index {
  %r = scf.if %c -> index {
    %w = scf.while (%a = %x) : (index) -> index {
      %k = "test.keep_going"(%a) : (index) -> i1
      scf.condition(%k) %a : index
    } do {
    ^bb0(%b: index):
      %one = arith.constant 1 : index
      %n = arith.addi %b, %one : index
      scf.yield %n : index
    }
    scf.yield %w : index
  } else {
    scf.yield %x : index
  }
  return %r : index
}

// -----

func.func @exec_in_loop(%lo: index, %hi: index) -> i32 {
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lo to %hi step %lo iter_args(%acc = %z) -> (i32) {
    %e = scf.execute_region -> i32 {
      %v = "compute"(%acc, %i) : (i32, index) -> i32
      scf.yield %v : i32
    }
    scf.yield %e : i32
  }
  return %r : i32
}

// -----

func.func @switch_in_parallel(%a: index, %b: index) {
  scf.parallel (%i) = (%a) to (%b) step (%a) {
    scf.index_switch %i
    case 1 {
      "one"() : () -> ()
      scf.yield
    }
    default {
      scf.yield
    }
    scf.reduce
  }
  return
}

// -----

func.func @results_feed_later_ops(%c: i1, %lo: index, %hi: index) -> i32 {
  %r = scf.for %i = %lo to %hi step %lo iter_args(%b = %c) -> (i1) {
    %n = arith.xori %b, %c : i1
    scf.yield %n : i1
  }
  %w = scf.while (%x = %lo) : (index) -> index {
    scf.condition(%r) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  }
  %s = scf.index_switch %w -> i32
  case 3 {
    %a = scf.if %r -> i32 {
      %k = arith.constant 1 : i32
      scf.yield %k : i32
    } else {
      %k = arith.constant 2 : i32
      scf.yield %k : i32
    }
    scf.yield %a : i32
  }
  default {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %s : i32
}
