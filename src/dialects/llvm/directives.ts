// The `custom<...>` directives of llvm's assembly formats (C++ in MLIR's LLVMDialect.cpp):
// GEP indices, the element type of insertvalue/extractvalue, the attribute dictionary of
// ops with fastmath flags, integer overflow flags, shufflevector's result type and the
// case list of llvm.switch.
import {
  DenseArrayAttr, DenseIntOrFPElementsAttr, IntegerType, OpaqueAttr,
  type Attribute, type Block, type NamedAttribute, type Operation, type Type, type Value,
} from "../../ir/index.js";
import { denseIntVector, intElementAt } from "../../ir/dense-elements.js";
import type { OpAsmParser, OpAsmPrinter, OperationState, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";
import { aggregateElementType } from "./types.js";
import { shuffledVectorType } from "./compatible-types.js";

/** GEPOp::kDynamicIndex: where a dynamic index stands in rawConstantIndices. */
const GEP_DYNAMIC_INDEX = -(2 ** 31);

export function parseGEPIndices(parser: OpAsmParser, dynamicIndices: UnresolvedOperand[], rawConstantIndices: Ref<Attribute>): void {
  const raw: number[] = [];
  parser.parseCommaSeparatedList("none", () => {
    const operand = parser.parseOptionalOperand();
    if (operand !== undefined) {
      dynamicIndices.push(operand);
      raw.push(GEP_DYNAMIC_INDEX);
    } else {
      raw.push(Number(parser.parseSizedInteger(32)));
    }
  });
  rawConstantIndices.value = DenseArrayAttr.get(IntegerType.get(parser.getContext(), 32), Int32Array.from(raw));
}

export function printGEPIndices(printer: OpAsmPrinter, _op: Operation, dynamicIndices: readonly Value[], rawConstantIndices: Attribute | undefined): void {
  const raw = rawConstantIndices instanceof DenseArrayAttr ? (rawConstantIndices.values as ArrayLike<number | bigint>) : [];
  let next = 0;
  for (let i = 0; i < raw.length; i++) {
    if (i > 0) printer.write(", ");
    if (Number(raw[i]) === GEP_DYNAMIC_INDEX) {
      const value = dynamicIndices[next++];
      if (value !== undefined) printer.printOperand(value);
    } else {
      printer.write(String(raw[i]));
    }
  }
}

/** extractvalue's result / insertvalue's value type: the container's element at `position`. */
export function parseInsertExtractValueElementType(parser: OpAsmParser, valueType: Ref<Type>, containerType: Type | undefined, position: Attribute | undefined): void {
  const location = parser.getCurrentLocation();
  const indices = position instanceof DenseArrayAttr ? Array.from(position.values as ArrayLike<number | bigint>, (v) => BigInt(v)) : [];
  if (containerType === undefined) return;
  const element = aggregateElementType(containerType, indices, parser.getContext());
  if (typeof element === "string") throw parser.emitError(location, element);
  valueType.value = element;
}

/** Prints nothing: the element type is implied by the container type. */
export function printInsertExtractValueElementType(_printer: OpAsmPrinter, _op: Operation, _valueType: Type, _containerType: Type, _position: Attribute | undefined): void {}

/** Whether `attr` is the default (empty) fastmath flags, which the printer leaves out. */
function isDefaultFastmath(attr: Attribute): boolean {
  return attr instanceof OpaqueAttr && attr.dialect === "llvm" && attr.data.replace(/\s+/g, "") === "fastmath<none>";
}

export function parseLLVMOpAttrs(parser: OpAsmParser, attributes: NamedAttribute[]): void {
  parser.parseOptionalAttrDict(attributes);
}

/** `attributes` without default fastmath flags (MLIR's processFMFAttr). */
export function withoutDefaultFastmath(attributes: readonly NamedAttribute[]): NamedAttribute[] {
  return attributes.filter((a) => !(a.name === "fastmathFlags" && isDefaultFastmath(a.value)));
}

export function printLLVMOpAttrs(printer: OpAsmPrinter, _op: Operation, attributes: readonly NamedAttribute[]): void {
  printer.printOptionalAttrDict(withoutDefaultFastmath(attributes));
}

const OVERFLOW_FLAGS: readonly string[] = ["nsw", "nuw"];

/** ` overflow<nsw, nuw>`, or nothing: the flags are then none. */
export function parseOverflowFlags(parser: OpAsmParser, state: OperationState): void {
  const flags: string[] = [];
  if (parser.parseOptionalKeyword("overflow")) {
    parser.parseLess();
    do {
      const location = parser.getCurrentLocation();
      const flag = parser.parseKeywordAny();
      if (!OVERFLOW_FLAGS.includes(flag)) throw parser.emitError(location, `invalid overflow flag: expected nsw, nuw, or none`);
      flags.push(flag);
    } while (parser.parseOptionalComma());
    parser.parseGreater();
  }
  const ordered = OVERFLOW_FLAGS.filter((f) => flags.includes(f));
  state.setProperty("overflowFlags", OpaqueAttr.get(parser.getContext(), "llvm", `overflow<${ordered.length === 0 ? "none" : ordered.join(", ")}>`));
}

export function printOverflowFlags(printer: OpAsmPrinter, _op: Operation, flags: Attribute | undefined): void {
  if (!(flags instanceof OpaqueAttr)) return;
  const body = /^overflow<(.*)>$/.exec(flags.data.trim())?.[1]?.trim();
  if (body === undefined || body === "none") return;
  printer.write(` overflow<${body}>`);
}

/** shufflevector's result: a vector of the mask's length of v1's elements. */
export function parseShuffleType(parser: OpAsmParser, v1Type: Type | undefined, resultType: Ref<Type>, mask: Attribute | undefined): void {
  const location = parser.getCurrentLocation();
  const length = mask instanceof DenseArrayAttr ? mask.values.length : 0;
  const type = v1Type === undefined ? undefined : shuffledVectorType(v1Type, length);
  if (type === undefined) throw parser.emitError(location, "expected an LLVM compatible vector type");
  resultType.value = type;
}

export function printShuffleType(_printer: OpAsmPrinter, _op: Operation, _v1Type: Type, _resultType: Type, _mask: Attribute | undefined): void {}

function bitWidth(type: Type | undefined): number {
  return type instanceof IntegerType ? type.width : 64;
}

/** `[ value: ^bb(%x : t), ... ]` (llvm.switch's cases). */
export function parseSwitchOpCases(
  parser: OpAsmParser,
  valueType: Type | undefined,
  caseValues: Ref<Attribute>,
  caseDestinations: Block[],
  caseOperands: UnresolvedOperand[][],
  caseOperandTypes: Type[][],
): void {
  parser.parseLSquare();
  if (parser.parseOptionalRSquare()) return;
  const values: bigint[] = [];
  do {
    values.push(parser.parseInteger());
    parser.parseColon();
    caseDestinations.push(parser.parseSuccessor());
    const operands: UnresolvedOperand[] = [];
    const types: Type[] = [];
    if (parser.parseOptionalLParen()) {
      operands.push(...parser.parseOperandList("none", false));
      types.push(...parser.parseColonTypeList());
      parser.parseRParen();
    }
    caseOperands.push(operands);
    caseOperandTypes.push(types);
  } while (parser.parseOptionalComma());
  parser.parseRSquare();
  if (valueType !== undefined) caseValues.value = denseIntVector(valueType, values);
}

export function printSwitchOpCases(
  printer: OpAsmPrinter,
  _op: Operation,
  valueType: Type,
  caseValues: Attribute | undefined,
  caseDestinations: readonly Block[],
  caseOperands: readonly (readonly Value[])[],
  _caseOperandTypes: readonly (readonly Type[])[],
): void {
  printer.write("[");
  printer.printNewline();
  if (caseValues instanceof DenseIntOrFPElementsAttr) {
    const width = bitWidth(valueType);
    for (let i = 0; i < caseDestinations.length; i++) {
      if (i > 0) {
        printer.write(",");
        printer.printNewline();
      }
      // APInt::getLimitedValue: the value read unsigned.
      printer.write(`  ${BigInt.asUintN(width, BigInt(intElementAt(caseValues, i)))}: `);
      printer.printSuccessorAndUseList(caseDestinations[i] as Block, caseOperands[i] ?? []);
    }
    printer.printNewline();
  }
  printer.write("]");
}
