// Numeric versions of arith's element calculations, for folding non-splat dense operands on
// their raw storage (dense-kernels.ts): integers of up to 32 bits as unsigned numbers,
// 64-bit integers and index as signed bigints, f32/f64 with the engine's IEEE arithmetic.
import type { IntPredicate } from "../../ir/index.js";
import { signedOf, unsignedOf, type NumericKernels } from "./dense-kernels.js";

export const ADD: NumericKernels = { int: (a, b, w) => unsignedOf(a + b, w), int64: (a, b) => a + b };
export const SUB: NumericKernels = { int: (a, b, w) => unsignedOf(a - b, w), int64: (a, b) => a - b };
export const MUL: NumericKernels = { int: (a, b, w) => unsignedOf(Math.imul(a, b), w), int64: (a, b) => a * b };
export const AND: NumericKernels = { int: (a, b) => (a & b) >>> 0, int64: (a, b) => a & b };
export const OR: NumericKernels = { int: (a, b) => (a | b) >>> 0, int64: (a, b) => a | b };
export const XOR: NumericKernels = { int: (a, b) => (a ^ b) >>> 0, int64: (a, b) => a ^ b };
export const DIVUI: NumericKernels = { int: (a, b) => (b === 0 ? undefined : Math.floor(a / b)) };
export const REMUI: NumericKernels = { int: (a, b) => (b === 0 ? undefined : a % b) };
export const DIVSI: NumericKernels = {
  int: (a, b, w) => {
    const x = signedOf(a, w);
    const y = signedOf(b, w);
    if (y === 0 || (y === -1 && x === -(2 ** (w - 1)))) return undefined;
    return unsignedOf(Math.trunc(x / y), w);
  },
};
export const REMSI: NumericKernels = { int: (a, b, w) => (b === 0 ? undefined : unsignedOf(signedOf(a, w) % signedOf(b, w), w)) };
export const MAXSI: NumericKernels = { int: (a, b, w) => (signedOf(a, w) > signedOf(b, w) ? a : b), int64: (a, b) => (a > b ? a : b) };
export const MINSI: NumericKernels = { int: (a, b, w) => (signedOf(a, w) < signedOf(b, w) ? a : b), int64: (a, b) => (a < b ? a : b) };
export const MAXUI: NumericKernels = { int: (a, b) => (a > b ? a : b) };
export const MINUI: NumericKernels = { int: (a, b) => (a < b ? a : b) };
export const ADDF: NumericKernels = { float: (a, b) => a + b };
export const SUBF: NumericKernels = { float: (a, b) => a - b };
export const MULF: NumericKernels = { float: (a, b) => a * b };
export const DIVF: NumericKernels = { float: (a, b) => a / b };
export const REMF: NumericKernels = { float: (a, b) => a % b };
/** Math.max / Math.min order -0 below +0, as maximum / minimum (and minNum, without NaNs) do. */
export const MAXIMUMF: NumericKernels = { float: Math.max };
export const MINIMUMF: NumericKernels = { float: Math.min };

/** Signed 64-bit values read as unsigned (for the unsigned predicates). */
const asUnsigned64 = (v: bigint): bigint => BigInt.asUintN(64, v);

export function cmpiKernel(predicate: IntPredicate): NumericKernels {
  return {
    int64: (a, b) => {
      switch (predicate) {
        case "eq":
          return a === b ? 1n : 0n;
        case "ne":
          return a !== b ? 1n : 0n;
        case "slt":
          return a < b ? 1n : 0n;
        case "sle":
          return a <= b ? 1n : 0n;
        case "sgt":
          return a > b ? 1n : 0n;
        case "sge":
          return a >= b ? 1n : 0n;
        default: {
          const x = asUnsigned64(a);
          const y = asUnsigned64(b);
          if (predicate === "ult") return x < y ? 1n : 0n;
          if (predicate === "ule") return x <= y ? 1n : 0n;
          if (predicate === "ugt") return x > y ? 1n : 0n;
          return x >= y ? 1n : 0n;
        }
      }
    },
    int: (a, b, w) => {
      switch (predicate) {
        case "eq":
          return a === b ? 1 : 0;
        case "ne":
          return a !== b ? 1 : 0;
        case "ult":
          return a < b ? 1 : 0;
        case "ule":
          return a <= b ? 1 : 0;
        case "ugt":
          return a > b ? 1 : 0;
        case "uge":
          return a >= b ? 1 : 0;
        default: {
          const x = signedOf(a, w);
          const y = signedOf(b, w);
          if (predicate === "slt") return x < y ? 1 : 0;
          if (predicate === "sle") return x <= y ? 1 : 0;
          if (predicate === "sgt") return x > y ? 1 : 0;
          return x >= y ? 1 : 0;
        }
      }
    },
  };
}
