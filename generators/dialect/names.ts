// Naming and literal helpers shared by the dialect generators. Every user-provided
// string that ends up in generated code goes through `stringLiteral` or `docComment`,
// so no description or summary can break out of its literal.

/** MLIR's snakeCaseToCamelCase (`sym_name` -> `symName`), optionally capitalized. */
export function camelCase(name: string, capitalizeFirst = false): string {
  const parts = name.split("_");
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i] as string;
    if (p.length === 0) continue;
    out.push(i === 0 && !capitalizeFirst ? p : p.charAt(0).toUpperCase() + p.slice(1));
  }
  const joined = out.join("");
  return capitalizeFirst ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined;
}

/** `get<Name>` accessor name for an ODS name. */
export function getterName(name: string, suffix = ""): string {
  return `get${camelCase(name, true)}${suffix}`;
}

/** A double-quoted TypeScript string literal (JSON escaping covers quotes, backslashes, control chars and U+2028/9). */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Text safe inside a `/** ... *\/` comment. */
export function docComment(text: string): string {
  return text.trim().replace(/\*\//g, "*\\/").replace(/\r/g, "");
}

const RESERVED = new Set(["break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "let", "static", "implements", "interface", "package", "private", "protected", "public", "await"]);

/** A valid identifier for an ODS name (operands/attributes named like keywords get a `_`). */
export function identifier(name: string): string {
  const camel = camelCase(name);
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(camel)) throw new Error(`'${name}' cannot be turned into an identifier`);
  return RESERVED.has(camel) ? `${camel}_` : camel;
}

/** Whether `text` is a plain identifier (used to decide whether an enum keyword can be a property name). */
export function isIdentifier(text: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(text) && !RESERVED.has(text);
}

/** Replaces every `$name` placeholder (longest names first so `$a` never eats `$ab`). */
export function substitute(code: string, replacements: ReadonlyMap<string, string>): string {
  const keys = [...replacements.keys()].sort((a, b) => b.length - a.length);
  let out = code;
  for (const key of keys) {
    const value = replacements.get(key) as string;
    out = out.replace(new RegExp(`\\$${key.replace(/[$_]/g, (c) => `\\${c}`)}(?![A-Za-z0-9_])`, "g"), () => value);
  }
  return out;
}
