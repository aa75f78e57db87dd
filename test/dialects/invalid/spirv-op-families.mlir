// spirv's group, matrix, cooperative and joint matrix, memory semantics and value-op verifiers:
// execution scopes, cluster sizes, broadcast ids, matrix shapes, orderings, Select, FrexpStruct, Ldexp.

func.func @reduce_in_device_scope(%x : i32) -> i32 {
  // expected-error @+1 {{'spirv.GroupNonUniformIMul' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupNonUniformIMul "CrossDevice" "InclusiveScan" %x : i32
  return %0 : i32
}

// -----

func.func @cluster_size_zero(%x : f32) -> f32 {
  %zero = spirv.Constant 0 : i32
  // expected-error @+1 {{'spirv.GroupNonUniformFMin' op cluster size operand must be a power of two}}
  %0 = spirv.GroupNonUniformFMin "Subgroup" "ClusteredReduce" %x cluster_size(%zero) : f32
  return %0 : f32
}

// -----

func.func @cluster_size_argument(%x : i32, %n : i32) -> i32 {
  // expected-error @+1 {{'spirv.GroupNonUniformSMax' op cluster size operand must come from a constant op}}
  %0 = spirv.GroupNonUniformSMax "Workgroup" "Reduce" %x cluster_size(%n) : i32
  return %0 : i32
}

// -----

func.func @two_component_local_id_is_fine_but_eight_is_not(%v : vector<2xf16>, %id : vector<2xi32>, %id8 : vector<8xi32>) {
  %0 = spirv.GroupBroadcast <Workgroup> %v, %id : vector<2xf16>, vector<2xi32>
  // expected-error @+1 {{'spirv.GroupBroadcast' op localid is a vector and can be with only  2 or 3 components, actual number is 8}}
  %1 = spirv.GroupBroadcast <Workgroup> %v, %id8 : vector<2xf16>, vector<8xi32>
  return
}

// -----

func.func @shuffle_down_signed_delta(%v : i64, %d : si32) -> i64 {
  // expected-error @+1 {{'spirv.GroupNonUniformShuffleDown' op second operand must be a singless/unsigned integer}}
  %0 = spirv.GroupNonUniformShuffleDown <Subgroup> %v, %d : i64, si32
  return %0 : i64
}

// -----

func.func @group_fmin_queue_family(%x : f16) -> f16 {
  // expected-error @+1 {{'spirv.GroupFMin' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupFMin <QueueFamily> <ExclusiveScan> %x : f16
  return %0 : f16
}

// -----

func.func @decrement_seq_cst_and_acquire(%p : !spirv.ptr<i64, Workgroup>) -> i64 {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  %0 = spirv.AtomicIDecrement <Device> <Acquire|SequentiallyConsistent|WorkgroupMemory> %p : !spirv.ptr<i64, Workgroup>
  return %0 : i64
}

// -----

func.func @compare_exchange_keeps_both_orderings(%p : !spirv.ptr<i32, Workgroup>, %v : i32, %c : i32) -> i32 {
  %0 = spirv.AtomicCompareExchange <Device> <AcquireRelease|SequentiallyConsistent> <Acquire> %p, %v, %c : !spirv.ptr<i32, Workgroup>
  return %0 : i32
}

// -----

func.func @control_barrier_release_and_seq_cst() {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  spirv.ControlBarrier <Subgroup>, <Workgroup>, <Release|SequentiallyConsistent>
  return
}

// -----

func.func @select_two_lanes_into_four(%c : vector<2xi1>, %a : vector<4xf16>) -> vector<4xf16> {
  // expected-error @+1 {{'spirv.Select' op result should have the same number of elements as the condition when condition is of vector type}}
  %0 = spirv.Select %c, %a, %a : vector<2xi1>, vector<4xf16>
  return %0 : vector<4xf16>
}

// -----

