// The test dialect's DialectInlinerInterface, as mlir-opt 19's test dialect declares it (its
// ops, unknown ones included, may be inlined anywhere): calls unless marked `noinline`, every
// op and region; test.functional_region_op is a scope of its own (not analysed inside);
// test.return hands its operands to the replaced results; i16/i32 call operands and results
// are converted with test.cast; arguments and results carrying `test.handle_argument` /
// `test.handle_result` go through test.type_changer; the blocks inlined for a
// test.conversion_call_op are marked `inlined_conversion`. (Which test ops are calls and
// callables is up to their registrations.)
import { IntegerType, UnitAttr, walkOps, type OpBuilder, type Operation, type Type, type Value } from "../../ir/index.js";
import type { DialectInlinerMethods } from "../../rewrite/inlining/interface.js";
import type { Implementation } from "../../ir/interfaces.js";

function isI16OrI32(type: Type): boolean {
  return type instanceof IntegerType && type.signedness === "signless" && (type.width === 16 || type.width === 32);
}

/** test.type_changer(value) of the same type, at the builder's point. */
function typeChanger(builder: OpBuilder, value: Value, location: Operation["location"]): Value {
  return builder.create("test.type_changer", location, { operands: [value], resultTypes: [value.type] }).getResult(0);
}

export const testInliner: Implementation<DialectInlinerMethods, keyof DialectInlinerMethods> = {
  isLegalToInlineCall: (call) => !call.hasAttr("noinline"),
  isLegalToInlineRegion: () => true,
  isLegalToInlineOp: () => true,
  shouldAnalyzeRecursively: (op) => op.opName !== "test.functional_region_op",
  handleTerminatorWithValues: (op, valuesToReplace) => {
    if (op.opName !== "test.return") return;
    const operands = op.getOperands();
    valuesToReplace.forEach((value, i) => value.replaceAllUsesWith(operands[i] as Value));
  },
  materializeCallConversion: (builder, input, resultType, conversionLoc) => {
    if (!isI16OrI32(resultType) || !isI16OrI32(input.type)) return undefined;
    return builder.create("test.cast", conversionLoc, { operands: [input], resultTypes: [resultType] });
  },
  handleArgument: (builder, call, _callable, argument, attributes) => {
    if (!attributes.value.some((entry) => entry.name === "test.handle_argument")) return argument;
    return typeChanger(builder, argument, call.location);
  },
  handleResult: (builder, call, _callable, result, attributes) => {
    if (!attributes.value.some((entry) => entry.name === "test.handle_result")) return result;
    return typeChanger(builder, result, call.location);
  },
  processInlinedCallBlocks: (call, inlinedBlocks) => {
    if (call.opName !== "test.conversion_call_op") return;
    const unit = UnitAttr.get(call.context);
    for (const block of inlinedBlocks) {
      for (let op = block.firstOp; op !== null; op = op.next) walkOps(op, (nested) => nested.setDiscardableAttr("inlined_conversion", unit));
    }
  },
};
