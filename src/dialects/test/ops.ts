// The hand-written parts of the test ops generated from TestOps.td (generated/test-ops.ts):
// test.constant folds to its value; the branches forward their operand groups (successor 1
// of test.producing_br takes the first group, as upstream's test op does); the ops with
// struct properties have upstream's hand-written syntax (`"label" is value`, `v1 | v2`),
// their properties set in attribute form (the properties' code converts them).
import { createTestDialect, type TestDialectHooks } from "../../../generated/test-ops.js";
import {
  DictionaryAttr,
  IntegerAttr,
  IntegerType,
  StringAttr,
  type Attribute,
  type MLIRContext,
  type MutableOperandRange,
  type Operation,
  type RegisteredOperationInfo,
  type SuccessorOperands,
} from "../../ir/index.js";
import { parseFunctionOp, printFunctionOp } from "../../asm/op-asm/function-syntax.js";
import type { OpAsmParser } from "../../asm/op-asm/op-asm-parser.js";
import type { OpAsmPrinter } from "../../asm/op-asm/op-asm-printer.js";
import type { OperationState } from "../../asm/op-asm/operation-state.js";

function forwarded(range: MutableOperandRange): SuccessorOperands {
  return { producedOperandCount: 0, forwardedOperands: range };
}

function i32(context: MLIRContext, value: bigint | number): IntegerAttr {
  return IntegerAttr.get(IntegerType.get(context, 32), value);
}

/** Sets property `prop` (its attribute form) and the attribute dictionary that follows. */
function finishParse(parser: OpAsmParser, state: OperationState, prop: Attribute): void {
  state.propertiesAttr = DictionaryAttr.get(parser.getContext(), [{ name: "prop", value: prop }]);
  parser.parseOptionalAttrDict(state.attributes);
}

function printDiscardable(op: Operation, printer: OpAsmPrinter): void {
  printer.printOptionalAttrDict(op.attributes.value);
}

const testOpHooks: TestDialectHooks = {
  ops: {
    ConstantOp: { fold: (op) => op.getValue() },
    GraphRegionOp: { RegionKindInterface: { getRegionKind: () => "graph" } },
    ConversionFuncOp: {
      parse: (parser, state) => parseFunctionOp(parser, state),
      print: (op, printer) => printFunctionOp(printer, op.getOperation()),
      CallableOpInterface: {
        // A declaration (no body) has no callable region.
        getCallableRegion: (op) => (op.getBody().empty() ? undefined : op.getBody()),
        getArgumentTypes: (op) => op.getFunctionType().inputs,
        getResultTypes: (op) => op.getFunctionType().results,
      },
    },
    BranchOp: { BranchOpInterface: { getSuccessorOperands: (op) => forwarded(op.getTargetOperandsMutable()) } },
    ProducingBranchOp: {
      BranchOpInterface: {
        getSuccessorOperands: (op, index) => forwarded(index === 1 ? op.getFirstOperandsMutable() : op.getSecondOperandsMutable()),
      },
    },
    WithNicePropertiesOp: {
      parse(parser, state) {
        const context = parser.getContext();
        const label = parser.parseKeywordOrString();
        parser.parseKeyword("is");
        const value = parser.parseSizedInteger(32);
        finishParse(parser, state, DictionaryAttr.get(context, [{ name: "label", value: StringAttr.get(context, label) }, { name: "value", value: i32(context, value) }]));
      },
      print(op, printer) {
        const { label, value } = op.getProp();
        printer.write(" ");
        printer.printKeywordOrString(label);
        printer.write(` is ${value}`);
        printDiscardable(op.getOperation(), printer);
      },
    },
    WithVersionedPropertiesOp: {
      parse(parser, state) {
        const context = parser.getContext();
        const value1 = parser.parseSizedInteger(32);
        parser.parseVerticalBar();
        const value2 = parser.parseSizedInteger(32);
        finishParse(parser, state, DictionaryAttr.get(context, [{ name: "value1", value: i32(context, value1) }, { name: "value2", value: i32(context, value2) }]));
      },
      print(op, printer) {
        const { value1, value2 } = op.getProp();
        printer.write(` ${value1} | ${value2}`);
        printDiscardable(op.getOperation(), printer);
      },
    },
  },
};

/** The registrations of the test ops tsmlir defines from ODS (they replace the stubs of the same names). */
export function definedTestOperations(): readonly RegisteredOperationInfo[] {
  return createTestDialect(testOpHooks).operations ?? [];
}
