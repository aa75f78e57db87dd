// The C++ verifiers of vector.transfer_read and vector.transfer_write (VectorOps.cpp), in
// MLIR 19's order and words: index count, broadcast dimensions (write), the checks both
// share (source kind, minor vector bitwidths, permutation map shape, mask type, in_bounds),
// the padding (read) and the map being a projected permutation.
import {
  AffineConstantExpr,
  AffineDimExpr,
  AffineMapAttr,
  ArrayAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerType,
  MemRefType,
  RankedTensorType,
  ShapedType,
  VectorType,
  type AffineMap,
  type Operation,
  type Type,
} from "../../ir/index.js";
import { operandGroup } from "../../asm/op-asm/index.js";
import { printAttribute, printType } from "../runtime/values.js";
import { transferMaskType } from "./transfer-syntax.js";

/** The size in bits of a scalar type under the default data layout (undefined: not checked). */
function bitWidthOf(type: Type): number | undefined {
  if (type instanceof IntegerType || type instanceof FloatType) return type.width;
  if (type instanceof IndexType) return 64;
  return undefined;
}

function lastDim(type: VectorType): number {
  return Number(type.shape[type.shape.length - 1] ?? 1);
}

interface TransferParts {
  readonly shaped: ShapedType;
  readonly vector: VectorType;
  readonly indices: number;
  readonly mask: Type | undefined;
  readonly map: AffineMap;
  readonly inBounds: ArrayAttr;
}

/** The parts both transfers verify; undefined when the op lacks them (its structure is wrong: nothing to check). */
function transferParts(op: Operation, groups: readonly boolean[], shapedAt: number, indicesAt: number): TransferParts | undefined {
  const shaped = operandGroup(op, shapedAt, groups, "operandSegmentSizes")[0]?.type;
  const vector = shapedAt === 0 ? op.numResults > 0 ? op.getResult(0).type : undefined : op.numOperands > 0 ? op.getOperand(0).type : undefined;
  const map = op.getAttr("permutation_map");
  const inBounds = op.getAttr("in_bounds");
  if (!(shaped instanceof ShapedType) || !(vector instanceof VectorType) || !(map instanceof AffineMapAttr) || !(inBounds instanceof ArrayAttr)) return undefined;
  return { shaped, vector, indices: operandGroup(op, indicesAt, groups, "operandSegmentSizes").length, mask: operandGroup(op, 3, groups, "operandSegmentSizes")[0]?.type, map: map.value, inBounds };
}

/** verifyTransferOp: what transfer_read and transfer_write check alike. */
function verifyTransfer(op: Operation, parts: TransferParts): void {
  const { shaped, vector, mask, map, inBounds } = parts;
  if (op.getAttr("masked") !== undefined) throw op.emitOpError("masked attribute has been removed. Use in_bounds instead.");
  if (!(shaped instanceof MemRefType || shaped instanceof RankedTensorType)) throw op.emitOpError("requires source to be a memref or ranked tensor type");
  const element = shaped.elementType;
  if (element instanceof VectorType) {
    const sourceSize = (bitWidthOf(element.elementType) ?? 0) * lastDim(element);
    const resultSize = (bitWidthOf(vector.elementType) ?? 0) * lastDim(vector);
    if (sourceSize !== 0 && resultSize % sourceSize !== 0) {
      throw op.emitOpError("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source");
    }
    if (element.shape.length > vector.shape.length) throw op.emitOpError("requires source vector element and vector result ranks to match.");
    if (map.getNumResults() !== vector.shape.length - element.shape.length) {
      throw op.emitOpError("requires a permutation_map with result dims of the same rank as the vector type");
    }
    if (mask !== undefined) throw op.emitOpError("does not support masks with vector element type");
  } else {
    const minor = vector.shape.length === 0 ? 1 : lastDim(vector);
    const resultSize = (bitWidthOf(vector.elementType) ?? 0) * minor;
    const elementSize = bitWidthOf(element);
    if (elementSize !== undefined && elementSize !== 0 && resultSize % elementSize !== 0) {
      throw op.emitOpError("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type");
    }
    if (map.getNumResults() !== vector.shape.length) throw op.emitOpError("requires a permutation_map with result dims of the same rank as the vector type");
  }
  if (map.numSymbols !== 0) throw op.emitOpError("requires permutation_map without symbols");
  if (map.getNumInputs() !== shaped.getRank()) throw op.emitOpError("requires a permutation_map with input dims of the same rank as the source type");
  if (mask !== undefined) {
    const inferred = transferMaskType(vector, map);
    if (inferred !== undefined && inferred !== mask) {
      throw op.emitOpError(`inferred mask type ('${printType(inferred)}') and mask operand type ('${printType(mask)}') don't match`);
    }
  }
  if (map.getNumResults() !== inBounds.value.length) {
    throw op.emitOpError(`expects the in_bounds attr of same rank as permutation_map results: ${printAttribute(AffineMapAttr.get(map))} vs inBounds of size: ${inBounds.value.length}`);
  }
  map.results.forEach((r, i) => {
    const b = inBounds.value[i];
    if (r instanceof AffineConstantExpr && !(b instanceof IntegerAttr && BigInt(b.value) !== 0n)) throw op.emitOpError("requires broadcast dimensions to be in-bounds");
  });
}

/** verifyPermutationMap: each result a distinct dimension or the constant 0. */
function verifyPermutationMap(op: Operation, map: AffineMap): void {
  const seen = new Array<boolean>(map.getNumInputs()).fill(false);
  for (const r of map.results) {
    if (r instanceof AffineConstantExpr) {
      if (Number(r.value) !== 0) throw op.emitOpError("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)");
      continue;
    }
    if (!(r instanceof AffineDimExpr)) throw op.emitOpError("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)");
    if (seen[r.position] === true) throw op.emitOpError("requires a permutation_map that is a permutation (found one dim used more than once)");
    seen[r.position] = true;
  }
}

function verifyIndexCount(op: Operation, parts: TransferParts): void {
  if (parts.indices !== parts.shaped.getRank()) throw op.emitOpError(`requires ${parts.shaped.getRank()} indices`);
}

export function verifyTransferReadOp(op: Operation): void {
  const parts = transferParts(op, [false, true, false, true], 0, 1);
  if (parts === undefined) return;
  verifyIndexCount(op, parts);
  verifyTransfer(op, parts);
  const padding = operandGroup(op, 2, [false, true, false, true], "operandSegmentSizes")[0]?.type;
  const element = parts.shaped.elementType;
  if (element instanceof VectorType) {
    if (padding !== element) throw op.emitOpError("requires source element type and padding type to match.");
  } else {
    if (!(padding instanceof IntegerType || padding instanceof FloatType || padding instanceof IndexType)) throw op.emitOpError("requires valid padding vector elemental type");
    if (padding !== element) throw op.emitOpError("requires formal padding and source of the same elemental type");
  }
  verifyPermutationMap(op, parts.map);
}

export function verifyTransferWriteOp(op: Operation): void {
  const parts = transferParts(op, [false, false, true, true], 1, 2);
  if (parts === undefined) return;
  verifyIndexCount(op, parts);
  if (parts.map.results.some((r) => r instanceof AffineConstantExpr && Number(r.value) === 0)) throw op.emitOpError("should not have broadcast dimensions");
  verifyTransfer(op, parts);
  verifyPermutationMap(op, parts.map);
}
