func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %f: f32, %m: memref<4x?xf32>, %sh: tensor<2xi32>, %ms: memref<2xi32>, %idx: tensor<1x3x2xindex>, %s: tensor<4x4xf32>) {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %2 = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %3 = tensor.dim %t, %i : tensor<4x?xf32>
  %4 = tensor.expand_shape %1 [[0, 1]] output_shape [4, %i] : tensor<?xf32> into tensor<4x?xf32>
  %5 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %6 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
  %7 = tensor.from_elements %f : tensor<1xf32>
  %8 = tensor.gather %s[%idx] gather_dims([0, 1]) unique : (tensor<4x4xf32>, tensor<1x3x2xindex>) -> tensor<1x3xf32>
  %9 = tensor.generate %i { ^bb0(%a: index, %b: index): tensor.yield %f : f32 } : tensor<4x?xf32>
  %10 = tensor.insert %f into %t[%i, %i] : tensor<4x?xf32>
  %11 = tensor.insert_slice %6 into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
  %12 = tensor.empty() : tensor<2x8x2x2xf32>
  %13 = tensor.pack %s inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %12 : tensor<4x4xf32> -> tensor<2x8x2x2xf32>
  %14 = tensor.pad %t low[1, 1] high[1, 1] { ^bb0(%a: index, %b: index): tensor.yield %f : f32 } : tensor<4x?xf32> to tensor<6x?xf32>
  %15 = tensor.rank %u : tensor<*xf32>
  %16 = tensor.reshape %u(%sh) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %17 = tensor.scatter %8 into %s[%idx] scatter_dims([0, 1]) unique : (tensor<1x3xf32>, tensor<4x4xf32>, tensor<1x3x2xindex>) -> tensor<4x4xf32>
  %18 = tensor.splat %f : tensor<4xf32>
  %19 = tensor.unpack %13 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %s : tensor<2x8x2x2xf32> -> tensor<4x4xf32>
  %20 = tensor.bitcast %t : tensor<4x?xf32> to tensor<4x?xi32>
  %21 = tensor.empty(%i) : tensor<4x?xf32>
  %a0 = memref.alloc(%i) : memref<4x?xf32>
  %a1 = memref.alloca(%i) : memref<4x?xf32>
  %a2 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %a3 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32> into memref<?xf32>
  %a4 = memref.dim %m, %i : memref<4x?xf32>
  %a5 = memref.expand_shape %a3 [[0, 1]] output_shape [4, %i] : memref<?xf32> into memref<4x?xf32>
  %a6 = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %a7:6 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %a8 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  %a9 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x?xf32> to memref<4x4xf32>
  %a10 = memref.reshape %m(%ms) : (memref<4x?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %a11 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x?xf32> to memref<2x2xf32, strided<[?, 1]>>
  %a12 = memref.transpose %a9 (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  %b = memref.alloc() : memref<64xi8>
  %a13 = memref.view %b[%i][] : memref<64xi8> to memref<4x4xf32>
  %a14 = memref.load %m[%i, %i] : memref<4x?xf32>
  %a15 = memref.rank %m : memref<4x?xf32>
  %c = complex.constant [0.1, -1.0] : complex<f64>
  return
}
