// One op class per ODS op: typed accessors (operands/results typed by their
// constraints, attributes by their storage type and converted value), a builder whose
// argument object makes missing required operands/attributes a compile error, result
// type inference where ODS allows it, an adaptor over plain operand lists, and the
// verifier (count traits, attribute/operand/result/region constraints, segment sizes,
// predicate traits, native traits, then the hand-written hook).
import type { Operator, PredicateNode } from "../../src/ods/index.js";
import { constraintPredicate, predicateCondition } from "../../src/ods/index.js";
import { DefInit, StringInit, dagArgName, fieldInit, getDag, getString, getStringOrEmpty, hasField, isSubClassOf, type Record, type RecordKeeper } from "../../src/ods/access.js";
import { camelCase, docComment, getterName, identifier, stringLiteral, substitute } from "./names.js";
import { valueTypeOf } from "./type-mapping.js";

export interface OpContext {
  readonly keeper: RecordKeeper;
  /** This dialect's namespace as written in TypeScript snippets (`arith`). */
  readonly namespace: string;
  /** Op class name -> op name, across the dialects being generated (`scf::YieldOp` -> `scf.yield`). */
  readonly opNamesByClass: ReadonlyMap<string, string>;
  /** Whether the dialect has a hand-written module (`hooks`) for verifiers; tsc checks each hook exists. */
  readonly hasHooks: boolean;
  /** Module-level type-constraint functions, by constraint record name (filled while generating ops). */
  readonly typeConstraints: Map<string, { readonly name: string; readonly code: string }>;
}

interface ValueGroup {
  readonly name: string;
  readonly variadic: boolean;
  readonly optional: boolean;
  readonly summary: string;
  readonly predicate: PredicateNode | undefined;
  readonly tsType: string;
  readonly builderCall: string | undefined;
}

function predicateOf(keeper: RecordKeeper, defName: string): PredicateNode | undefined {
  const record = keeper.getDef(defName);
  return record === undefined ? undefined : constraintPredicate(record);
}

/** The condition text of a predicate with `$_self` bound to `self`, or undefined when always true. */
function condition(predicate: PredicateNode | undefined, self: string): string | undefined {
  if (predicate === undefined) return undefined;
  const text = predicateCondition(predicate).trim();
  if (text === "true" || text === "(true)") return undefined;
  return substitute(text, new Map([["_self", self]]));
}

function groups(keeper: RecordKeeper, list: Operator["operands"]): ValueGroup[] {
  return list.map((o) => {
    const predicate = predicateOf(keeper, o.constraint.defName);
    return {
      name: o.name,
      variadic: o.constraint.variadic,
      optional: o.constraint.optional,
      summary: o.constraint.summary,
      predicate,
      tsType: valueTypeOf(predicate),
      builderCall: o.constraint.builderCall,
    };
  });
}

/** Own-namespace qualified names in snippets (`arith.FastMathFlags`) become bare names. */
export function localize(code: string, namespace: string): string {
  return code.replace(new RegExp(`(?<![A-Za-z0-9_.$])${namespace}\\.(?=[A-Z])`, "g"), "");
}

