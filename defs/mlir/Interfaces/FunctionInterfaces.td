// tsmlir ODS library: function-like ops.

#ifndef MLIR_INTERFACES_FUNCTIONINTERFACES_TD_
#define MLIR_INTERFACES_FUNCTIONINTERFACES_TD_

include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"

def FunctionOpInterface : OpInterface<"FunctionOpInterface", [
    Symbol, CallableOpInterface
  ]> {
  let cppNamespace = "::mlir";
  let description = [{
    A symbol with a function type, a body region whose entry block takes
    the arguments (empty for a declaration), and optional argument and
    result attribute dictionaries. Provides the shared parsing, printing
    and verification of function signatures.
  }];

  let methods = [
    InterfaceMethod<"The function type.", "ir.Type", "getFunctionType">,
    InterfaceMethod<"Sets the function type attribute.",
      "void", "setFunctionTypeAttr", (ins "ir.TypeAttr":$type)>,
    InterfaceMethod<"The function type with the given inputs and results.",
      "ir.Type", "cloneTypeWith",
      (ins "readonly ir.Type[]":$inputs, "readonly ir.Type[]":$results),
      [{}], [{
        return ir.FunctionType.get($_op.context, inputs, results);
      }]>,
    InterfaceMethod<"Checks the body against the signature.",
      "ir.LogicalResult", "verifyBody", (ins), [{}], [{
        return ir.verifyFunctionBody($_op);
      }]>,
    InterfaceMethod<"Checks the function type.",
      "ir.LogicalResult", "verifyType", (ins), [{}], [{
        return ir.success();
      }]>,
  ];

  let extraSharedClassDeclaration = [{
    isExternal(): boolean {
      return $_op.getOperation().getRegion(0).empty;
    }
    getFunctionBody(): ir.Region {
      return $_op.getOperation().getRegion(0);
    }
    getNumArguments(): number {
      return $_op.getArgumentTypes().length;
    }
    getNumResults(): number {
      return $_op.getResultTypes().length;
    }
    getArgument(index: number): ir.BlockArgument {
      return $_op.getFunctionBody().front.getArgument(index);
    }
    getArgAttrDict(index: number): ir.DictionaryAttr | undefined {
      return ir.functionArgAttrDict($_op, index);
    }
    getResultAttrDict(index: number): ir.DictionaryAttr | undefined {
      return ir.functionResultAttrDict($_op, index);
    }
  }];

  let verify = "return ir.verifyFunctionOp($_op);";
}

#endif // MLIR_INTERFACES_FUNCTIONINTERFACES_TD_
