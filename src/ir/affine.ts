// Affine expressions, maps and integer sets, uniqued per context. The arithmetic
// helpers (add/mul/floorDiv/ceilDiv/mod) apply MLIR's construction-time simplifications,
// so building an expression from parsed text yields the form mlir-opt prints.
import type { MLIRContext } from "./context.js";
import {
  absInt64,
  addInt64,
  ceilDivInt64,
  divInt64,
  floorDivInt64,
  gcdInt64,
  int64,
  INT64_MIN_BIGINT,
  INT64_MIN_NUMBER,
  modInt64,
  mulInt64,
  addOverflows,
  mulOverflows,
  remInt64,
  type Int64,
} from "./int64.js";

export type AffineExprKind = "add" | "mul" | "mod" | "floordiv" | "ceildiv" | "const" | "dim" | "symbol";

export abstract class AffineExpr {
  declare readonly context: MLIRContext;
  declare readonly uid: number;
  abstract readonly kind: AffineExprKind;
  constructor(context: MLIRContext) {
    this.context = context;
    this.uid = context.nextUid();
  }
  /** Whether the expression is built only from symbols and constants. */
  abstract isSymbolicOrConstant(): boolean;
  /** Whether the expression is pure affine (no semi-affine products/divisions). */
  abstract isPureAffine(): boolean;
  /** MLIR's AffineExpr::getLargestKnownDivisor (int64_t arithmetic, wrapping). */
  abstract getLargestKnownDivisor(): Int64;

  add(other: AffineExpr | Int64): AffineExpr {
    return affineAdd(this, toExpr(this.context, other));
  }
  sub(other: AffineExpr | Int64): AffineExpr {
    return affineAdd(this, affineMul(toExpr(this.context, other), constantExpr(this.context, -1)));
  }
  mul(other: AffineExpr | Int64): AffineExpr {
    return affineMul(this, toExpr(this.context, other));
  }
  neg(): AffineExpr {
    return affineMul(this, constantExpr(this.context, -1));
  }
  floorDiv(other: AffineExpr | Int64): AffineExpr {
    return affineFloorDiv(this, toExpr(this.context, other));
  }
  ceilDiv(other: AffineExpr | Int64): AffineExpr {
    return affineCeilDiv(this, toExpr(this.context, other));
  }
  mod(other: AffineExpr | Int64): AffineExpr {
    return affineMod(this, toExpr(this.context, other));
  }
}

function toExpr(context: MLIRContext, e: AffineExpr | Int64): AffineExpr {
  return e instanceof AffineExpr ? e : constantExpr(context, e);
}

export class AffineConstantExpr extends AffineExpr {
  readonly kind = "const" as const;
  /** The int64_t constant (see int64.ts for the number/bigint representation). */
  declare readonly value: Int64;
  constructor(context: MLIRContext, value: Int64) {
    super(context);
    this.value = value;
  }
  isSymbolicOrConstant(): boolean {
    return true;
  }
  isPureAffine(): boolean {
    return true;
  }
  getLargestKnownDivisor(): Int64 {
    return absInt64(this.value);
  }
}

export class AffineDimExpr extends AffineExpr {
  readonly kind = "dim" as const;
  declare readonly position: number;
  constructor(context: MLIRContext, position: number) {
    super(context);
    this.position = position;
  }
  isSymbolicOrConstant(): boolean {
    return false;
  }
  isPureAffine(): boolean {
    return true;
  }
  getLargestKnownDivisor(): Int64 {
    return 1;
  }
}

export class AffineSymbolExpr extends AffineExpr {
  readonly kind = "symbol" as const;
  declare readonly position: number;
  constructor(context: MLIRContext, position: number) {
    super(context);
    this.position = position;
  }
  isSymbolicOrConstant(): boolean {
    return true;
  }
  isPureAffine(): boolean {
    return true;
  }
  getLargestKnownDivisor(): Int64 {
    return 1;
  }
}

export type AffineBinaryKind = "add" | "mul" | "mod" | "floordiv" | "ceildiv";

