// One op of a generated dialect module, protobuf-es style: a descriptor (data the shared
// runtime verifies, builds and registers the op from) inside a small class of typed
// accessors, the typed argument object of its builder, the builders written in `.td`,
// the typed hooks the op needs by hand, and the expression registering it.
import { bytecodePropertiesCodec } from "../stubs/op-info-field.js";
import type { Operator } from "../../src/ods/index.js";
import { constraintPredicate, predicateCondition } from "../../src/ods/index.js";
import { getStringOrEmpty, odsError, type Record } from "../../src/ods/access.js";
import { docComment, getterName, identifier, stringLiteral, substitute } from "./names.js";
import { localize, predicateBindings } from "./op-common.js";
import { valueTypeOf } from "./type-mapping.js";
import { reportedAt, type GenContext } from "./gen-context.js";
import { checkSnippet, memberMethodNames } from "./snippets.js";
import { effectsCode, planTraits, type TraitPlan } from "./op-traits.js";
import { builderMethods, inferResultSources, inferenceCode, type BuilderMethods } from "./op-builders.js";
import { interfaceStorageCheck, storageCheck, storageConversion } from "./attr-storage.js";
import { generateProperty } from "./op-properties.js";

/** An operand or result group as generated. */
interface Group {
  readonly name: string;
  /** The builder argument key (`lhs`, `operand0`; results: `resultType`). */
  readonly key: string;
  readonly arity: "single" | "optional" | "variadic";
  /** The constant checking its type constraint, if it checks anything. */
  readonly constraint: string | undefined;
  /** The TypeScript type of its values' types. */
  readonly tsType: string;
  readonly builderCall: string | undefined;
  readonly summary: string;
}

export interface GeneratedOp {
  readonly className: string;
  /** Module statements: the argument interface and the class. */
  readonly statements: readonly string[];
  /** The op's hooks interface (undefined when the op needs nothing by hand). */
  readonly hooks: { readonly name: string; readonly code: string } | undefined;
  /** Trait names the dialect's hooks must supply. */
  readonly hookTraits: readonly string[];
  /** The registration expression, given the op's hooks as `ops.<Class>`, dialect hooks as `hooks`. */
  registration(format: { readonly parse: string; readonly print: string; readonly directives: boolean } | undefined): string;
}

function arityOf(constraint: { readonly variadic: boolean; readonly optional: boolean }): Group["arity"] {
  return constraint.variadic ? "variadic" : constraint.optional ? "optional" : "single";
}

function valueType(group: Group, result: boolean): string {
  if (group.tsType === "ir.Type") return result ? "ir.OpResult" : "ir.Value";
  return result ? `rt.TypedResult<${group.tsType}>` : `rt.TypedValue<${group.tsType}>`;
}

function groupsOf(list: Operator["operands"], ctx: GenContext, user: Record, keyOf: (name: string, i: number) => string): Group[] {
  return list.map((o, i) => {
    const record = ctx.keeper.getDef(o.constraint.defName);
    const constraint = record === undefined ? undefined : ctx.constants.constraint(record, "type", o.constraint.summary, user);
    const predicate = record === undefined ? undefined : constraintPredicate(record);
    return {
      name: o.name,
      key: keyOf(o.name, i),
      arity: arityOf(o.constraint),
      constraint,
      tsType: valueTypeOf(predicate),
      builderCall: o.constraint.builderCall,
      summary: o.constraint.summary,
    };
  });
}

/** A one-line method returning `expr`. */
function method(name: string, type: string, expr: string): string {
  return `  ${name}(): ${type} { return ${expr}; }`;
}

function groupDescriptor(g: Group): string {
  return `{ name: ${stringLiteral(g.name)}, key: ${stringLiteral(g.key)}, arity: ${stringLiteral(g.arity)}${g.constraint === undefined ? "" : `, constraint: ${g.constraint}`} }`;
}

