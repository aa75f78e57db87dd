// Interfaces defined in `.td` (OpInterface, AttrInterface, TypeInterface of namespaces other
// than `::mlir`, whose interfaces the runtime provides) as TypeScript, and the tables of
// generated attribute/type classes implementing them.
//
// An interface `I` becomes
//   export interface IMethods { m(attr: ir.Attribute, x: number): string; s(): number }
//   export const I: ir.AttrInterface<IMethods, "m"> = ir.defineAttrInterface<IMethods, "m">("I", {
//     methods: ["m"], defaults: { m(attr, x) { ...defaultBody... } }, bases: [...], verify });
// Methods take the entity first (`op`, `attr`, `type`), static ones do not. Methods with a
// `methodBody` or `defaultBody` are defaults (so in the key's second type parameter:
// implementations may leave them out, leaving out any other is a compile error); a
// `methodBody` is also never taken from an implementation of generated classes. In
// bodies `$_op`/`$_attr`/`$_type`/`$_self` are the entity and `this` the interface's
// methods bound to it. `verify` (op interfaces) is run with the op's traits; failures
// throw. `extraClassDeclaration`/`extraSharedClassDeclaration` become members of the
// key's class (`this` is the key) and `extraClassOf` narrows which values implement it.
import type { Interface, InterfaceMethod, OdsModel } from "../../src/ods/index.js";
import { loadInterface } from "../../src/ods/index.js";
import { DefInit, ListInit, fieldInit, getBitOr, getListOfStrings, getStringOrEmpty, hasField, isSubClassOf, odsError, type Record, type RecordKeeper } from "../../src/ods/access.js";
import type { Diagnostic } from "../../src/support/diagnostic.js";
import { docComment, identifier, stringLiteral, substitute } from "./names.js";
import { localizeCode, tsQualifiedName } from "./attr-type-params.js";
import { coreInterface } from "./core-interfaces.js";

export interface InterfaceGenContext {
  /** The dialect's TypeScript namespace (`arith`); its prefix is dropped from snippets. */
  readonly namespace: string;
  /** The dialect's C++ namespace (`::mlir::arith`): its interfaces are generated wherever defined. */
  readonly cppNamespace: string;
  /** The `.td` file being generated: interfaces defined there are generated whatever their namespace (except `::mlir`). */
  readonly mainFile?: string;
}

export interface InterfaceMethodInfo {
  readonly name: string;
  readonly isStatic: boolean;
  /** Has a `methodBody`: fixed, never overridden by an implementation. */
  readonly fixed: boolean;
  /** Has a `defaultBody` or `methodBody`: implementations may leave it out. */
  readonly defaulted: boolean;
  /** Parameter list text after the entity (`x: number, y: string`), localized. */
  readonly parameters: readonly { readonly name: string; readonly type: string }[];
  readonly returnType: string;
}

/** What the op generator needs to build implementation tables of a generated interface. */
export interface InterfaceInfo {
  readonly defName: string;
  readonly kind: "op" | "attr" | "type";
  /** The key's name (a module-level const) and its methods' interface name. */
  readonly name: string;
  readonly methodsType: string;
  readonly methods: readonly InterfaceMethodInfo[];
}

export interface GeneratedInterfaces {
  /** Statements to place before any class implementing the interfaces. */
  readonly statements: string[];
  readonly interfaces: InterfaceInfo[];
}

const ENTITY = { op: ["op", "ir.Operation"], attr: ["attr", "ir.Attribute"], type: ["type", "ir.Type"] } as const;
const DEFINE = { op: "defineOpInterface", attr: "defineAttrInterface", type: "defineTypeInterface" } as const;
const KEY_CLASS = { op: "OpInterface", attr: "AttrInterface", type: "TypeInterface" } as const;

function isCoreNamespace(cppNamespace: string): boolean {
  return cppNamespace === "::mlir" || cppNamespace === "mlir" || cppNamespace === "";
}