export class AffineBinaryOpExpr extends AffineExpr {
  declare readonly kind: AffineBinaryKind;
  declare readonly lhs: AffineExpr;
  declare readonly rhs: AffineExpr;
  constructor(context: MLIRContext, kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) {
    super(context);
    this.kind = kind;
    this.lhs = lhs;
    this.rhs = rhs;
  }
  isSymbolicOrConstant(): boolean {
    return this.lhs.isSymbolicOrConstant() && this.rhs.isSymbolicOrConstant();
  }
  isPureAffine(): boolean {
    const { lhs, rhs } = this;
    if (this.kind === "add") return lhs.isPureAffine() && rhs.isPureAffine();
    if (this.kind === "mul")
      return lhs.isPureAffine() && rhs.isPureAffine() && (lhs instanceof AffineConstantExpr || rhs instanceof AffineConstantExpr);
    return lhs.isPureAffine() && rhs instanceof AffineConstantExpr;
  }
  getLargestKnownDivisor(): Int64 {
    const { lhs, rhs } = this;
    switch (this.kind) {
      case "mul":
        return mulInt64(lhs.getLargestKnownDivisor(), rhs.getLargestKnownDivisor());
      case "floordiv":
      case "ceildiv": {
        if (rhs instanceof AffineConstantExpr && rhs.value !== 0) {
          const l = lhs.getLargestKnownDivisor();
          if (remInt64(l, rhs.value) === 0) return absInt64(divInt64(l, rhs.value));
        }
        return 1;
      }
      default:
        return gcdInt64(lhs.getLargestKnownDivisor(), rhs.getLargestKnownDivisor());
    }
  }
}

/** The uniqued constant `value` (an int64; a number beyond 2^53 is taken as exact). */
export function constantExpr(context: MLIRContext, value: Int64): AffineConstantExpr {
  value = int64(value);
  // Uniqued in a trie (no key string built: expressions are made for every op that has
  // a map); int64 gives one representation per value, so the value itself is the key.
  const node = context.trie("affine-constant").step(value);
  if (node.value !== undefined) return node.value as AffineConstantExpr;
  const e = new AffineConstantExpr(context, value);
  node.value = e;
  return e;
}

export function dimExpr(context: MLIRContext, position: number): AffineDimExpr {
  const node = context.trie("affine-dim").step(position);
  if (node.value !== undefined) return node.value as AffineDimExpr;
  const e = new AffineDimExpr(context, position);
  node.value = e;
  return e;
}

export function symbolExpr(context: MLIRContext, position: number): AffineSymbolExpr {
  const node = context.trie("affine-symbol").step(position);
  if (node.value !== undefined) return node.value as AffineSymbolExpr;
  const e = new AffineSymbolExpr(context, position);
  node.value = e;
  return e;
}

/** The binary expression exactly as given (no simplification). */
export function binaryExpr(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr): AffineBinaryOpExpr {
  const context = lhs.context;
  const node = context.trie("affine-binary").step(kind).step(lhs.uid).step(rhs.uid);
  if (node.value !== undefined) return node.value as AffineBinaryOpExpr;
  const e = new AffineBinaryOpExpr(context, kind, lhs, rhs);
  node.value = e;
  return e;
}

/** llvm::divideSignedWouldOverflow: INT64_MIN / -1. */
function divideOverflows(lhs: Int64, rhs: Int64): boolean {
  return rhs === -1 && (lhs === INT64_MIN_NUMBER || lhs === INT64_MIN_BIGINT);
}

function asConst(e: AffineExpr): Int64 | undefined {
  return e instanceof AffineConstantExpr ? e.value : undefined;
}

export function affineAdd(lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
  return simplifyAdd(lhs, rhs) ?? binaryExpr("add", lhs, rhs);
}

