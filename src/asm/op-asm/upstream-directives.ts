// The `custom<...>` directive functions that upstream dialects' assembly formats name
// and whose syntax MLIR implements by hand: cf.switch's case list (SwitchOpCases) and
// scf.index_switch's cases (SwitchCases). Dialect modules re-export them under the
// names their generated format code calls.
import { DenseArrayAttr, DenseIntOrFPElementsAttr, type Attribute } from "../../ir/attributes.js";
import { Region, type Block, type Operation, type Value } from "../../ir/operation.js";
import { IndexType, IntegerType, VectorType, type Type } from "../../ir/types.js";
import { intElementAt, writeInt } from "../../ir/dense-elements.js";
import type { OpAsmParser } from "./op-asm-parser.js";
import type { OpAsmPrinter } from "./op-asm-printer.js";
import type { Ref } from "./runtime.js";
import type { UnresolvedOperand } from "./host.js";

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
  if (values.length > 0 && flagType !== undefined) {
    const vectorType = VectorType.get([values.length], flagType);
    const width = bitWidth(flagType);
    const bytes = flagType instanceof IndexType ? 8 : Math.max(1, Math.ceil(width / 8));
    const data = new Uint8Array(bytes * values.length);
    for (let i = 0; i < values.length; i++) {
      const truncated = BigInt.asIntN(width, values[i] as bigint);
      writeInt(data, i * bytes, flagType, width <= 32 ? Number(truncated) : truncated);
    }
    caseValues.value = DenseIntOrFPElementsAttr.getFromRawData(vectorType, data);
  }
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

/** `case 1 { ... }` lines (scf.index_switch); the case values become a DenseI64ArrayAttr. */
export function parseSwitchCases(parser: OpAsmParser, cases: Ref<Attribute>, caseRegions: Region[]): void {
  const values: bigint[] = [];
  while (parser.parseOptionalKeyword("case")) {
    // Duplicates parse; the op's verifier reports them (as mlir-opt does).
    values.push(parser.parseInteger());
    const region = new Region();
    parser.parseRegion(region, []);
    caseRegions.push(region);
  }
  cases.value = parser.getBuilder().getDenseI64ArrayAttr(values);
}

export function printSwitchCases(printer: OpAsmPrinter, _op: Operation, cases: Attribute | undefined, caseRegions: readonly Region[]): void {
  const values = cases instanceof DenseArrayAttr ? Array.from(cases.values as ArrayLike<number | bigint>) : [];
  for (let i = 0; i < values.length; i++) {
    printer.printNewline();
    printer.write(`case ${String(values[i])} `);
    printer.printRegion(caseRegions[i] as Region, false);
  }
}
