// tsmlir ODS library: calls and callables.

#ifndef MLIR_INTERFACES_CALLINTERFACES
#define MLIR_INTERFACES_CALLINTERFACES

include "mlir/IR/OpBase.td"

def CallOpInterface : OpInterface<"CallOpInterface"> {
  let description = [{
    An op that transfers control to a callable (named by a symbol or given
    as an SSA value) and receives its results.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The callee: a SymbolRefAttr or an ir.Value.",
      "ir.CallInterfaceCallable", "getCallableForCallee">,
    InterfaceMethod<"Replaces the callee.",
      "void", "setCalleeFromCallable", (ins "ir.CallInterfaceCallable":$callee)>,
    InterfaceMethod<"The operands passed as call arguments.",
      "ir.Value[]", "getArgOperands">,
    InterfaceMethod<"The call argument operands, for in-place edits.",
      "ir.MutableOperandRange", "getArgOperandsMutable">,
  ];

  let extraClassDeclaration = [{
    resolveCallable(symbolTable?: ir.SymbolTableCollection): ir.Operation | undefined {
      return ir.resolveCallable(this.getOperation(), symbolTable);
    }
  }];
}

def CallableOpInterface : OpInterface<"CallableOpInterface"> {
  let description = [{
    An op that can be the target of a call, typically a function: it has a
    body region, argument and result types, and optional per-argument and
    per-result attribute dictionaries.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The body, or undefined for an external declaration.",
      "ir.Region | undefined", "getCallableRegion">,
    InterfaceMethod<"The argument types.", "readonly ir.Type[]", "getArgumentTypes">,
    InterfaceMethod<"The result types.", "readonly ir.Type[]", "getResultTypes">,
    InterfaceMethod<"The per-argument attribute dictionaries, if any.",
      "ir.ArrayAttr | undefined", "getArgAttrsAttr", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"The per-result attribute dictionaries, if any.",
      "ir.ArrayAttr | undefined", "getResAttrsAttr", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"Sets the per-argument attribute dictionaries.",
      "void", "setArgAttrsAttr", (ins "ir.ArrayAttr":$attrs), [{}], [{
        return;
      }]>,
    InterfaceMethod<"Sets the per-result attribute dictionaries.",
      "void", "setResAttrsAttr", (ins "ir.ArrayAttr":$attrs), [{}], [{
        return;
      }]>,
    InterfaceMethod<"Drops the per-argument attributes, returning them.",
      "ir.Attribute | undefined", "removeArgAttrsAttr", (ins), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"Drops the per-result attributes, returning them.",
      "ir.Attribute | undefined", "removeResAttrsAttr", (ins), [{}], [{
        return undefined;
      }]>,
  ];
}

#endif // MLIR_INTERFACES_CALLINTERFACES
