// llvm's invoke, landingpad, switch, cast, target-extension, shufflevector, comdat and vector
// intrinsic checks (messages confirmed with mlir-opt 19).

llvm.func @callee(i64) -> i64
llvm.func @personality(...) -> i32

llvm.func @unwind_without_landingpad(%x: i64) -> i64 attributes {personality = @personality} {
  // expected-error @+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %r = llvm.invoke @callee(%x) to ^ok unwind ^bad : (i64) -> i64
^ok:
  llvm.return %r : i64
^bad:
  llvm.return %x : i64
}

// -----

llvm.func @callee(i64) -> i64
llvm.func @personality(...) -> i32

llvm.func @clause_from_argument(%x: i64, %p: !llvm.ptr) -> i64 attributes {personality = @personality} {
  %r = llvm.invoke @callee(%x) to ^ok unwind ^lp : (i64) -> i64
^ok:
  llvm.return %r : i64
^lp:
  // expected-error @+1 {{clause #1 is not a known constant - null, addressof, bitcast}}
  %e = llvm.landingpad (catch %z : !llvm.ptr) (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %x : i64
^never:
  %z = llvm.mlir.zero : !llvm.ptr
  llvm.br ^lp
}

// -----

llvm.func @callee(i64) -> i64

llvm.func @no_personality(%x: i64) -> i64 {
  %r = llvm.invoke @callee(%x) to ^ok unwind ^lp : (i64) -> i64
^ok:
  llvm.return %r : i64
^lp:
  // expected-error @+1 {{llvm.landingpad needs to be in a function with a personality}}
  %e = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i64
}

// -----

llvm.func @too_few_weights(%c: i16) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 3}}
  llvm.switch %c : i16, ^a [
    7: ^b,
    9: ^b
  ] {branch_weights = array<i32: 4>}
^a:
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @weights_of_default_only(%c: i8) {
  llvm.switch %c : i8, ^a [
  ] {branch_weights = array<i32: 1>}
^a:
  llvm.return
}

// -----

llvm.func @pointer_to_float(%p: !llvm.ptr<3>) -> f64 {
  // expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %f = llvm.bitcast %p : !llvm.ptr<3> to f64
  llvm.return %f : f64
}

// -----

llvm.func @across_address_spaces(%p: !llvm.vec<2 x ptr<3>>) -> !llvm.vec<2 x ptr<5>> {
  // expected-error @+1 {{cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %q = llvm.bitcast %p : !llvm.vec<2 x ptr<3>> to !llvm.vec<2 x ptr<5>>
  llvm.return %q : !llvm.vec<2 x ptr<5>>
}

// -----

llvm.func @sext_scalable_to_fixed(%v: vector<[2]xi8>) -> vector<2xi32> {
  // expected-error @+1 {{input and output vectors are of incompatible shape}}
  %w = llvm.sext %v : vector<[2]xi8> to vector<2xi32>
  llvm.return %w : vector<2xi32>
}

// -----

llvm.func @alloca_of_opaque_target_type(%n: i32) {
  // expected-error @+1 {{this target extension type cannot be used in alloca}}
  %p = llvm.alloca %n x !llvm.target<"my.handle", i32> : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_of_spirv_type(%n: i32) {
  %p = llvm.alloca %n x !llvm.target<"spirv.Image"> : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @zero_of_opaque_target_type() {
  // expected-error @+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %z = llvm.mlir.zero : !llvm.target<"my.handle">
  llvm.return
}

// -----

llvm.func @scalable_shuffle(%a: vector<[2]xi64>) -> vector<[2]xi64> {
  // expected-error @+1 {{expected a splat operation for scalable vectors}}
  %s = llvm.shufflevector %a, %a [1, 1] : vector<[2]xi64>
  llvm.return %s : vector<[2]xi64>
}

// -----

llvm.comdat @group {
  llvm.comdat_selector @pick largest
  // expected-error @+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.func @inside()
}

// -----

llvm.comdat @group {
  llvm.comdat_selector @pick largest
}
// expected-error @+1 {{expected comdat symbol}}
llvm.func @wrong_selector() comdat(@group::@missing) {
  llvm.return
}

// -----

llvm.comdat @group {
  llvm.comdat_selector @pick largest
}
llvm.mlir.global internal @in_group(1 : i64) comdat(@group::@pick) : i64

// -----

llvm.func @insert_too_wide(%d: vector<[4]xi64>, %s: vector<2049xi64>) -> vector<[4]xi64> {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %r = llvm.intr.vector.insert %s, %d[0] : vector<2049xi64> into vector<[4]xi64>
  llvm.return %r : vector<[4]xi64>
}

// -----

llvm.func @interleave_wrong_element(%a: vector<4xi16>) -> vector<8xi32> {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %r = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xi16>, vector<4xi16>) -> vector<8xi32>
  llvm.return %r : vector<8xi32>
}

// -----

llvm.func @cmpxchg_result_not_pair(%p: !llvm.ptr, %v: i16) {
  // expected-error @+1 {{'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool}}
  %r = "llvm.cmpxchg"(%p, %v, %v) <{success_ordering = 7 : i64, failure_ordering = 2 : i64}> : (!llvm.ptr, i16, i16) -> !llvm.struct<(i16, i8)>
  llvm.return
}

// -----

llvm.func @predicate_not_a_string(%a: i8) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %c = llvm.icmp 3 : i64 %a, %a : i8
  llvm.return
}

// -----

func.func @extract_from_memref(%m: memref<2xi8>) {
  // The parser reports at the token after the container type.
  %e = llvm.extractvalue %m[1] : memref<2xi8>
  // expected-error @+1 {{expected LLVM IR Dialect type, got 'memref<2xi8>'}}
  return
}

// -----

// expected-error @+1 {{failed to construct function type: expected LLVM type for function arguments}}
llvm.func @index_vector_argument(%v: vector<4xindex>)

// -----

// expected-error @+1 {{failed to construct function type: expected LLVM type for function results'tensor<3xf32>'}}
llvm.func @tensor_result() -> tensor<3xf32>
