// tsmlir ODS library: destination-passing style ops.

#ifndef MLIR_DESTINATIONSTYLEOPINTERFACE
#define MLIR_DESTINATIONSTYLEOPINTERFACE

include "mlir/IR/OpBase.td"

def DestinationStyleOpInterface : OpInterface<"DestinationStyleOpInterface"> {
  let description = [{
    An op whose "init" operands are the destinations its results are
    written into: each tensor init is tied to the result of the same
    position, memref inits are updated in place and have no result.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The init operands, for in-place edits.",
      "ir.MutableOperandRange", "getDpsInitsMutable">,
  ];

  let extraSharedClassDeclaration = [{
    getDpsInits(): ir.Value[] {
      return $_op.getDpsInitsMutable().values();
    }
    getNumDpsInits(): number {
      return $_op.getDpsInitsMutable().length;
    }
    getDpsInputs(): ir.Value[] {
      const inits = new Set($_op.getDpsInitsMutable().operandIndices());
      return $_op.getOperation().operands.filter((_, index) => !inits.has(index));
    }
    getTiedOpResult(operand: ir.OpOperand): ir.OpResult {
      const position = $_op.getDpsInitsMutable().operandIndices().indexOf(operand.operandNumber);
      return $_op.getOperation().getResult(position);
    }
    hasPureTensorSemantics(): boolean {
      return $_op.getOperation().operands.every((value) => !ods.isBaseMemRef(value.type));
    }
    hasPureBufferSemantics(): boolean {
      return $_op.getOperation().operands.every((value) => !ods.isTensor(value.type));
    }
  }];

  let verify = [{ return ir.verifyDestinationStyleOp($_op); }];
  let verifyWithRegions = 1;
}

#endif // MLIR_DESTINATIONSTYLEOPINTERFACE
