// Enum attributes of stub dialects (arm_sme, amdgpu, mpi): a case the enum lacks is refused
// with the enum's error and the attribute's, in a dictionary, in the verbose form and stripped
// in an op's format; a full attribute of another class where an op's format binds one is
// refused too; a defaulted attribute in an oilist clause is required once its keyword is there.

func.func private @cases() attributes {a = #arm_sme.layout<vertical>, b = #arm_sme.kind<sub>, c = #arm_sme.type_size<half>, d = #amdgpu<mfma_perm_b bcast_first_16>, e = #mpi.errclass<MPI_ERR_WIN>, f = #arm_sme<layout<horizontal>>}

// -----

// expected-error@+2 {{expected ::mlir::arm_sme::TileSliceLayout to be one of: horizontal, vertical}}
// expected-error@+1 {{failed to parse ArmSME_TileSliceLayoutAttr parameter 'value' which is to be a `::mlir::arm_sme::TileSliceLayout`}}
func.func private @f() attributes {a = #arm_sme.layout<diagonal>}

// -----

// expected-error@+1 {{expected '<'}}
func.func private @f() attributes {a = #arm_sme<layout vertical>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse ArmSME_TypeSizeAttr parameter 'value' which is to be a `::mlir::arm_sme::TypeSize`}}
func.func private @f() attributes {a = #arm_sme.type_size<1>}

// -----

// expected-error@+2 {{expected ::mlir::amdgpu::MFMAPermB to be one of: none, bcast_first_32, bcast_second_32, rotate_16_right, bcast_first_16, bcast_second_16, bcast_third_16, bcast_fourth_16}}
// expected-error@+1 {{failed to parse AMDGPU_MFMAPermBAttr parameter 'value' which is to be a `::mlir::amdgpu::MFMAPermB`}}
func.func private @f() attributes {b = #amdgpu<mfma_perm_b bogus>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse MPI_ErrorClassAttr parameter 'value' which is to be a `::mlir::mpi::MPI_ErrorClassEnum`}}
func.func private @f() attributes {a = #mpi.errclass<"MPI_ERR_WIN">}

// -----

func.func @stripped(%l: vector<[4]xf32>) {
  // expected-error@+2 {{custom op 'arm_sme.outerproduct' expected ::mlir::arm_sme::CombiningKind to be one of: add, sub}}
  // expected-error@+1 {{custom op 'arm_sme.outerproduct' failed to parse ArmSME_CombiningKindAttr parameter 'value' which is to be a `::mlir::arm_sme::CombiningKind`}}
  %0 = arm_sme.outerproduct %l, %l kind<mul> : vector<[4]xf32>, vector<[4]xf32>
  return
}

// -----

func.func @defaulted_in_oilist(%l: vector<[4]xf32>) {
  // expected-error@+1 {{expected '<'}}
  %0 = arm_sme.outerproduct %l, %l kind sub : vector<[4]xf32>, vector<[4]xf32>
  return
}

// -----

func.func @other_class(%l: vector<[4]xf32>) {
  // expected-error@+1 {{custom op 'arm_sme.outerproduct' invalid kind of attribute specified}}
  %0 = arm_sme.outerproduct %l, %l kind #arm_sme.layout<vertical> : vector<[4]xf32>, vector<[4]xf32>
  return
}

// -----

func.func @bare(%a: f32, %c: vector<32xf32>) -> vector<32xf32> {
  // expected-error@+2 {{custom op 'amdgpu.mfma' expected valid keyword}}
  // expected-error@+1 {{custom op 'amdgpu.mfma' failed to parse AMDGPU_MFMAPermBAttr parameter 'value' which is to be a `::mlir::amdgpu::MFMAPermB`}}
  %d = amdgpu.mfma %a * %a + %c { m = 32 : i32, n = 32 : i32, k = 1 : i32, blocks = 2 : i32 } blgp = 3 : f32, f32, vector<32xf32>
  func.return %d : vector<32xf32>
}

// -----

func.func @errclass(%r: !mpi.retval) -> i1 {
  // expected-error@+1 {{custom op 'mpi.retval_check' invalid kind of attribute specified}}
  %0 = mpi.retval_check %r = #amdgpu<mfma_perm_b none> : i1
  return %0 : i1
}
