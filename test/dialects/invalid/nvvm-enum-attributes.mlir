// nvvm's enum attributes (their specs generated from MLIR 19's NVVMOps.td): every case is read
// in the pretty and verbose forms, next to the non-enum target and shape; a case the enum lacks,
// or no keyword, is refused with the enum's error and the attribute's, in a dictionary, in the
// verbose form, in an op's attribute dictionary and stripped in an op's format, where a full
// attribute of another class is "invalid kind of attribute".

func.func private @cases() attributes {a = #nvvm.mma_frag<c>, b = #nvvm<mma_layout<col>>, c = #nvvm<shfl_kind idx>, d = #nvvm<redux_kind umax>, e = #nvvm<load_cache_modifier lu>, f = #nvvm<action decrease>, g = #nvvm.wgmma_type<e5m2>, h = #nvvm.target, i = #nvvm.shape<m = 16, n = 8, k = 16>, j = #nvvm<target<chip = "sm_90">>, k = #nvvm.mma_type<b1>, l = #nvvm.proxy_kind<async.global>, m = #nvvm.shared_space<cluster>, n = #nvvm<shape<m = 8, n = 8, k = 4>>, o = #nvvm.wgmma_scale_in<neg>, p = #nvvm.wgmma_scale_out<zero>, q = #nvvm.mma_b1op<xor_popc>, r = #nvvm.mma_int_overflow<satfinite>}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::MMAFrag to be one of: a, b, c}}
// expected-error@+1 {{failed to parse MMAFragAttr parameter 'value' which is to be a `::mlir::NVVM::MMAFrag`}}
func.func private @f() attributes {a = #nvvm.mma_frag<d>}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::MMALayout to be one of: row, col}}
// expected-error@+1 {{failed to parse MMALayoutAttr parameter 'value' which is to be a `::mlir::NVVM::MMALayout`}}
func.func private @f() attributes {a = #nvvm<mma_layout<diag>>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
func.func private @f() attributes {a = #nvvm.shfl_kind<bfly>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse ReduxKindAttr parameter 'value' which is to be a `::mlir::NVVM::ReduxKind`}}
func.func private @f() attributes {a = #nvvm<redux_kind "add">}

// -----

// expected-error@+1 {{expected '<'}}
func.func private @f() attributes {a = #nvvm.mma_frag}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::WGMMAScaleIn to be one of: one, neg}}
// expected-error@+1 {{failed to parse WGMMAScaleInAttr parameter 'value' which is to be a `::mlir::NVVM::WGMMAScaleIn`}}
func.func private @f() attributes {a = #nvvm.wgmma_scale_in<pos>}

// -----

func.func @wmma_frag(%p: !llvm.ptr<3>, %s: i32) {
  // expected-error@+2 {{expected ::mlir::NVVM::MMAFrag to be one of: a, b, c}}
  // expected-error@+1 {{failed to parse MMAFragAttr parameter 'value' which is to be a `::mlir::NVVM::MMAFrag`}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<d>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  return
}

// -----

func.func @fence_space() {
  // expected-error@+2 {{expected ::mlir::NVVM::SharedSpace to be one of: cta, cluster}}
  // expected-error@+1 {{failed to parse SharedSpaceAttr parameter 'value' which is to be a `::mlir::NVVM::SharedSpace`}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<grid>}
  return
}

// -----

func.func @shfl_kind(%a: i32, %b: f32, %c: i32, %d: i32) -> f32 {
  // expected-error@+2 {{custom op 'nvvm.shfl.sync' expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
  // expected-error@+1 {{custom op 'nvvm.shfl.sync' failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
  %0 = nvvm.shfl.sync sideways %a, %b, %c, %d : f32 -> f32
  return %0 : f32
}

// -----

func.func @redux_kind(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{custom op 'nvvm.redux.sync' invalid kind of attribute specified}}
  %0 = nvvm.redux.sync #nvvm<shfl_kind bfly> %a, %b : i32 -> i32
  return %0 : i32
}

// -----

func.func @max_register() {
  // expected-error@+2 {{custom op 'nvvm.setmaxregister' expected ::mlir::NVVM::SetMaxRegisterAction to be one of: decrease, increase}}
  // expected-error@+1 {{custom op 'nvvm.setmaxregister' failed to parse SetMaxRegisterActionAttr parameter 'value' which is to be a `::mlir::NVVM::SetMaxRegisterAction`}}
  nvvm.setmaxregister grow 24
  return
}

// -----

func.func @cache_modifier(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  // expected-error@+2 {{custom op 'nvvm.cp.async.shared.global' expected valid keyword}}
  // expected-error@+1 {{custom op 'nvvm.cp.async.shared.global' failed to parse LoadCacheModifierAttr parameter 'value' which is to be a `::mlir::NVVM::LoadCacheModifierKind`}}
  nvvm.cp.async.shared.global %d, %s, 16, cache = "cg" : !llvm.ptr<3>, !llvm.ptr<1>
  return
}

// -----

// cp.async's verifier reads the case of its modifier: only cg and ca are copies it makes.
func.func @cache_modifier_case(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  // expected-error@+1 {{Only CG and CA cache modifiers are supported.}}
  nvvm.cp.async.shared.global %d, %s, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  return
}

// -----

func.func @cache_modifier_size(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  // expected-error@+1 {{CG cache modifier is only support for 16 bytes copy.}}
  "nvvm.cp.async.shared.global"(%d, %s) <{modifier = #nvvm<load_cache_modifier cg>, size = 8 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
  return
}

// -----

func.func @stripped_cases(%a: i32, %b: f32, %c: i32, %d: i32, %dp: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  %0 = nvvm.shfl.sync up %a, %b, %c, %d : f32 -> f32
  %1 = nvvm.redux.sync #nvvm<redux_kind xor> %a, %c : i32 -> i32
  nvvm.setmaxregister increase 24
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.cp.async.shared.global %dp, %s, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  return
}
