// Where an op's format binds an attribute class with its own syntax, a full attribute of
// another class written in its place is refused ('invalid kind of attribute specified').

func.func @other_kind(%v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{custom op 'vector.reduction' invalid kind of attribute specified}}
  %0 = vector.reduction #arith.fastmath<fast>, %v : vector<4xf32> into f32
  return %0 : f32
}

// -----

func.func @same_kind(%v: vector<4xf32>, %a: complex<f32>) -> f32 {
  %0 = vector.reduction #vector.kind<mul>, %v : vector<4xf32> into f32
  return %0 : f32
}

// -----

func.func @complex_other_kind(%a: complex<f32>) -> complex<f32> {
  // expected-error@+1 {{custom op 'complex.add' invalid kind of attribute specified}}
  %0 = complex.add %a, %a fastmath #vector.kind<add> : complex<f32>
  return %0 : complex<f32>
}
