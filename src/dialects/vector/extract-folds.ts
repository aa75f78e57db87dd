// The fold of vector.extract (VectorOps.cpp in MLIR 19): the whole source at no position,
// a chain of extracts as one (foldExtractOpFromExtractChain), what a chain of inserts and
// transposes put at the position (ExtractFromInsertTransposeChainState), the source of a
// broadcast or splat (foldExtractFromBroadcast), and a position in the source of a
// shape_cast (foldExtractFromShapeCast), a position in the source of an
// extract_strided_slice (foldExtractFromExtractStrided) or in a vector a chain of
// insert_strided_slice put there (foldExtractStridedOpFromInsertChain), and a scalar of a
// from_elements (foldScalarExtractFromFromElements). Extracts at dynamic positions fold only
// at no position. Not written yet: the fold from shuffle (foldExtractFromShuffle).
import { VectorType, type Operation, type Type, type Value } from "../../ir/index.js";
import { definingOp } from "../folding/matchers.js";
import type { OpFoldFunction } from "../folding/fold-types.js";
import { denseI64Array } from "../canonicalization/support.js";
import { integerArrayOf } from "./attribute-values.js";

function staticPosition(op: Operation): bigint[] {
  return integerArrayOf(op, "static_position");
}

/** Whether `op` (extract or insert) has a dynamic position operand. */
function hasDynamicPosition(op: Operation): boolean {
  return op.numOperands > (op.name.name === "vector.insert" ? 2 : 1);
}

function setStaticPosition(op: Operation, position: readonly bigint[]): void {
  op.setAttr("static_position", denseI64Array(op, position));
}

function rankOf(type: Type): number {
  return type instanceof VectorType ? type.shape.length : 0;
}

function shapeOf(type: Type): number[] {
  return type instanceof VectorType ? type.shape.map(Number) : [];
}

/** foldExtractOpFromExtractChain. */
function foldFromExtractChain(op: Operation): boolean {
  if (definingOp(op.getOperand(0), "vector.extract") === undefined || hasDynamicPosition(op)) return false;
  const global: bigint[] = [...staticPosition(op)].reverse();
  let current = op;
  let next = definingOp(current.getOperand(0), "vector.extract");
  while (next !== undefined) {
    current = next;
    if (hasDynamicPosition(current)) return false;
    global.push(...[...staticPosition(current)].reverse());
    next = definingOp(current.getOperand(0), "vector.extract");
  }
  op.setOperand(0, current.getOperand(0));
  setStaticPosition(op, global.reverse());
  return true;
}

/** ExtractFromInsertTransposeChainState: positions padded with negative sentinels for the extracted dimensions. */
class InsertTransposeChain {
  private readonly sentinels: bigint[];
  private position: bigint[];
  private extractedRank: number;
  constructor(private readonly op: Operation) {
    const vectorRank = rankOf(op.getOperand(0).type);
    const indices = staticPosition(op);
    this.extractedRank = indices.length;
    this.sentinels = Array.from({ length: vectorRank - indices.length }, (_, i) => BigInt(-(i + 1)));
    this.position = [...indices, ...this.sentinels];
  }

  private canFold(): boolean {
    const rest = this.position.slice(this.extractedRank);
    return rest.length === this.sentinels.length && rest.every((v, i) => v === this.sentinels[i]);
  }

  fold(): Value | undefined {
    if (hasDynamicPosition(this.op)) return undefined;
    let from = this.op.getOperand(0);
    for (;;) {
      const transpose = definingOp(from, "vector.transpose");
      const insert = definingOp(from, "vector.insert");
      if (transpose === undefined && insert === undefined) break;
      if (transpose !== undefined) {
        // Case 1: compose the inverse permutation and continue from the transpose's source.
        const permutation = integerArrayOf(transpose, "permutation").map(Number);
        const inverse = new Array<number>(permutation.length);
        permutation.forEach((p, i) => (inverse[p] = i));
        this.position = inverse.map((i) => this.position[i] as bigint);
        from = transpose.getOperand(0);
        continue;
      }
      const insertOp = insert as Operation;
      if (hasDynamicPosition(insertOp)) return undefined;
      const inserted = staticPosition(insertOp);
      // Case 2: the positions match exactly.
      const front = this.position.slice(0, this.extractedRank);
      if (inserted.length === front.length && inserted.every((v, i) => v === front[i])) return this.canFold() ? insertOp.getOperand(0) : undefined;
      // Case 3: the inserted position is a prefix of the extracted one: extract from the inserted value.
      if (isPrefix(inserted, this.position)) {
        this.position = this.position.slice(inserted.length);
        this.extractedRank = this.position.length - this.sentinels.length;
        return this.foldInPlace(insertOp.getOperand(0));
      }
      // Case 4: the positions overlap (equal wherever both are known): bail.
      if (isPrefix(this.position, inserted) || intersectsWhereNonNegative(this.position, inserted)) return undefined;
      // Case 5: disjoint: continue from the insert's destination.
      from = insertOp.getOperand(1);
    }
    return this.foldInPlace(from);
  }

