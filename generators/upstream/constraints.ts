// The ODS constraints of upstream ops (operand/result types, attributes, regions,
// successors, predicate traits) as TypeScript checks for the runtime's descriptor verifier.
// Upstream predicates are C++ text; none is translated as C++. A constraint is resolved
// structurally instead:
//  - a record tsmlir's own library (defs/) defines under the same name (`I32`, `AnyVector`,
//    `IsVectorTypePred`) brings its TypeScript predicate;
//  - the combinators (And, Or, Neg, SubstLeaves) are followed, so a parameterized class
//    instance (`VectorOfRankAndType<[1], [F32]>`) resolves through its leaves;
//  - a leaf CPred resolves through the leaves of the same-named records of both libraries
//    (aligned tree by tree: upstream `I32`'s C++ leaf is ours' TypeScript leaf), else through
//    the small table of common C++ forms in cpp-snippets.ts;
//  - predicate traits of the classes both libraries define (AllTypesMatch, TypesMatchWith...)
//    are re-instantiated with tsmlir's classes from the fields the upstream record keeps.
// What does not resolve is returned with the reason: the caller lists it (never dropped).
import { evaluateTableGen, evaluateTableGenFile } from "../../src/tablegen/index.js";
import { constraintPredicate, loadPredicate, predicateCondition, type PredicateNode } from "../../src/ods/index.js";
import { getBit, getListOfStrings, getOptionalDef, getStringOrEmpty, hasField, isSubClassOf, type Record, type RecordKeeper } from "../../src/ods/access.js";
import { defsDirectory } from "../../src/support/package-root.js";
import { join } from "node:path";
import { cppConcat, cppCondition, cppSelfExpression, NAMED_VALUE_TYPE, unparenthesized, type ConstraintKind, cppTypeTransformer, type DialectClasses } from "./cpp-snippets.js";

export type Resolution = { readonly ts: string } | { readonly unresolved: string };

/** The dialect classes cpp-snippets.ts maps `isa<...>` of a dialect class through. */
export interface ConstraintClasses {
  readonly types: DialectClasses;
  readonly attributes: DialectClasses;
  /**
   * The integer and bit enums whose C++ attribute class (`::mlir::LLVM::AtomicOrderingAttr`)
   * ODS generates: `isa<Class>($_self)` holds when the enum's base attribute predicate does
   * (a signless integer of the enum's width holding one of its cases).
   */
  readonly enumAttributeBases?: ReadonlyMap<string, Record>;
}

/** The enums of `keeper` with a generated attribute class, by qualified C++ class name, with their base attribute records. */
export function enumAttributeBases(keeper: RecordKeeper): Map<string, Record> {
  const bases = new Map<string, Record>();
  for (const record of keeper.defs.values()) {
    if (!isSubClassOf(record, "EnumAttrInfo") || !hasField(record, "baseAttrClass") || !hasField(record, "genSpecializedAttr")) continue;
    if (!getBit(record, "genSpecializedAttr")) continue;
    const base = getOptionalDef(record, "baseAttrClass");
    if (base === undefined) continue;
    const className = `${getStringOrEmpty(record, "cppNamespace")}::${getStringOrEmpty(record, "specializedAttrClassName")}`;
    bases.set(className.startsWith("::") ? className : `::${className}`, base);
  }
  return bases;
}

/** `isa<Class>($_self)` of one class, its name qualified with `::`; undefined for another form. */
function isaOfOneClass(expr: string): string | undefined {
  const m = /^\(?\s*(?:::)?(?:llvm::)?isa<\s*([\w:]+)\s*>\(\s*\$_self\s*\)\s*\)?$/.exec(expr);
  if (m === null) return undefined;
  const name = m[1] as string;
  return name.startsWith("::") ? name : `::${name}`;
}

const ANONYMOUS = /^anonymous_\d+$/;

/** `cast<TypeAttr>($_self).getValue()`: the type a TypeAttrOf constraint tests. */
const TYPE_ATTR_VALUE = /^(?:::)?(?:llvm::)?cast<\s*(?:::)?(?:mlir::)?TypeAttr\s*>\(\s*\$_self\s*\)\.getValue\(\)$/;

/** tsmlir's own constraint library, and the C++ leaves it gives TypeScript for. */
export class OwnLibrary {
  readonly keeper: RecordKeeper;
  private readonly defsDir: string;

