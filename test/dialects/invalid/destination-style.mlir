// DestinationStyleOpInterface's checks (MLIR's verifyDestinationStyleOpInterface) on every op
// that declares the interface: linalg's structured ops and softmax, scf.forall, vector.transfer_write,
// tensor's insert_slice; bufferization.materialize_in_destination into a memref has no result.
func.func @generic_missing_result(%t: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}

// -----

func.func @generic_result_type(%t: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<?xf32>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @softmax_result(%t: tensor<2x4xf32>, %d: tensor<2x4xf32>) -> tensor<2x?xf32> {
  // expected-error @+1 {{'linalg.softmax' op expected type of operand #1 ('tensor<2x4xf32>') to match type of corresponding result ('tensor<2x?xf32>')}}
  %0 = linalg.softmax dimension(1) ins(%t : tensor<2x4xf32>) outs(%d : tensor<2x4xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

func.func @softmax_no_result(%t: tensor<2x4xf32>, %d: tensor<2x4xf32>) {
  // expected-error @+1 {{'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.softmax dimension(1) ins(%t : tensor<2x4xf32>) outs(%d : tensor<2x4xf32>)
  return
}

// -----

func.func @transfer_write_tensor_no_result(%v: vector<4xf32>, %t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  "vector.transfer_write"(%v, %t, %i) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @materialize_memref_result(%s: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %s in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @insert_slice_generic(%s: tensor<2xf32>, %d: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @matmul_mixed(%a: memref<2x2xf32>, %t: tensor<2x2xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.matmul ins(%a, %a : memref<2x2xf32>, memref<2x2xf32>) outs(%t : tensor<2x2xf32>)
  return
}
