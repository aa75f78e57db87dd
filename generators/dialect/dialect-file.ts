// Assembles one dialect's generated module (tsmlir-tblgen --gen-ts-dialect): header,
// imports of the package's public entry points, enums, attribute classes, constraint
// checks, op classes with their descriptors, assembly-format functions, the typed hooks
// the dialect needs by hand, and the dialect itself (a ready object when it needs no
// hooks, else a factory taking them). Pure: records in, module text out.
import type { CoreInterface } from "./core-interfaces.js";
import { IndentationText, Project, QuoteKind } from "ts-morph";
import { buildOdsModel, loadOperator, selectDialect, type Operator } from "../../src/ods/index.js";
import { getBitOr, getListOfStrings, getStringOrEmpty, hasField, odsError, type Record, type RecordKeeper } from "../../src/ods/access.js";
import { dialectRecords } from "../../src/ods/dialect.js";
import { derivedRecords } from "../../src/ods/model.js";
import { DiagnosticError, errorAt } from "../../src/support/diagnostic.js";
import { generateAttrTypeDefinitions, type HookSpec } from "./attributes.js";
import { generateInterfaceDefinitions } from "./interfaces.js";
import { generateOp } from "./ops.js";
import { emitOpFormat, type CustomDirectiveUse } from "../format/index.js";
import { camelCase, docComment, stringLiteral } from "./names.js";
import { localize, tsNamespaceOf } from "./op-common.js";
import { ModuleConstants, type GenContext } from "./gen-context.js";
import { freeNames, type Chunk } from "./name-check.js";
import { excerpt } from "./snippets.js";

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

/** The import specifiers of the runtime entry points: `tsmlir/ir`, `tsmlir/ods`, `tsmlir/dialect`, or paths to src/api's files. */
export function runtimeSpecifiers(spec: string): { readonly ir: string; readonly ods: string; readonly dialect: string } {
  const base = spec.replace(/\/+$/, "");
  if (base.startsWith(".") || base.startsWith("/")) return { ir: `${base}/ir.js`, ods: `${base}/ods.js`, dialect: `${base}/dialect.js` };
  return { ir: `${base}/ir`, ods: `${base}/ods`, dialect: `${base}/dialect` };
}

