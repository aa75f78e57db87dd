// RegionBranchOpInterface facts of scf ops (MLIR's getSuccessorRegions and the values
// forwarded along each edge), checked by rt.verifyRegionBranchOpInterface.
import type { Operation, Type } from "../../ir/index.js";
import type { RegionBranchSpec, RegionSuccessor } from "../op-runtime.js";
import type { RegionBranchTable } from "./assembly.js";

const parentResults = (op: Operation): RegionSuccessor => ({ region: -1, inputs: op.getResultTypes() });
const regionWithArgs = (op: Operation, index: number): RegionSuccessor => ({ region: index, inputs: op.getRegion(index).firstBlock?.getArgumentTypes() ?? [] });
const terminatorOperandTypes = (terminator: Operation | undefined): Type[] => terminator?.getOperands().map((v) => v.type) ?? [];

const ifBranches: RegionBranchSpec = {
  successors: (op, point) => {
    if (point >= 0) return [parentResults(op)];
    const elseRegion = op.getRegion(1);
    return [{ region: 0, inputs: [] }, elseRegion.empty() ? { region: -1, inputs: [] } : { region: 1, inputs: [] }];
  },
  forwarded: (_op, point, terminator) => (point < 0 ? [] : terminatorOperandTypes(terminator)),
};

const executeRegionBranches: RegionBranchSpec = {
  successors: (op, point) => (point < 0 ? [{ region: 0, inputs: [] }] : [parentResults(op)]),
  forwarded: (_op, point, terminator) => (point < 0 ? [] : terminatorOperandTypes(terminator)),
};

/** scf.while: parent -> before; before (scf.condition) -> after or results; after (scf.yield) -> before. */
const whileBranches: RegionBranchSpec = {
  successors: (op, point) => {
    if (point < 0 || point === 1) return [regionWithArgs(op, 0)];
    return [regionWithArgs(op, 1), parentResults(op)];
  },
  forwarded: (op, point, terminator) => {
    if (point < 0) return op.getOperands().map((v) => v.type);
    const types = terminatorOperandTypes(terminator);
    return point === 0 ? types.slice(1) : types;
  },
};

/** RegionBranchOpInterface facts by op class (scf.for's edges are checked by its LoopLikeOpInterface rules). */
export const regionBranches: RegionBranchTable = { IfOp: ifBranches, ExecuteRegionOp: executeRegionBranches, WhileOp: whileBranches };

