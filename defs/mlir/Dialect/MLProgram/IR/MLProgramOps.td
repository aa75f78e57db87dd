// tsmlir dialect definitions: the ops of the `ml_program` dialect.

#ifndef MLPROGRAM_OPS
#define MLPROGRAM_OPS

include "mlir/Dialect/MLProgram/IR/MLProgramAttributes.td"
include "mlir/Dialect/MLProgram/IR/MLProgramBase.td"
include "mlir/Dialect/MLProgram/IR/MLProgramTypes.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/SymbolInterfaces.td"

class MLProgram_Op<string mnemonic, list<Trait> traits = []>
    : Op<MLProgram_Dialect, mnemonic, traits>;

// A function-like op: its signature, attributes and body.
class MLProgram_FunctionLikeOp<string mnemonic, list<Trait> traits = []>
    : MLProgram_Op<mnemonic, [FunctionOpInterface, IsolatedFromAbove,
                              RegionKindInterface, Symbol] # traits> {
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region AnyRegion:$body);

  // The function signature syntax shared with func.func.
  let hasCustomAssemblyFormat = 1;
}

def MLProgram_FuncOp : MLProgram_FunctionLikeOp<"func"> {
  let summary = "a function whose body is ordinary control flow";
  let description = [{
    A function symbol whose body is an SSA control-flow region ending in
    `ml_program.return`; without a body it declares an external function.

    ```mlir
    ml_program.func @add(%a: i32, %b: i32) -> i32 {
      ml_program.return %a : i32
    }
    ```
  }];
}

def MLProgram_GlobalOp : MLProgram_Op<"global", [Symbol]> {
  let summary = "a module-level variable";
  let description = [{
    A named global of the given type, with an optional initial value (which
    an immutable global must have; `#ml_program.extern` leaves it to the
    host). Only `mutable` globals may be stored to.

    ```mlir
    ml_program.global private @k(dense<4> : tensor<4xi32>) : tensor<4xi32>
    ml_program.global public mutable @v : tensor<?xi32>
    ```
  }];

  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttr:$type,
                       UnitAttr:$is_mutable,
                       OptionalAttr<AnyAttr>:$value,
                       OptionalAttr<StrAttr>:$sym_visibility);

  let assemblyFormat = [{
    custom<SymbolVisibility>($sym_visibility)
    (`mutable` $is_mutable^)?
    $sym_name ``
    custom<TypedInitialValue>($type, $value)
    attr-dict
  }];

  let hasVerifier = 1;
}

def MLProgram_GlobalLoadOp : MLProgram_Op<"global_load", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "read the value of a global";
  let description = [{
    The current value of the global the symbol names (its result is named
    after the global), of the global's type.

    ```mlir
    %v = ml_program.global_load @v : tensor<?xi32>
    ```
  }];

  let arguments = (ins Arg<SymbolRefAttr, "", [MemRead]>:$global);
  let results = (outs AnyType:$result);

  let assemblyFormat = "$global `:` type($result) attr-dict";
}

def MLProgram_GlobalLoadConstOp : MLProgram_Op<"global_load_const", [
    Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "read the value of an immutable global";
  let description = [{
    The value of an immutable global, which never changes (so the op has no
    side effect).

    ```mlir
    %k = ml_program.global_load_const @k : tensor<4xi32>
    ```
  }];

  let arguments = (ins SymbolRefAttr:$global);
  let results = (outs AnyType:$result);

  let assemblyFormat = "$global `:` type($result) attr-dict";
}

def MLProgram_GlobalLoadGraphOp : MLProgram_Op<"global_load_graph", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "read the value of a global in a graph region";
  let description = [{
    `global_load` ordered by tokens: it happens after the ops producing the
    consumed tokens, and produces a token later ops can wait on.

    ```mlir
    %v, %t1 = ml_program.global_load_graph @v ordering(%t0 -> !ml_program.token) : tensor<?xi32>
    ```
  }];

  let arguments = (ins Arg<SymbolRefAttr, "", [MemRead]>:$global,
                       Variadic<MLProgram_TokenType>:$consumeTokens);
  let results = (outs AnyType:$result, MLProgram_TokenType:$produceToken);

  let assemblyFormat = [{
    $global `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($result) attr-dict
  }];
}

def MLProgram_GlobalStoreOp : MLProgram_Op<"global_store", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "write the value of a mutable global";
  let description = [{
    ```mlir
    ml_program.global_store @v = %x : tensor<?xi32>
    ```
  }];

  let arguments = (ins Arg<SymbolRefAttr, "", [MemWrite]>:$global,
                       AnyType:$value);

  let assemblyFormat = "$global `=` $value `:` type($value) attr-dict";
}

def MLProgram_GlobalStoreGraphOp : MLProgram_Op<"global_store_graph", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "write the value of a mutable global in a graph region";
  let description = [{
    `global_store` ordered by tokens, as `global_load_graph` is.

    ```mlir
    %t2 = ml_program.global_store_graph @v = %x ordering(%t1 -> !ml_program.token) : tensor<?xi32>
    ```
  }];

  let arguments = (ins Arg<SymbolRefAttr, "", [MemRead]>:$global,
                       AnyType:$value,
                       Variadic<MLProgram_TokenType>:$consumeTokens);
  let results = (outs MLProgram_TokenType:$produceToken);

  let assemblyFormat = [{
    $global `=` $value `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($value) attr-dict
  }];
}

def MLProgram_SubgraphOp : MLProgram_FunctionLikeOp<"subgraph", [
    HasOnlyGraphRegion, SingleBlock
  ]> {
  let summary = "a function whose body is a graph";
  let description = [{
    A function symbol whose body is one block of a graph region (values may
    be used before their definition) ending in `ml_program.output`.

    ```mlir
    ml_program.subgraph @g(%a: i32) -> i32 {
      ml_program.output %a : i32
    }
    ```
  }];
}

// func's return and subgraph's output: the values the function returns.
class MLProgram_ReturnLikeOp<string mnemonic, string parent>
    : MLProgram_Op<mnemonic, [Pure, HasParent<parent>, ReturnLike, Terminator]> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{
    // Returns nothing.
  }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

def MLProgram_OutputOp : MLProgram_ReturnLikeOp<"output", "SubgraphOp"> {
  let summary = "the results of a subgraph";
  let description = [{
    Ends a `subgraph` body with its results, of the function's result types.

    ```mlir
    ml_program.output %a, %t : i32, !ml_program.token
    ```
  }];
}

def MLProgram_ReturnOp : MLProgram_ReturnLikeOp<"return", "FuncOp"> {
  let summary = "the results of a func";
  let description = [{
    Ends a block of a `func` body with its results, of the function's
    result types.

    ```mlir
    ml_program.return %a : i32
    ```
  }];
}

def MLProgram_TokenOp : MLProgram_Op<"token", [Pure]> {
  let summary = "a new token";
  let description = [{
    A token no op has to wait for, to start an ordering chain.

    ```mlir
    %t = ml_program.token
    ```
  }];

  let results = (outs MLProgram_TokenType:$token);
  let assemblyFormat = "attr-dict";
}

#endif // MLPROGRAM_OPS
