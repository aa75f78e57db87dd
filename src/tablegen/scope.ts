// Name lookup scopes (LLVM's TGVarScope): local `defvar`s, the record being built,
// foreach iterators and multiclass template arguments, innermost first.
import type { Record } from "./records.js";
import { BinOpInit } from "./ops.js";
import { StringRecTy } from "./types.js";
import { Init, StringInit, VarInit } from "./values.js";
import { activeValues } from "./value-context.js";

export interface ForeachLoop {
  readonly location: import("../support/source.js").SourceLocation;
  readonly iterVar: VarInit | undefined;
  readonly list: Init;
  readonly entries: RecordsEntry[];
}

export type RecordsEntry =
  | { readonly kind: "record"; readonly record: Record }
  | { readonly kind: "loop"; readonly loop: ForeachLoop }
  | {
      readonly kind: "assert";
      readonly location: import("../support/source.js").SourceLocation;
      readonly condition: Init;
      readonly message: Init;
    }
  | { readonly kind: "dump"; readonly location: import("../support/source.js").SourceLocation; readonly message: Init };

export interface MultiClass {
  readonly record: Record;
  readonly entries: RecordsEntry[];
}

export type ScopeKind = "local" | "record" | "loop" | "multiclass";

/** `Rec:name` for class template args, `Multi::name` for multiclass ones. */
export function qualifyName(record: Record, name: Init): Init {
  const sep = record.isMultiClass ? "::" : ":";
  if (record.nameInit instanceof StringInit && name instanceof StringInit) {
    return StringInit.get(`${record.nameInit.value}${sep}${name.value}`);
  }
  return qualifyNameSlow(record, name, StringInit.get(sep));
}

function qualifyNameSlow(record: Record, name: Init, sep: StringInit): Init {
  let qualified = BinOpInit.getStrConcat(record.nameInit, sep);
  qualified = BinOpInit.getStrConcat(qualified, name);
  if (qualified instanceof BinOpInit) qualified = qualified.fold(record);
  return qualified;
}

/**
 * `Cls:NAME` or `Multi::NAME`. Not kept on the record: the value belongs to the active
 * evaluation's tables, and a record of a saved include checkpoint serves many.
 */
export function qualifiedNameOfImplicitName(record: Record): Init {
  // Kept per tables (every def of a class asks for its class's); `of` notices a renamed record.
  const known = activeValues.tables.implicitNames;
  const hit = known.get(record);
  if (hit !== undefined && hit.of === record.nameInit) return hit.name;
  const name = qualifyName(record, StringInit.get("NAME"));
  known.set(record, { of: record.nameInit, name });
  return name;
}

export class VarScope {
  /** Made on the first `defvar`: most scopes (one per record) never hold one. */
  private vars: Map<string, Init> | undefined;
  constructor(
    readonly parent: VarScope | undefined,
    readonly kind: ScopeKind,
    readonly record?: Record,
    readonly loop?: ForeachLoop,
    readonly multiClass?: MultiClass,
  ) {}

  isOutermost(): boolean {
    return this.parent === undefined;
  }
  addVar(name: string, value: Init): void {
    (this.vars ??= new Map()).set(name, value);
  }
  varAlreadyDefined(name: string): boolean {
    return this.vars !== undefined && this.vars.has(name);
  }

  getVar(name: StringInit): Init | undefined {
    let scope: VarScope | undefined = this;
    while (scope !== undefined) {
      const local = scope.vars?.get(name.value);
      if (local !== undefined) return local;
      switch (scope.kind) {
        case "record": {
          const rec = scope.record;
          if (rec !== undefined) {
            const field = rec.getValue(name.value);
            if (field !== undefined) return VarInit.get(name, field.type);
            if (rec.isClass) {
              const arg = findValueInArgs(rec, name);
              if (arg !== undefined) return arg;
            }
          }
          break;
        }
        case "loop": {
          const iter = scope.loop?.iterVar;
          if (iter !== undefined && iter.nameInit === name) return iter;
          break;
        }
        case "multiclass": {
          const mc = scope.multiClass;
          if (mc !== undefined) {
            const arg = findValueInArgs(mc.record, name);
            if (arg !== undefined) return arg;
          }
          break;
        }
        case "local":
          break;
      }
      scope = scope.parent;
    }
    return undefined;
  }
}

function findValueInArgs(rec: Record, name: StringInit): Init | undefined {
  const argName = rec.templateArgsByShortName.get(name.value);
  if (argName !== undefined) {
    const rv = rec.getValue(argName);
    if (rv !== undefined && rv.isTemplateArg) {
      rv.used = true;
      return VarInit.get(argName, rv.type);
    }
  }
  return name.value === "NAME" ? VarInit.get(qualifiedNameOfImplicitName(rec), StringRecTy.instance) : undefined;
}
