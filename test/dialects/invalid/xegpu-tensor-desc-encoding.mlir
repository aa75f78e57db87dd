// A tensor_desc whose encoding fails to parse adds TensorDescType's own error where the
// attribute ended.

// expected-error@+2 {{unknown attribute `nonexistent_attr` in dialect `xegpu`}}
// expected-error@+1 {{Failed to parse the attribute field for TensorDescType.}}
func.func private @f(!xegpu.tensor_desc<4x8xf16, #xegpu.nonexistent_attr<x = 1>>)
