// The `{-# dialect_resources: {...}, external_resources: {...} #-}` file metadata:
// parsing into the context (builtin blobs) / an external resource table, and printing
// it back after the top-level op the way MLIR's AsmPrinter does.
import type { ResourceBlobHandle } from "../ir/attributes.js";
import type { Dialect } from "../ir/dialect.js";
import type { AsmParserState } from "./parser-state.js";
import { TokenKind, decodeStringLiteral, isKeyword } from "./token.js";
import { decodeHexLiteralBytes, hexLiteralText } from "./hex.js";
import { quoteString } from "./escape.js";

export type ExternalResourceValue =
  | { readonly kind: "blob"; readonly alignment: number; readonly data: Uint8Array }
  | { readonly kind: "bool"; readonly value: boolean }
  | { readonly kind: "string"; readonly value: string };

/** External resources kept as parsed (MLIR's fallback resource map): provider -> key -> value. */
export class ExternalResources {
  readonly providers = new Map<string, Map<string, ExternalResourceValue>>();
  provider(name: string): Map<string, ExternalResourceValue> {
    let entries = this.providers.get(name);
    if (entries === undefined) {
      entries = new Map();
      this.providers.set(name, entries);
    }
    return entries;
  }
}

/** A resource or metadata key: an identifier or keyword (MLIR 19 refuses string keys there); undefined if none. */
function parseKeyword(p: AsmParserState): string | undefined {
  const lexer = p.lexer;
  if (lexer.kind === TokenKind.BareIdentifier || isKeyword(lexer.kind) || lexer.kind === TokenKind.IntType) {
    const key = lexer.spelling();
    p.consume();
    return key;
  }
  return undefined;
}

/** `{ elt, elt, ... }` after the opening brace was consumed; `end` closes the list. */
function parseListUntil(p: AsmParserState, end: TokenKind, element: () => void): void {
  if (p.consumeIf(end)) return;
  for (;;) {
    element();
    if (p.consumeIf(TokenKind.Comma)) continue;
    p.expect(end, `expected ',' or '${end === TokenKind.RBrace ? "}" : "#-}"}'`);
    return;
  }
}

interface BlobValue {
  readonly alignment: number;
  readonly data: Uint8Array;
}

function parseBlob(p: AsmParserState, key: string): BlobValue {
  const lexer = p.lexer;
  const offset = lexer.start;
  const bytes = lexer.kind === TokenKind.String ? decodeHexLiteralBytes(lexer.text, lexer.start, lexer.end) : undefined;
  // MLIR takes the value token before its handler reads it: an error lexing the next token comes first.
  p.consume();
  if (lexer.kind === TokenKind.Error) throw lexer.tokenError();
  if (bytes === undefined) throw p.errorAt(offset, `expected hex string blob for key '${key}'`);
  if (bytes.length < 4)
    throw p.errorAt(offset, `expected hex string blob for key '${key}' to encode alignment in first 4 bytes`);
  const alignment = ((bytes[0] as number) | ((bytes[1] as number) << 8) | ((bytes[2] as number) << 16) | ((bytes[3] as number) << 24)) >>> 0;
  if (alignment !== 0 && (alignment & (alignment - 1)) !== 0)
    throw p.errorAt(
      offset,
      `expected hex string blob for key '${key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: ${alignment}`,
    );
  const data = bytes.subarray(4);
  return { alignment, data };
}

function parseResourceSection(p: AsmParserState, body: (name: string, nameOffset: number) => void): void {
  p.expect(TokenKind.LBrace, "expected '{'");
  parseListUntil(p, TokenKind.RBrace, () => {
    const nameOffset = p.lexer.start;
    const name = parseKeyword(p);
    if (name === undefined) throw p.error("expected identifier key for 'resource' entry");
    p.expect(TokenKind.Colon, "expected ':'");
    p.expect(TokenKind.LBrace, "expected '{'");
    body(name, nameOffset);
  });
}

const declaredByParse = new WeakMap<AsmParserState, Map<string, ResourceBlobHandle>>();

/**
 * MLIR's Parser::parseResourceHandle: the first use of a dialect resource key in a parse
 * declares it through the dialect (which may rename it); later uses get the same handle.
 */
export function declareParsedResource(p: AsmParserState, dialect: Dialect, key: string): ResourceBlobHandle {
  let declared = declaredByParse.get(p);
  if (declared === undefined) {
    declared = new Map();
    declaredByParse.set(p, declared);
  }
  const id = `${dialect.namespace}\u0000${key}`;
  let handle = declared.get(id);
  if (handle === undefined) {
    handle = dialect.declareResource !== undefined ? dialect.declareResource(p.context, key) : p.context.getOrCreateBuiltinResource(key);
    declared.set(id, handle);
  }
  return handle;
}

function parseDialectResources(p: AsmParserState): void {
  parseResourceSection(p, (name, nameOffset) => {
    const dialect = p.context.getDialect(name);
    if (dialect === undefined) throw p.errorAt(nameOffset, `dialect '${name}' is unknown`);
    const declare = dialect.declareResource;
    if (name !== "builtin" && declare === undefined) throw p.error(`unexpected 'resource' section for dialect '${name}'`);
    parseListUntil(p, TokenKind.RBrace, () => {
      const key = parseKeyword(p);
      if (key === undefined) throw p.error("expected identifier key for 'resource' entry");
      p.expect(TokenKind.Colon, "expected ':'");
      const blob = parseBlob(p, key);
      const handle = declareParsedResource(p, dialect, key);
      handle.blob = blob.data;
      // Upstream keeps no blob for empty data: its alignment reads back as 0.
      handle.alignment = blob.data.length === 0 ? 0 : blob.alignment;
    });
  });
}

