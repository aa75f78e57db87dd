// The C++ verifiers of linalg's structured match ops (LinalgMatchOps.cpp of MLIR 19) with
// mlir-opt 19's messages: match.structured's body, and the body, dim, input, init and result
// predicates' option combinations and position lists.
import { type Operation } from "../../ir/index.js";
import { isHandleType } from "../transform/op-kinds.js";
import { verifyPositionSpecification } from "../transform/op-verifiers.js";
import { listLength } from "../transform/attribute-values.js";

const has = (op: Operation, name: string): boolean => op.getInherentAttr(name) !== undefined;

/**
 * match.structured binds the payload op to its body's single handle argument. (Its check that
 * the nested ops implement MatchOpInterface is not reproduced: tsmlir does not know which
 * transform ops do.)
 */
export function verifyMatchStructured(op: Operation): void {
  const body = op.numRegions > 0 ? op.getRegion(0).firstBlock : null;
  if (body === null) return;
  if (body.numArguments !== 1) throw op.emitOpError("expected one body argument");
  if (!isHandleType(body.getArgument(0).type)) throw op.emitOpError("expected body argument to implement TransformHandleTypeInterface");
}

export function verifyMatchStructuredBody(op: Operation): void {
  const options = ["reduction_position", "passthrough", "elementwise", "contraction"].filter((name) => has(op, name)).length;
  if (options > 1) throw op.emitOpError('only one of {"reduction_position", "passthrough", "elementwise", "contraction"} is allowed');
  if (has(op, "contraction") && listLength(op, "contraction") !== 2) throw op.emitOpError('expects "contraction" to contain two elements');
}

export function verifyMatchStructuredDim(op: Operation): void {
  if (has(op, "parallel") && has(op, "reduction")) throw op.emitOpError("cannot request the same dimension to be both parallel and reduction");
  verifyPositionSpecification(op, "raw_dim_list");
}

/** match.structured.input and match.structured.init (MLIR's verifyStructuredOperandOp, then the position list). */
export function verifyMatchStructuredOperand(op: Operation): void {
  if (has(op, "permutation") && has(op, "projected_permutation")) throw op.emitOpError('"permutation" and "projected_permutation" are mutually exclusive');
  if (listLength(op, "raw_position_list") > 1 && op.numResults > 0) throw op.emitOpError("cannot bind multiple inputs/inits to the same value");
  verifyPositionSpecification(op, "raw_position_list");
}

export function verifyMatchStructuredResult(op: Operation): void {
  const any = has(op, "any");
  const single = has(op, "single");
  const result = op.results[0];
  if (result === undefined) return;
  // A keyword goes with an op handle result, a value handle result with none.
  if ((any || single) !== isHandleType(result.type)) throw op.emitOpError("expects either the any/single keyword or the type value handle result type");
  if (any && single) throw op.emitOpError("'any' and 'single' are mutually exclusive");
}