/** `arith` -> `Arith`, `sparse_tensor` -> `SparseTensor`. */
export function dialectTypeName(name: string): string {
  return camelCase(name.replace(/[^A-Za-z0-9_]/g, "_"), true);
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
  const dialectWhat = `the ${dialect.name} dialect`;
  // The builtin dialect's attributes, types and enums are the core's (ir), not generated.
  const builtin = dialect.name === "builtin";
  const hooksType = `${typeName}DialectHooks`;
  const dialectModel = model.dialects.find((d) => d.defName === dialect.defName);
  const attrTypes =
    builtin || dialectModel === undefined
      ? undefined
      : located(dialectRecord, `the attributes and types of ${dialectWhat}`, () => generateAttrTypeDefinitions(model, dialectModel, keeper, { namespace: ns, hooksType }));
  const interfaceDefs = builtin
    ? undefined
    : located(dialectRecord, `the interfaces of ${dialectWhat}`, () =>
        generateInterfaceDefinitions(model, keeper, { namespace: ns, cppNamespace: dialect.cppNamespace, mainFile: options.inputFilename }),
      );
  const userInterfaces = new Map<string, CoreInterface>();
  for (const info of interfaceDefs?.interfaces ?? []) {
    if (info.kind !== "op") continue;
    userInterfaces.set(info.name, {
      name: info.name,
      key: info.name,
      methodsType: info.methodsType,
      methods: info.methods.filter((m) => !m.isStatic).map((m) => m.name),
      staticMethods: info.methods.filter((m) => m.isStatic).map((m) => m.name),
      defaulted: info.methods.filter((m) => m.defaulted).map((m) => m.name),
    });
  }
  const ctx: GenContext = { keeper, namespace: ns, opNamesByClass, constants: new ModuleConstants(ns), userInterfaces };

  const directivesType = `${typeName}DirectiveHooks`;
  const opStatements: Chunk[] = [];
  const formatStatements: Chunk[] = [];
  const registrations: string[] = [];
  const opHooks: { readonly cls: string; readonly name: string }[] = [];
  const hookInterfaces: Chunk[] = [];
  const hookTraits: string[] = [];
  const directives: CustomDirectiveUse[] = [];
  for (const { op, record } of ops) {
    const what = `op '${op.operationName}'`;
    const generated = located(record, what, () => generateOp(op, record, ctx));
    opStatements.push({ text: generated.statements.join("\n\n"), record, what });
    const format = located(record, `the assembly format of ${what}`, () => emitOpFormat(op, keeper, directivesType));
    if (format !== undefined) {
      formatStatements.push({ text: localize(format.code, ns), record, what: `the assembly format of ${what}` });
      directives.push(...format.directives);
    }
    if (generated.hooks !== undefined) {
      hookInterfaces.push({ text: generated.hooks.code, record, what: `the hooks of ${what}` });
      opHooks.push({ cls: generated.className, name: generated.hooks.name });
    }
    for (const t of generated.hookTraits) if (!hookTraits.includes(t)) hookTraits.push(t);
    registrations.push(generated.registration(format === undefined ? undefined : { parse: format.parseName, print: format.printName, directives: format.directives.length > 0 }));
  }

  // ---- the dialect's hooks ----
  const hasConstantMaterializer = getBitOr(dialectRecord, "hasConstantMaterializer", false);
  const hasCanonicalizer = getBitOr(dialectRecord, "hasCanonicalizer", false);
  // ODS's dialect attribute verifiers: the `ns.x` attributes the dialect checks on any op, and on
  // the arguments and results of function-like ops.
  const attributeVerifiers = DIALECT_ATTRIBUTE_VERIFIERS.filter((v) => getBitOr(dialectRecord, v.bit, false));
  const hookFields: string[] = [];
  if (opHooks.length > 0) hookFields.push(`  /** The ops' hand-written parts, by op class. */\n  readonly ops: {\n${opHooks.map((h) => `    readonly ${h.cls}: ${h.name};`).join("\n")}\n  };`);
  const directiveCode = directiveHooks(directives, directivesType, typeName);
  if (directiveCode !== undefined) hookFields.push(`  /** The functions behind the assembly formats' \`custom<...>\` directives. */\n  readonly directives: ${directivesType};`);
  if (hookTraits.length > 0) hookFields.push(`  /** Op traits the runtime does not define (NativeOpTraits outside \`::mlir::OpTrait\`), by name. */\n  readonly traits: {\n${hookTraits.map((t) => `    readonly ${t}: ir.OpTrait;`).join("\n")}\n  };`);
  if (hasConstantMaterializer)
    hookFields.push(
      `  /** The dialect's constant materializer (ODS \`hasConstantMaterializer\`): an op producing \`value\` of \`type\`, or undefined. */\n  materializeConstant(builder: ir.OpBuilder, value: ir.Attribute, type: ir.Type, location: ir.Location): ir.Operation | undefined;`,
    );
  if (hasCanonicalizer)
    hookFields.push(
      `  /** The dialect's canonicalization patterns not tied to one op (ODS \`hasCanonicalizer\` on the dialect, MLIR's Dialect::getCanonicalizationPatterns). */\n  getCanonicalizationPatterns(patterns: rt.RewritePatternSet): void;`,
    );
  for (const v of attributeVerifiers) hookFields.push(`  /** ${v.doc} */\n  ${v.name}${v.signature}: void;`);
  for (const hook of attrTypes?.hooks ?? []) hookFields.push(hookField(hook));
  const needsHooks = hookFields.length > 0;
  // Optional for every dialect: its bytecode encodings (its own .td through
  // `tsmlir-tblgen --gen-ts-bytecode`, and version hooks), as tsmlir's dialects carry them.
  hookFields.push(
    "  /** The dialect's bytecode encodings and version hooks (MLIR's BytecodeDialectInterface): what `tsmlir-tblgen --gen-ts-bytecode` generates from the dialect's bytecode .td, with hand-written versioning if any. Absent: attributes and types travel in their textual form. */\n  readonly bytecode?: rt.BytecodeDialectHooks;",
  );

  // ---- the dialect ----
  const dialectFields = [`namespace: ${stringLiteral(dialect.name)},`, `operations: [\n${registrations.map((r) => `  ${r},`).join("\n")}\n],`];
  const dependents = dependentDialects(dialectRecord, keeper);
  if (dependents.length > 0) dialectFields.push(`dependentDialects: [${dependents.map(stringLiteral).join(", ")}],`);
  if (hasConstantMaterializer) dialectFields.push(`materializeConstant: (builder, value, type, location) => hooks.materializeConstant(builder, value, type, location),`);
  if (hasCanonicalizer) dialectFields.push(`getCanonicalizationPatterns: (patterns) => hooks.getCanonicalizationPatterns(patterns),`);
  for (const v of attributeVerifiers) dialectFields.push(`${v.name}: (${v.parameters.join(", ")}) => hooks.${v.name}(${v.parameters.join(", ")}),`);
  for (const [member, code] of Object.entries(attrTypes?.dialectMembers ?? {})) dialectFields.push(`${member}: ${code},`);
  // Generated attribute and type classes find the hooks on the dialect loaded in their context.
  dialectFields.push("...(hooks.bytecode !== undefined ? { bytecode: hooks.bytecode } : {}),", "hooks,");
  const dialectObject = `{\n${dialectFields.map((f) => f.split("\n").map((l) => `  ${l}`).join("\n")).join("\n")}\n}`;
  const dialectConst = `${camelCase(dialect.name.replace(/[^A-Za-z0-9_]/g, "_"))}Dialect`;
  const dialectStatements: string[] = [];
  dialectStatements.push(
    `/** What the ${docComment(dialect.name)} dialect needs written by hand; a missing member does not compile. */\nexport interface ${typeName}DialectHooks {\n${hookFields.join("\n")}\n}`,
  );
  const opsLine = opHooks.length > 0 ? "  const ops = hooks.ops;\n" : "";
  // Nothing required: the hooks may be left out, and the dialect is also exported ready to load.
  const hooksParameter = needsHooks ? `hooks: ${typeName}DialectHooks` : `hooks: ${typeName}DialectHooks = {}`;
  dialectStatements.push(
    `/** The ${docComment(dialect.name)} dialect with its hand-written parts, for \`context.loadDialect\` or a DialectRegistry. */\nexport function create${typeName}Dialect(${hooksParameter}): rt.DialectWithHooks<${typeName}DialectHooks> {\n${opsLine}  return ${dialectObject.replace(/\n/g, "\n  ")};\n}`,
  );
  if (!needsHooks) {
    dialectStatements.push(`/** The ${docComment(dialect.name)} dialect (no bytecode encodings), for \`context.loadDialect\` or a DialectRegistry. */\nexport const ${dialectConst}: ir.Dialect = create${typeName}Dialect();`);
  }

  const chunks: Chunk[] = [
    ...[...(interfaceDefs?.statements ?? []), ...(attrTypes?.statements ?? [])].map((text) => ({ text, record: dialectRecord, what: `the attributes, types and interfaces of ${dialectWhat}` })),
    ...ctx.constants.entries(),
    ...opStatements,
    ...formatStatements,
    ...hookInterfaces,
    ...(directiveCode === undefined ? [] : [{ text: directiveCode, record: dialectRecord, what: `the custom directives of ${dialectWhat}` }]),
    ...dialectStatements.map((text) => ({ text, record: dialectRecord, what: dialectWhat })),
  ].filter((c) => c.text !== "");
  const imports = moduleImports(chunks, options, ns, keeper, model.enums);
  const header = `// @generated by tsmlir-tblgen --gen-ts-dialect from ${options.inputFilename.replace(/[\r\n]/g, " ")} — do not edit`;
  return format([header, ...imports, ...chunks.map((c) => c.text)]);
}

