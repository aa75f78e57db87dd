// The ODS invariants of upstream ops as op descriptors for the runtime's verifier (the one
// tsmlir's own dialects go through, src/dialects/runtime/verify-op.ts): counts, required
// attributes, segment sizes, and the constraints constraints.ts resolves (operand/result
// types, attributes, regions, successors, predicate traits) plus the core type-relation
// traits (SameOperandsAndResultType, ...). A constraint that does not resolve is left
// unchecked and listed with its reason (`unresolved`), never dropped silently.
import type { Operator } from "../../src/ods/index.js";
import { constraintPredicate, predicateCondition } from "../../src/ods/index.js";
import { getStringOrEmpty, type RecordKeeper } from "../../src/ods/access.js";
import { fullyQualifiedTraitName } from "../../src/ods/trait.js";
import { predicateBindings } from "../dialect/op-common.js";
import { substitute } from "../dialect/names.js";
import { typeOnlyPredicate } from "../dialect/ops.js";
import { predTraitPlan, type ConstraintResolver, type OwnLibrary, type Resolution } from "./constraints.js";

export interface UnresolvedConstraint {
  readonly op: string;
  /** `operand 'lhs'`, `attribute 'kind'`, `trait 'all of {a, b} have same type'`. */
  readonly what: string;
  readonly reason: string;
}

/**
 * The core traits whose checks read the op's types (tsmlir's ir.OpTrait has them with
 * MLIR's messages); ODS runs them after the op's invariants, in trait order.
 */
const TYPE_TRAITS = new Set([
  "SameTypeOperands",
  "SameOperandsAndResultType",
  "SameOperandsShape",
  "SameOperandsAndResultShape",
  "SameOperandsElementType",
  "SameOperandsAndResultElementType",
  "SameOperandsAndResultRank",
  "ResultsAreFloatLike",
  "ResultsBroadcastableShape",
  "Elementwise",
]);

type Kind = "type" | "attr" | "region" | "successor";
const RUNTIME_TYPE: Readonly<Record<Kind, readonly [string, string, string]>> = {
  type: ["rt.TypeConstraint", "type", "ir.Type"],
  attr: ["rt.AttrConstraint", "attr", "ir.Attribute"],
  region: ["rt.RegionConstraint", "region", "ir.Region"],
  successor: ["rt.SuccessorConstraint", "successor", "ir.Block"],
};

/** The descriptors of one dialect's ops and the constants they share. */
export class InvariantsEmitter {
  readonly unresolved: UnresolvedConstraint[] = [];
  private readonly constants = new Map<string, string>();
  private readonly statements: string[] = [];
  private readonly predTraits = new Map<string, string | { readonly unresolved: string }>();
  /** How many constraints (of values, attributes, regions, successors, predicate traits) became checks. */
  resolvedCount = 0;

  constructor(
    private readonly resolver: ConstraintResolver,
    private readonly own: OwnLibrary,
  ) {}

  /**
   * Re-instantiates, with tsmlir's classes, the predicate traits of `ops` (one evaluation
   * for the dialect), so that `descriptor` finds their TypeScript conditions.
   */
  preparePredicateTraits(ops: readonly Operator[], keeperOf: (op: Operator) => RecordKeeper): void {
    const definitions: string[] = [];
    const names: { readonly key: string; readonly name: string }[] = [];
    for (const op of ops) {
      for (const t of op.traits) {
        if (t.kind !== "pred" || this.predTraits.has(traitKey(op, t.defName))) continue;
        const record = keeperOf(op).getDef(t.defName);
        if (record === undefined) continue;
        const plan = predTraitPlan(record, `upstream_trait_${names.length}`);
        if (plan.definition === undefined) {
          // Else its predicate over the op, through the combinators and the forms OpBase.td's classes write.
          const predicate = constraintPredicate(record);
          const overOp = predicate === undefined ? undefined : this.resolver.predicate(predicate, "op");
          this.predTraits.set(traitKey(op, t.defName), overOp !== undefined && "ts" in overOp ? overOp.ts : { unresolved: overOp !== undefined && "unresolved" in overOp ? `${plan.unresolved ?? ""}; ${overOp.unresolved}` : (plan.unresolved ?? "unresolved") });
          continue;
        }
        definitions.push(plan.definition);
        names.push({ key: traitKey(op, t.defName), name: plan.name });
      }
    }
    if (definitions.length === 0) return;
    const keeper = this.own.instantiate(definitions);
    for (const { key, name } of names) {
      const record = keeper.getDef(name);
      const predicate = record === undefined ? undefined : constraintPredicate(record);
      this.predTraits.set(key, predicate === undefined ? { unresolved: "tsmlir's class has no predicate" } : predicateCondition(predicate).trim());
    }
  }

