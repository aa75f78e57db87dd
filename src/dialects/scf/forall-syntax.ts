// Hand-written custom syntax of scf.forall and its terminator scf.forall.in_parallel, with
// MLIR 19's rules: `in (ubs)` when every lower bound is 0 and every step 1 (constants
// defined by ConstantLike ops count), `= (lbs) to (ubs) step (steps)` otherwise, each list
// mixing SSA values and integers (the static arrays hold kDynamic where a value stands).
import { OpTrait } from "../../ir/index.js";
import { Block, DenseArrayAttr, IndexType, IntegerAttr, IntegerType, OpBuilder, type Operation, type Region, type Type, type Value } from "../../ir/index.js";
import { operationAttributes, type OpAsmArgument, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { segmentSizes, segmentSizesAttr } from "../op-runtime.js";
import { DiagnosticError } from "../../support/diagnostic.js";

/** ShapedType::kDynamic: the static entry standing for an SSA value. */
const DYNAMIC = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;
/** The attributes the syntax implies, sorted (the order MLIR reports a duplicate in). */
const IMPLIED_ATTRIBUTES = ["operandSegmentSizes", "staticLowerBound", "staticStep", "staticUpperBound"];

const CONTEXT = " in dynamic index list";

interface DynamicIndexList {
  readonly operands: UnresolvedOperand[];
  readonly statics: bigint[];
}

/**
 * `(%v, 4, [8], ...)`: SSA values or integers (MLIR's parseDynamicIndexList without value
 * types). A bracketed entry marks a scalable index; scf.forall keeps only its value.
 */
function parseDynamicIndexList(parser: OpAsmParser): DynamicIndexList {
  const operands: UnresolvedOperand[] = [];
  const statics: bigint[] = [];
  parser.parseCommaSeparatedList("paren", () => {
    const operand = parser.parseOptionalOperand();
    const scalable = parser.parseOptionalLSquare();
    if (operand !== undefined) {
      operands.push(operand);
      statics.push(DYNAMIC);
    } else {
      const offset = parser.getCurrentLocation();
      const value = parser.parseInteger();
      if (value < DYNAMIC || value > INT64_MAX) throw parser.emitError(offset, "integer value too large");
      statics.push(value);
    }
    if (scalable) parser.parseRSquare();
  }, CONTEXT);
  return { operands, statics };
}

function i64Array(parser: OpAsmParser, values: readonly bigint[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(parser.getContext(), 64), BigInt64Array.from(values));
}

function staticValues(op: Operation, name: string): readonly bigint[] {
  const attr = op.getInherentAttr(name);
  return attr instanceof DenseArrayAttr && attr.values instanceof BigInt64Array ? Array.from(attr.values) : [];
}

/** Operand groups by operandSegmentSizes: dynamic lower bounds, upper bounds, steps, outputs. */
function forallOperands(op: Operation): Value[][] {
  const sizes = segmentSizes(op, "operandSegmentSizes") ?? [];
  const groups: Value[][] = [];
  let start = 0;
  for (let i = 0; i < 4; i++) {
    const n = sizes[i] ?? 0;
    groups.push(op.getOperands().slice(start, start + n));
    start += n;
  }
  return groups;
}

/** The integer a value holds when a ConstantLike op defines it as an integer attribute (m_ConstantInt). */
function constantInt(value: Value): bigint | undefined {
  const def = value.definingOp;
  if (def === null || !def.hasTrait(OpTrait.ConstantLike)) return undefined;
  const attr = def.getInherentAttr("value");
  return attr instanceof IntegerAttr ? attr.getValue() : undefined;
}

/** Every entry of a mixed static/dynamic list is the constant `expected` (ForallOp::isNormalized). */
function allConstant(statics: readonly bigint[], dynamic: readonly Value[], expected: bigint): boolean {
  let next = 0;
  for (const s of statics) {
    if (s !== DYNAMIC) {
      if (s !== expected) return false;
      continue;
    }
    const value = dynamic[next++];
    if (value === undefined || constantInt(value) !== expected) return false;
  }
  return true;
}

function printDynamicIndexList(printer: OpAsmPrinter, dynamic: readonly Value[], statics: readonly bigint[]): void {
  printer.write("(");
  let next = 0;
  for (let i = 0; i < statics.length; i++) {
    if (i > 0) printer.write(", ");
    const s = statics[i] as bigint;
    const value = s === DYNAMIC ? dynamic[next++] : undefined;
    if (value !== undefined) printer.printOperand(value);
    else printer.write(String(s));
  }
  printer.write(")");
}

/**
 * ForallOp::ensureTerminator: the body gets an `scf.forall.in_parallel` when it lacks a
 * terminator, and that terminator's region its (empty) block.
 */
function ensureForallTerminator(region: Region, state: OperationState): void {
  if (region.lastBlock === null) region.appendBlock(new Block());
  const block = region.lastBlock as Block;
  let terminator = block.lastOp;
  if (terminator === null || !terminator.hasTrait(OpTrait.IsTerminator)) {
    terminator = OpBuilder.atBlockEnd(block, state.location.context).create("scf.forall.in_parallel", state.location, { regions: 1 });
  }
  if (terminator.name.name !== "scf.forall.in_parallel" || terminator.regions.length === 0) return;
  const inner = terminator.getRegion(0);
  if (inner.firstBlock === null) inner.appendBlock(new Block());
}

export function parseForall(parser: OpAsmParser, state: OperationState): void {
  const context = parser.getContext();
  const index = IndexType.get(context);
  const ivs = parser.parseArgumentList("paren");
  let lower: DynamicIndexList = { operands: [], statics: ivs.map(() => 0n) };
  let upper: DynamicIndexList;
  let step: DynamicIndexList = { operands: [], statics: ivs.map(() => 1n) };
  if (parser.parseOptionalKeyword("in")) {
    upper = parseDynamicIndexList(parser);
    parser.resolveOperands(upper.operands, index, parser.getNameLoc(), state.operands);
  } else {
    parser.parseEqual();
    lower = parseDynamicIndexList(parser);
    parser.resolveOperands(lower.operands, index, parser.getNameLoc(), state.operands);
    parser.parseKeyword("to");
    upper = parseDynamicIndexList(parser);
    parser.resolveOperands(upper.operands, index, parser.getNameLoc(), state.operands);
    parser.parseKeyword("step");
    step = parseDynamicIndexList(parser);
    parser.resolveOperands(step.operands, index, parser.getNameLoc(), state.operands);
  }
  const outArgs: OpAsmArgument[] = [];
  const outs: UnresolvedOperand[] = [];
  const outsLoc = parser.getCurrentLocation();
  if (parser.parseOptionalKeyword("shared_outs")) {
    parser.parseCommaSeparatedList("paren", () => {
      outArgs.push(parser.parseArgument());
      parser.parseEqual();
      outs.push(parser.parseOperand());
    });
    state.addTypes(parser.parseOptionalArrowTypeList());
    parser.resolveOperands(outs, state.types, outsLoc, state.operands);
  }
  for (const iv of ivs) iv.type = index;
  for (let i = 0; i < outArgs.length; i++) (outArgs[i] as OpAsmArgument).type = state.types[i] as Type;
  const body = state.addRegion();
  parser.parseRegion(body, [...ivs, ...outArgs]);
  ensureForallTerminator(body, state);
  parser.parseOptionalAttrDict(state.attributes);
  // The implied attributes may not be spelled in the dictionary too.
  for (const name of IMPLIED_ATTRIBUTES) {
    if (state.attributes.some((a) => a.name === name)) throw parser.emitError(parser.getNameLoc(), `attribute '${name}' occurs more than once in the attribute list`);
  }
  state.addAttribute("staticLowerBound", i64Array(parser, lower.statics));
  state.addAttribute("staticUpperBound", i64Array(parser, upper.statics));
  state.addAttribute("staticStep", i64Array(parser, step.statics));
  state.addAttribute("operandSegmentSizes", segmentSizesAttr(context, [lower.operands.length, upper.operands.length, step.operands.length, outs.length]));
}

export function printForall(op: Operation, printer: OpAsmPrinter): void {
  const [lower = [], upper = [], steps = [], outputs = []] = forallOperands(op);
  const lowerStatics = staticValues(op, "staticLowerBound");
  const upperStatics = staticValues(op, "staticUpperBound");
  const stepStatics = staticValues(op, "staticStep");
  const args = op.getRegion(0).firstBlock?.arguments ?? [];
  const rank = lowerStatics.length;
  printer.write(" (");
  printer.printOperands(args.slice(0, rank));
  if (allConstant(lowerStatics, lower, 0n) && allConstant(stepStatics, steps, 1n)) {
    printer.write(") in ");
    printDynamicIndexList(printer, upper, upperStatics);
  } else {
    printer.write(") = ");
    printDynamicIndexList(printer, lower, lowerStatics);
    printer.write(" to ");
    printDynamicIndexList(printer, upper, upperStatics);
    printer.write(" step ");
    printDynamicIndexList(printer, steps, stepStatics);
  }
  const outArgs = args.slice(rank);
  if (outArgs.length > 0) {
    printer.write(" shared_outs(");
    for (let i = 0; i < outArgs.length; i++) {
      if (i > 0) printer.write(", ");
      printer.printOperand(outArgs[i] as Value);
      printer.write(" = ");
      printer.printOperand(outputs[i] as Value);
    }
    printer.write(")");
  }
  printer.write(" ");
  if (outArgs.length > 0) {
    printer.write("-> (");
    printer.printTypes(op.getResultTypes());
    printer.write(") ");
  }
  printer.printRegion(op.getRegion(0), false, op.results.length > 0);
  printer.printOptionalAttrDict(operationAttributes(op), IMPLIED_ATTRIBUTES);
}

export function parseInParallel(parser: OpAsmParser, state: OperationState): void {
  const region = state.addRegion();
  parser.parseRegion(region, []);
  if (region.firstBlock === null) region.appendBlock(new Block());
  parser.parseOptionalAttrDict(state.attributes);
}

export function printInParallel(op: Operation, printer: OpAsmPrinter): void {
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false, false);
  printer.printOptionalAttrDict(operationAttributes(op));
}
