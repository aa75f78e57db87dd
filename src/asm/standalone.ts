// One type or attribute read from (written to) a string of its own, outside any op: what
// MLIR's mlir::parseType / mlir::parseAttribute do, for dialect hooks that keep part of
// their syntax as text (a stub dialect's types nested in another's body, say).
import type { Attribute } from "../ir/attributes.js";
import type { MLIRContext } from "../ir/context.js";
import type { Type } from "../ir/types.js";
import { DiagnosticError } from "../support/diagnostic.js";
import { SourceFile } from "../support/source.js";
import { AttrTypePrinter, parseAttribute, parseType } from "./attr-type/index.js";
import { AsmParserState } from "./parser-state.js";
import { TokenKind } from "./token.js";

function parseWhole<T>(text: string, context: MLIRContext, parse: (p: AsmParserState) => T, what: string, sourceName: string): T {
  const state = new AsmParserState(new SourceFile(sourceName, text), context, { allowUnregisteredDialect: context.allowUnregisteredDialects });
  const value = parse(state);
  if (state.kind !== TokenKind.Eof) {
    throw new DiagnosticError({ severity: "error", message: `trailing characters found after ${what} assembly format: ${text.slice(state.lexer.start)}` });
  }
  return value;
}

/** The type `text` spells; throws a DiagnosticError (located in `sourceName`) when it spells none. */
export function parseTypeText(text: string, context: MLIRContext, sourceName = "<type>"): Type {
  return parseWhole(text, context, (p) => parseType(p), "type", sourceName);
}

/** The attribute `text` spells; throws a DiagnosticError (located in `sourceName`) when it spells none. */
export function parseAttributeText(text: string, context: MLIRContext, sourceName = "<attribute>"): Attribute {
  return parseWhole(text, context, (p) => parseAttribute(p), "attribute", sourceName);
}

/** `type` as mlir-opt writes it, without aliases. */
export function printTypeText(type: Type): string {
  return new AttrTypePrinter().printTypeWithoutAlias(type);
}

/** `attr` as mlir-opt writes it, without aliases. */
export function printAttributeText(attr: Attribute): string {
  return new AttrTypePrinter().printAttributeWithoutAlias(attr);
}
