// Builders of generated op classes: the result types ODS infers (MLIR's InferTypeOpInterface
// where ODS can derive it) and the `.td`'s own OpBuilders as static methods. A builder
// with a body runs it over an rt.BuilderState (`$_state`); one declared without a body is
// implemented by the dialect's hooks (MLIR's `build` written in C++), which the static
// method finds through the op's registration in the builder's context.
import type { Operator } from "../../src/ods/index.js";
import { DefInit, StringInit, dagArgName, getDag, getString, getStringOrEmpty, hasField, isSubClassOf, odsError, type Record, type RecordKeeper } from "../../src/ods/access.js";
import { camelCase, docComment, identifier, stringLiteral, substitute } from "./names.js";
import { localize, traitBase } from "./op-common.js";
import { reportedAt, type GenContext } from "./gen-context.js";
import { checkSnippet } from "./snippets.js";

export interface BuilderMethods {
  /** Static methods of the op class. */
  readonly members: readonly string[];
  /** Members of the op's hooks interface (bodiless builders). */
  readonly hooks: readonly string[];
}

interface GroupLike {
  readonly name: string;
  readonly arity: "single" | "optional" | "variadic";
  readonly builderCall: string | undefined;
}

/** The defs' `OpBuilder<(ins ...), body>` builders as static `buildWith<Params>` methods (TypeScript has no overloading). */
export function builderMethods(op: Operator, record: Record, ctx: GenContext): BuilderMethods {
  const members: string[] = [];
  const hooks: string[] = [];
  const used = new Set<string>();
  const cls = op.cppClassName;
  const local = (code: string): string => localize(code, ctx.namespace);
  for (const b of op.builders) {
    const builderRecord = ctx.keeper.getDef(b.defName);
    if (builderRecord === undefined) continue;
    const at = reportedAt(builderRecord, record);
    const dag = getDag(builderRecord, "dagParams");
    const params: string[] = [];
    const names: string[] = [];
    for (let i = 0; i < dag.args.length; i++) {
      const arg = dag.args[i];
      // An unnamed parameter gets mlir-tblgen's name for it.
      const name = dagArgName(dag, i) || `odsArg${i}`;
      let type: string;
      let defaultValue: string | undefined;
      if (arg instanceof StringInit) type = arg.value;
      else if (arg instanceof DefInit && hasField(arg.record, "type")) {
        type = getString(arg.record, "type");
        const d = getStringOrEmpty(arg.record, "defaultValue");
        if (d !== "") defaultValue = d;
      } else throw odsError(record, `${op.operationName}: unsupported builder parameter '${name}'`);
      type = local(type);
      checkSnippet(type, "type", at, `the type of builder parameter '${name}' of '${op.operationName}'`);
      if (defaultValue !== undefined) {
        defaultValue = local(defaultValue);
        checkSnippet(defaultValue, "expression", at, `the default of builder parameter '${name}' of '${op.operationName}'`);
      }
      const id = identifier(name);
      names.push(id);
      params.push(`${id}: ${type}${defaultValue === undefined ? "" : ` = ${defaultValue}`}`);
    }
    let method = names.length === 0 ? "buildDefault" : `buildWith${names.map((n) => camelCase(n, true)).join("")}`;
    while (used.has(method)) method = `${method}_`;
    used.add(method);
    // A bodiless builder's hook implements its defaults: the parameters are just optional.
    const optionalParams = params.map((p) => (p.includes(" = ") ? p.replace(/ = .*$/, "").replace(/^([^:]+):/, "$1?:") : p));
    const signature = `builder: ir.OpBuilder, location: ir.Location${(b.hasBody ? params : optionalParams).map((p) => `, ${p}`).join("")}`;
    const create = `    return new ${cls}(state.create(builder, ${cls}.operationName, rt.inherentAttributeNames(${cls}.descriptor), rt.defaultsPopulator(${cls}.descriptor)));`;
    const doc = `  /** An ODS builder of the op, taking (${docComment(names.join(", "))}). */`;
    if (b.hasBody) {
      const body = getStringOrEmpty(builderRecord, "body");
      const code = local(substitute(body, new Map([["_state", "state"], ["_builder", "odsBuilder"], ["_ctxt", "builder.context"]])));
      checkSnippet(code, "statements", at, `the body of a builder of '${op.operationName}'`);
      members.push(
        [
          doc,
          `  static ${method}(${signature}): ${cls} {`,
          `    const state = new rt.BuilderState(location);`,
          `    const odsBuilder = new opAsm.OdsBuilder(builder.context);`,
          `    void odsBuilder;`,
          code.split("\n").map((l) => (l.trim() === "" ? "" : `    ${l.trim()}`)).filter((l) => l !== "").join("\n"),
          create,
          `  }`,
        ].join("\n"),
      );
    } else {
      // Declared without a body: the dialect's hooks implement it (fill `state`).
      hooks.push(`  /** The bodiless ODS builder taking (${docComment(names.join(", "))}): fills \`state\` (MLIR's \`build\` written by hand). */\n  ${method}(builder: ir.OpBuilder, state: rt.BuilderState${optionalParams.map((p) => `, ${p}`).join("")}): void;`);
      members.push(
        [
          doc,
          `  static ${method}(${signature}): ${cls} {`,
          `    const state = new rt.BuilderState(location);`,
          `    rt.registeredOpHooks<${cls}Hooks>(builder.context, ${cls}.operationName).${method}(builder, state${names.map((n) => `, ${n}`).join("")});`,
          create,
          `  }`,
        ].join("\n"),
      );
    }
  }
  return { members, hooks };
}

