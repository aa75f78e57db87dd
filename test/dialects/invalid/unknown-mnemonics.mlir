// Unknown type and attribute mnemonics of the upstream dialects tsmlir keeps as stubs:
// refused at the mnemonic with MLIR 19's words (ODS's generated dispatch, or the dialect's
// default hook when it parses none).

// expected-error@+1 {{unknown  type `zzz` in dialect `acc`}}
func.func private @f() attributes {m = !acc.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `acc`}}
func.func private @f() attributes {m = #acc.zzz}

// -----

// expected-error@+1 {{dialect 'amdgpu' provides no type parsing hook}}
func.func private @f() attributes {m = !amdgpu.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `amdgpu`}}
func.func private @f() attributes {m = #amdgpu.zzz}

// -----

// expected-error@+1 {{dialect 'amx' provides no type parsing hook}}
func.func private @f() attributes {m = !amx.zzz}

// -----

// expected-error@+1 {{dialect 'amx' provides no attribute parsing hook}}
func.func private @f() attributes {m = #amx.zzz}

// -----

// expected-error@+1 {{dialect 'arm_neon' provides no type parsing hook}}
func.func private @f() attributes {m = !arm_neon.zzz}

// -----

// expected-error@+1 {{dialect 'arm_neon' provides no attribute parsing hook}}
func.func private @f() attributes {m = #arm_neon.zzz}

// -----

// expected-error@+1 {{dialect 'arm_sme' provides no type parsing hook}}
func.func private @f() attributes {m = !arm_sme.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `arm_sme`}}
func.func private @f() attributes {m = #arm_sme.zzz}

// -----

// expected-error@+1 {{dialect 'arm_sve' provides no type parsing hook}}
func.func private @f() attributes {m = !arm_sve.zzz}

// -----

// expected-error@+1 {{dialect 'arm_sve' provides no attribute parsing hook}}
func.func private @f() attributes {m = #arm_sve.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `async`}}
func.func private @f() attributes {m = !async.zzz}

// -----

// expected-error@+1 {{dialect 'async' provides no attribute parsing hook}}
func.func private @f() attributes {m = #async.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `emitc`}}
func.func private @f() attributes {m = !emitc.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `emitc`}}
func.func private @f() attributes {m = #emitc.zzz}

// -----

// expected-error@+1 {{unknown gpu type: zzz}}
func.func private @f() attributes {m = !gpu.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `gpu`}}
func.func private @f() attributes {m = #gpu.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `irdl`}}
func.func private @f() attributes {m = !irdl.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `irdl`}}
func.func private @f() attributes {m = #irdl.zzz}

// -----

// expected-error@+1 {{unknown LLVM type: zzz}}
func.func private @f() attributes {m = !llvm.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `llvm`}}
func.func private @f() attributes {m = #llvm.zzz}

// -----

// expected-error@+1 {{dialect 'mesh' provides no type parsing hook}}
func.func private @f() attributes {m = !mesh.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `mesh`}}
func.func private @f() attributes {m = #mesh.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `mpi`}}
func.func private @f() attributes {m = !mpi.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `mpi`}}
func.func private @f() attributes {m = #mpi.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `nvgpu`}}
func.func private @f() attributes {m = !nvgpu.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `nvgpu`}}
func.func private @f() attributes {m = #nvgpu.zzz}

// -----

// expected-error@+1 {{dialect 'nvvm' provides no type parsing hook}}
func.func private @f() attributes {m = !nvvm.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `nvvm`}}
func.func private @f() attributes {m = #nvvm.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `omp`}}
func.func private @f() attributes {m = !omp.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `omp`}}
func.func private @f() attributes {m = #omp.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `pdl`}}
func.func private @f() attributes {m = !pdl.zzz}

// -----

// expected-error@+1 {{dialect 'pdl' provides no attribute parsing hook}}
func.func private @f() attributes {m = #pdl.zzz}

// -----

// expected-error@+1 {{dialect 'pdl_interp' provides no type parsing hook}}
func.func private @f() attributes {m = !pdl_interp.zzz}

// -----

// expected-error@+1 {{dialect 'pdl_interp' provides no attribute parsing hook}}
func.func private @f() attributes {m = #pdl_interp.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `polynomial`}}
func.func private @f() attributes {m = !polynomial.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `polynomial`}}
func.func private @f() attributes {m = #polynomial.zzz}

// -----

// expected-error@+1 {{dialect 'rocdl' provides no type parsing hook}}
func.func private @f() attributes {m = !rocdl.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `rocdl`}}
func.func private @f() attributes {m = #rocdl.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `shape`}}
func.func private @f() attributes {m = !shape.zzz}

// -----

// expected-error@+1 {{dialect 'shape' provides no attribute parsing hook}}
func.func private @f() attributes {m = #shape.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `sparse_tensor`}}
func.func private @f() attributes {m = !sparse_tensor.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `sparse_tensor`}}
func.func private @f() attributes {m = #sparse_tensor.zzz}

// -----

// expected-error@+1 {{dialect 'tosa' provides no type parsing hook}}
func.func private @f() attributes {m = !tosa.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `tosa`}}
func.func private @f() attributes {m = #tosa.zzz}

// -----

// expected-error@+1 {{dialect 'x86vector' provides no type parsing hook}}
func.func private @f() attributes {m = !x86vector.zzz}

// -----

// expected-error@+1 {{dialect 'x86vector' provides no attribute parsing hook}}
func.func private @f() attributes {m = #x86vector.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `xegpu`}}
func.func private @f() attributes {m = !xegpu.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `xegpu`}}
func.func private @f() attributes {m = #xegpu.zzz}

// -----

// expected-error@+1 {{unknown  type `zzz` in dialect `ptr`}}
func.func private @f() attributes {m = !ptr.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `ptr`}}
func.func private @f() attributes {m = #ptr.zzz}

// -----

// expected-error@+1 {{dialect 'dlti' provides no type parsing hook}}
func.func private @f() attributes {m = !dlti.zzz}

// -----

// expected-error@+1 {{unknown attribute `zzz` in dialect `dlti`}}
func.func private @f() attributes {m = #dlti.zzz}

// -----

// expected-error@+1 {{unknown quantized type zzz}}
func.func private @f() attributes {m = !quant.zzz}

// -----

// expected-error@+1 {{dialect 'quant' provides no attribute parsing hook}}
func.func private @f() attributes {m = #quant.zzz}

// -----

// transform's types are registered by mnemonic at run time (the dialect's own and its test
// extension's), not dispatched over the .td's list.
// expected-error@+1 {{unknown type mnemonic: zzz}}
func.func private @f(!transform.zzz)

// -----

func.func private @g(!transform.any_op<1>, !transform.test_dialect_op, !transform.op<"x">, !transform.param<i64>)
