// sparse_tensor's C++ verifiers of the ops that ask a tensor or an encoding about its shape,
// with mlir-opt 19's messages: slice.offset / slice.stride (a dimension of the slice), lvl (a
// constant level of the tensor) and crd_translate (as many coordinates in and out as the
// encoding's dimensions and levels, in the direction's order).
import { OpaqueAttr, RankedTensorType, type Operation } from "../../ir/index.js";
import { constantIntValue } from "../constant-values.js";
import { encodingAttrFacts, encodingFacts } from "./encoding-facts.js";

function integerValue(attr: unknown): number | undefined {
  if (typeof attr !== "object" || attr === null || !("value" in attr)) return undefined;
  const value = attr.value;
  return typeof value === "number" || typeof value === "bigint" ? Number(value) : undefined;
}

/** slice.offset and slice.stride: `dim` names a dimension of the slice. */
export function verifySliceQuery(op: Operation): void {
  const slice = op.getOperand(0).type;
  const dim = integerValue(op.getInherentAttr("dim")) ?? 0;
  if (slice instanceof RankedTensorType && (dim < 0 || dim >= slice.shape.length)) throw op.emitError("requested dimension out of bound");
}

/** lvl(source, index): an index folded to a constant must name a level of the source. */
export function verifyLvl(op: Operation): void {
  // Only a constant operand (any ConstantLike op, as MLIR's getConstantIntValue) can be checked.
  const level = constantIntValue(op.getOperand(1));
  const facts = encodingFacts(op.getOperand(0).type);
  if (level !== undefined && facts !== undefined && level >= BigInt(facts.levelTypes.length)) {
    // MLIR reports it without stopping (the op still verifies).
    op.context.getDiagEngine().emit(op.emitError("Level index exceeds the rank of the input sparse tensor"));
  }
}

/** crd_translate: dim_to_lvl takes dimension coordinates and gives level ones; lvl_to_dim the other way. */
export function verifyCrdTranslate(op: Operation): void {
  const encoder = op.getInherentAttr("encoder");
  const direction = op.getInherentAttr("direction");
  const facts = encoder === undefined ? undefined : encodingAttrFacts(encoder);
  if (facts === undefined) return;
  const toLevels = direction instanceof OpaqueAttr && direction.data.endsWith("dim_to_lvl");
  const [inRank, outRank] = toLevels ? [facts.dimRank, facts.levelTypes.length] : [facts.levelTypes.length, facts.dimRank];
  if (op.numOperands !== inRank || op.numResults !== outRank) throw op.emitError("Coordinate rank mismatch with encoding");
}
