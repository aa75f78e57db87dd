// pdl_interp.extract takes a range of its result's type, and pdl_interp.get_value_type
// gives a !pdl.type for a !pdl.value and a range of types for a range of values.

pdl_interp.func @extract_other_range(%r: !pdl.range<type>) {
  // expected-error @+1 {{'pdl_interp.extract' op failed to verify that `range` is a PDL range whose element type matches type of `result`}}
  %0 = "pdl_interp.extract"(%r) <{index = 0 : i32}> : (!pdl.range<type>) -> !pdl.value
  pdl_interp.finalize
}

// -----

pdl_interp.func @value_type_of_range(%v: !pdl.value) {
  // expected-error @+1 {{'pdl_interp.get_value_type' op failed to verify that `value` type matches arity of `result`}}
  %0 = "pdl_interp.get_value_type"(%v) : (!pdl.value) -> !pdl.range<type>
  pdl_interp.finalize
}

// -----

pdl_interp.func @types_of_one_value(%v: !pdl.range<value>) {
  // expected-error @+1 {{'pdl_interp.get_value_type' op failed to verify that `value` type matches arity of `result`}}
  %0 = "pdl_interp.get_value_type"(%v) : (!pdl.range<value>) -> !pdl.type
  pdl_interp.finalize
}

// -----

pdl_interp.func @accepted(%r: !pdl.range<value>, %v: !pdl.value) {
  %0 = pdl_interp.extract 1 of %r : !pdl.value
  %1 = pdl_interp.get_value_type of %v : !pdl.type
  %2 = pdl_interp.get_value_type of %r : !pdl.range<type>
  pdl_interp.finalize
}
