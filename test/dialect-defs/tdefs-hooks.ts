// The hand-written part of the tdefs test dialect: what its generated module asks of the
// author (TdefsDialectHooks), as a dialect author writes it against the public API.
import { OpaqueType, type TdefsDialectHooks } from "./tdefs.generated.js";

export const tdefsHooks: TdefsDialectHooks = {
  verifyRangeAttr(emitError, lo, hi) {
    if (lo > hi) throw emitError(`range lower bound ${lo} exceeds upper bound ${hi}`);
  },
  getWeightWeightAttr: (attr) => attr.value,
  getRankBoxType: (type) => type.dims.length,
  getSizeBoxType: (type) => type.dims.reduce((a, b) => a * b, 1n),
  verifyBoxType(emitError, _elementType, size, dims) {
    if (dims.some((d) => d < 0n)) throw emitError("box dimensions must not be negative");
    if (size !== undefined && size < 0) throw emitError(`box size must not be negative, got ${size}`);
  },
  parseOpaqueType(parser) {
    parser.parseLess();
    const data = parser.parseString();
    parser.parseGreater();
    return OpaqueType.get(parser.context, data);
  },
  printOpaqueType(value, printer) {
    printer.write("<");
    printer.printString(value.data);
    printer.write(">");
  },
  parseCount(parser, count) {
    parser.parseKeyword("n");
    parser.parseEqual();
    count.value = parser.parseSafeInteger();
  },
  printCount(printer, count) {
    printer.write(`n = ${count}`);
  },
  parseEcho(parser, count) {
    parser.parseKeyword("echo");
    const at = parser.getCurrentLocation();
    if (parser.parseSafeInteger() !== count) throw parser.emitError(at, "the echo must repeat the count");
  },
  printEcho(printer, count) {
    printer.write(`echo ${count}`);
  },
};
