// The resolvers LLVM uses to substitute variables in values: by explicit map
// (template arguments, loop iterators), by the fields of a record (final
// resolution of a def), with shadowing (inner !foreach/!foldl variables), and
// trackers that only observe.
import type { Record } from "./records.js";
import { Init, Resolver, UnsetInit } from "./values.js";

/** Above this many variables a MapResolver indexes them (below, a scan is cheaper than a Map). */
const INDEXED_VARIABLE_COUNT = 8;
const UNRESOLVED = 0;
const RESOLVING = 1;
const RESOLVED = 2;

/**
 * Resolves the variables it is given. One is made for every class a def derives from:
 * the variables (a class's template arguments and NAME) sit in plain arrays, a Map and a
 * Set per def cost more than the scans.
 */
export class MapResolver extends Resolver {
  private readonly keys: Init[] = [];
  private readonly values: Init[] = [];
  /** UNRESOLVED, RESOLVING (hidden from lookups, as LLVM takes it out of its map) or RESOLVED. */
  private readonly states: number[] = [];
  private resolving = 0;
  private index: Map<Init, number> | undefined;

  private find(key: Init): number {
    if (this.index !== undefined) return this.index.get(key) ?? -1;
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return i;
    return -1;
  }
  set(key: Init, value: Init): void {
    const at = this.find(key);
    if (at >= 0) {
      this.values[at] = value;
      this.states[at] = UNRESOLVED;
      return;
    }
    this.keys.push(key);
    this.values.push(value);
    this.states.push(UNRESOLVED);
    if (this.index !== undefined) this.index.set(key, this.keys.length - 1);
    else if (this.keys.length > INDEXED_VARIABLE_COUNT) this.index = new Map(this.keys.map((k, i) => [k, i]));
  }
  has(key: Init): boolean {
    const at = this.find(key);
    return at >= 0 && this.states[at] !== RESOLVING;
  }
  resolve(varName: Init): Init | undefined {
    const at = this.find(varName);
    if (at < 0) return undefined;
    const state = this.states[at];
    if (state === RESOLVING) return undefined;
    let value = this.values[at] as Init;
    if (state === UNRESOLVED && this.keys.length - this.resolving > 1) {
      // Resolve mutual references among the mapped variables, but not recursively.
      this.states[at] = RESOLVING;
      this.resolving++;
      // On a throw the variable stays hidden, as LLVM leaves it out of its map.
      value = value.resolveReferences(this);
      this.resolving--;
      this.values[at] = value;
      this.states[at] = RESOLVED;
    }
    return value;
  }
}

/** Resolves references to a record's own fields (and its name) recursively. */
export class RecordResolver extends Resolver {
  // Made on the first reference: the fields of most defs hold none by the time they are
  // resolved for good (their classes' arguments are substituted already).
  private cache: Map<Init, Init | undefined> | undefined;
  private readonly stack: Init[] = [];
  name: Init | undefined;
  constructor(record: Record) {
    super(record);
  }
  resolve(varName: Init): Init | undefined {
    const cache = (this.cache ??= new Map());
    const cached = cache.get(varName);
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
    cache.set(varName, value);
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
