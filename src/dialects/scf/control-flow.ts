// The control flow interfaces of scf ops as MLIR 19 implements them: where control goes
// between an op and its regions (RegionBranchOpInterface, and its terminators' side),
// what a loop carries (LoopLikeOpInterface), and when a loop may be speculated.
import {
  IndexType,
  IntegerAttr,
  MutableOperandRange,
  Speculatability,
  type Attribute,
  type BlockArgument,
  type InvocationBounds,
  type MLIRContext,
  type OpFoldResult,
  type Region,
  type RegionBranchPoint,
  type RegionSuccessor,
  type Value,
} from "../../ir/index.js";
import type { ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp, ConditionOp, ScfDialectHooks } from "../../../generated/scf.js";
import { asOpFoldResult, constantIntValue } from "../constant-values.js";

type OpsHooks = ScfDialectHooks["ops"];

function entryArguments(region: Region, start = 0, end?: number): BlockArgument[] {
  return region.firstBlock?.arguments.slice(start, end) ?? [];
}

/** A successor region with its entry block's arguments as inputs. */
function toRegion(region: Region, inputs: readonly Value[] = []): RegionSuccessor {
  return { region, inputs };
}

/** The parent op as successor, with its results (or nothing) as inputs. */
function toParent(inputs: readonly Value[]): RegionSuccessor {
  return { region: undefined, inputs };
}

/** A constant i1 condition among fold-time operands (MLIR's dyn_cast_or_null<BoolAttr>). */
function boolOperand(operand: Attribute | undefined): boolean | undefined {
  return operand instanceof IntegerAttr && operand.isBool() ? operand.getValue() !== 0n : undefined;
}


export const forControlFlow: Pick<OpsHooks["ForOp"], "LoopLikeOpInterface" | "ConditionallySpeculatable" | "RegionBranchOpInterface"> = {
  LoopLikeOpInterface: {
    getLoopRegions: (op) => [op.getRegion()],
    getLoopInductionVars: (op) => entryArguments(op.getRegion(), 0, 1),
    getLoopLowerBounds: (op): OpFoldResult[] => [asOpFoldResult(op.getLowerBound())],
    getLoopUpperBounds: (op): OpFoldResult[] => [asOpFoldResult(op.getUpperBound())],
    getLoopSteps: (op): OpFoldResult[] => [asOpFoldResult(op.getStep())],
    getInitsMutable: (op) => op.getInitArgsMutable(),
    getRegionIterArgs: (op) => entryArguments(op.getRegion(), 1),
    getYieldedValuesMutable: (op) => {
      const terminator = op.getRegion().firstBlock?.lastOp ?? null;
      return terminator === null ? undefined : new MutableOperandRange(terminator);
    },
    getLoopResults: (op) => op.getOperation().results.slice(),
  },
  // A unit step always terminates; any other may not (MLIR's ForOp::getSpeculatability).
  ConditionallySpeculatable: {
    getSpeculatability: (op) => (constantIntValue(op.getStep()) === 1n ? Speculatability.RecursivelySpeculatable : Speculatability.NotSpeculatable),
  },
  RegionBranchOpInterface: {
    getEntrySuccessorOperands: (op) => op.getInitArgsMutable(),
    getSuccessorRegions: (op) => [toRegion(op.getRegion(), entryArguments(op.getRegion(), 1)), toParent(op.getOperation().results)],
  },
};

/** A mixed static/dynamic list (kDynamic entries stand for the next operand) as OpFoldResults (MLIR's getMixedValues). */
function mixedValues(statics: readonly bigint[], dynamic: readonly Value[], context: MLIRContext): OpFoldResult[] {
  const out: OpFoldResult[] = [];
  let next = 0;
  for (const s of statics) {
    if (s === K_DYNAMIC) out.push(dynamic[next++] as Value);
    else out.push(IntegerAttr.get(IndexType.get(context), s));
  }
  return out;
}

/** ShapedType::kDynamic in static index lists. */
const K_DYNAMIC = -(1n << 63n);

export const forallControlFlow: Pick<OpsHooks["ForallOp"], "LoopLikeOpInterface" | "RegionBranchOpInterface"> = {
  LoopLikeOpInterface: {
    getLoopRegions: (op) => [op.getRegion()],
    getLoopInductionVars: (op) => entryArguments(op.getRegion(), 0, op.getStaticLowerBound().length),
    getLoopLowerBounds: (op) => mixedValues(op.getStaticLowerBound(), op.getDynamicLowerBound(), op.context),
    getLoopUpperBounds: (op) => mixedValues(op.getStaticUpperBound(), op.getDynamicUpperBound(), op.context),
    getLoopSteps: (op) => mixedValues(op.getStaticStep(), op.getDynamicStep(), op.context),
    getInitsMutable: (op) => op.getOutputsMutable(),
    getRegionIterArgs: (op) => entryArguments(op.getRegion(), op.getStaticLowerBound().length),
  },
  RegionBranchOpInterface: {
    getSuccessorRegions: (op) => [toRegion(op.getRegion()), toParent([])],
  },
};

