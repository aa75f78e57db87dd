// Affine maps and integer sets simplified together with their operands (AffineOps.cpp's
// canonicalizeMapAndOperands, canonicalizeSetAndOperands, composeAffineMapAndOperands):
// dims that are valid symbols become symbols, symbols that are only valid dims become dims,
// unused and duplicate operands are dropped, constant symbols are folded into the map, and
// operands computed by affine.apply are replaced by the apply's expression and operands.
import {
  AffineBinaryOpExpr,
  AffineDimExpr,
  AffineMap,
  AffineSymbolExpr,
  IntegerAttr,
  IntegerSet,
  constantExpr,
  dimExpr,
  replaceDimsAndSymbols,
  simplifyAffineMap,
  symbolExpr,
  type AffineExpr,
  type MLIRContext,
  type Value,
} from "../../ir/index.js";
import { AffineApplyOp } from "../../../generated/affine.js";
import { constantAttribute } from "../constant-values.js";
import { isValidDim, isValidSymbol } from "./valid-operands.js";

/** A map's results or a set's constraints with their dim and symbol counts. */
interface Exprs {
  readonly context: MLIRContext;
  readonly numDims: number;
  readonly numSymbols: number;
  readonly exprs: readonly AffineExpr[];
}

function remap(e: Exprs, dims: readonly AffineExpr[], symbols: readonly AffineExpr[], numDims: number, numSymbols: number): Exprs {
  return { context: e.context, numDims, numSymbols, exprs: e.exprs.map((x) => replaceDimsAndSymbols(x, dims, symbols)) };
}

/** canonicalizePromotedSymbols: a dim operand that is a valid symbol becomes a new last symbol. */
function promoteSymbols(e: Exprs, operands: readonly Value[]): { e: Exprs; operands: Value[] } {
  const context = e.context;
  const result: Value[] = [];
  const promoted: Value[] = [];
  const dims: AffineExpr[] = [];
  let nextDim = 0;
  for (let i = 0; i < e.numDims; i++) {
    const operand = operands[i] as Value;
    if (isValidSymbol(operand)) {
      dims.push(symbolExpr(context, e.numSymbols + promoted.length));
      promoted.push(operand);
    } else {
      dims.push(dimExpr(context, nextDim++));
      result.push(operand);
    }
  }
  result.push(...operands.slice(e.numDims), ...promoted);
  return { e: remap(e, dims, [], nextDim, e.numSymbols + promoted.length), operands: result };
}

/** legalizeDemotedDims: a symbol operand that is a valid dim but not a valid symbol becomes a new last dim. */
function demoteDims(e: Exprs, operands: readonly Value[]): { e: Exprs; operands: Value[] } {
  const context = e.context;
  const demoted: Value[] = [];
  const symbolOperands: Value[] = [];
  const symbols: AffineExpr[] = [];
  for (let i = e.numDims; i < operands.length; i++) {
    const operand = operands[i] as Value;
    if (isValidDim(operand) && !isValidSymbol(operand)) {
      symbols.push(dimExpr(context, e.numDims + demoted.length));
      demoted.push(operand);
    } else {
      symbols.push(symbolExpr(context, symbolOperands.length));
      symbolOperands.push(operand);
    }
  }
  return { e: remap(e, [], symbols, e.numDims + demoted.length, symbolOperands.length), operands: [...operands.slice(0, e.numDims), ...demoted, ...symbolOperands] };
}

function collectUsed(expr: AffineExpr, dims: boolean[], symbols: boolean[]): void {
  if (expr instanceof AffineDimExpr) dims[expr.position] = true;
  else if (expr instanceof AffineSymbolExpr) symbols[expr.position] = true;
  else if (expr instanceof AffineBinaryOpExpr) {
    collectUsed(expr.lhs, dims, symbols);
    collectUsed(expr.rhs, dims, symbols);
  }
}

