// Attribute and type definitions (AttrDef/TypeDef) and enums of one dialect as TypeScript.
//
// Entry point for the dialect module generator:
//
//   generateAttrTypeDefinitions(model, dialect, keeper, { namespace, hooksType })
//     -> { statements, hooks, dialectMembers, exports, diagnostics }
//
// - `statements`: the dialect's enums (enums.ts), then one class per AttrDef/TypeDef, then
//   the mnemonic tables. Place them after the interface statements of
//   generateInterfaceDefinitions (interfaces.ts): classes list interface keys in their
//   `static interfaces` map, which is evaluated when the class is defined.
// - `hooks`: `{ name, type, doc }` members of the `<hooksType>` interface the dialect
//   author implements (verifiers, hasCustomAssemblyFormat parsers/printers, custom
//   directives, interface methods without default, the dialect's own
//   parseAttribute/printAttribute when it does not use the default ones). Hooks with the
//   same name as an op's (custom directives) must be merged by intersecting the types.
// - `dialectMembers`: member name -> expression for the `ir.Dialect` object literal
//   (parseAttribute, printAttribute, parseType, printType, forEachSubElement,
//   forEachPrintedElement). The dialect object must also carry the author's hooks object
//   as `hooks` (rt.DialectWithHooks<H>): generated classes find it with
//   `rt.dialectHooks<H>(context, "<dialect>")`, so hooks belong to the context's dialect.
// Generated code refers only to `ir` (tsmlir), `ods` (tsmlir/ods), `rt` (tsmlir/dialect)
// and the module's own declarations.
//
// Each AttrDef/TypeDef `X` becomes `export class X extends ir.DialectAttribute|DialectType`:
// readonly fields per parameter (TypeScript `cppType`, `| undefined` for
// OptionalParameter), `static get(context, ...params)` uniquing the value in the
// context (rt.uniqueStorage: parameters compared with their `comparator`, stored through
// their `allocator`), with `genVerifyDecl` `static getChecked(emitError, context, ...)`
// and both running the `verify<X>` hook, `getWith<Params>` per `builders` entry (`$_get`,
// `$_ctxt`), `get<Param>()` accessors (`genAccessors`), `extraClassDeclaration`/
// `extraClassDefinition` members, `static parse(parser[, type])` / `print(printer)`
// from the `assemblyFormat` (generators/format/def-emitter.ts) or the
// `parse<X>`/`print<X>` hooks (`hasCustomAssemblyFormat`), the op-format protocol
// (`static parseBody(state, context)`, `printBody()`), `walkImmediateSubElements`, and
// `static interfaces` for the AttrInterface/TypeInterface traits (interfaces.ts).
import type { AttrOrTypeDef, Dialect, OdsModel } from "../../src/ods/index.js";
import { checkDefFormat } from "../../src/ods/format/index.js";
import { DefInit, ListInit, StringInit, fieldInit, getBitOr, getDag, getString, getStringOrEmpty, hasField, isSubClassOf, odsError, type Record, type RecordKeeper } from "../../src/ods/access.js";
import type { Diagnostic } from "../../src/support/diagnostic.js";
import { DiagnosticError } from "../../src/support/diagnostic.js";
import { camelCase, docComment, identifier, stringLiteral, substitute } from "./names.js";
import { enumInfo, enumStatements } from "./enums.js";
import { compareExpression, loadParams, localizeCode, mayHoldIR, typeScope, type ParamInfo, type TypeScope } from "./attr-type-params.js";
import { valueInterfaceImplementations, type HookSpec } from "./interfaces.js";
import { compileDefFormat } from "../format/def-emitter.js";

export type { HookSpec };

export interface AttrTypeGenContext {
  /** The dialect's TypeScript namespace (`arith`, from its cppNamespace); own prefixes are dropped from snippets. */
  readonly namespace: string;
  /** The name of the dialect's hooks interface (`ArithDialectHooks`) that `hooks` are members of. */
  readonly hooksType: string;
}

