// Which types emitc's ops accept (MLIR's emitc::isSupportedEmitCType, isSupportedFloatType,
// isIntegerIndexOrOpaqueType).

func.func @i2(%a: i2) {
  // expected-error @+1 {{'emitc.logical_not' op operand #0 must be type supported by EmitC, but got 'i2'}}
  %0 = "emitc.logical_not"(%a) : (i2) -> i1
  return
}

// -----

func.func @dynamic_tensor(%a: tensor<?xi32>) {
  // expected-error @+1 {{'emitc.logical_not' op operand #0 must be type supported by EmitC, but got 'tensor<?xi32>'}}
  %0 = "emitc.logical_not"(%a) : (tensor<?xi32>) -> i1
  return
}

// -----

func.func @pointer_to_unsupported(%a: !emitc.ptr<i2>) {
  // expected-error @+1 {{'emitc.logical_not' op operand #0 must be type supported by EmitC, but got '!emitc.ptr<i2>'}}
  %0 = "emitc.logical_not"(%a) : (!emitc.ptr<i2>) -> i1
  return
}

// -----

func.func @supported(%a: !emitc.ptr<!emitc.ptr<f32>>, %b: !emitc.array<4xi32>, %c: tensor<4xi32>, %d: tuple<i32, f32>, %e: tf32, %f: !emitc.size_t, %g: ui8) {
  %0 = "emitc.logical_not"(%a) : (!emitc.ptr<!emitc.ptr<f32>>) -> i1
  %1 = "emitc.logical_not"(%b) : (!emitc.array<4xi32>) -> i1
  %2 = "emitc.logical_not"(%c) : (tensor<4xi32>) -> i1
  %3 = "emitc.logical_not"(%d) : (tuple<i32, f32>) -> i1
  %4 = "emitc.logical_not"(%e) : (tf32) -> i1
  %5 = "emitc.logical_not"(%f) : (!emitc.size_t) -> i1
  %6 = "emitc.logical_not"(%g) : (ui8) -> i1
  return
}

// -----

func.func @half(%a: f16) {
  // expected-error @+1 {{'emitc.mul' op operand #0 must be floating-point type supported by EmitC or integer, index or opaque type supported by EmitC, but got 'f16'}}
  %0 = "emitc.mul"(%a, %a) : (f16, f16) -> f16
  return
}

// -----

func.func @float_remainder(%a: f32) {
  // expected-error @+1 {{'emitc.rem' op operand #0 must be integer, index or opaque type supported by EmitC, but got 'f32'}}
  %0 = "emitc.rem"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

// expected-error @+1 {{invalid array element type}}
func.func @array_of_i2(%a: !emitc.array<4xi2>) { return }

// -----

// expected-error @+1 {{dimensions must have positive size}}
func.func @empty_array(%a: !emitc.array<0xi32>) { return }

// -----

// expected-error @+1 {{shape must not be empty}}
func.func @no_shape(%a: !emitc.array<i32>) { return }

// -----

// expected-error @+1 {{expected static shape}}
func.func @dynamic_array(%a: !emitc.array<?xi32>) { return }

// -----

// expected-error @+1 {{unknown  type `lvalue` in dialect `emitc`}}
func.func @lvalue(%a: !emitc.lvalue<i32>) { return }

// -----

// expected-error @+2 {{unknown  type `foo` in dialect `emitc`}}
// expected-error @+1 {{failed to parse EmitC_PointerType parameter 'pointee' which is to be a `Type`}}
func.func @nested_unknown(%a: !emitc.ptr<!emitc.foo>) { return }