  /**
   * The check (over `$_self`) of a type constraint the op format parser runs on a parsed type
   * before deriving others from it, as ODS parsers do; undefined when it is not resolved
   * (counted where the op's descriptor uses it) or always holds.
   */
  typeCheckOf(keeper: RecordKeeper, defName: string): string | undefined {
    const record = keeper.getDef(defName);
    if (record === undefined) return undefined;
    const resolution = this.resolver.constraint(record, "type");
    if ("unresolved" in resolution) return undefined;
    const constant = this.constant("type", getStringOrEmpty(record, "summary"), resolution.ts);
    return constant === undefined ? undefined : `${constant}.check($_self)`;
  }

  /** The constant of a resolved constraint (declared once per condition and summary), or undefined when it always holds. */
  private constant(kind: Kind, summary: string, ts: string): string | undefined {
    if (ts === "true" || ts === "(true)") return undefined;
    const key = `${kind}\u0000${summary}\u0000${ts}`;
    const known = this.constants.get(key);
    if (known !== undefined) return known;
    const [runtimeType, self, selfType] = RUNTIME_TYPE[kind];
    const name = `${kind}Constraint${this.constants.size}`;
    this.constants.set(key, name);
    const code = substitute(ts, new Map([["_self", self]]));
    this.statements.push(`const ${name}: ${runtimeType} = { summary: ${JSON.stringify(summary)}, check: (${self}: ${selfType}): boolean => ${code} };`);
    return name;
  }

  private resolve(op: Operator, what: string, resolution: Resolution, kind: Kind, summary: string): string | undefined {
    if ("unresolved" in resolution) {
      this.unresolved.push({ op: op.operationName, what, reason: resolution.unresolved });
      return undefined;
    }
    const constant = this.constant(kind, summary, resolution.ts);
    if (constant !== undefined) this.resolvedCount++;
    return constant;
  }

  private constraintOf(op: Operator, keeper: RecordKeeper, defName: string, kind: Kind, summary: string, what: string): string | undefined {
    const record = keeper.getDef(defName);
    if (record === undefined) return undefined;
    return this.resolve(op, what, this.resolver.constraint(record, kind), kind, summary);
  }

