// One op class per ODS op: typed accessors (operands/results typed by their
// constraints, attributes by their storage type and converted value), a builder whose
// argument object makes missing required operands/attributes a compile error, inferred
// result types, the defs' builders, an adaptor over plain operand lists, default-valued
// properties, and the verifier (op-verifier.ts) and registration record (op-info.ts).
import type { Operator } from "../../src/ods/index.js";
import { DefInit, fieldInit, getString, getStringOrEmpty, hasField, isSubClassOf, type Record } from "../../src/ods/access.js";
import { docComment, getterName, identifier, stringLiteral, substitute } from "./names.js";
import { groups, localize, traitBase, tsNamespaceOf, type OpContext } from "./op-common.js";
import { builderResultTypes, customBuilders, inferResultSources, inferReturnTypesMethod } from "./op-builders.js";
import { verifierBody } from "./op-verifier.js";

export type { OpContext } from "./op-common.js";
export { localize, parentOpName } from "./op-common.js";
export { opInfoStatement } from "./op-info.js";

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
    // An operand of any type takes any value: TypedValue<ir.Type> would refuse typed values
    // (their kind tag differs), since ir.Type cannot be told apart from parameterless types.
    const t = o.tsType === "ir.Type" ? "ir.Value" : `rt.TypedValue<${o.tsType}>`;
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
    verify.unshift(`    rt.completeDefaultProperties(op, ${cls}.verifierDefaultsCache, ${cls}.populateDefaultProperties);`);
    members.push(`  /** populateDefaultProperties' last input and output, for the verifier. */\n  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();`);
  }
  if (verify.some((line) => line.includes(`${cls}.verifiedSignatures`)))
    members.push(`  /** Signatures whose type- and attribute-only checks passed, for the verifier. */\n  private static readonly verifiedSignatures = new rt.SignatureCache();`);
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
