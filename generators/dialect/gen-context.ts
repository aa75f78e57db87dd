// What generating one dialect module shares across its ops: the records, the dialect's
// TypeScript namespace, op classes of the records by C++ name (for trait parameters),
// and the module-level constants (constraint checks) collected while generating.
import type { CoreInterface } from "./core-interfaces.js";
import type { Record as TdRecord, RecordKeeper } from "../../src/ods/access.js";
import { constraintPredicate } from "../../src/ods/index.js";
import type { PredicateNode } from "../../src/ods/index.js";
import { docComment, stringLiteral } from "./names.js";
import { condition, localize } from "./op-common.js";
import { checkSnippet } from "./snippets.js";

export interface GenContext {
  readonly keeper: RecordKeeper;
  /** This dialect's namespace as written in TypeScript snippets (`arith`). */
  readonly namespace: string;
  /** Op class name -> op name, across the records (`scf::YieldOp` -> `scf.yield`). */
  readonly opNamesByClass: ReadonlyMap<string, string>;
  readonly constants: ModuleConstants;
  /** Op interfaces this module defines (from the .td), by C++ interface name, shaped as the runtime's. */
  readonly userInterfaces?: ReadonlyMap<string, CoreInterface>;
}

export type ConstraintKind = "type" | "attr" | "region" | "successor";

const RUNTIME_TYPE: Readonly<Record<ConstraintKind, string>> = {
  type: "rt.TypeConstraint",
  attr: "rt.AttrConstraint",
  region: "rt.RegionConstraint",
  successor: "rt.SuccessorConstraint",
};
const SELF: Readonly<Record<ConstraintKind, readonly [string, string]>> = {
  type: ["type", "ir.Type"],
  attr: ["attr", "ir.Attribute"],
  region: ["region", "ir.Region"],
  successor: ["successor", "ir.Block"],
};

/** Module-level constants, one per constraint record used, in first-use order. */
export class ModuleConstants {
  private readonly names = new Map<string, string>();
  private readonly code: { readonly text: string; readonly record: TdRecord | undefined; readonly what: string }[] = [];
  private anonymous = 0;
  private readonly namespace: string;

  constructor(namespace: string) {
    this.namespace = namespace;
  }

  /**
   * The constant checking constraint `record` (of `kind`), declared on first use; undefined
   * when its predicate always holds. `user` (the op using it) is where problems with an
   * anonymous constraint (one written inline in the op's arguments) are reported.
   */
  constraint(record: TdRecord, kind: ConstraintKind, summary: string, user?: TdRecord): string | undefined {
    const key = `${kind}:${record.name}`;
    const known = this.names.get(key);
    if (known !== undefined) return known === "" ? undefined : known;
    const predicate: PredicateNode | undefined = constraintPredicate(record);
    const [self, selfType] = SELF[kind];
    const cond = condition(predicate, self);
    if (cond === undefined) {
      this.names.set(key, "");
      return undefined;
    }
    const code = localize(cond, this.namespace);
    const at = reportedAt(record, user);
    checkSnippet(code, "expression", at, `the predicate of ${kind} constraint '${record.name}'`);
    const name = /^anonymous_\d+$/.test(record.name) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(record.name) ? `${kind}Constraint${this.anonymous++}` : `${record.name}_${kind}`;
    this.names.set(key, name);
    this.code.push({
      text: `/** ${docComment(summary)} */\nconst ${name}: ${RUNTIME_TYPE[kind]} = { summary: ${stringLiteral(summary)}, check: (${self}: ${selfType}): boolean => ${code} };`,
      record: at,
      what: `the predicate of ${kind} constraint '${record.name}'`,
    });
    return name;
  }

  /** Declares a module-level constant once (by `key`), returning its name; `what` names it in diagnostics. */
  declare(key: string, name: string, code: string, record?: TdRecord, what = `constant '${name}'`): string {
    if (!this.names.has(key)) {
      this.names.set(key, name);
      this.code.push({ text: code, record, what });
    }
    return this.names.get(key) as string;
  }

  statements(): string[] {
    return this.code.map((c) => c.text);
  }

  /** The constants with the records they are reported at. */
  entries(): readonly { readonly text: string; readonly record: TdRecord | undefined; readonly what: string }[] {
    return this.code;
  }
}

/**
 * Where a problem with `record` is reported: the record itself, unless it is anonymous
 * (written inline, e.g. `DefaultValuedAttr<...>` in an op's arguments, whose location
 * is its class's), then the record using it.
 */
export function reportedAt(record: TdRecord, user: TdRecord | undefined): TdRecord {
  return user !== undefined && /^anonymous_\d+$/.test(record.name) ? user : record;
}
