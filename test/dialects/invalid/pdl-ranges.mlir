// pdl's range types and their element types, as the ODS constraints of pdl's ops check them.

pdl.pattern : benefit(1) {
  %types = pdl.types
  // expected-error @+1 {{'pdl.operands' op result #0 must be range of PDL handle for an `mlir::Value` values, but got '!pdl.range<operation>'}}
  %ops = "pdl.operands"(%types) : (!pdl.range<type>) -> !pdl.range<operation>
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}
