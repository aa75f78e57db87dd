// nvvm.mma.sync's and wmma.load/store/mma's verifiers: the messages upstream's invalid tests
// do not reach; the expected messages are mlir-opt 19's.

llvm.func @mma_m16_f64(%a : f64, %c : f64) -> !llvm.struct<(f64, f64)> {
  // expected-error @+1 {{invalid shape or multiplicand type: f64}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return %0 : !llvm.struct<(f64, f64)>
}

// -----

llvm.func @mma_m16_f16_b_count(%a : vector<2xf16>, %c : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error @+1 {{'nvvm.mma.sync' op Could not match types for the B operands; expected one of 2xvector<2xf16> but got vector<2xf16>}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

llvm.func @mma_m16_f16_c_type(%a : vector<2xf16>, %c : f64) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error @+1 {{'nvvm.mma.sync' op Could not match types for the C operands; expected one of 2xvector<2xf16> 4xf32 but got f64, f64, f64, f64}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f64) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

llvm.func @mma_m16_tf32_result(%a : i32, %c : f32) -> !llvm.struct<(f32, f32)> {
  // expected-error @+1 {{'nvvm.mma.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f32, f32)>}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
     shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32)>
}

// -----

llvm.func @mma_m8_s8_overflow(%a : i32, %c : i32) -> !llvm.struct<(i32, i32)> {
  // expected-error @+1 {{'nvvm.mma.sync' op op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// -----

llvm.func @mma_m8_s4_shape(%a : i32, %c : i32) -> !llvm.struct<(i32, i32)> {
  // expected-error @+1 {{'nvvm.mma.sync' op unimplemented variant for MMA shape <8, 8, 16>}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>,
     multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>,
     shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// -----

llvm.func @mma_m8_f64_a(%a : f32, %b : f64, %c : f64) -> !llvm.struct<(f64, f64)> {
  // expected-error @+1 {{'nvvm.mma.sync' op Could not match types for the A operands; expected one of 1xf64 but got f32}}
  %0 = nvvm.mma.sync A[%a] B[%b] C[%c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<f64>, multiplicandBPtxType = #nvvm.mma_type<f64>,
     shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f32, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return %0 : !llvm.struct<(f64, f64)>
}

// -----

llvm.func @wmma_load_c_s8(%p : !llvm.ptr<3>, %s : i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wmma_load_tf32_geometry(%p : !llvm.ptr, %s : i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @wmma_load_u8_b(%p : !llvm.ptr<1>, %s : i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op expected destination type is a structure of 1 elements of type 'i32'}}
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<u8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @wmma_load_s8_a(%p : !llvm.ptr<1>, %s : i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op expected destination type is a structure of 4 elements of type 'i32'}}
  %0 = nvvm.wmma.load %p, %s
    {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @wmma_store_combination(%p : !llvm.ptr, %v : f32, %s : i32) {
  // expected-error @+1 {{'nvvm.wmma.store' op invalid attribute combination}}
  nvvm.wmma.store %p, %s, %v, %v, %v, %v
    {eltype = #nvvm.mma_type<f32>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 8 : i32}
    : !llvm.ptr, f32, f32, f32, f32
  llvm.return
}

// -----

llvm.func @wmma_store_count(%p : !llvm.ptr<3>, %v : vector<2xf16>, %s : i32) {
  // expected-error @+1 {{'nvvm.wmma.store' op expected 4 data operands}}
  nvvm.wmma.store %p, %s, %v, %v
    {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @wmma_store_type(%p : !llvm.ptr<3>, %v : vector<2xf16>, %s : i32) {
  // expected-error @+1 {{'nvvm.wmma.store' op expected data operands of type 'f32'}}
  nvvm.wmma.store %p, %s, %v, %v, %v, %v, %v, %v, %v, %v
    {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @wmma_mma_combination(%a : i32) {
  // expected-error @+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %a, %a
    {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (i32, i32) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @wmma_mma_u8(%a : i32, %c : f32) {
  // expected-error @+1 {{'nvvm.wmma.mma' op expected argument 5 to be of type 'i32'}}
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c
    {eltypeA = #nvvm.mma_type<u8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    : (i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @wmma_mma_tf32_result(%a : i32, %c : f32) {
  // expected-error @+1 {{'nvvm.wmma.mma' op expected destination type is a structure of 8 elements of type 'f32'}}
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c
    {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @ldmatrix_generic_pointer(%p : !llvm.ptr) {
  // expected-error @+1 {{'nvvm.ldmatrix' op expected source pointer in memory space 3}}
  %0 = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 3 : i32} : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @mma_m16_s32(%a : i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  // expected-error @+1 {{invalid shape or multiplicand type: s32}}
  %0 = nvvm.mma.sync A[%a, %a] B[%a] C[%a, %a, %a, %a]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s32>, multiplicandBPtxType = #nvvm.mma_type<s32>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

llvm.func @mma_m8_b1(%a : i32) -> !llvm.struct<(i32, i32)> {
  // expected-error @+1 {{'nvvm.mma.sync' op op requires b1Op attribute}}
  %0 = nvvm.mma.sync A[%a] B[%a] C[%a, %a]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// -----

llvm.func @mma_m16_bf16_c(%a : vector<2xf16>, %c : f16) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error @+1 {{'nvvm.mma.sync' op Could not match types for the C operands; expected one of 2xvector<2xf16> 4xf32 but got f16, f16, f16, f16}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f16) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

llvm.func @mma_m16_bf16_result(%a : vector<2xf16>, %c : f32) -> !llvm.struct<(f64)> {
  // expected-error @+1 {{'nvvm.mma.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f64)>}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f64)>
  llvm.return %0 : !llvm.struct<(f64)>
}
