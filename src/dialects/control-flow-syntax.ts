// C++ syntax shapes of scf that other dialects reuse rule for rule: scf.while's assignment
// list with its `do` region (tosa.while_loop), scf.if's printer (tosa.cond_if), and the
// `(%arg = %init, ...)` list (scf.for, scf.while).
import { FunctionType, type Operation, type Type, type Value } from "../ir/index.js";
import { operationAttributes, type OpAsmArgument, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../asm/op-asm/index.js";

/** `prefix(%arg = %init, ...)` (MLIR's printInitializationList); nothing when there are no values. */
export function printInitializationList(printer: OpAsmPrinter, args: readonly Value[], inits: readonly Value[], prefix: string): void {
  if (args.length === 0) return;
  printer.write(`${prefix}(`);
  for (let i = 0; i < args.length; i++) {
    if (i > 0) printer.write(", ");
    printer.printOperand(args[i] as Value);
    printer.write(" = ");
    printer.printOperand(inits[i] as Value);
  }
  printer.write(")");
}

export function printIf(op: Operation, printer: OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  const withResults = op.results.length > 0;
  if (withResults) {
    printer.write(" -> (");
    printer.printTypes(op.getResultTypes());
    printer.write(")");
  }
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false, withResults);
  const elseRegion = op.getRegion(1);
  if (!elseRegion.empty()) {
    printer.write(" else ");
    printer.printRegion(elseRegion, false, withResults);
  }
  printer.printOptionalAttrDict(operationAttributes(op));
}

export function parseWhile(parser: OpAsmParser, state: OperationState): void {
  const args: OpAsmArgument[] = [];
  const operands: UnresolvedOperand[] = [];
  const before = state.addRegion();
  const after = state.addRegion();
  parser.parseOptionalAssignmentList(args, operands);
  // MLIR's parseColonType: both errors about the type point at the colon.
  const typeLoc = parser.getCurrentLocation();
  parser.parseColon();
  const type = parser.parseType();
  if (!(type instanceof FunctionType)) throw parser.emitError(typeLoc, "invalid kind of type specified");
  state.addTypes(type.results);
  if (type.inputs.length !== operands.length)
    throw parser.emitError(typeLoc, `expected as many input types as operands (expected ${operands.length} got ${type.inputs.length})`);
  for (let i = 0; i < operands.length; i++) {
    const t = type.inputs[i] as Type;
    state.addOperand(parser.resolveOperand(operands[i] as UnresolvedOperand, t));
    (args[i] as OpAsmArgument).type = t;
  }
  parser.parseRegion(before, args);
  parser.parseKeyword("do");
  parser.parseRegion(after);
  parser.parseOptionalAttrDictWithKeyword(state.attributes);
}

export function printWhile(op: Operation, printer: OpAsmPrinter): void {
  const before = op.getRegion(0).firstBlock;
  printInitializationList(printer, before?.arguments ?? [], op.getOperands(), " ");
  printer.write(" : ");
  printer.printFunctionalType(op.getOperands().map((v) => v.type), op.getResultTypes());
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false);
  printer.write(" do ");
  printer.printRegion(op.getRegion(1));
  printer.printOptionalAttrDictWithKeyword(operationAttributes(op));
}