/** Where an inferred result type comes from. */
export type ResultTypeSource =
  | { readonly kind: "operand"; readonly group: number }
  /** TypesMatchWith: the type of operand `group` put through `transformer` (`$_self`). */
  | { readonly kind: "transform"; readonly group: number; readonly transformer: string }
  | { readonly kind: "builder"; readonly call: string }
  | { readonly kind: "attribute"; readonly name: string };

/** Result type sources when ODS can infer every result type, else undefined. */
export function inferResultSources(op: Operator, operands: readonly GroupLike[], results: readonly GroupLike[], keeper: RecordKeeper): ResultTypeSource[] | undefined {
  if (results.length === 0) return [];
  if (results.some((r) => r.arity !== "single")) return undefined;
  const hasTrait = (name: string): boolean => op.traits.some((t) => t.trait !== undefined && traitBase(t.trait) === name);
  const anchor = operands.findIndex((o) => o.arity === "single");
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
    const group = operands.findIndex((o) => o.arity === "single" && o.name !== "" && sameType(o.name, r.name));
    if (group >= 0) {
      out.push({ kind: "operand", group });
      continue;
    }
    const transformed = typesMatchWith(op, keeper, r.name, operands);
    if (transformed !== undefined) {
      out.push(transformed);
      continue;
    }
    const attr = op.attributes.find((a) => !a.attr.isDerived && !a.attr.isOptional && sameType(a.name, r.name));
    if (attr === undefined) return undefined;
    out.push({ kind: "attribute", name: attr.name });
  }
  return out;
}

/** A TypesMatchWith trait deriving result `name`'s type from a single operand's. */
function typesMatchWith(op: Operator, keeper: RecordKeeper, name: string, operands: readonly GroupLike[]): ResultTypeSource | undefined {
  for (const t of op.traits) {
    if (t.kind !== "pred") continue;
    const record = keeper.getDef(t.defName);
    if (record === undefined || !isSubClassOf(record, "TypesMatchWith") || getString(record, "rhs") !== name) continue;
    const lhs = getString(record, "lhs");
    const group = operands.findIndex((o) => o.arity === "single" && o.name === lhs);
    if (group >= 0) return { kind: "transform", group, transformer: getString(record, "transformer") };
  }
  return undefined;
}

/** The descriptor's `inferResultTypes` function (code). */
export function inferenceCode(sources: readonly ResultTypeSource[], operands: readonly GroupLike[], record: Record): string {
  const exprs = sources.map((src) => {
    if (src.kind === "builder") {
      const expr = substitute(src.call, new Map([["_builder", "rt.typeBuilder(context)"]]));
      checkSnippet(expr, "expression", record, `the builder call of a result type`);
      return expr;
    }
    if (src.kind === "operand") return `rt.firstOperandType(group(${src.group}))`;
    if (src.kind === "transform") {
      const expr = substitute(src.transformer, new Map([["_self", `rt.firstOperandType(group(${src.group}))`]]));
      checkSnippet(expr, "expression", record, "the type transformer of a TypesMatchWith trait");
      return expr;
    }
    return `rt.attributeType(attribute(${stringLiteral(src.name)}))`;
  });
  void operands;
  const uses = (name: string): boolean => exprs.some((e) => new RegExp(`\\b${name}\\b`).test(e));
  const params = [uses("context") ? "context" : "_context", uses("group") ? "group" : "_group", uses("attribute") ? "attribute" : "_attribute"];
  return `(${params[0]}: ir.MLIRContext, ${params[1]}: (index: number) => readonly ir.Value[], ${params[2]}: (name: string) => ir.Attribute | undefined): ir.Type[] => [${exprs.join(", ")}]`;
}
