// llvm's enum-valued attributes and its memory effects struct, checked as their generated
// parsers check them; valid ones print in mlir-opt's form (see test/opt oracle cases).

// expected-error @+2 {{invalid Calling Conventions specification: cc_12}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
func.func private @cconv() attributes {x = #llvm.cconv<cc_12>}

// -----

// expected-error @+2 {{expected keyword for LLVM linkage types}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
func.func private @linkage() attributes {x = #llvm.linkage<7>}

// -----

// expected-error @+2 {{invalid LLVM FramePointerKind specification: non}}
// expected-error @+1 {{failed to parse FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`}}
func.func private @frame_pointer() attributes {x = #llvm.framePointerKind<non-leaf>}

// -----

// expected-error @+2 {{invalid LLVM ModRefInfo specification: bogus}}
// expected-error @+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'argMem' which is to be a `ModRefInfo`}}
func.func private @mod_ref() attributes {x = #llvm.memory_effects<other = none, argMem = bogus, inaccessibleMem = none>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: other}}
func.func private @duplicate() attributes {x = #llvm.memory_effects<other = none, other = read>}

// -----

// A word lexed as an integer type is a keyword to a struct's parameter name (then unknown).
// expected-error @+1 {{duplicate or unknown struct parameter name: i32}}
func.func private @integer_type_word() attributes {x = #llvm.memory_effects<i32 = none>}

// -----

// expected-error @+1 {{expected '>'}}
func.func private @extra_location() attributes {x = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite, errnoMem = none>}

// -----

func.func private @valid() attributes {a = #llvm.memory_effects<argMem = read, other = none, inaccessibleMem = write>, b = #llvm.framePointerKind<"non-leaf">, c = #llvm.tailcallkind<"tail">}