function simplifyAdd(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | undefined {
  const context = lhs.context;
  const lc = asConst(lhs);
  const rc = asConst(rhs);
  // MLIR 19 folds two constants only when the int64_t sum does not overflow (the
  // other constant folds below wrap, as int64_t arithmetic does).
  if (lc !== undefined && rc !== undefined) return addOverflows(lc, rc) ? undefined : constantExpr(context, addInt64(lc, rc));
  // Constants and symbolic terms go to the right.
  if (lc !== undefined || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())) return affineAdd(rhs, lhs);
  if (rc === 0) return lhs;
  const lBin = lhs instanceof AffineBinaryOpExpr ? lhs : undefined;
  // (e + c1) + c2 -> e + (c1 + c2)
  if (lBin !== undefined && rc !== undefined && lBin.kind === "add") {
    const lrc = asConst(lBin.rhs);
    if (lrc !== undefined) return affineAdd(lBin.lhs, constantExpr(context, addInt64(lrc, rc)));
  }
  // c1 * e + c2 * e -> (c1 + c2) * e
  let firstFactor: Int64 = 1;
  let firstExpr: AffineExpr = lhs;
  if (lBin !== undefined && lBin.kind === "mul") {
    const c = asConst(lBin.rhs);
    if (c !== undefined) {
      firstFactor = c;
      firstExpr = lBin.lhs;
    }
  }
  const rBin = rhs instanceof AffineBinaryOpExpr ? rhs : undefined;
  let secondFactor: Int64 = 1;
  let secondExpr: AffineExpr = rhs;
  if (rBin !== undefined && rBin.kind === "mul") {
    const c = asConst(rBin.rhs);
    if (c !== undefined) {
      secondFactor = c;
      secondExpr = rBin.lhs;
    }
  }
  if (firstExpr === secondExpr) return affineMul(firstExpr, constantExpr(context, addInt64(firstFactor, secondFactor)));
  // (e + c) + f -> (e + f) + c
  if (lBin !== undefined && lBin.kind === "add") {
    const lrc = asConst(lBin.rhs);
    if (lrc !== undefined) return affineAdd(affineAdd(lBin.lhs, rhs), lBin.rhs);
  }
  if (rBin === undefined) return undefined;
  // e - (e floordiv q) * q -> e mod q
  const lrhs = rBin.lhs;
  const rrhs = rBin.rhs;
  const rrc = asConst(rrhs);
  if (rrc === -1 && lrhs instanceof AffineBinaryOpExpr && lrhs.kind === "mul") {
    const llrhs = lrhs.lhs;
    const rlrhs = lrhs.rhs;
    if (!(llrhs instanceof AffineBinaryOpExpr) || llrhs.kind !== "floordiv") return undefined;
    if (llrhs.rhs === rlrhs && lhs === llrhs.lhs) return affineMod(lhs, rlrhs);
  }
  // e + (e floordiv c) * -c -> e mod c: MLIR 19 asks for a product here (the rule above
  // does not), so e + ((e floordiv c) - c) stays as it is.
  if (rBin.kind !== "mul" || !(lrhs instanceof AffineBinaryOpExpr) || lrhs.kind !== "floordiv") return undefined;
  if (lhs === lrhs.lhs && lrhs.rhs === affineMul(rrhs, constantExpr(context, -1))) return affineMod(lhs, lrhs.rhs);
  return undefined;
}

export function affineMul(lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
  return simplifyMul(lhs, rhs) ?? binaryExpr("mul", lhs, rhs);
}

function simplifyMul(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | undefined {
  const context = lhs.context;
  const lc = asConst(lhs);
  const rc = asConst(rhs);
  if (lc !== undefined && rc !== undefined) return mulOverflows(lc, rc) ? undefined : constantExpr(context, mulInt64(lc, rc));
  if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) return undefined;
  if (!rhs.isSymbolicOrConstant() || lc !== undefined) return affineMul(rhs, lhs);
  if (rc === 1) return lhs;
  if (rc === 0) return rhs;
  const lBin = lhs instanceof AffineBinaryOpExpr ? lhs : undefined;
  if (lBin !== undefined && lBin.kind === "mul") {
    const lrc = asConst(lBin.rhs);
    if (lrc !== undefined) {
      // (e * c1) * c2 -> e * (c1 * c2); (e * c) * f -> (e * f) * c
      if (rc !== undefined) return affineMul(lBin.lhs, constantExpr(context, mulInt64(lrc, rc)));
      return affineMul(affineMul(lBin.lhs, rhs), lBin.rhs);
    }
  }
  return undefined;
}

export function affineFloorDiv(lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
  return simplifyFloorDiv(lhs, rhs) ?? binaryExpr("floordiv", lhs, rhs);
}

