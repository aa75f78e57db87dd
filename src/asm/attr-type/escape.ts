// Symbol spelling for attributes and types (`@name`, `#dialect.body`); string escaping and
// identifier quoting are shared with the op printer in ../escape.ts.

import { escapeString, isBareIdentifier, keywordOrString, quoteString } from "../escape.js";

export { escapeString, isBareIdentifier, keywordOrString, quoteString };

function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** `@name` or `@"quoted name"`. */
export function symbolReference(name: string): string {
  if (name.length === 0) return '@""';
  return `@${keywordOrString(name)}`;
}

/**
 * MLIR's isDialectSymbolSimpleEnoughForPrettyForm: an identifier start, then
 * identifier chars, optionally followed by a body wrapped in `<...>`.
 */
export function isPrettyDialectSymbol(symbol: string): boolean {
  if (symbol.length === 0 || !isAlpha(symbol.charCodeAt(0))) return false;
  let i = 1;
  while (i < symbol.length) {
    const c = symbol.charCodeAt(i);
    if (isAlpha(c) || isDigit(c) || c === 46 || c === 95) i++;
    else break;
  }
  if (i === symbol.length) return true;
  return symbol.charCodeAt(i) === 60 && symbol.charCodeAt(symbol.length - 1) === 62;
}

/** `#dialect.body` / `!dialect.body` when pretty enough, else `#dialect<body>`. */
export function dialectSymbol(prefix: string, dialect: string, body: string): string {
  if (isPrettyDialectSymbol(body)) return `${prefix}${dialect}.${body}`;
  return `${prefix}${dialect}<${body}>`;
}
