// The scf dialect: its generated module (generated/scf.ts) with the parts MLIR writes by
// hand — verifiers, the custom syntax of its structured ops, their builders, their control
// flow interfaces, scf.if's folder and scf.index_switch's case syntax.
import { implementation, interfaceMap } from "../../ir/interfaces.js";
import { DialectInlinerInterface } from "../../rewrite/inlining/interface.js";
import { scfInliner } from "./inliner.js";
import { MutableOperandRange, Region, type RegionSuccessor } from "../../ir/index.js";
import { XOrIOp } from "../../../generated/arith.js";
import { createScfDialect, type ScfDialectHooks } from "../../../generated/scf.js";
import { scfRewriteHooks } from "./rewrite-hooks.js";
import {
  verifyExecuteRegionOp,
  verifyForOp,
  verifyForOpRegions,
  verifyForallOp,
  verifyIfOp,
  verifyInParallelOp,
  verifyIndexSwitchOp,
  verifyParallelOp,
  verifyReduceOpRegions,
  verifyReduceReturnOp,
  verifyWhileOp,
} from "./verifiers.js";
import { parseExecuteRegion, parseFor, parseIf, parseParallel, printExecuteRegion, printFor, printParallel } from "./syntax.js";
import { parseWhile, printIf, printWhile } from "../control-flow-syntax.js";
import { parseForall, parseInParallel, printForall, printInParallel } from "./forall-syntax.js";
import { parseSwitchCases, printSwitchCases } from "./switch-cases.js";
import { scfBuilders } from "./builders.js";
import {
  conditionControlFlow,
  forControlFlow,
  forallControlFlow,
  ifControlFlow,
  indexSwitchControlFlow,
  parallelControlFlow,
  whileControlFlow,
} from "./control-flow.js";
import { initsAtOperandGroup } from "../runtime/destination-style.js";

export const scfHooks: ScfDialectHooks = {
  ops: {
    ...scfRewriteHooks,
    ConditionOp: conditionControlFlow,
    ExecuteRegionOp: {
      ...scfRewriteHooks.ExecuteRegionOp,
      verify: (op) => verifyExecuteRegionOp(op.getOperation()),
      parse: parseExecuteRegion,
      print: (op, printer) => printExecuteRegion(op.getOperation(), printer),
      RegionBranchOpInterface: {
        getSuccessorRegions: (op, point): RegionSuccessor[] =>
          point === "parent" ? [{ region: op.getRegion(), inputs: [] }] : [{ region: undefined, inputs: op.getOperation().results }],
      },
    },
    ForOp: {
      ...scfRewriteHooks.ForOp,
      verify: (op) => verifyForOp(op.getOperation()),
      verifyRegions: (op) => verifyForOpRegions(op.getOperation()),
      parse: parseFor,
      print: (op, printer) => printFor(op.getOperation(), printer),
      ...scfBuilders.ForOp,
      ...forControlFlow,
    },
    ForallOp: {
      ...scfRewriteHooks.ForallOp,
      DestinationStyleOpInterface: initsAtOperandGroup("last"),
      verify: (op) => verifyForallOp(op.getOperation()),
      parse: parseForall,
      print: (op, printer) => printForall(op.getOperation(), printer),
      ...scfBuilders.ForallOp,
      ...forallControlFlow,
    },
    IfOp: {
      ...scfRewriteHooks.IfOp,
      verify: (op) => verifyIfOp(op.getOperation()),
      ...scfRewriteHooks.IfOp,
      parse: parseIf,
      print: (op, printer) => printIf(op.getOperation(), printer),
      ...scfBuilders.IfOp,
      ...ifControlFlow,
    },
    InParallelOp: {
      verify: (op) => verifyInParallelOp(op.getOperation()),
      parse: parseInParallel,
      print: (op, printer) => printInParallel(op.getOperation(), printer),
      ...scfBuilders.InParallelOp,
    },
    IndexSwitchOp: {
      ...scfRewriteHooks.IndexSwitchOp,
      verify: (op) => verifyIndexSwitchOp(op.getOperation()),
      RegionBranchOpInterface: indexSwitchControlFlow,
    },
    ParallelOp: {
      ...scfRewriteHooks.ParallelOp,
      verify: (op) => verifyParallelOp(op.getOperation()),
      parse: parseParallel,
      print: (op, printer) => printParallel(op.getOperation(), printer),
      ...scfBuilders.ParallelOp,
      ...parallelControlFlow,
    },
    ReduceOp: {
      verifyRegions: (op) => verifyReduceOpRegions(op.getOperation()),
      ...scfBuilders.ReduceOp,
      // Nothing is forwarded to the next iteration (MLIR's ReduceOp::getMutableSuccessorOperands).
      RegionBranchTerminatorOpInterface: { getMutableSuccessorOperands: (op) => new MutableOperandRange(op.getOperation(), 0, 0) },
    },
    ReduceReturnOp: {
      verify: (op) => verifyReduceReturnOp(op.getOperation()),
    },
    WhileOp: {
      ...scfRewriteHooks.WhileOp,
      verify: (op) => verifyWhileOp(op.getOperation()),
      parse: parseWhile,
      print: (op, printer) => printWhile(op.getOperation(), printer),
      ...scfBuilders.WhileOp,
      ...whileControlFlow,
    },
  },
  directives: { parseSwitchCases, printSwitchCases },
};

/** The scf dialect, ready to load. */
export const scfDialect = { ...createScfDialect(scfHooks), interfaces: interfaceMap(implementation(DialectInlinerInterface, scfInliner)) };