  constructor() {
    this.defsDir = defsDirectory();
    this.keeper = evaluateTableGenFile(join(this.defsDir, "mlir", "IR", "OpBase.td"), { includeDirs: [this.defsDir] });
  }

  /** Records of tsmlir's library instantiated from TableGen text (`def x : AllTypesMatch<["a", "b"]>;`). */
  instantiate(definitions: readonly string[]): RecordKeeper {
    const text = `include "mlir/IR/OpBase.td"\n${definitions.join("\n")}\n`;
    return evaluateTableGen("upstream-constraints.td", text, { includeDirs: [this.defsDir] });
  }
}

/** The C++ leaves (and SubstLeaves replacements) the same-named records of both libraries give TypeScript for. */
export class LearnedLeaves {
  readonly leaves = new Map<string, string>();
  readonly replacements = new Map<string, string>();

  /** Learns from every record both keepers define that has a predicate. */
  learn(upstream: RecordKeeper, own: RecordKeeper): void {
    for (const ours of own.defs.values()) {
      if (ANONYMOUS.test(ours.name)) continue;
      const theirs = upstream.getDef(ours.name);
      if (theirs === undefined) continue;
      const a = predicateOfRecord(theirs);
      const b = predicateOfRecord(ours);
      if (a !== undefined && b !== undefined) this.align(a, b);
    }
  }

  private align(theirs: PredicateNode, ours: PredicateNode): void {
    if (theirs.kind === "cpred" && theirs.expr !== undefined) {
      const ts = predicateCondition(ours).trim();
      if (!this.leaves.has(theirs.expr.trim())) this.leaves.set(theirs.expr.trim(), ts);
      return;
    }
    if (theirs.kind !== ours.kind) return;
    const a = theirs.children ?? [];
    const b = ours.children ?? [];
    if (a.length !== b.length) return;
    if (theirs.kind === "subst-leaves" && theirs.replacement !== undefined && ours.replacement !== undefined && theirs.pattern === ours.pattern) {
      if (!this.replacements.has(theirs.replacement.trim())) this.replacements.set(theirs.replacement.trim(), ours.replacement.trim());
    }
    a.forEach((child, i) => this.align(child, b[i] as PredicateNode));
  }
}

/** The predicate of a Pred record, or of a constraint or trait record's `predicate`; undefined when unreadable. */
function predicateOfRecord(record: Record): PredicateNode | undefined {
  try {
    return isSubClassOf(record, "Pred") ? loadPredicate(record) : constraintPredicate(record);
  } catch {
    return undefined;
  }
}

/**
 * Whether an attribute record only wraps its `baseAttr` with the same predicate (optional or
 * default-valued). ConfinedAttr also keeps a `baseAttr`, but adds constraints to it.
 */
function predicatePreservingWrapper(record: Record): boolean {
  if (!hasField(record, "baseAttr")) return false;
  return isSubClassOf(record, "OptionalAttr") || isSubClassOf(record, "DefaultValuedAttr") || isSubClassOf(record, "DefaultValuedOptionalAttr");
}

/** Resolves the constraints of one upstream dialect's ops. */
export class ConstraintResolver {
  constructor(
    private readonly own: OwnLibrary,
    private readonly learned: LearnedLeaves,
    private readonly classes: ConstraintClasses,
  ) {}

  /** The TypeScript condition (over `$_self`) of an upstream constraint record of `kind`. */
  constraint(record: Record, kind: ConstraintKind): Resolution {
    const named = this.ownNamed(record, kind);
    if (named !== undefined) return named;
    let predicate: PredicateNode | undefined;
    try {
      predicate = constraintPredicate(record);
    } catch (error) {
      return { unresolved: `its predicate cannot be read: ${(error as Error).message}` };
    }
    if (predicate === undefined) return { ts: "true" };
    return this.predicate(predicate, kind);
  }

  /** A same-named record of tsmlir's library (through Variadic/Optional/DefaultValued wrappers). */
  private ownNamed(record: Record, kind: ConstraintKind): Resolution | undefined {
    let current: Record | undefined = record;
    for (let depth = 0; current !== undefined && depth < 4; depth++) {
      if (!ANONYMOUS.test(current.name)) {
        const ours = this.own.keeper.getDef(current.name);
        const base = kind === "type" ? "TypeConstraint" : kind === "attr" ? "AttrConstraint" : kind === "region" ? "RegionConstraint" : "SuccessorConstraint";
        if (ours !== undefined && isSubClassOf(ours, base)) {
          const predicate = constraintPredicate(ours);
          return { ts: predicate === undefined ? "true" : predicateCondition(predicate).trim() };
        }
      }
      current = hasField(current, "baseType") ? getOptionalDef(current, "baseType") : predicatePreservingWrapper(current) ? getOptionalDef(current, "baseAttr") : undefined;
    }
    return undefined;
  }

