// Alias references inside the body of an attribute/type that tsmlir keeps opaque. For a
// dialect registered in the context, `#dlti.dl_entry<"key", #map>` names a real nested attribute
// that upstream prints through its alias; keeping `#map` as the attribute it stands for
// lets our printer do the same (and define the alias), and lets the body be written out
// without aliases where no alias table exists (the bytecode text fallback).
import type { AsmParserState } from "../parser-state.js";
import { TokenKind } from "../token.js";
import type { OpaqueBodyPart } from "../../ir/attributes.js";
import { printerForDiagnostics } from "./diagnostic-text.js";

export interface ResolvedOpaqueBody {
  /** The body with every alias spelled out (printed without aliases). */
  readonly data: string;
  readonly parts: readonly OpaqueBodyPart[];
}

function hasSigil(body: string): boolean {
  return body.indexOf("#") >= 0 || body.indexOf("!") >= 0;
}

/**
 * Finds the `#alias` / `!alias` tokens of a symbol body (from `bodyOffset` in the lexer's
 * text) that name aliases defined so far. Undefined when there are none or the body does
 * not lex (it then stays plain text, as upstream keeps an unknown dialect's body).
 */
export function resolveOpaqueBodyAliases(p: AsmParserState, body: string, bodyOffset: number): ResolvedOpaqueBody | undefined {
  if (!hasSigil(body)) return undefined;
  const lexer = p.lexer;
  const resumeAt = lexer.start;
  const bodyEnd = bodyOffset + body.length;
  const parts: OpaqueBodyPart[] = [];
  let textStart = bodyOffset;
  let found = false;
  let kind = lexer.resetTo(bodyOffset);
  while (kind !== TokenKind.Eof && lexer.start < bodyEnd) {
    if (kind === TokenKind.Error) {
      found = false;
      break;
    }
    if (kind === TokenKind.HashIdentifier || kind === TokenKind.ExclamationIdentifier) {
      const name = lexer.text.slice(lexer.start + 1, lexer.end);
      // `#ns.x` and `#ns<...>` are dialect symbols, not alias references.
      const value =
        name.indexOf(".") < 0 && lexer.text.charCodeAt(lexer.end) !== 60
          ? kind === TokenKind.HashIdentifier
            ? p.attributeAliases.get(name)
            : p.typeAliases.get(name)
          : undefined;
      if (value !== undefined) {
        if (lexer.start > textStart) parts.push(lexer.text.slice(textStart, lexer.start));
        parts.push(value);
        textStart = lexer.end;
        found = true;
      }
    }
    kind = lexer.next();
  }
  if (lexer.resetTo(resumeAt) === TokenKind.Error) throw lexer.tokenError();
  if (!found) return undefined;
  if (bodyEnd > textStart) parts.push(lexer.text.slice(textStart, bodyEnd));
  return { data: spellOut(parts), parts };
}

/** The body text with each nested value printed in full (no aliases). */
export function spellOut(parts: readonly OpaqueBodyPart[]): string {
  return printerForDiagnostics().printOpaqueBody(parts);
}
