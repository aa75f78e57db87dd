// Ops whose result types ODS derives from their operands (InferTypeOpInterface appended by
// mlir-tblgen): written result types that pass the ops' constraints but are not the inferred
// ones are refused by the interface's verifier, after the ops' own checks.

#ring = #polynomial.ring<coefficientType = i32>
!p = !polynomial.polynomial<ring = #ring>
func.func @polynomial_add(%a: tensor<?x!p>, %b: tensor<?x!p>) -> tensor<4x!p> {
  // expected-error@+2 {{'polynomial.add' op inferred type(s) 'tensor<?x!polynomial.polynomial<ring = <coefficientType = i32>>>' are incompatible with return type(s) of operation 'tensor<4x!polynomial.polynomial<ring = <coefficientType = i32>>>'}}
  // expected-error@+1 {{'polynomial.add' op failed to infer returned types}}
  %0 = "polynomial.add"(%a, %b) : (tensor<?x!p>, tensor<?x!p>) -> tensor<4x!p>
  return %0 : tensor<4x!p>
}

// -----

func.func @sparse_tensor_load(%t: tensor<?xf32, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>) {
  // expected-error@+2 {{'sparse_tensor.load' op inferred type(s) 'tensor<?xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>' are incompatible with return type(s) of operation 'tensor<4xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>'}}
  // expected-error@+1 {{'sparse_tensor.load' op failed to infer returned types}}
  %0 = "sparse_tensor.load"(%t) : (tensor<?xf32, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>) -> tensor<4xf32, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>
  return
}

// -----

func.func @spirv_fadd(%a: vector<4xf32>) {
  // The op's own constraints come first.
  // expected-error@+1 {{'spirv.FAdd' op requires the same type for all operands and results}}
  %0 = "spirv.FAdd"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf16>
  return
}

// -----

// SameOperandsAndResultType reads only the sizes of a scalable dimension: the inferred type
// is what refuses it.
func.func @scalable_against_fixed(%a: vector<[4]xf32>) -> vector<4xf32> {
  // expected-error@+2 {{'llvm.intr.fabs' op inferred type(s) 'vector<[4]xf32>' are incompatible with return type(s) of operation 'vector<4xf32>'}}
  // expected-error@+1 {{'llvm.intr.fabs' op failed to infer returned types}}
  %0 = "llvm.intr.fabs"(%a) : (vector<[4]xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}