  /** A statement declaring the op's descriptor as `name`, and the trait list its verifier runs. */
  descriptor(op: Operator, keeper: RecordKeeper, name: string): { readonly statement: string; readonly traits: string } {
    const arity = (c: { readonly variadic: boolean; readonly optional: boolean }): string => (c.optional ? "optional" : c.variadic ? "variadic" : "single");
    const groups = (values: Operator["operands"], prefix: string, kind: "operand" | "result"): string =>
      `[${values
        .map((v, i) => {
          const constraint = this.constraintOf(op, keeper, v.constraint.defName, "type", v.constraint.summary, `${kind} '${v.name || `#${i}`}'`);
          return `{ name: ${JSON.stringify(v.name)}, key: ${JSON.stringify(`${prefix}${i}`)}, arity: ${JSON.stringify(arity(v.constraint))}${constraint === undefined ? "" : `, constraint: ${constraint}`} }`;
        })
        .join(", ")}]`;
    const attributes = op.attributes
      .filter((a) => !a.attr.isDerived)
      .map((a) => {
        const presence = a.attr.isOptional ? "optional" : a.attr.defaultValue !== undefined ? "defaulted" : "required";
        const constraint = this.constraintOf(op, keeper, a.attr.defName, "attr", a.attr.summary, `attribute '${a.name}'`);
        const storage = this.resolver.storageCheck(a.attr.storageType);
        // An optional or defaulted attribute without a check adds nothing to verify or convert.
        if (presence !== "required" && constraint === undefined && storage === undefined) return undefined;
        const storageField = storage === undefined ? "" : `, storage: (attr: ir.Attribute): boolean => ${substitute(storage, new Map([["_self", "attr"]]))}`;
        return `{ name: ${JSON.stringify(a.name)}, key: ${JSON.stringify(a.name)}, presence: ${JSON.stringify(presence)}${storageField}${constraint === undefined ? "" : `, constraint: ${constraint}`} }`;
      })
      .filter((a): a is string => a !== undefined);
    const regions = op.regions.map((r, i) => {
      const constraint = this.constraintOf(op, keeper, r.constraint.defName, "region", r.constraint.summary, `region '${r.name || `#${i}`}'`);
      return `{ name: ${JSON.stringify(r.name)}, variadic: ${r.variadic}${constraint === undefined ? "" : `, constraint: ${constraint}`} }`;
    });
    const successors = op.successors.map((s, i) => {
      const constraint = this.constraintOf(op, keeper, s.constraint.defName, "successor", s.constraint.summary, `successor '${s.name || `#${i}`}'`);
      return `{ name: ${JSON.stringify(s.name)}, key: ${JSON.stringify(`successor${i}`)}, variadic: ${s.variadic}${constraint === undefined ? "" : `, constraint: ${constraint}`} }`;
    });
    const predicates = this.predicates(op, name);
    const traits = op.traits
      .filter((t) => t.kind === "native" && t.trait !== undefined)
      .map((t) => {
        const record = keeper.getDef(t.defName);
        const qualified = record === undefined ? (t.trait as string) : fullyQualifiedTraitName(record);
        return /^(?:::)?mlir::OpTrait::([A-Za-z]+)$/.exec(qualified.trim())?.[1];
      })
      .filter((t): t is string => t !== undefined && TYPE_TRAITS.has(t));
    const fields = [
      `name: ${JSON.stringify(op.operationName)}`,
      "traits: []",
      `operands: ${groups(op.operands, "operand", "operand")}`,
      `results: ${groups(op.results, "result", "result")}`,
      `attributes: [${attributes.join(", ")}]`,
      `regions: [${regions.join(", ")}]`,
      `successors: [${successors.join(", ")}]`,
      `operandSegments: ${op.operandSegmentRule === "attr-sized"}`,
      `resultSegments: ${op.resultSegmentRule === "attr-sized"}`,
      ...(predicates.length > 0 ? [`predicates: [${predicates.join(", ")}]`] : []),
    ];
    return { statement: `const ${name}: rt.OpDescriptor = rt.describeOp({ ${fields.join(", ")} });`, traits: `[${[...new Set(traits)].map((t) => `ir.OpTrait.${t}`).join(", ")}]` };
  }

  private predicates(op: Operator, self: string): string[] {
    const bound = (values: Operator["operands"]) => values.map((v) => ({ name: v.name, arity: (v.constraint.optional ? "optional" : v.constraint.variadic ? "variadic" : "single") as "single" | "optional" | "variadic" }));
    const bindings = predicateBindings(op, self, bound(op.operands), bound(op.results), op.attributes.map((a) => a.name));
    // ODS binds a variable-length group to its first value (`*getODSOperands(i).begin()`), which
    // C++ reads even when the group is empty; tsmlir checks nothing then.
    const firstValues = new Map<string, string>();
    const variable = (values: Operator["operands"], group: string): void =>
      values.forEach((v, i) => {
        if (v.name !== "" && (v.constraint.variadic || v.constraint.optional)) firstValues.set(v.name, `rt.${group}(op, ${self}, ${i})`);
      });
    variable(op.operands, "operandGroupOf");
    variable(op.results, "resultGroupOf");
    // A getter (`getLhsMask()`, `$accessor_lhsMask` in a condition) reads an absent optional value as null: it needs no guard.
    for (const [name, code] of [...bindings]) if (name !== "_op") bindings.set(`accessor_${name}`, code);
    for (const [name, group] of firstValues) bindings.set(name, `(${group}[0] as ir.Value)`);
    const out: string[] = [];
    for (const t of op.traits) {
      if (t.kind !== "pred") continue;
      const condition = this.predTraits.get(traitKey(op, t.defName));
      const summary = t.summary ?? "";
      if (condition === undefined) continue;
      if (typeof condition !== "string") {
        this.unresolved.push({ op: op.operationName, what: `trait '${summary}'`, reason: condition.unresolved });
        continue;
      }
      if (condition === "true") continue;
      const guards = [...firstValues].filter(([name]) => new RegExp(`\\$${name}(?![A-Za-z0-9_])`).test(condition)).map(([, group]) => `${group}.length === 0`);
      const code = guards.length === 0 ? substitute(condition, bindings) : `${guards.join(" || ")} || (${substitute(condition, bindings)})`;
      if (/\$[A-Za-z_]/.test(code)) {
        this.unresolved.push({ op: op.operationName, what: `trait '${summary}'`, reason: `names a value the op does not have: ${code}` });
        continue;
      }
      this.resolvedCount++;
      out.push(`{ summary: ${JSON.stringify(summary)}, typeOnly: ${typeOnlyPredicate(code)}, check: (op: ir.Operation): boolean => ${code} }`);
    }
    return out;
  }

  /** The constants, to declare before the descriptors. */
  constantStatements(): readonly string[] {
    return this.statements;
  }
}

function traitKey(op: Operator, defName: string): string {
  return `${op.operationName}\u0000${defName}`;
}
