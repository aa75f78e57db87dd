// spirv: a module with its addressing and memory model, vce triple and attributes; global
// variables (bind, built_in, initializer), spec constants and composites, entry points and
// execution modes; functions with controls; pointer access chains; constants and their result names; memory ops
// (Variable, Load, Store, CopyMemory, AccessChain, atomics), structured control flow with
// branch weights, composites, extended arithmetic, GL clamps, group reductions, comparisons.
spirv.module @m Logical GLSL450 requires #spirv.vce<v1.3, [Shader, Linkage, GroupNonUniformArithmetic], []> attributes {foo = 1} {
  spirv.GlobalVariable @buffer bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @counter {tag} : !spirv.ptr<i32, Workgroup>
  spirv.SpecConstant @width spec_id(3) = 4.0 : f32
  spirv.SpecConstant @height = 8 : i32
  spirv.SpecConstant @flag = true
  spirv.SpecConstantComposite @size (@width, @width) : vector<2xf32>
  spirv.GlobalVariable @init initializer(@width) : !spirv.ptr<f32, Private>
  spirv.func @imported(i32) -> i32 "Pure" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "imported", linkage_type = <Import>>}
  spirv.func @kernel(%a: i32 {test.arg}, %v: vector<4xf32>, %p: !spirv.ptr<f32, Function>) -> i32 "Inline|Pure" attributes {bar} {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant -3 : i32
    %c4 = spirv.Constant 4 : i32
    %ctrue = spirv.Constant true
    %cf = spirv.Constant 1.5 : f32
    %cv = spirv.Constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %carr = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
    %cnest = spirv.Constant dense<1> : tensor<2x3xi32> : !spirv.array<2 x !spirv.array<3 x i32>>
    %h = spirv.mlir.referenceof @height : i32
    %buf = spirv.mlir.addressof @buffer : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    %elt = spirv.AccessChain %buf[%c0, %a] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %x = spirv.Load "StorageBuffer" %elt ["Aligned", 4] : f32
    spirv.Store "Function" %p, %x ["Volatile"] : f32
    %var = spirv.Variable init(%cf) : !spirv.ptr<f32, Function>
    %plain = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.CopyMemory "Function" %plain, "Function" %var ["Aligned", 4], ["Volatile"] : f32
    %cnt = spirv.mlir.addressof @counter : !spirv.ptr<i32, Workgroup>
    %old = spirv.AtomicIAdd <Workgroup> <AcquireRelease> %cnt, %a : !spirv.ptr<i32, Workgroup>
    %e = spirv.CompositeExtract %v[1 : i32] : vector<4xf32>
    %ins = spirv.CompositeInsert %e, %v[2 : i32] : f32 into vector<4xf32>
    %built = spirv.CompositeConstruct %e, %e : (f32, f32) -> vector<2xf32>
    %carry = spirv.IAddCarry %a, %h : !spirv.struct<(i32, i32)>
    %mul = spirv.SMulExtended %a, %a : !spirv.struct<(i32, i32)>
    %clamped = spirv.GL.FClamp %x, %cf, %cf : f32
    %fma = spirv.GL.Fma %v, %v, %cv : vector<4xf32>
    %sum = spirv.GroupNonUniformIAdd "Subgroup" "Reduce" %a : i32
    %part = spirv.GroupNonUniformFAdd "Workgroup" "ClusteredReduce" %x cluster_size(%c4) : f32
    %lt = spirv.FOrdLessThan %v, %cv : vector<4xf32>
    %eq = spirv.IEqual %a, %h : i32
    %sel = spirv.Select %eq, %a, %h : i1, i32
    %add = spirv.IAdd %sel, %old : i32
    %vs = spirv.VectorTimesScalar %v, %x : (vector<4xf32>, f32) -> vector<4xf32>
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^bb1(%c0 : i32)
    ^bb1(%i: i32):
      spirv.BranchConditional %ctrue [3, 1], ^bb2, ^bb4
    ^bb2:
      spirv.Branch ^bb3
    ^bb3:
      spirv.Branch ^bb1(%a : i32)
    ^bb4:
      spirv.mlir.merge
    }
    spirv.mlir.selection control(Flatten) {
      spirv.BranchConditional %eq, ^bb1, ^bb2
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.mlir.merge
    }
    %r = spirv.FunctionCall @imported(%add) : (i32) -> i32
    spirv.ReturnValue %r : i32
  }
  spirv.func @empty() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @kernel, @gid, @buffer
  spirv.EntryPoint "Kernel" @empty
  spirv.ExecutionMode @kernel "LocalSize", 8, 4, 1
  spirv.ExecutionMode @empty "ContractionOff"
}
spirv.module Physical64 OpenCL {
}
func.func @pointer_chains(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %e: i64, %i: i32) {
  %0 = spirv.PtrAccessChain %p[%e, %i] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32
  %1 = spirv.InBoundsPtrAccessChain %p[%e] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64
  return
}
func.func @composites_verified(%a: f32, %v: vector<2xf32>, %s: !spirv.struct<(i32, vector<2xf32>)>) -> vector<3xf32> {
  %0 = spirv.CompositeConstruct %v, %a : (vector<2xf32>, f32) -> vector<3xf32>
  %1 = spirv.CompositeInsert %v, %s[1 : i32] : vector<2xf32> into !spirv.struct<(i32, vector<2xf32>)>
  %2 = spirv.CompositeExtract %1[1 : i32, 0 : i32] : !spirv.struct<(i32, vector<2xf32>)>
  %3 = spirv.VectorShuffle [3 : i32, 0xffffffff : i32, 0 : i32] %v, %v : vector<2xf32>, vector<2xf32> -> vector<3xf32>
  %4 = spirv.Variable : !spirv.ptr<f32, Function>
  %5 = spirv.Variable : !spirv.ptr<f32, Function>
  "spirv.CopyMemory"(%4, %5) {memory_access = #spirv.memory_access<Aligned>, alignment = 8 : i32, source_memory_access = #spirv.memory_access<Nontemporal>} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
  %6 = spirv.Variable {restrict_pointer} : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
  return %3 : vector<3xf32>
}
