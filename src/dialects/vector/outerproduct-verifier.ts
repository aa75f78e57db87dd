// The verifier of vector.outerproduct (VectorOps.cpp): operand and result ranks and
// dimensions, the accumulator's type, and a combining kind the element type supports (the
// ODS element type traits are checked before it by the generated verifier).
import { VectorType, type Operation } from "../../ir/index.js";
import { combiningKindName, isSupportedCombiningKind } from "./combining-kind.js";

const dim = (type: VectorType, i: number): number => Number(type.shape[i] ?? -1);

export function verifyOuterProductOp(op: Operation): void {
  const lhs = op.getOperand(0).type;
  const rhs = op.getOperand(1).type;
  const result = op.getResult(0).type;
  if (!(lhs instanceof VectorType) || !(result instanceof VectorType)) return;
  if (lhs.shape.length !== 1) throw op.emitOpError("expected 1-d vector for operand #1");
  if (rhs instanceof VectorType) {
    if (rhs.shape.length !== 1) throw op.emitOpError("expected 1-d vector for operand #2");
    if (result.shape.length !== 2) throw op.emitOpError("expected 2-d vector result");
    if (dim(lhs, 0) !== dim(result, 0)) throw op.emitOpError("expected #1 operand dim to match result dim #1");
    if (dim(rhs, 0) !== dim(result, 1)) throw op.emitOpError("expected #2 operand dim to match result dim #2");
    if (lhs.scalableDims.some((s) => s) && !rhs.scalableDims.some((s) => s)) throw op.emitOpError("expected either both or only #2 operand dim to be scalable");
  } else {
    if (result.shape.length !== 1) throw op.emitOpError("expected 1-d vector result");
    if (dim(lhs, 0) !== dim(result, 0)) throw op.emitOpError("expected #1 operand dim to match result dim #1");
  }
  if (op.numOperands > 2 && op.getOperand(2).type !== result) throw op.emitOpError("expected operand #3 of same type as result type");
  const kind = combiningKindName(op.getAttr("kind"));
  if (kind !== undefined && !isSupportedCombiningKind(kind, result.elementType)) throw op.emitOpError("unsupported outerproduct type");
}
