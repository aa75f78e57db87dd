func.func @literal_empty() {
  %0 = emitc.literal "" : i32
  return
}

// -----

emitc.func @two_results(%a: i32) -> (i32, i32) {
  emitc.return %a : i32
}

// -----

emitc.func @return_count(%a: i32) -> i32 {
  emitc.return
}

// -----

emitc.func @return_type(%a: i32) -> i32 {
  %0 = "emitc.constant"() <{value = 1.0 : f32}> : () -> f32
  emitc.return %0 : f32
}

// -----

func.func @for_type(%lb: index, %ub: index, %step: index) {
  "emitc.for"(%lb, %ub, %step) ({
  ^bb0(%i: i32):
    emitc.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @call_unknown() {
  emitc.call @nowhere() : () -> ()
  return
}

// -----

func.func @callee_empty() {
  emitc.call_opaque ""() : () -> ()
  return
}

// -----

func.func @constant_string() {
  %0 = "emitc.constant"() <{value = "x"}> : () -> i32
  return
}

// -----

func.func @constant_type() {
  %0 = "emitc.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @constant_empty_opaque() {
  %0 = "emitc.constant"() <{value = #emitc.opaque<"">}> : () -> i32
  return
}

// -----

emitc.declare_func @missing

// -----

func.func @add_pointers(%a: !emitc.ptr<i32>, %b: !emitc.ptr<i32>) {
  %0 = emitc.add %a, %b : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}

// -----

func.func @apply_bad(%a: i32) {
  %0 = emitc.apply "+"(%a) : (i32) -> i32
  return
}

// -----

emitc.global @both : i32 = 0 {static_specifier, extern_specifier}

// -----

emitc.global @badinit : !emitc.array<2xi32> = 3

// -----

emitc.func @callee(%a: i32) -> i32 {
  emitc.return %a : i32
}
func.func @call_operand_type(%x: i64) {
  %0 = emitc.call @callee(%x) : (i64) -> i32
  return
}

// -----

emitc.func @callee(%a: i32) -> i32 {
  emitc.return %a : i32
}
func.func @call_result_type(%x: i32) {
  %0 = emitc.call @callee(%x) : (i32) -> i64
  return
}

// -----

func.func @sub_rhs_pointer(%a: i32, %b: !emitc.ptr<i32>) {
  %0 = emitc.sub %a, %b : (i32, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}

// -----

func.func @call_opaque_index(%a: i32) {
  emitc.call_opaque "f"(%a) {args = [3 : index]} : (i32) -> ()
  return
}

// -----

emitc.global @arr : !emitc.array<2xi32> = dense<[1, 2]> : tensor<2xi32>
emitc.global @wrong : i32 = 1.0 : f32

// -----

func.func @apply_star(%a: i32) {
  %0 = emitc.apply "*"(%a) : (i32) -> i32
  return
}

// -----

func.func @variable_type() {
  %0 = "emitc.variable"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @empty_opaque_type(%a: !emitc.opaque<"">) {
  return
}

// -----

func.func @pointer_opaque_type(%a: !emitc.opaque<"int *">) {
  return
}
