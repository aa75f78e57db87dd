// bufferization.alloc_tensor's hand-written syntax (MLIR's AllocTensorOp::parse/print):
// `(sizes) copy(%t) size_hint=%n {attrs} : tensor-type`.
import { TensorType } from "../../ir/index.js";
import { operationAttributes, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import type { AllocTensorOp } from "../../../generated/bufferization.js";

export function parseAllocTensorOp(parser: OpAsmParser, state: OperationState): void {
  const builder = parser.getBuilder();
  parser.parseLParen();
  const sizes = parser.parseOperandList();
  parser.parseRParen();
  let copy: UnresolvedOperand | undefined;
  if (parser.parseOptionalKeyword("copy")) {
    parser.parseLParen();
    copy = parser.parseOperand();
    parser.parseRParen();
  }
  let sizeHint: UnresolvedOperand | undefined;
  if (parser.parseOptionalKeyword("size_hint")) {
    parser.parseEqual();
    sizeHint = parser.parseOperand();
  }
  parser.parseOptionalAttrDict(state.attributes);
  parser.parseColon();
  const type = parser.parseTypeOf(TensorType);
  state.addType(type);
  const index = builder.getIndexType();
  parser.resolveOperands(sizes, index, parser.getCurrentLocation(), state.operands);
  if (copy !== undefined) parser.resolveOperand(copy, type, state.operands);
  if (sizeHint !== undefined) parser.resolveOperand(sizeHint, index, state.operands);
  state.addAttribute("operandSegmentSizes", builder.getDenseI32ArrayAttr([sizes.length, copy === undefined ? 0 : 1, sizeHint === undefined ? 0 : 1]));
}

export function printAllocTensorOp(op: AllocTensorOp, printer: OpAsmPrinter): void {
  printer.write("(");
  printer.printOperands(op.getDynamicSizes());
  printer.write(")");
  const copy = op.getCopy();
  if (copy !== undefined) {
    printer.write(" copy(");
    printer.printOperand(copy);
    printer.write(")");
  }
  const sizeHint = op.getSizeHint();
  if (sizeHint !== undefined) {
    printer.write(" size_hint=");
    printer.printOperand(sizeHint);
  }
  printer.printOptionalAttrDict(operationAttributes(op.getOperation()), ["operandSegmentSizes"]);
  printer.write(" : ");
  printer.printType(op.getResult().type);
}