function simplifyFloorDiv(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | undefined {
  const context = lhs.context;
  const rc = asConst(rhs);
  // MLIR 19 folds any nonzero divisor, negative ones too (mod wants a positive one).
  if (rc === undefined || rc === 0) return undefined;
  const lc = asConst(lhs);
  if (lc !== undefined) return divideOverflows(lc, rc) ? undefined : constantExpr(context, floorDivInt64(lc, rc));
  if (rc === 1) return lhs;
  const lBin = lhs instanceof AffineBinaryOpExpr ? lhs : undefined;
  if (lBin !== undefined && lBin.kind === "mul") {
    const lrc = asConst(lBin.rhs);
    if (lrc !== undefined && remInt64(lrc, rc) === 0) return affineMul(lBin.lhs, constantExpr(context, divInt64(lrc, rc)));
  }
  if (lBin !== undefined && lBin.kind === "add") {
    const llDiv = lBin.lhs.getLargestKnownDivisor();
    const lrDiv = lBin.rhs.getLargestKnownDivisor();
    if (remInt64(llDiv, rc) === 0 || remInt64(lrDiv, rc) === 0)
      return affineAdd(affineFloorDiv(lBin.lhs, rhs), affineFloorDiv(lBin.rhs, rhs));
  }
  return undefined;
}

export function affineCeilDiv(lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
  return simplifyCeilDiv(lhs, rhs) ?? binaryExpr("ceildiv", lhs, rhs);
}

function simplifyCeilDiv(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | undefined {
  const context = lhs.context;
  const rc = asConst(rhs);
  if (rc === undefined || rc === 0) return undefined;
  const lc = asConst(lhs);
  if (lc !== undefined) return divideOverflows(lc, rc) ? undefined : constantExpr(context, ceilDivInt64(lc, rc));
  if (rc === 1) return lhs;
  const lBin = lhs instanceof AffineBinaryOpExpr ? lhs : undefined;
  if (lBin !== undefined && lBin.kind === "mul") {
    const lrc = asConst(lBin.rhs);
    if (lrc !== undefined && remInt64(lrc, rc) === 0) return affineMul(lBin.lhs, constantExpr(context, divInt64(lrc, rc)));
  }
  return undefined;
}

export function affineMod(lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
  return simplifyMod(lhs, rhs) ?? binaryExpr("mod", lhs, rhs);
}

function simplifyMod(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | undefined {
  const context = lhs.context;
  const rc = asConst(rhs);
  if (rc === undefined || rc < 1) return undefined;
  const lc = asConst(lhs);
  if (lc !== undefined) return constantExpr(context, modInt64(lc, rc));
  if (remInt64(lhs.getLargestKnownDivisor(), rc) === 0) return constantExpr(context, 0);
  const lBin = lhs instanceof AffineBinaryOpExpr ? lhs : undefined;
  if (lBin !== undefined && lBin.kind === "add") {
    const llDiv = lBin.lhs.getLargestKnownDivisor();
    const lrDiv = lBin.rhs.getLargestKnownDivisor();
    if (remInt64(llDiv, rc) === 0) return affineMod(lBin.rhs, rhs);
    if (remInt64(lrDiv, rc) === 0) return affineMod(lBin.lhs, rhs);
  }
  if (lBin !== undefined && lBin.kind === "mod") {
    const inner = asConst(lBin.rhs);
    if (inner !== undefined && inner >= 1 && modInt64(inner, rc) === 0) return affineMod(lBin.lhs, rhs);
  }
  return undefined;
}

/**
 * `expr` with dim `i` replaced by `dims[i]` and symbol `j` by `symbols[j]` (positions
 * beyond the lists are kept), rebuilt through the simplifying constructors as MLIR's
 * AffineExpr::replaceDimsAndSymbols is.
 */
export function replaceDimsAndSymbols(expr: AffineExpr, dims: readonly AffineExpr[], symbols: readonly AffineExpr[]): AffineExpr {
  if (expr instanceof AffineDimExpr) return dims[expr.position] ?? expr;
  if (expr instanceof AffineSymbolExpr) return symbols[expr.position] ?? expr;
  if (!(expr instanceof AffineBinaryOpExpr)) return expr;
  const lhs = replaceDimsAndSymbols(expr.lhs, dims, symbols);
  const rhs = replaceDimsAndSymbols(expr.rhs, dims, symbols);
  if (lhs === expr.lhs && rhs === expr.rhs) return expr;
  return affineBinaryOp(expr.kind, lhs, rhs);
}

/** MLIR's getAffineBinaryOpExpr: `lhs kind rhs` built with the construction-time simplifications. */
export function affineBinaryOp(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
  switch (kind) {
    case "add":
      return affineAdd(lhs, rhs);
    case "mul":
      return affineMul(lhs, rhs);
    case "mod":
      return affineMod(lhs, rhs);
    case "floordiv":
      return affineFloorDiv(lhs, rhs);
    case "ceildiv":
      return affineCeilDiv(lhs, rhs);
  }
}

function exprUids(exprs: readonly AffineExpr[]): string {
  const parts = new Array<number>(exprs.length);
  for (let i = 0; i < exprs.length; i++) parts[i] = (exprs[i] as AffineExpr).uid;
  return parts.join(",");
}

/** `(d0, d1)[s0] -> (results)`. */
export class AffineMap {
  declare readonly context: MLIRContext;
  declare readonly uid: number;
  declare readonly numDims: number;
  declare readonly numSymbols: number;
  declare readonly results: readonly AffineExpr[];
  private constructor(context: MLIRContext, numDims: number, numSymbols: number, results: readonly AffineExpr[]) {
    this.context = context;
    this.uid = context.nextUid();
    this.numDims = numDims;
    this.numSymbols = numSymbols;
    this.results = results;
  }
  static get(context: MLIRContext, numDims: number, numSymbols: number, results: readonly AffineExpr[]): AffineMap {
    // A trie over (dims, symbols, result count, result uids): no key string per lookup.
    let node = context.trie("affine-map").step(numDims).step(numSymbols).step(results.length);
    for (let i = 0; i < results.length; i++) node = node.step((results[i] as AffineExpr).uid);
    if (node.value !== undefined) return node.value as AffineMap;
    const m = new AffineMap(context, numDims, numSymbols, Object.freeze(results.slice()));
    node.value = m;
    return m;
  }
  static getMultiDimIdentity(context: MLIRContext, numDims: number): AffineMap {
    const results: AffineExpr[] = [];
    for (let i = 0; i < numDims; i++) results.push(dimExpr(context, i));
    return AffineMap.get(context, numDims, 0, results);
  }
  getNumResults(): number {
    return this.results.length;
  }
  getNumInputs(): number {
    return this.numDims + this.numSymbols;
  }
  /** `(d0, ..., dn) -> (d0, ..., dn)` with no symbols. */
  isIdentity(): boolean {
    if (this.numSymbols !== 0 || this.numDims !== this.results.length) return false;
    for (let i = 0; i < this.results.length; i++) {
      const r = this.results[i];
      if (!(r instanceof AffineDimExpr) || r.position !== i) return false;
    }
    return true;
  }
  isEmpty(): boolean {
    return this.numDims === 0 && this.numSymbols === 0 && this.results.length === 0;
  }
  /** The map of results `start` to `start + length` over the same dims and symbols (MLIR's getSliceMap). */
  getSliceMap(start: number, length: number): AffineMap {
    return AffineMap.get(this.context, this.numDims, this.numSymbols, this.results.slice(start, start + length));
  }
}

/** `(d0)[s0] : (constraints)`, each constraint `expr == 0` (eqFlags true) or `expr >= 0`. */
export class IntegerSet {
  declare readonly context: MLIRContext;
  declare readonly uid: number;
  declare readonly numDims: number;
  declare readonly numSymbols: number;
  declare readonly constraints: readonly AffineExpr[];
  declare readonly eqFlags: readonly boolean[];
  private constructor(
    context: MLIRContext,
    numDims: number,
    numSymbols: number,
    constraints: readonly AffineExpr[],
    eqFlags: readonly boolean[],
  ) {
    this.context = context;
    this.uid = context.nextUid();
    this.numDims = numDims;
    this.numSymbols = numSymbols;
    this.constraints = constraints;
    this.eqFlags = eqFlags;
  }
  static get(
    context: MLIRContext,
    numDims: number,
    numSymbols: number,
    constraints: readonly AffineExpr[],
    eqFlags: readonly boolean[],
  ): IntegerSet {
    const key = `~n${numDims},${numSymbols}:${exprUids(constraints)}:${eqFlags.map((f) => (f ? 1 : 0)).join("")}`;
    const found = context.lookupUniqued(key);
    if (found !== undefined) return found as IntegerSet;
    const s = new IntegerSet(context, numDims, numSymbols, Object.freeze(constraints.slice()), Object.freeze(eqFlags.slice()));
    context.storeUniqued(key, s);
    return s;
  }
  getNumConstraints(): number {
    return this.constraints.length;
  }
}
