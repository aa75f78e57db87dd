// The test dialect refuses attribute and type mnemonics mlir-opt 19 does not define, and
// keeps those it defines.

// expected-error @below {{unknown attribute `no_such_attr` in dialect `test`}}
"test.op"() {x = #test.no_such_attr} : () -> ()

// -----

// expected-error @below {{unknown attribute `decimal_shape` in dialect `test`}}
"test.op"() {x = #test.decimal_shape<1x2>} : () -> ()

// -----

// expected-error @below {{unknown type!}}
"test.op"() {x = !test.no_such_type} : () -> ()

// -----

// expected-error @below {{unknown type!}}
"test.op"() {x = !test.smplb} : () -> ()

// -----

"test.op"() {a = #test.smpla, b = #test.attr_with_trait, c = !test.smpla, d = !test.test_type_with_trait, e = !test.optional_value_type} : () -> ()
