// gpu's C++ verifiers (src/dialects/gpu/): launches, kernel containers, functions,
// reductions, memory ops and mma matrices.

func.func @launch_counts(%n : index) {
  // expected-error@+1 {{expected 6 or more operands, but found 4}}
  "gpu.launch"(%n, %n, %n, %n) ({
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>} : (index, index, index, index) -> ()
  return
}

// -----

func.func @launch_region_arguments(%n : index) {
  // expected-error@+1 {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%n, %n, %n, %n, %n, %n) ({
  ^bb0(%a: index, %b: index):
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>} : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_partial_cluster(%n : index) {
  // expected-error@+1 {{'gpu.launch' op cluster size must be all present}}
  "gpu.launch"(%n, %n, %n, %n, %n, %n, %n) ({
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>} : (index, index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_exit(%n : index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%a, %b, %c) in (%x = %n, %y = %n, %z = %n) threads(%d, %e, %f) in (%u = %n, %v = %n, %w = %n) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    gpu.yield
  }
  return
}

// -----

func.func @launch_attribution(%n : index) {
  // expected-error@+1 {{'gpu.launch' op expected memory space workgroup in attribution}}
  gpu.launch blocks(%a, %b, %c) in (%x = %n, %y = %n, %z = %n) threads(%d, %e, %f) in (%u = %n, %v = %n, %w = %n) workgroup(%m : memref<4xf32, #gpu.address_space<private>>) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_func_container(%n : index) {
  // expected-error@+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @mod::@fn blocks in (%n, %n, %n) threads in (%n, %n, %n)
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.binary @bin [#gpu.object<#nvvm.target, "">]
  func.func @launch_func_cluster_types(%n : index, %m : i32) {
    // expected-error@+1 {{'gpu.launch_func' op expects types of the cluster dimensions must be the same}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n, %n, %m, %n) <{kernel = @bin::@fn, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> : (index, index, index, index, index, index, index, i32, index) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @no_container(%n : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel container 'lib' is undefined}}
    gpu.launch_func @lib::@fn blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func private @lib()
  func.func @container_not_gpu_module(%n : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel module 'lib' is undefined}}
    gpu.launch_func @lib::@fn blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @lib {
    gpu.func @other() kernel {
      gpu.return
    }
  }
  func.func @no_kernel(%n : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function '@lib::@fn' is undefined}}
    gpu.launch_func @lib::@fn blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @lib {
    // expected-note@+1 {{see the kernel definition here}}
    memref.global "private" @fn : memref<2xf32>
  }
  func.func @kernel_not_function(%n : index) {
    // expected-error@+1 {{'gpu.launch_func' op referenced kernel '@lib::@fn' is not a function}}
    gpu.launch_func @lib::@fn blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @lib {
    llvm.func @fn() {
      llvm.return
    }
  }
  func.func @not_a_kernel(%n : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @lib::@fn blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @lib {
    gpu.func @fn(%x : i32, %y : i32) kernel {
      gpu.return
    }
  }
  func.func @kernel_operand_count(%n : index, %v : i32) {
    // expected-error@+1 {{'gpu.launch_func' op got 1 kernel operands but expected 2}}
    gpu.launch_func @lib::@fn blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%v : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @lib {
    gpu.func @fn(%x : i32, %y : i32) kernel {
      gpu.return
    }
  }
  func.func @kernel_operand_type(%n : index, %v : i32, %w : i64) {
    // expected-error@+1 {{'gpu.launch_func' op type of function argument 1 does not match}}
    gpu.launch_func @lib::@fn blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%v : i32, %w : i64)
    return
  }
}

// -----

// expected-error@+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @container_on_function() attributes {gpu.container_module} {
  return
}

// -----

// expected-error@+1 {{'func.func' op gpu.known_grid_size must be a dense i32 array}}
func.func @grid_size_kind() attributes {gpu.known_grid_size = array<i64: 1, 1, 1>} {
  return
}

// -----

// expected-error@+1 {{'func.func' op gpu.known_grid_size must contain exactly 3 elements}}
func.func @grid_size_count() attributes {gpu.known_grid_size = array<i32: 4>} {
  return
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @private_not_memref() private(%p : f32) {
    gpu.return
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected memory space private in attribution}}
  gpu.func @private_space() private(%p : memref<2xf32, #gpu.address_space<global>>) {
    gpu.return
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @kernel_result(%x : f32) -> f32 kernel {
    gpu.return %x : f32
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected at least 3 arguments to body region}}
  "gpu.func"() ({
  ^bb0(%a: f32, %b: f32):
    "gpu.return"() : () -> ()
  }) {function_type = (f32, f32) -> (), sym_name = "too_few", workgroup_attributions = 1 : i64} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected body region argument #1 to be of type 'f32', got 'i32'}}
  "gpu.func"() ({
  ^bb0(%a: f32, %b: i32):
    "gpu.return"() : () -> ()
  }) {function_type = (f32, f32) -> (), sym_name = "argument_type"} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected body with at least one block}}
  "gpu.func"() ({}) {function_type = (i32) -> (), sym_name = "no_body"} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-note@+1 {{return type declared here}}
  gpu.func @return_count(%x : f32) -> f32 {
    // expected-error@+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @funcs {
  gpu.func @return_type(%x : i32) -> f32 {
    // expected-error@+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %x : i32
  }
}

// -----

func.func @reduce_kind_and_body(%x : i32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = "gpu.all_reduce"(%x) ({}) : (i32) -> i32
  return
}

// -----

func.func @reduce_kind_type(%x : i32) {
  // expected-error@+1 {{`maximumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.all_reduce maximumf %x {} : (i32) -> i32
  return
}

// -----

func.func @reduce_arguments(%x : i32) {
  // expected-error@+1 {{expected two region arguments}}
  %r = gpu.all_reduce %x {
  ^bb0(%a : i32, %b : i32, %c : i32):
    gpu.yield %a : i32
  } : (i32) -> i32
  return
}

// -----

func.func @reduce_argument_type(%x : i32) {
  // expected-error@+1 {{incorrect region argument type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a : i64, %b : i32):
    gpu.yield %b : i32
  } : (i32) -> i32
  return
}

// -----

func.func @reduce_yield_count(%x : i32) {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %r = gpu.all_reduce %x {
  ^bb0(%a : i32, %b : i32):
    gpu.yield
  } : (i32) -> i32
  return
}

// -----

func.func @reduce_yield_type(%x : i32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a : i32, %b : i32):
    %c = arith.constant 0.0 : f32
    gpu.yield %c : f32
  } : (i32) -> i32
  return
}

