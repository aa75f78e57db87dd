// cf.switch's case list, the `custom<SwitchOpCases>` directive of its assembly format
// (MLIR's hand-written parseSwitchOpCases / printSwitchOpCases).
import { DenseIntOrFPElementsAttr, IndexType, IntegerType, type Attribute, type Block, type Operation, type Type, type Value } from "../../ir/index.js";
import { denseIntVector, intElementAt } from "../../ir/dense-elements.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";

function bitWidth(type: Type | undefined): number {
  if (type instanceof IntegerType) return type.width;
  if (type instanceof IndexType) return 64;
  return 64;
}

/** `value` truncated to `width` bits, as APInt(width, value, isSigned) keeps it, then read unsigned. */
function toUnsigned(value: bigint, width: number): bigint {
  return BigInt.asUintN(width, value);
}

/** `default: ^bb(args), 42: ^bb1(args), ...` (cf.switch). */
export function parseSwitchOpCases(
  parser: OpAsmParser,
  flagType: Type | undefined,
  defaultDestination: Ref<Block>,
  defaultOperands: UnresolvedOperand[],
  defaultOperandTypes: Type[],
  caseValues: Ref<Attribute>,
  caseDestinations: Block[],
  caseOperands: UnresolvedOperand[][],
  caseOperandTypes: Type[][],
): void {
  parser.parseKeyword("default");
  parser.parseColon();
  defaultDestination.value = parser.parseSuccessor();
  if (parser.parseOptionalLParen()) {
    defaultOperands.push(...parser.parseOperandList("none", false));
    defaultOperandTypes.push(...parser.parseColonTypeList());
    parser.parseRParen();
  }
  const values: bigint[] = [];
  while (parser.parseOptionalComma()) {
    values.push(parser.parseInteger());
    parser.parseColon();
    caseDestinations.push(parser.parseSuccessor());
    const operands: UnresolvedOperand[] = [];
    const types: Type[] = [];
    if (parser.parseOptionalLParen()) {
      operands.push(...parser.parseOperandList());
      types.push(...parser.parseColonTypeList());
      parser.parseRParen();
    }
    caseOperands.push(operands);
    caseOperandTypes.push(types);
  }
  if (values.length > 0 && flagType !== undefined) caseValues.value = denseIntVector(flagType, values);
}

export function printSwitchOpCases(
  printer: OpAsmPrinter,
  _op: Operation,
  flagType: Type,
  defaultDestination: Block,
  defaultOperands: readonly Value[],
  _defaultOperandTypes: readonly Type[],
  caseValues: Attribute | undefined,
  caseDestinations: readonly Block[],
  caseOperands: readonly (readonly Value[])[],
  _caseOperandTypes: readonly (readonly Type[])[],
): void {
  printer.write("  default: ");
  printer.printSuccessorAndUseList(defaultDestination, defaultOperands);
  if (!(caseValues instanceof DenseIntOrFPElementsAttr)) return;
  const width = bitWidth(flagType);
  for (let i = 0; i < caseDestinations.length; i++) {
    printer.write(",");
    printer.printNewline();
    printer.write("  ");
    printer.write(toUnsigned(BigInt(intElementAt(caseValues, i)), width).toString());
    printer.write(": ");
    printer.printSuccessorAndUseList(caseDestinations[i] as Block, caseOperands[i] ?? []);
  }
  printer.printNewline();
}
