// A dialect that defines no types (attributes) and does not ask for the generated parser
// keeps MLIR's default hook, which refuses every `!ns...` (`#ns...`) of it.

// expected-error @+1 {{dialect 'amx' provides no type parsing hook}}
func.func private @amx_tile(!amx.tile<8x8xi8>)

// -----

// expected-error @+1 {{dialect 'x86vector' provides no attribute parsing hook}}
func.func private @x86vector_attr() attributes {a = #x86vector.anything}

// -----

// expected-error @+1 {{dialect 'amdgpu' provides no type parsing hook}}
func.func private @amdgpu_type(!amdgpu.buffer)

// -----

// expected-error @+1 {{dialect 'transform' provides no attribute parsing hook}}
func.func private @transform_attr() attributes {a = #transform.mode}

// -----

// expected-error @+1 {{dialect 'tosa' provides no type parsing hook}}
func.func private @tosa_type(!tosa.shape<3>)
