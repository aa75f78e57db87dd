// Bad `#llvm.target_features`, refused as mlir-opt 19 refuses them: the list syntax, string
// elements, and the C++ verifier (non-empty, starting with + or -, no comma).

// expected-error @below {{target features must start with '+' or '-'}}
module attributes {test.a = #llvm.target_features<["sse"]>} {}

// -----

// expected-error @below {{target features can not contain ','}}
module attributes {test.a = #llvm.target_features<["+a,+b"]>} {}

// -----

// expected-error @below {{target features can not be null or empty}}
module attributes {test.a = #llvm.target_features<[""]>} {}

// -----

// expected-error @below {{expected '['}}
module attributes {test.a = #llvm.target_features<>} {}

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_TargetFeaturesAttr parameter 'features' which is to be a `::llvm::ArrayRef<StringAttr>`}}
module attributes {test.a = #llvm.target_features<[1]>} {}

// -----

// expected-error @below {{expected attribute value}}
// expected-error @below {{failed to parse LLVM_TargetFeaturesAttr parameter 'features' which is to be a `::llvm::ArrayRef<StringAttr>`}}
module attributes {test.a = #llvm.target_features<["+a",]>} {}

// -----

// expected-error @below {{target features must start with '+' or '-'}}
module attributes {test.a = #llvm.target_features<[",a"]>} {}

// -----

// expected-error @below {{target features must start with '+' or '-'}}
module attributes {test.a = #llvm.target_features<["+a", "b,c"]>} {}

// -----

// expected-error @below {{expected '['}}
module attributes {test.a = #llvm.target_features<"+a">} {}
