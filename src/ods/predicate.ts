// Constraint predicates (CPred, And, Or, Neg, Concat, SubstLeaves) as a tree, and
// their C++ condition text with `$_self`-style placeholders substituted.
import { DefInit, fieldInit, getDef, getListOfDefs, getString, isSubClassOf, odsError, type Record } from "./access.js";
import type { PredicateNode } from "./schema.js";

const COMBINERS: ReadonlyMap<string, PredicateNode["kind"]> = new Map([
  ["PredCombinerAnd", "and"],
  ["PredCombinerOr", "or"],
  ["PredCombinerNot", "neg"],
  ["PredCombinerSubstLeaves", "subst-leaves"],
  ["PredCombinerConcat", "concat"],
]);

export function loadPredicate(record: Record, cache = new Map<Record, PredicateNode>()): PredicateNode {
  const cached = cache.get(record);
  if (cached !== undefined) return cached;
  let node: PredicateNode;
  if (isSubClassOf(record, "CPred")) {
    node = { kind: "cpred", defName: record.name, expr: getString(record, "predExpr") };
  } else if (isSubClassOf(record, "CombinedPred")) {
    const kind = COMBINERS.get(getDef(record, "kind").name);
    if (kind === undefined) throw odsError(record, `unknown predicate combiner '${getDef(record, "kind").name}'`);
    const children = getListOfDefs(record, "children").map((c) => loadPredicate(c, cache));
    node = { kind, defName: record.name, children };
    if (kind === "subst-leaves") node = { ...node, pattern: getString(record, "pattern"), replacement: getString(record, "replacement") };
    if (kind === "concat") node = { ...node, prefix: getString(record, "prefix"), suffix: getString(record, "suffix") };
  } else if (isSubClassOf(record, "Pred")) {
    node = { kind: "true", defName: record.name };
  } else {
    throw odsError(record, `'${record.name}' is not a predicate`);
  }
  cache.set(record, node);
  return node;
}

/** The predicate of a constraint record, or undefined when it has none (always true). */
export function constraintPredicate(record: Record): PredicateNode | undefined {
  const init = fieldInit(record, "predicate");
  return init instanceof DefInit ? loadPredicate(init.record) : undefined;
}

function replaceAll(text: string, pattern: string, replacement: string): string {
  return pattern.length === 0 ? text : text.split(pattern).join(replacement);
}

/** The C++ boolean expression a predicate stands for (before placeholder substitution). */
export function predicateCondition(node: PredicateNode): string {
  switch (node.kind) {
    case "true":
      return "true";
    case "cpred":
      return node.expr ?? "true";
    case "and": {
      const parts = (node.children ?? []).map(predicateCondition).filter((c) => c !== "true");
      return parts.length === 0 ? "true" : `(${parts.join(" && ")})`;
    }
    case "or": {
      const parts = (node.children ?? []).map(predicateCondition);
      if (parts.includes("true")) return "true";
      return parts.length === 0 ? "false" : `(${parts.join(" || ")})`;
    }
    case "neg":
      return `!(${predicateCondition((node.children ?? [])[0] ?? { kind: "true", defName: "" })})`;
    case "concat":
      return `${node.prefix ?? ""}${predicateCondition((node.children ?? [])[0] ?? { kind: "true", defName: "" })}${node.suffix ?? ""}`;
    case "subst-leaves": {
      const child = predicateCondition((node.children ?? [])[0] ?? { kind: "true", defName: "" });
      return replaceAll(child, node.pattern ?? "", node.replacement ?? "");
    }
  }
}

/** Substitutes `$_self`, `$_op`, `$_builder`... placeholders (mlir-tblgen's tgfmt). */
export function substitutePlaceholders(condition: string, substitutions: Readonly<{ [placeholder: string]: string }>): string {
  let out = condition;
  for (const [key, value] of Object.entries(substitutions)) out = replaceAll(out, `$${key}`, value);
  return out;
}
