// Assembles one dialect's generated module (tsmlir-tblgen --gen-ts-dialect): header,
// imports of the package's public entry points, enums, attribute classes, constraint
// checks, op classes with their descriptors, assembly-format functions, the typed hooks
// the dialect needs by hand, and the dialect itself (a ready object when it needs no
// hooks, else a factory taking them). Pure: records in, module text out.
import { IndentationText, Project, QuoteKind } from "ts-morph";
import { buildOdsModel, loadOperator, selectDialect, type Operator } from "../../src/ods/index.js";
import { getBitOr, getListOfStrings, getStringOrEmpty, hasField, odsError, type Record, type RecordKeeper } from "../../src/ods/access.js";
import { dialectRecords } from "../../src/ods/dialect.js";
import { derivedRecords } from "../../src/ods/model.js";
import { errorAt } from "../../src/support/diagnostic.js";
import { enumInfo, enumStatements, type EnumInfo } from "./enums.js";
import { attrDefStatements, type AttrDefInfo } from "./attributes.js";
import { generateOp } from "./ops.js";
import { emitOpFormat, type CustomDirectiveUse } from "../format/index.js";
import { camelCase, docComment, stringLiteral } from "./names.js";
import { localize, tsNamespaceOf } from "./op-common.js";
import { ModuleConstants, type GenContext } from "./gen-context.js";

export interface DialectModuleOptions {
  /** `-dialect=NAME`: which dialect, when the input defines several. */
  readonly dialect?: string;
  /** `-runtime-module=SPEC`: the tsmlir package (`tsmlir`) or a path to its src/api (`../src/api`). */
  readonly runtimeModule: string;
  /** `-import-dialect=NS=MODULE`: the modules of other dialects this one's code refers to, by namespace. */
  readonly importDialects: ReadonlyMap<string, string>;
  /** The input file as named in the header. */
  readonly inputFilename: string;
}

/** The import specifiers of the runtime entry points: `tsmlir`, `tsmlir/ods`, `tsmlir/dialect`, or paths. */
export function runtimeSpecifiers(spec: string): { readonly ir: string; readonly ods: string; readonly dialect: string } {
  const base = spec.replace(/\/+$/, "");
  if (base.startsWith(".") || base.startsWith("/")) return { ir: `${base}/index.js`, ods: `${base}/ods.js`, dialect: `${base}/dialect.js` };
  return { ir: base, ods: `${base}/ods`, dialect: `${base}/dialect` };
}

/** `arith` -> `Arith`, `sparse_tensor` -> `SparseTensor`. */
export function dialectTypeName(name: string): string {
  return camelCase(name.replace(/[^A-Za-z0-9_]/g, "_"), true);
}

