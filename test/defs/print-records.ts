// Reads the text printed by `mlir-tblgen --print-records` back into a map of
// records. Only what the ODS parity checks need: record names, superclass
// lists and raw field values (with light structure for lists and dags).

export interface RecordField {
  readonly type: string;
  /** Raw value text as printed, `?` when unset. */
  readonly value: string;
}

export interface PrintedRecord {
  readonly name: string;
  readonly superclasses: readonly string[];
  readonly fields: ReadonlyMap<string, RecordField>;
}

export type RecordMap = ReadonlyMap<string, PrintedRecord>;

const CLASSES_BANNER = "------------- Classes -----------------";
const DEFS_BANNER = "------------- Defs -----------------";

export interface TemplateArgument {
  readonly type: string;
  readonly name: string;
}

export interface PrintedClass extends PrintedRecord {
  readonly templateArgs: readonly TemplateArgument[];
}

/** Parses the classes section of a `--print-records` dump. */
export function parsePrintedClasses(text: string): ReadonlyMap<string, PrintedClass> {
  const classes = new Map<string, PrintedClass>();
  const lines = text.split("\n");
  const begin = lines.indexOf(CLASSES_BANNER);
  const end = lines.indexOf(DEFS_BANNER);
  if (begin < 0) return classes;
  for (let index = begin + 1; index < (end < 0 ? lines.length : end); index += 1) {
    let header = lines[index] ?? "";
    if (!header.startsWith("class ")) continue;
    // Multi-line template defaults (code blocks) continue the header.
    while (!/ \{(\t\/\/.*)?$/.test(header) && index + 1 < lines.length) {
      index += 1;
      header += `\n${lines[index] ?? ""}`;
    }
    const braceAt = header.lastIndexOf(" {");
    const commentAt = header.indexOf("\t//", braceAt);
    const signature = header.slice(6, braceAt);
    const angleAt = signature.indexOf("<");
    const name = angleAt < 0 ? signature : signature.slice(0, angleAt);
    const templateArgs = angleAt < 0 ? [] : splitTopLevel(signature.slice(angleAt + 1, -1)).map((arg) => {
      const declaration = arg.split(" = ")[0] ?? arg;
      const spaceAt = declaration.lastIndexOf(" ");
      return { type: declaration.slice(0, spaceAt), name: declaration.slice(spaceAt + 1).replace(/^.*:/, "") };
    });
    const superclasses = commentAt < 0 ? [] : header.slice(commentAt + 3).trim().split(/\s+/).filter((s) => s.length > 0);
    const body: string[] = [];
    for (index += 1; index < lines.length && lines[index] !== "}"; index += 1) body.push(lines[index] ?? "");
    classes.set(name, { name, superclasses, templateArgs, fields: parseFields(body) });
  }
  return classes;
}

const FIELD_TYPE = /^(?:bit|int|string|code|dag|bits<\d+>|list<.+>|[A-Za-z_]\w*)$/;

function parseFields(lines: readonly string[]): Map<string, RecordField> {
  const fields = new Map<string, RecordField>();
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const equalsAt = line.indexOf(" = ");
    if (!line.startsWith("  ") || line[2] === " " || equalsAt < 0) continue;
    const declaration = line.slice(2, equalsAt);
    const spaceAt = declaration.lastIndexOf(" ");
    const type = declaration.slice(0, spaceAt);
    const fieldName = declaration.slice(spaceAt + 1);
    if (!FIELD_TYPE.test(type) || !/^\w+$/.test(fieldName)) continue;
    let value = line.slice(equalsAt + 3);
    if (value.startsWith("[{") && !value.endsWith("}];")) {
      const parts = [value];
      while (index + 1 < lines.length) {
        index += 1;
        const more = lines[index] ?? "";
        parts.push(more);
        if (more.endsWith("}];")) break;
      }
      value = parts.join("\n");
    }
    if (value.endsWith(";")) value = value.slice(0, -1);
    fields.set(fieldName, { type, value });
  }
  return fields;
}

/** Parses the defs section of a `--print-records` dump. */
export function parsePrintedRecords(text: string): RecordMap {
  const records = new Map<string, PrintedRecord>();
  const lines = text.split("\n");
  let index = lines.indexOf(DEFS_BANNER);
  if (index < 0) return records;
  for (index += 1; index < lines.length; index += 1) {
    const header = lines[index] ?? "";
    if (!header.startsWith("def ")) continue;
    const braceAt = header.indexOf(" {");
    const name = header.slice(4, braceAt);
    const commentAt = header.indexOf("//", braceAt);
    const superclasses = commentAt < 0 ? [] : header.slice(commentAt + 2).trim().split(/\s+/).filter((s) => s.length > 0);
    const body: string[] = [];
    for (index += 1; index < lines.length && lines[index] !== "}"; index += 1) body.push(lines[index] ?? "");
    const fields = parseFields(body);
    records.set(name, { name, superclasses, fields });
  }
  return records;
}

/** Splits `a, b<c, d>, "e,f"` at top-level commas. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1; // backslash escape
      else if (ch === 0x22) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x28 || ch === 0x5b || ch === 0x3c || ch === 0x7b) depth += 1;
    else if (ch === 0x29 || ch === 0x5d || ch === 0x3e || ch === 0x7d) depth -= 1;
    else if (ch === 0x2c && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last.length > 0) parts.push(last);
  return parts;
}

/** Elements of a printed list value `[a, b]`; empty for `?`. */
export function listItems(value: string | undefined): string[] {
  if (value === undefined || value === "?" || !value.startsWith("[")) return [];
  return splitTopLevel(value.slice(1, -1));
}

export interface DagArgument {
  readonly value: string;
  readonly name: string;
}

/** Operator and arguments of a printed dag value `(op a:$x, b:$y)`. */
export function dagItems(value: string | undefined): { operator: string; args: DagArgument[] } {
  if (value === undefined || !value.startsWith("(")) return { operator: "", args: [] };
  const inner = value.slice(1, -1);
  const spaceAt = inner.indexOf(" ");
  const operator = spaceAt < 0 ? inner : inner.slice(0, spaceAt);
  const rest = spaceAt < 0 ? "" : inner.slice(spaceAt + 1);
  const args = splitTopLevel(rest).map((item) => {
    const nameAt = item.lastIndexOf(":$");
    return nameAt < 0 ? { value: item, name: "" } : { value: item.slice(0, nameAt), name: item.slice(nameAt + 2) };
  });
  return { operator, args };
}

/** The text of a printed string value, escapes resolved; code blocks kept raw. */
export function stringValue(value: string | undefined): string | undefined {
  if (value === undefined || value === "?") return undefined;
  if (value.startsWith("[{")) return value.slice(2, -2);
  if (value.startsWith("\"")) return unescapeTableGen(value.slice(1, -1));
  return value;
}

// TableGen prints `\\`, `\"`, `\n`, `\t` and `\HH` (two hex digits).
function unescapeTableGen(body: string): string {
  if (!body.includes("\\")) return body;
  const out: string[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i] ?? "";
    if (ch !== "\\") {
      out.push(ch);
      continue;
    }
    const next = body[i + 1] ?? "";
    if (next === "n") out.push("\n");
    else if (next === "t") out.push("\t");
    else if (/[0-9A-Fa-f]/.test(next)) {
      out.push(String.fromCharCode(Number.parseInt(body.slice(i + 1, i + 3), 16)));
      i += 1;
    } else out.push(next);
    i += 1;
  }
  return out.join("");
}
