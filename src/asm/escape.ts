// String escaping as MLIR prints it (llvm::printEscapedString): printable ASCII stays,
// `\` doubles, `"` and every other byte become `\XX` (uppercase hex). Inputs are
// byte strings.

const HEX = "0123456789ABCDEF";

function needsEscape(c: number): boolean {
  return c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c;
}

/** The escaped body of a string literal (without quotes). */
export function escapeString(value: string): string {
  let i = 0;
  const n = value.length;
  while (i < n && !needsEscape(value.charCodeAt(i))) i++;
  if (i === n) return value;
  const parts: string[] = [value.slice(0, i)];
  let runStart = i;
  for (; i < n; i++) {
    const c = value.charCodeAt(i);
    if (!needsEscape(c)) continue;
    if (i > runStart) parts.push(value.slice(runStart, i));
    if (c === 0x5c) parts.push("\\\\");
    else {
      const b = c & 0xff;
      parts.push(`\\${HEX[b >> 4]}${HEX[b & 15]}`);
    }
    runStart = i + 1;
  }
  if (runStart < n) parts.push(value.slice(runStart));
  return parts.join("");
}

/** `"value"` with escapes. */
export function quoteString(value: string): string {
  return `"${escapeString(value)}"`;
}

function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whether `name` lexes as a bare identifier: (letter|_) (letter|digit|[_$.])*. */
export function isBareIdentifier(name: string): boolean {
  if (name.length === 0) return false;
  const first = name.charCodeAt(0);
  if (!isAlpha(first) && first !== 95) return false;
  for (let i = 1; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (!isAlpha(c) && !isDigit(c) && c !== 95 && c !== 36 && c !== 46) return false;
  }
  return true;
}

/** A bare identifier as is, anything else as a quoted string (MLIR's printKeywordOrString). */
export function keywordOrString(name: string): string {
  return isBareIdentifier(name) ? name : quoteString(name);
}

/**
 * MLIR's sanitizeIdentifier: keeps letters, digits and `allowedPunct`, turns spaces into
 * `_` and other bytes into their hex value; prefixes `_` when the name starts with a
 * digit and, unless `allowTrailingDigit`, appends `_` when it ends with one.
 */
export function sanitizeIdentifier(name: string, allowedPunct = "$._-", allowTrailingDigit = true): string {
  const valid = (i: number): boolean => {
    const c = name.charCodeAt(i);
    return isAlpha(c) || isDigit(c) || allowedPunct.includes(name[i] as string);
  };
  const copy = (): string => {
    const parts: string[] = [];
    for (let i = 0; i < name.length; i++) {
      const c = name.charCodeAt(i);
      if (valid(i)) parts.push(name[i] as string);
      else if (c === 32) parts.push("_");
      else parts.push((c & 0xff).toString(16).toUpperCase());
    }
    return parts.join("");
  };
  // A leading digit (or a character that becomes hex digits) could clash with numbered names.
  const first = name.charCodeAt(0);
  if (isDigit(first) || (!valid(0) && first !== 32)) return `_${copy()}`;
  if (!allowTrailingDigit && isDigit(name.charCodeAt(name.length - 1))) return `${copy()}_`;
  for (let i = 0; i < name.length; i++) if (!valid(i)) return copy();
  return name;
}
