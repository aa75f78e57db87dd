// The attributes nested in llvm's debug-info attributes are read as mlir-opt 19 reads them:
// a mnemonic llvm does not have is refused, and each enclosing attribute names the parameter
// it was reading.

#file = #llvm.di_file<"foo.mlir" in "/test/">
// expected-error @below {{unknown attribute `di_nope` in dialect `llvm`}}
// expected-error @below {{failed to parse LLVM_DILocalVariableAttr parameter 'file' which is to be a `DIFileAttr`}}
#v = #llvm.di_local_variable<scope = #file, name = "x", type = #llvm.di_null_type, file = #llvm.di_nope>

// -----

// expected-error @below {{unknown attribute `zzz` in dialect `llvm`}}
// expected-error @below {{failed to parse LLVM_DISubrangeAttr parameter 'count' which is to be a `::mlir::Attribute`}}
// expected-error @below {{failed to parse LLVM_DICompositeTypeAttr parameter 'elements' which is to be a `::llvm::ArrayRef<DINodeAttr>`}}
#c = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", elements = #llvm.di_subrange<count = 4 : i64>, #llvm.di_subrange<count = #llvm.zzz<1>>>

// -----

#c = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", elements = #llvm.di_subrange<count = 4 : i64>, #llvm.di_subrange<count = 5 : i64>>
llvm.func @f() attributes {x = #c}
