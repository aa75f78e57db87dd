// Pieces both format emitters (ops, attributes/types) share.

/** The AsmParser method suffix for each punctuation literal (`parseArrow`, `parseOptionalColon`, ...). */
export const PUNCTUATION_METHOD: Readonly<Record<string, string>> = {
  "->": "Arrow",
  ":": "Colon",
  ",": "Comma",
  "...": "Ellipsis",
  "=": "Equal",
  ">": "Greater",
  "{": "LBrace",
  "(": "LParen",
  "[": "LSquare",
  "<": "Less",
  "-": "Minus",
  "+": "Plus",
  "?": "Question",
  "}": "RBrace",
  ")": "RParen",
  "]": "RSquare",
  "*": "Star",
  "|": "VerticalBar",
};

/** A JavaScript string literal for `value`, so user text can never break out of it. */
export function str(value: string): string {
  return JSON.stringify(value);
}