export function generateOp(op: Operator, record: Record, ctx: GenContext): GeneratedOp {
  const cls = op.cppClassName;
  const local = (code: string): string => localize(code, ctx.namespace);
  const operands = groupsOf(op.operands, ctx, record, (name, i) => (name === "" ? `operand${i}` : identifier(name)));
  const results = groupsOf(op.results, ctx, record, (name, i) => `${name === "" ? `result${i}` : identifier(name)}Type`);
  const simpleOperands = operands.every((o) => o.arity === "single");
  const simpleResults = results.every((r) => r.arity === "single");
  const attrs = op.attributes.filter((a) => !a.attr.isDerived);
  const members: string[] = [];
  const accessors = new Set<string>();
  const addAccessor = (name: string, code: string): void => {
    if (accessors.has(name)) return;
    accessors.add(name);
    members.push(code);
  };
  const self = `${cls}.descriptor`;

  // ---- operand and result accessors ----
  operands.forEach((o, i) => {
    if (o.name === "") return;
    const type = valueType(o, false);
    const getter = getterName(o.name);
    if (simpleOperands) addAccessor(getter, method(getter, type, `this.operation.getOperand(${i}) as ${type}`));
    else if (o.arity === "variadic") addAccessor(getter, method(getter, `${type}[]`, `rt.operandGroupOf(this.operation, ${self}, ${i}) as ${type}[]`));
    else {
      const t = `${type}${o.arity === "optional" ? " | undefined" : ""}`;
      addAccessor(getter, method(getter, t, `rt.operandOf(this.operation, ${self}, ${i}) as ${t}`));
    }
    if (o.arity !== "single") addAccessor(`${getter}Mutable`, method(`${getter}Mutable`, "ir.MutableOperandRange", `rt.mutableOperandGroupOf(this.operation, ${self}, ${i})`));
  });
  results.forEach((r, i) => {
    if (r.name === "") return;
    const type = valueType(r, true);
    const getter = getterName(r.name);
    if (simpleResults) addAccessor(getter, method(getter, type, `this.operation.getResult(${i}) as ${type}`));
    else if (r.arity === "variadic") addAccessor(getter, method(getter, `${type}[]`, `rt.resultGroupOf(this.operation, ${self}, ${i}) as ${type}[]`));
    else {
      const t = `${type}${r.arity === "optional" ? " | undefined" : ""}`;
      addAccessor(getter, method(getter, t, `rt.resultOf(this.operation, ${self}, ${i}) as ${t}`));
    }
  });

  // ---- attributes ----
  const attrDescriptors: string[] = [];
  for (const a of attrs) {
    const attrRecord = ctx.keeper.getDef(a.attr.defName);
    if (attrRecord === undefined) throw odsError(record, `attribute '${a.name}' has no record`);
    const at = reportedAt(attrRecord, record);
    const storage = local(a.attr.storageType);
    checkSnippet(storage, "type", at, `the storage type of attribute '${a.name}'`);
    const presence = a.attr.isOptional ? "optional" : a.attr.defaultValue !== undefined ? "defaulted" : "required";
    const maybeAbsent = presence !== "required" ? " | undefined" : "";
    const getAttr = getterName(a.name, "Attr");
    addAccessor(getAttr, method(getAttr, `${storage}${maybeAbsent}`, `this.operation.getInherentAttr(${stringLiteral(a.name)}) as ${storage}${maybeAbsent}`));
    const setAttr = getAttr.replace(/^get/, "set");
    addAccessor(setAttr, `  ${setAttr}(value: ${storage}): void { this.operation.setAttr(${stringLiteral(a.name)}, value); }`);
    // The ODS default, built by the attribute's constant builder (a C++ brace initializer
    // such as `{}` parses as an empty object literal: reported rather than emitted).
    let defaultBuilder: string | undefined;
    if (a.attr.defaultValue !== undefined) {
      const defaultExpr = local(a.attr.defaultValue);
      checkSnippet(defaultExpr, "expression", at, `the default value of attribute '${a.name}'`);
      if (/^\{[\s\S]*\}$/.test(defaultExpr.trim()))
        throw odsError(at, `the default value of attribute '${a.name}' is not TypeScript (a C++ brace initializer?): \`${defaultExpr.trim()}\``);
      const call = getStringOrEmpty(attrRecord, "constBuilderCall");
      if (call !== "") {
        defaultBuilder = local(substitute(call, new Map([["0", defaultExpr], ["_builder", "builder"], ["_ctxt", "builder.context"]])));
        checkSnippet(defaultBuilder, "expression", at, `the constant builder of attribute '${a.name}'`);
      }
    }
    const convert = storageConversion(a.attr, attrRecord, ctx.namespace);
    const getter = getterName(a.name);
    if (convert !== undefined && convert.trim() !== "" && getter !== getAttr) {
      const returnType = local(a.attr.returnType);
      checkSnippet(returnType, "type", at, `the return type of attribute '${a.name}'`);
      const body = local(substitute(convert, new Map([["_self", "attr"]])));
      checkSnippet(body, "expression", at, `the storage conversion of attribute '${a.name}'`);
      // As MLIR's getters: the conversion of the attribute, or of its default where absent;
      // without a default, absence shows in the type (OptionalAttr's conversion handles it).
      let code: string;
      if (presence === "required") code = `  ${getter}(): ${returnType} {\n    const attr = this.${getAttr}();\n    return ${body};\n  }`;
      else if (defaultBuilder !== undefined)
        code = `  ${getter}(): ${returnType} {\n    const attr = this.${getAttr}() ?? (rt.defaultAttribute(this.operation, ${cls}.descriptor, ${stringLiteral(a.name)}) as ${storage});\n    return ${body};\n  }`;
      else if (/\bundefined\b/.test(returnType)) code = `  ${getter}(): ${returnType} {\n    const attr = this.${getAttr}();\n    return ${body};\n  }`;
      else code = `  ${getter}(): ${returnType} | undefined {\n    const attr = this.${getAttr}();\n    return attr === undefined ? undefined : ${body};\n  }`;
      addAccessor(getter, code);
    }
    const fields = [`name: ${stringLiteral(a.name)}`, `key: ${stringLiteral(identifier(a.name))}`, `presence: ${stringLiteral(presence)}`];
    const check = interfaceStorageCheck(attrRecord, a.attr.storageType, ctx.namespace) ?? storageCheck(a.attr.storageType, ctx.namespace);
    if (check !== undefined) fields.push(`storage: (attr: ir.Attribute): boolean => ${check}`);
    const constraint = ctx.constants.constraint(attrRecord, "attr", a.attr.summary, record);
    if (constraint !== undefined) fields.push(`constraint: ${constraint}`);
    if (defaultBuilder !== undefined) fields.push(`defaultValue: (builder: opAsm.OdsBuilder): ir.Attribute | undefined => ${defaultBuilder}`);
    attrDescriptors.push(`{ ${fields.join(", ")} }`);
  }

  // ---- native properties ----
  const properties = op.properties.map((p) => generateProperty(op, record, p, ctx));
  for (const p of properties) for (const a of p.accessors) addAccessor(a.name, a.code);

  // ---- regions and successors ----
  op.regions.forEach((r, i) => {
    if (r.name === "") return;
    const getter = getterName(r.name);
    if (r.variadic) addAccessor(getter, method(getter, "ir.Region[]", `this.operation.regions.slice(${i})`));
    else addAccessor(getter, method(getter, "ir.Region", `this.operation.getRegion(${i})`));
  });
  const traitNames = new Set(op.traits.map((t) => t.trait ?? ""));
  const singleBlock = [...traitNames].some((t) => t === "SingleBlock" || t.startsWith("SingleBlockImplicitTerminator<"));
  if (singleBlock && op.regions.length > 0) addAccessor("getBody", `  getBody(index = 0): ir.Block { return rt.singleBlock(this.operation.getRegion(index)); }`);
  op.successors.forEach((s, i) => {
    if (s.name === "") return;
    const getter = getterName(s.name);
    if (s.variadic) addAccessor(getter, method(getter, "ir.Block[]", `this.operation.getSuccessors().slice(${i})`));
    else addAccessor(getter, method(getter, "ir.Block", `this.operation.getSuccessor(${i})`));
  });
  const regionDescriptors = op.regions.map((r) => {
    const regionRecord = ctx.keeper.getDef(r.constraint.defName);
    const constraint = regionRecord === undefined ? undefined : ctx.constants.constraint(regionRecord, "region", r.constraint.summary);
    return `{ name: ${stringLiteral(r.name)}, variadic: ${r.variadic}${constraint === undefined ? "" : `, constraint: ${constraint}`} }`;
  });
  const successorDescriptors = op.successors.map((s, i) => {
    const successorRecord = ctx.keeper.getDef(s.constraint.defName);
    const constraint = successorRecord === undefined ? undefined : ctx.constants.constraint(successorRecord, "successor", s.constraint.summary);
    const key = s.name === "" ? `successor${i}` : identifier(s.name);
    return `{ name: ${stringLiteral(s.name)}, key: ${stringLiteral(key)}, variadic: ${s.variadic}${constraint === undefined ? "" : `, constraint: ${constraint}`} }`;
  });

  // ---- traits, interfaces, effects, predicates ----
  const sources = inferResultSources(op, operands, results, ctx.keeper);
  const overrides = new Set(memberMethodNames(op.extraClassDeclaration));
  const plan = planTraits(op, record, ctx, accessors, overrides, sources !== undefined && sources.length > 0);
  const predicates = predicateDescriptors(op, record, ctx, operands, results, attrs.map((a) => a.name));

  // ---- builders ----
  const builders: BuilderMethods = builderMethods(op, record, ctx);
  members.push(...builders.members);

  // ---- descriptor ----
  const flags = (["hasVerifier", "hasRegionVerifier", "hasFolder", "hasCanonicalizer", "hasCanonicalizeMethod", "hasCustomAssemblyFormat"] as const).filter((f) => op[f]);
  // Empty lists and false flags are left out (rt.describeOp fills them in).
  const list = (name: string, items: readonly string[]): string[] => (items.length === 0 ? [] : [`${name}: [${items.join(", ")}]`]);
  const descriptorFields = [
    `name: ${stringLiteral(op.operationName)}`,
    ...list("operands", operands.map(groupDescriptor)),
    ...list("results", results.map(groupDescriptor)),
    ...list("attributes", attrDescriptors),
    ...list("properties", properties.map((p) => p.descriptor)),
    ...list("regions", regionDescriptors),
    ...list("successors", successorDescriptors),
    ...(op.operandSegments ? ["operandSegments: true"] : []),
    ...(op.resultSegments ? ["resultSegments: true"] : []),
    ...list("predicates", predicates),
    `traits: [${plan.entries.join(", ")}]`,
    ...(plan.effects === undefined ? [] : [`effects: ${effectsCode(plan.effects, ctx, record)}`]),
    ...list("unsupportedInterfaces", plan.unsupported.map(stringLiteral)),
    ...(flags.length === 0 ? [] : [`flags: { ${flags.map((f) => `${f}: true`).join(", ")} }`]),
    ...(sources === undefined || sources.length === 0 ? [] : [`inferResultTypes: ${local(inferenceCode(sources, operands, record))}`]),
  ];

  // ---- build arguments ----
  const argFields: string[] = [];
  operands.forEach((o) => {
    const t = valueType(o, false);
    if (o.arity === "variadic") argFields.push(`  readonly ${o.key}: readonly ${t}[];`);
    else if (o.arity === "optional") argFields.push(`  readonly ${o.key}?: ${t};`);
    else argFields.push(`  readonly ${o.key}: ${t};`);
  });
  for (const a of attrs) {
    const optional = a.attr.isOptional || a.attr.defaultValue !== undefined;
    argFields.push(`  readonly ${identifier(a.name)}${optional ? "?" : ""}: ${local(a.attr.storageType)};`);
  }
  for (const p of properties) argFields.push(`  /** Native property \`${docComment(p.name)}\` (its initial value when left out). */\n  readonly ${p.key}?: ${p.interfaceType};`);
  if (sources === undefined) {
    results.forEach((r) => {
      if (r.arity === "variadic") argFields.push(`  readonly ${r.key}: readonly (${r.tsType})[];`);
      else if (r.arity === "optional") argFields.push(`  readonly ${r.key}?: ${r.tsType};`);
      else argFields.push(`  readonly ${r.key}: ${r.tsType};`);
    });
  }
  op.successors.forEach((s, i) => {
    const key = s.name === "" ? `successor${i}` : identifier(s.name);
    argFields.push(s.variadic ? `  readonly ${key}: readonly ir.Block[];` : `  readonly ${key}: ir.Block;`);
  });
  for (const r of op.regions) if (r.variadic) argFields.push(`  /** How many regions \`${docComment(r.name)}\` has (0 when left out). */\n  readonly ${identifier(r.name)}Count?: number;`);
  argFields.push(`  /** Discardable attributes. */\n  readonly attributes?: readonly ir.NamedAttribute[];`);
  const argsName = `${cls}Args`;
  const argsInterface = `/** Arguments of {@link ${cls}.build}. */\nexport interface ${argsName} {\n${argFields.join("\n")}\n}`;

  const staticMembers = [
    `  static readonly operationName = ${stringLiteral(op.operationName)};`,
    `  static readonly descriptor: rt.OpDescriptor = rt.describeOp({\n${descriptorFields.map((f) => `    ${f},`).join("\n")}\n  });`,
    `  /** Wraps \`operation\`, which must be a ${docComment(op.operationName)} op. */\n  static wrap(operation: ir.Operation): ${cls} { return rt.wrapOp(${cls}, operation); }`,
    `  /** Creates the op at the builder's insertion point. */\n  static build(builder: ir.OpBuilder, location: ir.Location, args: ${argsName}): ${cls} { return new ${cls}(rt.buildOp(builder, location, ${self}, args)); }`,
  ];
  if (sources !== undefined && sources.length > 0) {
    staticMembers.push(
      `  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */\n  static inferReturnTypes(context: ir.MLIRContext, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null): ir.Type[] { return rt.inferReturnTypes(${self}, context, operands, attributes, properties); }`,
    );
  }

  const doc = [op.summary.trim(), op.description.trim()].filter((s) => s !== "").map(docComment).join("\n\n");
  const docBlock = doc === "" ? "" : `/**\n${doc.split("\n").map((l) => ` * ${l}`.trimEnd()).join("\n")}\n */\n`;
  const classText = `${docBlock}export class ${cls} extends rt.OpView {\n${[...staticMembers, ...members].join("\n")}\n}`;

  // ---- hooks ----
  const hookMembers = hookMembersOf(op, cls, plan, builders, results);
  const hooksName = `${cls}Hooks`;
  const hooks = hookMembers.length === 0 ? undefined : { name: hooksName, code: `/** What ${docComment(op.operationName)} needs written by hand. */\nexport interface ${hooksName} {\n${hookMembers.join("\n")}\n}` };

  return {
    className: cls,
    statements: [argsInterface, classText],
    hooks,
    hookTraits: plan.hookTraits,
    registration(format) {
      const parts: string[] = [];
      if (hooks !== undefined) parts.push(`hooks: ops.${cls}`);
      if (format !== undefined)
        parts.push(
          format.directives
            ? `assembly: { parse: (parser, state) => ${format.parse}(parser, state, hooks.directives), print: (op, printer) => ${format.print}(op, printer, hooks.directives) }`
            : `assembly: { parse: ${format.parse}, print: ${format.print} }`,
        );
      if (plan.hookTraits.length > 0) parts.push(`traits: hooks.traits`);
      const impls = plan.interfaces
        .filter((i) => i.hookMethods.length > 0 || i.accessorMethods.length > 0)
        .map((i) => {
          const viaAccessor = i.accessorMethods.map((m) => `${m}: (op: ${cls}, ...args: Parameters<${cls}[${stringLiteral(m)}]>) => op.${m}(...args)`);
          const table = i.hookMethods.length === 0 ? `{ ${viaAccessor.join(", ")} }` : viaAccessor.length === 0 ? `ops.${cls}.${i.core.name}` : `{ ...ops.${cls}.${i.core.name}, ${viaAccessor.join(", ")} }`;
          return `rt.implementFor(${i.core.key}, ${cls}, ${table})`;
        });
      if (impls.length > 0) parts.push(`interfaces: [${impls.join(", ")}]`);
      const codec = bytecodePropertiesCodec(op, ctx.keeper, "rt", properties.length === 0 ? undefined : `rt.nativePropertyCodecs(${cls}.descriptor.properties)`);
      if (codec !== undefined) parts.push(`bytecodeProperties: ${codec}`);
      return parts.length === 0 ? `rt.defineOp(${cls})` : `rt.defineOp(${cls}, { ${parts.join(", ")} })`;
    },
  };
}

