// The hand-written parts of the test ops generated from TestOps.td (generated/test-ops.ts):
// test.constant folds to its value; the branches forward their operand groups (successor 1
// of test.producing_br takes the first group, as upstream's test op does).
import { createTestDialect, type TestDialectHooks } from "../../../generated/test-ops.js";
import type { MutableOperandRange, RegisteredOperationInfo, SuccessorOperands } from "../../ir/index.js";

function forwarded(range: MutableOperandRange): SuccessorOperands {
  return { producedOperandCount: 0, forwardedOperands: range };
}

const testOpHooks: TestDialectHooks = {
  ops: {
    ConstantOp: { fold: (op) => op.getValue() },
    BranchOp: { BranchOpInterface: { getSuccessorOperands: (op) => forwarded(op.getTargetOperandsMutable()) } },
    ProducingBranchOp: {
      BranchOpInterface: {
        getSuccessorOperands: (op, index) => forwarded(index === 1 ? op.getFirstOperandsMutable() : op.getSecondOperandsMutable()),
      },
    },
  },
};

/** The registrations of the test ops tsmlir defines from ODS (they replace the stubs of the same names). */
export function definedTestOperations(): readonly RegisteredOperationInfo[] {
  return createTestDialect(testOpHooks).operations ?? [];
}
