// spirv's types and attributes (all C++ in MLIR 19), in the forms mlir-opt 19 reads and the
// canonical forms it prints: spacing, strides, decoration order, elided defaults.
func.func private @arrays(!spirv.array<3xi8>, !spirv.array< 2 x vector<3xf16> , stride = 8 >, !spirv.array<1 x !spirv.array<2 x f64, stride=-1>>)
func.func private @runtime_arrays(!spirv.rtarray<i64>, !spirv.rtarray<vector<2xi1>, stride=16>, !spirv<rtarray<f32>>)
func.func private @pointers(!spirv.ptr<i16, Function>, !spirv.ptr<!spirv.rtarray<f32>, StorageBuffer>, !spirv.ptr<!spirv.ptr<ui32, PhysicalStorageBuffer>, Generic>)
func.func private @images(!spirv.image<f16, Dim2D, IsDepth, Arrayed, MultiSampled, NeedSampler, R32f>, !spirv.image<si32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rg16i>)
func.func private @sampled(!spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>)
func.func private @literal_structs(!spirv.struct<()>, !spirv.struct<(tensor<2xf32>, index)>, !spirv.struct<(i32 [8], f32 [ -4 ])>, !spirv.struct<(f32 [0, Restrict, Offset = 4])>)
func.func private @decorations(!spirv.struct<(f32 [NonReadable, NonWritable, RowMajor], vector<2xf32> [Coherent, Volatile])>, !spirv.struct<(!spirv.matrix<2 x vector<4xf32>> [16, MatrixStride=32, ColMajor])>)
func.func private @identified(!spirv.struct<node, (i32, !spirv.ptr<!spirv.struct<node>, Workgroup>)>, !spirv.struct<empty_one, ()>, !spirv.struct<outer, (!spirv.struct<inner, (!spirv.ptr<!spirv.struct<outer>, Private>)>)>)
func.func private @matrices(!spirv.matrix<4 x vector<2xf64>>, !spirv<matrix<2 x vector<3xf32>>>)
func.func private @cooperative(!spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>, !spirv.coopmatrix<1x1xi8, Device, MatrixB>, !spirv.jointmatrix<16x16xi16, PackedB, Subgroup>)

func.func private @enum_attributes() attributes {
  storage = #spirv.storage_class<PushConstant>, scope = #spirv<scope<Subgroup>>,
  access = #spirv.memory_access<Nontemporal | Volatile>, none = #spirv.memory_access<None>,
  semantics = #spirv.memory_semantics<Release|Acquire|None>, control = #spirv.loop_control<DontUnroll>,
  decoration = #spirv.decoration<SpecId>, version = #spirv.version<v1.6>, capability = #spirv.capability<Float16>,
  extension = #spirv.ext<SPV_KHR_variable_pointers>, vendor = #spirv.vendor<SwiftShader>, device = #spirv.device_type<CPU>,
  api = #spirv.client_api<WebGPU>, dim = #spirv.dim<Rect>, format = #spirv.image_format<Rgba8>, use = #spirv.coop_matrix_use_khr<MatrixA>,
  operands = #spirv.cooperative_matrix_operands_khr<AccSat|ASigned>, layout = #spirv.matrixLayout<PackedA>, opcode = #spirv.opcode<OpIAdd>,
  fastmath = #spirv.fastmath_mode<NotNaN|NotInf>, function = #spirv.function_control<Pure>, model = #spirv.execution_model<GLCompute>,
  mode = #spirv.execution_mode<LocalSize>, builtin = #spirv.built_in<LocalInvocationId>, group = #spirv.group_operation<Reduce>,
  linkage = #spirv.linkage_type<LinkOnceODR>, memory = #spirv.memory_model<Vulkan>, addressing = #spirv.addressing_model<Physical64>,
  selection = #spirv.selection_control<Flatten>, packed = #spirv.packed_vector_format<PackedVectorFormat4x8Bit>,
  depth = #spirv.image_depth_info<IsDepth>, arrayed = #spirv.image_arrayed_info<Arrayed>, sampling = #spirv.image_sampling_info<MultiSampled>,
  sampler = #spirv.image_sampler_use_info<NoSampler>, coop_layout = #spirv.coop_matrix_layout_khr<ColumnMajor>,
  image_operands = #spirv.image_operands<Lod|Bias>
}

func.func private @struct_attributes() attributes {
  abi_empty = #spirv.entry_point_abi<>,
  abi = #spirv.entry_point_abi<target_width = 16, subgroup_size = -2, workgroup_size = []>,
  link = #spirv.linkage_attributes<linkage_type = #spirv.linkage_type<Export>, linkage_name = "external">,
  khr = #spirv.coop_matrix_props_khr<scope = <Workgroup>, acc_sat = 0, result_type = f32, c_type = f32, b_type = f16, a_type = f16, k_size = 4, n_size = 2, m_size = 1>,
  nv = #spirv.coop_matrix_props_nv<m_size = 1, n_size = 2, k_size = -3, a_type = i8, b_type = i8, c_type = i32, result_type = i32, scope = #spirv.scope<Device>>,
  joint = #spirv.joint_matrix_props<m_size = 8, n_size = 16, k_size = 16, a_type = bf16, b_type = bf16, c_type = f32, result_type = f32, scope = <Subgroup>>,
  limits_default = #spirv.resource_limits<subgroup_size = 32, max_compute_workgroup_invocations = 128, max_compute_workgroup_size = [128 : i32, 128 : i32, 64 : i32]>,
  limits = #spirv.resource_limits<max_subgroup_size = 128, min_subgroup_size = 8, max_compute_shared_memory_size = 65536, max_compute_workgroup_size = [1024, 1024, 64], cooperative_matrix_properties_nv = []>
}

func.func private @target_attributes() attributes {
  vce = #spirv.vce<v1.5, [Shader, Int64, Int64], [SPV_KHR_16bit_storage, SPV_EXT_demote_to_helper_invocation]>,
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=OpenCL, Intel:IntegratedGPU:0x10, #spirv.resource_limits<subgroup_size = 16>>,
  env_unknowns = #spirv.target_env<#spirv.vce<v1.1, [Kernel], []>, api=Unknown, Unknown:CPU, #spirv.resource_limits<>>,
  env_vendor = #spirv.target_env<#spirv.vce<v1.1, [Kernel], []>, ARM:Unknown:3, #spirv.resource_limits<>>,
  env_id = #spirv.target_env<#spirv.vce<v1.1, [Kernel], []>, Qualcomm:DiscreteGPU:2147483647, #spirv.resource_limits<>>,
  spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 8, 1]>,
  abi_on_op = #spirv.interface_var_abi<(3, 7)>
}

func.func private @arguments(f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2), Uniform>}, memref<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, -1)>}, i32 {spirv.decoration = #spirv.decoration<Flat>})
