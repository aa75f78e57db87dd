// Toy values whose shapes are left open (tensor<*xf64>) until toy-shape-inference works
// them out from the constant they start from.
func.func @main() {
  %a = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %u = toy.cast %a : tensor<2x3xf64> to tensor<*xf64>
  %t = toy.transpose %u : tensor<*xf64> to tensor<*xf64>
  %p = toy.mul %t, %t : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  %s = toy.add %p, %p : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  toy.print %s : tensor<*xf64>
  return
}