function uses(text: string, name: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9_.$])${name.replace(/\$/g, "\\$")}(?![A-Za-z0-9_$])`).test(text);
}

/** The generated module of the selected dialect of `keeper`. */
export function generateDialectModule(keeper: RecordKeeper, options: DialectModuleOptions): string {
  const dialect = selectDialect(keeper, options.dialect);
  const dialectRecord = keeper.getDef(dialect.defName) as Record;
  const ns = tsNamespaceOf(dialect.cppNamespace);
  const typeName = dialectTypeName(dialect.name);
  const opRecords = derivedRecords(keeper, "Op");
  const opNamesByClass = new Map<string, string>();
  const ops: { readonly op: Operator; readonly record: Record }[] = [];
  for (const record of opRecords) {
    const op = loadOperator(keeper, record);
    opNamesByClass.set(`${tsNamespaceOf(op.cppNamespace)}::${op.cppClassName}`, op.operationName);
    if (op.dialect === dialect.defName) ops.push({ op, record });
  }
  const model = buildOdsModel(keeper);
  const enums: EnumInfo[] = model.enums
    .filter((e) => e.cppNamespace === dialect.cppNamespace)
    .map((e) => enumInfo(e, keeper.getDef(e.defName) as Record));
  const attrDefs: AttrDefInfo[] = model.attrOrTypeDefs
    .filter((d) => d.dialect === dialect.defName)
    .map((def) => {
      const param = def.parameters.length === 1 ? def.parameters[0] : undefined;
      const enumParam = param === undefined ? undefined : enums.find((e) => param.cppType === `${ns}.${e.model.className}` || param.cppType === e.model.className);
      return enumParam === undefined ? { def } : { def, enumParam };
    });
  const ctx: GenContext = { keeper, namespace: ns, opNamesByClass, constants: new ModuleConstants(ns) };

  const directivesType = `${typeName}DirectiveHooks`;
  const opStatements: string[] = [];
  const formatStatements: string[] = [];
  const registrations: string[] = [];
  const opHooks: { readonly cls: string; readonly name: string }[] = [];
  const hookInterfaces: string[] = [];
  const hookTraits: string[] = [];
  const directives: CustomDirectiveUse[] = [];
  for (const { op, record } of ops) {
    const generated = generateOp(op, record, ctx);
    opStatements.push(...generated.statements);
    const format = emitOpFormat(op, keeper, directivesType);
    if (format !== undefined) {
      formatStatements.push(localize(format.code, ns));
      directives.push(...format.directives);
    }
    if (generated.hooks !== undefined) {
      hookInterfaces.push(generated.hooks.code);
      opHooks.push({ cls: generated.className, name: generated.hooks.name });
    }
    for (const t of generated.hookTraits) if (!hookTraits.includes(t)) hookTraits.push(t);
    registrations.push(generated.registration(format === undefined ? undefined : { parse: format.parseName, print: format.printName, directives: format.directives.length > 0 }));
  }

  // ---- the dialect's hooks ----
  const hasConstantMaterializer = getBitOr(dialectRecord, "hasConstantMaterializer", false);
  const hookFields: string[] = [];
  if (opHooks.length > 0) hookFields.push(`  /** The ops' hand-written parts, by op class. */\n  readonly ops: {\n${opHooks.map((h) => `    readonly ${h.cls}: ${h.name};`).join("\n")}\n  };`);
  const directiveCode = directiveHooks(directives, directivesType, typeName);
  if (directiveCode !== undefined) hookFields.push(`  /** The functions behind the assembly formats' \`custom<...>\` directives. */\n  readonly directives: ${directivesType};`);
  if (hookTraits.length > 0) hookFields.push(`  /** Op traits the runtime does not define (NativeOpTraits outside \`::mlir::OpTrait\`), by name. */\n  readonly traits: {\n${hookTraits.map((t) => `    readonly ${t}: ir.OpTrait;`).join("\n")}\n  };`);
  if (hasConstantMaterializer)
    hookFields.push(
      `  /** The dialect's constant materializer (ODS \`hasConstantMaterializer\`): an op producing \`value\` of \`type\`, or undefined. */\n  materializeConstant(builder: ir.OpBuilder, value: ir.Attribute, type: ir.Type, location: ir.Location): ir.Operation | undefined;`,
    );
  const needsHooks = hookFields.length > 0;

  // ---- the dialect ----
  const syntaxAttrs = attrDefs.filter((a) => a.enumParam !== undefined && a.def.kind === "attr");
  const dialectFields = [`namespace: ${stringLiteral(dialect.name)},`, `operations: [\n${registrations.map((r) => `  ${r},`).join("\n")}\n],`];
  const dependents = dependentDialects(dialectRecord, keeper);
  if (dependents.length > 0) dialectFields.push(`dependentDialects: [${dependents.map(stringLiteral).join(", ")}],`);
  if (hasConstantMaterializer) dialectFields.push(`materializeConstant: (builder, value, type, location) => hooks.materializeConstant(builder, value, type, location),`);
  if (syntaxAttrs.length > 0) {
    dialectFields.push(
      `parseAttribute(parser: ir.DialectAsmParser): ir.Attribute {\n  const p = parser as ods.DialectParser;\n  const mnemonic = ods.parseMnemonic(p);\n  switch (mnemonic.name) {\n${syntaxAttrs
        .map((a) => `    case ${stringLiteral(a.def.mnemonic ?? "")}:\n      return ${a.def.cppClassName}.parseBody(p, parser.context);`)
        .join("\n")}\n    default:\n      throw ods.unknownMnemonic(p, mnemonic, ${stringLiteral(dialect.name)}, "attribute");\n  }\n},`,
      `printAttribute(attr: ir.Attribute, printer: ir.DialectAsmPrinter): void {\n${syntaxAttrs
        .map((a) => `  if (attr instanceof ${a.def.cppClassName}) return printer.write(attr.printBody());`)
        .join("\n")}\n  throw new TypeError(${stringLiteral(`not an attribute of the ${dialect.name} dialect`)});\n},`,
    );
  }
  const dialectObject = `{\n${dialectFields.map((f) => f.split("\n").map((l) => `  ${l}`).join("\n")).join("\n")}\n}`;
  const dialectConst = `${camelCase(dialect.name.replace(/[^A-Za-z0-9_]/g, "_"))}Dialect`;
  const dialectStatements: string[] = [];
  if (needsHooks) {
    dialectStatements.push(
      `/** What the ${docComment(dialect.name)} dialect needs written by hand; a missing member does not compile. */\nexport interface ${typeName}DialectHooks {\n${hookFields.join("\n")}\n}`,
    );
    const opsLine = opHooks.length > 0 ? "  const ops = hooks.ops;\n" : "";
    dialectStatements.push(
      `/** The ${docComment(dialect.name)} dialect with its hand-written parts, for \`context.loadDialect\` or a DialectRegistry. */\nexport function create${typeName}Dialect(hooks: ${typeName}DialectHooks): ir.Dialect {\n${opsLine}  return ${dialectObject.replace(/\n/g, "\n  ")};\n}`,
    );
  } else {
    dialectStatements.push(`/** The ${docComment(dialect.name)} dialect, for \`context.loadDialect\` or a DialectRegistry. */\nexport const ${dialectConst}: ir.Dialect = ${dialectObject};`);
  }

  const body: string[] = [
    ...enums.flatMap(enumStatements),
    ...attrDefs.flatMap((a) => attrDefStatements(a, ns)),
    ...ctx.constants.statements(),
    ...opStatements,
    ...formatStatements,
    ...hookInterfaces,
    ...(directiveCode === undefined ? [] : [directiveCode]),
    ...dialectStatements,
  ];
  const text = body.join("\n\n");
  const imports = moduleImports(text, options, ns, dialectRecord, keeper, model.enums);
  const header = `// @generated by tsmlir-tblgen --gen-ts-dialect from ${options.inputFilename.replace(/[\r\n]/g, " ")} — do not edit`;
  return format([header, ...imports, ...body]);
}