export interface AttrTypeDialectMembers {
  parseAttribute?: string;
  printAttribute?: string;
  parseType?: string;
  printType?: string;
  forEachSubElement?: string;
  forEachPrintedElement?: string;
}

export interface AttrTypeDefinitions {
  readonly statements: string[];
  readonly hooks: HookSpec[];
  readonly dialectMembers: AttrTypeDialectMembers;
  /** Exported names (enums with their descriptors and functions, classes, mnemonic tables), for other dialects' imports. */
  readonly exports: string[];
  /** Warnings (located): parts of the definitions tsmlir cannot provide, e.g. `::mlir` interfaces without runtime support. */
  readonly diagnostics: Diagnostic[];
}

/** Throws the located diagnostic of a record for a generator-level problem. */
function recordError(record: Record, message: string): DiagnosticError {
  return odsError(record, message);
}

function attrTypeRecord(keeper: RecordKeeper, def: AttrOrTypeDef): Record {
  const record = keeper.getDef(def.defName);
  if (record === undefined) throw new Error(`no record ${def.defName}`);
  return record;
}

/** The dialect's enums: those in its C++ namespace. */
function dialectEnums(model: OdsModel, dialect: Dialect, keeper: RecordKeeper) {
  return model.enums
    .filter((e) => e.cppNamespace === dialect.cppNamespace)
    .map((e) => {
      const record = keeper.getDef(e.defName);
      if (record === undefined) throw new Error(`no record ${e.defName}`);
      return enumInfo(e, record);
    });
}

interface Builder {
  readonly name: string;
  readonly params: readonly { readonly name: string; readonly type: string; readonly defaultValue: string | undefined }[];
  readonly body: string;
  readonly returnType: string | undefined;
  readonly inferredContext: boolean;
}

function loadBuilders(record: Record, namespace: string): Builder[] {
  const init = fieldInit(record, "builders");
  if (!(init instanceof ListInit)) return [];
  const used = new Set<string>(["get", "getChecked"]);
  const out: Builder[] = [];
  for (const element of init.elements) {
    if (!(element instanceof DefInit)) continue;
    const b = element.record;
    const dag = getDag(b, "dagParams");
    const params: { name: string; type: string; defaultValue: string | undefined }[] = [];
    for (let i = 0; i < dag.numArgs; i++) {
      const arg = dag.getArg(i);
      const name = dag.getArgName(i) ?? "";
      if (name === "") throw recordError(record, `builder parameter #${i} has no name`);
      if (arg instanceof StringInit) params.push({ name: identifier(name), type: localizeCode(arg.value, namespace), defaultValue: undefined });
      else if (arg instanceof DefInit && hasField(arg.record, "type")) {
        const d = getStringOrEmpty(arg.record, "defaultValue");
        params.push({ name: identifier(name), type: localizeCode(getString(arg.record, "type"), namespace), defaultValue: d === "" ? undefined : localizeCode(d, namespace) });
      } else throw recordError(record, `unsupported builder parameter '${name}'`);
    }
    let method = params.length === 0 ? "getDefault" : `getWith${params.map((p) => camelCase(p.name, true)).join("")}`;
    while (used.has(method)) method = `${method}_`;
    used.add(method);
    const returnType = getStringOrEmpty(b, "returnType").trim();
    out.push({
      name: method,
      params,
      body: getStringOrEmpty(b, "body"),
      returnType: returnType === "" ? undefined : localizeCode(returnType, namespace),
      inferredContext: getBitOr(b, "hasInferredContextParam", false),
    });
  }
  return out;
}

interface ClassOutput {
  readonly statement: string;
  readonly hooks: HookSpec[];
  readonly diagnostics: Diagnostic[];
  readonly hasParse: boolean;
}

function indentLines(lines: readonly string[], prefix: string): string[] {
  return lines.map((l) => (l === "" ? l : `${prefix}${l}`));
}

