// llvm.func, llvm.mlir.global and llvm.mlir.constant verifiers (messages confirmed with mlir-opt 19);
// splits without an expected error are valid IR both tools accept.

llvm.mlir.global internal @g() : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @g(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.mlir.global external @g(1 : i64) : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @g("abc") : !llvm.array<2 x i8>

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

func.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : i32
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : i32
  return
}

// -----

func.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<3xi32>
  return
}

// -----

llvm.func @f(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @g() -> !llvm.void

// -----

llvm.func @f() attributes {personality = @g}

// -----

llvm.func external @f() {
}

// -----

// expected-error @+1 {{'llvm.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
llvm.func @f(i32) -> i64 {
^bb0(%a: i64):
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @f()

// -----

llvm.func @f(%a: i32, ...) {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @g() : !llvm.void

// -----

llvm.mlir.global internal constant @g() : i32

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f() {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @g() : i32

// -----

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @g(0 : i32) {alignment = 3 : i64} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @g(1 : i32) : i32

// -----

llvm.mlir.global common @g(0 : i32) : i32
llvm.mlir.global common @h(dense<0> : vector<2xi32>) : vector<2xi32>

// -----

llvm.func @f() {
// expected-error @+1 {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global internal @g(0 : i32) : i32
  llvm.return
}

// -----

// expected-error @+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @f() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @f() attributes {optimize_none} {
  llvm.return
}

// -----

func.func @f() {
// expected-error @+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f64)>
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant([1.0 : f32]) : !llvm.struct<(f32, f32)>
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant([1.0 : f32, 1 : i32]) : !llvm.struct<(f32, f32)>
  return
}

// -----

func.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 1 : i32]) : !llvm.struct<(i32, i32)>
// expected-error @+1 {{expected struct element types to be floating point type or integer type}}
  %1 = llvm.mlir.constant([1.0 : bf16, 1.0 : bf16]) : !llvm.struct<(bf16, bf16)>
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'llvm.mlir.constant' op expected float type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'llvm.mlir.constant' op expected integer type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : i64
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : i32
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(unit) : i32
  return
}

// -----

llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error @+1 {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region cannot return void}}
llvm.mlir.global internal @g() : i32 {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1}}
"llvm.func"() <{sym_name = "f", function_type = !llvm.func<void (i32)>, CConv = #llvm.cconv<ccc>, linkage = #llvm.linkage<external>, visibility_ = 0 : i64, arg_attrs = []}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() <{sym_name = "f", function_type = !llvm.func<void (i32)>, CConv = #llvm.cconv<ccc>, linkage = #llvm.linkage<external>, visibility_ = 0 : i64}> ({
^bb0:
  llvm.return
}) : () -> ()

// -----

llvm.mlir.global internal @g("ab\00") : !llvm.array<3 x i8>
llvm.mlir.global internal @h("é") : !llvm.array<2 x i8>
