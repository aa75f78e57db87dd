// Hand-written verifiers of scf ops, following MLIR 19's rules and wording.
import type { CustomAssemblyTable, DefaultDialectTable, RegionBranchTable } from "./assembly.js";
import { DenseArrayAttr, IndexType, IntegerAttr, IntegerType, type Block, type Operation, type Region, type Type, type Value } from "../../ir/index.js";
import { ensureTerminator, operationAttributes, type OpAsmArgument, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { printType, segmentSizes, segmentSizesAttr, type RegionBranchSpec, type RegionSuccessor } from "../op-runtime.js";

function entryBlock(region: Region): Block | null {
  return region.firstBlock;
}

/** MLIR's verifyAndGetTerminator: the region's block must end with `name`. */
function terminatorNamed(op: Operation, region: Region, name: string, message: string): Operation {
  const block = entryBlock(region);
  const last = block?.lastOp ?? null;
  if (last === null || last.name.name !== name) {
    const error = op.emitOpError(message);
    if (last !== null) throw error.attachNote(last.location, "terminator here");
    throw error;
  }
  return last;
}

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

export function verifyExecuteRegionOp(op: Operation): void {
  const region = op.getRegion(0);
  const block = entryBlock(region);
  if (block === null) throw op.emitOpError("region needs to have at least one block");
  if (block.arguments.length > 0) throw op.emitOpError("region cannot have any arguments");
}

export function verifyForOp(op: Operation): void {
  if (op.operands.length - 3 !== op.results.length) throw op.emitOpError("mismatch in number of loop-carried values and defined values");
}

/** LoopLikeOpInterface's verifier over inits, region iter_args, yielded values and results. */
function verifyLoopLike(op: Operation, inits: readonly Value[], iterArgs: readonly Value[], yielded: readonly Value[], results: readonly Value[]): void {
  if (inits.length !== iterArgs.length)
    throw op.emitOpError(`different number of inits and region iter_args: ${inits.length} != ${iterArgs.length}`);
  if (iterArgs.length !== yielded.length)
    throw op.emitOpError(`different number of region iter_args and yielded values: ${iterArgs.length} != ${yielded.length}`);
  if (results.length !== iterArgs.length)
    throw op.emitOpError(`different number of loop results and region iter_args: ${results.length} != ${iterArgs.length}`);
  const pairs = (a: readonly Value[], b: readonly Value[], what: string): void => {
    for (let i = 0; i < a.length; i++) {
      const x = (a[i] as Value).type;
      const y = (b[i] as Value).type;
      if (x !== y) throw op.emitOpError(`${i}-th ${what.replace("#", String(i))} have different type: '${printType(x)}' != '${printType(y)}'`);
    }
  };
  pairs(inits, iterArgs, "init and #-th region iter_arg");
  pairs(iterArgs, yielded, "region iter_arg and #-th yielded value");
  pairs(iterArgs, results, "region iter_arg and #-th loop result");
}

export function verifyForOpRegions(op: Operation): void {
  const body = entryBlock(op.getRegion(0));
  if (body === null) return;
  const terminator = body.lastOp;
  verifyLoopLike(op, op.getOperands().slice(3), body.arguments.slice(1), terminator === null ? [] : terminator.getOperands(), op.results);
  const iv = body.arguments[0];
  if (iv === undefined || iv.type !== op.getOperand(0).type) throw op.emitOpError("expected induction variable to be same type as bounds and step");
  if (body.arguments.length - 1 !== op.results.length) throw op.emitOpError("mismatch in number of loop-carried values and defined values");
  for (let i = 0; i < op.results.length; i++) {
    const resultType = op.getResult(i).type;
    if (op.getOperand(3 + i).type !== resultType) throw op.emitOpError(`types mismatch between ${i}th iter operand and defined value`);
    if ((body.arguments[1 + i] as { type: unknown }).type !== resultType) throw op.emitOpError(`types mismatch between ${i}th iter region arg and defined value`);
  }
}

export function verifyIfOp(op: Operation): void {
  if (op.results.length !== 0 && op.getRegion(1).empty()) throw op.emitOpError("must have an else block if defining values");
}

export function verifyWhileOp(op: Operation): void {
  terminatorNamed(op, op.getRegion(0), "scf.condition", "expects the 'before' region to terminate with 'scf.condition'");
  terminatorNamed(op, op.getRegion(1), "scf.yield", "expects the 'after' region to terminate with 'scf.yield'");
}

function constantIndexValue(op: Operation | null): bigint | undefined {
  if (op === null) return undefined;
  if (op.name.name !== "arith.constant" && op.name.name !== "index.constant") return undefined;
  const value = op.getInherentAttr("value");
  return value instanceof IntegerAttr ? value.getValue() : undefined;
}

export function verifyParallelOp(op: Operation): void {
  const [, , steps = [], inits = []] = operandGroups(op, 4);
  if (steps.length === 0) throw op.emitOpError("needs at least one tuple element for lowerBound, upperBound and step");
  for (const i of steps) {
    const cst = constantIndexValue(op.getOperand(i).definingOp);
    if (cst !== undefined && cst <= 0n) throw op.emitOpError("constant step operand must be positive");
  }
  const body = entryBlock(op.getRegion(0));
  if (body === null) return;
  if (body.arguments.length !== steps.length)
    throw op.emitOpError(`expects the same number of induction variables: ${body.arguments.length} as bound and step values: ${steps.length}`);
  for (const arg of body.arguments) if (!(arg.type instanceof IndexType)) throw op.emitOpError("expects arguments for the induction variable to be of index type");
  const reduce = terminatorNamed(op, op.getRegion(0), "scf.reduce", "expects body to terminate with 'scf.reduce'");
  const reductions = reduce.regions.length;
  if (op.results.length !== reductions)
    throw op.emitOpError(`expects number of results: ${op.results.length} to be the same as number of reductions: ${reductions}`);
  if (op.results.length !== inits.length)
    throw op.emitOpError(`expects number of results: ${op.results.length} to be the same as number of initial values: ${inits.length}`);
  for (let i = 0; i < reductions; i++) {
    const resultType = op.getResult(i).type;
    const operandType = reduce.getOperand(i).type;
    if (resultType !== operandType)
      throw reduce.emitOpError(`expects type of ${i}-th reduction operand: '${printType(operandType)}' to be the same as the ${i}-th result type: '${printType(resultType)}'`);
  }
}

export function verifyReduceOpRegions(op: Operation): void {
  for (let i = 0; i < op.regions.length; i++) {
    const type = op.getOperand(i).type;
    const block = entryBlock(op.getRegion(i));
    if (block === null || block.firstOp === null) throw op.emitOpError(`${i}-th reduction has an empty body`);
    if (block.arguments.length !== 2 || block.arguments.some((a) => a.type !== type))
      throw op.emitOpError(`expected two block arguments with type '${printType(type)}' in the ${i}-th reduction region`);
    if (block.lastOp?.name.name !== "scf.reduce.return") throw op.emitOpError("reduction bodies must be terminated with an 'scf.reduce.return' op");
  }
}

export function verifyReduceReturnOp(op: Operation): void {
  const block = op.parent;
  const expected = block?.arguments[0]?.type;
  if (expected !== undefined && expected !== op.getOperand(0).type)
    throw op.emitOpError(`must have type '${printType(expected)}' (the type of the reduction inputs)`);
}

export function verifyIndexSwitchOp(op: Operation): void {
  const casesAttr = op.getInherentAttr("cases");
  const cases = casesAttr instanceof DenseArrayAttr ? Array.from(casesAttr.values as BigInt64Array) : [];
  const caseRegions = op.regions.length - 1;
  if (cases.length !== caseRegions) throw op.emitOpError(`has ${caseRegions} case regions but ${cases.length} case values`);
  const seen = new Set<bigint>();
  for (const value of cases) {
    if (seen.has(value)) throw op.emitOpError(`has duplicate case value: ${value}`);
    seen.add(value);
  }
  const verifyRegion = (region: Region, name: string): void => {
    const last = entryBlock(region)?.lastOp ?? null;
    if (last === null) return;
    if (last.name.name !== "scf.yield") throw op.emitOpError(`expected region to end with scf.yield, but got ${last.name.name}`);
    if (last.operands.length !== op.results.length)
      throw op
        .emitOpError(`expected each region to return ${op.results.length} values, but ${name} returns ${last.operands.length}`)
        .attachNote(last.location, "see yield operation here");
    for (let i = 0; i < op.results.length; i++) {
      const resultType = op.getResult(i).type;
      const operandType = last.getOperand(i).type;
      if (resultType === operandType) continue;
      throw op.emitOpError(`expected result #${i} of each region to be '${printType(resultType)}'`).attachNote(last.location, `${name} returns '${printType(operandType)}' here`);
    }
  };
  verifyRegion(op.getRegion(0), "default region");
  for (let i = 1; i < op.regions.length; i++) verifyRegion(op.getRegion(i), `case region #${i - 1}`);
}

export function verifyForallOp(op: Operation): void {
  const lower = op.getInherentAttr("staticLowerBound");
  const rank = lower instanceof DenseArrayAttr ? lower.size() : 0;
  const [, , , outputs = []] = operandGroups(op, 4);
  if (op.results.length !== outputs.length) throw op.emitOpError(`produces ${op.results.length} results, but has only ${outputs.length} outputs`);
  const body = entryBlock(op.getRegion(0));
  if (body === null) return;
  if (body.arguments.length !== rank + outputs.length) throw op.emitOpError(`region expects ${rank} arguments`);
  for (let i = 0; i < rank; i++) if (!(body.getArgument(i).type instanceof IndexType)) throw op.emitOpError(`expects ${i}-th block argument to be an index`);
  for (let i = 0; i < outputs.length; i++) {
    if (body.getArgument(rank + i).type !== op.getOperand(outputs[i] as number).type)
      throw op.emitOpError(`type mismatch between ${i}-th output and corresponding block argument`);
  }
}

export function verifyInParallelOp(op: Operation): void {
  const parent = op.parentOp;
  if (parent === null || parent.name.name !== "scf.forall") throw op.emitOpError("expected forall op parent");
  const block = entryBlock(op.getRegion(0));
  for (let o = block?.firstOp ?? null; o !== null; o = o.next) {
    if (o.name.name !== "tensor.parallel_insert_slice") throw op.emitOpError("expected only tensor.parallel_insert_slice ops");
  }
}

// scf.index_switch's case syntax (custom<SwitchCases>) is upstream C++; its TypeScript lives with the op-asm runtime.
export { parseSwitchCases, printSwitchCases } from "../../asm/op-asm/index.js";

// ---- custom syntax of scf.for / scf.if / scf.while (MLIR implements these by hand) ----

/** `prefix(%arg = %init, ...)` (MLIR's printInitializationList); nothing when there are no values. */
function printInitializationList(printer: OpAsmPrinter, args: readonly Value[], inits: readonly Value[], prefix: string): void {
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

/** `(%arg = %operand, ...)` after the opening parenthesis was seen. */
function parseAssignmentList(parser: OpAsmParser, args: OpAsmArgument[], operands: UnresolvedOperand[]): void {
  parser.parseCommaSeparatedList("paren", () => {
    args.push(parser.parseArgument());
    parser.parseEqual();
    operands.push(parser.parseOperand());
  });
}

function parseFor(parser: OpAsmParser, state: OperationState): void {
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
    parseAssignmentList(parser, args, inits);
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

function printFor(op: Operation, printer: OpAsmPrinter): void {
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

function parseIf(parser: OpAsmParser, state: OperationState): void {
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

function printIf(op: Operation, printer: OpAsmPrinter): void {
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

function parseWhile(parser: OpAsmParser, state: OperationState): void {
  const args: OpAsmArgument[] = [];
  const operands: UnresolvedOperand[] = [];
  const before = state.addRegion();
  const after = state.addRegion();
  if (parser.parseOptionalLParen()) {
    // parseCommaSeparatedList("paren") expects the '(' itself: parse the elements by hand.
    do {
      args.push(parser.parseArgument());
      parser.parseEqual();
      operands.push(parser.parseOperand());
    } while (parser.parseOptionalComma());
    parser.parseRParen();
  }
  parser.parseColon();
  const typeLoc = parser.getCurrentLocation();
  const type = parser.parseFunctionalType();
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

function printWhile(op: Operation, printer: OpAsmPrinter): void {
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

function parseParallel(parser: OpAsmParser, state: OperationState): void {
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

function printParallel(op: Operation, printer: OpAsmPrinter): void {
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

function parseExecuteRegion(parser: OpAsmParser, state: OperationState): void {
  state.addTypes(parser.parseOptionalArrowTypeList());
  parser.parseRegion(state.addRegion());
  parser.parseOptionalAttrDict(state.attributes);
}

function printExecuteRegion(op: Operation, printer: OpAsmPrinter): void {
  printer.printArrowTypeList(op.getResultTypes());
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false, true);
  printer.printOptionalAttrDict(operationAttributes(op));
}

// ---- RegionBranchOpInterface facts (MLIR's getSuccessorRegions / getEntrySuccessorOperands) ----

const parentResults = (op: Operation): RegionSuccessor => ({ region: -1, inputs: op.getResultTypes() });
const regionWithArgs = (op: Operation, index: number): RegionSuccessor => ({ region: index, inputs: op.getRegion(index).firstBlock?.getArgumentTypes() ?? [] });
const terminatorOperandTypes = (terminator: Operation | undefined): Type[] => terminator?.getOperands().map((v) => v.type) ?? [];

const ifBranches: RegionBranchSpec = {
  successors: (op, point) => {
    if (point >= 0) return [parentResults(op)];
    const elseRegion = op.getRegion(1);
    return [{ region: 0, inputs: [] }, elseRegion.empty() ? { region: -1, inputs: [] } : { region: 1, inputs: [] }];
  },
  forwarded: (_op, point, terminator) => (point < 0 ? [] : terminatorOperandTypes(terminator)),
};

const executeRegionBranches: RegionBranchSpec = {
  successors: (op, point) => (point < 0 ? [{ region: 0, inputs: [] }] : [parentResults(op)]),
  forwarded: (_op, point, terminator) => (point < 0 ? [] : terminatorOperandTypes(terminator)),
};

/** scf.while: parent -> before; before (scf.condition) -> after or results; after (scf.yield) -> before. */
const whileBranches: RegionBranchSpec = {
  successors: (op, point) => {
    if (point < 0 || point === 1) return [regionWithArgs(op, 0)];
    return [regionWithArgs(op, 1), parentResults(op)];
  },
  forwarded: (op, point, terminator) => {
    if (point < 0) return op.getOperands().map((v) => v.type);
    const types = terminatorOperandTypes(terminator);
    return point === 0 ? types.slice(1) : types;
  },
};

/** RegionBranchOpInterface facts by op class (scf.for's edges are checked by its LoopLikeOpInterface rules). */
export const regionBranches: RegionBranchTable = { IfOp: ifBranches, ExecuteRegionOp: executeRegionBranches, WhileOp: whileBranches };

/** Hand-written custom syntax, by op class (the others print in generic form). */
export const customAssembly: CustomAssemblyTable = {
  ForOp: { parse: parseFor, print: printFor },
  IfOp: { parse: parseIf, print: printIf },
  WhileOp: { parse: parseWhile, print: printWhile },
  ParallelOp: { parse: parseParallel, print: printParallel },
  ExecuteRegionOp: { parse: parseExecuteRegion, print: printExecuteRegion },
};
/** OpAsmOpInterface default dialects, by op class. */
export const defaultDialects: DefaultDialectTable = {};
