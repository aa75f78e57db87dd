// Fastmath flags are a set: written in any order, repeated or with `none`, they print in
// the order of their bits, and all of them as `fast`; `none` alone is left out of the op.
llvm.func @flags(%a: f32, %b: vector<4xf64>) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<reassoc,nnan>} : f32
  %1 = llvm.fsub %a, %a {fastmathFlags = #llvm.fastmath<afn , arcp, afn>} : f32
  %2 = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<none, contract>} : f32
  %3 = llvm.fdiv %a, %a {fastmathFlags = #llvm.fastmath<nsz, reassoc, nnan, ninf, arcp, contract, afn>} : f32
  %4 = llvm.fneg %a {fastmathFlags = #llvm.fastmath<none>} : f32
  %5 = llvm.intr.vector.reduce.fmax(%b) {fastmathFlags = #llvm.fastmath<fast, nsz>} : (vector<4xf64>) -> f64
  %6 = llvm.fcmp "olt" %a, %a {fastmathFlags = #llvm.fastmath<ninf,nnan>} : f32
  llvm.return
}
