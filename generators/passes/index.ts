// `tsmlir-tblgen --gen-ts-passes`: for each `Pass`/`InterfacePass` record, a typed pass
// definition (argument, summary, description, anchor op or interface, dependent dialects,
// options with their kinds and defaults, statistics), an abstract base class to extend,
// the type of its factory and registration functions. The module imports only the
// public entry points (`tsmlir/pass`, `tsmlir`). Pure: records in, file text out.
import type { Record, RecordKeeper } from "../../src/ods/access.js";
import { getListOfDefs, getString, getStringOrEmpty, getListOfStrings, isSubClassOf, odsError } from "../../src/ods/access.js";
import { defaultExpression, optionKind, type OptionKind } from "./option-types.js";

export interface PassGenOptions {
  /** `-name=Group`: the aggregate function is `register<Group>Passes` (as mlir-tblgen -gen-pass-decls). */
  readonly groupName?: string;
  /**
   * Where the runtime is imported from: `tsmlir` (a consumer project: `tsmlir/pass`,
   * `tsmlir`) or a path prefix such as `../src/api` (`../src/api/pass.js`, `../src/api/index.js`).
   */
  readonly runtimeModule?: string;
  /** The input file named in the `@generated` header. */
  readonly inputFilename: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

/** Text inside a `/** ... *\/` comment: no comment terminator, each line prefixed. */
function docComment(lines: readonly string[], indent = ""): string {
  const body = lines.flatMap((l) => l.split("\n")).map((l) => l.replaceAll("*/", "*\\/").trimEnd());
  while (body.length > 0 && body[body.length - 1] === "") body.pop();
  while (body.length > 0 && body[0] === "") body.shift();
  if (body.length === 0) return "";
  return `${indent}/**\n${body.map((l) => (l.length === 0 ? `${indent} *` : `${indent} * ${l}`)).join("\n")}\n${indent} */\n`;
}

/** Strips the common indentation of a description block. */
function dedent(text: string): string {
  const lines = text.split("\n");
  const indents = lines.filter((l) => l.trim().length > 0).map((l) => (/^ */.exec(l) as RegExpExecArray)[0].length);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((l) => l.slice(common)).join("\n").trim();
}

/** The op name of an ODS op class (`ModuleOp`, `func::FuncOp`) defined in the records. */
function opNameOfClass(records: RecordKeeper, pass: Record, className: string): string {
  const wanted = className.split("::").pop() as string;
  const ops = records.getAllDerivedDefinitionsIfDefined("Op");
  for (const op of ops) {
    const underscore = op.name.indexOf("_");
    const cppClass = underscore < 0 ? op.name : op.name.slice(underscore + 1);
    if (cppClass !== wanted) continue;
    const dialect = op.getValueAsDef("opDialect");
    return `${dialect.getValueAsString("name")}.${op.getValueAsString("opName")}`;
  }
  throw odsError(pass, `pass '${pass.name}' runs on '${className}', which no Op record in this file defines (include the .td that defines it)`);
}

interface Anchor {
  readonly opName?: string;
  readonly opInterface?: string;
}

function anchorOf(records: RecordKeeper, pass: Record, baseClass: string): Anchor {
  const op = /^::mlir::OperationPass<(.*)>$/.exec(baseClass);
  if (op !== null) {
    const cls = (op[1] as string).trim();
    return cls.length === 0 ? {} : { opName: opNameOfClass(records, pass, cls) };
  }
  const iface = /^::mlir::InterfacePass<(.*)>$/.exec(baseClass);
  if (iface !== null) {
    const name = (iface[1] as string).trim().split("::").pop() as string;
    return { opInterface: name };
  }
  throw odsError(pass, `pass '${pass.name}': unsupported base class '${baseClass}'`);
}

function kindExpression(kind: OptionKind): string {
  switch (kind.kind) {
    case "enum":
      return `pass.kinds.enum<${kind.typeName}Names>(${enumCasesLiteral(kind)})`;
    default:
      return `pass.kinds.${kind.kind}`;
  }
}

function enumCasesLiteral(kind: Extract<OptionKind, { kind: "enum" }>): string {
  return `[${kind.cases.map((c) => `{ name: ${JSON.stringify(c.name)}, description: ${JSON.stringify(c.description)} }`).join(", ")}]`;
}

const BUILDERS: { readonly [K in Exclude<OptionKind["kind"], "enum" | "pipeline">]: string } = {
  bool: "bool",
  int32: "int32",
  uint32: "uint32",
  int64: "int64",
  uint64: "uint64",
  string: "string",
};

function optionExpression(pass: Record, option: Record, enums: Map<string, Extract<OptionKind, { kind: "enum" }>>): string {
  const argument = getString(option, "argument");
  const description = JSON.stringify(getString(option, "description"));
  const kind = optionKind(pass, getString(option, "type"), getStringOrEmpty(option, "additionalOptFlags"), argument);
  if (kind.kind === "enum") {
    const known = enums.get(kind.typeName);
    if (known !== undefined && JSON.stringify(known.cases.map((c) => c.name)) !== JSON.stringify(kind.cases.map((c) => c.name))) {
      throw odsError(pass, `option '${argument}': enum type '${kind.typeName}' is listed with different values elsewhere`);
    }
    enums.set(kind.typeName, kind);
  }
  const arg = JSON.stringify(argument);
  if (isSubClassOf(option, "ListOption")) return `pass.option.list(${kindExpression(kind)}, ${arg}, ${description})`;
  const fallback = defaultExpression(pass, argument, kind, getStringOrEmpty(option, "defaultValue"));
  if (kind.kind === "enum") return `pass.option.enum<${kind.typeName}Names>(${arg}, ${description}, ${enumCasesLiteral(kind)}, ${fallback ?? JSON.stringify(kind.cases[0]?.name ?? "")})`;
  if (kind.kind === "pipeline") throw odsError(pass, `option '${argument}': a single pipeline option is not supported (use ListOption)`);
  return `pass.option.${BUILDERS[kind.kind]}(${arg}, ${description}${fallback !== undefined ? `, ${fallback}` : ""})`;
}

function importPaths(runtimeModule: string): { pass: string; ir: string } {
  if (runtimeModule === "tsmlir") return { pass: "tsmlir/pass", ir: "tsmlir" };
  const base = runtimeModule.replace(/\/$/, "");
  return { pass: `${base}/pass.js`, ir: `${base}/index.js` };
}

/** The generated module for every pass record of `records`. */
export function generatePassModule(records: RecordKeeper, options: PassGenOptions): string {
  const passes = records.getAllDerivedDefinitionsIfDefined("PassBase").filter((r) => isSubClassOf(r, "PassBase"));
  const enums = new Map<string, Extract<OptionKind, { kind: "enum" }>>();
  const sections: string[] = [];
  const creators: string[] = [];
  let usesInterfaces = false;
  for (const record of passes) {
    const name = record.name;
    const argument = getString(record, "argument");
    const summary = getString(record, "summary");
    const description = dedent(getString(record, "description"));
    const anchor = anchorOf(records, record, getString(record, "baseClass"));
    if (anchor.opInterface !== undefined) usesInterfaces = true;
    const dialects = getListOfStrings(record, "dependentDialects").map((d) => dialectNamespace(records, record, d));
    const opts = getListOfDefs(record, "options").map((o) => `    ${propertyKey(getString(o, "cppName"))}: ${optionExpression(record, o, enums)},`);
    const stats = getListOfDefs(record, "statistics").map(
      (s) => `    ${propertyKey(getString(s, "cppName"))}: { name: ${JSON.stringify(getString(s, "name"))}, description: ${JSON.stringify(getString(s, "description"))} },`,
    );
    const fields = [
      `  name: ${JSON.stringify(name)},`,
      `  argument: ${JSON.stringify(argument)},`,
      `  summary: ${JSON.stringify(summary)},`,
      ...(description.length > 0 ? [`  description: ${JSON.stringify(description)},`] : []),
      ...(anchor.opName !== undefined ? [`  opName: ${JSON.stringify(anchor.opName)},`] : []),
      ...(anchor.opInterface !== undefined ? [`  opInterface: ir.${anchor.opInterface},`] : []),
      ...(dialects.length > 0 ? [`  dependentDialects: [${dialects.map((d) => JSON.stringify(d)).join(", ")}],`] : []),
      opts.length > 0 ? `  options: {\n${opts.join("\n")}\n  },` : "  options: {},",
      stats.length > 0 ? `  statistics: {\n${stats.join("\n")}\n  },` : "  statistics: {},",
    ];
    const doc = docComment([summary, ...(description.length > 0 ? ["", description] : [])]);
    sections.push(
      [
        `/** What the \`${argument}\` pass is (from ${name} in the .td). */`,
        `export const ${name}Definition = pass.definePass({`,
        ...fields,
        "});",
        "",
        `/** The options \`${argument}\` accepts (all optional; defaults as declared). */`,
        `export type ${name}Options = pass.PassOptionsInput<typeof ${name}Definition>;`,
        "",
        `/** Validates ${name}Options given at run time. */`,
        `export const ${name}OptionsSchema = pass.optionsSchema(${name}Definition.options);`,
        "",
        `${doc}export abstract class ${name}Base extends pass.Pass<typeof ${name}Definition> {`,
        `  static readonly definition = ${name}Definition;`,
        `  constructor(options?: ${name}Options) {`,
        `    super(${name}Definition, options);`,
        "  }",
        "}",
        "",
        `/** Creates the \`${argument}\` pass (the implementation extends ${name}Base). */`,
        `export type Create${name}Pass = (options?: ${name}Options) => ${name}Base;`,
        "",
        `/** Registers \`${argument}\` in \`registry\` with its implementation. */`,
        `export function register${name}Pass(registry: pass.PassRegistry, create: Create${name}Pass): void {`,
        "  registry.registerPass(() => create());",
        "}",
      ].join("\n"),
    );
    creators.push(name);
  }
  const group = options.groupName ?? "";
  const paths = importPaths(options.runtimeModule ?? "tsmlir");
  const enumTypes = [...enums.values()].map((e) =>
    [`/** Values of ${e.typeName} options. */`, `export type ${e.typeName}Names = readonly [${e.cases.map((c) => JSON.stringify(c.name)).join(", ")}];`, `export type ${e.typeName} = ${e.typeName}Names[number];`].join("\n"),
  );
  const aggregate = [
    `/** The implementations of this file's passes (a missing one is a compile error). */`,
    `export interface ${group}PassImplementations {`,
    ...creators.map((n) => `  readonly create${n}Pass: Create${n}Pass;`),
    "}",
    "",
    `/** Registers every pass of this file in \`registry\`. */`,
    `export function register${group}Passes(registry: pass.PassRegistry, implementations: ${group}PassImplementations): void {`,
    ...creators.map((n) => `  register${n}Pass(registry, implementations.create${n}Pass);`),
    "}",
  ].join("\n");
  const header = [
    `// @generated by tsmlir-tblgen --gen-ts-passes from ${options.inputFilename.replaceAll("\n", " ")} — do not edit`,
    `import * as pass from ${JSON.stringify(paths.pass)};`,
    ...(usesInterfaces ? [`import * as ir from ${JSON.stringify(paths.ir)};`] : []),
  ].join("\n");
  return `${[header, ...enumTypes, ...sections, aggregate].join("\n\n")}\n`;
}

/** `cf::ControlFlowDialect` → the dialect's namespace (`cf`), from its Dialect record when present. */
function dialectNamespace(records: RecordKeeper, pass: Record, cppName: string): string {
  const className = cppName.split("::").pop() as string;
  for (const dialect of records.getAllDerivedDefinitionsIfDefined("Dialect")) {
    const cppNamespace = getStringOrEmpty(dialect, "cppNamespace").replace(/^::/, "");
    const dialectClass = getStringOrEmpty(dialect, "name");
    if (cppName.replace(/^::/, "") === `${cppNamespace}::${className}` || dialect.name === className) return dialectClass;
  }
  // Without the dialect's record: MLIR's convention `<ns>::<Name>Dialect` names namespace `ns`.
  const segments = cppName.replace(/^::/, "").split("::");
  const namespace = segments.length >= 2 ? (segments[segments.length - 2] as string) : undefined;
  if (namespace === undefined || namespace === "mlir") throw odsError(pass, `pass '${pass.name}': cannot tell the namespace of dependent dialect '${cppName}'`);
  return namespace;
}