function traitParams(trait: string): string[] {
  const open = trait.indexOf("<");
  const close = trait.lastIndexOf(">");
  if (open < 0 || close < open) return [];
  return trait
    .slice(open + 1, close)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function traitBase(trait: string): string {
  const open = trait.indexOf("<");
  const base = open < 0 ? trait : trait.slice(0, open);
  return base.replace(/::Trait$/, "").replace(/::Impl$/, "");
}

export interface GeneratedOp {
  readonly className: string;
  readonly statements: string[];
  /** Expression of the RegisteredOperationInfo. */
  readonly infoName: string;
}

export function generateOp(op: Operator, ctx: OpContext): GeneratedOp {
  const { keeper } = ctx;
  const cls = op.cppClassName;
  const operands = groups(keeper, op.operands);
  const results = groups(keeper, op.results);
  const operandVariadic = operands.map((o) => o.variadic || o.optional);
  const resultVariadic = results.map((r) => r.variadic || r.optional);
  const operandFlags = `[${operandVariadic.join(", ")}]`;
  const resultFlags = `[${resultVariadic.join(", ")}]`;
  const simpleOperands = !operandVariadic.some((v) => v);
  const simpleResults = !resultVariadic.some((v) => v);
  const members: string[] = [];
  const localizeCode = (code: string): string => localize(code, ctx.namespace);

  members.push(`  static readonly operationName = ${stringLiteral(op.operationName)};`);
  members.push(`  /** Wraps \`operation\`, which must be a ${docComment(op.operationName)} op. */`);
  members.push(`  static wrap(operation: ir.Operation): ${cls} {`);
  members.push(`    if (operation.name.name !== ${cls}.operationName) throw new TypeError(${stringLiteral(`expected '${op.operationName}', got '`)} + operation.name.name + "'");`);
  members.push(`    return new ${cls}(operation);`);
  members.push(`  }`);

  // ---- operand accessors ----
  operands.forEach((o, i) => {
    if (o.name === "") return;
    const valueType = `rt.TypedValue<${o.tsType}>`;
    if (simpleOperands) {
      members.push(`  ${getterName(o.name)}(): ${valueType} {\n    return this.operation.getOperand(${i}) as ${valueType};\n  }`);
    } else if (o.variadic) {
      members.push(
        `  ${getterName(o.name)}(): ${valueType}[] {\n    return rt.operandGroup(this.operation, ${i}, ${operandFlags}, ${op.operandSegments}) as ${valueType}[];\n  }`,
      );
    } else if (o.optional) {
      members.push(
        `  ${getterName(o.name)}(): ${valueType} | undefined {\n    return rt.operandGroup(this.operation, ${i}, ${operandFlags}, ${op.operandSegments})[0] as ${valueType} | undefined;\n  }`,
      );
    } else {
      members.push(
        `  ${getterName(o.name)}(): ${valueType} {\n    return rt.operandGroup(this.operation, ${i}, ${operandFlags}, ${op.operandSegments})[0] as ${valueType};\n  }`,
      );
    }
  });
  // ---- result accessors ----
  results.forEach((r, i) => {
    if (r.name === "") return;
    const valueType = `rt.TypedResult<${r.tsType}>`;
    if (simpleResults) {
      members.push(`  ${getterName(r.name)}(): ${valueType} {\n    return this.operation.getResult(${i}) as ${valueType};\n  }`);
    } else if (r.variadic) {
      members.push(
        `  ${getterName(r.name)}(): (${valueType})[] {\n    return rt.resultGroup(this.operation, ${i}, ${resultFlags}, ${op.resultSegments}) as (${valueType})[];\n  }`,
      );
    } else {
      members.push(
        `  ${getterName(r.name)}(): (${valueType})${r.optional ? " | undefined" : ""} {\n    return rt.resultGroup(this.operation, ${i}, ${resultFlags}, ${op.resultSegments})[0] as (${valueType})${r.optional ? " | undefined" : ""};\n  }`,
      );
    }
  });
  // ---- attribute accessors ----
  const attrs = op.attributes.filter((a) => !a.attr.isDerived);
  for (const a of attrs) {
    const record = keeper.getDef(a.attr.defName);
    const storage = localizeCode(a.attr.storageType);
    const maybeAbsent = a.attr.isOptional || a.attr.defaultValue !== undefined;
    const getAttr = getterName(a.name, "Attr");
    members.push(
      `  ${getAttr}(): ${storage}${maybeAbsent ? " | undefined" : ""} {\n    return this.operation.getInherentAttr(${stringLiteral(a.name)}) as ${storage}${maybeAbsent ? " | undefined" : ""};\n  }`,
    );
    members.push(`  ${getterName(a.name, "Attr").replace(/^get/, "set")}(value: ${storage}): void {\n    this.operation.setAttr(${stringLiteral(a.name)}, value);\n  }`);
    const convert = record === undefined ? undefined : storageConversion(a.attr, record, ctx);
    if (convert !== undefined && convert.trim() !== "") {
      const returnType = localizeCode(a.attr.returnType);
      const body = localizeCode(substitute(convert, new Map([["_self", "attr"]])));
      if (a.attr.defaultValue !== undefined && !a.attr.isOptional) {
        const def = localizeCode(a.attr.defaultValue);
        members.push(
          `  ${getterName(a.name)}(): ${returnType} {\n    const attr = this.${getAttr}();\n    if (attr === undefined) return ${def};\n    return ${body};\n  }`,
        );
      } else {
        members.push(`  ${getterName(a.name)}(): ${returnType} {\n    const attr = this.${getAttr}();\n    return ${body};\n  }`);
      }
    }
  }
  // ---- regions and successors ----
  op.regions.forEach((r, i) => {
    if (r.name === "") return;
    if (r.variadic) members.push(`  ${getterName(r.name)}(): ir.Region[] {\n    return this.operation.regions.slice(${i});\n  }`);
    else members.push(`  ${getterName(r.name)}(): ir.Region {\n    return this.operation.getRegion(${i});\n  }`);
  });
  const singleBlock = op.traits.some((t) => t.trait !== undefined && (traitBase(t.trait) === "SingleBlock" || traitBase(t.trait) === "SingleBlockImplicitTerminator"));
  if (singleBlock && op.regions.length > 0 && !op.regions.some((r) => r.name === "body")) {
    members.push(`  getBody(index = 0): ir.Block {\n    return rt.singleBlock(this.operation.getRegion(index));\n  }`);
  }
  op.successors.forEach((s, i) => {
    if (s.name === "") return;
    if (s.variadic) members.push(`  ${getterName(s.name)}(): ir.Block[] {\n    return this.operation.getSuccessors().slice(${i});\n  }`);
    else members.push(`  ${getterName(s.name)}(): ir.Block {\n    return this.operation.getSuccessor(${i});\n  }`);
  });

  // ---- default-valued attributes (MLIR's populateDefaultProperties) ----
  const defaults = attrs
    .filter((a) => a.attr.defaultValue !== undefined && !a.attr.isOptional)
    .map((a) => {
      const record = keeper.getDef(a.attr.defName);
      const call = record === undefined ? "" : getStringOrEmpty(record, "constBuilderCall");
      if (call === "") return undefined;
      const expr = localizeCode(substitute(call, new Map([["0", localizeCode(a.attr.defaultValue ?? "")], ["_builder", "builder"], ["_ctxt", "context"]])));
      return `[${stringLiteral(a.name)}, (builder: opAsm.OdsBuilder): ir.Attribute => ${expr}]`;
    })
    .filter((d): d is string => d !== undefined);
  if (defaults.length > 0) {
    members.push(
      `  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, ${cls}.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [${defaults.join(", ")}];`,
    );
  }

  // ---- builder ----
  const argsName = `${cls}Args`;
  const argFields: string[] = [];
  const sources = inferResultSources(op, operands, results);
  const inferable = sources === undefined ? undefined : builderResultTypes(sources, operands);
  if (sources !== undefined && sources.length > 0) members.push(inferReturnTypesMethod(sources, operands, operandFlags, op.operandSegments));
  operands.forEach((o, i) => {
    const key = o.name === "" ? `operand${i}` : identifier(o.name);
    const t = `rt.TypedValue<${o.tsType}>`;
    if (o.variadic) argFields.push(`  readonly ${key}: readonly ${t}[];`);
    else if (o.optional) argFields.push(`  readonly ${key}?: ${t};`);
    else argFields.push(`  readonly ${key}: ${t};`);
  });
  for (const a of attrs) {
    const optional = a.attr.isOptional || a.attr.defaultValue !== undefined;
    argFields.push(`  readonly ${identifier(a.name)}${optional ? "?" : ""}: ${localizeCode(a.attr.storageType)};`);
  }
  if (inferable === undefined) {
    results.forEach((r, i) => {
      const key = `${r.name === "" ? `result${i}` : identifier(r.name)}Type`;
      if (r.variadic) argFields.push(`  readonly ${key}: readonly (${r.tsType})[];`);
      else if (r.optional) argFields.push(`  readonly ${key}?: ${r.tsType};`);
      else argFields.push(`  readonly ${key}: ${r.tsType};`);
    });
  }
  op.successors.forEach((s, i) => {
    const key = s.name === "" ? `successor${i}` : identifier(s.name);
    argFields.push(s.variadic ? `  readonly ${key}: readonly ir.Block[];` : `  readonly ${key}: ir.Block;`);
  });
  argFields.push(`  /** Discardable attributes. */\n  readonly attributes?: readonly ir.NamedAttribute[];`);
  const argsInterface = `/** Arguments of {@link ${cls}.build}. */\nexport interface ${argsName} {\n${argFields.join("\n")}\n}`;

  const operandExprs = operands.map((o, i) => {
    const key = o.name === "" ? `operand${i}` : identifier(o.name);
    if (o.variadic) return `...args.${key}`;
    if (o.optional) return `...(args.${key} === undefined ? [] : [args.${key}])`;
    return `args.${key}`;
  });
  const resultExprs =
    inferable ??
    results.map((r, i) => {
      const key = `${r.name === "" ? `result${i}` : identifier(r.name)}Type`;
      if (r.variadic) return `...args.${key}`;
      if (r.optional) return `...(args.${key} === undefined ? [] : [args.${key}])`;
      return `args.${key}`;
    });
  const propEntries = attrs.map((a) => `[${stringLiteral(a.name)}, args.${identifier(a.name)}]`);
  if (op.operandSegments) {
    const sizes = operands.map((o, i) => {
      const key = o.name === "" ? `operand${i}` : identifier(o.name);
      return o.variadic ? `args.${key}.length` : o.optional ? `(args.${key} === undefined ? 0 : 1)` : "1";
    });
    propEntries.push(`["operandSegmentSizes", rt.segmentSizesAttr(builder.context, [${sizes.join(", ")}])]`);
  }
  const successorExprs = op.successors.map((s, i) => {
    const key = s.name === "" ? `successor${i}` : identifier(s.name);
    return s.variadic ? `...args.${key}` : `args.${key}`;
  });
  const buildLines = [
    `  /** Creates the op at the builder's insertion point. */`,
    `  static build(builder: ir.OpBuilder, location: ir.Location, args: ${argsName}): ${cls} {`,
    `    const operation = builder.create(${cls}.operationName, location, {`,
    `      operands: [${operandExprs.join(", ")}],`,
    `      resultTypes: [${resultExprs.join(", ")}],`,
    defaults.length > 0
      ? `      properties: ${cls}.populateDefaultProperties(rt.buildProperties(builder, [${propEntries.join(", ")}]), builder.context),`
      : `      properties: rt.buildProperties(builder, [${propEntries.join(", ")}]),`,
    `      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),`,
    ...(successorExprs.length > 0 ? [`      successors: [${successorExprs.join(", ")}],`] : []),
    ...(op.regions.length > 0 && !op.regions.some((r) => r.variadic) ? [`      regions: ${op.regions.length},`] : []),
    `    });`,
    `    return new ${cls}(operation);`,
    `  }`,
  ];
  members.push(buildLines.join("\n"));

  // ---- builders written in defs (OpBuilder with a body) ----
  members.push(...customBuilders(op, ctx, localizeCode, defaults.length > 0));

  // ---- verifier ----
  const verify = verifierBody(op, ctx, operands, results, operandFlags, resultFlags, attrs);
  if (defaults.length > 0) {
    // MLIR fills defaults when the op is created; until every creation path calls populateDefaultProperties,
    // verification (which tsmlir-opt runs before printing) completes them. A no-op when nothing is missing.
    verify.unshift(`    op.properties = ${cls}.populateDefaultProperties(op.properties, op.context);`);
  }
  members.push(`  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */\n  static verifyInvariants(op: ir.Operation): void {\n${verify.join("\n")}\n  }`);
  const regionVerify: string[] = [];
  // Region traits (verified after the regions, in trait order), then the op's region verifier.
  for (const t of op.traits) {
    if (t.trait === undefined) continue;
    if (traitBase(t.trait) === "RegionBranchOpInterface" && ctx.hasHooks)
      regionVerify.push(`    rt.verifyRegionBranchOpInterface(op, hooks.regionBranches[${stringLiteral(cls)}]);`);
  }
  if (op.hasRegionVerifier) {
    const hook = `verify${cls}Regions`;
    if (!ctx.hasHooks) throw new Error(`${op.operationName} has a region verifier but its dialect has no hand-written module`);
    regionVerify.push(`    hooks.${hook}(op);`);
  }
  if (regionVerify.length > 0) members.push(`  static verifyRegionInvariants(op: ir.Operation): void {\n${regionVerify.join("\n")}\n  }`);

  // ---- adaptor ----
  const adaptor: string[] = [
    `/** ${docComment(op.operationName)} operands given as a plain list (MLIR's op adaptor). */`,
    `export class ${cls}Adaptor {`,
    `  readonly operands: readonly ir.Value[];`,
    `  readonly properties: ir.DictionaryAttr | undefined;`,
    `  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {`,
    `    this.operands = operands;`,
    `    this.properties = properties;`,
    `  }`,
  ];
  operands.forEach((o, i) => {
    if (o.name === "") return;
    const sizes = op.operandSegments ? `rt.segmentSizesOf(this.properties, "operandSegmentSizes")` : "undefined";
    const range = `rt.groupRange(${i}, this.operands.length, ${operandFlags}, ${sizes})`;
    if (o.variadic) adaptor.push(`  ${getterName(o.name)}(): ir.Value[] {\n    const [start, length] = ${range};\n    return this.operands.slice(start, start + length);\n  }`);
    else adaptor.push(`  ${getterName(o.name)}(): ir.Value | undefined {\n    const [start, length] = ${range};\n    return length === 0 ? undefined : this.operands[start];\n  }`);
  });
  for (const a of attrs) {
    adaptor.push(`  ${getterName(a.name, "Attr")}(): ir.Attribute | undefined {\n    return this.properties?.get(${stringLiteral(a.name)});\n  }`);
  }
  adaptor.push(`}`);

  const doc = [op.summary.trim(), op.description.trim()].filter((s) => s !== "").map(docComment).join("\n\n");
  const classText = `/**\n${doc
    .split("\n")
    .map((l) => ` * ${l}`.trimEnd())
    .join("\n")}\n */\nexport class ${cls} extends rt.OpView {\n${members.join("\n")}\n}`;
  return { className: cls, statements: [argsInterface, classText, adaptor.join("\n")], infoName: `${cls}Info` };
}

/**
 * The value conversion of an attribute: the defs' `convertFromStorage`, except for
 * storage classes whose run-time shape is fixed by the IR core (integer attributes hold
 * `number | bigint`, dense arrays typed arrays, symbol references names) and for
 * specialized enum attributes, whose value is the case keyword.
 */
function storageConversion(attr: Operator["attributes"][number]["attr"], record: Record, ctx: OpContext): string {
  const base = attr.isOptional && hasField(record, "baseAttr") ? (getDefOrUndefined(record, "baseAttr") ?? record) : record;
  const wrap = (expr: string): string => (attr.isOptional ? `$_self === undefined ? undefined : ${expr}` : expr);
  if (isSubClassOf(base, "EnumAttrInfo") && !isSubClassOf(base, "BitEnumAttr")) {
    const className = getString(base, "className");
    const ns = tsNamespaceOf(getString(base, "cppNamespace"));
    const qualified = ns === ctx.namespace ? `${className}Attr` : `${ns}.${className}Attr`;
    return wrap(`${qualified}.valueOf($_self)`);
  }
  const storage = attr.storageType;
  const returnType = attr.returnType.replace(/ \| undefined$/, "");
  if (/^ir\.Dense(I|F|Bool)\d*ArrayAttr$/.test(storage)) return wrap(`ods.denseArrayValues($_self) as ${returnType}`);
  if (storage === "ir.FlatSymbolRefAttr" && returnType === "string") return wrap("$_self.rootReference");
  if ((storage === "ir.BoolAttr" || storage === "ir.IntegerAttr") && returnType === "boolean") return wrap("Number($_self.value) !== 0");
  if (storage === "ir.IntegerAttr" || storage === "ir.BoolAttr") {
    if (returnType === "bigint") return wrap("$_self.getValue()");
    if (returnType === "number") return wrap("$_self.getInt()");
  }
  return getStringOrEmpty(record, "convertFromStorage");
}

function getDefOrUndefined(record: Record, field: string): Record | undefined {
  const init = fieldInit(record, field);
  return init instanceof DefInit ? init.record : undefined;
}

function tsNamespaceOf(cppNamespace: string): string {
  const parts = cppNamespace.split("::").filter((p) => p !== "");
  return parts.length <= 1 ? "ir" : (parts[parts.length - 1] as string);
}

/**
 * The defs' `OpBuilder<(ins ...), body>` builders as static methods `buildWith<Params>` (TypeScript
 * has no overloading). `$_state` is an rt.BuilderState, `$_builder` the OdsBuilder. Builders
 * declared without a body are implemented by hand and not generated.
 */
function customBuilders(op: Operator, ctx: OpContext, localizeCode: (code: string) => string, hasDefaults: boolean): string[] {
  const out: string[] = [];
  const used = new Set<string>();
  const cls = op.cppClassName;
  const attributeNames = op.attributes.filter((a) => !a.attr.isDerived).map((a) => a.name);
  if (op.operandSegments) attributeNames.push("operandSegmentSizes");
  if (op.resultSegments) attributeNames.push("resultSegmentSizes");
  for (const b of op.builders) {
    if (!b.hasBody) continue;
    const record = ctx.keeper.getDef(b.defName);
    if (record === undefined) continue;
    const body = getStringOrEmpty(record, "body");
    if (body.trim() === "") continue;
    const dag = getDag(record, "dagParams");
    const params: string[] = [];
    const names: string[] = [];
    for (let i = 0; i < dag.args.length; i++) {
      const arg = dag.args[i];
      const name = dagArgName(dag, i);
      if (name === "") throw new Error(`${op.operationName}: builder parameter #${i} has no name`);
      let type: string;
      let defaultValue: string | undefined;
      if (arg instanceof StringInit) type = arg.value;
      else if (arg instanceof DefInit && hasField(arg.record, "type")) {
        type = getString(arg.record, "type");
        const d = getStringOrEmpty(arg.record, "defaultValue");
        if (d !== "") defaultValue = d;
      } else throw new Error(`${op.operationName}: unsupported builder parameter '${name}'`);
      names.push(name);
      params.push(`${name}: ${localizeCode(type)}${defaultValue === undefined ? "" : ` = ${localizeCode(defaultValue)}`}`);
    }
    let method = `buildWith${names.map((n) => camelCase(n, true)).join("")}`;
    if (names.length === 0) method = "buildDefault";
    while (used.has(method)) method = `${method}_`;
    used.add(method);
    const code = localizeCode(substitute(body, new Map([["_state", "state"], ["_builder", "odsBuilder"], ["_ctxt", "builder.context"]])));
    out.push(
      [
        `  /** An ODS builder of the op, taking (${docComment(names.join(", "))}). */`,
        `  static ${method}(builder: ir.OpBuilder, location: ir.Location${params.map((p) => `, ${p}`).join("")}): ${cls} {`,
        `    const state = new rt.BuilderState(location);`,
        `    const odsBuilder = new opAsm.OdsBuilder(builder.context);`,
        `    void odsBuilder;`,
        code
          .split("\n")
          .map((l) => `    ${l.trim()}`)
          .join("\n"),
        `    return new ${cls}(state.create(builder, ${cls}.operationName, [${attributeNames.map(stringLiteral).join(", ")}]${hasDefaults ? `, ${cls}.populateDefaultProperties` : ""}));`,
        `  }`,
      ].join("\n"),
    );
  }
  return out;
}

/** Where an inferred result type comes from. */
type ResultTypeSource =
  | { readonly kind: "operand"; readonly group: number }
  | { readonly kind: "builder"; readonly call: string }
  | { readonly kind: "attribute"; readonly name: string };

/** Result type sources when ODS can infer every result type, else undefined. */
function inferResultSources(op: Operator, operands: readonly ValueGroup[], results: readonly ValueGroup[]): ResultTypeSource[] | undefined {
  if (results.length === 0) return [];
  if (results.some((r) => r.variadic || r.optional)) return undefined;
  const hasTrait = (name: string): boolean => op.traits.some((t) => t.trait !== undefined && traitBase(t.trait) === name);
  const anchor = operands.findIndex((o) => !o.variadic && !o.optional);
  if (hasTrait("SameOperandsAndResultType") && anchor >= 0) return results.map(() => ({ kind: "operand", group: anchor }));
  const sameType = (a: string, b: string): boolean =>
    op.traits.some(
      (t) =>
        t.kind === "pred" &&
        t.summary !== undefined &&
        /^all of \{.*\} have same type$/.test(t.summary) &&
        new RegExp(`[{ ]${a}[,}]`).test(t.summary) &&
        new RegExp(`[{ ]${b}[,}]`).test(t.summary),
    );
  const out: ResultTypeSource[] = [];
  for (const r of results) {
    if (r.builderCall !== undefined) {
      out.push({ kind: "builder", call: r.builderCall });
      continue;
    }
    if (r.name === "") return undefined;
    const group = operands.findIndex((o) => !o.variadic && !o.optional && o.name !== "" && sameType(o.name, r.name));
    if (group >= 0) {
      out.push({ kind: "operand", group });
      continue;
    }
    const attr = op.attributes.find((a) => !a.attr.isDerived && !a.attr.isOptional && sameType(a.name, r.name));
    if (attr === undefined) return undefined;
    out.push({ kind: "attribute", name: attr.name });
  }
  return out;
}

/** Result type expressions of the builder (over its `args`). */
function builderResultTypes(sources: readonly ResultTypeSource[], operands: readonly ValueGroup[]): string[] {
  return sources.map((src) => {
    if (src.kind === "builder") return substitute(src.call, new Map([["_builder", "rt.typeBuilder(builder.context)"]]));
    if (src.kind === "operand") return `args.${identifier(operands[src.group]?.name ?? "")}.type`;
    return `rt.attributeType(args.${identifier(src.name)})`;
  });
}

/** The body of `inferReturnTypes` (MLIR's InferTypeOpInterface), over plain operand lists. */
function inferReturnTypesMethod(sources: readonly ResultTypeSource[], operands: readonly ValueGroup[], operandFlags: string, segmented: boolean): string {
  const exprs = sources.map((src) => {
    if (src.kind === "builder") return substitute(src.call, new Map([["_builder", "rt.typeBuilder(context)"]]));
    if (src.kind === "operand") {
      const sizes = segmented ? `rt.segmentSizesOf(properties instanceof ir.DictionaryAttr ? properties : undefined, "operandSegmentSizes")` : "undefined";
      return `rt.operandTypeAt(operands, rt.groupRange(${src.group}, operands.length, ${operandFlags}, ${sizes})[0])`;
    }
    return `rt.attributeType(rt.inherentAttribute(${stringLiteral(src.name)}, attributes, properties))`;
  });
  void operands;
  return [
    `  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */`,
    `  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {`,
    `    void [context, location, operands, attributes, properties, regions];`,
    `    return [${exprs.join(", ")}];`,
    `  }`,
  ].join("\n");
}

function verifierBody(
  op: Operator,
  ctx: OpContext,
  operands: readonly ValueGroup[],
  results: readonly ValueGroup[],
  operandFlags: string,
  resultFlags: string,
  attrs: Operator["attributes"],
): string[] {
  const { keeper } = ctx;
  const out: string[] = [];
  const fixed = (flags: readonly boolean[]): number => flags.filter((v) => !v).length;
  const opVar = operands.map((o) => o.variadic || o.optional);
  const resVar = results.map((r) => r.variadic || r.optional);
  // Property conversion (MLIR rejects these while parsing `<{...}>`).
  const storageChecks = attrs
    .map((a) => {
      const check = storageCheck(a.attr.storageType, ctx.namespace);
      return check === undefined ? undefined : `[${stringLiteral(a.name)}, (attr: ir.Attribute): boolean => ${check}]`;
    })
    .filter((c): c is string => c !== undefined);
  if (storageChecks.length > 0 || op.operandSegments || op.resultSegments) {
    const segments = [op.operandSegments ? `["operandSegmentSizes", ${operands.length}]` : "", op.resultSegments ? `["resultSegmentSizes", ${results.length}]` : ""].filter((x) => x !== "");
    ctx.typeConstraints.set(`storage:${op.defName}`, {
      name: "",
      code: `const ${op.cppClassName}PropertyChecks: rt.PropertyChecks = [[${storageChecks.join(", ")}], [${segments.join(", ")}]];`,
    });
    out.push(`    rt.verifyPropertyStorage(op, ${op.cppClassName}PropertyChecks);`);
  }
  // Count traits in ODS's order: regions, results, successors, operands.
  out.push(`    rt.verifyRegionCount(op, ${op.regions.filter((r) => !r.variadic).length}, ${op.regions.some((r) => r.variadic)});`);
  out.push(`    rt.verifyResultCount(op, ${fixed(resVar)}, ${resVar.some((v) => v)});`);
  out.push(`    rt.verifySuccessorCount(op, ${op.successors.filter((s) => !s.variadic).length}, ${op.successors.some((s) => s.variadic)});`);
  out.push(`    rt.verifyOperandCount(op, ${fixed(opVar)}, ${opVar.some((v) => v)});`);
  // Attributes.
  for (const a of attrs) {
    const predicate = predicateOf(keeper, a.attr.defName);
    const cond = condition(predicate, "attr");
    const required = !a.attr.isOptional && a.attr.defaultValue === undefined;
    const name = stringLiteral(a.name);
    if (required) {
      out.push(`    {\n      const attr = rt.requireAttribute(op, ${name});`);
    } else {
      out.push(`    {\n      const attr = op.getInherentAttr(${name});`);
    }
    if (cond !== undefined) {
      const check = required ? `(${localize(cond, ctx.namespace)})` : `attr === undefined || (${localize(cond, ctx.namespace)})`;
      out.push(`      rt.verifyAttributeConstraint(op, ${name}, ${check}, ${stringLiteral(a.attr.summary)});`);
    } else out.push(`      void attr;`);
    out.push(`    }`);
  }
  if (op.operandSegments) out.push(`    rt.verifySegmentSizes(op, "operandSegmentSizes", "operand", ${operands.length}, op.operands.length);`);
  if (op.resultSegments) out.push(`    rt.verifySegmentSizes(op, "resultSegmentSizes", "result", ${results.length}, op.results.length);`);
  // Operands and results.
  const constraintFunction = (g: ValueGroup, defName: string): string | undefined => {
    const cond = condition(g.predicate, "type");
    if (cond === undefined) return undefined;
    let entry = ctx.typeConstraints.get(defName);
    if (entry === undefined) {
      const name = `typeConstraint${ctx.typeConstraints.size}`;
      entry = {
        name,
        code: `/** ${docComment(g.summary)} */\nfunction ${name}(type: ir.Type): boolean {\n  return ${localize(cond, ctx.namespace)};\n}`,
      };
      ctx.typeConstraints.set(defName, entry);
    }
    return entry.name;
  };
  const valueChecks = (kind: "operand" | "result", list: readonly ValueGroup[], flags: string, segmented: boolean, defNames: readonly string[]): void => {
    if (list.length === 0) return;
    const getter = kind === "operand" ? "rt.operandGroup" : "rt.resultGroup";
    if (!list.some((g) => g.variadic || g.optional)) {
      // Fixed arity (checked above): no groups to compute.
      list.forEach((g, i) => {
        const fn = constraintFunction(g, defNames[i] as string);
        if (fn === undefined) return;
        const value = kind === "operand" ? `op.getOperand(${i})` : `op.getResult(${i})`;
        out.push(`    if (!${fn}(${value}.type)) throw rt.valueConstraintError(op, ${stringLiteral(kind)}, ${i}, ${value}, ${stringLiteral(g.summary)});`);
      });
      return;
    }
    out.push(`    {\n      let index = 0;`);
    list.forEach((g, i) => {
      const fn = constraintFunction(g, defNames[i] as string);
      out.push(`      {\n        const group = ${getter}(op, ${i}, ${flags}, ${segmented});`);
      if (g.optional) out.push(`        rt.verifyOptionalGroup(op, ${stringLiteral(kind)}, index, group.length);`);
      if (fn !== undefined) {
        out.push(
          `        for (const value of group) {\n          if (!${fn}(value.type)) throw rt.valueConstraintError(op, ${stringLiteral(kind)}, index, value, ${stringLiteral(g.summary)});\n          index++;\n        }`,
        );
      } else out.push(`        index += group.length;`);
      out.push(`      }`);
    });
    out.push(`      void index;\n    }`);
  };
  valueChecks("operand", operands, operandFlags, op.operandSegments, op.operands.map((o) => o.constraint.defName));
  valueChecks("result", results, resultFlags, op.resultSegments, op.results.map((r) => r.constraint.defName));
  // Regions and successors.
  op.regions.forEach((r, i) => {
    const cond = condition(predicateOf(keeper, r.constraint.defName), "region");
    if (cond === undefined) return;
    if (r.variadic)
      out.push(
        `    for (let i = ${i}; i < op.regions.length; i++) {\n      const region = op.getRegion(i);\n      rt.verifyRegionConstraint(op, i, ${stringLiteral(r.name)}, ${cond}, ${stringLiteral(r.constraint.summary)});\n    }`,
      );
    else
      out.push(`    {\n      const region = op.getRegion(${i});\n      rt.verifyRegionConstraint(op, ${i}, ${stringLiteral(r.name)}, ${cond}, ${stringLiteral(r.constraint.summary)});\n    }`);
  });
  op.successors.forEach((s, i) => {
    const cond = condition(predicateOf(keeper, s.constraint.defName), "successor");
    if (cond === undefined) return;
    out.push(`    {\n      const successor = op.getSuccessor(${i});\n      rt.verifySuccessorConstraint(op, ${i}, ${stringLiteral(s.name)}, ${cond}, ${stringLiteral(s.constraint.summary)});\n    }`);
  });
  // Predicate traits ($name placeholders bound to the op's values and attributes).
  const bindings = new Map<string, string>([["_op", "op"]]);
  const fixedOperands = !operands.some((o) => o.variadic || o.optional);
  const fixedResults = !results.some((r) => r.variadic || r.optional);
  operands.forEach((o, i) => {
    if (o.name === "") return;
    if (fixedOperands) {
      bindings.set(o.name, `op.getOperand(${i})`);
      return;
    }
    const group = `rt.operandGroup(op, ${i}, ${operandFlags}, ${op.operandSegments})`;
    bindings.set(o.name, o.variadic ? group : o.optional ? `${group}[0]` : `(${group}[0] as ir.Value)`);
  });
  results.forEach((r, i) => {
    if (r.name === "") return;
    if (fixedResults) {
      bindings.set(r.name, `op.getResult(${i})`);
      return;
    }
    const group = `rt.resultGroup(op, ${i}, ${resultFlags}, ${op.resultSegments})`;
    bindings.set(r.name, r.variadic ? group : r.optional ? `${group}[0]` : `(${group}[0] as ir.Value)`);
  });
  for (const a of attrs) bindings.set(a.name, `rt.typedAttrView(op.getInherentAttr(${stringLiteral(a.name)}))`);
  for (const t of op.traits) {
    if (t.kind !== "pred") continue;
    const record = keeper.getDef(t.defName);
    const predicate = record === undefined ? undefined : constraintPredicate(record);
    if (predicate === undefined) continue;
    const text = predicateCondition(predicate).trim();
    if (text === "true") continue;
    out.push(`    rt.verifyPredTrait(op, ${localize(substitute(text, bindings), ctx.namespace)}, ${stringLiteral(t.summary ?? "")});`);
  }
  // Native traits with verifiers.
  for (const t of op.traits) {
    if (t.trait === undefined || t.kind === "pred") continue;
    const base = traitBase(t.trait);
    switch (base) {
      case "SameOperandsAndResultType":
      case "SameTypeOperands":
      case "SameOperandsAndResultShape":
      case "SameOperandsShape":
      case "SameOperandsElementType":
      case "SameOperandsAndResultElementType":
      case "Elementwise":
        out.push(`    rt.verify${base}(op);`);
        break;
      case "CastOpInterface":
        if (!ctx.hasHooks) throw new Error(`${op.operationName} is a CastOpInterface op but its dialect has no hand-written module`);
        out.push(`    rt.verifyCastOpInterface(op, hooks.areCastCompatible${op.cppClassName});`);
        break;
      case "BranchOpInterface":
        if (!ctx.hasHooks) throw new Error(`${op.operationName} is a BranchOpInterface op but its dialect has no hand-written module`);
        out.push(`    rt.verifyBranchSuccessorOperands(op, hooks.successorOperands${op.cppClassName});`);
        break;
      case "FunctionOpInterface":
        out.push(`    rt.verifyFunctionOpInterface(op);`);
        break;
      case "HasParent": {
        const parents = traitParams(t.trait).map((p) => parentOpName(p, ctx));
        out.push(`    rt.verifyHasParent(op, [${parents.map(stringLiteral).join(", ")}]);`);
        break;
      }
      default:
        break;
    }
  }
  if (op.hasVerifier) {
    const hook = `verify${op.cppClassName}`;
    if (!ctx.hasHooks) throw new Error(`${op.operationName} has a verifier but its dialect has no hand-written module`);
    out.push(`    hooks.${hook}(op);`);
  }
  return out;
}

/** A run-time test that an attribute is an instance of an ODS storage type (MLIR's dyn_cast in property conversion). */
function storageCheck(storageType: string, namespace: string): string | undefined {
  const dense = /^ir\.Dense(I8|I16|I32|I64|F32|F64|Bool)ArrayAttr$/.exec(storageType);
  if (dense !== null) return `ods.isDenseArrayAttr(attr, ${stringLiteral((dense[1] as string).toLowerCase().replace("bool", "i1"))})`;
  switch (storageType) {
    case "ir.Attribute":
      return undefined;
    case "ir.FlatSymbolRefAttr":
      return "ods.isFlatSymbolRefAttr(attr)";
    case "ir.BoolAttr":
      return "ods.isBoolAttr(attr)";
    case "ir.DenseIntElementsAttr":
      return "ods.isDenseIntElementsAttr(attr)";
    case "ir.DenseFPElementsAttr":
      return "ods.isDenseFPElementsAttr(attr)";
    case "ir.TypedAttr":
      return "ods.attrType(attr) !== undefined";
    case "ir.StringAttr":
    case "ir.TypeAttr":
    case "ir.ArrayAttr":
    case "ir.DictionaryAttr":
    case "ir.UnitAttr":
    case "ir.IntegerAttr":
    case "ir.FloatAttr":
    case "ir.SymbolRefAttr":
    case "ir.ElementsAttr":
    case "ir.AffineMapAttr":
      return `attr instanceof ${storageType}`;
    default:
      if (/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)?$/.test(storageType) && !storageType.startsWith("ir.")) return `attr instanceof ${localize(storageType, namespace)}`;
      return undefined;
  }
}

/** `FuncOp` / `scf::YieldOp` -> the op name, looked up among the generated dialects. */
export function parentOpName(param: string, ctx: OpContext): string {
  const name = param.includes("::") ? param : `${ctx.namespace}::${param}`;
  const found = ctx.opNamesByClass.get(name);
  if (found === undefined) throw new Error(`unknown op class '${param}' in a trait parameter`);
  return found;
}

/** The registration record of an op for the IR core. */
export function opInfoStatement(op: Operator, ctx: OpContext, customAssembly?: { readonly parse: string; readonly print: string }): string {
  const traits = new Set<string>();
  let implicitTerminator: string | undefined;
  let graphRegions = false;
  for (const t of op.traits) {
    if (t.trait === undefined) continue;
    const base = traitBase(t.trait);
    traits.add(base);
    if (base === "SymbolOpInterface") traits.add("Symbol");
    if (base === "HasOnlyGraphRegion") graphRegions = true;
    if (base === "SingleBlockImplicitTerminator") {
      implicitTerminator = parentOpName(traitParams(t.trait)[0] ?? "", ctx);
      traits.add("SingleBlock");
    }
  }
  const attributeNames = op.attributes.filter((a) => !a.attr.isDerived).map((a) => a.name);
  if (op.operandSegments) attributeNames.push("operandSegmentSizes");
  if (op.resultSegments) attributeNames.push("resultSegmentSizes");
  const cls = op.cppClassName;
  const hasDefaults = op.attributes.some((a) => !a.attr.isDerived && a.attr.defaultValue !== undefined && !a.attr.isOptional);
  const extras = [`opClass: ${cls}`];
  if (customAssembly !== undefined) extras.push(`customAssembly: { parse: ${customAssembly.parse}, print: ${customAssembly.print} }`);
  if (hasDefaults) extras.push(`populateDefaultProperties: ${cls}.populateDefaultProperties`);
  // Hand-written syntax (hasCustomAssemblyFormat) and OpAsmOpInterface's default dialect come from the dialect module.
  if (customAssembly === undefined && op.hasCustomAssemblyFormat && ctx.hasHooks) extras.push(`customAssembly: hooks.customAssembly[${stringLiteral(cls)}]`);
  if (ctx.hasHooks && op.traits.some((t) => t.trait !== undefined && traitBase(t.trait) === "OpAsmOpInterface")) extras.push(`defaultDialect: hooks.defaultDialects[${stringLiteral(cls)}]`);
  const fields = [
    `  name: ${stringLiteral(op.operationName)},`,
    `  traits: new Set<string>([${[...traits].map(stringLiteral).join(", ")}]),`,
    `  verify: ${cls}.verifyInvariants,`,
    ...(op.hasRegionVerifier || (ctx.hasHooks && op.traits.some((t) => t.trait !== undefined && traitBase(t.trait) === "RegionBranchOpInterface"))
      ? [`  verifyRegions: ${cls}.verifyRegionInvariants,`]
      : []),
    `  attributeNames: [${attributeNames.map(stringLiteral).join(", ")}],`,
    ...(implicitTerminator !== undefined ? [`  implicitTerminator: ${stringLiteral(implicitTerminator)},`] : []),
    ...(graphRegions ? [`  regionKind: () => "graph",`] : []),
    `  extra: { ${extras.join(", ")} },`,
  ];
  return `export const ${cls}Info: ir.RegisteredOperationInfo = {\n${fields.join("\n")}\n};`;
}

export function hasRecordField(record: Record | undefined, field: string): boolean {
  return record !== undefined && hasField(record, field) && getString(record, field) !== "";
}
