// `tsmlir-tblgen --gen-ts-bytecode -bytecode-dialect=NAME`: a dialect's attribute and
// type encodings declared with defs/mlir/IR/BytecodeBase.td (`DialectAttributes` /
// `DialectTypes` lists of `DialectAttribute` / `DialectType` records) as a TypeScript
// module exporting the dialect's bytecode hooks: readAttribute/writeAttribute/
// readType/writeType. It follows mlir-tblgen 19's -gen-bytecode: an encoding's code is
// its position in its list, encodings sharing a cType are told apart by their
// printerPredicate, members are read in order and the builder gets those not starting
// with `_`. What differs is the code: the snippets are TypeScript expressions (a
// parser yields the value, errors throw), lists are read without closures, and a value
// none of the predicates accepts is left to the textual form. The module imports only
// the package's entry points (`tsmlir/ir` as `ir`, `tsmlir/bytecode-dialect` as `bc`).
// Pure: records in, file text out.
import type { Record, RecordKeeper } from "../../src/ods/access.js";
import { DefInit, getDag, getDef, getListOfDefs, getString, hasField, isSubClassOf, odsError } from "../../src/ods/access.js";
import { DiagnosticError, errorAt, type Diagnostic } from "../../src/support/diagnostic.js";
import { templateText } from "./template.js";

export interface BytecodeGenOptions {
  /** `-bytecode-dialect=NAME`: the `dialect` of the lists to generate (needed when the input declares several). */
  readonly dialect?: string;
  /**
   * Where the runtime is imported from: `tsmlir` (a consumer project: `tsmlir/ir`,
   * `tsmlir/bytecode-dialect`) or a path prefix such as `../src/api`.
   */
  readonly runtimeModule?: string;
  /** `-import-dialect=NS=MODULE,...`: modules the snippets refer to as `NS.`. */
  readonly importDialects?: readonly (readonly [string, string])[];
  /** The input file named in the `@generated` header. */
  readonly inputFilename: string;
}

type Kind = "attribute" | "type";

interface Encoding {
  readonly code: number;
  readonly record: Record;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

// Words a member cannot be named: TypeScript's reserved words and the generated
// functions' own names (their parameters and the context).
const RESERVED = new Set([
  "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
  "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
  "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "let",
  "static", "yield", "await", "implements", "interface", "package", "private", "protected", "public", "arguments",
  "eval", "reader", "writer", "context", "ir", "bc",
]);

function capitalize(name: string): string {
  return name.length === 0 ? name : name[0]!.toUpperCase() + name.slice(1);
}

/** The TypeScript type of a bytecode record (an Array's is a list of its element's). */
function cTypeOf(record: Record): string {
  if (isSubClassOf(record, "Array")) {
    const element = cTypeOf(getDef(record, "elemT"));
    return IDENTIFIER.test(element.replaceAll(".", "")) ? `${element}[]` : `Array<${element}>`;
  }
  const cType = getString(record, "cType");
  if (cType !== "") return cType;
  if (record.isAnonymous()) throw odsError(record, "Unable to determine cType");
  return record.name;
}

function identifierOf(record: Record, what: string, name: string): string {
  if (!IDENTIFIER.test(name)) throw odsError(record, `${what} '${name}' is not a TypeScript identifier`);
  return name;
}

interface Member {
  readonly name: string;
  readonly record: Record;
}

/** The members of a DialectAttrOrType or CompositeBytecode record, checked. */
function membersOf(owner: Record): Member[] {
  const dag = getDag(owner, "members");
  const members: Member[] = [];
  for (let i = 0; i < dag.args.length; i++) {
    const arg = dag.args[i];
    const name = dag.getArgName(i) ?? "";
    if (!(arg instanceof DefInit)) throw odsError(owner, `Unexpected type for ${name}`);
    identifierOf(owner, "member name", name);
    if (RESERVED.has(name)) throw odsError(owner, `member name '${name}' is reserved in the generated code`);
    if (members.some((m) => m.name === name)) throw odsError(owner, `member name '${name}' is used twice`);
    members.push({ name, record: arg.record });
  }
  return members;
}

/** Collects the generated functions; names stay unique. */
class ModuleText {
  readonly functions: string[] = [];
  private readonly names = new Set<string>();

  uniqueName(wanted: string): string {
    let name = wanted;
    for (let n = 2; this.names.has(name); n++) name = `${wanted}${n}`;
    this.names.add(name);
    return name;
  }
}

/** Lines of a function body with its indentation. */
class Lines {
  readonly lines: string[] = [];
  private depth = 1;
  private readonly counters = new Map<string, number>();