/** The `Dialect.dependentDialects` (`arith::ArithDialect`) as dialect names. */
function dependentDialects(dialectRecord: Record, keeper: RecordKeeper): string[] {
  if (!hasField(dialectRecord, "dependentDialects")) return [];
  const known = dialectRecords(keeper);
  return getListOfStrings(dialectRecord, "dependentDialects").map((cls) => {
    const ns = cls.replace(/^::/, "").replace(/^mlir::/, "").split("::")[0] ?? cls;
    for (const d of known) if (tsNamespaceOf(getStringOrEmpty(d, "cppNamespace")) === ns) return getStringOrEmpty(d, "name");
    return ns.toLowerCase();
  });
}

/** The interface of the `custom<...>` directive functions (overloads where uses differ). */
function directiveHooks(uses: readonly CustomDirectiveUse[], name: string, typeName: string): string | undefined {
  if (uses.length === 0) return undefined;
  const members: string[] = [];
  const names = [...new Set(uses.map((u) => u.name))].sort();
  for (const directive of names) {
    const all = uses.filter((u) => u.name === directive);
    const optional = all.some((u) => u.optional);
    const parse = new Set(all.map((u) => u.parseParams.map((t, i) => `arg${i}: ${t}`).join(", ")));
    const print = new Set(all.map((u) => u.printParams.map((t, i) => `arg${i}: ${t}`).join(", ")));
    for (const params of parse) members.push(`  parse${directive}(parser: opAsm.OpAsmParser${params === "" ? "" : `, ${params}`}): ${optional ? "boolean | void" : "void"};`);
    for (const params of print) members.push(`  print${directive}(printer: opAsm.OpAsmPrinter, op: ir.Operation${params === "" ? "" : `, ${params}`}): void;`);
  }
  return `/** The ${docComment(typeName)} assembly formats' \`custom<...>\` directives (MLIR's hand-written parse/print functions). */\nexport interface ${name} {\n${members.join("\n")}\n}`;
}

/** The imports the module text uses: the runtime entry points and other dialects' modules. */
function moduleImports(
  text: string,
  options: DialectModuleOptions,
  ownNamespace: string,
  dialectRecord: Record,
  keeper: RecordKeeper,
  allEnums: ReturnType<typeof buildOdsModel>["enums"],
): string[] {
  const spec = runtimeSpecifiers(options.runtimeModule);
  const out: string[] = [`import * as ir from ${stringLiteral(spec.ir)};`];
  if (uses(text, "ods")) out.push(`import * as ods from ${stringLiteral(spec.ods)};`);
  if (uses(text, "rt")) out.push(`import * as rt from ${stringLiteral(spec.dialect)};`);
  if (uses(text, "opAsm")) out.push(`import { opAsm } from ${stringLiteral(spec.dialect)};`);
  const namespaces = new Set<string>();
  for (const d of dialectRecords(keeper)) namespaces.add(tsNamespaceOf(getStringOrEmpty(d, "cppNamespace")));
  for (const [other] of options.importDialects) namespaces.add(other);
  namespaces.delete(ownNamespace);
  namespaces.delete("ir");
  for (const other of [...namespaces].sort()) {
    const exported = allEnums.filter((e) => tsNamespaceOf(e.cppNamespace) === other).flatMap((e) => [e.className, `${e.className}Attr`, `symbolize${e.className}`, `stringify${e.className}`]);
    const named = exported.filter((n) => uses(text, n));
    if (!uses(text, other) && named.length === 0) continue;
    const module = options.importDialects.get(other);
    if (module === undefined)
      throw errorAtRecord(dialectRecord, `the generated code refers to dialect namespace '${other}'; pass -import-dialect=${other}=<module> naming its generated module`);
    if (uses(text, other)) out.push(`import * as ${other} from ${stringLiteral(module)};`);
    if (named.length > 0) out.push(`import { ${named.join(", ")} } from ${stringLiteral(module)};`);
  }
  return out;
}

function errorAtRecord(record: Record, message: string): Error {
  return record.location === undefined ? errorAt(undefined, message) : odsError(record, message);
}

function format(statements: readonly string[]): string {
  const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double } });
  const file = project.createSourceFile("dialect.ts", "", { overwrite: true });
  file.addStatements([...statements]);
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: "insert" as never });
  return file.getFullText();
}
