// llvm.icmp and llvm.fcmp give i1 for scalars and a builtin vector of i1 for LLVM-compatible
// vectors, builtin or `!llvm.vec`, with the same element count, scalable or not.

func.func @icmp_scalar_result(%a: i32) {
  // expected-error @+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> vector<1xi1>
  return
}

// -----

func.func @icmp_vector_count(%a: vector<4xi32>) {
  // expected-error @+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<8xi1>
  return
}

// -----

func.func @icmp_scalable(%a: vector<[4]xi32>) {
  // expected-error @+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (vector<[4]xi32>, vector<[4]xi32>) -> vector<4xi1>
  return
}

// -----

func.func @fcmp_vector(%a: vector<2xf32>) {
  // expected-error @+1 {{'llvm.fcmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.fcmp"(%a, %a) <{predicate = 0 : i64}> : (vector<2xf32>, vector<2xf32>) -> i1
  return
}

// -----

func.func @llvm_vectors(%p: !llvm.vec<4 x ptr>, %q: !llvm.vec<? x 2 x ptr>) {
  // expected-error @+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%q, %q) <{predicate = 0 : i64}> : (!llvm.vec<? x 2 x ptr>, !llvm.vec<? x 2 x ptr>) -> vector<2xi1>
  return
}

// -----

func.func @accepted(%a: i32, %v: vector<4xi32>, %s: vector<[4]xi32>, %f: vector<2xf32>, %p: !llvm.vec<4 x ptr>, %q: !llvm.vec<? x 2 x ptr>) {
  %0 = llvm.icmp "eq" %a, %a : i32
  %1 = llvm.icmp "eq" %v, %v : vector<4xi32>
  %2 = llvm.icmp "eq" %s, %s : vector<[4]xi32>
  %3 = llvm.fcmp "oeq" %f, %f : vector<2xf32>
  %4 = llvm.icmp "eq" %p, %p : !llvm.vec<4 x ptr>
  %5 = "llvm.icmp"(%q, %q) <{predicate = 0 : i64}> : (!llvm.vec<? x 2 x ptr>, !llvm.vec<? x 2 x ptr>) -> vector<[2]xi1>
  return
}