/** canonicalizeMapOrSetAndOperands. */
function canonicalizeExprsAndOperands(input: Exprs, inputOperands: readonly Value[]): { e: Exprs; operands: Value[] } {
  if (inputOperands.length === 0) return { e: input, operands: [] };
  let { e, operands } = promoteSymbols(input, inputOperands);
  ({ e, operands } = demoteDims(e, operands));
  const context = e.context;
  const usedDims = new Array<boolean>(e.numDims).fill(false);
  const usedSymbols = new Array<boolean>(e.numSymbols).fill(false);
  for (const x of e.exprs) collectUsed(x, usedDims, usedSymbols);
  const result: Value[] = [];
  const seenDims = new Map<Value, AffineExpr>();
  const dims: AffineExpr[] = [];
  let nextDim = 0;
  for (let i = 0; i < e.numDims; i++) {
    if (!usedDims[i]) {
      dims.push(dimExpr(context, i));
      continue;
    }
    const operand = operands[i] as Value;
    let expr = seenDims.get(operand);
    if (expr === undefined) {
      expr = dimExpr(context, nextDim++);
      result.push(operand);
      seenDims.set(operand, expr);
    }
    dims.push(expr);
  }
  const seenSymbols = new Map<Value, AffineExpr>();
  const symbols: AffineExpr[] = [];
  let nextSymbol = 0;
  for (let i = 0; i < e.numSymbols; i++) {
    if (!usedSymbols[i]) {
      symbols.push(symbolExpr(context, i));
      continue;
    }
    const operand = operands[e.numDims + i] as Value;
    const constant = constantAttribute(operand);
    if (constant instanceof IntegerAttr) {
      symbols.push(constantExpr(context, BigInt.asIntN(64, BigInt(constant.value))));
      continue;
    }
    let expr = seenSymbols.get(operand);
    if (expr === undefined) {
      expr = symbolExpr(context, nextSymbol++);
      result.push(operand);
      seenSymbols.set(operand, expr);
    }
    symbols.push(expr);
  }
  return { e: remap(e, dims, symbols, nextDim, nextSymbol), operands: result };
}

function mapExprs(map: AffineMap): Exprs {
  return { context: map.context, numDims: map.numDims, numSymbols: map.numSymbols, exprs: map.results };
}

function toMap(map: AffineMap, e: Exprs): AffineMap {
  return AffineMap.get(map.context, e.numDims, e.numSymbols, e.exprs);
}

/** A map and the values bound to its dims then symbols. */
export interface MapAndOperands {
  readonly map: AffineMap;
  readonly operands: Value[];
}

/** canonicalizeMapAndOperands. */
export function canonicalizeMapAndOperands(map: AffineMap, operands: readonly Value[]): MapAndOperands {
  if (operands.length === 0) return { map, operands: [] };
  const { e, operands: result } = canonicalizeExprsAndOperands(mapExprs(map), operands);
  return { map: toMap(map, e), operands: result };
}

/** canonicalizeSetAndOperands. */
export function canonicalizeSetAndOperands(set: IntegerSet, operands: readonly Value[]): { set: IntegerSet; operands: Value[] } {
  if (operands.length === 0) return { set, operands: [] };
  const { e, operands: result } = canonicalizeExprsAndOperands({ context: set.context, numDims: set.numDims, numSymbols: set.numSymbols, exprs: set.constraints }, operands);
  return { set: IntegerSet.get(set.context, e.numDims, e.numSymbols, e.exprs, set.eqFlags), operands: result };
}

/** AffineMap::shiftDims then shiftSymbols of a one-result map: its result with positions moved up. */
function shifted(map: AffineMap, dimShift: number, symbolShift: number): AffineExpr {
  const context = map.context;
  const dims = Array.from({ length: map.numDims }, (_, i) => dimExpr(context, i + dimShift));
  const symbols = Array.from({ length: map.numSymbols }, (_, i) => symbolExpr(context, i + symbolShift));
  return replaceDimsAndSymbols(map.results[0] as AffineExpr, dims, symbols);
}

/** AffineExpr::replace of one dim or symbol, rebuilt through the simplifying constructors. */
function replaceOne(expr: AffineExpr, isDim: boolean, position: number, by: AffineExpr): AffineExpr {
  const context = expr.context;
  return isDim
    ? replaceDimsAndSymbols(expr, [...Array.from({ length: position }, (_, i) => dimExpr(context, i)), by], [])
    : replaceDimsAndSymbols(expr, [], [...Array.from({ length: position }, (_, i) => symbolExpr(context, i)), by]);
}

