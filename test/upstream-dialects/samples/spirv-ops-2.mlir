// spirv: group broadcasts and reductions in their scopes with clustered reductions of
// constant power-of-two sizes, shuffles, atomics whose semantics set one ordering, barriers,
// vector Select, FrexpStruct and Ldexp, matrix transposes and products, cooperative matrix
// loads, stores and multiply-adds. (INTEL subgroup block reads and writes are left out:
// MLIR 19 prints them without the storage class it reads.)
func.func @groups(%x : f16, %n : i64, %lid : vector<2xi64>, %flag : i1) -> f16 {
  %eight = spirv.Constant 8 : i32
  %one = spirv.Constant 1 : i32
  %0 = spirv.GroupNonUniformFMax "Subgroup" "ClusteredReduce" %x cluster_size(%eight) : f16
  %1 = spirv.GroupNonUniformIAdd "Workgroup" "ExclusiveScan" %n : i64
  %2 = spirv.GroupBroadcast <Subgroup> %x, %lid : f16, vector<2xi64>
  %3 = spirv.GroupNonUniformBroadcast <Workgroup> %x, %one : f16, i32
  %4 = spirv.GroupNonUniformShuffleUp <Subgroup> %x, %one : f16, i32
  %5 = spirv.GroupNonUniformElect <Subgroup> : i1
  %6 = spirv.GroupNonUniformBallot <Workgroup> %flag : vector<4xi32>
  %7 = spirv.GroupIAdd <Workgroup> <InclusiveScan> %n : i64
  return %0 : f16
}

func.func @ordering(%p : !spirv.ptr<i32, StorageBuffer>, %v : i32, %f : !spirv.ptr<f32, StorageBuffer>, %g : f32) -> i32 {
  %0 = spirv.AtomicUMax <QueueFamily> <SequentiallyConsistent|UniformMemory> %p, %v : !spirv.ptr<i32, StorageBuffer>
  %1 = spirv.AtomicIIncrement <Device> <Release> %p : !spirv.ptr<i32, StorageBuffer>
  %2 = spirv.EXT.AtomicFAdd <Workgroup> <AcquireRelease|ImageMemory> %f, %g : !spirv.ptr<f32, StorageBuffer>
  %3 = spirv.AtomicExchange <Device> <Acquire|Release> %p, %v : !spirv.ptr<i32, StorageBuffer>
  spirv.MemoryBarrier <Subgroup>, <Release|CrossWorkgroupMemory>
  spirv.ControlBarrier <Workgroup>, <Workgroup>, <None>
  return %0 : i32
}

func.func @values(%c : vector<2xi1>, %a : vector<2xf64>, %b : vector<2xf64>, %e : vector<2xi32>) -> vector<2xf64> {
  %0 = spirv.Select %c, %a, %b : vector<2xi1>, vector<2xf64>
  %1 = spirv.GL.FrexpStruct %0 : vector<2xf64> -> !spirv.struct<(vector<2xf64>, vector<2xi32>)>
  %2 = spirv.GL.Ldexp %0 : vector<2xf64>, %e : vector<2xi32> -> vector<2xf64>
  return %2 : vector<2xf64>
}

func.func @matrices(%m : !spirv.matrix<2 x vector<3xf16>>, %n : !spirv.matrix<4 x vector<2xf16>>, %s : f16) -> !spirv.matrix<4 x vector<3xf16>> {
  %0 = spirv.Transpose %m : !spirv.matrix<2 x vector<3xf16>> -> !spirv.matrix<3 x vector<2xf16>>
  %1 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<3xf16>>, !spirv.matrix<4 x vector<2xf16>> -> !spirv.matrix<4 x vector<3xf16>>
  %2 = spirv.MatrixTimesScalar %1, %s : !spirv.matrix<4 x vector<3xf16>>, f16
  return %2 : !spirv.matrix<4 x vector<3xf16>>
}

spirv.func @cooperative(%p : !spirv.ptr<vector<2xf16>, StorageBuffer>, %s : i32, %a : !spirv.coopmatrix<8x4xi8, Subgroup, MatrixA>, %b : !spirv.coopmatrix<4x2xi8, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x2xi32, Subgroup, MatrixAcc>) "None" {
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Volatile|MakePointerVisible> : !spirv.ptr<vector<2xf16>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf16, Subgroup, MatrixA>
  spirv.KHR.CooperativeMatrixStore %p, %0, %s, <ColumnMajor>, <MakePointerAvailable> : !spirv.ptr<vector<2xf16>, StorageBuffer>, !spirv.coopmatrix<8x8xf16, Subgroup, MatrixA>, i32
  %1 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <ASigned|BSigned|AccSat> : !spirv.coopmatrix<8x4xi8, Subgroup, MatrixA>, !spirv.coopmatrix<4x2xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<8x2xi32, Subgroup, MatrixAcc>
  spirv.Return
}
