// sparse_tensor.reinterpret_map's C++ verifier with mlir-opt 19's messages: source and dest
// describe the same level storage (level types, widths, element type and level sizes).
import { DYNAMIC, RankedTensorType, type Operation } from "../../ir/index.js";
import { encodingFacts } from "./encoding-facts.js";

/**
 * A level's static size from its expression over the dimension sizes: `dK`, `dK floordiv C` or
 * `dK mod C` (dynamic when the dimension is, but for mod); undefined (not compared) for another expression.
 */
function levelSize(expr: string, shape: readonly number[]): number | undefined {
  const match = /^d(\d+)(?: (floordiv|mod) (\d+))?$/.exec(expr);
  if (match === null) return undefined;
  const size = shape[Number(match[1])];
  if (match[2] === "mod") return Number(match[3]);
  if (size === undefined) return undefined;
  if (size === Number(DYNAMIC)) return size;
  return match[2] === "floordiv" ? Math.floor(size / Number(match[3])) : size;
}

export function verifyReinterpretMap(op: Operation): void {
  const source = op.getOperand(0).type;
  const dest = op.getResult(0).type;
  const src = encodingFacts(source);
  const dst = encodingFacts(dest);
  if (!(source instanceof RankedTensorType) || !(dest instanceof RankedTensorType) || src === undefined || dst === undefined) return;
  if (src.levelTypes.length !== dst.levelTypes.length) throw op.emitError("Level rank mismatch between source/dest tensors");
  if (src.levelTypes.some((t, l) => t !== dst.levelTypes[l])) throw op.emitError("Level type mismatch between source/dest tensors");
  if (src.posWidth !== dst.posWidth || src.crdWidth !== dst.crdWidth) throw op.emitError("Crd/Pos width mismatch between source/dest tensors");
  if (source.elementType !== dest.elementType) throw op.emitError("Element type mismatch between source/dest tensors");
  const srcShape = source.shape.map(Number);
  const dstShape = dest.shape.map(Number);
  src.levelExprs.forEach((expr, l) => {
    const a = levelSize(expr, srcShape);
    const b = levelSize(dst.levelExprs[l] ?? "", dstShape);
    if (a !== undefined && b !== undefined && a !== b) throw op.emitError("Level size mismatch between source/dest tensors");
  });
}
