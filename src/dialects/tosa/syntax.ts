// tosa's custom syntax: the generated formats (generated/upstream/tosa-assembly.ts) with the
// C++ directive of tosa.variable (`: type`, `= value`, or both when they differ).
import { hasType, IntegerType, RankedTensorType, TypeAttr, type Attribute, type Type } from "../../ir/index.js";
import type { OpAsmParser, OperationState } from "../../asm/op-asm/index.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";
// tosa.while_loop's C++ syntax is scf.while's, rule for rule, and cond_if prints as scf.if does.
import { parseWhile, printIf, printWhile } from "../control-flow-syntax.js";
import { tosaAssembly, type TosaAssemblyHooks } from "../../../generated/upstream/tosa-assembly.js";
import { verifyArgMax, verifyAvgPool2d, verifyClamp, verifyConv, verifyReduce, verifyReshape, verifyReverse, verifySlice, verifyTile, verifyTranspose } from "./verifiers.js";
import { verifyTosaInferredResultTypes } from "./type-inference.js";

/** The type of a typed attribute (TypedAttr), or undefined. */
function typeOfAttribute(attribute: Attribute | undefined): Type | undefined {
  return attribute !== undefined && hasType(attribute) ? attribute.type : undefined;
}

/**
 * `tosa.cond_if %cond (-> (types))? {then} (else {else})? attr-dict`. Upstream's C++ takes the
 * condition as tensor<i1>, parses neither the `inputs` operands nor block arguments, adds no
 * implicit terminator, and prints the yields only when the op has results.
 */
function parseCondIf(parser: OpAsmParser, state: OperationState): void {
  const thenRegion = state.addRegion();
  const elseRegion = state.addRegion();
  const cond = parser.parseOperand();
  const i1Tensor = RankedTensorType.get([], IntegerType.get(parser.getContext(), 1));
  state.addOperand(parser.resolveOperand(cond, i1Tensor));
  state.addTypes(parser.parseOptionalArrowTypeList());
  parser.parseRegion(thenRegion);
  if (parser.parseOptionalKeyword("else")) parser.parseRegion(elseRegion);
  parser.parseOptionalAttrDict(state.attributes);
}

export const tosaSyntaxHooks: TosaAssemblyHooks = {
  directives: {
    parseTypeOrAttr(parser, type, initialValue) {
      if (parser.parseOptionalEqual()) {
        let value: Attribute;
        try {
          value = parser.parseAttribute();
        } catch (error) {
          if (!(error instanceof DiagnosticError)) throw error;
          // MLIR's parseTypeOrAttr reports its own error after the attribute's.
          const second = parser.emitError(parser.getCurrentLocation(), "expected attribute");
          throw new DiagnosticsError([...error.diagnostics, ...second.diagnostics]);
        }
        initialValue.value = value;
        const valueType = typeOfAttribute(value);
        if (valueType !== undefined) type.value = TypeAttr.get(valueType);
        return;
      }
      type.value = TypeAttr.get(parser.parseColonType());
    },
    printTypeOrAttr(printer, _op, type, initialValue) {
      const declared = type instanceof TypeAttr ? type.value : undefined;
      const valueType = typeOfAttribute(initialValue);
      let needsSpace = false;
      if (valueType === undefined || valueType !== declared) {
        printer.write(": ");
        if (type !== undefined) printer.printAttribute(type);
        needsSpace = true;
      }
      if (initialValue !== undefined) {
        if (needsSpace) printer.write(" ");
        printer.write("= ");
        printer.printAttribute(initialValue);
      }
    },
  },
  verifiers: {
    ArgMaxOp: verifyArgMax,
    AvgPool2dOp: verifyAvgPool2d,
    ClampOp: verifyClamp,
    Conv2DOp: verifyConv,
    Conv3DOp: verifyConv,
    DepthwiseConv2DOp: verifyConv,
    FullyConnectedOp: verifyConv,
    ReduceAllOp: verifyReduce,
    ReduceAnyOp: verifyReduce,
    ReduceMaxOp: verifyReduce,
    ReduceMinOp: verifyReduce,
    ReduceProdOp: verifyReduce,
    ReduceSumOp: verifyReduce,
    ReshapeOp: verifyReshape,
    ReverseOp: verifyReverse,
    SliceOp: verifySlice,
    TileOp: verifyTile,
    TransposeOp: verifyTranspose,
  },
  interfaceVerifiers: { InferTypeOpInterface: verifyTosaInferredResultTypes },
  folders: {
    // ConstOp::fold: the constant's value (what m_Constant sees of it).
    ConstOp(op, _operands, results) {
      const value = op.getInherentAttr("value");
      if (value === undefined) return false;
      results.push(value);
      return true;
    },
  },
  ops: {
    IfOp: { parse: parseCondIf, print: printIf },
    WhileOp: { parse: parseWhile, print: printWhile },
  },
};

export const tosaSyntax = (): ReturnType<typeof tosaAssembly> => tosaAssembly(tosaSyntaxHooks);
