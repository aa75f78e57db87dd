// Builds the whole ODS model of a record set: every dialect, op, attribute/type
// definition, dialect constraint, enum, interface and pass, each validated, plus the
// predicates of the constraints ops use. Generators normally load only the parts
// they need through the per-kind loaders; this is the complete view.
import { isSubClassOf, type Record, type RecordKeeper } from "./access.js";
import { loadAttrOrTypeDef, loadDialectConstraintDoc } from "./attr-or-type-def.js";
import { dialectRecords, loadDialect } from "./dialect.js";
import { loadEnumAttr } from "./enum.js";
import { loadInterface } from "./interface.js";
import { loadOperator } from "./operator.js";
import { allDerivedDefinitionsIfDefined } from "./order.js";
import { loadPass } from "./pass.js";
import { constraintPredicate } from "./predicate.js";
import type { AttrOrTypeDef, Dialect, DialectConstraintDoc, EnumAttr, Interface, Operator, Pass, PredicateNode } from "./schema.js";

export interface OdsModel {
  readonly dialects: readonly Dialect[];
  readonly operators: readonly Operator[];
  readonly attrOrTypeDefs: readonly AttrOrTypeDef[];
  readonly dialectAttrs: readonly DialectConstraintDoc[];
  readonly dialectTypes: readonly DialectConstraintDoc[];
  readonly enums: readonly EnumAttr[];
  readonly interfaces: readonly Interface[];
  readonly passes: readonly Pass[];
  /** Predicates of the type/attribute constraints used by op arguments and results, by record name. */
  readonly predicates: ReadonlyMap<string, PredicateNode | undefined>;
}

/** Records deriving from `className` in name order, or none when the class is not defined. */
export function derivedRecords(keeper: RecordKeeper, className: string): Record[] {
  return allDerivedDefinitionsIfDefined(keeper, className);
}

export function buildOdsModel(keeper: RecordKeeper): OdsModel {
  const operators = derivedRecords(keeper, "Op").map((r) => loadOperator(keeper, r));
  const predicates = new Map<string, PredicateNode | undefined>();
  for (const op of operators) {
    for (const name of [...op.operands.map((o) => o.constraint.defName), ...op.results.map((r) => r.constraint.defName), ...op.attributes.map((a) => a.attr.defName)]) {
      if (predicates.has(name)) continue;
      const record = keeper.getDef(name);
      predicates.set(name, record === undefined ? undefined : constraintPredicate(record));
    }
  }
  return {
    dialects: dialectRecords(keeper).map(loadDialect),
    operators,
    attrOrTypeDefs: [...derivedRecords(keeper, "AttrDef"), ...derivedRecords(keeper, "TypeDef")].map(loadAttrOrTypeDef),
    dialectAttrs: derivedRecords(keeper, "DialectAttr").map(loadDialectConstraintDoc),
    dialectTypes: derivedRecords(keeper, "DialectType").map(loadDialectConstraintDoc),
    enums: derivedRecords(keeper, "EnumAttrInfo").map(loadEnumAttr),
    interfaces: derivedRecords(keeper, "Interface")
      .filter((r) => !isSubClassOf(r, "DeclareInterfaceMethods"))
      .map(loadInterface),
    passes: derivedRecords(keeper, "PassBase").map(loadPass),
    predicates,
  };
}
