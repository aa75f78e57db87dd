// `#llvm.fastmath<...>`: a set of flags, a keyword each, separated by commas.

llvm.func @unknown_flag(%a: f32) {
  // expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<nnan, fastest>} : f32
  llvm.return
}

// -----

llvm.func @no_flag(%a: f32) {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<>} : f32
  llvm.return
}

// -----

llvm.func @no_separator(%a: f32) {
  // expected-error @+1 {{expected '>'}}
  %0 = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<afn contract>} : f32
  llvm.return
}
