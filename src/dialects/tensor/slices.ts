// The shape rules of the slice ops (extract_slice, insert_slice, parallel_insert_slice):
// MLIR 19's result type inference and the rank-reduction check (isRankReducedType / computeRankReductionMask) with their messages.
import { RankedTensorType, type Int64, type Operation, type ShapedType } from "../../ir/index.js";
import { printType } from "../op-runtime.js";
import { isDynamicSize } from "./shapes.js";

/** ExtractSliceOp::inferResultType: the box's static sizes (dynamic where a value gives them) of the source's element type. */
export function inferSliceType(source: RankedTensorType, staticSizes: readonly bigint[]): RankedTensorType {
  return RankedTensorType.get(staticSizes.map(sizeOf), source.elementType);
}

/** A static list entry as a shape size (the dynamic marker as DYNAMIC). */
export function sizeOf(entry: bigint): Int64 {
  return Number.isSafeInteger(Number(entry)) || isDynamicSize(entry) ? Number(entry) : entry;
}

function sameSize(a: Int64, b: Int64): boolean {
  return BigInt(a) === BigInt(b);
}

/** computeRankReductionMask: the dimensions of `original` dropped to give `reduced` (each of size 1), or none. */
export function rankReductionMask(original: readonly Int64[], reduced: readonly Int64[]): Set<number> | undefined {
  const unused = new Set<number>();
  let next = 0;
  for (let i = 0; i < original.length; i++) {
    const size = original[i] as Int64;
    if (next < reduced.length && sameSize(size, reduced[next] as Int64)) {
      next++;
      continue;
    }
    unused.add(i);
    if (!sameSize(size, 1)) return undefined;
  }
  return next === reduced.length ? unused : undefined;
}

type SliceVerification = "success" | "rank-too-large" | "size-mismatch" | "element-type-mismatch";

/** isRankReducedType: whether `candidate` is `original` or a rank-reduced version of it. */
export function rankReducedTypeCheck(original: ShapedType, candidate: ShapedType): SliceVerification {
  if (original === candidate) return "success";
  if (candidate.getRank() > original.getRank()) return "rank-too-large";
  if (rankReductionMask(original.shape, candidate.shape) === undefined) return "size-mismatch";
  if (original.elementType !== candidate.elementType) return "element-type-mismatch";
  return "success";
}

/** produceSliceErrorMsg. */
export function checkSliceType(op: Operation, result: SliceVerification, expected: RankedTensorType): void {
  switch (result) {
    case "success":
      return;
    case "rank-too-large":
      throw op.emitError("expected rank to be smaller or equal to the other rank. ");
    case "size-mismatch":
      throw op.emitError(`expected type to be '${printType(expected)}' or a rank-reduced version. (size mismatch) `);
    case "element-type-mismatch":
      throw op.emitError(`expected element type to be '${printType(expected.elementType)}'`);
  }
}