  add(line: string): void {
    this.lines.push(`${"  ".repeat(this.depth)}${line}`);
  }
  indent(): void {
    this.depth++;
  }
  dedent(): void {
    this.depth--;
  }
  /** A fresh local name (`list`, `list2`, ...) for lists and their elements. */
  local(base: string): string {
    const count = (this.counters.get(base) ?? 0) + 1;
    this.counters.set(base, count);
    return count === 1 ? base : `${base}${count}`;
  }
  text(): string {
    return this.lines.join("\n");
  }
}

// ---------------------------------------------------------------------------
// Reading

/** The expression reading one value of `record` (not an Array). */
function parseExpression(module: ModuleText, owner: Record, record: Record, name: string, helperBase: string): string {
  if (isSubClassOf(record, "CompositeBytecode")) return `${compositeReader(module, owner, record, helperBase)}(reader)`;
  const parser = hasField(record, "cParser") ? getString(record, "cParser") : "";
  if (parser.trim() === "") throw odsError(record.isAnonymous() ? owner : record, "No parser specified");
  return templateText(parser, { $_reader: "reader", $_resultType: cTypeOf(record), $_var: name });
}

/** A module-level function reading a composite element (no closure per list). */
function compositeReader(module: ModuleText, owner: Record, composite: Record, helperBase: string): string {
  const name = module.uniqueName(`read${helperBase}`);
  const body = new Lines();
  const returnType = cTypeOf(composite);
  readMembers(module, owner, membersOf(composite), body, helperBase);
  body.add(`return ${builderExpression(getString(composite, "cBuilder"), returnType, membersOf(composite))};`);
  module.functions.push(functionText(`function ${name}(reader: bc.DialectBytecodeReader): ${returnType}`, body));
  return name;
}

function readMembers(module: ModuleText, owner: Record, members: readonly Member[], body: Lines, helperBase: string): void {
  for (const member of members) {
    const helper = `${helperBase}${capitalize(member.name)}`;
    if (isSubClassOf(member.record, "Array")) {
      const element = getDef(member.record, "elemT");
      const elementType = cTypeOf(element);
      // The count is checked against the bytes left before the array is allocated.
      body.add(`const ${member.name} = new Array<${elementType}>(reader.readListCount());`);
      body.add(`for (let i = 0; i < ${member.name}.length; i++) ${member.name}[i] = ${parseExpression(module, owner, element, member.name, helper)};`);
    } else {
      body.add(`const ${member.name}: ${cTypeOf(member.record)} = ${parseExpression(module, owner, member.record, member.name, helper)};`);
    }
  }
}

function builderExpression(builder: string, resultType: string, members: readonly Member[]): string {
  const args = members.filter((m) => !m.name.startsWith("_")).map((m) => m.name);
  // A builder written over several lines becomes one line of the generated code.
  const oneLine = builder.trim().replace(/\s*\n\s*/g, " ");
  const template = args.length === 0 ? oneLine.replaceAll(", $_args", "") : oneLine;
  return templateText(template, { $_resultType: resultType, $_args: args.join(", ") });
}

function functionText(signature: string, body: Lines): string {
  let text = body.text();
  // The context is a local only where some snippet uses it.
  if (/\bcontext\b/.test(text)) text = `  const context = reader.context;\n${text}`;
  return `${signature} {\n${text}\n}`;
}

function emitRead(module: ModuleText, kind: Kind, encoding: Encoding): string {
  const record = encoding.record;
  const name = module.uniqueName(`read${identifierOf(record, "encoding name", record.name)}`);
  const body = new Lines();
  const members = membersOf(record);
  readMembers(module, record, members, body, record.name);
  body.add(`return ${builderExpression(getString(record, "cBuilder"), cTypeOf(record), members)};`);
  module.functions.push(functionText(`function ${name}(reader: bc.DialectBytecodeReader): ${kind === "attribute" ? "ir.Attribute" : "ir.Type"}`, body));
  return name;
}

function emitReadDispatch(module: ModuleText, kind: Kind, encodings: readonly Encoding[]): void {
  const returnType = kind === "attribute" ? "ir.Attribute" : "ir.Type";
  const signature = `function read${capitalize(kind)}(reader: bc.DialectBytecodeReader): ${returnType}`;
  if (encodings.length === 0) {
    module.functions.push(`${signature} {\n  throw reader.error("unknown attribute");\n}`);
    return;
  }
  const readers = encodings.map((e) => ({ code: e.code, reader: emitRead(module, kind, e) }));
  const cases = readers.flatMap((r) => [`    case ${r.code}:`, `      return ${r.reader}(reader);`]);
  module.functions.push(
    [
      `${signature} {`,
      "  const code = reader.readVarInt();",
      "  switch (code) {",
      ...cases,
      "    default:",
      // Upstream's type reader names attribute codes too.
      "      throw reader.error(`unknown attribute code: ${code}`);",
      "  }",
      "}",
    ].join("\n"),
  );
}

// ---------------------------------------------------------------------------
// Writing

/** Writes one member of `parent` (an expression); `value` is the attribute or type written. */
function writeMember(record: Record, parent: string, memberName: string, value: string, body: Lines, inList: boolean): void {
  const getterTemplate = hasField(record, "cGetter") ? getString(record, "cGetter") : "";
  const getter =
    getterTemplate !== ""
      ? templateText(getterTemplate, { $_attrType: parent, $_member: memberName, $_getMember: memberName })
      : inList
        ? parent
        : `${parent}.${memberName}`;
  if (isSubClassOf(record, "Array")) {
    const element = getDef(record, "elemT");
    const list = body.local("list");
    const item = body.local("element");
    body.add(`const ${list} = ${getter};`);
    body.add(`writer.writeVarInt(${list}.length);`);
    body.add(`for (const ${item} of ${list}) {`);
    body.indent();
    writeMember(element, item, item, value, body, true);
    body.dedent();
    body.add("}");
    return;
  }
  if (isSubClassOf(record, "CompositeBytecode")) {
    for (const member of membersOf(record)) writeMember(member.record, inList ? getter : parent, member.name, value, body, false);
  }
  const printer = getString(record, "cPrinter");
  if (printer.trim() !== "") body.add(`${templateText(printer, { $_writer: "writer", $_name: value, $_getter: getter }).trim().replace(/;$/, "")};`);
}

function writeEncoding(encoding: Encoding, value: string, body: Lines): void {
  body.add(`writer.writeVarInt(/* ${encoding.record.name} */ ${encoding.code});`);
  for (const member of membersOf(encoding.record)) writeMember(member.record, value, member.name, value, body, false);
}

/** The writer of the encodings sharing one cType; returns its name. */
function emitWrite(module: ModuleText, kind: Kind, cType: string, group: readonly Encoding[]): string {
  const first = group[0] as Encoding;
  const name = module.uniqueName(`write${first.record.name}`);
  const body = new Lines();
  const predicates = group.map((e) => getString(e.record, "printerPredicate").trim());
  if (group.length === 1 && predicates[0] === "") {
    writeEncoding(first, kind, body);
    body.add("return true;");
  } else {
    for (let i = 0; i < group.length; i++) {
      body.add(`if (${templateText(predicates[i] as string, { $_val: kind })}) {`);
      body.indent();
      writeEncoding(group[i] as Encoding, kind, body);
      body.add("return true;");
      body.dedent();
      body.add("}");
    }
    // None of the encodings takes the value: it is written in its textual form.
    body.add("return false;");
  }
  module.functions.push(`function ${name}(${kind}: ${cType}, writer: bc.DialectBytecodeWriter): boolean {\n${body.text()}\n}`);
  return name;
}

function emitWriteDispatch(module: ModuleText, kind: Kind, encodings: readonly Encoding[]): void {
  // Groups by cType in the order of their first encoding; the writer tests them with
  // instanceof in that order.
  const groups = new Map<string, Encoding[]>();
  for (const e of encodings) {
    const cType = cTypeOf(e.record);
    const group = groups.get(cType);
    if (group === undefined) groups.set(cType, [e]);
    else group.push(e);
  }
  const problems: Diagnostic[] = [];
  for (const [cType, group] of groups) {
    if (group.length < 2 || group.every((e) => getString(e.record, "printerPredicate") !== "")) continue;
    for (const e of group) {
      if (getString(e.record, "printerPredicate") === "") problems.push(odsError(e.record, "Requires parsing predicate given common cType").diagnostic);
    }
    problems.push(errorAt(undefined, `Unspecified for shared cType ${cType}`).diagnostic);
  }
  if (problems.length > 0) throw new DiagnosticError(problems);
  const cases: string[] = [];
  for (const [cType, group] of groups) {
    const writer = emitWrite(module, kind, cType, group);
    cases.push(`  if (${kind} instanceof ${cType}) return ${writer}(${kind}, writer);`);
  }
  const valueType = kind === "attribute" ? "ir.Attribute" : "ir.Type";
  module.functions.push(
    [
      `function write${capitalize(kind)}(${kind}: ${valueType}, writer: bc.DialectBytecodeWriter): boolean {`,
      ...cases,
      "  return false;",
      "}",
    ].join("\n"),
  );
}

// ---------------------------------------------------------------------------
// The module

interface DialectLists {
  attributes?: Record;
  types?: Record;
}

function selectDialect(records: RecordKeeper, selected: string | undefined): [string, DialectLists] {
  const dialects = new Map<string, DialectLists>();
  for (const [className, slot] of [["DialectAttributes", "attributes"], ["DialectTypes", "types"]] as const) {
    for (const record of records.getAllDerivedDefinitionsIfDefined(className)) {
      const dialect = getString(record, "dialect");
      if (selected !== undefined && selected !== "" && dialect !== selected) continue;
      const lists = dialects.get(dialect) ?? {};
      lists[slot] = record;
      dialects.set(dialect, lists);
    }
  }
  const only = dialects.size === 1 ? [...dialects][0] : undefined;
  if (only === undefined) throw errorAt(undefined, "Single dialect per invocation required (either only one in input file or specified via dialect option)");
  return only;
}

function encodingsOf(list: Record | undefined): Encoding[] {
  if (list === undefined) return [];
  const encodings: Encoding[] = [];
  getListOfDefs(list, "elems").forEach((record, code) => {
    if (record.name !== "ReservedOrDead") encodings.push({ code, record });
  });
  return encodings;
}

function importPaths(runtimeModule: string): { ir: string; bytecode: string } {
  if (runtimeModule === "tsmlir") return { ir: "tsmlir/ir", bytecode: "tsmlir/bytecode-dialect" };
  const base = runtimeModule.replace(/\/$/, "");
  return { ir: `${base}/ir.js`, bytecode: `${base}/bytecode-dialect.js` };
}

/** The name of the exported hooks: `builtinBytecode` for `Builtin`. */
function hooksName(dialect: string): string {
  const words = dialect.split(/[^A-Za-z0-9_$]+/).filter((w) => w !== "");
  const joined = words.map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : capitalize(w))).join("");
  return `${/^[0-9]/.test(joined) ? "_" : ""}${joined}Bytecode`;
}

