// emitc.assign's operand rules and emitc.get_global's symbol check, with MLIR 19's messages.

func.func @assign_to_argument(%a: i32, %b: i32) {
  // expected-error @+1 {{'emitc.assign' op requires first operand (<block argument> of type 'i32' at index: 0) to be a get_global, member, member of pointer, subscript or variable}}
  emitc.assign %b : i32 to %a : i32
  return
}

// -----

func.func @assign_to_constant(%b: i32) {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'emitc.assign' op requires first operand (%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32) to be a get_global, member, member of pointer, subscript or variable}}
  emitc.assign %b : i32 to %c : i32
  return
}

// -----

func.func @assign_other_type(%b: i16) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> i32
  // expected-error @+1 {{'emitc.assign' op requires value's type ('i16') to match variable's type ('i32')}}
  emitc.assign %b : i16 to %v : i32
  return
}

// -----

emitc.global @g : i32

func.func @get_global_type() {
  // expected-error @+1 {{'emitc.get_global' op result type 'i64' does not match type 'i32' of the global @g}}
  %0 = emitc.get_global @g : i64
  return
}

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'emitc.get_global' op 'nowhere' does not reference a valid emitc.global}}
  %0 = emitc.get_global @nowhere : i64
  return
}
