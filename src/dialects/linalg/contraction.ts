// linalg's ContractionOpInterface check (MLIR's verifyContractionInterface): a contraction
// has two inputs and one init, at least one reduction loop, projected permutation indexing
// maps, and a body that multiplies the two input elements and accumulates the product into
// the init's element (unary casts without effects between them are looked through).
// The interface's check is a region verifier, after LinalgOp's structured checks (as in MLIR 19).
import { OpResult, type Block, type Operation, type Value } from "../../ir/index.js";
import { isProjectedPermutation } from "../../ir/affine-map-utils.js";
import { hasNoMemoryEffect } from "../../ir/side-effects.js";
import { LinalgOp } from "../../../generated/linalg.js";
import { getDpsInits, getDpsInputs } from "../runtime/destination-style.js";
import { indexingMapsArray } from "./verifiers.js";

/** The (elementwise, reduction) op pairs a contraction body may combine, as MLIR 19 accepts them. */
const MULTIPLY_ACCUMULATE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["arith.mulf", "arith.addf"],
  ["arith.muli", "arith.addi"],
  ["complex.mul", "complex.add"],
  ["arith.andi", "arith.ori"],
];

function isMultiplyAccumulatePair(elementwise: Operation, reduction: Operation): boolean {
  return MULTIPLY_ACCUMULATE_PAIRS.some(([mul, add]) => elementwise.name.name === mul && reduction.name.name === add);
}

const producerOf = (value: Value): Operation | null => (value instanceof OpResult ? value.owner : null);

/** The value before any chain of single-operand ops without memory effects (casts) that produced it. */
function skipUnaryCasts(value: Value): Value {
  let current = value;
  for (let op = producerOf(current); op !== null && op.numOperands === 1 && hasNoMemoryEffect(op); op = producerOf(current)) {
    current = op.getOperand(0);
  }
  return current;
}

const isBinary = (op: Operation | null): op is Operation => op !== null && op.numResults === 1 && op.numOperands === 2;

/**
 * Whether the body yields `init (+) (in0 (*) in1)` for one of the accepted pairs, modulo unary
 * casts and the order of the operands (MLIR's isContractionBody).
 */
function isContractionBody(block: Block): boolean {
  const terminator = block.terminator;
  if (terminator === null || block.arguments.length !== 3 || terminator.numOperands !== 1) return false;
  const [lhsArg, rhsArg, initArg] = block.arguments;
  const reduction = producerOf(skipUnaryCasts(terminator.getOperand(0)));
  if (!isBinary(reduction)) return false;
  const reductionLhs = skipUnaryCasts(reduction.getOperand(0));
  const reductionRhs = skipUnaryCasts(reduction.getOperand(1));
  if (reductionLhs !== initArg && reductionRhs !== initArg) return false;
  // The product is the operand that is not a block argument (the left one when both are).
  const product = skipUnaryCasts(reductionLhs instanceof OpResult ? reductionLhs : reductionRhs);
  const elementwise = producerOf(product);
  if (!isBinary(elementwise) || !isMultiplyAccumulatePair(elementwise, reduction)) return false;
  const a = skipUnaryCasts(elementwise.getOperand(0));
  const b = skipUnaryCasts(elementwise.getOperand(1));
  return (a === lhsArg && b === rhsArg) || (a === rhsArg && b === lhsArg);
}

/** MLIR's verifyContractionInterface, with its messages, in its order. */
export function verifyContractionInterface(op: Operation): void {
  const linalgOp = op.getInterface(LinalgOp);
  if (linalgOp === undefined) throw op.emitError("expected a LinalgOp");
  if (getDpsInputs(op).length !== 2 || getDpsInits(op).length !== 1) throw op.emitError("expected op with 2 inputs and 1 output");
  const maps = indexingMapsArray(op) ?? [];
  if (!linalgOp.getIteratorTypesArray().includes("reduction")) throw op.emitError("expected at least 1 reduction");
  if (!maps.every((map) => isProjectedPermutation(map))) throw op.emitError("expected indexing maps to be projected permutations");
  const block = op.regions[0]?.firstBlock ?? null;
  if (block === null || !isContractionBody(block)) throw op.emitError("expected add/mul op in the body");
}
