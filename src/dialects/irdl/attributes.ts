// irdl's attributes as text: `#irdl<variadicity_array[single, optional]>` is read element by
// element and kept in the spelling mlir-opt prints (each element after a space, as its
// directives build it: ./directives.ts), so a variadicity array written by hand prints as
// MLIR prints it. Other irdl attributes stay opaque text.
import { OpaqueAttr, type Attribute, type DialectAsmParser } from "../../ir/index.js";
import { AsmParser } from "../../asm/op-asm/index.js";
import { AsmParserState } from "../../asm/parser-state.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { VARIADICITIES, variadicityArrayText } from "./directives.js";

function parseVariadicity(parser: AsmParser): string {
  const at = parser.getCurrentLocation();
  const keyword = parser.parseOptionalKeywordAny();
  if (keyword !== undefined && (VARIADICITIES as readonly string[]).includes(keyword)) return keyword;
  const first = parser.emitError(at, `expected ::mlir::irdl::Variadicity to be one of: ${VARIADICITIES.join(", ")}`);
  const here = parser.getCurrentLocation();
  throw new DiagnosticsError([
    ...first.diagnostics,
    ...parser.emitError(here, "failed to parse VariadicityAttr parameter 'value' which is to be a `::mlir::irdl::Variadicity`").diagnostics,
    ...parser.emitError(here, "failed to parse VariadicityArrayAttr parameter 'value' which is to be a `::llvm::ArrayRef<VariadicityAttr>`").diagnostics,
  ]);
}

export function parseIrdlAttribute(state: DialectAsmParser): Attribute | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the irdl dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  if (parser.parseOptionalKeyword("variadicity_array") === false) return undefined;
  parser.parseLSquare();
  const kinds: string[] = [];
  if (!parser.parseOptionalRSquare()) {
    do kinds.push(parseVariadicity(parser));
    while (parser.parseOptionalComma());
    parser.parseRSquare();
  }
  return OpaqueAttr.get(state.context, "irdl", variadicityArrayText(kinds));
}