/** The members of the op's hooks interface, in ODS's order of the things they implement. */
function hookMembersOf(op: Operator, cls: string, plan: TraitPlan, builders: BuilderMethods, results: readonly Group[]): string[] {
  const out: string[] = [];
  if (op.hasVerifier) out.push(`  /** ODS \`hasVerifier\`: checks after the ODS invariants and traits (throws \`op.getOperation().emitOpError(...)\`). */\n  verify(op: ${cls}): void;`);
  if (op.hasRegionVerifier) out.push(`  /** ODS \`hasRegionVerifier\`: checks once the op's regions are verified. */\n  verifyRegions(op: ${cls}): void;`);
  if (op.hasFolder) {
    const single = results.length === 1 && results[0]?.arity === "single";
    out.push(
      single
        ? `  /** ODS \`hasFolder\`: a constant or existing value for the result, the op's own result when folded in place, or undefined. */\n  fold(op: ${cls}, operands: rt.FoldOperands): ir.OpFoldResult | undefined;`
        : `  /** ODS \`hasFolder\`: one result per op result, [] when folded in place, or undefined. */\n  fold(op: ${cls}, operands: rt.FoldOperands): readonly ir.OpFoldResult[] | undefined;`,
    );
  }
  if (op.hasCanonicalizer)
    out.push(`  /** ODS \`hasCanonicalizer\`: adds the op's canonicalization patterns to \`patterns\`. */\n  getCanonicalizationPatterns(patterns: rt.RewritePatternSet, context: ir.MLIRContext): void;`);
  if (op.hasCanonicalizeMethod)
    out.push(`  /** ODS \`hasCanonicalizeMethod\`: rewrites the op through \`rewriter\` and returns true, or returns false leaving it untouched. */\n  canonicalize(op: ${cls}, rewriter: rt.PatternRewriter): boolean;`);
  if (op.hasCustomAssemblyFormat && op.assemblyFormat === undefined) {
    out.push(`  /** ODS \`hasCustomAssemblyFormat\`: parses what follows the op name. */\n  parse(parser: opAsm.OpAsmParser, state: opAsm.OperationState): void;`);
    out.push(`  /** Prints what follows the op name. */\n  print(op: ${cls}, printer: opAsm.OpAsmPrinter): void;`);
  }
  out.push(...builders.hooks);
  for (const use of plan.interfaces) {
    if (use.hookMethods.length === 0) continue;
    out.push(`  /** ${use.core.name} methods the op implements by hand. */\n  readonly ${use.core.name}: Pick<rt.ViewMethods<${use.core.methodsType}, ${cls}>, ${use.hookMethods.map(stringLiteral).join(" | ")}>;`);
  }
  return out;
}

