// Text transformations the doc templates cannot express: LLVM StringRef trimming,
// raw_indented_ostream::printReindented (drop leading blank lines, remove the
// common indentation), summary capitalisation and assembly-format line splitting.

const isTrimSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 11 || c === 12 || c === 13;

/** StringRef::trim() with its default whitespace set (" \t\n\v\f\r"). */
export function trimLlvm(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isTrimSpace(text.charCodeAt(start))) start++;
  while (end > start && isTrimSpace(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

function isBlankOrTab(c: number): boolean {
  return c === 32 || c === 9;
}

/** StringRef::rtrim(" \t"). */
export function rtrimSpaceTab(text: string): string {
  let end = text.length;
  while (end > 0 && isBlankOrTab(text.charCodeAt(end - 1))) end--;
  return text.slice(0, end);
}

/** Index of the first char that is not ' ' or '\t' in [start, end), or -1. */
function firstNonBlank(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (!isBlankOrTab(text.charCodeAt(i))) return i - start;
  return -1;
}

/** Whether StringRef::ltrim() of the line leaves something (any non-space char). */
function hasNonSpace(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isTrimSpace(text.charCodeAt(i))) return true;
  return false;
}

/**
 * mlir-tblgen's emitDescription: the text with trailing blanks removed, leading
 * blank lines dropped and the smallest indentation of the remaining lines removed;
 * whitespace-only lines become empty.
 */
export function reindent(description: string): string {
  const text = rtrimSpaceTab(description);
  let pos = 0;
  let leading = 0;
  // Skip leading lines with nothing but blanks; the first other line sets the indent.
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const end = nl < 0 ? text.length : nl;
    const indent = firstNonBlank(text, pos, end);
    if (indent >= 0) {
      leading = indent;
      break;
    }
    pos = nl < 0 ? text.length : nl + 1;
  }
  for (let p = pos; p < text.length; ) {
    const nl = text.indexOf("\n", p);
    const end = nl < 0 ? text.length : nl;
    const indent = firstNonBlank(text, p, end);
    if (indent >= 0 && indent < leading) leading = indent;
    p = nl < 0 ? text.length : nl + 1;
  }
  const out: string[] = [];
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    if (nl < 0) {
      if (text.length - pos > leading) out.push(text.slice(pos + leading));
      break;
    }
    if (hasNonSpace(text, pos, nl) && nl - pos > leading) out.push(text.slice(pos + leading, nl));
    out.push("\n");
    pos = nl + 1;
  }
  return out.join("");
}

function upperAscii(ch: string): string {
  const c = ch.charCodeAt(0);
  return c >= 97 && c <= 122 ? String.fromCharCode(c - 32) : ch;
}

/** The summary as mlir-tblgen's emitSummary shows it: trimmed, first letter upper-cased. */
export function summaryText(summary: string): string {
  const trimmed = trimLlvm(summary);
  return trimmed.length === 0 ? "" : upperAscii(trimmed.charAt(0)) + trimmed.slice(1);
}

/** An op assembly format split for the Syntax block: first line, then the other non-empty lines, each trimmed. */
export function assemblyFormatLines(format: string): { first: string; rest: string[] } {
  const lines = trimLlvm(format).split("\n");
  const rest: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = trimLlvm(lines[i] as string);
    if (line.length > 0) rest.push(line);
  }
  return { first: trimLlvm(lines[0] ?? ""), rest };
}

/** Drops `prefix` from the start of `text` when present (StringRef::consume_front). */
export function withoutPrefix(text: string, prefix: string): string {
  return prefix.length > 0 && text.startsWith(prefix) ? text.slice(prefix.length) : text;
}

/** Drops `suffix` from the end of `text` when present (StringRef::consume_back). */
export function withoutSuffix(text: string, suffix: string): string {
  return suffix.length > 0 && text.endsWith(suffix) ? text.slice(0, text.length - suffix.length) : text;
}

/** Byte-wise string order, as std::string's operator< compares. */
export function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** ASCII case-insensitive comparison (StringRef::compare_insensitive). */
export function compareInsensitive(a: string, b: string): number {
  return compareBytes(a.toLowerCase(), b.toLowerCase());
}

/** Adds a `#` to each line starting with `#` (maybeNest in OpDocGen), keeping the split's trailing piece. */
export function nestHeadings(text: string, nest: boolean): string {
  const lines = text.split("\n");
  const out: string[] = new Array<string>(lines.length * 2);
  let n = 0;
  for (const line of lines) {
    if (nest && line.startsWith("#")) out[n++] = "#";
    out[n++] = line;
    out[n++] = "\n";
  }
  out.length = n;
  return out.join("");
}
