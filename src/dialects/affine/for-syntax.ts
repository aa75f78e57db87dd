// affine.for: `%i = lower to upper [step N] [iter_args(%a = %x, ...) -> (types)] { body }`.
// A bound is a constant (`0`), one SSA value (the map `()[s0] -> (s0)` over it), or a map
// with its dim and symbol operands (`max #map(%d)[%s]`; `max`/`min` are required when the
// map has several results). The body's affine.yield is implied when it yields nothing
// (AffineOps.cpp's hand-written syntax).
import { AffineConstantExpr, AffineMap, AffineMapAttr, AffineSymbolExpr, IntegerAttr, constantExpr, symbolExpr, type Operation, type Type, type Value } from "../../ir/index.js";
import {
  ensureTerminator,
  operandGroup,
  operationAttributes,
  type CustomAssemblyHooks,
  type OpAsmArgument,
  type OpAsmParser,
  type OpAsmPrinter,
  type OperationState,
  type UnresolvedOperand,
} from "../../asm/op-asm/index.js";
import { parseDimAndSymbolList, printDimAndSymbolList } from "./operand-lists.js";

const LOWER = "lowerBoundMap";
const UPPER = "upperBoundMap";
const STEP = "step";
const SEGMENTS = "operandSegmentSizes";

/** Parses one bound into `state`; returns how many operands it added. */
function parseBound(parser: OpAsmParser, state: OperationState, isLower: boolean): number {
  const context = parser.getContext();
  const name = isLower ? LOWER : UPPER;
  const withMinMax = parser.parseOptionalKeyword(isLower ? "max" : "min");
  const before = state.operands.length;
  const uses = parser.parseOperandList();
  if (uses.length > 0) {
    if (uses.length > 1) throw parser.emitError(parser.getNameLoc(), "expected only one loop bound operand");
    parser.resolveOperand(uses[0] as UnresolvedOperand, parser.getBuilder().getIndexType(), state.operands);
    state.addAttribute(name, AffineMapAttr.get(AffineMap.get(context, 0, 1, [symbolExpr(context, 0)])));
    return 1;
  }
  const attrLoc = parser.getCurrentLocation();
  const bound = parser.parseAttribute(parser.getBuilder().getIndexType());
  if (bound instanceof AffineMapAttr) {
    state.addAttribute(name, bound);
    const numDims = parseDimAndSymbolList(parser, state.operands);
    const map = bound.value;
    if (map.numDims !== numDims) throw parser.emitError(parser.getNameLoc(), "dim operand count and affine map dim count must match");
    const added = state.operands.length - before;
    if (numDims + map.numSymbols !== added) throw parser.emitError(parser.getNameLoc(), "symbol operand count and affine map symbol count must match");
    if (map.getNumResults() > 1 && !withMinMax) {
      throw parser.emitError(
        attrLoc,
        isLower ? "lower loop bound affine map with multiple results requires 'max' prefix" : "upper loop bound affine map with multiple results requires 'min' prefix",
      );
    }
    return added;
  }
  if (bound instanceof IntegerAttr) {
    state.addAttribute(name, AffineMapAttr.get(AffineMap.get(context, 0, 0, [constantExpr(context, bound.value)])));
    return 0;
  }
  throw parser.emitError(parser.getNameLoc(), "expected valid affine map representation for loop bounds");
}

