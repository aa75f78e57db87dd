// acc's device_type attributes as tsmlir keeps them: opaque `#acc.device_type<nvidia>`. Most
// acc clauses carry, beside their operands, an array naming the device type each operand (or
// segment of operands) applies to; `none` is the default and is not written.
import { ArrayAttr, DenseArrayAttr, OpaqueAttr, opaqueParameter, type Attribute, type MLIRContext } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter } from "../../asm/op-asm/index.js";

export function deviceTypeAttr(context: MLIRContext, name: string): OpaqueAttr {
  return OpaqueAttr.get(context, "acc", `device_type<${name}>`);
}

/** The default device type, given to clauses written without `[#acc.device_type<...>]`. */
export function noneDeviceType(context: MLIRContext): OpaqueAttr {
  return deviceTypeAttr(context, "none");
}

export function isNoneDeviceType(attr: Attribute | undefined): boolean {
  return attr instanceof OpaqueAttr && attr.dialect === "acc" && opaqueParameter(attr.data, "device_type") === "none";
}

/** The elements of an optional array attribute (none when absent or not an array). */
export function elementsOf(attr: Attribute | undefined): readonly Attribute[] {
  return attr instanceof ArrayAttr ? attr.value : [];
}

/** MLIR's hasDeviceTypeValues: a present, non-empty array. */
export function hasDeviceTypeValues(attr: Attribute | undefined): boolean {
  return elementsOf(attr).length > 0;
}

/** An array holding only `none` (what a keyword written alone stands for). */
export function hasOnlyNoneDeviceType(attr: Attribute | undefined): boolean {
  const elements = elementsOf(attr);
  return elements.length === 1 && isNoneDeviceType(elements[0]);
}

/** ` [#acc.device_type<x>]` after an operand or segment, or `none` when not written. */
export function parseOptionalDeviceTypeSuffix(parser: OpAsmParser): Attribute {
  if (!parser.parseOptionalLSquare()) return noneDeviceType(parser.getContext());
  const attr = parser.parseAttribute();
  parser.parseRSquare();
  return attr;
}

/** The suffix of a device type other than `none`. */
export function printDeviceTypeSuffix(printer: OpAsmPrinter, attr: Attribute | undefined): void {
  if (attr === undefined || isNoneDeviceType(attr)) return;
  printer.write(" [");
  printer.printAttribute(attr);
  printer.write("]");
}

/** `[#acc.device_type<a>, #acc.device_type<b>]`, nothing for an absent or empty array. */
export function printDeviceTypes(printer: OpAsmPrinter, attr: Attribute | undefined): void {
  const elements = elementsOf(attr);
  if (elements.length === 0) return;
  printer.write("[");
  elements.forEach((e, i) => {
    if (i > 0) printer.write(", ");
    printer.printAttribute(e);
  });
  printer.write("]");
}

/** `[a, b]` of device types written before a clause's values (a keyword-only list). */
export function parseDeviceTypeList(parser: OpAsmParser): Attribute[] {
  const attrs: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => attrs.push(parser.parseAttribute()));
  parser.parseRSquare();
  return attrs;
}

/** The sizes of a DenseI32ArrayAttr of segment sizes (none when absent). */
export function segmentSizes(attr: Attribute | undefined): readonly number[] {
  return attr instanceof DenseArrayAttr ? Array.from(attr.values, Number) : [];
}
