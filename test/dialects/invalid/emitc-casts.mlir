// emitc.cast converts between integers, index, opaque types, 32/64-bit floats and pointers;
// arrays and tuples are types emitc supports but cannot be cast (MLIR 19).

func.func @from_array(%a: !emitc.array<2xf32>) {
  // expected-error @+1 {{'emitc.cast' op operand type '!emitc.array<2xf32>' and result type '!emitc.ptr<f32>' are cast incompatible}}
  %0 = emitc.cast %a : !emitc.array<2xf32> to !emitc.ptr<f32>
  return
}

// -----

func.func @to_tuple(%a: i64) {
  // expected-error @+1 {{'emitc.cast' op operand type 'i64' and result type 'tuple<i64>' are cast incompatible}}
  %0 = emitc.cast %a : i64 to tuple<i64>
  return
}

// -----

func.func @castable(%a: !emitc.opaque<"handle">, %b: index, %c: !emitc.ptr<i8>) {
  %0 = emitc.cast %a : !emitc.opaque<"handle"> to f64
  %1 = emitc.cast %b : index to !emitc.ptr<i8>
  // expected-error @+1 {{'emitc.cast' op operand type '!emitc.ptr<i8>' and result type 'tuple<i8>' are cast incompatible}}
  %2 = emitc.cast %c : !emitc.ptr<i8> to tuple<i8>
  return
}
