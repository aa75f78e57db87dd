// Shared pieces of the op generators: the generation context, value groups typed by
// their constraints, predicate conditions, trait-name helpers and namespace localization.
import type { Operator, PredicateNode } from "../../src/ods/index.js";
import { constraintPredicate, predicateCondition } from "../../src/ods/index.js";
import type { RecordKeeper } from "../../src/ods/access.js";
import { stringLiteral, substitute } from "./names.js";
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

export interface ValueGroup {
  readonly name: string;
  readonly variadic: boolean;
  readonly optional: boolean;
  readonly summary: string;
  readonly predicate: PredicateNode | undefined;
  readonly tsType: string;
  readonly builderCall: string | undefined;
}

export function predicateOf(keeper: RecordKeeper, defName: string): PredicateNode | undefined {
  const record = keeper.getDef(defName);
  return record === undefined ? undefined : constraintPredicate(record);
}

/** The condition text of a predicate with `$_self` bound to `self`, or undefined when always true. */
export function condition(predicate: PredicateNode | undefined, self: string): string | undefined {
  if (predicate === undefined) return undefined;
  const text = predicateCondition(predicate).trim();
  if (text === "true" || text === "(true)") return undefined;
  return substitute(text, new Map([["_self", self]]));
}

export function groups(keeper: RecordKeeper, list: Operator["operands"]): ValueGroup[] {
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

export function traitParams(trait: string): string[] {
  const open = trait.indexOf("<");
  const close = trait.lastIndexOf(">");
  if (open < 0 || close < open) return [];
  return trait
    .slice(open + 1, close)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function traitBase(trait: string): string {
  const open = trait.indexOf("<");
  const base = open < 0 ? trait : trait.slice(0, open);
  return base.replace(/::Trait$/, "").replace(/::Impl$/, "");
}

/** `FuncOp` / `scf::YieldOp` -> the op name, looked up among the generated dialects. */
export function parentOpName(param: string, ctx: OpContext): string {
  const name = param.includes("::") ? param : `${ctx.namespace}::${param}`;
  const found = ctx.opNamesByClass.get(name);
  if (found === undefined) throw new Error(`unknown op class '${param}' in a trait parameter`);
  return found;
}

export function tsNamespaceOf(cppNamespace: string): string {
  const parts = cppNamespace.split("::").filter((p) => p !== "");
  // `::mlir` (builtin) is the runtime's `ir`; `::mlir::arith` is `arith`, a user's `::toy` is `toy`.
  if (parts.length === 0 || (parts.length === 1 && parts[0] === "mlir")) return "ir";
  return parts[parts.length - 1] as string;
}

/** An operand or result group as predicate bindings see it. */
export interface BoundGroup {
  readonly name: string;
  readonly arity: "single" | "optional" | "variadic";
}

/**
 * The `$name` bindings of a PredOpTrait predicate: the op's values and inherent attributes
 * (a fixed group before any variable one is at its own index; others are read through the
 * descriptor `self` names).
 */
export function predicateBindings(
  op: Pick<Operator, "operandSegments" | "resultSegments">,
  self: string,
  operands: readonly BoundGroup[],
  results: readonly BoundGroup[],
  attrNames: readonly string[],
): Map<string, string> {
  const bindings = new Map<string, string>([["_op", "op"]]);
  const firstVariable = (list: readonly BoundGroup[], segmented: boolean): number => {
    if (segmented) return 0;
    const i = list.findIndex((g) => g.arity !== "single");
    return i < 0 ? list.length : i;
  };
  const operandsAtIndex = firstVariable(operands, op.operandSegments);
  const resultsAtIndex = firstVariable(results, op.resultSegments);
  operands.forEach((o, i) => {
    if (o.name === "") return;
    if (i < operandsAtIndex) bindings.set(o.name, `op.getOperand(${i})`);
    else if (o.arity === "variadic") bindings.set(o.name, `rt.operandGroupOf(op, ${self}, ${i})`);
    else if (o.arity === "optional") bindings.set(o.name, `rt.operandOf(op, ${self}, ${i})`);
    else bindings.set(o.name, `(rt.operandOf(op, ${self}, ${i}) as ir.Value)`);
  });
  results.forEach((r, i) => {
    if (r.name === "") return;
    if (i < resultsAtIndex) bindings.set(r.name, `op.getResult(${i})`);
    else if (r.arity === "variadic") bindings.set(r.name, `rt.resultGroupOf(op, ${self}, ${i})`);
    else if (r.arity === "optional") bindings.set(r.name, `rt.resultOf(op, ${self}, ${i})`);
    else bindings.set(r.name, `(rt.resultOf(op, ${self}, ${i}) as ir.Value)`);
  });
  for (const name of attrNames) bindings.set(name, `rt.typedAttrView(op.getInherentAttr(${stringLiteral(name)}))`);
  return bindings;
}