function sameNamespace(a: string, b: string): boolean {
  const norm = (s: string): string => (s.startsWith("::") ? s.slice(2) : s);
  return norm(a) === norm(b);
}

/** Method parameters with TypeScript names, the entity's name kept clear of them. */
function methodShape(method: InterfaceMethod, kind: "op" | "attr" | "type", namespace: string): { entity: string; params: { name: string; type: string }[]; returnType: string } {
  const params = method.arguments.map((a, i) => ({ name: a.name === "" ? `arg${i}` : identifier(a.name), type: localizeCode(a.type, namespace) }));
  let entity: string = ENTITY[kind][0];
  while (params.some((p) => p.name === entity)) entity = `${entity}_`;
  const returnType = localizeCode(method.returnType.trim() === "" ? "void" : method.returnType, namespace);
  return { entity, params, returnType };
}

function methodInfo(method: InterfaceMethod, kind: "op" | "attr" | "type", namespace: string): InterfaceMethodInfo {
  const shape = methodShape(method, kind, namespace);
  return {
    name: method.name,
    isStatic: method.isStatic,
    fixed: method.body !== undefined,
    defaulted: method.body !== undefined || method.defaultBody !== undefined,
    parameters: shape.params,
    returnType: shape.returnType,
  };
}

function indent(code: string, prefix: string): string {
  return code
    .trim()
    .split("\n")
    .map((l) => `${prefix}${l.trim()}`)
    .join("\n");
}

/** A method body from `.td` with its placeholders bound; `this` becomes the methods bound to the entity. */
function methodBodyCode(code: string, iface: Interface, entity: string | undefined, namespace: string): string {
  const placeholders = new Map<string, string>();
  if (entity !== undefined) for (const p of ["_op", "_attr", "_type", "_self"]) placeholders.set(p, entity);
  const body = localizeCode(substitute(code, placeholders), namespace);
  if (entity === undefined || !/\bthis\b/.test(body)) return indent(body, "    ");
  const [, entityType] = ENTITY[iface.kind as "op" | "attr" | "type"];
  return [
    `    return (function (this: ir.BoundMethods<${iface.name}Methods, ${entityType}>) {`,
    indent(body, "      "),
    `    }).call(rt.interfaceView(${iface.name}, ${entity}));`,
  ].join("\n");
}

