// sparse_tensor's `custom<LevelRange>` directive (C++ in MLIR's SparseTensorDialect.cpp):
// `lo` or `lo to hi`, a range of levels [lo, hi) kept as two index attributes.
import { IndexType, IntegerAttr, type Attribute, type Operation } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref } from "../../asm/op-asm/index.js";

export function parseLevelRange(parser: OpAsmParser, loLvl: Ref<Attribute>, hiLvl: Ref<Attribute>): void {
  const lo = parser.parseInteger();
  // A single level `lo` is the range [lo, lo + 1).
  const hi = parser.parseOptionalKeyword("to") ? parser.parseInteger() : lo + 1n;
  if (hi <= lo) throw parser.emitError(parser.getNameLoc(), "expect larger level upper bound than lower bound");
  const index = IndexType.get(parser.getContext());
  loLvl.value = IntegerAttr.get(index, lo);
  hiLvl.value = IntegerAttr.get(index, hi);
}

export function printLevelRange(printer: OpAsmPrinter, _op: Operation, loLvl: Attribute | undefined, hiLvl: Attribute | undefined): void {
  if (!(loLvl instanceof IntegerAttr) || !(hiLvl instanceof IntegerAttr)) return;
  const lo = BigInt(loLvl.value);
  const hi = BigInt(hiLvl.value);
  printer.write(lo + 1n === hi ? `${lo}` : `${lo} to ${hi}`);
}
