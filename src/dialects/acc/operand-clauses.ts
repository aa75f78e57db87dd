// The `custom<...>` directives of acc's clauses with operands (C++ in MLIR's OpenACC.cpp):
// `%v : type [#acc.device_type<x>]` lists, `{...}` segments per device type, wait's devnum,
// keyword-only device types, and privatization `@recipe -> %v : type` lists. Where MLIR 19's
// parser quietly drops or requires something, this does the same (noted at the spot).
import { ArrayAttr, IntegerAttr, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";
import { elementsOf, hasDeviceTypeValues, hasOnlyNoneDeviceType, noneDeviceType, parseDeviceTypeList, parseOptionalDeviceTypeSuffix, printDeviceTypes, printDeviceTypeSuffix, segmentSizes } from "./device-types.js";

function arrayOf(parser: OpAsmParser, attrs: readonly Attribute[]): ArrayAttr {
  return parser.getBuilder().getArrayAttr(attrs);
}

/** `%v : type` (the unit of every list below). */
function parseTypedOperand(parser: OpAsmParser, operands: UnresolvedOperand[], types: Type[]): void {
  operands.push(parser.parseOperand());
  types.push(parser.parseColonType());
}

function printTypedOperand(printer: OpAsmPrinter, value: Value): void {
  printer.printOperand(value);
  printer.write(" : ");
  printer.printType(value.type);
}

/** `%a : i32 [#acc.device_type<nvidia>], %b : i64`: one device type per operand. */
export function parseDeviceTypeOperands(parser: OpAsmParser, operands: UnresolvedOperand[], types: Type[], deviceTypes: Ref<Attribute>): void {
  const attrs: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => {
    parseTypedOperand(parser, operands, types);
    attrs.push(parseOptionalDeviceTypeSuffix(parser));
  });
  deviceTypes.value = arrayOf(parser, attrs);
}

export function printDeviceTypeOperands(printer: OpAsmPrinter, _op: Operation, operands: readonly Value[], _types: readonly Type[], deviceTypes: Attribute | undefined): void {
  const elements = elementsOf(deviceTypes);
  // MLIR zips the two: the shorter one ends the list.
  for (let i = 0; i < Math.min(elements.length, operands.length); i++) {
    if (i > 0) printer.write(", ");
    printTypedOperand(printer, operands[i] as Value);
    printDeviceTypeSuffix(printer, elements[i]);
  }
}

/**
 * Nothing (the keyword alone: `none`), or `([#acc.device_type<a>], %v : i32 [...])`. MLIR 19
 * keeps the keyword-only device types only when the keyword is written alone: a bracketed list
 * before the operands is read and dropped.
 */
export function parseDeviceTypeOperandsWithKeywordOnly(parser: OpAsmParser, operands: UnresolvedOperand[], types: Type[], deviceTypes: Ref<Attribute>, keywordOnly: Ref<Attribute>): void {
  if (!parser.parseOptionalLParen()) {
    keywordOnly.value = arrayOf(parser, [noneDeviceType(parser.getContext())]);
    return;
  }
  if (parser.parseOptionalLSquare()) {
    parseDeviceTypeList(parser);
    parser.parseComma();
  }
  parseDeviceTypeOperands(parser, operands, types, deviceTypes);
  parser.parseRParen();
}

export function printDeviceTypeOperandsWithKeywordOnly(printer: OpAsmPrinter, op: Operation, operands: readonly Value[], types: readonly Type[], deviceTypes: Attribute | undefined, keywordOnly: Attribute | undefined): void {
  if (operands.length === 0 && hasOnlyNoneDeviceType(keywordOnly)) return;
  printer.write("(");
  printDeviceTypes(printer, keywordOnly);
  if (hasDeviceTypeValues(keywordOnly) && hasDeviceTypeValues(deviceTypes)) printer.write(", ");
  if (hasDeviceTypeValues(deviceTypes)) printDeviceTypeOperands(printer, op, operands, types, deviceTypes);
  printer.write(")");
}

/** `{%a : i32, %b : i32} [#acc.device_type<x>], {...}`: segments of operands, one device type each. */
export function parseDeviceTypeOperandsWithSegment(parser: OpAsmParser, operands: UnresolvedOperand[], types: Type[], deviceTypes: Ref<Attribute>, segments: Ref<Attribute>): void {
  const attrs: Attribute[] = [];
  const sizes: number[] = [];
  do {
    parser.parseLBrace();
    const before = operands.length;
    parser.parseCommaSeparatedList("none", () => parseTypedOperand(parser, operands, types));
    sizes.push(operands.length - before);
    parser.parseRBrace();
    attrs.push(parseOptionalDeviceTypeSuffix(parser));
  } while (parser.parseOptionalComma());
  deviceTypes.value = arrayOf(parser, attrs);
  segments.value = parser.getBuilder().getDenseI32ArrayAttr(sizes);
}