function memberCode(code: string, namespace: string): string[] {
  const text = localizeCode(code, namespace).replace(/\r/g, "");
  const lines = text.split("\n");
  while (lines.length > 0 && (lines[0] as string).trim() === "") lines.shift();
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === "") lines.pop();
  const margin = Math.min(...lines.filter((l) => l.trim() !== "").map((l) => (/^\s*/.exec(l) as RegExpExecArray)[0].length));
  return lines.map((l) => `  ${l.slice(Number.isFinite(margin) ? margin : 0)}`);
}

function attrTypeClass(def: AttrOrTypeDef, record: Record, scope: TypeScope, ctx: AttrTypeGenContext, dialectName: string): ClassOutput {
  const cls = def.cppClassName;
  const isAttr = def.kind === "attr";
  const hooks: HookSpec[] = [];
  const diagnostics: Diagnostic[] = [];
  const ns = ctx.namespace;
  const hooksExpr = (context: string): string => `rt.dialectHooks<${ctx.hooksType}>(${context}, ${stringLiteral(dialectName)})`;
  const typedTrait = isAttr && hasTypedAttrTrait(record);
  const params = loadParams(record, def, scope, typedTrait);
  const extraDecl = getStringOrEmpty(record, "extraClassDeclaration");
  const extraDef = getStringOrEmpty(record, "extraClassDefinition");
  const skipDefaultBuilders = getBitOr(record, "skipDefaultBuilders", false);
  const lines: string[] = [];
  const doc = [def.summary, def.description].filter((s): s is string => s !== undefined && s.trim() !== "");
  if (doc.length > 0) lines.push(`/**\n${doc.map((d) => docComment(d).split("\n").map((l) => ` * ${l.trim()}`.trimEnd()).join("\n")).join("\n *\n")}\n */`);
  lines.push(`export class ${cls} extends ${isAttr ? "ir.DialectAttribute" : "ir.DialectType"} {`);
  if (def.mnemonic !== undefined) lines.push(`  static readonly mnemonic = ${stringLiteral(def.mnemonic)};`);
  for (const p of params) {
    if (p.summary !== undefined && p.summary.trim() !== "") lines.push(`  /** ${docComment(p.summary)} */`);
    lines.push(`  declare readonly ${p.field}: ${p.fieldType};`);
  }
  const ctorParams = params.map((p) => `, ${p.field}: ${p.fieldType}`).join("");
  lines.push(`  private constructor(context: ir.MLIRContext${ctorParams}) {`, `    super(context);`, ...params.map((p) => `    this.${p.field} = ${p.field};`), `  }`);
  lines.push(`  override get dialectNamespace(): string {`, `    return ${stringLiteral(dialectName)};`, `  }`);

  // Interfaces (and MLIR's MemRefElementTypeInterface marker for types).
  const impls = valueInterfaceImplementations(record, def.kind, cls, `${extraDecl}\n${extraDef}`, ns, hooksExpr);
  hooks.push(...impls.hooks);
  diagnostics.push(...impls.diagnostics);
  if (!isAttr) lines.push(`  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */`, `  override get isMemRefElementType(): boolean {`, `    return ${impls.memRefElementType};`, `  }`);
  const selfType = params.find((p) => p.isSelfType);
  if (selfType !== undefined && selfType.field !== "type") lines.push(`  /** The attribute's type (its self type parameter). */`, `  get type(): ir.Type {`, `    return this.${selfType.field};`, `  }`);

  // Uniquing and verification.
  const paramList = params.map((p) => `${p.field}: ${p.fieldType}`).join(", ");
  const names = params.map((p) => p.field);
  const verify = def.genVerifyDecl;
  if (verify) {
    hooks.push({
      name: `verify${cls}`,
      type: `(emitError: rt.AttrTypeErrorEmitter${params.map((p) => `, ${p.field}: ${p.fieldType}`).join("")}) => void`,
      doc: `Checks the parameters of ${cls} (ODS genVerifyDecl); throws \`emitError(message)\` when they are invalid.`,
    });
  }
  const allocated = (p: ParamInfo): string => (p.allocator === undefined ? p.field : `${p.field}Stored`);
  const make: string[] = [];
  for (const p of params) {
    if (p.allocator === undefined) continue;
    make.push(`let ${allocated(p)}: ${p.fieldType} = ${p.field};`);
    make.push(localizeCode(substitute(p.allocator, new Map([["_dst", allocated(p)], ["_self", p.field]])), ns).trim());
  }
  const construct = `new ${cls}(context${params.map((p) => `, ${allocated(p)}`).join("")})`;
  const makeFn = make.length === 0 ? `() => ${construct}` : `() => {\n${[...make, `return ${construct};`].map((l) => `        ${l}`).join("\n")}\n      }`;
  const hashed = params.filter((p) => p.comparator === undefined).map((p) => p.field);
  const matches = params.length === 0 ? "() => true" : `(odsCandidate) => ${params.map((p) => compareExpression(p, `odsCandidate.${p.field}`, p.field)).join(" && ")}`;
  const unique = `rt.uniqueStorage<${cls}>(context, ${stringLiteral(`${dialectName}.${cls}`)}, [${hashed.join(", ")}], ${matches}, ${makeFn})`;
  const getVisibility = skipDefaultBuilders ? "protected static" : "static";
  if (verify) {
    lines.push(
      `  /** The uniqued ${cls} of these parameters; throws when the verifier rejects them. */`,
      `  ${getVisibility} get(context: ir.MLIRContext${params.map((p) => `, ${p.field}: ${p.fieldType}`).join("")}): ${cls} {`,
      `    return ${cls}.getChecked(rt.defaultErrorEmitter(context), context${names.map((n) => `, ${n}`).join("")});`,
      `  }`,
      `  /** MLIR's getChecked: verifies the parameters, reporting through \`emitError\` (whose error it throws). */`,
      `  static getChecked(emitError: rt.AttrTypeErrorEmitter, context: ir.MLIRContext${params.map((p) => `, ${p.field}: ${p.fieldType}`).join("")}): ${cls} {`,
      `    ${hooksExpr("context")}.verify${cls}(emitError${names.map((n) => `, ${n}`).join("")});`,
      `    return ${unique};`,
      `  }`,
    );
  } else {
    lines.push(`  /** The uniqued ${cls} of these parameters. */`, `  ${getVisibility} get(context: ir.MLIRContext${paramList === "" ? "" : `, ${paramList}`}): ${cls} {`, `    return ${unique};`, `  }`);
  }

  // Builders.
  for (const b of loadBuilders(record, ns)) {
    const sig = [...(b.inferredContext ? [] : ["context: ir.MLIRContext"]), ...b.params.map((p) => `${p.name}: ${p.type}${p.defaultValue === undefined ? "" : ` = ${p.defaultValue}`}`)].join(", ");
    let body: string;
    if (b.body.trim() === "") {
      if (b.inferredContext) throw recordError(record, `${cls}: a builder with an inferred context needs a body`);
      if (b.params.length !== params.length) throw recordError(record, `${cls}: a builder without a body must take the parameters of ${cls} (${params.map((p) => p.name).join(", ")})`);
      body = `return ${cls}.get(context${b.params.map((p) => `, ${p.name}`).join("")});`;
    } else {
      body = localizeCode(substitute(b.body, new Map([["_get", `${cls}.get`], ["_ctxt", "context"]])), ns);
    }
    lines.push(`  /** An ODS builder of ${cls} (${docComment(b.params.map((p) => p.name).join(", "))}). */`, `  static ${b.name}(${sig}): ${b.returnType ?? cls} {`, ...memberCode(body, "").map((l) => `  ${l}`), `  }`);
  }

  // Accessors.
  if (def.genAccessors) {
    for (const p of params) {
      const value = `this.${p.field}`;
      const converted = substitute(p.convertFromStorage, new Map([["_self", value]]));
      lines.push(`  get${camelCase(p.name, true)}(): ${p.accessorType} {`, `    return ${converted};`, `  }`);
    }
  }

  // Sub-elements (MLIR's walkImmediateSubElements).
  const walked = params.filter((p) => mayHoldIR(p.kind));
  if (walked.length > 0) {
    lines.push(
      `  /** The attributes and types among the parameters (MLIR's walkImmediateSubElements). */`,
      `  walkImmediateSubElements(fn: (element: ir.Attribute | ir.Type) => void): void {`,
      `    rt.forEachParameterElement([${walked.map((p) => `this.${p.field}`).join(", ")}], fn);`,
      `  }`,
    );
  }

  // Assembly.
  const parseSig = isAttr ? `parser: rt.AttrTypeAsmParser, type: ir.Type | undefined` : `parser: rt.AttrTypeAsmParser`;
  let hasParse = false;
  if (def.mnemonic !== undefined) {
    if (def.assemblyFormat !== undefined) {
      let compiled;
      try {
        compiled = compileDefFormat(checkDefFormat(record, def, def.assemblyFormat), {
          def,
          className: cls,
          params,
          build: (args, emitError) => (verify ? `${cls}.getChecked(${emitError}, parser.context${args.map((a) => `, ${a}`).join("")})` : `${cls}.get(parser.context${args.map((a) => `, ${a}`).join("")})`),
          hooks: hooksExpr,
        });
      } catch (error) {
        if (error instanceof DiagnosticError) throw error;
        throw recordError(record, error instanceof Error ? error.message : String(error));
      }
      hooks.push(...compiled.hooks);
      lines.push(`  /** Parses what follows \`${docComment(def.mnemonic)}\` (the format \`${docComment(def.assemblyFormat.trim()).replace(/`/g, "'")}\`). */`);
      lines.push(`  static parse(${parseSig}): ${cls} {`, ...indentLines(compiled.parse, "    "), `  }`);
      lines.push(`  /** Prints what follows \`${docComment(def.mnemonic)}\`. */`, `  print(printer: rt.AttrTypeAsmPrinter): void {`, ...indentLines(compiled.print, "    "), `  }`);
      hasParse = true;
    } else if (def.hasCustomAssemblyFormat) {
      hooks.push(
        { name: `parse${cls}`, type: `(${parseSig}) => ${cls}`, doc: `Parses what follows \`${def.mnemonic}\` of ${cls} (hasCustomAssemblyFormat).` },
        { name: `print${cls}`, type: `(value: ${cls}, printer: rt.AttrTypeAsmPrinter) => void`, doc: `Prints what follows \`${def.mnemonic}\` of ${cls} (hasCustomAssemblyFormat).` },
      );
      lines.push(
        `  /** Parses what follows \`${docComment(def.mnemonic)}\` (the dialect's parse${cls} hook). */`,
        `  static parse(${parseSig}): ${cls} {`,
        `    return ${hooksExpr("parser.context")}.parse${cls}(parser${isAttr ? ", type" : ""});`,
        `  }`,
        `  print(printer: rt.AttrTypeAsmPrinter): void {`,
        `    ${hooksExpr("this.context")}.print${cls}(this, printer);`,
        `  }`,
      );
      hasParse = true;
    }
    if (hasParse) {
      lines.push(
        `  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */`,
        `  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): ${cls} {`,
        `    return rt.parseBodyWith(state, context, (parser) => ${cls}.parse(parser${isAttr ? ", undefined" : ""}));`,
        `  }`,
        `  /** The op-format protocol: the mnemonic and body as text. */`,
        `  printBody(): string {`,
        `    return rt.printBodyText(this, ${cls}.mnemonic);`,
        `  }`,
      );
    }
  }

  if (impls.entries.length > 0) lines.push(`  static readonly interfaces: ir.InterfaceMap = ir.interfaceMap(\n    ${impls.entries.join(",\n    ")},\n  );`);
  for (const extra of [extraDecl, extraDef]) if (extra.trim() !== "") lines.push(...memberCode(extra, ns));
  lines.push("}");
  return { statement: lines.join("\n"), hooks, diagnostics, hasParse };
}

