// The math dialect: its generated module (generated/math.ts) with the folders MLIR 19
// writes by hand — integer ops over APInt, rounding and sign ops over any float type,
// and the C library functions over f32 and f64 constants only (computed in double,
// rounded to f32 for f32) — and the constant materializer, which makes arith.constant.
import type { Attribute } from "../../ir/index.js";
import { ConstantOp } from "../../../generated/arith.js";
import { createMathDialect, type MathDialectHooks } from "../../../generated/math.js";
import * as ap from "../fold/apint.js";
import type { APInt } from "../fold/apint.js";
import { foldFloatBinary, foldFloatUnary, foldIntBinary, foldIntUnary, type APFloat } from "../fold/elementwise.js";
import { roundTo } from "../fold/float.js";
import { erf } from "../fold/erf.js";
import { isBuildableWith } from "../arith/index.js";

type Ops = MathDialectHooks["ops"];
type Operands = readonly (Attribute | undefined)[];

/** A C library function of f32 and f64 values (others do not fold), rounded to the type. */
function libm(fn: (x: number) => number, fold?: (x: number) => boolean): (operands: Operands) => Attribute | undefined {
  return (operands) =>
    foldFloatUnary(operands, (a) => {
      const kind = a.type.kind;
      if (kind !== "f32" && kind !== "f64") return undefined;
      if (fold !== undefined && !fold(a.value)) return undefined;
      return roundTo(kind, fn(a.value));
    });
}

function libm2(fn: (x: number, y: number) => number, special?: (x: number, y: number) => number | undefined): (operands: Operands) => Attribute | undefined {
  return (operands) =>
    foldFloatBinary(operands, (a, b) => {
      const exceptional = special?.(a.value, b.value);
      if (exceptional !== undefined) return exceptional;
      if (a.type.kind !== b.type.kind || (a.type.kind !== "f32" && a.type.kind !== "f64")) return undefined;
      return roundTo(a.type.kind, fn(a.value, b.value));
    });
}

/** APFloat::isNegative: the sign bit (so -0 is negative). */
const notNegative = (x: number): boolean => !(x < 0 || Object.is(x, -0));

/** APFloat::roundToIntegral in every float type. */
function integral(round: (x: number) => number): (operands: Operands) => Attribute | undefined {
  return (operands) => foldFloatUnary(operands, (a: APFloat) => roundTo(a.type.kind, round(a.value)));
}

/** Round half to even (APFloat's NearestTiesToEven). */
function roundEven(x: number): number {
  if (!Number.isFinite(x)) return x;
  const floor = Math.floor(x);
  const diff = x - floor;
  const r = diff > 0.5 ? floor + 1 : diff < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  return r === 0 ? (Object.is(x, -0) || x < 0 ? -0 : 0) : r;
}

/** C's round: half away from zero. */
function roundHalfAway(x: number): number {
  if (!Number.isFinite(x)) return x;
  const r = Math.sign(x) * Math.floor(Math.abs(x) + 0.5);
  // Math.floor(|x| + 0.5) is exact only when |x| + 0.5 is; above 2^52 x is already integral.
  return Math.abs(x) >= 2 ** 52 ? x : r === 0 ? (x < 0 || Object.is(x, -0) ? -0 : 0) : r;
}


/** math.ipowi: base^power by squaring; negative powers only for bases 1 and -1 (0 stays unfolded). */
function ipowi(base: APInt, power: APInt): APInt | undefined {
  const w = base.width;
  const one = ap.apint(w, 1n);
  if (ap.isZero(power)) return one;
  if (ap.isNegative(power)) {
    if (ap.isZero(base)) return undefined;
    if (base.bits === one.bits) return one;
    if (!ap.isAllOnes(base)) return ap.apint(w, 0n);
    return (power.bits & 1n) === 1n ? ap.apint(w, -1n) : one;
  }
  let result = one;
  let current = base;
  let remaining = power.bits;
  for (;;) {
    if ((remaining & 1n) === 1n) result = ap.mul(result, current);
    remaining >>= 1n;
    if (remaining === 0n) return result;
    current = ap.mul(current, current);
  }
}

