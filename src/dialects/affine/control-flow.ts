// The control flow interfaces of affine's region ops as MLIR 19 implements them: where
// control goes between affine.for/if and their regions (RegionBranchOpInterface), what a
// loop carries and its constant bounds (LoopLikeOpInterface), and when affine.for may be
// speculated.
import { IntegerAttr, IntegerType, MutableOperandRange, Speculatability, type OpFoldResult, type RegionSuccessor } from "../../ir/index.js";
import type { AffineDialectHooks, AffineForOp } from "../../../generated/affine.js";
import { constantLowerBound, constantUpperBound, trivialConstantTripCount } from "./loop-bounds.js";

type OpsHooks = AffineDialectHooks["ops"];

/** A bound or step as the i64 attribute MLIR's AffineForOp gives, when constant. */
function i64Bound(op: AffineForOp, value: bigint | undefined): OpFoldResult[] | undefined {
  if (value === undefined) return undefined;
  return [IntegerAttr.get(IntegerType.get(op.getOperation().context, 64), value)];
}

export const forControlFlow: Pick<OpsHooks["AffineForOp"], "LoopLikeOpInterface" | "ConditionallySpeculatable" | "RegionBranchOpInterface"> = {
  LoopLikeOpInterface: {
    getLoopRegions: (op) => [op.getRegion()],
    getLoopInductionVars: (op) => op.getBody().arguments.slice(0, 1),
    getLoopLowerBounds: (op) => i64Bound(op, constantLowerBound(op)),
    getLoopUpperBounds: (op) => i64Bound(op, constantUpperBound(op)),
    getLoopSteps: (op) => i64Bound(op, op.getStep()),
    getRegionIterArgs: (op) => op.getBody().arguments.slice(1),
    getYieldedValuesMutable: (op) => {
      const terminator = op.getBody().lastOp;
      return terminator === null ? undefined : new MutableOperandRange(terminator);
    },
  },
  // A unit step always terminates; any other may not (MLIR's AffineForOp::getSpeculatability).
  ConditionallySpeculatable: {
    getSpeculatability: (op) => (op.getStep() === 1n ? Speculatability.RecursivelySpeculatable : Speculatability.NotSpeculatable),
  },
  RegionBranchOpInterface: {
    getEntrySuccessorOperands: (op) => op.getInitsMutable(),
    // A known trip count decides whether the body runs at all, and whether it runs again.
    getSuccessorRegions: (op, point): RegionSuccessor[] => {
      const body: RegionSuccessor = { region: op.getRegion(), inputs: op.getBody().arguments.slice(1) };
      const parent: RegionSuccessor = { region: undefined, inputs: op.getOperation().results };
      const tripCount = trivialConstantTripCount(op);
      if (point === "parent" && tripCount !== undefined) return [tripCount > 0n ? body : parent];
      if (point !== "parent" && tripCount === 1n) return [parent];
      return [body, parent];
    },
  },
};

export const ifControlFlow: Pick<OpsHooks["AffineIfOp"], "RegionBranchOpInterface"> = {
  RegionBranchOpInterface: {
    // From the op: the then region, and the else region or (without one) the results.
    getSuccessorRegions: (op, point): RegionSuccessor[] => {
      const parent: RegionSuccessor = { region: undefined, inputs: op.getOperation().results };
      if (point !== "parent") return [parent];
      const elseRegion = op.getElseRegion();
      return [{ region: op.getThenRegion(), inputs: [] }, elseRegion.firstBlock !== null ? { region: elseRegion, inputs: [] } : parent];
    },
  },
};

export const parallelControlFlow: Pick<OpsHooks["AffineParallelOp"], "LoopLikeOpInterface"> = {
  LoopLikeOpInterface: { getLoopRegions: (op) => [op.getRegion()] },
};
