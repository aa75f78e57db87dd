// A Toy program in the dialect's custom syntax (examples/toy/Toy.td), inside func.func.
func.func @main() {
  %a = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %b = toy.reshape(%a : tensor<2x3xf64>) to tensor<3x2xf64>
  %t = toy.transpose %a : tensor<2x3xf64> to tensor<3x2xf64>
  %p = toy.mul %b, %t : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  %r = toy.round <nearest> %p : tensor<3x2xf64>
  %l = toy.label %r <"scaled", 2> : tensor<3x2xf64>
  %s = toy.struct_constant [dense<1.0> : tensor<f64>, dense<[2.0, 3.0]> : tensor<2xf64>] : !toy.struct<tensor<f64>, tensor<2xf64>>
  %e = toy.struct_access %s[1] : !toy.struct<tensor<f64>, tensor<2xf64>> -> tensor<2xf64>
  toy.print %l : tensor<3x2xf64>
  toy.print %e : tensor<2xf64>
  return
}
