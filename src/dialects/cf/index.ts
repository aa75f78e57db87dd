// The cf dialect: its generated module (generated/cf.ts) with the parts MLIR writes by
// hand — cf.switch's verifier, builders and case-list syntax, the branch ops'
// BranchOpInterface (forwarded operands, constant-folded successors) and cf.assert's effects.
import { implementation, interfaceMap } from "../../ir/interfaces.js";
import { DialectInlinerInterface } from "../../rewrite/inlining/interface.js";
import { cfInliner } from "./inliner.js";
import { cfRewriteHooks } from "./rewrite-hooks.js";
import {
  DenseIntOrFPElementsAttr,
  IntegerAttr,
  IntegerType,
  IndexType,
  MemoryEffect,
  MutableOperandRange,
  SideEffectResource,
  VectorType,
  type Attribute,
  type Block,
  type OpBuilder,
  type SuccessorOperands,
  type Value,
} from "../../ir/index.js";
import { intElementAt, writeInt } from "../../ir/dense-elements.js";
import * as rt from "../op-runtime.js";
import { SwitchOp, createCfDialect, type CfDialectHooks } from "../../../generated/cf.js";
import { verifySwitchOp } from "./verifiers.js";
import { parseSwitchOpCases, printSwitchOpCases } from "./switch-cases.js";

function forwarded(range: MutableOperandRange): SuccessorOperands {
  return { producedOperandCount: 0, forwardedOperands: range };
}

/** The operands cf.switch forwards to case `index` (its slice of caseOperands, per case_operand_segments). */
function caseOperands(op: SwitchOp, index: number): MutableOperandRange {
  const group = op.getCaseOperandsMutable();
  const segments = rt.segmentSizesOfOp(op.getOperation(), "case_operand_segments");
  let start = group.beginIndex;
  for (let i = 0; i < index; i++) start += Number(segments?.[i] ?? 0);
  // As MLIR's MutableOperandRangeRange element: both the caseOperands group of
  // operandSegmentSizes and the case's entry of case_operand_segments follow its size.
  return new MutableOperandRange(op.getOperation(), start, Number(segments?.[index] ?? 0), [
    { attributeName: "operandSegmentSizes", index: 2 },
    { attributeName: "case_operand_segments", index },
  ]);
}

/** The constant value of the first operand, when known. */
function constantCondition(operands: readonly (Attribute | undefined)[]): IntegerAttr | undefined {
  const first = operands[0];
  return first instanceof IntegerAttr ? first : undefined;
}

/** MLIR's SwitchOp::build from APInt / int32 case values: a vector of the flag's type. */
function caseValuesAttr(flag: Value, values: readonly (bigint | number)[]): DenseIntOrFPElementsAttr | undefined {
  if (values.length === 0) return undefined;
  const type = flag.type;
  const width = type instanceof IntegerType ? type.width : 64;
  const bytes = type instanceof IndexType ? 8 : Math.max(1, Math.ceil(width / 8));
  const data = new Uint8Array(bytes * values.length);
  values.forEach((v, i) => {
    const truncated = BigInt.asIntN(width, BigInt(v));
    writeInt(data, i * bytes, type, width <= 32 ? Number(truncated) : truncated);
  });
  return DenseIntOrFPElementsAttr.getFromRawData(VectorType.get([values.length], type), data);
}

/** MLIR's generic SwitchOp::build: operands, case values, operand segments, successors. */
function buildSwitch(
  builder: OpBuilder,
  state: rt.BuilderState,
  flag: Value,
  defaultDestination: Block,
  defaultOperands: readonly Value[],
  caseValues: DenseIntOrFPElementsAttr | undefined,
  caseDestinations: readonly Block[],
  caseOperandLists: readonly (readonly Value[])[],
): void {
  state.addOperands([flag, ...defaultOperands, ...caseOperandLists.flat()]);
  if (caseValues !== undefined) state.addAttribute("case_values", caseValues);
  state.properties["case_operand_segments"] = rt.segmentSizesAttr(builder.context, caseOperandLists.map((l) => l.length));
  state.properties["operandSegmentSizes"] = [1, defaultOperands.length, caseOperandLists.reduce((n, l) => n + l.length, 0)];
  state.addSuccessors([defaultDestination, ...caseDestinations]);
}

