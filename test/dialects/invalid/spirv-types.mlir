// spirv's types and attributes (C++ in MLIR 19): what SPIRVDialect's parsers refuse, and the
// checks of spirv attributes on other ops and on function arguments and results.

// expected-error @+1 {{unknown SPIR-V type: vector}}
func.func private @unknown_kind(!spirv.vector<4xf32>)

// -----

// expected-error @+1 {{vector length has to be less than or equal to 4 but found 8}}
func.func private @long_vector(!spirv.ptr<vector<8xf32>, Function>)

// -----

// expected-error @+1 {{only 1/8/16/32/64-bit integer type allowed but found 'i3'}}
func.func private @odd_integer(!spirv.rtarray<i3>)

// -----

// expected-error @+1 {{cannot use 'complex<f32>' to compose SPIR-V types}}
func.func private @complex_element(!spirv<array<2 x complex<f32>>>)

// -----

// expected-error @+1 {{integer value too large}}
func.func private @stride_too_large(!spirv.array<2 x f32, stride=4294967296>)

// -----

// expected-error @+1 {{expected static shape}}
func.func private @dynamic_coopmatrix(!spirv.coopmatrix<?x8xf32, Subgroup, MatrixA>)

// -----

// expected-error @+1 {{invalid scope <id> attribute specification: Uniform}}
func.func private @coopmatrix_scope(!spirv.coopmatrix<8x8xf32, Uniform, MatrixA>)

// -----

// expected-error @+1 {{expected rows and columns size}}
func.func private @jointmatrix_rank(!spirv.jointmatrix<8x8x8xf32, RowMajor, Subgroup>)

// -----

// expected-error @+1 {{invalid matrixLayout <id> attribute specification: MatrixA}}
func.func private @jointmatrix_layout(!spirv.jointmatrix<8x8xf32, MatrixA, Subgroup>)

// -----

// expected-error @+1 {{unknown attribute: 'Dim4D'}}
func.func private @image_dim(!spirv.image<f32, Dim4D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>)

// -----

// expected-error @+1 {{sampled image must be composed using image type, got '!spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>'}}
func.func private @sampled_twice(!spirv.sampled_image<!spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>>)

// -----

// expected-error @+1 {{matrix columns' elements must be of Float type, got 'i8'}}
func.func private @integer_matrix(!spirv.matrix<2 x vector<2xi8>>)

// -----

// expected-error @+1 {{offset specification must be given for all members}}
func.func private @late_offset(!spirv.struct<(f32, f32, i32 [8])>)

// -----

// expected-error @+1 {{unknown attribute: 'ReadOnly'}}
func.func private @member_decoration(!spirv.struct<(f32 [0, ReadOnly])>)

// -----

// expected-error @+1 {{recursive struct reference not nested in struct definition}}
func.func private @sibling_reference(!spirv.struct<a, (f32)>, !spirv.ptr<!spirv.struct<a>, Uniform>)

// -----

// expected-error @+1 {{identifier already used for an enclosing struct}}
func.func private @redefined_inside(!spirv.struct<a, (!spirv.struct<b, (!spirv.struct<a, ()>)>)>)

// -----

// expected-error @+1 {{unknown SPIR-V attribute kind: storage}}
func.func private @unknown_attribute() attributes {a = #spirv.storage<Uniform>}

// -----

// expected-error @+1 {{unexpected type}}
func.func private @typed_attribute() attributes {a = #spirv.scope<Device> : i32}

// -----

func.func private @enum_case() attributes {
  // expected-error @+2 {{expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
  // expected-error @+1 {{failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
  a = #spirv.scope<Uniform>
}

// -----

func.func private @bit_enum_case() attributes {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{failed to parse SPIRV_SelectionControlAttr parameter 'value' which is to be a `::mlir::spirv::SelectionControl`}}
  a = #spirv.selection_control<Flatten|>
}

// -----

func.func private @struct_parameter_twice() attributes {
  // expected-error @+1 {{duplicate or unknown struct parameter name: target_width}}
  a = #spirv.entry_point_abi<target_width = 1, target_width = 2>
}

// -----

func.func private @struct_parameter_missing() attributes {
  // expected-error @+1 {{expected ','}}
  a = #spirv.coop_matrix_props_nv<m_size = 1, n_size = 2, k_size = 3, a_type = i8, b_type = i8, c_type = i32, result_type = i32>
}

// -----

func.func private @struct_parameter_kind() attributes {
  // expected-error @+2 {{invalid kind of attribute specified}}
  // expected-error @+1 {{failed to parse SPIRV_ResourceLimitsAttr parameter 'cooperative_matrix_properties_khr' which is to be a `ArrayAttr`}}
  a = #spirv.resource_limits<cooperative_matrix_properties_khr = 4>
}

// -----

func.func private @struct_flag() attributes {
  // expected-error @+2 {{integer value too large}}
  // expected-error @+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'acc_sat' which is to be a `bool`}}
  a = #spirv.coop_matrix_props_khr<m_size = 1, n_size = 2, k_size = 3, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = 2, scope = <Device>>
}

// -----

func.func private @vce_version() attributes {
  // expected-error @+1 {{unknown version: v2.0}}
  a = #spirv.vce<v2.0, [], []>
}

// -----

func.func private @target_env_order() attributes {
  // expected-error @+1 {{invalid kind of attribute specified}}
  a = #spirv.target_env<#spirv.vce<v1.0, [], []>, NVIDIA:DiscreteGPU, #spirv.vce<v1.0, [], []>>
}

// -----

func.func private @target_env_device_id() attributes {
  // expected-error @+1 {{expected integer value}}
  a = #spirv.target_env<#spirv.vce<v1.0, [], []>, NVIDIA:DiscreteGPU:x, #spirv.resource_limits<>>
}

// -----

func.func private @descriptor_set_too_large() attributes {
  // expected-error @+2 {{integer value too large}}
  // expected-error @+1 {{missing descriptor set}}
  a = #spirv.interface_var_abi<(4294967296, 0)>
}

// -----

// expected-error @+1 {{'spirv.target_env' must be a spirv::TargetEnvAttr}}
func.func private @target_env_on_op() attributes {spirv.target_env = #spirv.vce<v1.0, [], []>}

// -----

// expected-error @+1 {{found unsupported 'spirv.vce' attribute on operation}}
func.func private @vce_on_op() attributes {spirv.vce = #spirv.vce<v1.0, [], []>}

// -----

// expected-error @+1 {{'spirv.decoration' must be a spirv::DecorationAttr}}
func.func private @decoration_argument(f32 {spirv.decoration = #spirv.scope<Device>})

// -----

// expected-error @+1 {{'spirv.interface_var_abi' attribute cannot specify storage class when attaching to a non-scalar value}}
func.func private @abi_on_vector(vector<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0), StorageBuffer>})

// -----

// expected-error @+1 {{cannot attach SPIR-V attributes to region result}}
func.func private @abi_on_result() -> (f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>})