// -----

func.func @reduce_no_yield(%x : i32) {
  // expected-error@+1 {{expected gpu.yield op in region}}
  %r = gpu.all_reduce %x {
  ^bb0(%a : i32, %b : i32):
    cf.br ^bb1
  ^bb1:
    cf.br ^bb1
  } : (i32) -> i32
  return
}

// -----

func.func @subgroup_reduce_scalable(%x : vector<[4]xf32>) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op is not compatible with scalable vector types}}
  %r = gpu.subgroup_reduce add %x : (vector<[4]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @subgroup_reduce_kind(%x : vector<2xf16>) {
  // expected-error@+1 {{`xor` reduction operation is not compatible with type 'vector<2xf16>'}}
  %r = gpu.subgroup_reduce xor %x : (vector<2xf16>) -> vector<2xf16>
  return
}

// -----

func.func @alloc_sizes(%n : index) {
  // expected-error@+1 {{'gpu.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %m = gpu.alloc (%n) : memref<4x4xf32, 1>
  return
}

// -----

func.func @alloc_symbols(%n : index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc () : memref<4xf32, strided<[1], offset: ?>, 1>
  return
}

// -----

func.func @memcpy_elements(%a : memref<4xi8>, %b : memref<4xi16>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xi8>, memref<4xi16>
  return
}

// -----

func.func @memcpy_shapes(%a : memref<4x?xf32>, %b : memref<?x?x?xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4x?xf32>, memref<?x?x?xf32>
  return
}

// -----

func.func @shared_memory_space() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %m = gpu.dynamic_shared_memory : memref<?xi8, 3>
  return
}

// -----

func.func @shared_memory_shape() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
  %m = gpu.dynamic_shared_memory : memref<16xi8, #gpu.address_space<workgroup>>
  return
}

// -----

// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func.func private @mma_operand(!gpu.mma_matrix<8x8xf32, "DOp">)

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func private @mma_rank(!gpu.mma_matrix<8xf32, "COp">)

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, or F32}}
func.func private @mma_element(!gpu.mma_matrix<8x8xi8, "COp">)

// -----

// expected-error@+1 {{unknown gpu type: matrix}}
func.func private @unknown_type(!gpu.matrix)

// -----

func.func @mma_load_stride(%m : memref<32x32xf16, strided<[1, 32]>>, %i : index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[1, 32]>> -> !gpu.mma_matrix<16x16xf16, "BOp">
  return
}

// -----

func.func @mma_store_stride(%c : !gpu.mma_matrix<16x16xf32, "COp">, %m : memref<32x32xf32, strided<[32, 2]>>, %i : index) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, strided<[32, 2]>>
  return
}

// -----

func.func @mma_store_operand(%b : !gpu.mma_matrix<16x16xf32, "BOp">, %m : memref<32x32xf32>, %i : index) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %b, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "BOp">, memref<32x32xf32>
  return
}

// -----

func.func @mma_compute_order(%a : !gpu.mma_matrix<16x16xf16, "AOp">, %c : !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %a, %a, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @mma_compute_shapes(%a : !gpu.mma_matrix<16x8xf16, "AOp">, %b : !gpu.mma_matrix<8x32xf16, "BOp">, %c : !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<8x32xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_segments(%n : index) {
    // expected-error@+1 {{'gpu.launch_func' op operand count (6) does not match with the total size (8) specified in attribute 'operandSegmentSizes'}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>} : (index, index, index, index, index, index) -> ()
    return
  }
}
