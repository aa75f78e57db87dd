// TableGen's type system (LLVM's RecTy family): the types a field, template
// argument or value can have, with LLVM's convertibility and unification rules.
import type { Record } from "./records.js";
import { activeValues } from "./value-context.js";

export type RecTyKind = "bit" | "bits" | "int" | "string" | "list" | "dag" | "record";

export abstract class RecTy {
  abstract readonly kind: RecTyKind;
  /** Unique per type object; used to key interned values. */
  readonly id: number = activeValues.tables.nextId++;
  abstract toString(): string;
  /** Whether a value of this type may be assigned where `other` is expected. */
  abstract typeIsConvertibleTo(other: RecTy): boolean;
  /** Whether this type is a subtype of (i.e. "is a") `other`. */
  typeIsA(other: RecTy): boolean {
    return this === other;
  }
  getListTy(): ListRecTy {
    return ListRecTy.get(this);
  }
}

export class BitRecTy extends RecTy {
  readonly kind = "bit" as const;
  static readonly instance = new BitRecTy();
  toString(): string {
    return "bit";
  }
  typeIsConvertibleTo(other: RecTy): boolean {
    if (other === this || other.kind === "int") return true;
    return other instanceof BitsRecTy && other.size === 1;
  }
}

export class BitsRecTy extends RecTy {
  readonly kind = "bits" as const;
  private constructor(readonly size: number) {
    super();
  }
  /** Uniqued in the active evaluation's tables (value-context.ts), as values are. */
  static get(size: number): BitsRecTy {
    const cache = activeValues.tables.bitsTypes;
    let ty = cache[size];
    if (ty === undefined) {
      ty = new BitsRecTy(size);
      cache[size] = ty;
    }
    return ty;
  }
  toString(): string {
    return `bits<${this.size}>`;
  }
  typeIsConvertibleTo(other: RecTy): boolean {
    if (this.size === 1 && other.kind === "bit") return true;
    if (other instanceof BitsRecTy) return other.size === this.size;
    return other.kind === "int";
  }
  override typeIsA(other: RecTy): boolean {
    return other instanceof BitsRecTy && other.size === this.size;
  }
}

export class IntRecTy extends RecTy {
  readonly kind = "int" as const;
  static readonly instance = new IntRecTy();
  toString(): string {
    return "int";
  }
  typeIsConvertibleTo(other: RecTy): boolean {
    return other.kind === "int" || other.kind === "bit" || other.kind === "bits";
  }
}

export class StringRecTy extends RecTy {
  readonly kind = "string" as const;
  static readonly instance = new StringRecTy();
  toString(): string {
    return "string";
  }
  typeIsConvertibleTo(other: RecTy): boolean {
    return other.kind === "string";
  }
}

export class ListRecTy extends RecTy {
  readonly kind = "list" as const;
  private constructor(readonly elementType: RecTy) {
    super();
  }
  /** Uniqued in the active evaluation's tables (value-context.ts), as values are. */
  static get(elementType: RecTy): ListRecTy {
    const cache = activeValues.tables.listTypes;
    let ty = cache.get(elementType);
    if (ty === undefined) {
      ty = new ListRecTy(elementType);
      cache.set(elementType, ty);
    }
    return ty;
  }
  private cachedString: string | undefined;
  toString(): string {
    if (this.cachedString === undefined) this.cachedString = `list<${this.elementType.toString()}>`;
    return this.cachedString;
  }
  typeIsConvertibleTo(other: RecTy): boolean {
    return other instanceof ListRecTy && this.elementType.typeIsConvertibleTo(other.elementType);
  }
  override typeIsA(other: RecTy): boolean {
    return other instanceof ListRecTy && this.elementType.typeIsA(other.elementType);
  }
}

export class DagRecTy extends RecTy {
  readonly kind = "dag" as const;
  static readonly instance = new DagRecTy();
  toString(): string {
    return "dag";
  }
  typeIsConvertibleTo(other: RecTy): boolean {
    return other.kind === "dag";
  }
}

/** The type of a record value: the set of classes it is known to derive from. */
export class RecordRecTy extends RecTy {
  readonly kind = "record" as const;
  private constructor(readonly classes: readonly Record[]) {
    super();
  }
  /**
   * Classes are kept sorted by name, as LLVM does, so equal sets share one type. Uniqued
   * in the active evaluation's tables (value-context.ts), keyed by the identity of the
   * classes (their ids): the tables of include checkpoints serve several evaluations.
   */
  static get(classes: readonly Record[]): RecordRecTy {
    if (classes.length === 0) return RecordRecTy.empty;
    const sorted =
      classes.length === 1 ? classes : [...classes].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const key = sorted.length === 1 ? `${(sorted[0] as Record).id}` : sorted.map((c) => c.id).join(",");
    const cache = activeValues.tables.recordTypes;
    let ty = cache.get(key);
    if (ty === undefined) {
      ty = new RecordRecTy(sorted);
      cache.set(key, ty);
    }
    return ty;
  }
  static readonly empty = new RecordRecTy([]);
  private cachedString: string | undefined;
  toString(): string {
    if (this.cachedString === undefined) {
      this.cachedString =
        this.classes.length === 1
          ? (this.classes[0] as Record).name
          : `{${this.classes.map((c) => c.name).join(", ")}}`;
    }
    return this.cachedString;
  }
  isSubClassOf(cls: Record): boolean {
    for (const c of this.classes) if (c === cls || c.isSubClassOf(cls)) return true;
    return false;
  }
  typeIsConvertibleTo(other: RecTy): boolean {
    if (this === other) return true;
    if (!(other instanceof RecordRecTy)) return false;
    for (const target of other.classes) if (!this.isSubClassOf(target)) return false;
    return true;
  }
  override typeIsA(other: RecTy): boolean {
    return this.typeIsConvertibleTo(other);
  }
}

/** The most specific common supertype of two record types (LLVM's resolveRecordTypes). */
function resolveRecordTypes(t1: RecordRecTy, t2: RecordRecTy): RecordRecTy {
  const common: Record[] = [];
  const stack: Record[] = [...t1.classes];
  while (stack.length > 0) {
    const r = stack.pop() as Record;
    if (t2.isSubClassOf(r)) common.push(r);
    else for (const sc of r.directSuperClasses) stack.push(sc.record);
  }
  return RecordRecTy.get(common);
}

/** The type both arguments can be converted to, if any (LLVM's resolveTypes). */
export function resolveTypes(t1: RecTy, t2: RecTy): RecTy | undefined {
  if (t1 === t2) return t1;
  if (t1 instanceof RecordRecTy && t2 instanceof RecordRecTy) return resolveRecordTypes(t1, t2);
  if (t1.typeIsConvertibleTo(t2)) return t2;
  if (t2.typeIsConvertibleTo(t1)) return t1;
  if (t1 instanceof ListRecTy && t2 instanceof ListRecTy) {
    const element = resolveTypes(t1.elementType, t2.elementType);
    return element ? ListRecTy.get(element) : undefined;
  }
  return undefined;
}
