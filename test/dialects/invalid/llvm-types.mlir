// Which types llvm's ops accept (MLIR's LLVM::isCompatibleOuterType, isCompatibleVectorType,
// isCompatibleFloatingPointType, getVectorElementType) and the checks of `!llvm.vec`.

// expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'si32'}}
%0 = llvm.mlir.undef : si32

// -----

// expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'vector<2x2xf32>'}}
%0 = llvm.mlir.undef : vector<2x2xf32>

// -----

// expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'tf32'}}
%0 = llvm.mlir.undef : tf32

// -----

// A 1-D vector is compatible whatever its element type; llvm's own types all are.
%0 = llvm.mlir.undef : vector<4xindex>
%1 = llvm.mlir.undef : !llvm.struct<(i32, f80)>
%2 = llvm.mlir.undef : vector<[4]xf32>

// -----

func.func @fneg_tf32(%a: tf32) {
  // expected-error @+1 {{'llvm.fneg' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'tf32'}}
  %0 = llvm.fneg %a : tf32
  return
}

// -----

func.func @fneg_vector(%a: vector<4xi32>) {
  // expected-error @+1 {{'llvm.fneg' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'vector<4xi32>'}}
  %0 = llvm.fneg %a : vector<4xi32>
  return
}

// -----

func.func @fneg_ok(%a: !llvm.ppc_fp128, %b: vector<[4]xbf16>) {
  %0 = llvm.fneg %a : !llvm.ppc_fp128
  %1 = llvm.fneg %b : vector<[4]xbf16>
  return
}

// -----

func.func @extract_from_index_vector(%v: vector<4xindex>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op operand #0 must be LLVM dialect-compatible vector type, but got 'vector<4xindex>'}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xindex>, i32) -> index
  return
}

// -----

func.func @extract_wrong_result(%v: !llvm.vec<4 x ptr>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (!llvm.vec<4 x ptr>, i32) -> i32
  return
}

// -----

func.func @extract_pointer(%v: !llvm.vec<? x 4 x ptr<3>>, %i: i32) -> !llvm.ptr<3> {
  %0 = llvm.extractelement %v[%i : i32] : !llvm.vec<? x 4 x ptr<3>>
  return %0 : !llvm.ptr<3>
}

// -----

// expected-error @+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
%0 = llvm.mlir.undef : !llvm.vec<4 x f8E5M2>

// -----

// expected-error @+1 {{invalid vector element type}}
%0 = llvm.mlir.undef : !llvm.vec<4 x index>

// -----

// expected-error @+1 {{invalid vector element type}}
%0 = llvm.mlir.undef : !llvm.vec<? x 4 x struct<(i32)>>

// -----

// expected-error @+1 {{the number of vector elements must be positive}}
%0 = llvm.mlir.undef : !llvm.vec<0 x ptr>

// -----

// expected-error @+1 {{unknown LLVM type: x86_amx}}
%0 = llvm.mlir.undef : !llvm.x86_amx

// -----

func.func @bitcast_aggregate(%s: !llvm.struct<(i32)>) {
  // expected-error @+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i32)>'}}
  %0 = "llvm.bitcast"(%s) : (!llvm.struct<(i32)>) -> !llvm.struct<(i32)>
  return
}

// -----

func.func @load_void(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  return
}

// -----

func.func @load_opaque_struct(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.struct<"o", opaque>'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"o", opaque>
  return
}

// -----

func.func @load_target(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.target<"foo">'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.target<"foo">
  return
}

// -----

func.func @loadable(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.target<"spirv.Image">
  %1 = llvm.load %p : !llvm.ptr -> !llvm.token
  %2 = llvm.load %p : !llvm.ptr -> !llvm.array<2 x i32>
  return
}

// -----

func.func @insert_into_scalar(%v: i32) {
  // expected-error @+1 {{'llvm.insertvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.insertvalue"(%v, %v) <{position = array<i64: 0>}> : (i32, i32) -> i32
  return
}

// -----

// `!llvm.vec` reads its sizes as a dimension list: `?x4`, `4xptr` lex as in `vector<4xf32>`.
llvm.func @vec_dimension_lists() -> !llvm.struct<(vec<4xptr>, vec<2 x ptr<3>>)>
llvm.func @scalable_vec_dimension_lists(!llvm.vec<?x4 x i32>, !llvm.vec<?x8xf16>, !llvm.vec<? x 2 x ptr<3>>)

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
llvm.func @vec_two_fixed() -> !llvm.vec<4x4xptr>

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
llvm.func @vec_dynamic_only() -> !llvm.vec<?xptr>

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
llvm.func @vec_no_size() -> !llvm.vec<ptr>

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
llvm.func @vec_dynamic_last() -> !llvm.vec<4x?xptr>

// -----

// Aggregates refuse what LLVM cannot store in one; a builtin scalable vector is accepted.
llvm.func @builtin_scalable_in_aggregates() -> !llvm.struct<(vector<[4]xi32>, array<2 x vector<[2]xf32>>)>

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.vec<? x 4 x  i32>'}}
llvm.func @scalable_vec_in_struct() -> !llvm.struct<(i32, vec<?x4 x i32>)>

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.token'}}
llvm.func @token_in_identified_struct() -> !llvm.struct<"s", packed (i32, token)>

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.func<void ()>'}}
func.func private @function_in_nested_struct(!llvm.struct<(struct<(func<void ()>)>)>)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
llvm.func @void_in_array() -> !llvm.array<2 x void>

// -----

// expected-error @+1 {{invalid array element type: '!llvm.metadata'}}
llvm.func @metadata_in_array() -> !llvm.array<2 x metadata>
