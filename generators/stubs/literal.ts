// String literals in generated code: JSON escaping plus \u escapes for everything outside
// printable ASCII, so no character taken from a .td file can end a literal or a line.
export function literal(value: string): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
