// sparse_tensor.reorder_coo's C++ verifier with mlir-opt 19's messages. MLIR reports each of
// its three findings without stopping (the op still verifies), so all are emitted as they are found.
import { RankedTensorType, type Operation, type Type } from "../../ir/index.js";
import { encodingFacts, type EncodingFacts } from "./encoding-facts.js";
import { levelFormat } from "./storage-layout.js";

/** A COO tensor: a compressed (or loose) first level, singletons after it, the last level unique. */
function isCOO(type: Type, facts: EncodingFacts | undefined): boolean {
  if (!(type instanceof RankedTensorType) || type.encoding === null || facts === undefined) return false;
  const [first, ...rest] = facts.levelTypes;
  if (first === undefined || !["compressed", "loose_compressed"].includes(levelFormat(first))) return false;
  if (rest.some((levelType) => levelFormat(levelType) !== "singleton")) return false;
  return !/\bnonunique\b/.test(facts.levelTypes[facts.levelTypes.length - 1] ?? "");
}

/** reorder_coo(input) -> result */
export function verifyReorderCOO(op: Operation): void {
  const source = op.getOperand(0).type;
  const dest = op.getResult(0).type;
  const [from, to] = [encodingFacts(source), encodingFacts(dest)];
  const engine = op.context.getDiagEngine();
  if (!isCOO(source, from) || !isCOO(dest, to)) engine.emit(op.emitError("Expected COO sparse tensors only"));
  if (from === undefined || to === undefined) return;
  const sameMap = from.dimRank === to.dimRank && from.levelExprs.join(",") === to.levelExprs.join(",");
  if (!sameMap) engine.emit(op.emitError("Unmatched dim2lvl map between input and result COO"));
  const elementOf = (type: Type): Type | undefined => (type instanceof RankedTensorType ? type.elementType : undefined);
  if (from.posWidth !== to.posWidth || from.crdWidth !== to.crdWidth || elementOf(source) !== elementOf(dest)) {
    engine.emit(op.emitError("Unmatched storage format between input and result COO"));
  }
}
