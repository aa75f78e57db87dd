// irdl's `custom<...>` directives (MLIR's IRDL.cpp): a definition's body, printed only when it
// holds something; operand and result constraints each with its variadicity
// (`(%a, optional %b, variadic %c)`); and an op's attribute constraints by name
// (`{"size" = %0}`). The variadicities are an opaque `#irdl<variadicity_array[...]>`
// holding the text mlir-opt prints for them.
import { ArrayAttr, Block, OpaqueAttr, type Attribute, type Operation, type Region, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";

export const VARIADICITIES = ["single", "optional", "variadic"] as const;
type Variadicity = (typeof VARIADICITIES)[number];

/** The variadicities an irdl.operands or irdl.results holds, in order. */
export function variadicities(attr: Attribute | undefined): Variadicity[] {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "irdl") return [];
  const body = /^variadicity_array\[(.*)\]$/s.exec(attr.data)?.[1] ?? "";
  return body
    .split(",")
    .map((s) => s.trim())
    .filter((s): s is Variadicity => (VARIADICITIES as readonly string[]).includes(s));
}

/** The body mlir-opt prints for a variadicity array: an ArrayOfAttr of enum attributes whose format is `$value`, each element after a space. */
export function variadicityArrayText(kinds: readonly string[]): string {
  return `variadicity_array[${kinds.map((k) => ` ${k}`).join(", ")}]`;
}

function variadicityArray(parser: OpAsmParser, kinds: readonly Variadicity[]): Attribute {
  return OpaqueAttr.get(parser.getContext(), "irdl", variadicityArrayText(kinds));
}

export function parseSingleBlockRegion(parser: OpAsmParser, body: Region): void {
  parser.parseOptionalRegion(body);
  if (body.empty()) body.appendBlock(new Block());
}

export function printSingleBlockRegion(printer: OpAsmPrinter, _op: Operation, body: Region): void {
  const block = body.getBlocks()[0];
  if (block !== undefined && block.firstOp !== null) printer.printRegion(body);
}

export function parseValuesWithVariadicity(parser: OpAsmParser, args: UnresolvedOperand[], variadicity: Ref<Attribute>): void {
  const kinds: Variadicity[] = [];
  parser.parseCommaSeparatedList("paren", () => {
    const keyword = parser.parseOptionalKeywordAny(VARIADICITIES);
    kinds.push((keyword as Variadicity | undefined) ?? "single");
    args.push(parser.parseOperand());
  });
  variadicity.value = variadicityArray(parser, kinds);
}

export function printValuesWithVariadicity(printer: OpAsmPrinter, _op: Operation, args: Value[], variadicity: Attribute | undefined): void {
  const kinds = variadicities(variadicity);
  printer.write("(");
  args.forEach((arg, i) => {
    if (i > 0) printer.write(", ");
    const kind = kinds[i] ?? "single";
    if (kind !== "single") printer.write(`${kind} `);
    printer.printOperand(arg);
  });
  printer.write(")");
}

export function parseAttributesOp(parser: OpAsmParser, attributeValues: UnresolvedOperand[], attributeValueNames: Ref<Attribute>): void {
  const names: Attribute[] = [];
  if (parser.parseOptionalLBrace()) {
    parser.parseCommaSeparatedList("none", () => {
      names.push(parser.parseAttribute());
      parser.parseEqual();
      attributeValues.push(parser.parseOperand());
    });
    parser.parseRBrace();
  }
  attributeValueNames.value = ArrayAttr.get(parser.getContext(), names);
}

export function printAttributesOp(printer: OpAsmPrinter, _op: Operation, attributeValues: Value[], attributeValueNames: Attribute | undefined): void {
  const names = attributeValueNames instanceof ArrayAttr ? attributeValueNames.value : [];
  if (names.length === 0) return;
  printer.write("{");
  names.forEach((name, i) => {
    if (i > 0) printer.write(", ");
    printer.printAttribute(name);
    printer.write(" = ");
    const value = attributeValues[i];
    if (value !== undefined) printer.printOperand(value);
  });
  printer.write("}");
}
