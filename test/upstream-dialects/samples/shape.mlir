func.func @f(%shape : !shape.shape, %t: tensor<?xindex>, %w: !shape.witness) -> !shape.size {
  %init = shape.const_size 1
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> !shape.size {
    ^bb0(%index : index, %extent : !shape.size, %acc : !shape.size):
      %acc_next = shape.mul %acc, %extent
          : !shape.size, !shape.size -> !shape.size
      shape.yield %acc_next : !shape.size
  }
  %0 = shape.const_shape [1, 2, 3] : !shape.shape
  %2 = shape.const_shape [4, 4, 4] : tensor<3xindex>
  %3 = shape.const_shape [] : tensor<0xindex>
  %r = shape.assuming %w -> !shape.shape {
    %x = shape.const_shape [] : !shape.shape
    shape.assuming_yield %x : !shape.shape
  }
  shape.assuming %w {
    %x = shape.const_shape [] : !shape.shape
  }
  %c2 = shape.const_size 2
  %w4 = shape.const_witness true
  %b = shape.broadcast %t, %t : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %m = shape.meet %0, %0, error="x" : !shape.shape, !shape.shape -> !shape.shape
  return %num_elements : !shape.size
}
shape.function_library @shape_lib {
  shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape_of %arg : !shape.value_shape -> !shape.shape
    return %0 : !shape.shape
  }
} mapping {
  test.same_operand_result_type = @same_result_shape
}
