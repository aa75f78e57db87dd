// The hand-written syntax of spirv's structured control flow (MLIR's ControlFlowOps.cpp):
// spirv.BranchConditional with its optional branch weights, spirv.mlir.loop and
// spirv.mlir.selection with their optional `control(...)`.
import { ArrayAttr, DenseArrayAttr, IntegerAttr, IntegerType, type Block, type Value } from "../../ir/index.js";
import type { CustomAssemblyHooks, OpAsmParser, OperationState } from "../../asm/op-asm/index.js";
import { parseEnumKeyword, spirvEnumAttr, spirvEnumCase } from "./enum-attr.js";

/** `%cond [trueWeight, falseWeight], ^true(%a : t), ^false(...)`. */
export const branchConditionalSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    parser.resolveOperand(parser.parseOperand(), IntegerType.get(context, 1), state.operands);
    if (parser.parseOptionalLSquare()) {
      const i32 = IntegerType.get(context, 32);
      const trueWeight = parser.parseAttributeOf(IntegerAttr, i32);
      parser.parseComma();
      const falseWeight = parser.parseAttributeOf(IntegerAttr, i32);
      parser.parseRSquare();
      state.addAttribute("branch_weights", ArrayAttr.get(context, [trueWeight, falseWeight]));
    }
    const trueOperands: Value[] = [];
    parser.parseComma();
    state.addSuccessor(parser.parseSuccessorAndUseList(trueOperands));
    state.addOperands(trueOperands);
    const falseOperands: Value[] = [];
    parser.parseComma();
    state.addSuccessor(parser.parseSuccessorAndUseList(falseOperands));
    state.addOperands(falseOperands);
    state.addAttribute("operandSegmentSizes", DenseArrayAttr.get(IntegerType.get(context, 32), Int32Array.from([1, trueOperands.length, falseOperands.length])));
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    const weights = op.getAttr("branch_weights");
    if (weights instanceof ArrayAttr) printer.write(` [${weights.value.map((w) => (w instanceof IntegerAttr ? String(w.value) : "")).join(", ")}]`);
    const segments = op.getAttr("operandSegmentSizes");
    const trueCount = segments instanceof DenseArrayAttr ? Number((segments.values as ArrayLike<number>)[1] ?? 0) : 0;
    const operands = op.getOperands();
    printer.write(", ");
    printer.printSuccessorAndUseList(op.getSuccessor(0) as Block, operands.slice(1, 1 + trueCount));
    printer.write(", ");
    printer.printSuccessorAndUseList(op.getSuccessor(1) as Block, operands.slice(1 + trueCount));
  },
};

/** MLIR's parseControlAttribute: `control(Case)`, or the enum's case 0 (`None`) when absent. */
function parseControl(parser: OpAsmParser, state: OperationState, mnemonic: string): void {
  if (parser.parseOptionalKeyword("control")) {
    parser.parseLParen();
    state.addAttribute(mnemonic, parseEnumKeyword(parser, mnemonic, mnemonic));
    parser.parseRParen();
    return;
  }
  const none = spirvEnumAttr(parser.getContext(), mnemonic, "None");
  if (none !== undefined) state.addAttribute(mnemonic, none);
}

function structuredControlSyntax(mnemonic: string): CustomAssemblyHooks {
  return {
    parse(parser, state) {
      parseControl(parser, state, mnemonic);
      parser.parseRegion(state.addRegion(), []);
    },
    print(op, printer) {
      const control = spirvEnumCase(op.getAttr(mnemonic), mnemonic);
      if (control !== undefined && control !== "None") printer.write(` control(${control})`);
      printer.write(" ");
      printer.printRegion(op.getRegion(0), false, true);
    },
  };
}

export const loopSyntax = structuredControlSyntax("loop_control");
export const selectionSyntax = structuredControlSyntax("selection_control");