function interfaceStatements(iface: Interface, record: Record, namespace: string, bases: readonly string[]): string[] {
  const kind = iface.kind as "op" | "attr" | "type";
  const [entityDefault, entityType] = ENTITY[kind];
  void entityDefault;
  const methodsType = `${iface.name}Methods`;
  const members: string[] = [];
  const defaults: string[] = [];
  const defaulted: string[] = [];
  const bound: string[] = [];
  for (const method of iface.methods) {
    const shape = methodShape(method, kind, namespace);
    const signature = `${method.isStatic ? "" : `${shape.entity}: ${entityType}`}${shape.params.map((p, i) => `${i === 0 && method.isStatic ? "" : ", "}${p.name}: ${p.type}`).join("")}`;
    const doc = method.description === undefined ? "" : `  /** ${docComment(method.description).replace(/\n\s*/g, " ")} */\n`;
    members.push(`${doc}  ${method.name}(${signature}): ${shape.returnType};`);
    if (!method.isStatic) bound.push(method.name);
    const code = method.body ?? method.defaultBody;
    if (code !== undefined) {
      defaulted.push(method.name);
      defaults.push(`    ${method.name}(${signature}): ${shape.returnType} {\n${methodBodyCode(code, iface, method.isStatic ? undefined : shape.entity, namespace)}\n    },`);
    }
  }
  const d = defaulted.length === 0 ? "never" : defaulted.map(stringLiteral).join(" | ");
  const out: string[] = [];
  const description = iface.description === undefined ? "" : `/** ${docComment(iface.description)} */\n`;
  out.push(`${description}export interface ${methodsType} {\n${members.join("\n")}\n}`);
  const options: string[] = [];
  if (bound.length > 0) options.push(`  methods: [${bound.map(stringLiteral).join(", ")}],`);
  if (defaults.length > 0) options.push(`  defaults: {\n${defaults.join("\n")}\n  },`);
  if (bases.length > 0) options.push(`  bases: [${bases.join(", ")}],`);
  const verify = kind === "op" ? getStringOrEmpty(record, "verify").trim() : "";
  if (verify !== "") {
    const field = hasField(record, "verifyWithRegions") && getBitOr(record, "verifyWithRegions", false) ? "verifyRegions" : "verify";
    // Bodies in defs/ may end with `return <helper>(...)`; failures are thrown either way.
    const returnType = /\breturn\s+[^;\s]/.test(verify) ? "unknown" : "void";
    options.push(`  ${field}: (op: ir.Operation): ${returnType} => {\n${methodBodyCode(verify, iface, "op", namespace)}\n  },`);
  }
  const extra = [getStringOrEmpty(record, "extraClassDeclaration"), getStringOrEmpty(record, "extraSharedClassDeclaration")].filter((s) => s.trim() !== "");
  const classOf = getStringOrEmpty(record, "extraClassOf").trim();
  const keyType = `ir.${KEY_CLASS[kind]}<${methodsType}, ${d}>`;
  const optionsText = `{\n${options.join("\n")}\n}`;
  // An attribute or type interface is also a constraint whose storage type is the interface's
  // name (`DefaultValuedAttr<PoisonAttrInterface, ...>`): the type of the values implementing it.
  if (kind !== "op") out.push(`/** ${kind === "attr" ? "An attribute" : "A type"} implementing ${docComment(iface.name)}. */\nexport type ${iface.name} = ${entityType};`);
  if (extra.length === 0 && classOf === "") {
    out.push(`export const ${iface.name}: ${keyType} = ir.${DEFINE[kind]}<${methodsType}, ${d}>(${stringLiteral(iface.name)}, ${optionsText});`);
    return out;
  }
  const keyClass = `${iface.name}Interface`;
  const classMembers = extra.map((e) => indent(localizeCode(e, namespace), "  "));
  if (classOf !== "") {
    const entity = ENTITY[kind][0];
    const condition = localizeCode(substitute(classOf, new Map(["_op", "_attr", "_type", "_self"].map((p) => [p, entity] as const))), namespace);
    const lookup = kind === "op" ? "ir.Operation" : entityType;
    classMembers.push(`  /** MLIR's extraClassOf: only values satisfying it implement the interface. */\n  override impl(${entity}: ${lookup}): ${methodsType} | undefined {\n    return (${condition}) ? super.impl(${entity}) : undefined;\n  }`);
  }
  out.push(`/** The ${docComment(iface.name)} key with its extra members. */\nexport class ${keyClass} extends ${keyType.replace(/^ir\.[A-Za-z]+</, `ir.${KEY_CLASS[kind]}<`)} {\n${classMembers.join("\n")}\n}`);
  out.push(`export const ${iface.name}: ${keyClass} = new ${keyClass}(${stringLiteral(iface.name)}, ${optionsText});`);
  return out;
}

/** The interface records `ctx` generates, bases first. */
function selectInterfaces(model: OdsModel, keeper: RecordKeeper, ctx: InterfaceGenContext): { iface: Interface; record: Record }[] {
  const picked: { iface: Interface; record: Record }[] = [];
  for (const iface of model.interfaces) {
    if (iface.kind === "dialect" || isCoreNamespace(iface.cppNamespace)) continue;
    const record = keeper.getDef(iface.defName);
    if (record === undefined) continue;
    const inMain = ctx.mainFile !== undefined && record.location?.file.name === ctx.mainFile;
    if (!sameNamespace(iface.cppNamespace, ctx.cppNamespace) && !inMain) continue;
    picked.push({ iface, record });
  }
  const byName = new Map(picked.map((p) => [p.iface.defName, p]));
  const ordered: { iface: Interface; record: Record }[] = [];
  const visiting = new Set<string>();
  const visit = (p: { iface: Interface; record: Record }): void => {
    if (ordered.includes(p) || visiting.has(p.iface.defName)) return;
    visiting.add(p.iface.defName);
    for (const base of p.iface.baseInterfaces) {
      const b = byName.get(base);
      if (b !== undefined) visit(b);
    }
    ordered.push(p);
  };
  for (const p of picked) visit(p);
  return ordered;
}

