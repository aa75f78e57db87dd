// ODS constraints of upstream ops (generators/upstream/constraints.ts): operand and result
// types, attributes, predicate traits and type-relation traits, in mlir-opt 19's order.

func.func @operand_type(%x: f32) -> f32 {
  %0 = "complex.abs"(%x) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @result_type(%x: complex<f32>) {
  %0 = "complex.abs"(%x) : (complex<f32>) -> i32
  return
}

// -----

func.func @same_element_type(%a: f32) {
  %0 = "vector.broadcast"(%a) : (f32) -> vector<4xi32>
  return
}

// -----

func.func @same_operands_and_result_type(%a: complex<f32>, %b: complex<f64>) {
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @async_token(%i: i32) {
  "gpu.wait"(%i) : (i32) -> ()
  return
}

// -----
func.func @attribute_constraint(%v: vector<4x4xf32>) {
  %0 = "vector.extract_strided_slice"(%v) <{offsets = [0 : i32], sizes = [2], strides = [1]}> : (vector<4x4xf32>) -> vector<2x4xf32>
  return
}

// -----
func.func @attribute_before_operand(%x: i32) {
  %0 = "vector.extract_strided_slice"(%x) <{offsets = [0 : i32], sizes = [2], strides = [1]}> : (i32) -> vector<2x4xf32>
  return
}

// -----

func.func @pointer_like(%x: i32, %v: i32) {
  omp.atomic.write %x = %v : i32, i32
  return
}

// -----

func.func @vector_kind(%x: f32) {
  %0 = vector.splat %x : memref<8xf32>
  return
}

// -----

func.func @types_match(%m: memref<4xf32>, %i: index, %v: vector<4xf64>) {
  "vector.maskedload"(%m, %i, %v, %v) : (memref<4xf32>, index, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  return
}