  private foldInPlace(source: Value): Value | undefined {
    if (source === this.op.getOperand(0) || !this.canFold()) return undefined;
    setStaticPosition(this.op, this.position.slice(0, this.extractedRank));
    this.op.setOperand(0, source);
    return this.op.getResult(0);
  }
}

function isPrefix(a: readonly bigint[], b: readonly bigint[]): boolean {
  return a.length <= b.length && a.every((v, i) => v === b[i]);
}

/** Whether `a` and `b` agree wherever both hold a known (non-negative) index. */
function intersectsWhereNonNegative(a: readonly bigint[], b: readonly bigint[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as bigint;
    const y = b[i] as bigint;
    if (x < 0n || y < 0n) continue;
    if (x !== y) return false;
  }
  return true;
}

/** foldExtractFromBroadcast. */
function foldFromBroadcast(op: Operation): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const producer = definingOp(op.getOperand(0), "vector.broadcast") ?? definingOp(op.getOperand(0), "vector.splat");
  if (producer === undefined) return undefined;
  const source = producer.getOperand(0);
  const resultType = op.getResult(0).type;
  if (resultType === source.type) return source;
  const sourceRank = rankOf(source.type);
  if (sourceRank === 0 && source.type === resultType) return source;
  const resultRank = rankOf(resultType);
  if (resultRank >= sourceRank) return undefined;
  const sourceShape = shapeOf(source.type);
  const resultShape = shapeOf(resultType);
  if (resultType instanceof VectorType && source.type instanceof VectorType) {
    const tail = sourceShape.slice(sourceShape.length - resultRank);
    if (tail.length !== resultShape.length || tail.some((s, i) => s !== resultShape[i])) return undefined;
  }
  // A splat's source is a scalar, handled above.
  const dstShape = shapeOf(producer.getResult(0).type);
  const rankDiff0 = dstShape.length - sourceRank;
  const unitDims = new Set<number>();
  sourceShape.forEach((size, i) => {
    if (size === 1 && dstShape[i + rankDiff0] !== 1) unitDims.add(i + rankDiff0);
  });
  const position = staticPosition(op);
  for (let i = rankDiff0; i < position.length; i++) if (unitDims.has(i)) position[i] = 0n;
  const rankDiff = sourceRank - resultRank;
  const kept = position.slice(position.length - rankDiff);
  op.setOperand(0, source);
  setStaticPosition(op, kept);
  return op.getResult(0);
}

/** foldExtractFromShapeCast: the position linearized in the cast's result, delinearized in its source. */
function foldFromShapeCast(op: Operation): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const cast = definingOp(op.getOperand(0), "vector.shape_cast");
  if (cast === undefined) return undefined;
  const castSource = shapeOf(cast.getOperand(0).type);
  const castResult = shapeOf(cast.getResult(0).type);
  if (castSource.length === 0 || castResult.length === 0) return undefined;
  const dimReverse = (shape: readonly number[], n: number): number => shape[shape.length - 1 - n] as number;
  const resultType = op.getResult(0).type;
  const destinationRank = rankOf(resultType);
  if (destinationRank > castSource.length) return undefined;
  const destShape = shapeOf(resultType);
  for (let i = 0; i < destinationRank; i++) if (dimReverse(castSource, i) !== dimReverse(destShape, i)) return undefined;
  const extracted = [...staticPosition(op)].reverse();
  const extractSource = shapeOf(op.getOperand(0).type);
  let position = 0n;
  let stride = 1n;
  for (let i = 0; i < extracted.length; i++) {
    position += (extracted[i] as bigint) * stride;
    stride *= BigInt(dimReverse(extractSource, i + destinationRank));
  }
  const numDims = castSource.length - destinationRank;
  const strides: bigint[] = [];
  stride = 1n;
  for (let i = 0; i < numDims; i++) {
    strides.push(stride);
    stride *= BigInt(dimReverse(castSource, i + destinationRank));
  }
  strides.reverse();
  const newPosition: bigint[] = [];
  for (const s of strides) {
    newPosition.push(position / s);
    position %= s;
  }
  setStaticPosition(op, newPosition);
  op.setOperand(0, cast.getOperand(0));
  return op.getResult(0);
}

