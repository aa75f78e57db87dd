// tsmlir dialect definitions: the ops of the builtin dialect.

#ifndef BUILTIN_OPS
#define BUILTIN_OPS

include "mlir/IR/BuiltinDialect.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Builtin_Op<string mnemonic, list<Trait> traits = []>
    : Op<Builtin_Dialect, mnemonic, traits>;

def ModuleOp : Builtin_Op<"module", [
    AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol,
    OpAsmOpInterface
  ] # GraphRegionNoTerminator.traits> {
  let summary = "top-level container of IR";
  let description = [{
    Holds one region with a single block of ops and no terminator. It is
    a symbol table and, when given a name, a symbol itself. Parsing a file
    whose top-level ops are not wrapped in a module wraps them in one.

    ```mlir
    module @kernels attributes {my.flag} {
      func.func private @helper(i32) -> i32
    }
    ```
  }];

  let arguments = (ins OptionalAttr<SymbolNameAttr>:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region SizedRegion<1>:$bodyRegion);

  let assemblyFormat = "($sym_name^)? attr-dict-with-keyword $bodyRegion";

  let builders = [OpBuilder<(ins CArg<"string | undefined", "undefined">:$name)>];

  let extraClassDeclaration = [{
    getName(): string | undefined {
      return this.getSymName();
    }
    // A module without a name defines no symbol.
    isOptionalSymbol(): boolean {
      return true;
    }
    static getDefaultDialect(): string {
      return "builtin";
    }
  }];

  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
}

def UnrealizedConversionCastOp : Builtin_Op<"unrealized_conversion_cast", [
    Pure
  ]> {
  let summary = "placeholder conversion between type systems";
  let description = [{
    Converts any number of values to any number of values of other types
    without saying how. Dialect conversions insert it where a producer and
    a consumer have not both been converted yet; a correct conversion
    removes every such cast in the end. Casting values to their own types
    folds away.

    ```mlir
    %i = builtin.unrealized_conversion_cast %x : !my.int to i64
    %a, %b = builtin.unrealized_conversion_cast %pair : !my.pair to f32, f32
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = [{
    ($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

#endif // BUILTIN_OPS
