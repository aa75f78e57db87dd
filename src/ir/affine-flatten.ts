// MLIR's simplifyAffineExpr / simplifyAffineMap for pure affine expressions: the expression
// is flattened into coefficients of dims, symbols, local division variables and a constant
// (SimpleAffineExprFlattener), then rebuilt in that order (getAffineExprFromFlatForm), so
// equal expressions get one canonical form: `d1 + d0 * 2 - d1` becomes `d0 * 2`, a modulo
// becomes its dividend minus a multiple of a floor division. Coefficients are int64_t,
// wrapping as MLIR's do. Semi-affine expressions get MLIR's simplifySemiAffine only, and an
// expression dividing by a non-positive constant is kept as it is (MLIR fails to flatten it
// too).
import { AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymbolExpr, constantExpr, dimExpr, symbolExpr, type AffineExpr } from "./affine.js";
import type { MLIRContext } from "./context.js";
import { simplifySemiAffine } from "./affine-semi-affine.js";

const wrap = (v: bigint): bigint => BigInt.asIntN(64, v);

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** C++ truncating division of int64_t values. */
const truncDiv = (a: bigint, b: bigint): bigint => wrap(a / b);

class Flattener {
  /** Flat forms of the subexpressions visited and not yet consumed: [dims | symbols | locals | constant]. */
  readonly stack: bigint[][] = [];
  readonly localExprs: AffineExpr[] = [];
  constructor(
    readonly context: MLIRContext,
    readonly numDims: number,
    readonly numSymbols: number,
  ) {}

  private get localStart(): number {
    return this.numDims + this.numSymbols;
  }
  private get width(): number {
    return this.localStart + this.localExprs.length + 1;
  }

  /** Visits `expr` after its operands (MLIR's walkPostOrder); false when it cannot be flattened. */
  walk(expr: AffineExpr): boolean {
    if (expr instanceof AffineBinaryOpExpr) {
      if (!this.walk(expr.lhs) || !this.walk(expr.rhs)) return false;
      return this.visitBinary(expr);
    }
    const flat = new Array<bigint>(this.width).fill(0n);
    if (expr instanceof AffineDimExpr) flat[expr.position] = 1n;
    else if (expr instanceof AffineSymbolExpr) flat[this.numDims + expr.position] = 1n;
    else if (expr instanceof AffineConstantExpr) flat[flat.length - 1] = BigInt(expr.value);
    this.stack.push(flat);
    return true;
  }

  private visitBinary(expr: AffineBinaryOpExpr): boolean {
    const rhs = this.stack.pop() as bigint[];
    const lhs = this.stack[this.stack.length - 1] as bigint[];
    const rhsConst = rhs[rhs.length - 1] as bigint;
    switch (expr.kind) {
      case "add":
        for (let i = 0; i < lhs.length; i++) lhs[i] = wrap((lhs[i] as bigint) + (rhs[i] as bigint));
        return true;
      case "mul":
        for (let i = 0; i < lhs.length; i++) lhs[i] = wrap((lhs[i] as bigint) * rhsConst);
        return true;
      case "mod":
        return this.visitMod(lhs, rhsConst);
      case "floordiv":
        return this.visitDiv(lhs, rhsConst, false);
      case "ceildiv":
        return this.visitDiv(lhs, rhsConst, true);
    }
  }

  /** `lhs mod c` is `lhs - c * (lhs floordiv c)`, with the division a local (shared when already there). */
  private visitMod(lhs: bigint[], rhsConst: bigint): boolean {
    if (rhsConst <= 0n) return false;
    if (lhs.every((v) => v % rhsConst === 0n)) {
      lhs.fill(0n);
      return true;
    }
    let divisor = rhsConst;
    for (const v of lhs) divisor = gcd(divisor, v);
    const dividend = divisor === 1n ? lhs.slice() : lhs.map((v) => truncDiv(v, divisor));
    const floorDivisor = truncDiv(rhsConst, divisor);
    const divExpr = this.fromFlat(dividend).floorDiv(constantExpr(this.context, floorDivisor));
    const loc = this.localExprs.indexOf(divExpr);
    if (loc === -1) {
      this.addLocal(divExpr);
      lhs[this.localStart + this.localExprs.length - 1] = -rhsConst;
    } else {
      const at = this.localStart + loc;
      lhs[at] = wrap((lhs[at] as bigint) - rhsConst);
    }
    return true;
  }