/** foldExtractFromExtractStrided: the position shifted by the slice's offsets, read from its source. */
function foldFromExtractStrided(op: Operation): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const slice = definingOp(op.getOperand(0), "vector.extract_strided_slice");
  if (slice === undefined) return undefined;
  const sourceShape = shapeOf(slice.getOperand(0).type);
  const sliceShape = shapeOf(slice.getResult(0).type);
  if (sourceShape.length === 0 || integerArrayOf(slice, "strides").some((s) => s !== 1n)) return undefined;
  // Trailing dimensions taken whole need no offset.
  const offsets = integerArrayOf(slice, "offsets");
  while (offsets.length > 0) {
    const last = offsets.length - 1;
    if (offsets[last] !== 0n || sliceShape[last] !== sourceShape[last]) break;
    offsets.pop();
  }
  if (rankOf(op.getResult(0).type) > sourceShape.length - offsets.length) return undefined;
  const position = staticPosition(op);
  for (let i = 0; i < offsets.length; i++) position[i] = (position[i] as bigint) + (offsets[i] as bigint);
  op.setOperand(0, slice.getOperand(0));
  setStaticPosition(op, position);
  return op.getResult(0);
}

/** foldExtractStridedOpFromInsertChain: a position inside a vector an insert_strided_slice put there. */
function foldFromInsertStridedChain(op: Operation): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const destinationRank = rankOf(op.getResult(0).type);
  let insert = definingOp(op.getOperand(0), "vector.insert_strided_slice");
  if (insert === undefined || rankOf(insert.getOperand(0).type) === 0 || rankOf(insert.getOperand(1).type) === 0) return undefined;
  const extractOffsets = staticPosition(op);
  while (insert !== undefined) {
    const insertedShape = shapeOf(insert.getOperand(0).type);
    const destShape = shapeOf(insert.getOperand(1).type);
    const insertRankDiff = destShape.length - insertedShape.length;
    if (destinationRank > insertedShape.length) return undefined;
    const insertOffsets = integerArrayOf(insert, "offsets");
    if (integerArrayOf(insert, "strides").some((s) => s !== 1n)) return undefined;
    let disjoint = false;
    const offsetDiffs: bigint[] = [];
    for (let dim = 0; dim < extractOffsets.length; dim++) {
      const start = insertOffsets[dim] as bigint;
      const size = BigInt(dim < insertRankDiff ? 1 : (insertedShape[dim - insertRankDiff] as number));
      const offset = extractOffsets[dim] as bigint;
      if (start <= offset && offset < start + size) {
        if (dim >= insertRankDiff) offsetDiffs.push(offset - start);
        continue;
      }
      disjoint = true;
      break;
    }
    if (!disjoint) {
      // An inner dimension inserted only in part overlaps partially.
      const sourceRankDiff = insertedShape.length - destinationRank;
      for (let i = 0; i < destinationRank; i++) if (insertedShape[i + sourceRankDiff] !== destShape[i + sourceRankDiff + insertRankDiff]) return undefined;
      op.setOperand(0, insert.getOperand(0));
      setStaticPosition(op, offsetDiffs);
      return op.getResult(0);
    }
    insert = definingOp(insert.getOperand(1), "vector.insert_strided_slice");
  }
  return undefined;
}

/** foldScalarExtractFromFromElements: a scalar read from a from_elements is its element. */
function foldFromFromElements(op: Operation): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const fromElements = definingOp(op.getOperand(0), "vector.from_elements");
  if (fromElements === undefined) return undefined;
  const type = fromElements.getResult(0).type as VectorType;
  if (type.isScalable() || op.getResult(0).type !== type.elementType) return undefined;
  const indices = staticPosition(op);
  let flat = 0;
  let stride = 1;
  for (let i = type.shape.length - 1; i >= 0; i--) {
    flat += Number(indices[i] ?? 0n) * stride;
    stride *= Number(type.shape[i]);
  }
  return fromElements.getOperand(flat);
}

/** ExtractOp::fold. */
export const foldExtract: OpFoldFunction = (op) => {
  // At no position, a source of the result's type is the result.
  if (staticPosition(op).length === 0 && op.getOperand(0).type === op.getResult(0).type) return op.getOperand(0);
  if (foldFromExtractChain(op)) return op.getResult(0);
  const fromChain = new InsertTransposeChain(op).fold();
  if (fromChain !== undefined) return fromChain;
  return foldFromBroadcast(op) ?? foldFromShapeCast(op) ?? foldFromExtractStrided(op) ?? foldFromInsertStridedChain(op) ?? foldFromFromElements(op);
};