export const cfHooks: CfDialectHooks = {
  ops: {
    ...cfRewriteHooks,
    AssertOp: {
      ...cfRewriteHooks.AssertOp,
      // MLIR's AssertOp::getEffects: it may abort, modelled as a write.
      MemoryEffectOpInterface: { getEffects: () => [{ effect: MemoryEffect.Write, resource: SideEffectResource.Default, stage: 0, effectOnFullRegion: false }] },
    },
    BranchOp: {
      ...cfRewriteHooks.BranchOp,
      BranchOpInterface: {
        getSuccessorOperands: (op) => forwarded(op.getDestOperandsMutable()),
        getSuccessorForOperands: (op) => op.getDest(),
      },
    },
    CondBranchOp: {
      ...cfRewriteHooks.CondBranchOp,
      BranchOpInterface: {
        getSuccessorOperands: (op, index) => forwarded(index === 0 ? op.getTrueDestOperandsMutable() : op.getFalseDestOperandsMutable()),
        getSuccessorForOperands: (op, operands) => {
          const condition = constantCondition(operands);
          if (condition === undefined) return undefined;
          return condition.getValue() !== 0n ? op.getTrueDest() : op.getFalseDest();
        },
      },
    },
    SwitchOp: {
      ...cfRewriteHooks.SwitchOp,
      verify: (op) => verifySwitchOp(op.getOperation()),
      buildWithFlagDefaultDestinationDefaultOperandsCaseValuesCaseDestinationsCaseOperands: (builder, state, flag, defaultDestination, defaultOperands, caseValues = [], caseDestinations = [], caseOperandLists = []) =>
        buildSwitch(builder, state, flag, defaultDestination, defaultOperands, caseValuesAttr(flag, caseValues), caseDestinations, caseOperandLists),
      buildWithFlagDefaultDestinationDefaultOperandsCaseValuesCaseDestinationsCaseOperands_: (builder, state, flag, defaultDestination, defaultOperands, caseValues = [], caseDestinations = [], caseOperandLists = []) =>
        buildSwitch(builder, state, flag, defaultDestination, defaultOperands, caseValuesAttr(flag, caseValues), caseDestinations, caseOperandLists),
      buildWithFlagDefaultDestinationDefaultOperandsCaseValuesCaseDestinationsCaseOperands__: (builder, state, flag, defaultDestination, defaultOperands, caseValues, caseDestinations = [], caseOperandLists = []) =>
        buildSwitch(builder, state, flag, defaultDestination, defaultOperands, caseValues, caseDestinations, caseOperandLists),
      BranchOpInterface: {
        getSuccessorOperands: (op, index) => forwarded(index === 0 ? op.getDefaultOperandsMutable() : caseOperands(op, index - 1)),
        getSuccessorForOperands: (op, operands) => {
          const caseValues = op.getCaseValuesAttr();
          if (!(caseValues instanceof DenseIntOrFPElementsAttr)) return op.getDefaultDestination();
          const flag = constantCondition(operands);
          if (flag === undefined) return undefined;
          const cases = op.getCaseDestinations();
          // APInt equality: the same bits at the flag's width.
          const width = flag.type instanceof IntegerType ? flag.type.width : 64;
          const bits = BigInt.asUintN(width, flag.getValue());
          for (let i = 0; i < cases.length; i++) if (BigInt.asUintN(width, BigInt(intElementAt(caseValues, i))) === bits) return cases[i];
          return op.getDefaultDestination();
        },
      },
    },
  },
  directives: { parseSwitchOpCases, printSwitchOpCases },
};

/** The cf dialect, ready to load. */
export const cfDialect = { ...createCfDialect(cfHooks), interfaces: interfaceMap(implementation(DialectInlinerInterface, cfInliner)) };
