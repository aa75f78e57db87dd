// The verifiers of linalg's Winograd transforms F(m, r) (LinalgOps.cpp, MLIR 19): each op's
// output shape follows from its source's shape, m and r (alpha = m + r - 1 is the tile
// size of a transformed dimension); a dimension of size 1 is not transformed. The ODS
// constraints (ranked tensors of rank 4 or 6, matching element types) have run before.
import { IntegerAttr, ShapedType, type Operation } from "../../ir/index.js";
import { isDynamic } from "../../ir/types.js";

/** A static size, or undefined for a dynamic one. */
type Size = number | undefined;

function shapeOf(op: Operation, operand: number): Size[] {
  const type = op.getOperand(operand).type;
  if (!(type instanceof ShapedType)) return [];
  return type.shape.map((d) => (isDynamic(d) ? undefined : Number(d)));
}

function attrValue(op: Operation, name: string): number {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr ? Number(attr.value) : 0;
}

/** verifyCompatibleShape: same rank, and equal sizes wherever both are static. */
function compatible(expected: readonly Size[], actual: readonly Size[]): boolean {
  return expected.length === actual.length && expected.every((e, i) => e === undefined || actual[i] === undefined || e === actual[i]);
}

function checkOutput(op: Operation, expected: readonly Size[]): void {
  if (!compatible(expected, shapeOf(op, 1))) throw op.emitOpError("the output shape is not expected");
}

// Filter (F, H, W, C) -> output (alphaH, alphaW, C, F).
export function verifyWinogradFilterTransform(op: Operation): void {
  const [f, h, w, c] = shapeOf(op, 0);
  const m = attrValue(op, "m");
  const r = attrValue(op, "r");
  // A dynamic size is neither r nor 1.
  if (h !== r && h !== 1) throw op.emitOpError("expect filter height either equals to r or 1");
  if (w !== r && w !== 1) throw op.emitOpError("expect filter width either equals to r or 1");
  if (h === 1 && w === 1) throw op.emitOpError("expect either filter height or width equals to r");
  const alpha = m + r - 1;
  checkOutput(op, [h === r ? alpha : 1, w === r ? alpha : 1, c, f]);
}

// Input (N, H, W, C) -> output (alphaH, alphaW, tileH, tileW, N, C).
export function verifyWinogradInputTransform(op: Operation): void {
  const [n, h, w, c] = shapeOf(op, 0);
  const m = attrValue(op, "m");
  const r = attrValue(op, "r");
  const alpha = m + r - 1;
  // A dynamic extent is transformed, its number of tiles unknown; C++ integer division truncates.
  const tiling = (size: Size): [Size, Size] => {
    if (size === undefined) return [alpha, undefined];
    return size !== 1 ? [alpha, Math.trunc((size - (r - 1)) / m)] : [1, 1];
  };
  const [alphaH, tilesH] = tiling(h);
  const [alphaW, tilesW] = tiling(w);
  checkOutput(op, [alphaH, alphaW, tilesH, tilesW, n, c]);
}

// Value (alphaH, alphaW, tileH, tileW, N, F) -> output (N, H, W, F).
export function verifyWinogradOutputTransform(op: Operation): void {
  const [alphaH, alphaW, tilesH, tilesW, n, f] = shapeOf(op, 0);
  const m = attrValue(op, "m");
  const r = attrValue(op, "r");
  const alpha = m + r - 1;
  // An extent with a dynamic tile size or count is not checked and has a dynamic size.
  const extent = (tile: Size, tiles: Size, which: string): Size => {
    if (tile === undefined || tiles === undefined) return undefined;
    const transformed = tile !== 1;
    if (tile !== (transformed ? alpha : 1)) throw op.emitOpError(`expect input ${which} equals to input tile size`);
    return (transformed ? m : 1) * tiles;
  };
  const height = extent(alphaH, tilesH, "height");
  const width = extent(alphaW, tilesW, "width");
  checkOutput(op, [n, height, width, f]);
}
