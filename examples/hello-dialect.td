// A small dialect defined the way a user defines one: the ODS library is included by its
// MLIR path, and tsmlir-tblgen finds it in the package's defs/ without any -I.
//   npx tsmlir-tblgen -gen-dialect-doc examples/hello-dialect.td
#ifndef HELLO_DIALECT_TD
#define HELLO_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Hello_Dialect : Dialect {
  let name = "hello";
  let summary = "A dialect that greets";
  let description = [{
    The `hello` dialect is the smallest useful dialect: it makes greetings and
    prints them. It shows how ops, their operands, attributes and assembly
    formats are written in ODS.
  }];
  let cppNamespace = "::hello";
}

class Hello_Op<string mnemonic, list<Trait> traits = []> : Op<Hello_Dialect, mnemonic, traits>;

def Hello_GreetOp : Hello_Op<"greet", [Pure]> {
  let summary = "makes a greeting";
  let description = [{
    Makes the greeting for `name`, repeated `times` times.

    ```mlir
    %g = hello.greet "world" times 2 : i32
    ```
  }];
  let arguments = (ins StrAttr:$name, I32Attr:$times);
  let results = (outs I32:$greeting);
  let assemblyFormat = "$name `times` $times attr-dict `:` type($greeting)";
}

def Hello_PrintOp : Hello_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "prints a greeting";
  let description = [{
    Prints the greeting made by `hello.greet`.
  }];
  let arguments = (ins I32:$greeting);
  let assemblyFormat = "$greeting attr-dict";
}

#endif // HELLO_DIALECT_TD
