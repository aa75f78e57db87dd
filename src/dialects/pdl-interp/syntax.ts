// pdl_interp's custom syntax: the generated formats (generated/upstream/pdl-interp-assembly.ts)
// with their C++ pieces: the attribute operands and results of create_operation, the types
// extract and get_value_type derive, foreach's and func's hand-written syntax, and the ops'
// verifiers.
import { ArrayAttr, ElementsAttr, InferTypeOpInterface, operandSegment, StringAttr, UnitAttr, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import { functionOpSyntax, type CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import { pdlInterpAssembly, type PdlInterpAssemblyHooks } from "../../../generated/upstream/pdl-interp-assembly.js";
import { parseAttributeOperands, printAttributeOperands } from "../pdl/attribute-operands.js";
import { parseRangeType, printRangeType } from "../pdl/syntax.js";
import { isRange, pdlType, rangeOf } from "../pdl/types.js";
import { verifyRangeOp } from "../pdl/verifiers.js";

/** `%var : type in %range {body} {attrs} -> ^next` (MLIR's ForEachOp::parse/print). */
const forEachSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const variable = parser.parseArgument(true);
    parser.parseKeyword("in", " after loop variable");
    const range = parser.parseOperand();
    parser.resolveOperand(range, rangeOf(variable.type as Type), state.operands);
    parser.parseRegion(state.addRegion(), [variable]);
    parser.parseOptionalAttrDict(state.attributes);
    parser.parseArrow();
    state.addSuccessor(parser.parseSuccessor());
  },
  print(op, printer) {
    const region = op.regions[0];
    const variable = region?.firstBlock?.arguments[0];
    printer.write(" ");
    if (variable !== undefined) {
      printer.printOperand(variable);
      printer.write(" : ");
      printer.printType(variable.type);
    }
    printer.write(" in ");
    printer.printOperand(op.getOperand(0));
    printer.write(" ");
    if (region !== undefined) printer.printRegion(region, false);
    printer.printOptionalAttrDict(op.attributes.value);
    printer.write(" -> ");
    const next = op.successors[0];
    if (next !== undefined) printer.printSuccessor(next.block);
  },
};

/** The number of case values of a switch op (an array, or an i32 elements attribute). */
function caseValueCount(values: Attribute | undefined): number {
  if (values instanceof ArrayAttr) return values.value.length;
  if (values instanceof ElementsAttr) return values.getNumElements();
  return 0;
}

/** A switch's case successors (all but the default destination) match its case values. */
function verifySwitchOp(op: Operation): void {
  const destinations = Math.max(op.successors.length - 1, 0);
  const values = caseValueCount(op.getAttr("caseValues"));
  if (destinations !== values) {
    throw op.emitOpError(`expected number of cases to match the number of case values, got ${destinations} but expected ${values}`);
  }
}

function verifyForEachOp(op: Operation): void {
  const block = op.regions[0]?.firstBlock;
  const variable = block?.arguments.length === 1 ? block.arguments[0] : undefined;
  if (variable === undefined) throw op.emitOpError("requires exactly one argument");
  if (rangeOf(variable.type) !== op.getOperand(0).type) throw op.emitOpError("operand must be a range of loop variable type");
}

function verifyCreateOperationOp(op: Operation): void {
  if (!(op.getAttr("inferredResultTypes") instanceof UnitAttr)) return;
  if (operandSegment(op, 2).length > 0) throw op.emitOpError("with inferred results cannot also have explicit result types");
  const name = op.getAttr("name");
  const created = name instanceof StringAttr ? name.value : "";
  const opName = op.context.lookupOperationName(created);
  if (!opName.isRegistered() || opName.getInterfaceImpl(InferTypeOpInterface) === undefined) {
    throw op.emitOpError(`has inferred results, but the created operation '${created}' does not support result type inference (or is not registered)`);
  }
}

export const pdlInterpSyntaxHooks: PdlInterpAssemblyHooks = {
  directives: {
    parseCreateOperationOpAttributes: parseAttributeOperands,
    printCreateOperationOpAttributes: (printer, _op, values: Value[], names) => printAttributeOperands(printer, values, names),
    // `-> <inferred>` or `-> (%types : types)`, or nothing.
    parseCreateOperationOpResults(parser, operands, types, inferred) {
      if (!parser.parseOptionalArrow()) return;
      if (parser.parseOptionalLess()) {
        parser.parseKeyword("inferred");
        parser.parseGreater();
        inferred.value = parser.getBuilder().getUnitAttr();
        return;
      }
      parser.parseLParen();
      operands.push(...parser.parseOperandList());
      types.push(...parser.parseColonTypeList());
      parser.parseRParen();
    },
    printCreateOperationOpResults(printer, _op, operands, types, inferred) {
      if (inferred instanceof UnitAttr) {
        printer.write(" -> <inferred>");
        return;
      }
      if (types.length === 0) return;
      printer.write(" -> (");
      printer.printOperands(operands);
      printer.write(" : ");
      printer.printTypes(types);
      printer.write(")");
    },
    parseRangeType,
    printRangeType: (printer, _op, operandTypes, resultType) => printRangeType(printer, operandTypes, resultType),
  },
  types: {
    // extract takes a range of its result's type; get_value_type a value, or a range of values for a range of types.
    ExtractOp: { range: (self) => rangeOf(self) },
    GetValueTypeOp: { value: (self) => (isRange(self) ? rangeOf(pdlType(self.context, "value")) : pdlType(self.context, "value")) },
  },
  typeConstructors: { RangeType: (_builder, element) => rangeOf(element) },
  ops: { ForEachOp: forEachSyntax, FuncOp: functionOpSyntax },
  verifiers: {
    CreateOperationOp: verifyCreateOperationOp,
    CreateRangeOp: verifyRangeOp,
    ForEachOp: verifyForEachOp,
    SwitchAttributeOp: verifySwitchOp,
    SwitchOperandCountOp: verifySwitchOp,
    SwitchOperationNameOp: verifySwitchOp,
    SwitchResultCountOp: verifySwitchOp,
    SwitchTypeOp: verifySwitchOp,
    SwitchTypesOp: verifySwitchOp,
  },
};

export const pdlInterpSyntax = (): ReturnType<typeof pdlInterpAssembly> => pdlInterpAssembly(pdlInterpSyntaxHooks);
