// DLTI's checks of data layout specs on ops (MLIR 19's DLTIDialect attribute hook and the
// data layout op check), and its attributes' parse-time checks.

// expected-error@below {{attribute 'dlti.layout' not supported by dialect}}
"test.some_op"() {dlti.layout = 1 : i32} : () -> ()

// -----

// expected-error@below {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
module attributes {dlti.target_system_spec = "cpu"} {}

// -----

// expected-error@below {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, "wide">>} {}

// -----

// expected-error@below {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<f32, dense<[8, 16, 32]> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f32, dense<[8, 16, 32]> : vector<3xi64>>>} {}

// -----

// expected-error@below {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i16, dense<[64, 8]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i16, dense<[64, 8]> : vector<2xi64>>>} {}

// -----

// expected-error@below {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<memref<4xf32>, 8>>} {}

// -----

// expected-error@below {{the 'func' dialect does not support identifier data layout entries}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"func.size", 8>>} {
  func.func private @g()
}

// -----

// Identifiers of dialects that are not loaded are not checked.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"nowhere.size", 8>>} {}

// -----

// expected-error@below {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", 1>>} {}

// -----

// expected-note@below {{enclosing op with data layout}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment", 16 : i32>>} {
  // expected-note@below {{enclosing op with data layout}}
  module {
    // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
    module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment", 32 : i32>>} {}
  }
}

// -----

// Equal entries combine; a function's spec is not checked against its module's.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment", 16 : i32>>} {
  module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment", 16 : i32>>} {}
  func.func private @h() attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment", 8 : i32>>}
}

// -----

// expected-error@below {{invalid kind of attribute specified}}
"test.some_op"() {some.spec = #dlti.dl_spec<#dlti.dl_entry<"k", 1>, "not an entry">} : () -> ()

// -----

// expected-error@below {{repeated layout entry key: 'f16'}}
"test.some_op"() {some.spec = #dlti.dl_spec<#dlti.dl_entry<f16, 1>, #dlti.dl_entry<f16, 2>>} : () -> ()

// -----

// expected-error@+1 {{dlti.target_device_spec does not allow type as a key: 'i8'}}
"test.some_op"() {some.spec = #dlti.target_device_spec<#dlti.dl_entry<i8, 1>>} : () -> ()

// -----

// expected-error@+1 {{repeated Device ID in dlti.target_system_spec: "GPU"}}
"test.some_op"() {some.spec = #dlti.target_system_spec<"GPU" : #dlti.target_device_spec<#dlti.dl_entry<"k", 1>>, "GPU" : #dlti.target_device_spec<#dlti.dl_entry<"k", 2>>>} : () -> ()

// -----

// expected-error@+3 {{invalid kind of attribute specified}}
// expected-error@+2 {{Error in parsing target device spec}}
// expected-error@+1 {{failed to parse DLTI_TargetSystemSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DeviceIDTargetDeviceSpecPair>`}}
"test.some_op"() {some.spec = #dlti.target_system_spec<"GPU" : 7>} : () -> ()