const mathFolds = {
  AbsFOp: { fold: (_op, operands) => foldFloatUnary(operands, (a) => Math.abs(a.value)) },
  AbsIOp: { fold: (_op, operands) => foldIntUnary(operands, ap.abs) },
  AcosOp: { fold: (_op, operands) => libm(Math.acos)(operands) },
  AcoshOp: { fold: (_op, operands) => libm(Math.acosh)(operands) },
  AsinOp: { fold: (_op, operands) => libm(Math.asin)(operands) },
  AsinhOp: { fold: (_op, operands) => libm(Math.asinh)(operands) },
  AtanOp: { fold: (_op, operands) => libm(Math.atan)(operands) },
  AtanhOp: { fold: (_op, operands) => libm(Math.atanh)(operands) },
  // atan2(0, 0) folds to NaN.
  Atan2Op: { fold: (_op, operands) => libm2(Math.atan2, (x, y) => (x === 0 && y === 0 ? NaN : undefined))(operands) },
  CeilOp: { fold: (_op, operands) => integral(Math.ceil)(operands) },
  FloorOp: { fold: (_op, operands) => integral(Math.floor)(operands) },
  RoundEvenOp: { fold: (_op, operands) => integral(roundEven)(operands) },
  RoundOp: { fold: (_op, operands) => libm(roundHalfAway)(operands) },
  TruncOp: { fold: (_op, operands) => libm(Math.trunc)(operands) },
  CopySignOp: {
    fold: (_op, operands) => foldFloatBinary(operands, (a, b) => (Object.is(Math.sign(b.value), -1) || Object.is(b.value, -0) ? -Math.abs(a.value) : Math.abs(a.value))),
  },
  CosOp: { fold: (_op, operands) => libm(Math.cos)(operands) },
  CoshOp: { fold: (_op, operands) => libm(Math.cosh)(operands) },
  SinOp: { fold: (_op, operands) => libm(Math.sin)(operands) },
  SinhOp: { fold: (_op, operands) => libm(Math.sinh)(operands) },
  TanOp: { fold: (_op, operands) => libm(Math.tan)(operands) },
  TanhOp: { fold: (_op, operands) => libm(Math.tanh)(operands) },
  ErfOp: { fold: (_op, operands) => libm(erf)(operands) },
  ExpOp: { fold: (_op, operands) => libm(Math.exp)(operands) },
  Exp2Op: { fold: (_op, operands) => libm((x) => 2 ** x)(operands) },
  ExpM1Op: { fold: (_op, operands) => libm(Math.expm1)(operands) },
  LogOp: { fold: (_op, operands) => libm(Math.log, notNegative)(operands) },
  Log2Op: { fold: (_op, operands) => libm(Math.log2, notNegative)(operands) },
  Log10Op: { fold: (_op, operands) => libm(Math.log10, notNegative)(operands) },
  Log1pOp: { fold: (_op, operands) => libm(Math.log1p, (x) => x + 1 >= 0 && !Object.is(x + 1, -0))(operands) },
  SqrtOp: { fold: (_op, operands) => libm(Math.sqrt, notNegative)(operands) },
  PowFOp: { fold: (_op, operands) => libm2(Math.pow)(operands) },
  CountLeadingZerosOp: { fold: (_op, operands) => foldIntUnary(operands, (a) => ap.apint(a.width, BigInt(ap.countLeadingZeros(a)))) },
  CountTrailingZerosOp: { fold: (_op, operands) => foldIntUnary(operands, (a) => ap.apint(a.width, BigInt(ap.countTrailingZeros(a)))) },
  CtPopOp: { fold: (_op, operands) => foldIntUnary(operands, (a) => ap.apint(a.width, BigInt(ap.countPopulation(a)))) },
  IPowIOp: { fold: (_op, operands) => foldIntBinary(operands, ipowi) },
} satisfies { readonly [K in keyof Ops]: Ops[K] };

export const mathHooks: MathDialectHooks = {
  ops: mathFolds,
  // MLIR's MathDialect::materializeConstant: arith.constant (arith::ConstantOp::materialize).
  materializeConstant: (builder, value, type, location) => (isBuildableWith(value, type) ? ConstantOp.build(builder, location, { value: value as Attribute & { type: typeof type } }).getOperation() : undefined),
};

/** The math dialect, ready to load. */
export const mathDialect = createMathDialect(mathHooks);