  /**
   * The test that an attribute is an instance of an ODS storage class (`::mlir::IntegerAttr`,
   * an enum's generated `...Attr`, a dialect attribute class): what MLIR's property conversion
   * dyn_casts to. Undefined for `::mlir::Attribute` and for classes of no known test.
   */
  storageCheck(storageType: string): string | undefined {
    const name = storageType.trim();
    if (name === "" || name === "::mlir::Attribute" || name === "mlir::Attribute") return undefined;
    const isa = `::llvm::isa<${name}>($_self)`;
    const enumBase = this.enumBase(isa);
    if (enumBase !== undefined) {
      const resolution = this.constraint(enumBase, "attr");
      return "ts" in resolution && resolution.ts !== "true" ? resolution.ts : undefined;
    }
    return cppCondition(isa, "attr", this.classes);
  }

  /** The base attribute record of the enum whose generated class `expr` tests (`isa<XAttr>($_self)`), if any. */
  private enumBase(expr: string): Record | undefined {
    const className = isaOfOneClass(expr);
    return className === undefined ? undefined : this.classes.enumAttributeBases?.get(className);
  }

  /** A predicate tree as TypeScript over `$_self`. */
  predicate(node: PredicateNode, kind: ConstraintKind): Resolution {
    if (!ANONYMOUS.test(node.defName) && node.defName !== "") {
      const ours = this.own.keeper.getDef(node.defName);
      if (ours !== undefined && isSubClassOf(ours, "Pred")) {
        const predicate = predicateOfRecord(ours);
        if (predicate !== undefined) return { ts: predicateCondition(predicate).trim() };
      }
    }
    switch (node.kind) {
      case "true":
        return { ts: "true" };
      case "cpred": {
        const expr = (node.expr ?? "true").trim();
        const enumBase = kind === "attr" ? this.enumBase(expr) : undefined;
        if (enumBase !== undefined) return this.constraint(enumBase, "attr");
        const ts = this.learned.leaves.get(expr) ?? cppCondition(expr, kind, this.classes);
        return ts === undefined ? { unresolved: `C++ predicate of no known form: ${expr}` } : { ts };
      }
      case "and":
      case "or": {
        const parts: string[] = [];
        for (const child of node.children ?? []) {
          const r = this.predicate(child, kind);
          if ("unresolved" in r) return r;
          parts.push(`(${r.ts})`);
        }
        if (parts.length === 0) return { ts: node.kind === "and" ? "true" : "false" };
        return { ts: parts.join(node.kind === "and" ? " && " : " || ") };
      }
      case "neg": {
        const child = node.children?.[0];
        if (child === undefined) return { unresolved: "negation of nothing" };
        const r = this.predicate(child, kind);
        return "unresolved" in r ? r : { ts: `!(${r.ts})` };
      }
      case "subst-leaves": {
        const child = node.children?.[0];
        if (child === undefined || node.pattern !== "$_self") return { unresolved: `SubstLeaves of pattern ${node.pattern ?? ""}` };
        const replacement = (node.replacement ?? "").trim();
        const ts = this.learned.replacements.get(replacement) ?? cppSelfExpression(replacement, kind);
        if (ts === undefined) return { unresolved: `C++ expression of no known form: ${replacement}` };
        // A type attribute's type (TypeAttrOf) is tested by a type constraint.
        // So is a named value's type in an op's predicate (TypeIs).
        const typed = (kind === "attr" && TYPE_ATTR_VALUE.test(replacement)) || (kind === "op" && NAMED_VALUE_TYPE.test(replacement));
        const r = this.predicate(child, typed ? "type" : kind);
        if ("unresolved" in r) return r;
        // The replacement is an expression of the outer `$_self`; the child reads it as its own.
        return { ts: r.ts.split("$_self").join(`(${ts})`) };
      }
      case "concat": {
        // MLIR's classes bind a variable (a lambda's parameter) that the child reads through a
        // SubstLeaves of `$_self`: the child is translated over `$_self` and applied as the form says.
        const form = cppConcat(node.prefix ?? "", node.suffix ?? "", kind);
        const child = node.children?.[0];
        const grandchild = child?.kind === "subst-leaves" && child.pattern === "$_self" && child.replacement?.trim() === form?.name ? child.children?.[0] : undefined;
        if (form === undefined || grandchild === undefined) return { unresolved: `Concat predicate (${node.prefix ?? ""} ... ${node.suffix ?? ""})` };
        const r = this.predicate(grandchild, kind);
        return "unresolved" in r ? r : { ts: form.wrap(r.ts) };
      }
    }
  }
}