func.func @frexp_vector_exponent_i16(%x : vector<2xf32>) {
  // expected-error @+1 {{member one of the resulting struct type mustbe a scalar or vector of 32 bit integer type}}
  %0 = spirv.GL.FrexpStruct %x : vector<2xf32> -> !spirv.struct<(vector<2xf32>, vector<2xi16>)>
  return
}

// -----

func.func @frexp_three_members(%x : f64) {
  // expected-error @+1 {{result type must be a struct type with two memebers}}
  %0 = spirv.GL.FrexpStruct %x : f64 -> !spirv.struct<(f64, i32, i32)>
  return
}

// -----

func.func @ldexp_lanes(%x : vector<4xf16>, %e : vector<2xi32>) {
  // expected-error @+1 {{'spirv.GL.Ldexp' op operands must have the same number of elements}}
  %0 = spirv.GL.Ldexp %x : vector<4xf16>, %e : vector<2xi32> -> vector<4xf16>
  return
}

// -----

func.func @transpose_keeps_columns(%m : !spirv.matrix<2 x vector<4xf16>>) {
  // expected-error @+1 {{input matrix columns count must be equal to output matrix rows count}}
  %0 = spirv.Transpose %m : !spirv.matrix<2 x vector<4xf16>> -> !spirv.matrix<4 x vector<4xf16>>
  return
}

// -----

func.func @product_rows(%a : !spirv.matrix<2 x vector<4xf32>>, %b : !spirv.matrix<3 x vector<2xf32>>) {
  // expected-error @+1 {{left and result matrices must have equal rows' count}}
  %0 = spirv.MatrixTimesMatrix %a, %b : !spirv.matrix<2 x vector<4xf32>>, !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<3 x vector<3xf32>>
  return
}

// -----

func.func @product_right_component(%a : !spirv.matrix<2 x vector<4xf32>>, %b : !spirv.matrix<3 x vector<2xf16>>) {
  // expected-error @+1 {{right and result matrices' component type must be the same}}
  %0 = spirv.MatrixTimesMatrix %a, %b : !spirv.matrix<2 x vector<4xf32>>, !spirv.matrix<3 x vector<2xf16>> -> !spirv.matrix<3 x vector<4xf32>>
  return
}

// -----

func.func @scale_by_other_float(%m : !spirv.matrix<4 x vector<2xf16>>, %s : f32) {
  // expected-error @+1 {{'spirv.MatrixTimesScalar' op input matrix components' type and scaling value must have the same type}}
  %0 = spirv.MatrixTimesScalar %m, %s : !spirv.matrix<4 x vector<2xf16>>, f32
  return
}

// -----

spirv.func @coop_load_from_matrix_pointer(%p : !spirv.ptr<!spirv.matrix<2 x vector<2xf32>>, Workgroup>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op Pointer must point to a scalar or vector type but provided '!spirv.matrix<2 x vector<2xf32>>'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<!spirv.matrix<2 x vector<2xf32>>, Workgroup>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @coop_load_visible_is_fine_available_is_not(%p : !spirv.ptr<f16, StorageBuffer>, %s : i64) "None" {
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <ColumnMajor>, <MakePointerVisible> : !spirv.ptr<f16, StorageBuffer>, i64 -> !spirv.coopmatrix<8x8xf16, Subgroup, MatrixB>
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op not compatible with memory operand 'MakePointerAvailable'}}
  %1 = spirv.KHR.CooperativeMatrixLoad %p, %s, <ColumnMajor>, <Nontemporal|MakePointerAvailable> : !spirv.ptr<f16, StorageBuffer>, i64 -> !spirv.coopmatrix<8x8xf16, Subgroup, MatrixB>
  spirv.Return
}

// -----

spirv.func @coop_store_aligned(%p : !spirv.ptr<f16, StorageBuffer>, %m : !spirv.coopmatrix<8x8xf16, Subgroup, MatrixB>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op has unhandled memory operand 'Aligned'}}
  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <RowMajor>, <MakePointerAvailable|Aligned> : !spirv.ptr<f16, StorageBuffer>, !spirv.coopmatrix<8x8xf16, Subgroup, MatrixB>, i32
  spirv.Return
}