export const parallelControlFlow: Pick<OpsHooks["ParallelOp"], "LoopLikeOpInterface" | "RegionBranchOpInterface"> = {
  LoopLikeOpInterface: {
    getLoopRegions: (op) => [op.getRegion()],
    getLoopInductionVars: (op) => entryArguments(op.getRegion()),
    getLoopLowerBounds: (op) => op.getLowerBound().map(asOpFoldResult),
    getLoopUpperBounds: (op) => op.getUpperBound().map(asOpFoldResult),
    getLoopSteps: (op) => op.getStep().map(asOpFoldResult),
  },
  RegionBranchOpInterface: {
    getSuccessorRegions: (op) => [toRegion(op.getRegion()), toParent([])],
  },
};

export const whileControlFlow: Pick<OpsHooks["WhileOp"], "LoopLikeOpInterface" | "RegionBranchOpInterface"> = {
  LoopLikeOpInterface: {
    getLoopRegions: (op) => [op.getBefore(), op.getAfter()],
    getRegionIterArgs: (op) => entryArguments(op.getBefore()),
    getYieldedValuesMutable: (op) => {
      const terminator = op.getAfter().firstBlock?.lastOp ?? null;
      return terminator === null ? undefined : new MutableOperandRange(terminator);
    },
  },
  RegionBranchOpInterface: {
    getEntrySuccessorOperands: (op) => op.getInitsMutable(),
    // The parent and the `after` region go to `before`; `before` to the results or to `after`.
    getSuccessorRegions: (op, point: RegionBranchPoint) => {
      if (point === "parent" || point === op.getAfter()) return [toRegion(op.getBefore(), entryArguments(op.getBefore()))];
      return [toParent(op.getOperation().results), toRegion(op.getAfter(), entryArguments(op.getAfter()))];
    },
  },
};

export const conditionControlFlow: OpsHooks["ConditionOp"] = {
  RegionBranchTerminatorOpInterface: {
    getMutableSuccessorOperands: (op) => op.getArgsMutable(),
    getSuccessorRegions: (op: ConditionOp, operands) => {
      const whileOp = op.getOperation().parentOp;
      if (whileOp === null) return [];
      const after = whileOp.getRegion(1);
      const condition = boolOperand(operands[0]);
      const out: RegionSuccessor[] = [];
      if (condition !== false) out.push(toRegion(after, entryArguments(after)));
      if (condition !== true) out.push(toParent(whileOp.results));
      return out;
    },
  },
};

export const ifControlFlow: Pick<OpsHooks["IfOp"], "RegionBranchOpInterface" | "InferTypeOpInterface"> = {
  RegionBranchOpInterface: {
    getSuccessorRegions: (op: IfOp, point) => {
      if (point !== "parent") return [toParent(op.getOperation().results)];
      const elseRegion = op.getElseRegion();
      return [toRegion(op.getThenRegion()), elseRegion.empty() ? toParent([]) : toRegion(elseRegion)];
    },
    getEntrySuccessorRegions: (op, operands) => {
      const condition = boolOperand(operands[0]);
      const out: RegionSuccessor[] = [];
      if (condition !== false) out.push(toRegion(op.getThenRegion()));
      if (condition !== true) out.push(op.getElseRegion().empty() ? toParent(op.getOperation().results) : toRegion(op.getElseRegion()));
      return out;
    },
    getRegionInvocationBounds: (_op, operands): InvocationBounds[] => {
      const condition = boolOperand(operands[0]);
      if (condition === undefined) return [{ lower: 0, upper: 1 }, { lower: 0, upper: 1 }];
      return [{ lower: 0, upper: condition ? 1 : 0 }, { lower: 0, upper: condition ? 0 : 1 }];
    },
  },
  // MLIR's IfOp::inferReturnTypes: the types the `then` region yields.
  InferTypeOpInterface: {
    inferReturnTypes: (_context, _location, _operands, _attributes, _properties, regions) => {
      const last = regions[0]?.firstBlock?.lastOp ?? null;
      if (last === null || last.name.name !== "scf.yield") return undefined;
      return last.getOperands().map((v) => v.type);
    },
  },
};

export const indexSwitchControlFlow: OpsHooks["IndexSwitchOp"]["RegionBranchOpInterface"] = {
  getSuccessorRegions: (op: IndexSwitchOp, point) => (point === "parent" ? op.getOperation().regions.map((r) => toRegion(r)) : [toParent(op.getOperation().results)]),
  getEntrySuccessorRegions: (op, operands) => {
    const arg = operands[0];
    if (!(arg instanceof IntegerAttr)) return op.getOperation().regions.map((r) => toRegion(r));
    const cases = op.getCases();
    const regions = op.getCaseRegions();
    for (let i = 0; i < cases.length; i++) if (cases[i] === arg.getValue()) return [toRegion(regions[i] as Region)];
    return [toRegion(op.getDefaultRegion())];
  },
  getRegionInvocationBounds: (op, operands) => {
    const count = op.getOperation().regions.length;
    const arg = operands[0];
    if (!(arg instanceof IntegerAttr)) return Array.from({ length: count }, () => ({ lower: 0, upper: 1 }));
    // As MLIR 19 computes it: the matching case's index among the cases, else the last region.
    const found = op.getCases().indexOf(arg.getValue());
    const live = found >= 0 ? found : count - 1;
    return Array.from({ length: count }, (_, i) => ({ lower: 0, upper: i === live ? 1 : 0 }));
  },
};

export type { ForOp, ForallOp, ParallelOp, WhileOp };
