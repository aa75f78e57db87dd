// Invalid index and math ops (generic form); the expected messages are mlir-opt 19's.

%a = "arith.constant"() <{value = 1 : i64}> : () -> i64
// expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i64'}}
%0 = "index.add"(%a, %a) : (i64, i64) -> index

// -----

%a = "index.constant"() <{value = 1 : index}> : () -> index
// expected-error @+1 {{invalid properties {pred = 1 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 1 : i64}}
%0 = "index.cmp"(%a, %a) <{pred = 1 : i64}> : (index, index) -> i1

// -----

%a = "index.constant"() <{value = 1 : index}> : () -> index
// expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
%0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate lol>}> : (index, index) -> i1

// -----

%a = "index.constant"() <{value = 1 : index}> : () -> index
// expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
%0 = "index.casts"(%a) : (index) -> index

// -----

// expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
%0 = "index.constant"() <{value = 1 : i64}> : () -> index

// -----

%a = "arith.constant"() <{value = 1 : i32}> : () -> i32
// expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
%0 = "math.exp"(%a) : (i32) -> i32

// -----

%a = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
// expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
%0 = "math.fpowi"(%a, %a) : (f32, f32) -> f32

// -----

%a = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
// expected-error @+1 {{'math.sqrt' op requires the same type for all operands and results}}
%0 = "math.sqrt"(%a) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f64
