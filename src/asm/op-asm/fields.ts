// Parameter-level helpers for generated attribute/type parsers and printers
// (MLIR's FieldParser and the parameter printing of AttrOrTypeFormatGen).
import { Attribute } from "../../ir/attributes.js";
import { Type } from "../../ir/types.js";
import { AttrTypePrinter, quoteString } from "../attr-type/index.js";
import { TokenKind } from "../token.js";
import type { AsmParser } from "./asm-parser.js";

/** Comma separated fields (at least one). */
export function parseFieldList<T>(parser: AsmParser, parseElement: () => T): T[] {
  const out = [parseElement()];
  while (parser.parseOptionalComma()) out.push(parseElement());
  return out;
}

export function parseBooleanField(parser: AsmParser): boolean {
  const offset = parser.getCurrentLocation();
  if (parser.parseOptionalKeyword("true")) return true;
  if (parser.parseOptionalKeyword("false")) return false;
  throw parser.emitError(offset, "expected 'true' or 'false'");
}

const CLOSING = new Set<TokenKind>([TokenKind.Greater, TokenKind.RParen, TokenKind.RSquare, TokenKind.RBrace, TokenKind.Comma, TokenKind.Eof]);

/** An optional parameter: absent when the next token closes the list. */
export function parseOptionalField<T>(parser: AsmParser, parseElement: () => T): T | undefined {
  if (CLOSING.has(parser.p.lexer.kind)) return undefined;
  return parseElement();
}

/** Structural equality of parameter values (uniqued attributes/types compare by identity). */
export function fieldEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => fieldEquals(x, b[i]));
  if (typeof a === "bigint" || typeof b === "bigint") return typeof a !== "object" && typeof b !== "object" && BigInt(a as bigint) === BigInt(b as bigint);
  return false;
}

/** Collects the text of an attribute or type body. */
export class FieldPrinter {
  private readonly parts: string[] = [];
  private readonly attrs = new AttrTypePrinter({});

  write(text: string): void {
    this.parts.push(text);
  }

  /** `$_printer.print(text)` in parameter printer snippets. */
  print(text: string): void {
    this.parts.push(text);
  }

  printType(type: Type): void {
    this.parts.push(this.attrs.printType(type));
  }

  printAttribute(attr: Attribute): void {
    this.parts.push(this.attrs.printAttribute(attr));
  }

  /** A parameter as MLIR's printStrippedAttrOrType / operator<< prints it. */
  printStripped(value: unknown): void {
    this.parts.push(this.fieldText(value, true));
  }

  /** A parameter printed with its `#dialect.` / `!dialect.` prefix. */
  printQualified(value: unknown): void {
    this.parts.push(this.fieldText(value, false));
  }

  private fieldText(value: unknown, stripped: boolean): string {
    if (value instanceof Type) return this.attrs.printType(value);
    if (value instanceof Attribute) {
      if (stripped) {
        const printBody = (value as unknown as { printBody?: () => string }).printBody;
        const mnemonic = (value.constructor as { mnemonic?: unknown }).mnemonic;
        if (typeof printBody === "function") {
          const text = printBody.call(value);
          return typeof mnemonic === "string" && text.startsWith(mnemonic) ? text.slice(mnemonic.length) : text;
        }
      }
      return this.attrs.printAttribute(value);
    }
    if (typeof value === "string") return quoteString(value);
    if (Array.isArray(value)) return value.map((v) => this.fieldText(v, stripped)).join(", ");
    return String(value);
  }

  text(): string {
    return this.parts.join("");
  }
}