/**
 * PredOpTrait predicates: `$name` placeholders bound to the op's values and attributes
 * (a fixed group before any variable one is at its own index), marked type-only when they
 * read nothing but values and inherent attributes.
 */
function predicateDescriptors(op: Operator, record: Record, ctx: GenContext, operands: readonly Group[], results: readonly Group[], attrNames: readonly string[]): string[] {
  const bindings = predicateBindings(op, `${op.cppClassName}.descriptor`, operands, results, attrNames);
  const out: string[] = [];
  for (const t of op.traits) {
    if (t.kind !== "pred") continue;
    const traitRecord = ctx.keeper.getDef(t.defName);
    const predicate = traitRecord === undefined ? undefined : constraintPredicate(traitRecord);
    if (predicate === undefined) continue;
    const text = predicateCondition(predicate).trim();
    if (text === "true") continue;
    const code = localize(substitute(text, bindings), ctx.namespace);
    checkSnippet(code, "expression", traitRecord === undefined ? record : reportedAt(traitRecord, record), `the predicate of trait '${t.summary ?? t.defName}' of '${op.operationName}'`);
    out.push(`{ summary: ${stringLiteral(t.summary ?? "")}, typeOnly: ${typeOnlyPredicate(code)}, check: (op: ir.Operation): boolean => ${code} }`);
  }
  return out;
}

/** Whether a predicate's code reads only the op's values (their types), inherent attributes and value groups. */
export function typeOnlyPredicate(code: string): boolean {
  const rest = code
    .replace(/\bop\.(getOperand|getResult)\(\d+\)/g, "")
    .replace(/\bop\.getInherentAttr\("[A-Za-z_][\w]*"\)/g, "")
    .replace(/\brt\.(operandGroupOf|resultGroupOf|operandOf|resultOf)\(op, /g, "");
  return !/\bop\b/.test(rest);
}
