// Which literals a format may spell (mlir-tblgen's isValidLiteral): single punctuation
// or letters, `->`, `...`, or a keyword.

const SINGLE_CHARACTER_PUNCTUATION = "_:,=<>()[]{}?+*";

function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Why `value` cannot be used as a keyword, or undefined when it can. */
export function keywordError(value: string): string | undefined {
  if (value.length === 0) return "keywords cannot be empty";
  const first = value.charCodeAt(0);
  if (!isAlpha(first) && first !== 95) return "valid keyword starts with a letter or '_'";
  for (let i = 1; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!isAlpha(c) && !isDigit(c) && c !== 95 && c !== 36 && c !== 46) {
      return "keywords should contain only alphanum, '_', '$', or '.' characters";
    }
  }
  return undefined;
}

/** Why `value` is not a valid format literal, or undefined when it is. */
export function literalError(value: string): string | undefined {
  if (value.length === 0) return "literal can't be empty";
  if (value.length === 1) {
    const c = value.charCodeAt(0);
    if (isAlpha(c) || SINGLE_CHARACTER_PUNCTUATION.includes(value)) return undefined;
    return `single character literal must be a letter or one of '${SINGLE_CHARACTER_PUNCTUATION}'`;
  }
  if (value === "->" || value === "...") return undefined;
  return keywordError(value);
}

/** Whether the literal is a keyword (parsed with parseKeyword) rather than punctuation. */
export function isKeywordLiteral(value: string): boolean {
  const c = value.charCodeAt(0);
  return isAlpha(c) || c === 95;
}
