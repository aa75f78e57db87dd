// scf.forall: a loop mapped to processing units keeps its single-iteration dimensions and
// their induction variables (MLIR 19 has no pattern replacing them by the lower bounds);
// the same loop unmapped is inlined with the lower bounds in their place.
// NEEDS: nothing
// FULL: same
func.func @mapped(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (0, 4) to (1, 5) step (8, 8) shared_outs (%o = %0) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %t[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  } { mapping = [#gpu.thread<y>, #gpu.thread<x>] }
  return %1 : tensor<8x8xf32>
}

func.func @unmapped(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (0, 4) to (1, 5) step (8, 8) shared_outs (%o = %0) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %t[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}
