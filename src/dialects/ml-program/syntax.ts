// ml_program's custom directives (MLIRProgramOps.cpp in MLIR 19): token ordering clauses, a
// global's typed initial value and symbol visibility.
import { StringAttr, TypeAttr } from "../../ir/index.js";
import type { MlProgramDirectiveHooks } from "../../../generated/ml-program.js";

export const mlProgramDirectives: MlProgramDirectiveHooks = {
  // `ordering(%a, %b -> !ml_program.token)` or `ordering(() -> type)`; the produced token's type is required.
  parseTokenOrdering(parser, consumeTokens, produceTokenType) {
    if (!parser.parseOptionalKeyword("ordering")) return;
    parser.parseLParen();
    if (parser.parseOptionalLParen()) parser.parseRParen();
    else consumeTokens.push(...parser.parseOperandList());
    parser.parseArrow();
    produceTokenType.value = parser.parseType();
    parser.parseRParen();
  },
  printTokenOrdering(printer, _op, consumeTokens, produceTokenType) {
    printer.write(" ordering(");
    if (consumeTokens.length === 0) printer.write("()");
    else printer.printOperands(consumeTokens);
    printer.write(" -> ");
    printer.printType(produceTokenType);
    printer.write(")");
  },
  // `(value) : type` or `: type`.
  parseTypedInitialValue(parser, type, value) {
    if (parser.parseOptionalLParen()) {
      value.value = parser.parseAttribute();
      parser.parseRParen();
    }
    type.value = TypeAttr.get(parser.parseColonType());
  },
  printTypedInitialValue(printer, _op, type, value) {
    if (value !== undefined) {
      printer.write("(");
      printer.printAttribute(value);
      printer.write(")");
    }
    printer.write(" : ");
    if (type !== undefined) printer.printAttribute(type);
  },
  parseSymbolVisibility(parser, visibility) {
    const offset = parser.getCurrentLocation();
    const keyword = parser.parseOptionalKeywordAny(["public", "private", "nested"]);
    if (keyword === undefined) throw parser.emitError(offset, "expected 'public', 'private', or 'nested'");
    visibility.value = StringAttr.get(parser.getContext(), keyword);
  },
  printSymbolVisibility(printer, _op, visibility) {
    printer.write(visibility instanceof StringAttr ? visibility.value : "public");
  },
};