export function printDeviceTypeOperandsWithSegment(printer: OpAsmPrinter, _op: Operation, operands: readonly Value[], _types: readonly Type[], deviceTypes: Attribute | undefined, segments: Attribute | undefined): void {
  printSegments(printer, operands, elementsOf(deviceTypes), segmentSizes(segments), () => false);
}

/** `{...} [dt], {...}`; `devnum(i)` says whether segment i starts with `devnum: `. */
function printSegments(printer: OpAsmPrinter, operands: readonly Value[], deviceTypes: readonly Attribute[], sizes: readonly number[], devnum: (segment: number) => boolean): void {
  let next = 0;
  deviceTypes.forEach((deviceType, segment) => {
    if (segment > 0) printer.write(", ");
    printer.write("{");
    if (devnum(segment)) printer.write("devnum: ");
    for (let j = 0; j < (sizes[segment] ?? 0); j++) {
      if (j > 0) printer.write(", ");
      printTypedOperand(printer, operands[next++] as Value);
    }
    printer.write("}");
    printDeviceTypeSuffix(printer, deviceType);
  });
}

/** num_gangs' values: segments as above. */
export const parseNumGangs = parseDeviceTypeOperandsWithSegment;
export const printNumGangs = printDeviceTypeOperandsWithSegment;

/**
 * `wait` alone (keyword only: `none`), or `([#acc.device_type<a>], {devnum: %d : i32, %v : i32} [dt], ...)`.
 * Written with parentheses, the keyword-only list is what is between the brackets (empty without them).
 */
export function parseWaitClause(parser: OpAsmParser, operands: UnresolvedOperand[], types: Type[], deviceTypes: Ref<Attribute>, segments: Ref<Attribute>, hasDevnum: Ref<Attribute>, keywordOnly: Ref<Attribute>): void {
  const context = parser.getContext();
  if (!parser.parseOptionalLParen()) {
    keywordOnly.value = arrayOf(parser, [noneDeviceType(context)]);
    return;
  }
  const keywordAttrs: Attribute[] = [];
  if (parser.parseOptionalLSquare()) {
    keywordAttrs.push(...parseDeviceTypeList(parser));
    parser.parseComma();
  }
  const attrs: Attribute[] = [];
  const devnums: Attribute[] = [];
  const sizes: number[] = [];
  const builder = parser.getBuilder();
  do {
    parser.parseLBrace();
    const before = operands.length;
    const withDevnum = parser.parseOptionalKeyword("devnum");
    if (withDevnum) parser.parseColon();
    devnums.push(builder.getBoolAttr(withDevnum));
    parser.parseCommaSeparatedList("none", () => parseTypedOperand(parser, operands, types));
    sizes.push(operands.length - before);
    parser.parseRBrace();
    attrs.push(parseOptionalDeviceTypeSuffix(parser));
  } while (parser.parseOptionalComma());
  parser.parseRParen();
  deviceTypes.value = arrayOf(parser, attrs);
  keywordOnly.value = arrayOf(parser, keywordAttrs);
  segments.value = builder.getDenseI32ArrayAttr(sizes);
  hasDevnum.value = arrayOf(parser, devnums);
}

export function printWaitClause(printer: OpAsmPrinter, _op: Operation, operands: readonly Value[], _types: readonly Type[], deviceTypes: Attribute | undefined, segments: Attribute | undefined, hasDevnum: Attribute | undefined, keywordOnly: Attribute | undefined): void {
  if (operands.length === 0 && hasOnlyNoneDeviceType(keywordOnly)) return;
  printer.write("(");
  printDeviceTypes(printer, keywordOnly);
  if (hasDeviceTypeValues(keywordOnly) && hasDeviceTypeValues(deviceTypes)) printer.write(", ");
  if (hasDeviceTypeValues(deviceTypes)) {
    const devnums = elementsOf(hasDevnum);
    printSegments(printer, operands, elementsOf(deviceTypes), segmentSizes(segments), (i) => {
      const flag = devnums[i];
      return flag instanceof IntegerAttr && flag.getValue() !== 0n;
    });
  }
  printer.write(")");
}

/** `@recipe -> %v : type, ...`: the operands with the symbols of their recipes. */
export function parseSymOperandList(parser: OpAsmParser, operands: UnresolvedOperand[], types: Type[], symbols: Ref<Attribute>): void {
  const attrs: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => {
    attrs.push(parser.parseAttribute());
    parser.parseArrow();
    parseTypedOperand(parser, operands, types);
  });
  symbols.value = arrayOf(parser, attrs);
}

export function printSymOperandList(printer: OpAsmPrinter, _op: Operation, operands: readonly Value[], _types: readonly Type[], symbols: Attribute | undefined): void {
  elementsOf(symbols).forEach((symbol, i) => {
    if (i > 0) printer.write(", ");
    printer.printAttribute(symbol);
    printer.write(" -> ");
    printTypedOperand(printer, operands[i] as Value);
  });
}