function commentText(text: string): string {
  return text.replace(/[\r\n]+/g, " ").replaceAll("*/", "*\\/");
}

/** The generated module for the selected dialect's encodings. */
export function generateBytecodeModule(records: RecordKeeper, options: BytecodeGenOptions): string {
  const [dialect, lists] = selectDialect(records, options.dialect);
  const module = new ModuleText();
  for (const name of ["readAttribute", "writeAttribute", "readType", "writeType"]) module.uniqueName(name);
  const attributes = encodingsOf(lists.attributes);
  const types = encodingsOf(lists.types);
  emitReadDispatch(module, "attribute", attributes);
  emitWriteDispatch(module, "attribute", attributes);
  emitReadDispatch(module, "type", types);
  emitWriteDispatch(module, "type", types);

  const paths = importPaths(options.runtimeModule ?? "tsmlir");
  const imports = [`import * as ir from ${JSON.stringify(paths.ir)};`, `import * as bc from ${JSON.stringify(paths.bytecode)};`];
  for (const [namespace, path] of options.importDialects ?? []) {
    if (!IDENTIFIER.test(namespace) || RESERVED.has(namespace)) throw errorAt(undefined, `-import-dialect: '${namespace}' is not a usable namespace name`);
    imports.push(`import * as ${namespace} from ${JSON.stringify(path)};`);
  }
  const header = [
    `// @generated by tsmlir-tblgen --gen-ts-bytecode -bytecode-dialect=${commentText(dialect)} from ${commentText(options.inputFilename)} - do not edit`,
    `// The ${commentText(dialect)} dialect's bytecode encodings: an encoding's code is its position in`,
    "// the .td's DialectAttributes/DialectTypes list.",
    ...imports,
  ].join("\n");
  const hooks = [
    `/** The ${commentText(dialect)} dialect's attribute and type encodings, as its bytecode hooks. */`,
    `export const ${hooksName(dialect)} = { readAttribute, writeAttribute, readType, writeType } satisfies bc.BytecodeDialectHooks;`,
  ].join("\n");
  return `${[header, ...module.functions, hooks].join("\n\n")}\n`;
}
