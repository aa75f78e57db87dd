// scf.index_switch's cases, the `custom<SwitchCases>` directive of its assembly format
// (MLIR's hand-written parseSwitchCases / printSwitchCases).
import { DenseArrayAttr, Region, type Attribute, type Operation } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref } from "../../asm/op-asm/index.js";

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
