// The C++ verifiers (VectorOps.cpp, MLIR 19) of vector's reductions: reduction,
// multi_reduction (with the result type it infers) and scan, with MLIR 19's messages.
import { VectorType, type Attribute, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { combiningKindName } from "./attributes.js";
import { integerArray, integerOf } from "./attribute-values.js";
import { isSupportedCombiningKind } from "./combining-kind.js";
import { checkInferredTypes } from "./inferred-types.js";

const kindOf = (op: Operation): string => combiningKindName(op.getAttr("kind")) ?? "";

/** ReductionOp::verify: a 0-d or 1-d source, a kind the element type supports. */
export function verifyReductionOp(op: Operation): void {
  const rank = (op.getOperand(0).type as VectorType).shape.length;
  if (rank > 1) throw op.emitOpError(`unsupported reduction rank: ${rank}`);
  const element = op.getResult(0).type;
  const kind = kindOf(op);
  if (!isSupportedCombiningKind(kind, element)) throw op.emitOpError(`unsupported reduction type ''${printType(element)}'' for kind '${kind}'`);
}

/** The type multi_reduction gives: the source's dimensions not reduced, or its element type when all are. */
export function multiReductionType(source: Type, reductionDims: Attribute | undefined): Type | undefined {
  if (!(source instanceof VectorType)) return undefined;
  const reduced = new Set(integerArray(reductionDims).map((d) => Number(d)));
  const kept = source.shape.map((_, i) => i).filter((i) => !reduced.has(i));
  if (kept.length === 0) return source.elementType;
  return VectorType.get(kept.map((i) => source.shape[i] ?? 0), source.elementType, kept.map((i) => source.scalableDims[i] ?? false));
}

/** MultiDimReductionOp::verify. */
export function verifyMultiDimReductionOp(op: Operation): void {
  const source = op.getOperand(0).type;
  const expected = multiReductionType(source, op.getAttr("reduction_dims"));
  checkInferredTypes(op, expected === undefined ? undefined : [expected]);
  const result = op.getResult(0).type;
  if (result !== expected) throw op.emitOpError(`destination type '${printType(result)}' is incompatible with source type '${printType(source)}'`);
}


/** ScanOp::verify. */
export function verifyScanOp(op: Operation): void {
  const source = op.getOperand(0).type as VectorType;
  const initial = op.getOperand(1).type as VectorType;
  const rank = source.shape.length;
  const reductionDim = integerOf(op, "reduction_dim");
  if (reductionDim >= BigInt(rank)) throw op.emitOpError(`reduction dimension ${reductionDim} has to be less than ${rank}`);
  if (initial.shape.length !== rank - 1) throw op.emitOpError(`initial value rank ${initial.shape.length} has to be equal to ${rank - 1}`);
  const expected = source.shape.filter((_, i) => BigInt(i) !== reductionDim);
  if (!expected.every((s, i) => BigInt(s) === BigInt(initial.shape[i] ?? -1))) throw op.emitOpError("incompatible input/initial value shapes");
  const element = (op.getResult(0).type as VectorType).elementType;
  const kind = kindOf(op);
  if (!isSupportedCombiningKind(kind, element)) throw op.emitOpError(`unsupported reduction type '${printType(element)}' for kind '${kind}'`);
}

