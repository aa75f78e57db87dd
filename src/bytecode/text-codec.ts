// The textual fallback for attributes and types without a custom encoding, backed by
// the asm layer's parser and printer (no aliases, as upstream writes them).
import { AsmParserState } from "../asm/parser-state.js";
import { AttrTypePrinter, parseAttribute, parseType } from "../asm/attr-type/index.js";
import { TokenKind } from "../asm/token.js";
import type { Attribute } from "../ir/attributes.js";
import type { MLIRContext } from "../ir/context.js";
import type { Type } from "../ir/types.js";
import { DiagnosticError } from "../support/diagnostic.js";
import { SourceFile } from "../support/source.js";
import type { TextualAttrTypeCodec } from "./reader/textual.js";

function parseWhole<T>(text: string, context: MLIRContext, parse: (p: AsmParserState) => T, what: string): T {
  const state = new AsmParserState(new SourceFile(`<bytecode ${what}>`, text), context, {
    allowUnregisteredDialect: context.allowUnregisteredDialects,
  });
  const value = parse(state);
  if (state.kind !== TokenKind.Eof) {
    throw new DiagnosticError({ severity: "error", message: `trailing characters found after ${what} assembly format: ${text.slice(state.lexer.start)}` });
  }
  return value;
}

export class AsmTextualCodec implements TextualAttrTypeCodec {
  private readonly printer = new AttrTypePrinter();

  parseAttribute(text: string, context: MLIRContext): Attribute {
    return parseWhole(text, context, (p) => parseAttribute(p), "attribute");
  }
  parseType(text: string, context: MLIRContext): Type {
    return parseWhole(text, context, (p) => parseType(p), "type");
  }
  printAttribute(attr: Attribute): string {
    return this.printer.printAttribute(attr);
  }
  printType(type: Type): string {
    return this.printer.printType(type);
  }
}
