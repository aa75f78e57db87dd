// The canonicalize methods of tensor.pack and tensor.unpack (TensorOps.cpp in MLIR 19):
// a pack of an unpack (and an unpack of a pack) with the same tiling is its source, a
// padding value no tile needs is dropped, and sizes one side of the op knows statically are
// given to the other through tensor.cast ops around a new op (which, as in MLIR 19, does not
// keep the old op's discardable attributes).
import { type Int64, operandSegment, type Operation, type OpFoldResult, RankedTensorType, Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { isDynamicSize, mixedValues, indexTypeOf } from "../tensor/shapes.js";
import { constantOf, dispatch } from "./tensor-box.js";
import { tiedDpsInit } from "./tensor-dialect.js";
import { createOp, denseI32Array, denseI64Array } from "./support.js";

function i64List(op: Operation, name: string): bigint[] {
  const attr = op.getInherentAttr(name) as { values?: ArrayLike<bigint> } | undefined;
  return Array.from(attr?.values ?? [], BigInt);
}

/** What pack and unpack share: source, destination, tiling, permutation. */
interface Packing {
  readonly source: Value;
  readonly dest: Value;
  readonly padding: Value | undefined;
  readonly innerDimsPos: bigint[];
  readonly outerDimsPerm: bigint[];
  readonly tiles: OpFoldResult[];
}

function packingOf(op: Operation): Packing {
  const isPack = op.name.name === "tensor.pack";
  const dynamicTiles = isPack ? operandSegment(op, 3) : op.getOperands().slice(2);
  const padding = isPack ? operandSegment(op, 2)[0] : undefined;
  return {
    source: op.getOperand(0),
    dest: op.getOperand(1),
    padding,
    innerDimsPos: i64List(op, "inner_dims_pos"),
    outerDimsPerm: i64List(op, "outer_dims_perm"),
    tiles: mixedValues(i64List(op, "static_inner_tiles"), dynamicTiles, indexTypeOf(op.getOperand(0).type)),
  };
}

function sameList(a: readonly bigint[], b: readonly bigint[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function isIdentity(permutation: readonly bigint[]): boolean {
  return permutation.every((v, i) => v === BigInt(i));
}

/** hasSameInnerOuterAttribute: the same inner positions, and the same permutation (none counting as the identity). */
function sameInnerOuter(pack: Packing, unpack: Packing): boolean {
  if (!sameList(pack.innerDimsPos, unpack.innerDimsPos)) return false;
  if (sameList(pack.outerDimsPerm, unpack.outerDimsPerm)) return true;
  return isIdentity(pack.outerDimsPerm) && isIdentity(unpack.outerDimsPerm);
}

/** haveSameTiles: each tile the same constant or the same value. */
function sameTiles(pack: Packing, unpack: Packing): boolean {
  if (pack.tiles.length !== unpack.tiles.length) return false;
  return pack.tiles.every((tile, i) => {
    const other = unpack.tiles[i] as OpFoldResult;
    const a = constantOf(tile);
    const b = constantOf(other);
    if (a !== undefined && b !== undefined) return a === b;
    return tile instanceof Value && tile === other;
  });
}

/** PackOp::requirePaddingValue: some static tiled size is not a multiple of its tile. */
function requiresPadding(inputShape: readonly Int64[], innerDimsPos: readonly bigint[], outputShape: readonly Int64[], outerDimsPerm: readonly bigint[], tiles: readonly OpFoldResult[]): boolean {
  const outerSizes: Int64[] = outputShape.slice(0, inputShape.length);
  if (outerDimsPerm.length > 0) {
    // applyPermutationToVector(sizes, invertPermutationVector(perm)): entry perm[i] takes the size at i.
    const permuted = outerSizes.slice();
    outerDimsPerm.forEach((p, i) => (permuted[Number(p)] = outerSizes[i] as Int64));
    outerSizes.splice(0, outerSizes.length, ...permuted);
  }
  for (let i = 0; i < innerDimsPos.length; i++) {
    const pos = Number(innerDimsPos[i]);
    const size = inputShape[pos] as Int64;
    if (isDynamicSize(size)) continue;
    const tile = constantOf(tiles[i] as OpFoldResult);
    if (tile === undefined) {
      const outer = outerSizes[pos] as Int64;
      if (!isDynamicSize(outer) && BigInt(size) % BigInt(outer) !== 0n) return true;
    } else if (tile === 0n || BigInt(size) % tile !== 0n) return true;
  }
  return false;
}

/** paddingIsNotNeeded. */
function paddingNotNeeded(op: Operation, packing: Packing): boolean {
  const sourceType = packing.source.type as RankedTensorType;
  if (packing.innerDimsPos.some((pos) => isDynamicSize(sourceType.shape[Number(pos)] as Int64))) return false;
  if (i64List(op, "static_inner_tiles").some(isDynamicSize)) return false;
  return !requiresPadding(sourceType.shape, packing.innerDimsPos, (packing.dest.type as RankedTensorType).shape, packing.outerDimsPerm, packing.tiles);
}

/**
 * inferStaticShape of pack (`packed` the destination) or unpack (`packed` the source): an
 * untiled dimension static on one side and dynamic on the other takes the static size.
 */
function inferStaticShapes(packing: Packing, isPack: boolean): { source: Int64[]; dest: Int64[] } | undefined {
  const source = (packing.source.type as RankedTensorType).shape.slice();
  const dest = (packing.dest.type as RankedTensorType).shape.slice();
  const inverse: number[] = [];
  packing.outerDimsPerm.forEach((p, i) => (inverse[Number(p)] = i));
  const unpackedRank = isPack ? source.length : dest.length;
  let changed = false;
  for (let i = 0; i < unpackedRank; i++) {
    if (packing.innerDimsPos.includes(BigInt(i))) continue;
    // The unpacked side's dimension i is the packed side's outer dimension at its inverse permutation.
    const unpacked = isPack ? source : dest;
    const packed = isPack ? dest : source;
    const packedPos = inverse.length > 0 ? (inverse[i] as number) : i;
    if (isDynamicSize(unpacked[i] as Int64) === isDynamicSize(packed[packedPos] as Int64)) continue;
    const size = isDynamicSize(unpacked[i] as Int64) ? (packed[packedPos] as Int64) : (unpacked[i] as Int64);
    unpacked[i] = size;
    packed[packedPos] = size;
    changed = true;
  }
  return changed ? { source, dest } : undefined;
}

function sameShape(a: readonly Int64[], b: readonly Int64[]): boolean {
  return a.length === b.length && a.every((size, i) => BigInt(size) === BigInt(b[i] as Int64));
}

/** `value` cast to `shape` when its type has another shape. */
function castToShape(rewriter: PatternRewriter, op: Operation, value: Value, shape: readonly Int64[]): Value {
  const type = value.type as RankedTensorType;
  if (sameShape(type.shape, shape)) return value;
  const target = RankedTensorType.get(shape, type.elementType, type.encoding);
  return createOp(rewriter, "tensor.cast", op.location, { operands: [value], resultTypes: [target] }).getResult(0);
}

/** PackOp::build / UnPackOp::build from mixed tiles (the result takes the destination's type). */
function createPacking(rewriter: PatternRewriter, op: Operation, source: Value, dest: Value, packing: Packing): Operation {
  const isPack = op.name.name === "tensor.pack";
  const tiles = dispatch(packing.tiles);
  const holder = { context: op.context };
  const padding = isPack && packing.padding !== undefined ? [packing.padding] : [];
  return createOp(rewriter, op.name.name, op.location, {
    operands: [source, dest, ...padding, ...tiles.values],
    resultTypes: [dest.type],
    properties: [
      ...(isPack ? [["operandSegmentSizes", denseI32Array(holder, [1, 1, padding.length, tiles.values.length])] as const] : []),
      ["outer_dims_perm", packing.outerDimsPerm.length === 0 ? undefined : denseI64Array(holder, packing.outerDimsPerm)],
      ["inner_dims_pos", denseI64Array(holder, packing.innerDimsPos)],
      ["static_inner_tiles", denseI64Array(holder, tiles.statics)],
    ],
  });
}

/** The static-shape inference both methods end with: casts in, a new op, a cast of its result back. */
function inferStaticShapeRewrite(op: Operation, packing: Packing, isPack: boolean, rewriter: PatternRewriter): boolean {
  const shapes = inferStaticShapes(packing, isPack);
  if (shapes === undefined) return false;
  const source = castToShape(rewriter, op, packing.source, shapes.source);
  const dest = castToShape(rewriter, op, packing.dest, shapes.dest);
  const created = createPacking(rewriter, op, source, dest, packing);
  const resultType = op.getResult(0).type;
  rewriter.replaceOpWithNewOp(op, () => createOp(rewriter, "tensor.cast", op.location, { operands: [created.getResult(0)], resultTypes: [resultType] }));
  return true;
}

/** PackOp::canonicalize. */
export function canonicalizePack(op: Operation, rewriter: PatternRewriter): boolean {
  const packing = packingOf(op);
  const unpackOp = definingOp(packing.source, "tensor.unpack");
  if (unpackOp !== undefined) {
    const unpack = packingOf(unpackOp);
    if (unpack.source.type !== packing.dest.type) return false;
    if (packing.padding !== undefined || !sameInnerOuter(packing, unpack) || !sameTiles(packing, unpack)) return false;
    rewriter.replaceOp(op, [unpack.source]);
    return true;
  }
  if (packing.padding !== undefined && paddingNotNeeded(op, packing)) {
    rewriter.modifyOpInPlace(op, () => {
      const sizes = [1, 1, 0, operandSegment(op, 3).length];
      op.eraseOperand(2);
      op.setAttr("operandSegmentSizes", denseI32Array({ context: op.context }, sizes));
    });
    return true;
  }
  return inferStaticShapeRewrite(op, packing, true, rewriter);
}

/** UnPackOp::canonicalize. */
export function canonicalizeUnPack(op: Operation, rewriter: PatternRewriter): boolean {
  const packing = packingOf(op);
  const packOp = definingOp(packing.source, "tensor.pack");
  if (packOp !== undefined) {
    const pack = packingOf(packOp);
    // As MLIR 19, the pack's source replaces the unpack whatever its type (a padded pack
    // gives IR the verifier then rejects).
    if (pack.dest.type !== packing.source.type) return false;
    if (pack.padding !== undefined || !sameInnerOuter(pack, packing) || !sameTiles(pack, packing)) return false;
    rewriter.replaceOp(op, [pack.source]);
    return true;
  }
  // unpack(destination-style op(x)) -> unpack(x): the destination is only a shape.
  const init = tiedDpsInit(packing.dest);
  if (init !== undefined) {
    rewriter.modifyOpInPlace(op, () => op.setOperand(1, init));
    return true;
  }
  return inferStaticShapeRewrite(op, packing, false, rewriter);
}
