// arith.select's custom syntax (MLIR's hand-written SelectOp::parse / print).
import { IntegerType, ShapedType, type Operation, type Type } from "../../ir/index.js";
import { operationAttributes, type OpAsmParser, type OpAsmPrinter, type OperationState } from "../../asm/op-asm/index.js";

/** arith.select: `%c, %a, %b : type` or, for a shaped condition, `: condType, type` (MLIR's SelectOp::parse/print). */
export function parseSelect(parser: OpAsmParser, state: OperationState): void {
  const operands = parser.parseOperandList("none", true, 3);
  parser.parseOptionalAttrDict(state.attributes);
  let resultType = parser.parseColonType();
  let conditionType: Type = IntegerType.get(parser.getContext(), 1);
  if (parser.parseOptionalComma()) {
    conditionType = resultType;
    resultType = parser.parseType();
  }
  state.addTypes([resultType]);
  parser.resolveOperands(operands, [conditionType, resultType, resultType], parser.getNameLoc(), state.operands);
}

export function printSelect(op: Operation, printer: OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperands(op.getOperands());
  printer.printOptionalAttrDict(operationAttributes(op));
  printer.write(" : ");
  const conditionType = op.getOperand(0).type;
  if (conditionType instanceof ShapedType) {
    printer.printType(conditionType);
    printer.write(", ");
  }
  printer.printType(op.getResult(0).type);
}

