// The operand lists affine's custom syntax puts after a map or an integer set:
// `(%d0, %d1)[%s0]`, the dims' operands in parentheses and the symbols' in optional square
// brackets (MLIR's parseDimAndSymbolList / printDimAndSymbolList).
import type { Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter } from "../../asm/op-asm/index.js";

/** Parses `(dims)[symbols]` into `operands` (resolved as index); returns the number of dims. */
export function parseDimAndSymbolList(parser: OpAsmParser, operands: Value[]): number {
  const uses = parser.parseOperandList("paren");
  const numDims = uses.length;
  uses.push(...parser.parseOperandList("optional-square"));
  parser.resolveOperands(uses, parser.getBuilder().getIndexType(), parser.getCurrentLocation(), operands);
  return numDims;
}

/** `(dims)` and, when there are symbols, `[symbols]`. */
export function printDimAndSymbolList(printer: OpAsmPrinter, operands: readonly Value[], numDims: number): void {
  printer.write("(");
  printer.printOperands(operands.slice(0, numDims));
  printer.write(")");
  if (operands.length > numDims) {
    printer.write("[");
    printer.printOperands(operands.slice(numDims));
    printer.write("]");
  }
}