/** The dialect attribute verifiers ODS declares with a bit, as hooks and Dialect members. */
const DIALECT_ATTRIBUTE_VERIFIERS: readonly { bit: string; name: string; parameters: readonly string[]; signature: string; doc: string }[] = [
  {
    bit: "hasOperationAttrVerify",
    name: "verifyOperationAttribute",
    parameters: ["op", "attribute"],
    signature: "(op: ir.Operation, attribute: ir.NamedAttribute)",
    doc: "ODS `hasOperationAttrVerify`: checks an attribute named with the dialect's prefix on any op (MLIR's Dialect::verifyOperationAttribute), throwing the error.",
  },
  {
    bit: "hasRegionArgAttrVerify",
    name: "verifyRegionArgAttribute",
    parameters: ["op", "regionIndex", "argIndex", "attribute"],
    signature: "(op: ir.Operation, regionIndex: number, argIndex: number, attribute: ir.NamedAttribute)",
    doc: "ODS `hasRegionArgAttrVerify`: checks an attribute named with the dialect's prefix on a region argument (a function argument's), throwing the error.",
  },
  {
    bit: "hasRegionResultAttrVerify",
    name: "verifyRegionResultAttribute",
    parameters: ["op", "regionIndex", "resultIndex", "attribute"],
    signature: "(op: ir.Operation, regionIndex: number, resultIndex: number, attribute: ir.NamedAttribute)",
    doc: "ODS `hasRegionResultAttrVerify`: checks an attribute named with the dialect's prefix on a region result (a function result's), throwing the error.",
  },
];

/** A member of the dialect's hooks interface for an attribute/type hook. */
function hookField(hook: HookSpec): string {
  return `  /** ${docComment(hook.doc)} */\n  readonly ${hook.name}: ${hook.type};`;
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
    const parse = new Set(all.map((u) => u.parseParams.map((t, i) => `${u.paramNames[i] ?? `arg${i}`}: ${t}`).join(", ")));
    const print = new Set(all.map((u) => u.printParams.map((t, i) => `${u.paramNames[i] ?? `arg${i}`}: ${t}`).join(", ")));
    for (const params of parse) members.push(`  parse${directive}(parser: opAsm.OpAsmParser${params === "" ? "" : `, ${params}`}): ${optional ? "boolean | void" : "void"};`);
    for (const params of print) members.push(`  print${directive}(printer: opAsm.OpAsmPrinter, op: ir.Operation${params === "" ? "" : `, ${params}`}): void;`);
  }
  return `/** The ${docComment(typeName)} assembly formats' \`custom<...>\` directives (MLIR's hand-written parse/print functions). */\nexport interface ${name} {\n${members.join("\n")}\n}`;
}