function hasTypedAttrTrait(record: Record): boolean {
  const init = fieldInit(record, "traits");
  if (!(init instanceof ListInit)) return false;
  const visit = (list: ListInit): boolean =>
    list.elements.some((e) => {
      if (!(e instanceof DefInit)) return false;
      const t = e.record;
      if (isSubClassOf(t, "AttrInterface") && getStringOrEmpty(t, "cppInterfaceName") === "TypedAttr") return true;
      const bases = fieldInit(t, "baseInterfaces");
      return bases instanceof ListInit && visit(bases);
    });
  return visit(init);
}

function mergeHooks(hooks: readonly HookSpec[]): HookSpec[] {
  const byName = new Map<string, HookSpec>();
  for (const h of hooks) {
    const existing = byName.get(h.name);
    if (existing === undefined) byName.set(h.name, h);
    else if (existing.type !== h.type && !existing.type.includes(`(${h.type})`)) byName.set(h.name, { ...existing, type: `(${existing.type}) & (${h.type})` });
  }
  return [...byName.values()];
}

/** Everything the dialect's module needs for its enums, attributes and types (see the header). */
export function generateAttrTypeDefinitions(model: OdsModel, dialect: Dialect, keeper: RecordKeeper, ctx: AttrTypeGenContext): AttrTypeDefinitions {
  const statements: string[] = [];
  const exports: string[] = [];
  const hooks: HookSpec[] = [];
  const diagnostics: Diagnostic[] = [];
  const defs = model.attrOrTypeDefs.filter((d) => d.dialect === dialect.defName);
  for (const e of dialectEnums(model, dialect, keeper)) {
    const clash = e.specializedAttr === undefined ? undefined : defs.find((d) => d.cppClassName === e.specializedAttr);
    if (clash !== undefined) {
      throw recordError(e.record, `${e.model.className}'s specialized attribute ${e.specializedAttr} (genSpecializedAttr) and the attribute definition ${clash.defName} have the same class name; set genSpecializedAttr = 0`);
    }
    const enumCode = enumStatements(e);
    statements.push(...enumCode);
    for (const code of enumCode) for (const m of code.matchAll(/^export (?:const|function|type) ([A-Za-z_$][A-Za-z0-9_$]*)/gm)) if (!exports.includes(m[1] as string)) exports.push(m[1] as string);
  }
  const scope = typeScope(model, keeper, dialect.defName, ctx.namespace);
  const withSyntax: { kind: "attr" | "type"; cls: string; parse: boolean }[] = [];
  for (const def of defs) {
    const record = attrTypeRecord(keeper, def);
    const out = attrTypeClass(def, record, scope, ctx, dialect.name);
    statements.push(out.statement);
    exports.push(def.cppClassName);
    hooks.push(...out.hooks);
    diagnostics.push(...out.diagnostics);
    if (def.mnemonic !== undefined) withSyntax.push({ kind: def.kind, cls: def.cppClassName, parse: out.hasParse });
  }
  const dialectRecord = keeper.getDef(dialect.defName);
  const dialectMembers: AttrTypeDialectMembers = {};
  const hooksExpr = (context: string): string => `rt.dialectHooks<${ctx.hooksType}>(${context}, ${stringLiteral(dialect.name)})`;
  for (const kind of ["attr", "type"] as const) {
    const entries = withSyntax.filter((w) => w.kind === kind);
    if (entries.length === 0) continue;
    const Kind = kind === "attr" ? "Attribute" : "Type";
    const table = `${camelCase(dialect.name.replace(/[^A-Za-z0-9_]/g, "_"))}${Kind}Syntax`;
    const parse = (w: { cls: string; parse: boolean }): string =>
      w.parse ? `${w.cls}.parse` : kind === "attr" ? `(parser: rt.AttrTypeAsmParser): ${w.cls} => ${w.cls}.get(parser.context)` : `(parser: rt.AttrTypeAsmParser): ${w.cls} => ${w.cls}.get(parser.context)`;
    statements.push(
      `/** The ${dialect.name} dialect's ${kind === "attr" ? "attributes" : "types"} by mnemonic (MLIR's generated${Kind}Parser/Printer tables). */\nexport const ${table} = new rt.MnemonicTable<rt.${Kind}Syntax>([\n${entries.map((w) => `  { mnemonic: ${w.cls}.mnemonic, prototype: ${w.cls}.prototype, parse: ${parse(w)} },`).join("\n")}\n]);`,
    );
    exports.push(table);
    const useDefault = dialectRecord !== undefined && getBitOr(dialectRecord, kind === "attr" ? "useDefaultAttributePrinterParser" : "useDefaultTypePrinterParser", false);
    if (useDefault) {
      if (kind === "attr") {
        dialectMembers.parseAttribute = `(parser: ir.DialectAsmParser, type: ir.Type | undefined): ir.Attribute => rt.parseDialectAttribute(${stringLiteral(dialect.name)}, ${table}, parser, type)`;
        dialectMembers.printAttribute = `(attr: ir.Attribute, printer: ir.DialectAsmPrinter): void => rt.printDialectAttribute(${table}, attr, printer)`;
      } else {
        dialectMembers.parseType = `(parser: ir.DialectAsmParser): ir.Type => rt.parseDialectType(${stringLiteral(dialect.name)}, ${table}, parser)`;
        dialectMembers.printType = `(type: ir.Type, printer: ir.DialectAsmPrinter): void => rt.printDialectType(${table}, type, printer)`;
      }
    } else {
      // MLIR declares no parse/print hooks then: the dialect author writes them (with the generated tables).
      const value = kind === "attr" ? "attr" : "type";
      hooks.push(
        {
          name: `parse${Kind}`,
          type: kind === "attr" ? `(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined) => ir.Attribute` : `(parser: rt.AttrTypeAsmParser) => ir.Type`,
          doc: `The dialect's ${kind} parser (useDefault${Kind}PrinterParser is off); rt.generated${Kind}Parser with ${table} parses the generated ones.`,
        },
        {
          name: `print${Kind}`,
          type: `(${value}: ir.${Kind}, printer: rt.AttrTypeAsmPrinter) => void`,
          doc: `The dialect's ${kind} printer; rt.generated${Kind}Printer with ${table} prints the generated ones.`,
        },
      );
      if (kind === "attr") {
        dialectMembers.parseAttribute = `(parser: ir.DialectAsmParser, type: ir.Type | undefined): ir.Attribute => ${hooksExpr("parser.context")}.parseAttribute(rt.AttrTypeAsmParser.of(parser), type)`;
        dialectMembers.printAttribute = `(attr: ir.Attribute, printer: ir.DialectAsmPrinter): void => ${hooksExpr("attr.context")}.printAttribute(attr, rt.AttrTypeAsmPrinter.of(printer))`;
      } else {
        dialectMembers.parseType = `(parser: ir.DialectAsmParser): ir.Type => ${hooksExpr("parser.context")}.parseType(rt.AttrTypeAsmParser.of(parser))`;
        dialectMembers.printType = `(type: ir.Type, printer: ir.DialectAsmPrinter): void => ${hooksExpr("type.context")}.printType(type, rt.AttrTypeAsmPrinter.of(printer))`;
      }
    }
  }
  if (defs.length > 0) {
    dialectMembers.forEachSubElement = `(value: ir.Attribute | ir.Type, fn: (element: ir.Attribute | ir.Type) => void): void => rt.forEachSubElement(value, fn)`;
    dialectMembers.forEachPrintedElement = `(value: ir.Attribute | ir.Type, fn: (element: ir.Attribute | ir.Type) => void): void => rt.forEachPrintedElement(value, fn)`;
  }
  return { statements, hooks: mergeHooks(hooks), dialectMembers, exports, diagnostics };
}
