// The C++ pieces of memref's declarative formats: memref.global's `type = initial-value`
// directive (the dynamic index lists are the shared directive), and the result names
// MemRefOps.cpp's getAsmResultNames give.
import { ElementsAttr, MemRefType, TypeAttr, UnitAttr, type Attribute, type Operation, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref } from "../../asm/op-asm/index.js";
import { printType } from "../runtime/values.js";
import { tensorTypeFromMemRefType } from "../upstream/syntax/shaped.js";

/** `memref<...> [= uninitialized | = elements]` (MLIR's parseGlobalMemrefOpTypeAndInitialValue). */
export function parseGlobalMemrefOpTypeAndInitialValue(parser: OpAsmParser, type: Ref<Attribute>, initialValue: Ref<Attribute>): void {
  const parsed = parser.parseType();
  if (!(parsed instanceof MemRefType) || !parsed.hasStaticShape()) {
    throw parser.emitError(parser.getNameLoc(), `type should be static shaped memref, but got '${printType(parsed)}'`);
  }
  type.value = TypeAttr.get(parsed);
  if (!parser.parseOptionalEqual()) return;
  if (parser.parseOptionalKeyword("uninitialized")) {
    initialValue.value = UnitAttr.get(parser.getContext());
    return;
  }
  const value = parser.parseAttribute(tensorTypeFromMemRefType(parsed));
  if (!(value instanceof ElementsAttr)) throw parser.emitError(parser.getNameLoc(), "initial value should be a unit or elements attribute");
  initialValue.value = value;
}

export function printGlobalMemrefOpTypeAndInitialValue(printer: OpAsmPrinter, _op: Operation, type: Attribute | undefined, initialValue: Attribute | undefined): void {
  if (type !== undefined) printer.printAttribute(type);
  if (initialValue === undefined) return;
  printer.write(" = ");
  if (initialValue instanceof UnitAttr) printer.write("uninitialized");
  else printer.printAttributeWithoutType(initialValue);
}

type SetName = (value: Value, name: string) => void;

/** getAsmResultNames of an op naming its result `name`. */
export function named(name: string): { getAsmResultNames: (op: { getOperation(): Operation }, setName: SetName) => void } {
  return { getAsmResultNames: (op, setName) => setName(op.getOperation().getResult(0), name) };
}

/** `%base_buffer, %offset, %sizes:N, %strides:N`: a pack is named by its first value. */
export const stridedMetadataNames = {
  getAsmResultNames(view: { getOperation(): Operation }, setName: SetName): void {
    const op = view.getOperation();
    if (op.numResults < 2) return;
    setName(op.getResult(0), "base_buffer");
    setName(op.getResult(1), "offset");
    const rank = (op.numResults - 2) / 2;
    if (rank >= 1) {
      setName(op.getResult(2), "sizes");
      setName(op.getResult(2 + rank), "strides");
    }
  },
};
