// MLIR 19's folds for the ops of builtin, func, arith, cf, scf, math, index and tensor, as pure
// typed functions, plus the dialects' constant materialization. The rewrite layer's
// OperationFolder calls them through the core hook `RegisteredOperationInfo.fold`.
//
// How each function maps to an op
//   Every op whose ODS definition has `hasFolder = 1` has one OpFoldFunction, keyed by its
//   full op name in `foldFunctions` (and in the per-dialect maps):
//     arith.ts          49 ops: arith.addf ... arith.xori (arithFolders)
//     math.ts           35 ops: math.absf ... math.trunc (mathFolders)
//     index-dialect.ts  25 ops: index.add ... index.xor, index.constant, index.bool.constant
//     tensor.ts         16 ops: tensor.collapse_shape ... tensor.unpack (tensorFolders)
//     scf.ts            scf.if          func.ts  func.constant
//     builtin.ts        builtin.unrealized_conversion_cast
//   cf has no op with a folder in MLIR 19 (its ops canonicalize through patterns only).
//   Each function is also exported by name (foldAddI, foldCmpF, ...) from its file.
//
// The function: (op, operands) => FoldOutcome (fold-types.ts)
//   `operands[i]` is the constant attribute of operand i when its defining op is
//   constant-like (what the OperationFolder passes as MLIR's FoldAdaptor), else undefined.
//   It returns undefined (no fold), one OpFoldResult (an attribute or an existing value) for
//   single-result ops - the op's own result meaning "updated in place" -, or an array with
//   one OpFoldResult per result for multi-result ops (empty: updated in place). Folds that
//   update in place (cmpi moving a constant right, extui/extsi of the same, trunci/truncf of
//   ext, scf.if of a negated condition) mutate the op directly, as MLIR's do; the driver
//   notifies its listener of the modification.
//
// The adapter: asFoldHook(fn) has the core hook's shape
//   fold(op, operands, results): boolean  (src/ir/dialect.ts)
//   and reproduces MLIR's fold hook around the op's fold: when the fold fails or updates the
//   op in place, the trait folds are tried (Commutative moves constants right,
//   Idempotent and Involution fold op(op(x)); traits.ts). `foldHookFor(name)` gives the
//   hook of a named op, `foldTraits` alone is the hook of ops with such traits and no fold.
//   The integrator sets `fold: foldHookFor(info.name)` on each registration (or the
//   generator emits it from `hasFolder`).
//
// Exactness
//   Integer and float arithmetic is exact (src/ir/ap: APInt, APFloat for every float type).
//   Non-splat dense operands of integers up to 64 bits and f32/f64 are folded on their raw
//   storage (dense-kernels.ts); splats are folded once. The math functions MLIR folds
//   through the host C library (f32/f64 only) follow glibc (libm/): correctly rounded
//   where glibc is (exp, log, pow, sin, cos, ...), glibc's own formulas where it composes
//   them (hyperbolic functions, log10); glibc's expm1f, log1pf, tanhf and atanhf are
//   reproduced in float arithmetic (libm/composed-float.ts); its other single-precision
//   routines that are not correctly rounded (sinf, cosf, logf, atanf, asinf, acosf, tanf,
//   atan2f, erff, ...) and erf are not, and can differ in the last bit.
//
// Constant materialization (materialize.ts) has the shape of `Dialect.materializeConstant`:
//   arith: materializeArithConstant, math: materializeMathConstant (arith.constant),
//   index: materializeIndexConstant (index.constant / index.bool.constant),
//   func: materializeFuncConstant (func.constant); builtin, cf, scf: none.
import type { Attribute, OpFoldResult, Operation } from "../../ir/index.js";
import { arithFolders } from "./arith.js";
import { mathFolders } from "./math.js";
import { indexFolders } from "./index-dialect.js";
import { scfFolders } from "./scf.js";
import { funcFolders } from "./func.js";
import { builtinFolders } from "./builtin.js";
import { tensorFolders } from "./tensor.js";
import { foldTraits } from "./traits.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

export type { FoldOutcome, OpFoldFunction } from "./fold-types.js";
export { arithFolders } from "./arith.js";
export { mathFolders } from "./math.js";
export { indexFolders } from "./index-dialect.js";
export { scfFolders } from "./scf.js";
export { funcFolders } from "./func.js";
export { builtinFolders } from "./builtin.js";
export { tensorFolders } from "./tensor.js";
export { foldTraits } from "./traits.js";
export {
  isBuildableArithConstant,
  materializeArithConstant,
  materializeArithConstantOp,
  materializeFuncConstant,
  materializeIndexConstant,
  materializeMathConstant,
} from "./materialize.js";

/** Every op's fold function, by full op name. */
export const foldFunctions: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ...arithFolders,
  ...mathFolders,
  ...indexFolders,
  ...scfFolders,
  ...funcFolders,
  ...builtinFolders,
  ...tensorFolders,
]);

/** The core fold hook's shape (RegisteredOperationInfo.fold). */
export type FoldHook = (op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]) => boolean;

function isResultList(outcome: FoldOutcome): outcome is readonly OpFoldResult[] {
  return Array.isArray(outcome);
}

/**
 * MLIR's fold hook around an op's fold function: the fold's results, else (failure or
 * in-place update) the trait folds.
 */
export function asFoldHook(fold: OpFoldFunction): FoldHook {
  return (op, operands, results) => {
    const outcome = fold(op, operands);
    if (isResultList(outcome)) {
      if (outcome.length === 0) {
        foldTraits(op, operands, results);
        return true;
      }
      results.push(...outcome);
      return true;
    }
    const inPlace = outcome !== undefined && op.numResults > 0 && outcome === op.getResult(0);
    if (outcome === undefined || inPlace) {
      if (foldTraits(op, operands, results)) return true;
      return inPlace;
    }
    results.push(outcome);
    return true;
  };
}

/** The fold hook of op `name`: its fold function wrapped by asFoldHook, or the trait folds alone. */
export function foldHookFor(name: string): FoldHook {
  const fold = foldFunctions.get(name);
  return fold !== undefined ? asFoldHook(fold) : (op, operands, results) => foldTraits(op, operands, results);
}

/**
 * An op's fold function as the registration's `fold` member: the fold's results only; the
 * folder (src/rewrite/fold.ts) tries the trait folds around it, as MLIR's fold hook does.
 */
export function registrationFold(fold: OpFoldFunction): FoldHook {
  return (op, operands, results) => {
    const outcome = fold(op, operands);
    if (outcome === undefined) return false;
    if (isResultList(outcome)) {
      results.push(...outcome);
      return true;
    }
    if (op.numResults > 0 && outcome === op.getResult(0)) return true;
    results.push(outcome);
    return true;
  };
}
