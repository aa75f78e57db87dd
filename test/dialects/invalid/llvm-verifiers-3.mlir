// llvm's dialect attributes: the data layout string (read as LLVM 19's DataLayout parser reads
// it) and parameter attributes on function arguments and results; and MLIR 19's intrinsics,
// whose operand shapes it leaves to LLVM (messages confirmed with mlir-opt 19).

// expected-error @+1 {{invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "e-q:8"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Trailing separator in datalayout string}}
module attributes {llvm.data_layout = "E-p:32:32-"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Pointer ABI alignment must be a power of 2}}
module attributes {llvm.data_layout = "p3:32:48"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Index width cannot be larger than pointer width}}
module attributes {llvm.data_layout = "p:16:16:16:32"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Invalid ABI alignment, i8 must be naturally aligned}}
module attributes {llvm.data_layout = "e-i8:32"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "f64:64:32"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Sized aggregate specification in datalayout string}}
module attributes {llvm.data_layout = "a16:16"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: number of bits must be a byte width multiple}}
module attributes {llvm.data_layout = "S12"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Alignment is neither 0 nor a power of 2}}
module attributes {llvm.data_layout = "Fn48"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Zero width native integer type in datalayout string}}
module attributes {llvm.data_layout = "n8:0:32"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Address space 0 can never be non-integral}}
module attributes {llvm.data_layout = "ni:2:0"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: Unknown mangling in datalayout string}}
module attributes {llvm.data_layout = "m:z"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: not a number, or does not fit in an unsigned int}}
module attributes {llvm.data_layout = "A4294967296"} {}

// -----

// The attribute is checked on any op, not only modules.
// expected-error @+1 {{'func.func' op invalid data layout descriptor: Expected token before separator in datalayout string}}
func.func @layout_on_function() attributes {llvm.data_layout = ":e"} {
  return
}

// -----

// expected-error @+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = ["e"]} {}

// -----

// A layout LLVM accepts, with every kind of specification.
module attributes {llvm.data_layout = "e-m:o-p:64:64-p270:32:32-i64:64-i128:128-f80:128-v128:128:128-a:0:64-n8:16:32:64-S128-Fi8-P0-A5-G1-ni:7:8"} {}

// -----

// expected-error @+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @nonnull_integer(%a: !llvm.ptr {llvm.nonnull}, %b: i64 {llvm.nonnull})

// -----

// expected-error @+1 {{"llvm.dereferenceable" should be an integer attribute}}
llvm.func @dereferenceable_unit(%a: !llvm.ptr {llvm.dereferenceable})

// -----

// expected-error @+1 {{"llvm.inalloca" should be a type attribute}}
llvm.func @inalloca_unit(%a: !llvm.ptr {llvm.inalloca})

// -----

// expected-error @+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @zeroext_pointer(%a: !llvm.ptr {llvm.zeroext})

// -----

// expected-error @+1 {{"llvm.inreg" should be a unit attribute}}
llvm.func @inreg_string(%a: f32 {llvm.inreg = "yes"})

// -----

// Any function op's arguments are checked, where their type is one LLVM has.
// expected-error @+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @noalias_on_func(%a: f64 {llvm.noalias})

// -----

// A type LLVM cannot represent yet is not checked against the attribute; attribute values are.
func.func private @unconverted(%a: memref<4xf32> {llvm.noalias}, %b: tensor<2xi8> {llvm.signext})

// -----

// expected-error @+1 {{"llvm.sret" is not a valid result attribute}}
llvm.func @sret_result() -> (!llvm.ptr {llvm.sret = i32})

// -----

// expected-error @+1 {{"llvm.writeonly" is not a valid result attribute}}
func.func private @writeonly_result() -> (!llvm.ptr {llvm.writeonly})

// -----

// expected-error @+1 {{"llvm.dereferenceable_or_null" attribute attached to non-pointer LLVM type}}
llvm.func @dereferenceable_result() -> (f32 {llvm.dereferenceable_or_null = 8 : i64})

// -----

// Attributes that fit their parameters, and other llvm names, pass.
llvm.func @fitting(%a: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64, llvm.byval = !llvm.struct<(i32)>}, %b: i8 {llvm.signext, llvm.noundef}, %c: !llvm.ptr {llvm.unknown_kind = 3}) -> (!llvm.ptr {llvm.nonnull, llvm.dereferenceable = 8 : i64})

// -----

// MLIR 19 leaves the shapes of masked, vector-predicated and memory intrinsics to LLVM.
llvm.func @intrinsic_shapes(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>, %w: vector<8xi32>, %n: i32) {
  %0 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<8xf32>
  %1 = "llvm.intr.vp.add"(%w, %w, %m, %n) : (vector<8xi32>, vector<8xi32>, vector<4xi1>, i32) -> vector<2xi32>
  "llvm.intr.memcpy.inline"(%p, %p) <{isVolatile = false, len = 10 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.intr.lifetime.start -1, %p : !llvm.ptr
  llvm.return
}

// -----

// shufflevector of an llvm vector gives an llvm vector of the mask's length.
llvm.func @shuffle_llvm_vector(%v: !llvm.vec<? x 2 x !llvm.ppc_fp128>) -> !llvm.vec<? x 4 x !llvm.ppc_fp128> {
  %0 = llvm.shufflevector %v, %v [0, 0, 0, 0] : !llvm.vec<? x 2 x !llvm.ppc_fp128>
  llvm.return %0 : !llvm.vec<? x 4 x !llvm.ppc_fp128>
}

// -----

// An attribute kind llvm does not define is refused where its mnemonic stands (an alias too).
// expected-error @+1 {{unknown attribute `di_unknown_kind` in dialect `llvm`}}
#mystery = #llvm.di_unknown_kind<line = 3>

// -----

llvm.func @verbose_form() attributes {
  // expected-error @+1 {{unknown attribute `not_an_attr` in dialect `llvm`}}
  bad = #llvm<not_an_attr<1>>
}

// -----

// Those it defines stay as written.
llvm.func @known_kinds() attributes {a = #llvm.undef, b = #llvm.zero, c = #llvm.poison, d = #llvm.di_null_type, e = #llvm.overflow<nsw>, f = #llvm.fastmath<fast>, g = #llvm.linkage<internal>}
