// A dynamic index list that fails to parse: MLIR adds its own error at the op's name.

func.func @typed_index(%m: memref<16xi8>, %i: index) {
  // expected-error@+2 {{expected ']' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[%i : index] [4] [1] : memref<16xi8> to memref<4xi8, strided<[1], offset: ?>>
  return
}

// -----

func.func @word_size(%t: tensor<16xi8>) {
  // expected-error@+2 {{custom op 'tensor.extract_slice' expected integer value}}
  // expected-error@+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0] [four] [1] : tensor<16xi8> to tensor<4xi8>
  return
}
