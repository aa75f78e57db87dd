// Checks whose presence or wording differs between MLIR 19 and later versions; each chunk
// is as mlir-opt 19 has it (accepted, or refused with its words).

// A masked op that is not maskable is not checked further.
func.func @mask_of_unmaskable(%m: vector<8xi1>, %a: i32) -> i32 {
  %0 = vector.mask %m { arith.addi %a, %a : i32 } : vector<8xi1> -> i32
  return %0 : i32
}

// -----

// A shape cast may change how many dimensions are scalable.
func.func @shape_cast_scalable(%a: vector<[4]x2xf32>) -> vector<8xf32> {
  %0 = vector.shape_cast %a : vector<[4]x2xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// gather_dims need not match the last dimension of the indices.
func.func @gather_dims_count(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) -> tensor<1x2x1x5x1xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x5x1xf32>
  return %0 : tensor<1x2x1x5x1xf32>
}

// -----

func.func @pointer_difference(%a: !emitc.ptr<i32>) -> !emitc.ptrdiff_t {
  // expected-error @+1 {{'emitc.sub' op requires that the result is an integer or of opaque type if lhs and rhs are pointers}}
  %0 = emitc.sub %a, %a : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> !emitc.ptrdiff_t
  return %0 : !emitc.ptrdiff_t
}

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<2xf32>', but was of type 'tensor<2xi32>'}}
"memref.global"() <{sym_name = "element", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<2xf32>', but was of type 'tensor<3xf32>'}}
"memref.global"() <{sym_name = "shape", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

func.func @copyprivate_count(%a: memref<i32>) {
  // expected-error @+1 {{'omp.single' op inconsistent number of copyPrivate vars (= 2) and functions (= 1), both must be equal}}
  "omp.single"(%a, %a) <{operandSegmentSizes = array<i32: 0, 0, 2>, copyprivate_funcs = [@f]}> ({
    omp.terminator
  }) : (memref<i32>, memref<i32>) -> ()
  return
}