function parseFor(parser: OpAsmParser, state: OperationState): void {
  const builder = parser.getBuilder();
  const index = builder.getIndexType();
  const iv = parser.parseArgument();
  iv.type = index;
  parser.parseEqual();
  const numLower = parseBound(parser, state, true);
  parser.parseKeyword("to", " between bounds");
  const numUpper = parseBound(parser, state, false);
  if (!parser.parseOptionalKeyword("step")) {
    state.addAttribute(STEP, builder.getIntegerAttr(index, 1));
  } else {
    const stepLoc = parser.getCurrentLocation();
    const step = parser.parseAttributeOf(IntegerAttr, index);
    state.addAttribute(STEP, step);
    if (BigInt(step.value) < 0n) throw parser.emitError(stepLoc, "expected step to be representable as a positive signed integer");
  }
  const args: OpAsmArgument[] = [iv];
  const inits: UnresolvedOperand[] = [];
  if (parser.parseOptionalKeyword("iter_args")) {
    parser.parseAssignmentList(args, inits);
    state.addTypes(parser.parseArrowTypeList());
    // Paired as far as all three lists go (the counts are checked below).
    const n = Math.min(inits.length, state.types.length, args.length - 1);
    for (let i = 0; i < n; i++) {
      const type = state.types[i] as Type;
      (args[i + 1] as OpAsmArgument).type = type;
      parser.resolveOperand(inits[i] as UnresolvedOperand, type, state.operands);
    }
  }
  state.addAttribute(SEGMENTS, builder.getDenseI32ArrayAttr([numLower, numUpper, inits.length]));
  const body = state.addRegion();
  if (args.length !== state.types.length + 1) throw parser.emitError(parser.getNameLoc(), "mismatch between the number of loop-carried values and results");
  parser.parseRegion(body, args);
  ensureTerminator(body, "affine.yield", state.location);
  parser.parseOptionalAttrDict(state.attributes);
}

/** A constant, a lone symbol operand, or `[prefix ]#map(dims)[symbols]`. */
function printBound(printer: OpAsmPrinter, attr: AffineMapAttr, operands: readonly Value[], prefix: string): void {
  const map = attr.value;
  if (map.getNumResults() === 1) {
    const expr = map.results[0];
    if (map.numDims === 0 && map.numSymbols === 0 && expr instanceof AffineConstantExpr) {
      printer.write(String(expr.value));
      return;
    }
    if (map.numDims === 0 && map.numSymbols === 1 && expr instanceof AffineSymbolExpr && operands[0] !== undefined) {
      printer.printOperand(operands[0]);
      return;
    }
  } else {
    printer.write(`${prefix} `);
  }
  printer.printAttribute(attr);
  printDimAndSymbolList(printer, operands, map.numDims);
}

function mapAttr(op: Operation, name: string): AffineMapAttr {
  const attr = op.getAttr(name);
  if (!(attr instanceof AffineMapAttr)) throw new Error(`affine.for without its ${name}`);
  return attr;
}

function printFor(op: Operation, printer: OpAsmPrinter): void {
  const body = op.getRegion(0).firstBlock;
  const iv = body?.arguments[0];
  if (body === null || iv === undefined) throw new Error("affine.for without an induction variable");
  const groups = [true, true, true];
  printer.write(" ");
  printer.printRegionArgument(iv, [], true);
  printer.write(" = ");
  printBound(printer, mapAttr(op, LOWER), operandGroup(op, 0, groups, SEGMENTS), "max");
  printer.write(" to ");
  printBound(printer, mapAttr(op, UPPER), operandGroup(op, 1, groups, SEGMENTS), "min");
  const step = op.getAttr(STEP);
  if (step instanceof IntegerAttr && BigInt(step.value) !== 1n) printer.write(` step ${String(step.value)}`);
  const inits = operandGroup(op, 2, groups, SEGMENTS);
  if (inits.length > 0) {
    printer.write(" iter_args(");
    const iterArgs = body.arguments.slice(1);
    const n = Math.min(iterArgs.length, inits.length);
    for (let i = 0; i < n; i++) {
      if (i > 0) printer.write(", ");
      printer.printOperand(iterArgs[i] as Value);
      printer.write(" = ");
      printer.printOperand(inits[i] as Value);
    }
    printer.write(") -> (");
    printer.printTypes(op.getResultTypes());
    printer.write(")");
  }
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false, inits.length > 0);
  printer.printOptionalAttrDict(operationAttributes(op), [LOWER, UPPER, STEP, SEGMENTS]);
}

export const forSyntax: CustomAssemblyHooks = { parse: parseFor, print: printFor };