/**
 * replaceDimOrSym: the dim or symbol at `position` (dims first), when an affine.apply
 * defines its operand, is replaced by the apply's canonicalized expression over new dims and
 * symbols appended to `dims`/`symbols`; its own entry becomes undefined.
 */
function replaceDimOrSym(map: AffineMap, position: number, dims: (Value | undefined)[], symbols: (Value | undefined)[]): AffineMap | undefined {
  const isDim = position < dims.length;
  const at = isDim ? position : position - dims.length;
  const value = isDim ? dims[at] : symbols[at];
  if (value === undefined) return undefined;
  const def = value.definingOp;
  if (def === null || def.opName !== AffineApplyOp.operationName) return undefined;
  if (isDim) dims[at] = undefined;
  else symbols[at] = undefined;
  const apply = AffineApplyOp.wrap(def);
  const composed = canonicalizeMapAndOperands(apply.getMap(), apply.getMapOperands());
  const replacement = shifted(composed.map, dims.length, symbols.length);
  dims.push(...composed.operands.slice(0, composed.map.numDims));
  symbols.push(...composed.operands.slice(composed.operands.length - composed.map.numSymbols));
  const results = map.results.map((r) => replaceOne(r, isDim, at, replacement));
  return AffineMap.get(map.context, dims.length, symbols.length, results);
}

/** composeAffineMapAndOperands: operands computed by affine.apply folded into the map, then canonicalized and simplified. */
export function composeAffineMapAndOperands(input: AffineMap, inputOperands: readonly Value[]): MapAndOperands {
  if (input.getNumResults() === 0) {
    const canonical = canonicalizeMapAndOperands(input, inputOperands);
    return { map: simplifyAffineMap(canonical.map), operands: canonical.operands };
  }
  const context = input.context;
  let map = input;
  const dims: (Value | undefined)[] = inputOperands.slice(0, map.numDims);
  const symbols: (Value | undefined)[] = inputOperands.slice(map.numDims);
  for (;;) {
    let changed = false;
    for (let position = 0; position !== dims.length + symbols.length; position++) {
      const replaced = replaceDimOrSym(map, position, dims, symbols);
      if (replaced !== undefined) {
        map = replaced;
        changed = true;
        break;
      }
    }
    if (!changed) break;
  }
  // Replaced entries are gone: the others are renumbered in order.
  const operands: Value[] = [];
  const dimRepl: AffineExpr[] = [];
  const symRepl: AffineExpr[] = [];
  let nDims = 0;
  let nSymbols = 0;
  for (const v of dims) {
    if (v === undefined) dimRepl.push(constantExpr(context, 0));
    else {
      dimRepl.push(dimExpr(context, nDims++));
      operands.push(v);
    }
  }
  for (const v of symbols) {
    if (v === undefined) symRepl.push(constantExpr(context, 0));
    else {
      symRepl.push(symbolExpr(context, nSymbols++));
      operands.push(v);
    }
  }
  map = AffineMap.get(context, nDims, nSymbols, map.results.map((r) => replaceDimsAndSymbols(r, dimRepl, symRepl)));
  const canonical = canonicalizeMapAndOperands(map, operands);
  return { map: simplifyAffineMap(canonical.map), operands: canonical.operands };
}

/** fullyComposeAffineMapAndOperands: composed until no operand is an affine.apply's result. */
export function fullyComposeAffineMapAndOperands(map: AffineMap, operands: readonly Value[]): MapAndOperands {
  let current: MapAndOperands = { map, operands: operands.slice() };
  while (current.operands.some((v) => v.definingOp?.opName === AffineApplyOp.operationName)) current = composeAffineMapAndOperands(current.map, current.operands);
  return current;
}

/** composeSetAndOperands: the set's constraints composed as a map's results. */
export function composeSetAndOperands(set: IntegerSet, operands: readonly Value[]): { set: IntegerSet; operands: Value[] } {
  if (!operands.some((v) => v.definingOp?.opName === AffineApplyOp.operationName)) return { set, operands: operands.slice() };
  const composed = composeAffineMapAndOperands(AffineMap.get(set.context, set.numDims, set.numSymbols, set.constraints), operands);
  return { set: IntegerSet.get(set.context, composed.map.numDims, composed.map.numSymbols, composed.map.results, set.eqFlags), operands: composed.operands };
}
