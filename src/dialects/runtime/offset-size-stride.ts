// The verifier of MLIR's OffsetSizeAndStrideOpInterface (ViewLikeInterface's
// verifyOffsetSizeAndStrideOp), shared by every op that addresses a box through static
// offset/size/stride lists and their dynamic values (tensor's slices, memref's views).
import { DYNAMIC, type Operation, type Value } from "../../ir/index.js";

/** The dynamic marker as the static lists hold it. */
const DYNAMIC_ENTRY = BigInt(DYNAMIC);

/** What an op addressing a box gives: its static lists and their dynamic values. */
export interface OffsetSizeAndStrideParts {
  readonly staticOffsets: readonly bigint[];
  readonly staticSizes: readonly bigint[];
  readonly staticStrides: readonly bigint[];
  readonly offsets: readonly Value[];
  readonly sizes: readonly Value[];
  readonly strides: readonly Value[];
}

/** The most entries each list may have (the interface's getArrayAttrMaxRanks). */
export type ArrayAttrMaxRanks = readonly [offsets: number, sizes: number, strides: number];

/** verifyListOfOperandsOrIntegers: `count` static entries, one value per dynamic entry. */
function verifyList(op: Operation, name: string, count: number, list: readonly bigint[], values: readonly Value[]): void {
  if (list.length !== count) throw op.emitError(`expected ${count} ${name} values, got ${list.length}`);
  let dynamic = 0;
  for (const entry of list) if (entry === DYNAMIC_ENTRY) dynamic++;
  if (values.length !== dynamic) throw op.emitError(`expected ${dynamic} dynamic ${name} values`);
}

/** The interface's checks in MLIR's order, with its messages. */
export function verifyOffsetSizeAndStrideOp(op: Operation, parts: OffsetSizeAndStrideParts, maxRanks: ArrayAttrMaxRanks): void {
  const offsets = parts.staticOffsets.length;
  const sizes = parts.staticSizes.length;
  const strides = parts.staticStrides.length;
  // A single offset is allowed where at most one is expected (reinterpret_cast's base offset).
  if (!(offsets === 1 && maxRanks[0] === 1) && offsets !== sizes) {
    throw op.emitError(`expected mixed offsets rank to match mixed sizes rank (${offsets} vs ${sizes}) so the rank of the result type is well-formed.`);
  }
  if (sizes !== strides) throw op.emitError(`expected mixed sizes rank to match mixed strides rank (${sizes} vs ${strides}) so the rank of the result type is well-formed.`);
  verifyList(op, "offset", maxRanks[0], parts.staticOffsets, parts.offsets);
  verifyList(op, "size", maxRanks[1], parts.staticSizes, parts.sizes);
  verifyList(op, "stride", maxRanks[2], parts.staticStrides, parts.strides);
  for (const offset of parts.staticOffsets) if (offset < 0n && offset !== DYNAMIC_ENTRY) throw op.emitError(`expected offsets to be non-negative, but got ${offset}`);
  for (const size of parts.staticSizes) if (size < 0n && size !== DYNAMIC_ENTRY) throw op.emitError(`expected sizes to be non-negative, but got ${size}`);
}
