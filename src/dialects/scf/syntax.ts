// Hand-written custom syntax of scf ops whose parsers/printers MLIR writes in C++
// (scf.for, scf.if, scf.while, scf.parallel, scf.execute_region), with MLIR's rules; the
// shapes other dialects reuse (scf.while's, scf.if's printer) are in ../control-flow-syntax.ts.
import { IndexType, IntegerType, type Operation, type Type } from "../../ir/index.js";
import { ensureTerminator, operationAttributes, type OpAsmArgument, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { segmentSizes, segmentSizesAttr } from "../op-runtime.js";
import { printInitializationList } from "../control-flow-syntax.js";

function operandGroups(op: Operation, count: number): number[][] {
  const sizes = segmentSizes(op, "operandSegmentSizes") ?? [];
  const out: number[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const n = sizes[i] ?? 0;
    out.push(Array.from({ length: n }, (_, k) => start + k));
    start += n;
  }
  return out;
}

export function parseFor(parser: OpAsmParser, state: OperationState): void {
  const iv = parser.parseArgument();
  parser.parseEqual();
  const lb = parser.parseOperand();
  parser.parseKeyword("to");
  const ub = parser.parseOperand();
  parser.parseKeyword("step");
  const step = parser.parseOperand();
  const args: OpAsmArgument[] = [iv];
  const inits: UnresolvedOperand[] = [];
  if (parser.parseOptionalKeyword("iter_args")) {
    parser.parseAssignmentList(args, inits);
    state.addTypes(parser.parseArrowTypeList());
  }
  if (args.length !== state.types.length + 1)
    throw parser.emitError(parser.getNameLoc(), "mismatch in number of loop-carried values and defined values");
  const type = parser.parseOptionalColon() ? parser.parseType() : IndexType.get(parser.getContext());
  iv.type = type;
  for (const bound of [lb, ub, step]) state.addOperand(parser.resolveOperand(bound, type));
  for (let i = 0; i < inits.length; i++) {
    const t = state.types[i] as Type;
    (args[i + 1] as OpAsmArgument).type = t;
    state.addOperand(parser.resolveOperand(inits[i] as UnresolvedOperand, t));
  }
  const body = state.addRegion();
  parser.parseRegion(body, args);
  ensureTerminator(body, "scf.yield", state.location);
  parser.parseOptionalAttrDict(state.attributes);
}

export function printFor(op: Operation, printer: OpAsmPrinter): void {
  const body = op.getRegion(0).firstBlock;
  const iv = body?.arguments[0];
  if (body === null || iv === undefined) throw new Error("scf.for without an induction variable");
  printer.write(" ");
  printer.printOperand(iv);
  printer.write(" = ");
  printer.printOperand(op.getOperand(0));
  printer.write(" to ");
  printer.printOperand(op.getOperand(1));
  printer.write(" step ");
  printer.printOperand(op.getOperand(2));
  const inits = op.getOperands().slice(3);
  printInitializationList(printer, body.arguments.slice(1), inits, " iter_args");
  if (inits.length > 0) {
    printer.write(" -> (");
    printer.printTypes(inits.map((v) => v.type));
    printer.write(")");
  }
  printer.write(" ");
  if (!(iv.type instanceof IndexType)) {
    printer.write(" : ");
    printer.printType(iv.type);
    printer.write(" ");
  }
  printer.printRegion(op.getRegion(0), false, inits.length > 0);
  printer.printOptionalAttrDict(operationAttributes(op));
}

export function parseIf(parser: OpAsmParser, state: OperationState): void {
  const thenRegion = state.addRegion();
  const elseRegion = state.addRegion();
  const cond = parser.parseOperand();
  state.addOperand(parser.resolveOperand(cond, IntegerType.get(parser.getContext(), 1)));
  state.addTypes(parser.parseOptionalArrowTypeList());
  parser.parseRegion(thenRegion);
  ensureTerminator(thenRegion, "scf.yield", state.location);
  if (parser.parseOptionalKeyword("else")) {
    parser.parseRegion(elseRegion);
    ensureTerminator(elseRegion, "scf.yield", state.location);
  }
  parser.parseOptionalAttrDict(state.attributes);
}

export function parseParallel(parser: OpAsmParser, state: OperationState): void {
  const index = IndexType.get(parser.getContext());
  const ivs = parser.parseArgumentList("paren");
  parser.parseEqual();
  const lower = parser.parseOperandList("paren", true, ivs.length);
  parser.resolveOperands(lower, index, parser.getNameLoc(), state.operands);
  parser.parseKeyword("to");
  const upper = parser.parseOperandList("paren", true, ivs.length);
  parser.resolveOperands(upper, index, parser.getNameLoc(), state.operands);
  parser.parseKeyword("step");
  const steps = parser.parseOperandList("paren", true, ivs.length);
  parser.resolveOperands(steps, index, parser.getNameLoc(), state.operands);
  const inits = parser.parseOptionalKeyword("init") ? parser.parseOperandList("paren") : [];
  state.addTypes(parser.parseOptionalArrowTypeList());
  const body = state.addRegion();
  for (const iv of ivs) iv.type = index;
  parser.parseRegion(body, ivs);
  state.addAttribute("operandSegmentSizes", segmentSizesAttr(parser.getContext(), [lower.length, upper.length, steps.length, inits.length]));
  parser.parseOptionalAttrDict(state.attributes);
  parser.resolveOperands(inits, state.types, parser.getNameLoc(), state.operands);
  ensureTerminator(body, "scf.reduce", state.location);
}

export function printParallel(op: Operation, printer: OpAsmPrinter): void {
  const [lower = [], upper = [], steps = [], inits = []] = operandGroups(op, 4).map((g) => g.map((i) => op.getOperand(i)));
  printer.write(" (");
  printer.printOperands(op.getRegion(0).firstBlock?.arguments ?? []);
  printer.write(") = (");
  printer.printOperands(lower);
  printer.write(") to (");
  printer.printOperands(upper);
  printer.write(") step (");
  printer.printOperands(steps);
  printer.write(")");
  if (inits.length > 0) {
    printer.write(" init (");
    printer.printOperands(inits);
    printer.write(")");
  }
  printer.printArrowTypeList(op.getResultTypes());
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false);
  printer.printOptionalAttrDict(operationAttributes(op), ["operandSegmentSizes"]);
}

export function parseExecuteRegion(parser: OpAsmParser, state: OperationState): void {
  state.addTypes(parser.parseOptionalArrowTypeList());
  parser.parseRegion(state.addRegion());
  parser.parseOptionalAttrDict(state.attributes);
}

export function printExecuteRegion(op: Operation, printer: OpAsmPrinter): void {
  printer.printArrowTypeList(op.getResultTypes());
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false, true);
  printer.printOptionalAttrDict(operationAttributes(op));
}

/** Hand-written custom syntax, by op class (the others print in generic form). */
