// What the Toy dialect's verifiers (toy-hooks.ts) and its ODS constraints refuse, one case
// per split, with the diagnostics toy-opt reports:
//   toy-opt --split-input-file --verify-diagnostics examples/toy/invalid.mlir

func.func @not_a_transpose() {
  %a = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  // expected-error @+1 {{'toy.transpose' op result type tensor<2x3xf64> is not the transpose of tensor<2x3xf64>}}
  %t = toy.transpose %a : tensor<2x3xf64> to tensor<2x3xf64>
  return
}

// -----

func.func @reshape_loses_elements() {
  %a = toy.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  // expected-error @+1 {{'toy.reshape' op cannot reshape 3 elements into tensor<2x2xf64> (4 elements)}}
  %b = toy.reshape(%a : tensor<3xf64>) to tensor<2x2xf64>
  return
}

// -----

func.func @reshape_to_dynamic(%a: tensor<4xf64>) {
  // expected-error @+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<?xf64>'}}
  %b = toy.reshape(%a : tensor<4xf64>) to tensor<?xf64>
  return
}

// -----

func.func @index_out_of_range(%s: !toy.struct<tensor<f64>>) {
  // expected-error @+1 {{'toy.struct_access' op index 1 is out of range for !toy.struct<tensor<f64>>}}
  %e = toy.struct_access %s[1] : !toy.struct<tensor<f64>> -> tensor<f64>
  return
}

// -----

func.func @wrong_element_type(%s: !toy.struct<tensor<f64>, tensor<2xf64>>) {
  // expected-error @+1 {{'toy.struct_access' op result type tensor<f64> does not match element 1 of !toy.struct<tensor<f64>, tensor<2xf64>>, tensor<2xf64>}}
  %e = toy.struct_access %s[1] : !toy.struct<tensor<f64>, tensor<2xf64>> -> tensor<f64>
  return
}

// -----

// expected-error @+1 {{a struct element is an f64 tensor or a struct, not i32}}
func.func @bad_struct(%s: !toy.struct<i32>) {
  return
}

// -----

func.func @constant_not_of_its_type() {
  // expected-error @+1 {{'toy.struct_constant' op value does not match the element types of !toy.struct<tensor<2xf64>>}}
  %s = toy.struct_constant [dense<1.0> : tensor<f64>] : !toy.struct<tensor<2xf64>>
  return
}

// -----

func.func @returns_too_little() -> tensor<f64> {
  %a = toy.constant dense<1.0> : tensor<f64>
  // expected-error @+1 {{'toy.return' op returns () from a function that returns (tensor<f64>)}}
  toy.return
}

// -----

func.func @not_a_rounding(%a: tensor<2xf64>) {
  // expected-error @+2 {{custom op 'toy.round' expected ::toy::Rounding to be one of: nearest, down, up}}
  // expected-error @+1 {{custom op 'toy.round' failed to parse Toy_RoundingAttr parameter 'value' which is to be a `::toy::Rounding`}}
  %r = toy.round <sideways> %a : tensor<2xf64>
  return
}