/** The TypeScript expression of an interface key as seen from `namespace`'s module. */
function keyExpression(record: Record, namespace: string): string {
  const cppNamespace = getStringOrEmpty(record, "cppNamespace");
  const cppName = getStringOrEmpty(record, "cppInterfaceName");
  // A `::mlir` interface is the runtime's, under the key the runtime gives it (`ir.` or `rt.`).
  const core = cppNamespace === "::mlir" || cppNamespace === "" ? coreInterface(cppName) : undefined;
  return core?.key ?? localizeCode(tsQualifiedName(cppNamespace, cppName), namespace);
}

/**
 * The op, attribute and type interfaces the dialect's module defines: those in its C++
 * namespace, and those defined in `ctx.mainFile` (except `::mlir` ones).
 */
export function generateInterfaceDefinitions(model: OdsModel, keeper: RecordKeeper, ctx: InterfaceGenContext): GeneratedInterfaces {
  const statements: string[] = [];
  const interfaces: InterfaceInfo[] = [];
  for (const { iface, record } of selectInterfaces(model, keeper, ctx)) {
    const bases = iface.baseInterfaces.flatMap((b) => {
      const baseRecord = keeper.getDef(b);
      return baseRecord === undefined ? [] : [keyExpression(baseRecord, ctx.namespace)];
    });
    statements.push(...interfaceStatements(iface, record, ctx.namespace, bases));
    const kind = iface.kind as "op" | "attr" | "type";
    interfaces.push({ defName: iface.defName, kind, name: iface.name, methodsType: `${iface.name}Methods`, methods: iface.methods.map((m) => methodInfo(m, kind, ctx.namespace)) });
  }
  return { statements, interfaces };
}

// ---------------------------------------------------------------- implementations by generated classes

/** A hook the dialect author supplies: `name: type`. */
export interface HookSpec {
  readonly name: string;
  readonly type: string;
  readonly doc: string;
}

export interface ValueInterfaceImplementations {
  /** `ir.implementation(Key, {...})` expressions for the class's `static interfaces` map. */
  readonly entries: string[];
  readonly hooks: HookSpec[];
  /** Whether the type implements MLIR's MemRefElementTypeInterface. */
  readonly memRefElementType: boolean;
  readonly diagnostics: Diagnostic[];
}

/** The `::mlir` attribute/type interfaces the runtime provides keys for. */
const CORE_KEYS: { readonly [name: string]: string | undefined } = { DeviceMappingAttrInterface: "ir.DeviceMappingAttrInterface" };

/** Interface records among `record`'s traits (with their base interfaces, as ODS adds them). */
function interfaceTraits(record: Record, className: "AttrInterface" | "TypeInterface"): Record[] {
  const out: Record[] = [];
  const seen = new Set<string>();
  const visit = (list: unknown): void => {
    if (!(list instanceof ListInit)) return;
    for (const element of list.elements) {
      if (!(element instanceof DefInit)) continue;
      const trait = element.record;
      if (!isSubClassOf(trait, className)) continue;
      const key = `${getStringOrEmpty(trait, "cppNamespace")}::${getStringOrEmpty(trait, "cppInterfaceName")}`;
      visit(fieldInit(trait, "baseInterfaces"));
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(trait);
    }
  };
  visit(fieldInit(record, "traits"));
  return out;
}

/** Whether TypeScript class members `code` define a (static) member `name`. */
function definesMember(code: string, name: string, isStatic: boolean): boolean {
  const pattern = new RegExp(`(^|[\\s;{}])${isStatic ? "static\\s+" : "(?<!static\\s+)"}(get\\s+)?${name}\\s*[(<:=]`, "m");
  return pattern.test(code);
}

