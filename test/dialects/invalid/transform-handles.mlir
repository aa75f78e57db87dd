// The transform dialect's handle, value handle and parameter type interfaces, as ODS
// constraints of its ops check them (pdl's operation type is an op handle too).

func.func @param_as_handle(%p: !transform.param<i64>) {
  // expected-error @+1 {{'transform.print' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
  "transform.print"(%p) : (!transform.param<i64>) -> ()
  return
}

// -----

func.func @handles(%a: !transform.any_op, %b: !transform.op<"func.func">, %c: !pdl.operation) {
  "transform.print"(%a) : (!transform.any_op) -> ()
  "transform.print"(%b) : (!transform.op<"func.func">) -> ()
  "transform.print"(%c) : (!pdl.operation) -> ()
  return
}

// -----

func.func @handle_as_param(%h: !transform.any_op) {
  // expected-error @+1 {{'transform.debug.emit_param_as_remark' op operand #0 must be TransformParamTypeInterface instance, but got '!transform.any_op'}}
  "transform.debug.emit_param_as_remark"(%h) : (!transform.any_op) -> ()
  return
}

// -----

func.func @params(%a: !transform.any_param, %b: !transform.affine_map, %c: !transform.type) {
  "transform.debug.emit_param_as_remark"(%a) : (!transform.any_param) -> ()
  "transform.debug.emit_param_as_remark"(%b) : (!transform.affine_map) -> ()
  "transform.debug.emit_param_as_remark"(%c) : (!transform.type) -> ()
  return
}

// -----

func.func @pdl_value_is_no_value_handle(%v: !pdl.value) {
  // expected-error @+1 {{'transform.get_defining_op' op operand #0 must be TransformValueHandleTypeInterface instance, but got '!pdl.value'}}
  %0 = "transform.get_defining_op"(%v) : (!pdl.value) -> !transform.any_op
  return
}

// -----

func.func @op_name(%a: !transform.op<"tensor.emptyx">) {
  // expected-error @+1 {{'transform.bufferization.empty_tensor_to_alloc_tensor' op operand #0 must be Transform IR handle to tensor.empty operations, but got '!transform.op<"tensor.emptyx">'}}
  %0 = "transform.bufferization.empty_tensor_to_alloc_tensor"(%a) : (!transform.op<"tensor.emptyx">) -> !transform.op<"bufferization.alloc_tensor">
  return
}
