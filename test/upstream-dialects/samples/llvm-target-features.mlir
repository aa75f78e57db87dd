// `#llvm.target_features` read element by element: spacing inside the list is not kept, and
// the empty list prints as written.
module attributes {test.features = [#llvm.target_features<[]>, #llvm.target_features<[ "+sse4.2" ,"-avx512f" ]>]} {
  llvm.func @tuned() attributes {target_features = #llvm.target_features<["+neon", "-fp-armv8"]>} {
    llvm.return
  }
}
