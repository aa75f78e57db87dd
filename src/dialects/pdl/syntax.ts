// pdl's custom syntax: the generated formats (generated/upstream/pdl-assembly.ts) with their
// C++ pieces: the attribute operands of pdl.operation, the result type pdl.range infers from
// its operands, pdl.results' optional `-> type`, the `pdl` default dialect inside
// pdl.pattern and pdl.rewrite, and the ops' verifiers.
import { IntegerAttr, type Attribute, type Type, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref } from "../../asm/op-asm/index.js";
import { pdlAssembly, type PdlAssemblyHooks } from "../../../generated/upstream/pdl-assembly.js";
import { parseAttributeOperands, printAttributeOperands } from "./attribute-operands.js";
import { pdlType, rangeElementOrSelf, rangeOf } from "./types.js";
import { verifyPatternRegions, verifyRewriteRegions } from "./region-verifiers.js";
import * as verifiers from "./verifiers.js";

/** A range's type: inferred from the first operand, else written as `: type` (pdl.range, pdl_interp.create_range). */
export function parseRangeType(parser: OpAsmParser, operandTypes: readonly Type[], resultType: Ref<Type>): void {
  const first = operandTypes[0];
  resultType.value = first !== undefined ? rangeOf(rangeElementOrSelf(first)) : parser.parseColonType();
}

export function printRangeType(printer: OpAsmPrinter, operandTypes: readonly Type[], resultType: Type): void {
  if (operandTypes.length > 0) return;
  printer.write(": ");
  printer.printType(resultType);
}

export const pdlSyntaxHooks: PdlAssemblyHooks = {
  directives: {
    parseOperationOpAttributes: parseAttributeOperands,
    printOperationOpAttributes: (printer, _op, values: Value[], names: Attribute | undefined) => printAttributeOperands(printer, values, names),
    parseRangeType,
    printRangeType: (printer, _op, operandTypes, resultType) => printRangeType(printer, operandTypes, resultType),
    // Without an index the result is all results: a range of values; with one, `-> type`.
    parseResultsValueType(parser, index, valueType) {
      if (!(index instanceof IntegerAttr)) {
        valueType.value = rangeOf(pdlType(parser.getContext(), "value"));
        return;
      }
      parser.parseArrow();
      valueType.value = parser.parseType();
    },
    printResultsValueType(printer, _op, index, valueType) {
      if (!(index instanceof IntegerAttr)) return;
      printer.write(" -> ");
      printer.printType(valueType);
    },
  },
  typeConstructors: { RangeType: (_builder, element) => rangeOf(element) },
  defaultDialects: { PatternOp: "pdl", RewriteOp: "pdl" },
  regionVerifiers: { PatternOp: verifyPatternRegions, RewriteOp: verifyRewriteRegions },
  resultNames: {},
  verifiers: {
    ApplyNativeConstraintOp: verifiers.verifyApplyNativeConstraintOp,
    ApplyNativeRewriteOp: verifiers.verifyApplyNativeRewriteOp,
    AttributeOp: verifiers.verifyAttributeOp,
    OperandOp: verifiers.verifyHasBindingUse,
    OperandsOp: verifiers.verifyHasBindingUse,
    OperationOp: verifiers.verifyOperationOp,
    RangeOp: verifiers.verifyRangeOp,
    ReplaceOp: verifiers.verifyReplaceOp,
    ResultsOp: verifiers.verifyResultsOp,
    TypeOp: verifiers.verifyTypeOp,
    TypesOp: verifiers.verifyTypesOp,
  },
};

export const pdlSyntax = (): ReturnType<typeof pdlAssembly> => pdlAssembly(pdlSyntaxHooks);
