import { describe, expect, it } from "vitest";
import { SourceFile } from "../../src/support/source.js";
import { Lexer } from "../../src/asm/lexer.js";
import { TokenKind, decodeStringLiteral, decodeHexStringLiteral, smallIntegerTokenValue, symbolReferenceName } from "../../src/asm/token.js";

function lex(text: string): Array<[TokenKind, string]> {
  const lexer = new Lexer(new SourceFile("t.mlir", text));
  const out: Array<[TokenKind, string]> = [];
  for (;;) {
    out.push([lexer.kind, lexer.spelling()]);
    if (lexer.kind === TokenKind.Eof || lexer.kind === TokenKind.Error) return out;
    lexer.next();
  }
}

describe("lexer", () => {
  it("lexes prefixed identifiers, punctuation and literals", () => {
    expect(lex('%0:2 = "foo.bar"(%arg0#1) <{a = 1}> : (i32) -> si8 // c\n^bb0 !t #x.y @s @"q r" {-# #-} ... 0x1F 2.5e-3 3.')).toEqual([
      [TokenKind.PercentIdentifier, "%0"],
      [TokenKind.Colon, ":"],
      [TokenKind.Integer, "2"],
      [TokenKind.Equal, "="],
      [TokenKind.String, '"foo.bar"'],
      [TokenKind.LParen, "("],
      [TokenKind.PercentIdentifier, "%arg0"],
      [TokenKind.HashIdentifier, "#1"],
      [TokenKind.RParen, ")"],
      [TokenKind.Less, "<"],
      [TokenKind.LBrace, "{"],
      [TokenKind.BareIdentifier, "a"],
      [TokenKind.Equal, "="],
      [TokenKind.Integer, "1"],
      [TokenKind.RBrace, "}"],
      [TokenKind.Greater, ">"],
      [TokenKind.Colon, ":"],
      [TokenKind.LParen, "("],
      [TokenKind.IntType, "i32"],
      [TokenKind.RParen, ")"],
      [TokenKind.Arrow, "->"],
      [TokenKind.IntType, "si8"],
      [TokenKind.CaretIdentifier, "^bb0"],
      [TokenKind.ExclamationIdentifier, "!t"],
      [TokenKind.HashIdentifier, "#x.y"],
      [TokenKind.AtIdentifier, "@s"],
      [TokenKind.AtIdentifier, '@"q r"'],
      [TokenKind.FileMetadataBegin, "{-#"],
      [TokenKind.FileMetadataEnd, "#-}"],
      [TokenKind.Ellipsis, "..."],
      [TokenKind.Integer, "0x1F"],
      [TokenKind.FloatLiteral, "2.5e-3"],
      [TokenKind.FloatLiteral, "3."],
      [TokenKind.Eof, ""],
    ]);
  });

  it("distinguishes keywords, int types and bare identifiers", () => {
    expect(lex("f32 dense i0 ui16 i3x __proto__ constructor 0xi32")).toEqual([
      [TokenKind.KwF32, "f32"],
      [TokenKind.KwDense, "dense"],
      [TokenKind.IntType, "i0"],
      [TokenKind.IntType, "ui16"],
      [TokenKind.BareIdentifier, "i3x"],
      [TokenKind.BareIdentifier, "__proto__"],
      [TokenKind.BareIdentifier, "constructor"],
      [TokenKind.Integer, "0"],
      [TokenKind.BareIdentifier, "xi32"],
      [TokenKind.Eof, ""],
    ]);
  });

  it("reports lexical errors with their offsets", () => {
    const cases: Array<[string, string, number]> = [
      ['"abc', "expected '\"' in string literal", 4],
      ['"a\\qb"', "unknown escape in string literal", 2],
      ["%", "invalid SSA name", 0],
      ["..", "expected three consecutive dots for an ellipsis", 1],
      ["$", "unexpected character", 0],
      ["@1", "@ identifier expected to start with letter or '_'", 1],
    ];
    for (const [text, message, offset] of cases) {
      const lexer = new Lexer(new SourceFile("t.mlir", text));
      while (lexer.kind !== TokenKind.Error && lexer.kind !== TokenKind.Eof) lexer.next();
      expect(lexer.kind).toBe(TokenKind.Error);
      expect(lexer.errorMessage).toBe(message);
      expect(lexer.errorOffset).toBe(offset);
    }
  });

  it("lexes long strings (past the native scan's threshold) exactly as short ones", () => {
    const body = (n: number, c = "a") => c.repeat(n);
    // Escapes, quotes and line breaks inside and after long bodies; several long strings in one file.
    const text = `"${body(300)}\\"${body(400)}" "${body(1000, "b")}" "x" "${body(500)}\\\\${body(700)}\\n${body(5)}"`;
    expect(lex(text).map(([kind, spelling]) => [kind, spelling.length])).toEqual([
      [TokenKind.String, 704],
      [TokenKind.String, 1002],
      [TokenKind.String, 3],
      [TokenKind.String, 1211],
      [TokenKind.Eof, 0],
    ]);
    const unterminated = `"${body(600)}\n"${body(10)}"`;
    const lexer = new Lexer(new SourceFile("t.mlir", unterminated));
    expect(lexer.kind).toBe(TokenKind.Error);
    expect(lexer.errorMessage).toBe("expected '\"' in string literal");
    expect(lexer.errorOffset).toBe(601);
    // Lexing again from an earlier offset finds the same ends (the remembered searches are not reused backwards).
    const twice = new Lexer(new SourceFile("t.mlir", `"${body(300)}" "${body(300)}"`));
    twice.next();
    expect(twice.end).toBe(605);
    twice.resetTo(0);
    expect([twice.kind, twice.end]).toEqual([TokenKind.String, 302]);
  });

  it("decodes literal values", () => {
    const s = '"a\\"b\\\\c\\n\\t\\E2\\82"';
    expect(decodeStringLiteral(s, 0, s.length)).toBe('a"b\\c\n\t\xE2\x82');
    const h = '"0x0A0b"';
    expect(decodeHexStringLiteral(h, 0, h.length)).toBe("\x0a\x0b");
    expect(smallIntegerTokenValue("0x1F", 0, 4)).toBe(31);
    expect(smallIntegerTokenValue("1234", 0, 4)).toBe(1234);
    expect(symbolReferenceName('@"a\\22"', 0, 7)).toBe('a"');
  });
});