  /** `lhs floordiv c` / `lhs ceildiv c` with common factors cancelled: the dividend itself for a divisor of 1, else a local. */
  private visitDiv(lhs: bigint[], rhsConst: bigint, isCeil: boolean): boolean {
    if (rhsConst <= 0n) return false;
    let common = rhsConst;
    for (const v of lhs) common = gcd(common, v);
    if (common !== 1n) for (let i = 0; i < lhs.length; i++) lhs[i] = truncDiv(lhs[i] as bigint, common);
    const divisor = truncDiv(rhsConst, common);
    if (divisor === 1n) return true;
    const a = this.fromFlat(lhs);
    const b = constantExpr(this.context, divisor);
    const divExpr = isCeil ? a.ceilDiv(b) : a.floorDiv(b);
    let loc = this.localExprs.indexOf(divExpr);
    if (loc === -1) {
      this.addLocal(divExpr);
      loc = this.localExprs.length - 1;
    }
    lhs.fill(0n);
    lhs[this.localStart + loc] = 1n;
    return true;
  }

  /** A new local variable: a zero column in every flat form on the stack. */
  private addLocal(expr: AffineExpr): void {
    const at = this.localStart + this.localExprs.length;
    for (const flat of this.stack) flat.splice(at, 0, 0n);
    this.localExprs.push(expr);
  }

  /** getAffineExprFromFlatForm: dims, symbols and locals times their coefficients, then the constant. */
  fromFlat(flat: readonly bigint[]): AffineExpr {
    const context = this.context;
    let expr: AffineExpr = constantExpr(context, 0);
    for (let j = 0; j < this.localStart; j++) {
      const c = flat[j] as bigint;
      if (c === 0n) continue;
      const id = j < this.numDims ? dimExpr(context, j) : symbolExpr(context, j - this.numDims);
      expr = expr.add(id.mul(c));
    }
    for (let j = this.localStart; j < flat.length - 1; j++) {
      const c = flat[j] as bigint;
      if (c === 0n) continue;
      expr = expr.add((this.localExprs[j - this.localStart] as AffineExpr).mul(c));
    }
    const constant = flat[flat.length - 1] as bigint;
    if (constant !== 0n) expr = expr.add(constant);
    return expr;
  }
}

/**
 * MLIR's simplifyAffineExpr. A semi-affine expression first goes through simplifySemiAffine;
 * what is still semi-affine then is kept as it is (MLIR's rebuild from a semi-affine flat form
 * is not reproduced).
 */
export function simplifyAffineExpr(expr: AffineExpr, numDims: number, numSymbols: number): AffineExpr {
  if (!expr.isPureAffine()) {
    expr = simplifySemiAffine(expr, numDims, numSymbols, simplifyAffineExpr);
    if (!expr.isPureAffine()) return expr;
  }
  const flattener = new Flattener(expr.context, numDims, numSymbols);
  if (!flattener.walk(expr)) return expr;
  return flattener.fromFlat(flattener.stack[flattener.stack.length - 1] as bigint[]);
}

/** MLIR's simplifyAffineMap: each result simplified. */
export function simplifyAffineMap(map: AffineMap): AffineMap {
  const results = map.results.map((r) => simplifyAffineExpr(r, map.numDims, map.numSymbols));
  return AffineMap.get(map.context, map.numDims, map.numSymbols, results);
}

/**
 * The flat form of a pure affine expression — coefficients of dims, symbols and local
 * divisions, then the constant — or undefined when it is semi-affine or cannot be flattened.
 */
export function flattenAffineExpr(expr: AffineExpr, numDims: number, numSymbols: number): bigint[] | undefined {
  if (!expr.isPureAffine()) return undefined;
  const flattener = new Flattener(expr.context, numDims, numSymbols);
  if (!flattener.walk(expr)) return undefined;
  return flattener.stack[flattener.stack.length - 1];
}