const RUNTIME_NAMES = ["ir", "ods", "rt", "opAsm"] as const;

/**
 * The imports the module uses (the runtime entry points, other dialects' modules), from
 * the names its chunks leave free; a name nothing provides is reported at its chunk.
 */
function moduleImports(
  chunks: readonly Chunk[],
  options: DialectModuleOptions,
  ownNamespace: string,
  keeper: RecordKeeper,
  allEnums: ReturnType<typeof buildOdsModel>["enums"],
): string[] {
  // Other dialects' namespaces and the enum names their modules export.
  const namespaces = new Set<string>();
  for (const d of dialectRecords(keeper)) namespaces.add(tsNamespaceOf(getStringOrEmpty(d, "cppNamespace")));
  for (const [other] of options.importDialects) namespaces.add(other);
  namespaces.delete(ownNamespace);
  for (const name of RUNTIME_NAMES) namespaces.delete(name);
  const exportedBy = new Map<string, string>();
  for (const e of allEnums) {
    const other = tsNamespaceOf(e.cppNamespace);
    if (!namespaces.has(other)) continue;
    for (const n of [e.className, `${e.className}Attr`, `symbolize${e.className}`, `stringify${e.className}`]) if (!exportedBy.has(n)) exportedBy.set(n, other);
  }
  const importable = new Set<string>([...RUNTIME_NAMES, ...namespaces, ...exportedBy.keys()]);
  const { used, unresolved, syntaxError } = freeNames(chunks, importable);
  if (syntaxError !== undefined)
    throw errorAtRecord(
      syntaxError.chunk.record,
      `${syntaxError.chunk.what} is not TypeScript (${syntaxError.message}): \`${excerpt(syntaxError.chunk.text, syntaxError.offset)}\``,
    );
  const first = unresolved[0];
  if (first !== undefined) {
    const others = unresolved.filter((u) => u.chunk === first.chunk && u.name !== first.name).map((u) => `'${u.name}'`);
    throw errorAtRecord(
      first.chunk.record,
      `${first.chunk.what} refers to '${first.name}'${others.length > 0 ? ` (and ${others.slice(0, 3).join(", ")}${others.length > 3 ? ", ..." : ""})` : ""}, which nothing declares: the .td code is not TypeScript (a C++ name?) or names something not generated`,
    );
  }
  const spec = runtimeSpecifiers(options.runtimeModule);
  const out: string[] = [`import * as ir from ${stringLiteral(spec.ir)};`];
  if (used.has("ods")) out.push(`import * as ods from ${stringLiteral(spec.ods)};`);
  if (used.has("rt")) out.push(`import * as rt from ${stringLiteral(spec.dialect)};`);
  if (used.has("opAsm")) out.push(`import { opAsm } from ${stringLiteral(spec.dialect)};`);
  for (const other of [...namespaces].sort()) {
    const named = [...exportedBy].filter(([n, ns]) => ns === other && used.has(n)).map(([n]) => n);
    if (!used.has(other) && named.length === 0) continue;
    const module = options.importDialects.get(other);
    if (module === undefined) {
      const user = chunks.find((c) => freeNames([c], importable).used.has(other) || named.some((n) => freeNames([c], importable).used.has(n)));
      throw errorAtRecord(
        user?.record,
        `${user?.what ?? "the generated code"} refers to dialect namespace '${other}'; pass -import-dialect=${other}=<module> naming its generated module`,
      );
    }
    if (used.has(other)) out.push(`import * as ${other} from ${stringLiteral(module)};`);
    if (named.length > 0) out.push(`import { ${named.join(", ")} } from ${stringLiteral(module)};`);
  }
  return out;
}

/**
 * Runs one generation step for `record`; an error that is not already a located
 * diagnostic (a construct the generator does not handle) becomes one, at the record.
 */
function located<T>(record: Record | undefined, what: string, step: () => T): T {
  try {
    return step();
  } catch (e) {
    if (e instanceof DiagnosticError) throw e;
    throw errorAtRecord(record, `cannot generate ${what}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function errorAtRecord(record: Record | undefined, message: string): Error {
  return record?.location === undefined ? errorAt(undefined, message) : odsError(record, message);
}

function format(statements: readonly string[]): string {
  const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double } });
  const file = project.createSourceFile("dialect.ts", "", { overwrite: true });
  file.addStatements([...statements]);
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: "insert" as never });
  return file.getFullText();
}
