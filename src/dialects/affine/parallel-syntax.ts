// affine.parallel: `(%i, %j) = (lbs) to (ubs) [step (s, t)] [reduce ("addf", ...) -> (types)]
// { body }`. Each bound is an affine expression of SSA ids or `max(...)` / `min(...)` of
// several; all expressions of a side are one map (`lowerBoundsMap`) over the side's operands
// (each distinct once), with the number of expressions per bound in `lowerBoundsGroups`
// (AffineOps.cpp's hand-written syntax).
import {
  AffineConstantExpr,
  AffineMap,
  AffineMapAttr,
  ArrayAttr,
  DenseIntOrFPElementsAttr,
  IntegerAttr,
  StringAttr,
  dimExpr,
  replaceDimsAndSymbols,
  symbolExpr,
  type AffineExpr,
  type MLIRContext,
  type Operation,
  type Value,
} from "../../ir/index.js";
import { intElementAt } from "../../ir/dense-elements.js";
import { ensureTerminator, operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { quoteString } from "../../asm/attr-type/index.js";
import { atomicRMWKindValue, stringifyAtomicRMWKind, symbolizeAtomicRMWKind } from "../../../generated/arith.js";

const NAMES = {
  lower: { map: "lowerBoundsMap", groups: "lowerBoundsGroups", keyword: "max" },
  upper: { map: "upperBoundsMap", groups: "upperBoundsGroups", keyword: "min" },
} as const;
const STEPS = "steps";
const REDUCTIONS = "reductions";

type Side = keyof typeof NAMES;

/** Each use once, in order of first use, with the position of every use among them. */
function deduplicate(parser: OpAsmParser, lists: readonly (readonly UnresolvedOperand[])[], unique: Value[], kind: "dim" | "symbol"): AffineExpr[] {
  const context = parser.getContext();
  const index = parser.getBuilder().getIndexType();
  const replacements: AffineExpr[] = [];
  for (const list of lists) {
    const values: Value[] = [];
    parser.resolveOperands(list, index, parser.getCurrentLocation(), values);
    for (const value of values) {
      let position = unique.indexOf(value);
      if (position < 0) position = unique.push(value) - 1;
      replacements.push(kind === "dim" ? dimExpr(context, position) : symbolExpr(context, position));
    }
  }
  return replacements;
}

/** `(e, max(e, e), ...)` into the side's map and groups and the state's operands. */
function parseBounds(parser: OpAsmParser, state: OperationState, side: Side): void {
  const context = parser.getContext();
  const builder = parser.getBuilder();
  const names = NAMES[side];
  parser.parseLParen();
  if (parser.parseOptionalRParen()) {
    state.addAttribute(names.map, AffineMapAttr.get(AffineMap.get(context, 0, 0, [])));
    state.addAttribute(names.groups, builder.getI32TensorAttr([]));
    return;
  }
  // One entry per expression: its own dims' and symbols' operands (numbered from 0).
  const exprs: AffineExpr[] = [];
  const dimLists: UnresolvedOperand[][] = [];
  const symbolLists: UnresolvedOperand[][] = [];
  const groups: number[] = [];
  parser.parseCommaSeparatedList("none", () => {
    if (parser.parseOptionalKeyword(names.keyword)) {
      const { map, operands } = parser.parseAffineMapOfSSAIds("paren");
      const dims = operands.slice(0, map.numDims);
      const symbols = operands.slice(map.numDims);
      for (const expr of map.results) {
        exprs.push(expr);
        dimLists.push(dims);
        symbolLists.push(symbols);
      }
      groups.push(map.getNumResults());
    } else {
      const { expr, dims, symbols } = parser.parseAffineExprOfSSAIds();
      exprs.push(expr);
      dimLists.push(dims);
      symbolLists.push(symbols);
      groups.push(1);
    }
  });
  parser.parseRParen();
  // Every expression over dims and symbols of its own, then each operand once.
  let totalDims = 0;
  let totalSymbols = 0;
  const shifted = exprs.map((expr, i) => {
    const dims = (dimLists[i] as UnresolvedOperand[]).map((_, k) => dimExpr(context, totalDims + k));
    const symbols = (symbolLists[i] as UnresolvedOperand[]).map((_, k) => symbolExpr(context, totalSymbols + k));
    totalDims += dims.length;
    totalSymbols += symbols.length;
    return replaceDimsAndSymbols(expr, dims, symbols);
  });
  const dimOperands: Value[] = [];
  const symbolOperands: Value[] = [];
  const dimReplacements = deduplicate(parser, dimLists, dimOperands, "dim");
  const symbolReplacements = deduplicate(parser, symbolLists, symbolOperands, "symbol");
  state.addOperands(dimOperands);
  state.addOperands(symbolOperands);
  const results = shifted.map((expr) => replaceDimsAndSymbols(expr, dimReplacements, symbolReplacements));
  state.addAttribute(names.map, AffineMapAttr.get(AffineMap.get(context, dimOperands.length, symbolOperands.length, results)));
  state.addAttribute(names.groups, builder.getI32TensorAttr(groups));
}

function parseParallel(parser: OpAsmParser, state: OperationState): void {
  const builder = parser.getBuilder();
  const index = builder.getIndexType();
  const ivs = parser.parseArgumentList("paren");
  parser.parseEqual();
  parseBounds(parser, state, "lower");
  parser.parseKeyword("to");
  parseBounds(parser, state, "upper");
  if (!parser.parseOptionalKeyword("step")) {
    state.addAttribute(STEPS, builder.getI64ArrayAttr(ivs.map(() => 1)));
  } else {
    const { map } = parser.parseAffineMapOfSSAIds("paren");
    const steps = map.results.map((expr) => {
      if (!(expr instanceof AffineConstantExpr)) throw parser.emitError(parser.getNameLoc(), "steps must be constant integers");
      return expr.value;
    });
    state.addAttribute(STEPS, builder.getI64ArrayAttr(steps));
  }
  const reductions: IntegerAttr[] = [];
  if (parser.parseOptionalKeyword("reduce")) {
    parser.parseLParen();
    parser.parseCommaSeparatedList("none", () => {
      const at = parser.getCurrentLocation();
      const text = parser.parseAttributeOf(StringAttr, builder.getNoneType()).value;
      const kind = symbolizeAtomicRMWKind(text);
      if (kind === undefined) throw parser.emitError(at, `invalid reduction value: ${quoteString(text)}`);
      reductions.push(builder.getI64IntegerAttr(atomicRMWKindValue(kind)));
    });
    parser.parseRParen();
  }
  state.addAttribute(REDUCTIONS, builder.getArrayAttr(reductions));
  state.addTypes(parser.parseOptionalArrowTypeList());
  for (const iv of ivs) iv.type = index;
  const body = state.addRegion();
  parser.parseRegion(body, ivs);
  parser.parseOptionalAttrDict(state.attributes);
  ensureTerminator(body, "affine.yield", state.location);
}

/** The group sizes of a `*BoundsGroups` attribute. */
function groupSizes(op: Operation, name: string): number[] {
  const attr = op.getAttr(name);
  if (!(attr instanceof DenseIntOrFPElementsAttr)) return [];
  const count = attr.type.getNumElements();
  return Array.from({ length: count }, (_, i) => Number(intElementAt(attr, i)));
}

function mapOf(op: Operation, name: string, context: MLIRContext): AffineMap {
  const attr = op.getAttr(name);
  return attr instanceof AffineMapAttr ? attr.value : AffineMap.get(context, 0, 0, []);
}

/** One side's bounds: an expression per group of one, `max(...)`/`min(...)` per larger group. */
function printBounds(printer: OpAsmPrinter, map: AffineMap, groups: readonly number[], operands: readonly Value[], keyword: string): void {
  const dims = operands.slice(0, map.numDims);
  const symbols = operands.slice(map.numDims);
  let start = 0;
  for (const size of groups) {
    if (start !== 0) printer.write(", ");
    if (size === 1) {
      const expr = map.results[start];
      if (expr !== undefined) printer.printAffineExprOfSSAIds(expr, dims, symbols);
      start++;
    } else {
      printer.write(`${keyword}(`);
      printer.printAffineMapOfSSAIds(map.getSliceMap(start, size), operands);
      printer.write(")");
      start += size;
    }
  }
}

function printParallel(op: Operation, printer: OpAsmPrinter): void {
  const context = op.context;
  const body = op.getRegion(0).firstBlock;
  const lower = mapOf(op, NAMES.lower.map, context);
  const upper = mapOf(op, NAMES.upper.map, context);
  const operands = op.getOperands();
  const lowerOperands = operands.slice(0, lower.getNumInputs());
  const upperOperands = operands.slice(lower.getNumInputs());
  printer.write(" (");
  printer.printOperands(body?.arguments ?? []);
  printer.write(") = (");
  printBounds(printer, lower, groupSizes(op, NAMES.lower.groups), lowerOperands, NAMES.lower.keyword);
  printer.write(") to (");
  printBounds(printer, upper, groupSizes(op, NAMES.upper.groups), upperOperands, NAMES.upper.keyword);
  printer.write(")");
  const steps = op.getAttr(STEPS);
  const stepValues = steps instanceof ArrayAttr ? steps.value.map((s) => (s instanceof IntegerAttr ? String(s.value) : "")) : [];
  if (!stepValues.every((s) => s === "1")) printer.write(` step (${stepValues.join(", ")})`);
  if (op.numResults > 0) {
    const reductions = op.getAttr(REDUCTIONS);
    const kinds = reductions instanceof ArrayAttr ? reductions.value : [];
    printer.write(" reduce (");
    printer.write(
      kinds
        .map((k) => {
          const kind = k instanceof IntegerAttr ? symbolizeAtomicRMWKind(k.value) : undefined;
          return `"${kind === undefined ? "" : stringifyAtomicRMWKind(kind)}"`;
        })
        .join(", "),
    );
    printer.write(") -> (");
    printer.printTypes(op.getResultTypes());
    printer.write(")");
  }
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false, op.numResults > 0);
  printer.printOptionalAttrDict(operationAttributes(op), [REDUCTIONS, NAMES.lower.map, NAMES.lower.groups, NAMES.upper.map, NAMES.upper.groups, STEPS]);
}

export const parallelSyntax: CustomAssemblyHooks = { parse: parseParallel, print: printParallel };
