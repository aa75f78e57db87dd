// Hand-written functions behind the test dialect's `custom<Pair>` and `custom<Echo>`
// directives, using the custom assembly API as a dialect author would.
import type { Operation, Type, Value } from "../../../src/ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../../src/asm/op-asm/index.js";

/** `<%v : type>` */
export function parsePair(parser: OpAsmParser, operand: Ref<UnresolvedOperand>, type: Ref<Type>): void {
  parser.parseLess();
  operand.value = parser.parseOperand();
  type.value = parser.parseColonType();
  parser.parseGreater();
}

export function printPair(printer: OpAsmPrinter, _op: Operation, operand: Value, type: Type): void {
  printer.write("<");
  printer.printOperand(operand);
  printer.write(" : ");
  printer.printType(type);
  printer.write(">");
}

/** `echo` — checks that `ref(...)` arguments arrive already parsed and the string argument is passed through. */
export function parseEcho(parser: OpAsmParser, operand: UnresolvedOperand | undefined, type: Type | undefined, code: number): void {
  const offset = parser.getCurrentLocation();
  parser.parseKeyword("echo");
  if (operand === undefined || type === undefined || code !== 42) throw parser.emitError(offset, "ref arguments not bound");
}

export function printEcho(printer: OpAsmPrinter, _op: Operation, operand: Value, type: Type, code: number): void {
  if (operand.type !== type || code !== 42) throw new Error("custom directive received mismatched arguments");
  printer.write("echo");
}
