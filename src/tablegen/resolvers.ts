// The resolvers LLVM uses to substitute variables in values: by explicit map
// (template arguments, loop iterators), by the fields of a record (final
// resolution of a def), with shadowing (inner !foreach/!foldl variables), and
// trackers that only observe.
import type { Record } from "./records.js";
import { Init, Resolver, UnsetInit } from "./values.js";

export class MapResolver extends Resolver {
  private readonly map = new Map<Init, Init>();
  private readonly resolved = new Set<Init>();
  set(key: Init, value: Init): void {
    this.map.set(key, value);
    this.resolved.delete(key);
  }
  has(key: Init): boolean {
    return this.map.has(key);
  }
  resolve(varName: Init): Init | undefined {
    let value = this.map.get(varName);
    if (value === undefined) return undefined;
    if (this.map.size > 1 && !this.resolved.has(varName)) {
      // Resolve mutual references among the mapped variables, but not recursively.
      this.map.delete(varName);
      value = value.resolveReferences(this);
      this.map.set(varName, value);
      this.resolved.add(varName);
    }
    return value;
  }
}

/** Resolves references to a record's own fields (and its name) recursively. */
export class RecordResolver extends Resolver {
  private readonly cache = new Map<Init, Init | undefined>();
  private readonly stack: Init[] = [];
  name: Init | undefined;
  constructor(record: Record) {
    super(record);
  }
  resolve(varName: Init): Init | undefined {
    const cached = this.cache.get(varName);
    if (cached !== undefined) return cached;
    if (this.stack.includes(varName)) return undefined;
    const record = this.currentRecord as Record;
    let value: Init | undefined;
    const rv = record.getValue(varName);
    if (rv !== undefined) {
      if (!(rv.value instanceof UnsetInit)) {
        this.stack.push(varName);
        value = rv.value.resolveReferences(this);
        this.stack.pop();
      }
    } else if (this.name !== undefined && varName === record.nameInit) {
      this.stack.push(varName);
      value = this.name.resolveReferences(this);
      this.stack.pop();
    }
    this.cache.set(varName, value);
    return value;
  }
}

/** Resolves only the given field of a record (LLVM's RecordValResolver). */
export class RecordValResolver extends Resolver {
  constructor(
    record: Record,
    private readonly field: Init,
  ) {
    super(record);
  }
  resolve(varName: Init): Init | undefined {
    if (varName === this.field) return (this.currentRecord as Record).getValue(varName)?.value;
    return undefined;
  }
}

/** Delegates to another resolver except for shadowed names. */
export class ShadowResolver extends Resolver {
  private readonly shadowed = new Set<Init>();
  constructor(private readonly inner: Resolver) {
    super(inner.currentRecord);
    this.isFinal = inner.isFinal;
  }
  addShadow(key: Init): void {
    this.shadowed.add(key);
  }
  resolve(varName: Init): Init | undefined {
    if (this.shadowed.has(varName)) return undefined;
    return this.inner.resolve(varName);
  }
}

/** Delegates, remembering whether any reference stayed unresolved. */
export class TrackUnresolvedResolver extends Resolver {
  foundUnresolved = false;
  constructor(private readonly inner?: Resolver) {
    super(inner?.currentRecord);
    if (inner) this.isFinal = inner.isFinal;
  }
  resolve(varName: Init): Init | undefined {
    let value: Init | undefined;
    if (this.inner) {
      value = this.inner.resolve(varName);
      if (value !== undefined && !this.foundUnresolved) {
        const sub = new TrackUnresolvedResolver();
        value.resolveReferences(sub);
        this.foundUnresolved ||= sub.foundUnresolved;
      }
    }
    if (value === undefined) this.foundUnresolved = true;
    return value;
  }
}

/** Finds whether a value refers to one variable. */
export class HasReferenceResolver extends Resolver {
  found = false;
  constructor(private readonly target: Init) {
    super(undefined);
  }
  resolve(varName: Init): Init | undefined {
    if (varName === this.target) this.found = true;
    return undefined;
  }
}
