// amx's C++ verifiers with mlir-opt 19's messages: the tile shapes AMX supports, the shapes
// and element types of its multiplications, one index per memref dimension.
import { FloatType, IntegerType, MemRefType, VectorType, type Operation, type Type } from "../../ir/index.js";

/** At most 16 rows of at most 64 bytes. */
const MAX_ROWS = 16;
const BITS_PER_ROW = 64 * 8;

function bitWidthOf(type: Type): number {
  if (type instanceof IntegerType || type instanceof FloatType) return type.width;
  return 0;
}

/** A tile operand or result (the ODS constraints have checked it is a 2-d vector). */
function tileOf(type: Type): VectorType | undefined {
  return type instanceof VectorType && type.shape.length === 2 ? type : undefined;
}

function dims(tile: VectorType): [number, number] {
  return [Number(tile.shape[0]), Number(tile.shape[1])];
}

function verifyTileSize(op: Operation, tile: VectorType): void {
  const [rows, columns] = dims(tile);
  // Unsigned arithmetic upstream: the width in bits, checked against a row and 32-bit alignment.
  const bits = (columns * bitWidthOf(tile.elementType)) >>> 0;
  if (rows > MAX_ROWS) throw op.emitOpError(`bad row height: ${rows}`);
  if (bits > BITS_PER_ROW || (bits & 0x1f) !== 0) throw op.emitOpError(`bad column width: ${bits >>> 3}`);
}

/** lhs is M x K, rhs K x N, acc M x N, with K and N of lhs and rhs counted in groups of 2^scale elements. */
function verifyMultShape(op: Operation, lhs: VectorType, rhs: VectorType, acc: VectorType, scale: number): void {
  const [am, aColumns] = dims(lhs);
  const [bk, bColumns] = dims(rhs);
  const [cm, cn] = dims(acc);
  const ak = aColumns >>> scale;
  const bn = bColumns >>> scale;
  if (cm !== am || cn !== bn || ak !== bk) throw op.emitOpError(`bad mult shape: ${cm} x ${cn} x ${ak}`);
}

export function verifyTileZero(op: Operation): void {
  const tile = tileOf(op.getResult(0).type);
  if (tile !== undefined) verifyTileSize(op, tile);
}

/** tile_load (base, indices...) -> tile and tile_store (base, indices..., tile). */
function verifyTileAccess(op: Operation, tileType: Type, indexCount: number): void {
  const base = op.getOperand(0).type;
  if (base instanceof MemRefType && indexCount !== base.shape.length) throw op.emitOpError(`requires ${base.shape.length} indices`);
  const tile = tileOf(tileType);
  if (tile !== undefined) verifyTileSize(op, tile);
}

export function verifyTileLoad(op: Operation): void {
  verifyTileAccess(op, op.getResult(0).type, op.numOperands - 1);
}

export function verifyTileStore(op: Operation): void {
  verifyTileAccess(op, op.getOperand(op.numOperands - 1).type, op.numOperands - 2);
}

/** tile_mulf / tile_muli (lhs, rhs, acc): the tiles' sizes and shapes, then their element types. */
function multiplicationVerifier(scale: number, supported: (lhs: Type, rhs: Type, acc: Type) => boolean): (op: Operation) => void {
  return (op) => {
    const lhs = tileOf(op.getOperand(0).type);
    const rhs = tileOf(op.getOperand(1).type);
    const acc = tileOf(op.getResult(0).type);
    if (lhs === undefined || rhs === undefined || acc === undefined) return;
    verifyTileSize(op, lhs);
    verifyTileSize(op, rhs);
    verifyTileSize(op, acc);
    verifyMultShape(op, lhs, rhs, acc, scale);
    if (!supported(lhs.elementType, rhs.elementType, acc.elementType)) throw op.emitOpError("unsupported type combination");
  };
}

const isFloat = (type: Type, kind: string): boolean => type instanceof FloatType && type.kind === kind;
const isInteger = (type: Type, width: number): boolean => type instanceof IntegerType && type.width === width;

/** bf16 x bf16 into f32, K counted in pairs. */
export const verifyTileMulF = multiplicationVerifier(1, (a, b, c) => isFloat(a, "bf16") && isFloat(b, "bf16") && isFloat(c, "f32"));

/** i8 x i8 into i32, K counted in fours. */
export const verifyTileMulI = multiplicationVerifier(2, (a, b, c) => isInteger(a, 8) && isInteger(b, 8) && isInteger(c, 32));
