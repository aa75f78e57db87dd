// The parts of linalg's structured ops' syntax their hand-written parsers and printers share
// (LinalgOps.cpp): the optional `<{properties}>` and attribute dictionary, then
// `ins(%a, %b : t1, t2)` and `outs(%c : t3)`, with the operand segment sizes they imply.
import { DenseArrayAttr, DictionaryAttr, IntegerType, MemRefType, RankedTensorType, ShapedType, type Operation, type Type, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, OperationState } from "../../asm/op-asm/index.js";

export interface StructuredOperandTypes {
  readonly inputTypes: readonly Type[];
  readonly outputTypes: readonly Type[];
  /** Where the attribute dictionary starts (MLIR reports its inherent attributes' errors there). */
  readonly attributesLoc: number;
}

/**
 * `[<{props}>] [{attrs}] [ins(operands : types)] [outs(operands : types)]` (MLIR's
 * parseCommonStructuredOpParts). With `addOperandSegmentSizes`, the sizes of the two
 * groups go to the properties when given, to the attributes otherwise.
 */
export function parseCommonStructuredOpParts(parser: OpAsmParser, state: OperationState, addOperandSegmentSizes = true): StructuredOperandTypes {
  if (parser.parseOptionalLess()) {
    state.propertiesAttr = parser.parseAttribute();
    parser.parseGreater();
  }
  const attributesLoc = parser.getCurrentLocation();
  parser.parseOptionalAttrDict(state.attributes);
  let inputs: ReturnType<OpAsmParser["parseOperandList"]> = [];
  let inputTypes: Type[] = [];
  let inputsLoc = parser.getCurrentLocation();
  if (parser.parseOptionalKeyword("ins")) {
    parser.parseLParen();
    inputsLoc = parser.getCurrentLocation();
    inputs = parser.parseOperandList();
    inputTypes = parser.parseColonTypeList();
    parser.parseRParen();
  }
  let outputs: ReturnType<OpAsmParser["parseOperandList"]> = [];
  let outputTypes: Type[] = [];
  let outputsLoc = parser.getCurrentLocation();
  if (parser.parseOptionalKeyword("outs")) {
    outputsLoc = parser.getCurrentLocation();
    parser.parseLParen();
    outputs = parser.parseOperandList();
    outputTypes = parser.parseColonTypeList();
    parser.parseRParen();
  }
  parser.resolveOperands(inputs, inputTypes, inputsLoc, state.operands);
  parser.resolveOperands(outputs, outputTypes, outputsLoc, state.operands);
  if (addOperandSegmentSizes) {
    const sizes = DenseArrayAttr.get(IntegerType.get(parser.getContext(), 32), Int32Array.from([inputs.length, outputs.length]));
    if (state.propertiesAttr instanceof DictionaryAttr) {
      const entries = state.propertiesAttr.value.filter((e) => e.name !== "operandSegmentSizes");
      state.propertiesAttr = DictionaryAttr.get(parser.getContext(), [...entries, { name: "operandSegmentSizes", value: sizes }]);
    } else {
      state.addAttribute("operandSegmentSizes", sizes);
    }
  }
  return { inputTypes, outputTypes, attributesLoc };
}

/** ` ins(%a : t)` and ` outs(%b : t)`, each only when its group is not empty. */
export function printCommonStructuredOpParts(printer: OpAsmPrinter, inputs: readonly Value[], outputs: readonly Value[]): void {
  for (const [keyword, values] of [
    ["ins", inputs],
    ["outs", outputs],
  ] as const) {
    if (values.length === 0) continue;
    printer.write(` ${keyword}(`);
    printer.printOperands(values);
    printer.write(" : ");
    printer.printTypes(values.map((v) => v.type));
    printer.write(")");
  }
}

/** The element type of a ranked tensor or memref, any other type itself (a region argument's type). */
export function regionArgumentType(type: Type): Type {
  return type instanceof MemRefType || type instanceof RankedTensorType ? type.elementType : type;
}

/** The element type of a shaped type, any other type itself (MLIR's getElementTypeOrSelf). */
export function elementTypeOrSelf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}

/** The op's `ins` and `outs` operands, split by its operandSegmentSizes (DPS inputs and inits). */
export function segmentedOperands(op: Operation): { inputs: Value[]; outputs: Value[] } {
  const all = op.getOperands();
  const sizes = op.getAttr("operandSegmentSizes");
  const numInputs = sizes instanceof DenseArrayAttr ? Number(sizes.values[0] ?? 0) : 0;
  return { inputs: all.slice(0, numInputs), outputs: all.slice(numInputs) };
}
