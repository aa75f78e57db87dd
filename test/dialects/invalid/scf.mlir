// Invalid scf ops (generic form); the expected messages are mlir-opt 19's.

%lb = "arith.constant"() <{value = 0 : index}> : () -> index
%ub = "arith.constant"() <{value = 4 : i32}> : () -> i32
// expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
"scf.for"(%lb, %ub, %lb) ({
^bb0(%i: index):
  "scf.yield"() : () -> ()
}) : (index, i32, index) -> ()

// -----

%c = "arith.constant"() <{value = true}> : () -> i1
// expected-error @+1 {{'scf.if' op must have an else block if defining values}}
%0 = "scf.if"(%c) ({
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "scf.yield"(%1) : (i32) -> ()
}, {
}) : (i1) -> i32

// -----

%lb = "arith.constant"() <{value = 0 : index}> : () -> index
// expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
"scf.for"(%lb, %lb, %lb) ({
^bb0(%i: i32):
  "scf.yield"() : () -> ()
}) : (index, index, index) -> ()

// -----

%lb = "arith.constant"() <{value = 0 : index}> : () -> index
%f = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
// expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'f64'}}
%r = "scf.for"(%lb, %lb, %lb, %f) ({
^bb0(%i: index, %acc: f64):
  "scf.yield"(%f) : (f32) -> ()
}) : (index, index, index, f32) -> f32

// -----

%c = "arith.constant"() <{value = true}> : () -> i1
// expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
"scf.while"() ({
  // expected-note @+1 {{terminator here}}
  "scf.yield"() : () -> ()
}, {
  "scf.yield"() : () -> ()
}) : () -> ()

// -----

%c = "arith.constant"() <{value = 0 : index}> : () -> index
// expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
"scf.index_switch"(%c) <{cases = array<i64: 1>}> ({
  "scf.yield"() : () -> ()
}) : (index) -> ()

// -----

// expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
"scf.yield"() : () -> ()

// -----

%lb = "arith.constant"() <{value = 1 : index}> : () -> index
// expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
"scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%i: index, %j: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()

// -----

%lb = "arith.constant"() <{value = 1 : index}> : () -> index
%f = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
%r = "scf.parallel"(%lb, %lb, %lb, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
^bb0(%i: index):
  // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
  "scf.reduce"(%f) ({
  ^bb0(%a: f32):
    "scf.reduce.return"(%a) : (f32) -> ()
  }) : (f32) -> ()
}) : (index, index, index, f32) -> f32

// -----

// The bounds' same-type predicate is checked before the region constraint.
%i = "arith.constant"() <{value = 0 : index}> : () -> index
%w = "arith.constant"() <{value = 9 : i16}> : () -> i16
// expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
"scf.for"(%i, %i, %w) ({}) : (index, index, i16) -> ()

// -----

// Repeated case values parse; the verifier rejects them.
func.func @repeated_case(%x : index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 7}}
  scf.index_switch %x
  case 7 {
    scf.yield
  }
  case 7 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
