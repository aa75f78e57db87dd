// The `custom<...>` directives of acc.routine (C++ in MLIR's OpenACC.cpp): `bind("name" [dt])`,
// `gang([dt], dim: 1 : i64 [dt])` and the device types of worker/vector/seq.
import type { Attribute, Operation } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref } from "../../asm/op-asm/index.js";
import { elementsOf, hasDeviceTypeValues, hasOnlyNoneDeviceType, noneDeviceType, parseDeviceTypeList, parseOptionalDeviceTypeSuffix, printDeviceTypes, printDeviceTypeSuffix } from "./device-types.js";

/** `"name" [#acc.device_type<x>], "other"`: a name per device type. */
export function parseBindName(parser: OpAsmParser, bindName: Ref<Attribute>, deviceTypes: Ref<Attribute>): void {
  const names: Attribute[] = [];
  const attrs: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => {
    names.push(parser.parseAttribute());
    attrs.push(parseOptionalDeviceTypeSuffix(parser));
  });
  bindName.value = parser.getBuilder().getArrayAttr(names);
  deviceTypes.value = parser.getBuilder().getArrayAttr(attrs);
}

export function printBindName(printer: OpAsmPrinter, _op: Operation, bindName: Attribute | undefined, deviceTypes: Attribute | undefined): void {
  const types = elementsOf(deviceTypes);
  elementsOf(bindName).forEach((name, i) => {
    if (i > 0) printer.write(", ");
    printer.printAttribute(name);
    printDeviceTypeSuffix(printer, types[i]);
  });
}

/** `gang` alone (`none`), or `([dt, ...], dim: 1 : i64 [dt], ...)`; a bracketed list must be followed by dims. */
export function parseRoutineGangClause(parser: OpAsmParser, gang: Ref<Attribute>, gangDim: Ref<Attribute>, gangDimDeviceTypes: Ref<Attribute>): void {
  const builder = parser.getBuilder();
  if (!parser.parseOptionalLParen()) {
    gang.value = builder.getArrayAttr([noneDeviceType(parser.getContext())]);
    return;
  }
  const gangAttrs: Attribute[] = [];
  if (parser.parseOptionalLSquare()) {
    gangAttrs.push(...parseDeviceTypeList(parser));
    parser.parseComma();
  }
  const dims: Attribute[] = [];
  const attrs: Attribute[] = [];
  do {
    parser.parseKeyword("dim");
    parser.parseColon();
    dims.push(parser.parseAttribute());
    attrs.push(parseOptionalDeviceTypeSuffix(parser));
  } while (parser.parseOptionalComma());
  parser.parseRParen();
  gang.value = builder.getArrayAttr(gangAttrs);
  gangDim.value = builder.getArrayAttr(dims);
  gangDimDeviceTypes.value = builder.getArrayAttr(attrs);
}

export function printRoutineGangClause(printer: OpAsmPrinter, _op: Operation, gang: Attribute | undefined, gangDim: Attribute | undefined, gangDimDeviceTypes: Attribute | undefined): void {
  if (!hasDeviceTypeValues(gangDim) && hasOnlyNoneDeviceType(gang)) return;
  printer.write("(");
  printDeviceTypes(printer, gang);
  if (hasDeviceTypeValues(gang) && hasDeviceTypeValues(gangDim)) printer.write(", ");
  const types = elementsOf(gangDimDeviceTypes);
  elementsOf(gangDim).forEach((dim, i) => {
    if (i > 0) printer.write(", ");
    printer.write("dim: ");
    printer.printAttribute(dim);
    printDeviceTypeSuffix(printer, types[i]);
  });
  printer.write(")");
}

/** worker/vector/seq's device types: nothing (`none`) or `([dt, ...])`. */
export function parseDeviceTypeArrayAttr(parser: OpAsmParser, deviceTypes: Ref<Attribute>): void {
  if (!parser.parseOptionalLParen()) {
    deviceTypes.value = parser.getBuilder().getArrayAttr([noneDeviceType(parser.getContext())]);
    return;
  }
  parser.parseLSquare();
  deviceTypes.value = parser.getBuilder().getArrayAttr(parseDeviceTypeList(parser));
  parser.parseRParen();
}

export function printDeviceTypeArrayAttr(printer: OpAsmPrinter, _op: Operation, deviceTypes: Attribute | undefined): void {
  if (hasOnlyNoneDeviceType(deviceTypes)) return;
  printer.write("(");
  printDeviceTypes(printer, deviceTypes);
  printer.write(")");
}
