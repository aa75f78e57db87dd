// String escaping and identifier quoting as MLIR's printer does them. Strings are byte
// strings (one char per byte).

const HEX = "0123456789ABCDEF";

function isPrintable(c: number): boolean {
  return c >= 0x20 && c <= 0x7e;
}

/** The contents of a string literal (without quotes): `\\`, printable ASCII, else `\XX`. */
export function escapeString(value: string): string {
  let simple = true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!isPrintable(c) || c === 34 || c === 92) {
      simple = false;
      break;
    }
  }
  if (simple) return value;
  const out: string[] = [];
  let runStart = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (isPrintable(c) && c !== 34 && c !== 92) continue;
    if (i > runStart) out.push(value.slice(runStart, i));
    if (c === 92) out.push("\\\\");
    else out.push("\\", HEX[(c >> 4) & 15] as string, HEX[c & 15] as string);
    runStart = i + 1;
  }
  if (runStart < value.length) out.push(value.slice(runStart));
  return out.join("");
}

/** A quoted, escaped string literal. */
export function quoteString(value: string): string {
  return `"${escapeString(value)}"`;
}

function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** MLIR's isBareIdentifier: [a-zA-Z_][a-zA-Z0-9_$.]* */
export function isBareIdentifier(name: string): boolean {
  if (name.length === 0) return false;
  const c0 = name.charCodeAt(0);
  if (!isAlpha(c0) && c0 !== 95) return false;
  for (let i = 1; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (!isAlpha(c) && !isDigit(c) && c !== 95 && c !== 36 && c !== 46) return false;
  }
  return true;
}

/** A bare identifier when valid, else a quoted string (dictionary keys, resource keys). */
export function keywordOrString(name: string): string {
  return isBareIdentifier(name) ? name : quoteString(name);
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