/** A predicate trait re-instantiated with tsmlir's class of the same name, or why not. */
export interface PredTraitPlan {
  /** TableGen text defining `name` from tsmlir's class, or undefined when the trait resolves otherwise. */
  readonly definition?: string;
  readonly name: string;
  readonly unresolved?: string;
}

const MATCH_CLASSES = ["AllTypesMatch", "AllElementTypesMatch", "AllShapesMatch", "AllRanksMatch", "AllElementCountsMatch"] as const;

function tdString(text: string): string {
  if (/["\\\n]/.test(text)) throw new Error(`cannot quote ${JSON.stringify(text)} in TableGen`);
  return `"${text}"`;
}

/**
 * How a PredOpTrait record of upstream resolves: the classes of OpBase.td that keep their
 * parameters in fields (AllMatchSameOperatorTrait's `values`, TypesMatchWith's `lhs`, `rhs`,
 * `transformer`) are instantiated again from tsmlir's library; anything else is unresolved.
 */
export function predTraitPlan(trait: Record, name: string): PredTraitPlan {
  const matchClass = MATCH_CLASSES.find((c) => trait.superClasses.some((s) => s.record.name === c));
  if (matchClass !== undefined && hasField(trait, "values")) {
    const values = getListOfStrings(trait, "values");
    return { name, definition: `def ${name} : ${matchClass}<[${values.map(tdString).join(", ")}]>;` };
  }
  if (trait.superClasses.some((s) => s.record.name === "TypesMatchWith") && hasField(trait, "transformer")) {
    const transformer = cppTypeTransformer(getStringOrEmpty(trait, "transformer"));
    if (transformer === undefined) return { name, unresolved: `TypesMatchWith transformer of no known form: ${getStringOrEmpty(trait, "transformer").trim()}` };
    // The comparator is kept in no field: the predicate starts with it.
    const expr = unparenthesized(predicateOfRecord(trait)?.expr ?? "");
    const lhs = getStringOrEmpty(trait, "lhs");
    const rhs = getStringOrEmpty(trait, "rhs");
    // OptionalTypesMatchWith guards the comparison with both values' getters: it holds when either is absent.
    const optional = optionalGuards(expr, lhs, rhs);
    const comparison = optional === undefined ? expr : expr.slice(optional);
    if (!comparison.startsWith("std::equal_to<>()(")) return { name, unresolved: `TypesMatchWith comparator of no known form: ${expr.slice(0, expr.indexOf("("))}` };
    const summary = getStringOrEmpty(trait, "summary");
    return {
      name,
      definition: `def ${name} : ${optional === undefined ? "TypesMatchWith" : "OptionalTypesMatchWith"}<${tdString(summary)}, ${tdString(lhs)}, ${tdString(rhs)}, ${tdString(transformer)}>;`,
    };
  }
  return { name, unresolved: "a predicate trait of no class tsmlir's library defines" };
}

/** ODS's getter suffix of a value's name (`lhs_mask` and `lhsMask` both read through getLhsMask), compared loosely. */
function getterKey(name: string): string {
  return name.replace(/_/g, "").toLowerCase();
}

/** The length of the `!getLhs() || !getRhs() || ` guard of an optional TypesMatchWith over `lhs` and `rhs`, or undefined. */
function optionalGuards(expr: string, lhs: string, rhs: string): number | undefined {
  const guard = /^!get(\w+)\(\)\s*\|\|\s*!get(\w+)\(\)\s*\|\|\s*/.exec(expr);
  if (guard === null) return undefined;
  const named = [getterKey(guard[1] as string), getterKey(guard[2] as string)];
  return named.includes(getterKey(lhs)) && named.includes(getterKey(rhs)) ? guard[0].length : undefined;
}