/**
 * The interface implementations of a generated attribute/type class: methods with a
 * default come from the interface, methods the class defines in its extra declarations
 * forward to it, the others (and the methods DeclareAttr/TypeInterfaceMethods lists)
 * come from the dialect's hooks as `<method><Class>`.
 */
export function valueInterfaceImplementations(
  defRecord: Record,
  kind: "attr" | "type",
  className: string,
  extraClassCode: string,
  namespace: string,
  hooksExpr: (context: string) => string,
): ValueInterfaceImplementations {
  const entries: string[] = [];
  const hooks: HookSpec[] = [];
  const diagnostics: Diagnostic[] = [];
  let memRefElementType = false;
  const [, entityType] = ENTITY[kind];
  for (const trait of interfaceTraits(defRecord, kind === "attr" ? "AttrInterface" : "TypeInterface")) {
    const name = getStringOrEmpty(trait, "cppInterfaceName");
    const cppNamespace = getStringOrEmpty(trait, "cppNamespace");
    let key: string;
    if (isCoreNamespace(cppNamespace)) {
      if (name === "TypedAttr") continue; // decided by the value: any attribute with a `type` (ir.TypedAttr's fallback)
      if (name === "MemRefElementTypeInterface") {
        memRefElementType = true;
        continue;
      }
      const core = CORE_KEYS[name];
      if (core === undefined) {
        const where = odsError(defRecord, `${className}: the ::mlir interface '${name}' has no runtime implementation in tsmlir; the class does not implement it`).diagnostic;
        diagnostics.push({ ...where, severity: "warning" });
        continue;
      }
      key = core;
    } else key = keyExpression(trait, namespace);
    const iface = loadInterface(trait);
    const declared = isSubClassOf(trait, "DeclareInterfaceMethods");
    const overridden = declared && hasField(trait, "alwaysOverriddenMethods") ? getListOfStrings(trait, "alwaysOverriddenMethods") : [];
    const table: string[] = [];
    for (const method of iface.methods) {
      if (method.body !== undefined) continue;
      if (method.defaultBody !== undefined && !overridden.includes(method.name)) continue;
      const shape = methodShape(method, kind, namespace);
      const params = shape.params.map((p) => `${p.name}: ${p.type}`);
      const args = shape.params.map((p) => p.name);
      if (method.isStatic) {
        if (!definesMember(extraClassCode, method.name, true)) {
          throw odsError(defRecord, `${className} implements ${name} but does not define its static method '${method.name}': add \`static ${method.name}(...)\` to extraClassDeclaration (hooks belong to a context, static methods have none)`);
        }
        table.push(`      ${method.name}: (${params.join(", ")}): ${shape.returnType} => ${className}.${method.name}(${args.join(", ")}),`);
        continue;
      }
      const entity = shape.entity;
      const forwarded = !declared && definesMember(extraClassCode, method.name, false);
      const target = forwarded ? `(${entity} as ${className}).${method.name}(${args.join(", ")})` : `${hooksExpr(`${entity}.context`)}.${method.name}${className}(${[`${entity} as ${className}`, ...args].join(", ")})`;
      table.push(`      ${method.name}: (${[`${entity}: ${entityType}`, ...params].join(", ")}): ${shape.returnType} => ${target},`);
      if (!forwarded) {
        hooks.push({
          name: `${method.name}${className}`,
          type: `(${[`${entity}: ${className}`, ...params].join(", ")}) => ${shape.returnType}`,
          doc: `${className}'s ${name}.${method.name}${method.description === undefined ? "" : `: ${method.description.trim().split("\n")[0]}`}`,
        });
      }
    }
    entries.push(`ir.implementation(${key}, {\n${table.join("\n")}\n    })`);
  }
  return { entries, hooks, memRefElementType, diagnostics };
}
