// tsmlir dialect definitions: the types of the `ml_program` dialect.

#ifndef MLPROGRAM_TYPES
#define MLPROGRAM_TYPES

include "mlir/IR/AttrTypeBase.td"
include "mlir/Dialect/MLProgram/IR/MLProgramBase.td"

// `!ml_program.token`: orders side effects between ops of a graph region.
def MLProgram_TokenType : TypeDef<MLProgram_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "a token ordering the ops of a graph";
}

#endif // MLPROGRAM_TYPES
