// The `custom<...>` directives of acc.loop (C++ in MLIR's OpenACC.cpp): `combined(parallel)`,
// the gang clause's `{num=%n : i64, static=%s : i64} [#acc.device_type<x>]` segments, and the
// loop control `control(%iv : index) = (%lb : index) to (%ub : index) step (%st : index)`
// giving the body's induction variables.
import { OpaqueAttr, opaqueParameter, type Attribute, type Operation, type Region, type Type, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";
import { elementsOf, hasDeviceTypeValues, hasOnlyNoneDeviceType, noneDeviceType, parseDeviceTypeList, parseOptionalDeviceTypeSuffix, printDeviceTypes, printDeviceTypeSuffix, segmentSizes } from "./device-types.js";

/** The keyword of each combined construct and its CombinedConstructsType case. */
const COMBINED: readonly (readonly [string, string])[] = [
  ["kernels", "kernels_loop"],
  ["parallel", "parallel_loop"],
  ["serial", "serial_loop"],
];

/** `combined(parallel)`, or nothing. */
export function parseCombinedConstructsLoop(parser: OpAsmParser, combined: Ref<Attribute>): void {
  if (!parser.parseOptionalKeyword("combined")) return;
  parser.parseLParen();
  const found = COMBINED.find(([keyword]) => parser.parseOptionalKeyword(keyword));
  if (found === undefined) throw parser.emitError(parser.getCurrentLocation(), "expected compute construct name");
  combined.value = OpaqueAttr.get(parser.getContext(), "acc", `combined_constructs<${found[1]}>`);
  parser.parseRParen();
}

export function printCombinedConstructsLoop(printer: OpAsmPrinter, _op: Operation, combined: Attribute | undefined): void {
  if (!(combined instanceof OpaqueAttr)) return;
  const value = opaqueParameter(combined.data, "combined_constructs");
  const found = COMBINED.find(([, name]) => name === value);
  if (found !== undefined) printer.write(`combined(${found[0]})`);
}

/** The gang argument keywords and their GangArgType cases, in the order MLIR tries them. */
const GANG_ARGS: readonly (readonly [string, string])[] = [
  ["num", "Num"],
  ["dim", "Dim"],
  ["static", "Static"],
];

/**
 * `gang` alone (`none`), or `([#acc.device_type<a>], {num=%n : i64, dim=%d : i64} [dt], ...)`.
 * As in MLIR 19, once a value was read a comma is required before the next one, also at the
 * start of a later segment (so a second segment reads no value), and the "at least one value"
 * check counts the values of all segments.
 */
export function parseGangClause(parser: OpAsmParser, operands: UnresolvedOperand[], types: Type[], argTypes: Ref<Attribute>, deviceTypes: Ref<Attribute>, segments: Ref<Attribute>, gangOnly: Ref<Attribute>): void {
  const context = parser.getContext();
  const builder = parser.getBuilder();
  if (!parser.parseOptionalLParen()) {
    gangOnly.value = builder.getArrayAttr([noneDeviceType(context)]);
    return;
  }
  const gangOnlyAttrs: Attribute[] = [];
  let skipSegment = false;
  if (parser.parseOptionalLSquare()) {
    gangOnlyAttrs.push(...parseDeviceTypeList(parser));
    skipSegment = true;
  }
  const argAttrs: Attribute[] = [];
  const deviceTypeAttrs: Attribute[] = [];
  const sizes: number[] = [];
  let needComma = false;
  do {
    // The bracketed list takes the place of a first segment: the comma after it leads to the next.
    if (skipSegment) {
      skipSegment = false;
      continue;
    }
    parser.parseLBrace();
    const before = operands.length;
    for (;;) {
      let needValue = false;
      if (needComma) {
        if (!parser.parseOptionalComma()) break;
        needValue = true;
      }
      let newValue = false;
      for (const [keyword, argType] of GANG_ARGS) {
        if (!parser.parseOptionalKeyword(keyword)) continue;
        parser.parseEqual();
        operands.push(parser.parseOperand());
        types.push(parser.parseColonType());
        argAttrs.push(OpaqueAttr.get(context, "acc", `gang_arg_type<${argType}>`));
        needComma = true;
        newValue = true;
      }
      if (!newValue && needValue) throw parser.emitError(parser.getCurrentLocation(), "new value expected after comma");
      if (!newValue) break;
    }
    if (operands.length === 0) throw parser.emitError(parser.getCurrentLocation(), "expect at least one of num, dim or static values");
    parser.parseRBrace();
    deviceTypeAttrs.push(parseOptionalDeviceTypeSuffix(parser));
    sizes.push(operands.length - before);
  } while (parser.parseOptionalComma());
  parser.parseRParen();
  argTypes.value = builder.getArrayAttr(argAttrs);
  deviceTypes.value = builder.getArrayAttr(deviceTypeAttrs);
  gangOnly.value = builder.getArrayAttr(gangOnlyAttrs);
  segments.value = builder.getDenseI32ArrayAttr(sizes);
}

function gangKeyword(attr: Attribute | undefined): string {
  const argType = attr instanceof OpaqueAttr ? opaqueParameter(attr.data, "gang_arg_type") : undefined;
  return GANG_ARGS.find(([, name]) => name === argType)?.[0] ?? "";
}

export function printGangClause(printer: OpAsmPrinter, _op: Operation, operands: readonly Value[], _types: readonly Type[], argTypes: Attribute | undefined, deviceTypes: Attribute | undefined, segments: Attribute | undefined, gangOnly: Attribute | undefined): void {
  if (operands.length === 0 && hasOnlyNoneDeviceType(gangOnly)) return;
  printer.write("(");
  printDeviceTypes(printer, gangOnly);
  if (hasDeviceTypeValues(gangOnly) && hasDeviceTypeValues(deviceTypes)) printer.write(", ");
  const args = elementsOf(argTypes);
  const sizes = segmentSizes(segments);
  let next = 0;
  elementsOf(deviceTypes).forEach((deviceType, segment) => {
    if (segment > 0) printer.write(", ");
    printer.write("{");
    for (let j = 0; j < (sizes[segment] ?? 0); j++, next++) {
      if (j > 0) printer.write(", ");
      const value = operands[next] as Value;
      printer.write(`${gangKeyword(args[next])}=`);
      printer.printOperand(value);
      printer.write(" : ");
      printer.printType(value.type);
    }
    printer.write("}");
    printDeviceTypeSuffix(printer, deviceType);
  });
  printer.write(")");
}

/** `(%a, %b : index, index)` of `count` operands. */
function parseBounds(parser: OpAsmParser, count: number, operands: UnresolvedOperand[], types: Type[]): void {
  parser.parseLParen();
  operands.push(...parser.parseOperandList("none", true, count));
  parser.parseColon();
  types.push(...parser.parseTypeList());
  parser.parseRParen();
}

/** `control(%iv : index) = (%lb : index) to (%ub : index) step (%st : index) {...}`, or the region alone. */
export function parseLoopControl(parser: OpAsmParser, region: Region, lowerbound: UnresolvedOperand[], lowerboundTypes: Type[], upperbound: UnresolvedOperand[], upperboundTypes: Type[], step: UnresolvedOperand[], stepTypes: Type[]): void {
  if (!parser.parseOptionalKeyword("control")) {
    parser.parseRegion(region);
    return;
  }
  const ivs = parser.parseArgumentList("paren", true);
  parser.parseEqual();
  parseBounds(parser, ivs.length, lowerbound, lowerboundTypes);
  parser.parseKeyword("to");
  parseBounds(parser, ivs.length, upperbound, upperboundTypes);
  parser.parseKeyword("step");
  parseBounds(parser, ivs.length, step, stepTypes);
  parser.parseRegion(region, ivs);
}

function printBounds(printer: OpAsmPrinter, values: readonly Value[]): void {
  printer.write("(");
  printer.printOperands(values);
  printer.write(" : ");
  printer.printTypes(values.map((v) => v.type));
  printer.write(")");
}

export function printLoopControl(printer: OpAsmPrinter, _op: Operation, region: Region, lowerbound: readonly Value[], _lbTypes: readonly Type[], upperbound: readonly Value[], _ubTypes: readonly Type[], step: readonly Value[], _stepTypes: readonly Type[]): void {
  const ivs = region.firstBlock?.arguments ?? [];
  if (lowerbound.length > 0) {
    printer.write("control(");
    ivs.forEach((iv, i) => {
      if (i > 0) printer.write(", ");
      printer.printOperand(iv);
      printer.write(" : ");
      printer.printType(iv.type);
    });
    printer.write(") = ");
    printBounds(printer, lowerbound);
    printer.write(" to ");
    printBounds(printer, upperbound);
    // MLIR 19 writes two spaces before `step`.
    printer.write("  step ");
    printBounds(printer, step);
    printer.write(" ");
  }
  printer.printRegion(region, false);
}
