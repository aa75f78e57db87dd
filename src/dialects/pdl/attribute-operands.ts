// `{"name" = %value, ...}`: the attribute operands of pdl.operation and
// pdl_interp.create_operation (their C++ custom directives), names in an array attribute.
import { ArrayAttr, StringAttr, type Attribute, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";

export function parseAttributeOperands(parser: OpAsmParser, values: UnresolvedOperand[], names: Ref<Attribute>): void {
  const parsed: Attribute[] = [];
  if (parser.parseOptionalLBrace()) {
    parser.parseCommaSeparatedList("none", () => {
      parsed.push(parser.parseAttributeOf(StringAttr));
      parser.parseEqual();
      values.push(parser.parseOperand());
    });
    parser.parseRBrace();
  }
  names.value = parser.getBuilder().getArrayAttr(parsed);
}

export function printAttributeOperands(printer: OpAsmPrinter, values: readonly Value[], names: Attribute | undefined): void {
  const entries = names instanceof ArrayAttr ? names.value : [];
  if (entries.length === 0) return;
  printer.write(" {");
  entries.forEach((name, i) => {
    if (i > 0) printer.write(", ");
    printer.printAttribute(name);
    printer.write(" = ");
    const value = values[i];
    if (value !== undefined) printer.printOperand(value);
  });
  printer.write("}");
}
