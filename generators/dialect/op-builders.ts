// Builders of generated op classes: result type inference (MLIR's InferTypeOpInterface
// where ODS can derive it) and the defs' own OpBuilder bodies as static methods.
import type { Operator } from "../../src/ods/index.js";
import { DefInit, StringInit, dagArgName, getDag, getString, getStringOrEmpty, hasField } from "../../src/ods/access.js";
import { camelCase, docComment, identifier, stringLiteral, substitute } from "./names.js";
import { traitBase, type OpContext, type ValueGroup } from "./op-common.js";

/**
 * The defs' `OpBuilder<(ins ...), body>` builders as static methods `buildWith<Params>` (TypeScript
 * has no overloading). `$_state` is an rt.BuilderState, `$_builder` the OdsBuilder. Builders
 * declared without a body are implemented by hand and not generated.
 */
export function customBuilders(op: Operator, ctx: OpContext, localizeCode: (code: string) => string, hasDefaults: boolean): string[] {
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
export type ResultTypeSource =
  | { readonly kind: "operand"; readonly group: number }
  | { readonly kind: "builder"; readonly call: string }
  | { readonly kind: "attribute"; readonly name: string };

/** Result type sources when ODS can infer every result type, else undefined. */
export function inferResultSources(op: Operator, operands: readonly ValueGroup[], results: readonly ValueGroup[]): ResultTypeSource[] | undefined {
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
export function builderResultTypes(sources: readonly ResultTypeSource[], operands: readonly ValueGroup[]): string[] {
  return sources.map((src) => {
    if (src.kind === "builder") return substitute(src.call, new Map([["_builder", "rt.typeBuilder(builder.context)"]]));
    if (src.kind === "operand") return `args.${identifier(operands[src.group]?.name ?? "")}.type`;
    return `rt.attributeType(args.${identifier(src.name)})`;
  });
}

/** The body of `inferReturnTypes` (MLIR's InferTypeOpInterface), over plain operand lists. */
export function inferReturnTypesMethod(sources: readonly ResultTypeSource[], operands: readonly ValueGroup[], operandFlags: string, segmented: boolean): string {
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
