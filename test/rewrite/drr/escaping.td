// A location string that would end a string literal or a comment if not escaped.
include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"
def Escaped : Pat<(Arith_NegFOp $x, $f), (Arith_SubFOp $x, $x, $f, (location "quote \" star-slash */ backslash \\ newline \n end"))>;
