// The hand-written syntax of rocdl's raw buffer ops (MLIR's ROCDLDialect.cpp): operands,
// then the type of the data (loaded or stored); the resource is a vector<4xi32> and the
// offsets and flags are i32.
import { IntegerType, VectorType, type MLIRContext, type Type } from "../../ir/index.js";
import type { CustomAssemblyHooks } from "../../asm/op-asm/index.js";

function bufferOperandTypes(context: MLIRContext): Type[] {
  const i32 = IntegerType.get(context, 32);
  return [VectorType.get([4], i32), i32, i32, i32];
}

/** `%rsrc, %offset, %soffset, %aux : type`: the load's result type. */
export const rawBufferLoadSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const operands = parser.parseOperandList("none", true, 4);
    const type = parser.parseColonType();
    state.addTypes([type]);
    parser.resolveOperands(operands, bufferOperandTypes(parser.getContext()), parser.getNameLoc(), state.operands);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperands(op.getOperands());
    printer.write(" : ");
    printer.printType(op.getResult(0).type);
  },
};

/** `%vdata, %rsrc, %offset, %soffset, %aux : type`: stores and atomics, typed by the data. */
export const rawBufferStoreSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const operands = parser.parseOperandList("none", true, 5);
    const type = parser.parseColonType();
    parser.resolveOperands(operands, [type, ...bufferOperandTypes(parser.getContext())], parser.getNameLoc(), state.operands);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperands(op.getOperands());
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
  },
};