function parseExternalResources(p: AsmParserState, external: ExternalResources): void {
  parseResourceSection(p, (name) => {
    const entries = external.provider(name);
    parseListUntil(p, TokenKind.RBrace, () => {
      const key = parseKeyword(p);
      if (key === undefined) throw p.error("expected identifier key for 'external_resources' entry");
      p.expect(TokenKind.Colon, "expected ':'");
      const lexer = p.lexer;
      if (lexer.kind === TokenKind.KwTrue || lexer.kind === TokenKind.KwFalse) {
        entries.set(key, { kind: "bool", value: lexer.kind === TokenKind.KwTrue });
        p.consume();
      } else if (lexer.kind === TokenKind.String && lexer.text.startsWith('"0x', lexer.start)) {
        const blob = parseBlob(p, key);
        entries.set(key, { kind: "blob", alignment: blob.alignment, data: blob.data });
      } else if (lexer.kind === TokenKind.String) {
        entries.set(key, { kind: "string", value: decodeStringLiteral(lexer.text, lexer.start, lexer.end) });
        p.consume();
      } else {
        throw p.errorAt(lexer.start, `expected string value for key '${key}'`);
      }
    });
  });
}

/** Parses `{-# ... #-}` (the current token is `{-#`). */
export function parseFileMetadata(p: AsmParserState, external: ExternalResources): void {
  p.consume();
  parseListUntil(p, TokenKind.FileMetadataEnd, () => {
    const keyOffset = p.lexer.start;
    const key = parseKeyword(p);
    if (key === undefined) throw p.error("expected identifier key in file metadata dictionary");
    p.expect(TokenKind.Colon, "expected ':'");
    if (key === "dialect_resources") parseDialectResources(p);
    else if (key === "external_resources") parseExternalResources(p, external);
    else throw p.errorAt(keyOffset, `unknown key '${key}' in file metadata dictionary`);
  });
}


function blobHex(alignment: number, data: Uint8Array): string {
  const prefix = new Uint8Array(4);
  for (let i = 0; i < 4; i++) prefix[i] = (alignment >>> (8 * i)) & 0xff;
  return hexLiteralText(data, prefix);
}

/**
 * The `{-# ... #-}` section printed after the top-level op (starting with the blank
 * line that separates it), or "" when there is nothing to print. `referencedBlobs` are
 * the builtin resources the printed IR references, in first-reference order.
 */
export function printFileMetadata(
  referencedBlobs: readonly ResourceBlobHandle[],
  external: ExternalResources | undefined,
): string {
  const out: string[] = [];
  let sawMetadata = false;
  const openMetadata = (): void => {
    if (!sawMetadata) out.push("\n{-#\n");
    sawMetadata = true;
  };
  let hadResource = false;
  let needResourceComma = false;
  let needEntryComma = false;
  const section = (dictName: string, name: string, entries: ReadonlyArray<readonly [string, string]>): void => {
    let hadEntry = false;
    for (const [key, value] of entries) {
      openMetadata();
      if (!hadResource) {
        if (needResourceComma) out.push(",\n");
        out.push(`  ${dictName}_resources: {\n`);
        hadResource = true;
      }
      if (!hadEntry) {
        if (needEntryComma) out.push(",\n");
        out.push(`    ${name}: {\n`);
        hadEntry = true;
      } else {
        out.push(",\n");
      }
      out.push(`      ${key}: ${value}`);
    }
    needEntryComma ||= hadEntry;
    if (hadEntry) out.push("\n    }");
  };
  // The builtin dialect's blobs come first, then other dialects' in first-reference order.
  const blobsByDialect = new Map<string, Array<readonly [string, string]>>([["builtin", []]]);
  for (const handle of referencedBlobs) {
    if (handle.blob === undefined) continue;
    let blobs = blobsByDialect.get(handle.dialect);
    if (blobs === undefined) blobsByDialect.set(handle.dialect, (blobs = []));
    blobs.push([handle.key, blobHex(handle.alignment, handle.blob)]);
  }
  for (const [dialect, blobs] of blobsByDialect) section("dialect", dialect, blobs);
  if (hadResource) out.push("\n  }");
  needEntryComma = false;
  needResourceComma = hadResource;
  hadResource = false;
  if (external !== undefined) {
    for (const [provider, entries] of external.providers) {
      const printed: Array<readonly [string, string]> = [];
      for (const [key, value] of entries) {
        const text =
          value.kind === "blob"
            ? blobHex(value.alignment, value.data)
            : value.kind === "bool"
              ? String(value.value)
              : quoteString(value.value);
        printed.push([key, text]);
      }
      section("external", provider, printed);
    }
  }
  if (hadResource) out.push("\n  }");
  if (sawMetadata) out.push("\n#-}\n");
  return out.join("");
}
