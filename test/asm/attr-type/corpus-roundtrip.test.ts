// Every attribute and type in mlir-opt 19's generic prints of the corpus must parse and
// print back byte-identically. The generic form is scanned line by line: alias
// definitions, block argument types, properties `<{...}>`, discardable attribute
// dictionaries and op function types are each parsed and re-printed.
import { describe, expect, it } from "vitest";
import { genericDir, skipWithout } from "../../environment.js";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MLIRContext } from "../../../src/ir/context.js";
import type { Attribute } from "../../../src/ir/attributes.js";
import type { Type } from "../../../src/ir/types.js";
import { SourceFile } from "../../../src/support/source.js";
import { AsmParserState } from "../../../src/asm/parser-state.js";
import { TokenKind } from "../../../src/asm/token.js";
import { AttrTypePrinter, parseAttribute, parseAttributeDictionaryEntries, parseType } from "../../../src/asm/attr-type/index.js";
import { DiagnosticError, formatDiagnostic } from "../../../src/support/diagnostic.js";

interface Tally {
  checked: number;
  identical: number;
  mergedAliases: number;
  failures: string[];
}

function checkFile(name: string, text: string, tally: Tally): void {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const file = new SourceFile(name, text);
  const p = new AsmParserState(file, context, { allowUnregisteredDialect: true });
  const attrAliases = new Map<Attribute, string>();
  const typeAliases = new Map<Type, string>();
  const printer = new AttrTypePrinter({
    aliases: {
      attributeAlias: (a) => attrAliases.get(a),
      typeAlias: (t) => typeAliases.get(t),
    },
  });
  const lexer = p.lexer;
  const kind = (): TokenKind => lexer.kind;
  // Alias definitions whose values print alike parse to one object (MLIR merges them the
  // same way when it re-reads its own output); uses of the later name print the first.
  const merged = new Map<string, string>();
  const record = (what: string, start: number, printed: string): void => {
    let original = text.slice(start, lexer.start).trimEnd();
    for (const [later, first] of merged) original = original.replace(new RegExp(`${later}(?![\\w$.])`, "g"), first);
    tally.checked++;
    if (original === printed) tally.identical++;
    else if (tally.failures.length < 40) tally.failures.push(`${name}: ${what}\n  original: ${original.slice(0, 300)}\n  printed:  ${printed.slice(0, 300)}`);
  };
  const attempt = (what: string, fn: () => void): void => {
    try {
      fn();
    } catch (e) {
      tally.checked++;
      const msg = e instanceof DiagnosticError ? formatDiagnostic(e.diagnostic) : String(e);
      if (tally.failures.length < 40) tally.failures.push(`${name}: ${what} failed to parse:\n${msg.slice(0, 600)}`);
    }
  };
  const attrAt = (what: string): void => {
    const start = lexer.start;
    attempt(what, () => {
      const a = parseAttribute(p);
      record(what, start, printer.printAttribute(a));
    });
  };
  const dictAt = (): void => {
    const start = lexer.start;
    attempt("attribute dictionary", () => {
      const entries = parseAttributeDictionaryEntries(p);
      const sorted = [...entries].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
      record("attribute dictionary", start, printer.printAttributeDictionary(sorted));
    });
  };
  const typeAt = (what: string): void => {
    const start = lexer.start;
    attempt(what, () => {
      const t = parseType(p);
      record(what, start, printer.printType(t));
    });
  };

  let offset = 0;
  let inResources = false;
  while (offset < text.length) {
    let lineEnd = text.indexOf("\n", offset);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(offset, lineEnd);
    const trimmed = line.trimStart();
    const lineStart = offset + (line.length - trimmed.length);
    offset = lineEnd + 1;
    if (trimmed.startsWith("{-#")) inResources = true;
    if (inResources) {
      if (trimmed.startsWith("#-}")) inResources = false;
      continue;
    }
    if (trimmed.length === 0 || trimmed.startsWith("//")) continue;
    lexer.resetTo(lineStart);
    if (trimmed.startsWith("#") || trimmed.startsWith("!")) {
      // Alias definition: `#name = attr` / `!name = type`.
      const isType = trimmed.startsWith("!");
      const aliasName = lexer.text.slice(lexer.start + 1, lexer.end);
      p.consume();
      p.expect(TokenKind.Equal, "expected '='");
      const start = lexer.start;
      attempt(`alias ${aliasName}`, () => {
        if (isType) {
          const t = parseType(p);
          record(`alias ${aliasName}`, start, printer.printTypeWithoutAlias(t));
          p.typeAliases.set(aliasName, t);
          const first = typeAliases.get(t);
          if (first === undefined) typeAliases.set(t, aliasName);
          else merged.set(`!${aliasName}`, `!${first}`);
        } else {
          const a = parseAttribute(p);
          record(`alias ${aliasName}`, start, printer.printAttributeWithoutAlias(a));
          p.attributeAliases.set(aliasName, a);
          const first = attrAliases.get(a);
          if (first === undefined) attrAliases.set(a, aliasName);
          else {
            merged.set(`#${aliasName}`, `#${first}`);
            tally.mergedAliases++;
          }
        }
      });
      continue;
    }
    if (trimmed.startsWith("^")) {
      // Block header: `^bb1(%a: type, %b: type):`
      p.consume();
      if (!p.consumeIf(TokenKind.LParen)) continue;
      while (kind() === TokenKind.PercentIdentifier) {
        p.consume();
        p.expect(TokenKind.Colon, "expected ':'");
        typeAt("block argument type");
        if (kind() === TokenKind.KwLoc) break;
        if (!p.consumeIf(TokenKind.Comma)) break;
      }
      continue;
    }
    // Region continuation lines: `}) {attrs} : type`, `}, {`.
    if (trimmed.startsWith("}")) {
      p.consume();
      if (!p.consumeIf(TokenKind.RParen)) continue;
      if (kind() === TokenKind.LBrace) dictAt();
      if (p.consumeIf(TokenKind.Colon)) typeAt("op type");
      continue;
    }
    // Op line: [results =] "name"(operands) [succ] [<{props}>] [({ | {attrs} : type]
    while (kind() === TokenKind.PercentIdentifier || kind() === TokenKind.Comma || kind() === TokenKind.Colon || kind() === TokenKind.Integer) {
      if (kind() === TokenKind.PercentIdentifier || kind() === TokenKind.Comma || kind() === TokenKind.Integer || kind() === TokenKind.Colon) p.consume();
    }
    p.consumeIf(TokenKind.Equal);
    if (kind() !== TokenKind.String) continue;
    p.consume();
    if (!p.consumeIf(TokenKind.LParen)) continue;
    while (kind() !== TokenKind.RParen && kind() !== TokenKind.Eof) p.consume();
    p.consume();
    if (p.consumeIf(TokenKind.LSquare)) {
      while (kind() !== TokenKind.RSquare && kind() !== TokenKind.Eof) p.consume();
      p.consume();
    }
    if (p.consumeIf(TokenKind.Less)) {
      attrAt("properties");
      if (!p.consumeIf(TokenKind.Greater)) continue;
    }
    if (kind() === TokenKind.LParen) continue; // regions follow on the next lines
    if (kind() === TokenKind.LBrace) dictAt();
    if (p.consumeIf(TokenKind.Colon)) typeAt("op type");
  }
}

describe("attribute/type round trip over the generic corpus", () => {
  it("prints every attribute and type back byte-identically", (ctx) => {
    skipWithout(ctx, "corpus");
    const tally: Tally = { checked: 0, identical: 0, mergedAliases: 0, failures: [] };
    const files = readdirSync(genericDir).filter((f) => f.endsWith(".mlir")).sort();
    for (const f of files) {
      const text = readFileSync(path.join(genericDir, f), "latin1");
      for (const chunk of text.split(/^\/\/ -----$/m)) checkFile(f, chunk, tally);
    }
    console.log(`attr-type corpus round trip: ${tally.identical}/${tally.checked} identical over ${files.length} files (${tally.mergedAliases} alias definitions merged with an equal-printing earlier one)`);
    if (tally.failures.length > 0) console.log(tally.failures.join("\n"));
    expect(tally.checked).toBeGreaterThan(1000);
    expect(tally.identical).toBe(tally.checked);
  });
});
