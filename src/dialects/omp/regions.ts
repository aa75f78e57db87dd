// omp's syntax around regions (C++ in MLIR's OpenMPDialect.cpp): the reduction and private
// clauses whose variables are entry block arguments (parallel, wsloop), declare_reduction's
// optional regions and omp.loop_nest.
import { ArrayAttr, SymbolRefAttr, UnitAttr, type Attribute, type Operation, type Region, type Type, type Value } from "../../ir/index.js";
import { type CustomAssemblyHooks, type OpAsmArgument, type OpAsmParser, type OpAsmPrinter, type Ref, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { byrefArray, byrefAt, elementAt } from "./clauses.js";

/** `([byref] @sym %v -> %arg : type, ...)`: the operands, their types and the block arguments they stand for. */
function parseClauseWithRegionArgs(parser: OpAsmParser, vars: UnresolvedOperand[], types: Type[], flags: boolean[], symbols: Attribute[], args: OpAsmArgument[]): void {
  parser.parseCommaSeparatedList("paren", () => {
    flags.push(parser.parseOptionalKeyword("byref"));
    symbols.push(parser.parseAttributeOf(SymbolRefAttr));
    vars.push(parser.parseOperand());
    parser.parseArrow();
    const arg = parser.parseArgument();
    const type = parser.parseColonType();
    arg.type = type;
    types.push(type);
    args.push(arg);
  });
}

function printClauseWithRegionArgs(printer: OpAsmPrinter, name: string, args: readonly Value[], vars: readonly Value[], types: readonly Type[], byref: Attribute | undefined, symbols: Attribute | undefined): void {
  printer.write(`${name}(`);
  for (let i = 0; i < vars.length; i++) {
    if (i > 0) printer.write(", ");
    if (byrefAt(byref, i)) printer.write("byref ");
    const symbol = elementAt(symbols, i);
    if (symbol !== undefined) printer.printAttribute(symbol);
    printer.write(" ");
    printer.printOperand(vars[i] as Value);
    printer.write(" -> ");
    const arg = args[i];
    if (arg !== undefined) printer.printOperand(arg);
    printer.write(" : ");
    printer.printType(types[i] as Type);
  }
  printer.write(") ");
}

/** `[reduction(...)] [private(...)] { region }`: the clauses' variables are the region's entry arguments. */
export function parseParallelRegion(
  parser: OpAsmParser,
  region: Region,
  reductionVars: UnresolvedOperand[],
  reductionTypes: Type[],
  reductionByref: Ref<Attribute>,
  reductions: Ref<Attribute>,
  privateVars: UnresolvedOperand[],
  privateTypes: Type[],
  privatizers: Ref<Attribute>,
): void {
  const args: OpAsmArgument[] = [];
  if (parser.parseOptionalKeyword("reduction")) {
    const flags: boolean[] = [];
    const symbols: Attribute[] = [];
    parseClauseWithRegionArgs(parser, reductionVars, reductionTypes, flags, symbols, args);
    reductionByref.value = byrefArray(parser, flags);
    reductions.value = ArrayAttr.get(parser.getContext(), symbols);
  }
  if (parser.parseOptionalKeyword("private")) {
    const flags: boolean[] = [];
    const symbols: Attribute[] = [];
    parseClauseWithRegionArgs(parser, privateVars, privateTypes, flags, symbols, args);
    if (flags.some((f) => f)) throw parser.emitError(parser.getCurrentLocation(), "private clause cannot have byref attributes");
    privatizers.value = ArrayAttr.get(parser.getContext(), symbols);
  }
  parser.parseRegion(region, args);
}

export function printParallelRegion(
  printer: OpAsmPrinter,
  _op: Operation,
  region: Region,
  reductionVars: Value[],
  reductionTypes: Type[],
  reductionByref: Attribute | undefined,
  reductions: Attribute | undefined,
  privateVars: Value[],
  privateTypes: Type[],
  privatizers: Attribute | undefined,
): void {
  const args = region.firstBlock?.arguments ?? [];
  if (reductions !== undefined) printClauseWithRegionArgs(printer, "reduction", args, reductionVars, reductionTypes, reductionByref, reductions);
  if (privatizers !== undefined) printClauseWithRegionArgs(printer, "private", args.slice(reductionVars.length), privateVars, privateTypes, undefined, privatizers);
  printer.printRegion(region, false);
}

/** `[reduction(...)] { region }`. */
export function parseWsloop(parser: OpAsmParser, region: Region, reductionVars: UnresolvedOperand[], reductionTypes: Type[], reductionByref: Ref<Attribute>, reductions: Ref<Attribute>): void {
  const args: OpAsmArgument[] = [];
  if (parser.parseOptionalKeyword("reduction")) {
    const flags: boolean[] = [];
    const symbols: Attribute[] = [];
    parseClauseWithRegionArgs(parser, reductionVars, reductionTypes, flags, symbols, args);
    reductionByref.value = byrefArray(parser, flags);
    reductions.value = ArrayAttr.get(parser.getContext(), symbols);
  }
  parser.parseRegion(region, args);
}

export function printWsloop(printer: OpAsmPrinter, _op: Operation, region: Region, reductionVars: Value[], reductionTypes: Type[], reductionByref: Attribute | undefined, reductions: Attribute | undefined): void {
  if (reductions !== undefined) printClauseWithRegionArgs(printer, "reduction", region.firstBlock?.arguments ?? [], reductionVars, reductionTypes, reductionByref, reductions);
  printer.printRegion(region, false);
}

/** `atomic { region }` or nothing. */
export function parseAtomicReductionRegion(parser: OpAsmParser, region: Region): void {
  if (parser.parseOptionalKeyword("atomic")) parser.parseRegion(region);
}

export function printAtomicReductionRegion(printer: OpAsmPrinter, _op: Operation, region: Region): void {
  if (region.empty()) return;
  printer.write("atomic ");
  printer.printRegion(region);
}

/** `cleanup { region }` or nothing. */
export function parseCleanupReductionRegion(parser: OpAsmParser, region: Region): void {
  if (parser.parseOptionalKeyword("cleanup")) parser.parseRegion(region);
}

export function printCleanupReductionRegion(printer: OpAsmPrinter, _op: Operation, region: Region): void {
  if (region.empty()) return;
  printer.write("cleanup ");
  printer.printRegion(region);
}

/** `(%i, %j) : type = (%lb, ...) to (%ub, ...) [inclusive] step (%step, ...) { body }` (an attribute dictionary after it is read, never printed). */
export const loopNestSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const ivs = parser.parseArgumentList("paren");
    const type = parser.parseColonType();
    parser.parseEqual();
    const lower = parser.parseOperandList("paren", true, ivs.length);
    parser.parseKeyword("to");
    const upper = parser.parseOperandList("paren", true, ivs.length);
    for (const iv of ivs) iv.type = type;
    if (parser.parseOptionalKeyword("inclusive")) state.addAttribute("inclusive", UnitAttr.get(parser.getContext()));
    parser.parseKeyword("step");
    const steps = parser.parseOperandList("paren", true, ivs.length);
    const body = state.addRegion();
    parser.parseRegion(body, ivs);
    for (const group of [lower, upper, steps]) parser.resolveOperands(group, type, parser.getCurrentLocation(), state.operands);
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    const region = op.getRegion(0);
    const ivs = region.firstBlock?.arguments ?? [];
    const count = (op.numOperands / 3) | 0;
    const operands = op.getOperands();
    printer.write(" (");
    printer.printOperands(ivs);
    printer.write(") : ");
    const first = ivs[0];
    if (first !== undefined) printer.printType(first.type);
    else printer.write("<<NULL TYPE>>");
    printer.write(" = (");
    printer.printOperands(operands.slice(0, count));
    printer.write(") to (");
    printer.printOperands(operands.slice(count, 2 * count));
    printer.write(") ");
    if (op.getAttr("inclusive") !== undefined) printer.write("inclusive ");
    printer.write("step (");
    printer.printOperands(operands.slice(2 * count));
    printer.write(") ");
    // MLIR's printer writes no attribute dictionary here (discardable attributes are lost).
    printer.printRegion(region, false);
  },
};