// -----

spirv.func @coop_muladd_k(%a : !spirv.coopmatrix<4x8xi8, Workgroup, MatrixA>, %b : !spirv.coopmatrix<4x2xi8, Workgroup, MatrixB>, %c : !spirv.coopmatrix<4x2xi32, Workgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'K'}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<4x8xi8, Workgroup, MatrixA>, !spirv.coopmatrix<4x2xi8, Workgroup, MatrixB> -> !spirv.coopmatrix<4x2xi32, Workgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @coop_muladd_signed_floats(%a : !spirv.coopmatrix<4x4xf32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<4x4xf32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<4x4xf32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op Matrix Operands require all matrix element types to be Integer Types}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <BSigned> : !spirv.coopmatrix<4x4xf32, Subgroup, MatrixA>, !spirv.coopmatrix<4x4xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<4x4xf32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @joint_load_from_function_memory(%p : !spirv.ptr<f16, Function>, %s : i64) "None" {
  // expected-error @+1 {{Pointer storage class must be Workgroup or CrossWorkgroup but provided Function}}
  %0 = spirv.INTEL.JointMatrixLoad <Workgroup> <ColumnMajor> %p, %s : (!spirv.ptr<f16, Function>, i64) -> !spirv.jointmatrix<4x4xf16, ColumnMajor, Workgroup>
  spirv.Return
}

// -----

spirv.func @joint_store_through_array_pointer(%p : !spirv.ptr<!spirv.array<2 x f16>, CrossWorkgroup>, %m : !spirv.jointmatrix<4x4xf16, RowMajor, Subgroup>, %s : i32) "None" {
  // expected-error @+1 {{Pointer must point to a scalar or vector type but provided '!spirv.array<2 x f16>'}}
  spirv.INTEL.JointMatrixStore <Subgroup> <RowMajor> %p, %m, %s : (!spirv.ptr<!spirv.array<2 x f16>, CrossWorkgroup>, !spirv.jointmatrix<4x4xf16, RowMajor, Subgroup>, i32)
  spirv.Return
}

// -----

spirv.func @joint_mad_mixed_inputs(%a : !spirv.jointmatrix<2x4xi8, RowMajor, Subgroup>, %b : !spirv.jointmatrix<4x2xi16, RowMajor, Subgroup>, %c : !spirv.jointmatrix<2x2xi32, RowMajor, Subgroup>) "None" {
  // expected-error @+1 {{'spirv.INTEL.JointMatrixMad' op matrix element type must match}}
  %r = spirv.INTEL.JointMatrixMad <Subgroup> %a, %b, %c : !spirv.jointmatrix<2x4xi8, RowMajor, Subgroup>, !spirv.jointmatrix<4x2xi16, RowMajor, Subgroup> -> !spirv.jointmatrix<2x2xi32, RowMajor, Subgroup>
  spirv.Return
}

// -----

spirv.func @joint_mad_accumulator_scope(%a : !spirv.jointmatrix<2x4xi8, RowMajor, Subgroup>, %b : !spirv.jointmatrix<4x2xi8, RowMajor, Subgroup>, %c : !spirv.jointmatrix<2x2xi32, RowMajor, Workgroup>) "None" {
  // expected-error @+1 {{'spirv.INTEL.JointMatrixMad' op matrix scope must match}}
  %r = spirv.INTEL.JointMatrixMad <Subgroup> %a, %b, %c : !spirv.jointmatrix<2x4xi8, RowMajor, Subgroup>, !spirv.jointmatrix<4x2xi8, RowMajor, Subgroup> -> !spirv.jointmatrix<2x2xi32, RowMajor, Workgroup>
  spirv.Return
}
