// Properties of upstream ops checked against their storage classes (property conversion) and
// constraints (verifyInherentAttrs); messages confirmed with mlir-opt 19.

func.func @a() {
// expected-error @+1 {{invalid properties {ordering = 3 : i64} for op llvm.fence: Invalid attribute `ordering` in property conversion: 3 : i64}}
  "llvm.fence"() <{ordering = 3 : i64}> : () -> ()
  return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i32) {
// expected-error @+1 {{invalid properties {bin_op = 17 : i64, ordering = 2 : i64} for op llvm.atomicrmw: Invalid attribute `bin_op` in property conversion: 17 : i64}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 17 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
  return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i32) {
// expected-error @+1 {{invalid properties {bin_op = 1 : i32, ordering = 2 : i64} for op llvm.atomicrmw: Invalid attribute `bin_op` in property conversion: 1 : i32}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i32, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
  return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type}}
  "llvm.call"(%a) <{callee = @g, var_callee_type = i32, fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (i32) -> ()
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() <{sym_name = "f", function_type = (i32) -> i32, CConv = #llvm.cconv<ccc>, linkage = #llvm.linkage<external>, visibility_ = 0 : i64}> ({
}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 7 : i64} for op llvm.func: Invalid attribute `visibility_` in property conversion: 7 : i64}}
"llvm.func"() <{sym_name = "f", function_type = !llvm.func<void ()>, CConv = #llvm.cconv<ccc>, linkage = #llvm.linkage<external>, visibility_ = 7 : i64}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'emitc.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"emitc.func"() <{sym_name = "f", function_type = i32}> ({
}) : () -> ()

// -----

func.func @a(%x: tensor<1x2x2x1xf32>) {
// expected-error @+1 {{'tosa.resize' op attribute 'mode' failed to satisfy constraint: Supported resize/upsampling strategies}}
  %0 = "tosa.resize"(%x) <{mode = "FOO", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>}> : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
"gpu.binary"() <{sym_name = "b", objects = []}> : () -> ()

// -----

// expected-error @+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @d [1 : i32] {
}

// -----

// expected-error @+1 {{'shape.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"shape.func"() <{sym_name = "f", function_type = i32}> ({
}) : () -> ()

// -----

func.func @a() {
// expected-error @+1 {{'llvm.fence' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  "llvm.fence"() {ordering = 3 : i64} : () -> ()
  return
}

// -----

func.func @a() {
// expected-error @+1 {{'llvm.fence' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  "llvm.fence"() {ordering = 4 : i32} : () -> ()
  return
}

// -----

func.func @a() {
// expected-error @+1 {{'llvm.fence' op attribute 'syncscope' failed to satisfy constraint: string attribute}}
  "llvm.fence"() {ordering = 4 : i64, syncscope = 3} : () -> ()
  return
}

// -----

func.func @a(%x: tensor<1x2x2x1xf32>) {
// expected-error @+1 {{'tosa.resize' op attribute 'mode' failed to satisfy constraint: Supported resize/upsampling strategies}}
  %0 = "tosa.resize"(%x) {mode = 3 : i32, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @a(%x: tensor<1x2x2x1xf32>) {
// expected-error @+1 {{invalid properties {border = array<i64: 0, 0>, mode = 3 : i32, offset = array<i64: 0, 0>, scale = array<i64: 2, 1, 2, 1>} for op tosa.resize: Invalid attribute `mode` in property conversion: 3 : i32}}
  %0 = "tosa.resize"(%x) <{mode = 3 : i32, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>}> : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

llvm.func @f(%a: i32) {
// expected-error @+1 {{invalid properties {CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = "g", fastmathFlags = #llvm.fastmath<none>} for op llvm.call: Invalid attribute `callee` in property conversion: "g"}}
  "llvm.call"(%a) <{callee = "g", fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error @+1 {{invalid properties {CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = 1 : i64} for op llvm.call: Invalid attribute `fastmathFlags` in property conversion: 1 : i64}}
  "llvm.call"(%a) <{callee = @g, fastmathFlags = 1, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (i32) -> ()
  llvm.return
}
