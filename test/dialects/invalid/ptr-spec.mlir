// ptr's data layout entry `#ptr.spec<...>`: its struct syntax (any order, `index` optional,
// printed in declaration order with an absent index left out) and SpecAttr::verify.

func.func private @specs() attributes {a = #ptr.spec<abi = 8, size = 16, preferred = 8>, b = #ptr.spec<size = 32, abi = 32, preferred = 64, index = 4294967295>, c = #ptr<spec<size = 64, abi = 64, preferred = 64, index = 32>>}

// -----

// expected-error@+1 {{size entry must be divisible by 8}}
func.func private @f() attributes {a = #ptr.spec<size = -1, abi = 64, preferred = 64>}

// -----

// expected-error@+1 {{index entry must be divisible by 8}}
func.func private @f() attributes {a = #ptr.spec<size = 64, abi = 64, preferred = 64, index = 7>}

// -----

// expected-error@+1 {{preferred alignment is expected to be at least as large as ABI alignment}}
func.func private @f() attributes {a = #ptr.spec<size = 64, abi = 128, preferred = 64>}

// -----

// expected-error@+1 {{struct is missing required parameter: preferred}}
func.func private @f() attributes {a = #ptr.spec<size = 64, abi = 64>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: abi}}
func.func private @f() attributes {a = #ptr.spec<abi = 64, abi = 64, preferred = 64, size = 8>}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse Ptr_SpecAttr parameter 'abi' which is to be a `uint32_t`}}
func.func private @f() attributes {a = #ptr.spec<size = 64, abi = x, preferred = 64>}
