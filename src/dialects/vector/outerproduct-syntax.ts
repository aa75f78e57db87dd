// vector.outerproduct, whose syntax VectorOps.cpp writes by hand:
//   %r = vector.outerproduct %lhs, %rhs[, %acc] {attrs} : lhs-type, rhs-type
// The result type is inferred: lhs's leading dimension by rhs's (a 2-D result), or lhs's
// alone for a scalar rhs (an AXPY), scalability kept. The attribute dictionary (kind
// included) is printed only with an accumulator, as MLIR 19 does.
import { VectorType, type Int64, type Type } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import { defaultCombiningKind } from "./attributes.js";

function leadingDim(type: VectorType): { size: Int64; scalable: boolean } {
  return { size: type.shape[0] ?? 0, scalable: type.scalableDims[0] ?? false };
}

export const outerProductSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const operands = parser.parseOperandList();
    parser.parseOptionalAttrDict(state.attributes);
    const lhsType = parser.parseColonType();
    parser.parseComma();
    const rhsType = parser.parseType();
    if (operands.length < 2) throw parser.emitError(parser.getNameLoc(), "expected at least 2 operands");
    if (!(lhsType instanceof VectorType)) throw parser.emitError(parser.getNameLoc(), "expected vector type for operand #1");
    const lhs = leadingDim(lhsType);
    let resultType: Type;
    if (rhsType instanceof VectorType) {
      const rhs = leadingDim(rhsType);
      resultType = VectorType.get([lhs.size, rhs.size], lhsType.elementType, [lhs.scalable, rhs.scalable]);
    } else {
      resultType = VectorType.get([lhs.size], lhsType.elementType, [lhs.scalable]);
    }
    if (state.getAttribute("kind") === undefined) state.addAttribute("kind", defaultCombiningKind(parser.getContext()));
    const [first, second, acc] = operands;
    if (first !== undefined) parser.resolveOperand(first, lhsType, state.operands);
    if (second !== undefined) parser.resolveOperand(second, rhsType, state.operands);
    // Operands past the third are parsed but not used, as in MLIR 19.
    if (acc !== undefined) parser.resolveOperand(acc, resultType, state.operands);
    state.addType(resultType);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperands(op.getOperands().slice(0, 2));
    if (op.numOperands > 2) {
      printer.write(", ");
      printer.printOperand(op.getOperand(2));
      printer.printOptionalAttrDict(operationAttributes(op));
    }
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
    printer.write(", ");
    printer.printType(op.getOperand(1).type);
  },
};
