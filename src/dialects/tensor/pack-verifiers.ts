// tensor.pack / tensor.unpack verification (MLIR 19's commonVerifierPackAndUnPackOp and
// PackOp::verify): tile sizes, inner_dims_pos / outer_dims_perm, the packed type.
import { DYNAMIC, RankedTensorType, type Int64, type OpFoldResult, type Operation } from "../../ir/index.js";
import type { PackOp, UnPackOp } from "../../../generated/tensor.js";
import { printType } from "../op-runtime.js";
import { constantIndexOf, indexTypeOf, isDynamicSize, mixedValues } from "./shapes.js";
import { sizeOf } from "./slices.js";

/** isInvalidPackingPosSpecification. */
function invalidPositions(positions: readonly bigint[], rank: number): boolean {
  if (positions.length > rank) return true;
  if (new Set(positions).size !== positions.length) return true;
  return positions.some((p) => p < 0n || p >= BigInt(rank));
}

/** applyPermutationToVector: entry i becomes entry permutation[i]. */
export function permuted<T>(values: readonly T[], permutation: readonly bigint[]): T[] {
  const out = values.slice();
  permutation.forEach((p, i) => {
    out[i] = values[Number(p)] as T;
  });
  return out;
}

/** invertPermutationVector. */
export function inversePermutation(permutation: readonly bigint[]): bigint[] {
  const out = new Array<bigint>(permutation.length).fill(0n);
  permutation.forEach((p, i) => {
    out[Number(p)] = BigInt(i);
  });
  return out;
}

/** divideCeilSigned on int64 sizes. */
function divideCeil(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) === (b < 0n)) ? q + 1n : q;
}

/** getPackOpResultTypeShape / PackOp::inferPackedType. */
export function inferPackedType(source: RankedTensorType, tiles: readonly bigint[], innerDimsPos: readonly bigint[], outerDimsPerm: readonly bigint[]): RankedTensorType {
  let shape: Int64[] = source.shape.slice();
  innerDimsPos.forEach((pos, i) => {
    const d = Number(pos);
    const size = shape[d] as Int64;
    if (isDynamicSize(size)) return;
    const tile = tiles[i] as bigint;
    if (isDynamicSize(tile)) {
      shape[d] = DYNAMIC;
      return;
    }
    shape[d] = sizeOf(divideCeil(BigInt(size), tile));
  });
  if (outerDimsPerm.length > 0) shape = permuted(shape, outerDimsPerm);
  return RankedTensorType.get([...shape, ...tiles.map(sizeOf)], source.elementType);
}

/** PackOp::requirePaddingValue: whether a tile may run past the source. */
function requirePaddingValue(input: readonly Int64[], innerDimsPos: readonly bigint[], output: readonly Int64[], outerDimsPerm: readonly bigint[], tiles: readonly OpFoldResult[]): boolean {
  let tileCounts: Int64[] = output.slice(0, input.length);
  if (outerDimsPerm.length > 0) tileCounts = permuted(tileCounts, inversePermutation(outerDimsPerm));
  for (let i = 0; i < innerDimsPos.length; i++) {
    const pos = Number(innerDimsPos[i]);
    const size = input[pos] as Int64;
    if (isDynamicSize(size)) continue;
    const tile = constantIndexOf(tiles[i] as OpFoldResult);
    if (tile === undefined) {
      const count = tileCounts[pos] as Int64;
      if (!isDynamicSize(count) && BigInt(count) !== 0n && BigInt(size) % BigInt(count) !== 0n) return true;
    } else if (tile !== 0n && BigInt(size) % tile !== 0n) return true;
  }
  return false;
}

interface RelayoutParts {
  readonly operation: Operation;
  readonly unpacked: RankedTensorType;
  readonly packed: RankedTensorType;
  readonly staticTiles: readonly bigint[];
  readonly tiles: readonly OpFoldResult[];
  readonly innerDimsPos: readonly bigint[];
  readonly outerDimsPerm: readonly bigint[];
}

function relayoutParts(op: PackOp | UnPackOp, isPack: boolean): RelayoutParts {
  const source = op.getSource().type as RankedTensorType;
  const dest = op.getDest().type as RankedTensorType;
  const staticTiles = op.getStaticInnerTiles();
  return {
    operation: op.getOperation(),
    unpacked: isPack ? source : dest,
    packed: isPack ? dest : source,
    staticTiles,
    tiles: mixedValues(staticTiles, op.getInnerTiles(), indexTypeOf(source)),
    innerDimsPos: op.getInnerDimsPos(),
    outerDimsPerm: op.getOuterDimsPerm(),
  };
}

/** commonVerifierPackAndUnPackOp. */
function verifyRelayout(parts: RelayoutParts): void {
  const { operation, unpacked, packed, tiles, innerDimsPos, outerDimsPerm } = parts;
  if (tiles.some((t) => constantIndexOf(t) === 0n)) throw operation.emitError("invalid zero tile factor");
  const rank = unpacked.getRank();
  if (invalidPositions(innerDimsPos, rank)) throw operation.emitError("invalid inner_dims_pos vector");
  if (invalidPositions(outerDimsPerm, rank)) throw operation.emitError("invalid outer_dims_perm vector");
  if (outerDimsPerm.length > 0 && outerDimsPerm.length !== rank) throw operation.emitError("outer_dims_perm must be a permutation or empty");
  if (tiles.length > rank) throw operation.emitError("tiling factors must be less than or equal to the input rank for pack or output rank for unpack");
  if (tiles.length !== innerDimsPos.length) throw operation.emitError("tiling factors must equal the number of dimensions to tile");
  if (rank + tiles.length !== packed.getRank()) throw operation.emitError("packed rank must equal unpacked rank + tiling factors");
  const expected = inferPackedType(unpacked, parts.staticTiles, innerDimsPos, outerDimsPerm);
  const inBound = expected.shape.every((size, i) => {
    const limit = packed.shape[i] as Int64;
    return isDynamicSize(size) || isDynamicSize(limit) || BigInt(size) <= BigInt(limit);
  });
  if (!inBound)
    throw operation.emitError(`the shape of output is not large enough to hold the packed data. Expected at least '${printType(expected)}', got '${printType(packed)}'`);
  const tileDims = packed.shape.slice(packed.getRank() - tiles.length);
  // A tile given by a value defined by a constant counts as that constant; a dynamic tiled
  // dimension holds any constant tile (canonical IR would make it static, but it is valid).
  const tilesMatch = tiles.every((tile, i) => {
    const size = tileDims[i] as Int64;
    const constant = constantIndexOf(tile);
    if (constant === undefined) return isDynamicSize(size);
    return isDynamicSize(size) || BigInt(size) === constant;
  });
  if (!tilesMatch) throw operation.emitError("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type");
}

export function verifyPackOp(op: PackOp): void {
  const parts = relayoutParts(op, true);
  verifyRelayout(parts);
  const operation = parts.operation;
  const padding = op.getPaddingValue();
  if (padding !== undefined && padding.type !== parts.unpacked.elementType)
    throw operation.emitOpError(`expected padding_value has '${printType(parts.unpacked.elementType)}' but got: '${printType(padding.type)}'`);
  if (padding === undefined && requirePaddingValue(parts.unpacked.shape, parts.innerDimsPos, parts.packed.shape, parts.outerDimsPerm, parts.tiles))
    throw operation.emitOpError("invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set");
}

export function verifyUnPackOp(op: UnPackOp): void {
  verifyRelayout(relayoutParts(op, false));
}
