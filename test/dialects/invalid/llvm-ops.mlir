// llvm ops C++ verifiers and parse-time type checks (messages confirmed with mlir-opt 19).

func.func @a(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.load' op unsupported type 'i1' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i1
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i32) {
// expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i32) {
// expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: vector<2xi32>) {
// expected-error @+1 {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<2xi32>'}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<2xi32>
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: vector<[2]xf32>) {
// expected-error @+1 {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<[2]xf32>'}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<[2]xf32>
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i1) {
// expected-error @+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: f32) {
// expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i32) {
// expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i32) {
// expected-error @+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i32) {
// expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: i1) {
// expected-error @+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

func.func @a() {
// expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

func.func @a(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
// expected-error @+1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return
}

// -----

func.func @a(%s: !llvm.struct<(i32, f32)>) {
// expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

func.func @a(%s: !llvm.struct<(i32, f32)>) {
// expected-error @+1 {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

func.func @a(%s: !llvm.struct<(i32, f32)>, %v: i32) {
// expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %i: i32) {
// expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.getelementptr' op type 'f32' cannot be indexed (index #2)}}
  %0 = llvm.getelementptr %p[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

func.func @a(%v: i32) {
// expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %v : i32 to i16
  llvm.return
}

// -----

func.func @a(%v: vector<2xi32>) {
// expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %v : vector<2xi32> to vector<2xi32>
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i32 {
// expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i32
}

// -----

llvm.func @f() {
// expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope() : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
// expected-error @+1 {{'llvm.call' op 'g' does not reference a valid LLVM function}}
  llvm.call @g() : () -> ()
  llvm.return
}
func.func @g() { return }

// -----

llvm.func @g(i32)
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op expected var_callee_type to have at most 0 parameters}}
  llvm.call @g() vararg(!llvm.func<void (i32, ...)>) : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f(%a: i64) {
// expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  llvm.call @g(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @g() -> i32
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @g()
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @g() : () -> i32
  llvm.return
}

// -----

llvm.func @g() -> i32
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g() : () -> i64
  llvm.return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  "llvm.call"(%a) <{callee = @g, fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  "llvm.call"(%a) <{callee = @g, var_callee_type = !llvm.func<void (i32)>, fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i32'}}
  "llvm.call"(%a) <{fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f() {
// expected-error @+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() <{fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : () -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
// expected-error @+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  "llvm.call"(%p, %a) <{var_callee_type = !llvm.func<void (i32)>, fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (!llvm.ptr, i32) -> ()
  llvm.return
}

// -----

// expected-note @+1 {{prior use here}}
llvm.func @f(%p: !llvm.ptr, %a: i32) {
// expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  llvm.call %p(%a) : !llvm.ptr, (i64) -> ()
  llvm.return
}

// -----

llvm.mlir.global @g() : i32
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op 'g' does not reference a valid LLVM function}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  "llvm.call"(%a) <{callee = @nope, var_callee_type = !llvm.func<void (i32)>, fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op expected var_callee_type to have at most 1 parameters}}
  "llvm.call"(%a) <{callee = @nope, var_callee_type = !llvm.func<void (i32, i32, ...)>, fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f(%a: i64) {
// expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != 'i64'}}
  llvm.call @g(%a) vararg(!llvm.func<void (i32, ...)>) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @g(i32, i32)
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op incorrect number of operands (3) for callee (expecting: 2)}}
  llvm.call @g(%a, %a, %a) : (i32, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for varargs callee (expecting at least: 1)}}
  "llvm.call"() <{callee = @g, var_callee_type = !llvm.func<void (...)>, fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : () -> ()
  llvm.return
}

// -----

module {
  func.func @f() {
// expected-error @+1 {{'llvm.call' op result type mismatch: 'i32' != 'i64'}}
    %0 = "llvm.call"() <{callee = @g, fastmathFlags = #llvm.fastmath<none>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>}> : () -> (i32)
    return
  }
  llvm.func @g() -> i64
}

// -----

llvm.func @g() -> !llvm.struct<(i32)>
llvm.func @f() {
// expected-error @+1 {{'llvm.call' op result type mismatch: '!llvm.struct<(i64)>' != '!llvm.struct<(i32)>'}}
  %0 = llvm.call @g() : () -> !llvm.struct<(i64)>
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a) vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: '!llvm.void' != 'i32'}}
  %0 = llvm.call @g(%a) vararg(!llvm.func<void (i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op expected var_callee_type to return void}}
  llvm.call @g(%a) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) {
// expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a) vararg(!llvm.func<i64 (i64, ...)>) : (i32) -> i32
  llvm.return
}

// -----

func.func @a(%v: f32) {
// expected-error @+1 {{custom op 'gpu.subgroup_mma_constant_matrix' 'res' must be MMAMatrix type, but got 'vector<2xf32>'}}
  %0 = gpu.subgroup_mma_constant_matrix %v : vector<2xf32>
  return
}

// -----

func.func @a(%p: !llvm.ptr, %v: f32) {
// expected-error @+1 {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, f32
  return
}

// -----

func.func @a(%v: f32, %i: i32) {
// expected-error @+1 {{custom op 'llvm.extractelement' 'vector' must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = llvm.extractelement %v[%i : i32] : f32
  return
}

// -----

func.func @a(%v: f32, %i: i32) {
// expected-error @+1 {{custom op 'llvm.insertelement' 'vector' must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = llvm.insertelement %v, %v[%i : i32] : f32
  return
}

// -----

pdl_interp.func @f(%r: !pdl.value) {
// expected-error @+1 {{custom op 'pdl_interp.get_value_type' 'result' must be single element or range of PDL handle to an `mlir::Type`, but got '!pdl.value'}}
  %0 = pdl_interp.get_value_type of %r : !pdl.value
  pdl_interp.finalize
}

// -----

func.func @a(%p: !llvm.ptr, %v: vector<2xi32>) {
// expected-error @+1 {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<2xi32>'}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<2xi32>
  llvm.return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @a(%p: !llvm.ptr<1>, %q: i32) {
// expected-error @+1 {{use of value '%q' expects different type than prior uses: 'i16' vs 'i32'}}
  %0 = rocdl.make.buffer.rsrc %p, %q, %q, %q : !llvm.ptr<1> to f32
  return
}

// -----

func.func @a(%p: !llvm.ptr) {
// expected-error @+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "x"}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: f80) {
// expected-error @+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, f80
  llvm.return
}

// -----

func.func @a(%p: !llvm.ptr, %v: !llvm.ptr) {
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, !llvm.ptr
  %1 = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %2 = llvm.load %p atomic seq_cst {alignment = 2 : i64} : !llvm.ptr -> bf16
  %3 = llvm.getelementptr %p[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  llvm.return
}
