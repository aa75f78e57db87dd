// MLIR's simplifySemiAffine (AffineExpr.cpp in MLIR 19): the first step of simplifying an
// expression that multiplies or divides by a non-constant. A floordiv/ceildiv/mod whose
// divisor is a symbol dividing the dividend is divided through (a modulo becomes 0), and a
// modulo of `x - x mod q` (plus terms adding up to x) by q is 0, the form loop peeling leaves.
import { AffineBinaryOpExpr, AffineConstantExpr, AffineSymbolExpr, affineAdd, affineBinaryOp, affineMod, affineMul, constantExpr, type AffineExpr } from "./affine.js";

type DivisionKind = "floordiv" | "ceildiv" | "mod";

/** Simplifies a pure affine expression (simplifyAffineExpr), passed in to keep the modules acyclic. */
export type PureSimplifier = (expr: AffineExpr, numDims: number, numSymbols: number) => AffineExpr;

/** isDivisibleBySymbol: whether `expr` is a multiple of symbol `position` for a division of kind `division`. */
function isDivisibleBySymbol(expr: AffineExpr, position: number, division: DivisionKind): boolean {
  if (expr instanceof AffineConstantExpr) return expr.value === 0;
  if (expr instanceof AffineSymbolExpr) return expr.position === position;
  if (!(expr instanceof AffineBinaryOpExpr)) return false;
  switch (expr.kind) {
    case "add":
      return isDivisibleBySymbol(expr.lhs, position, division) && isDivisibleBySymbol(expr.rhs, position, division);
    case "mod":
      // Both operands must be multiples, whatever the enclosing division is.
      return isDivisibleBySymbol(expr.lhs, position, "mod") && isDivisibleBySymbol(expr.rhs, position, "mod");
    case "mul":
      return isDivisibleBySymbol(expr.lhs, position, division) || isDivisibleBySymbol(expr.rhs, position, division);
    default:
      // Nested floordivs (ceildivs) commute with a floordiv (ceildiv) only.
      return division === expr.kind && isDivisibleBySymbol(expr.lhs, position, expr.kind);
  }
}

/** symbolicDivide: `expr` divided by symbol `position` (undefined where it is not a multiple). */
function symbolicDivide(expr: AffineExpr, position: number, division: DivisionKind): AffineExpr | undefined {
  if (expr instanceof AffineConstantExpr) return expr.value === 0 ? constantExpr(expr.context, 0) : undefined;
  if (expr instanceof AffineSymbolExpr) return constantExpr(expr.context, 1);
  if (!(expr instanceof AffineBinaryOpExpr)) return undefined;
  const both = (kind: DivisionKind, build: (l: AffineExpr, r: AffineExpr) => AffineExpr): AffineExpr | undefined => {
    const lhs = symbolicDivide(expr.lhs, position, kind);
    const rhs = symbolicDivide(expr.rhs, position, kind);
    return lhs === undefined || rhs === undefined ? undefined : build(lhs, rhs);
  };
  switch (expr.kind) {
    case "add":
      return both(division, affineAdd);
    case "mod":
      return both("mod", affineMod);
    case "mul": {
      if (!isDivisibleBySymbol(expr.lhs, position, division)) {
        const rhs = symbolicDivide(expr.rhs, position, division);
        return rhs === undefined ? undefined : affineMul(expr.lhs, rhs);
      }
      const lhs = symbolicDivide(expr.lhs, position, division);
      return lhs === undefined ? undefined : affineMul(lhs, expr.rhs);
    }
    default: {
      const lhs = symbolicDivide(expr.lhs, position, expr.kind);
      return lhs === undefined ? undefined : affineBinaryOp(expr.kind, lhs, expr.rhs);
    }
  }
}

function summands(expr: AffineExpr, into: AffineExpr[]): AffineExpr[] {
  if (expr instanceof AffineBinaryOpExpr && expr.kind === "add") {
    summands(expr.lhs, into);
    summands(expr.rhs, into);
  } else into.push(expr);
  return into;
}

/** The x of `x * -1` or `-1 * x`. */
function negated(expr: AffineExpr): AffineExpr | undefined {
  if (!(expr instanceof AffineBinaryOpExpr) || expr.kind !== "mul") return undefined;
  if (expr.lhs instanceof AffineConstantExpr && expr.lhs.value === -1) return expr.rhs;
  if (expr.rhs instanceof AffineConstantExpr && expr.rhs.value === -1) return expr.lhs;
  return undefined;
}

/** isModOfModSubtraction: whether `lhs` is `x - x mod rhs` with x the sum of its other terms. */
function isModOfModSubtraction(lhs: AffineExpr, rhs: AffineExpr, numDims: number, numSymbols: number, simplify: PureSimplifier): boolean {
  const terms = summands(lhs, []);
  return terms.some((term, i) => {
    const inner = negated(term);
    if (!(inner instanceof AffineBinaryOpExpr) || inner.kind !== "mod" || inner.rhs !== rhs) return false;
    let difference: AffineExpr = constantExpr(lhs.context, 0);
    terms.forEach((other, j) => {
      if (j !== i) difference = difference.add(other);
    });
    const simplified = simplify(difference.sub(inner.lhs), numDims, numSymbols);
    return simplified instanceof AffineConstantExpr && simplified.value === 0;
  });
}

/** simplifySemiAffine: the result may be semi-affine or pure affine. */
export function simplifySemiAffine(expr: AffineExpr, numDims: number, numSymbols: number, simplify: PureSimplifier): AffineExpr {
  if (!(expr instanceof AffineBinaryOpExpr)) return expr;
  const lhs = simplifySemiAffine(expr.lhs, numDims, numSymbols, simplify);
  const rhs = simplifySemiAffine(expr.rhs, numDims, numSymbols, simplify);
  const kind = expr.kind;
  if (kind === "add" || kind === "mul") return affineBinaryOp(kind, lhs, rhs);
  if (isModOfModSubtraction(lhs, rhs, numDims, numSymbols, simplify)) return constantExpr(expr.context, 0);
  // Divisibility is judged on the dividend as written, the division done on its simplified form.
  if (!(rhs instanceof AffineSymbolExpr) || !isDivisibleBySymbol(expr.lhs, rhs.position, kind)) return affineBinaryOp(kind, lhs, rhs);
  if (kind === "mod") return constantExpr(expr.context, 0);
  return symbolicDivide(lhs, rhs.position, kind) ?? affineBinaryOp(kind, lhs, rhs);
}
