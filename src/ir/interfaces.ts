// Interfaces with methods (MLIR's OpInterface / AttrInterface / TypeInterface /
// DialectInterface). An interface is a typed key; an op's registration maps keys to
// implementations (MLIR's Concept: a table of functions taking the op first), so
// `op.getInterface(MemoryEffectOpInterface)` is checked by the compiler end to end.
//
//   interface ShapeMethods { inferShapes(op: Operation): void; rank(op: Operation): number }
//   const Shape = defineOpInterface<ShapeMethods>("ShapeInference", { methods: ["inferShapes", "rank"] });
//   Shape.get(op)?.inferShapes();      // a view with the op bound
//   Shape.impl(op)?.rank(op);          // the raw table, no allocation (hot paths)
import type { Operation } from "./operation.js";
import type { Attribute } from "./attributes.js";
import type { Type } from "./types.js";
import type { OpTrait } from "./traits.js";

/** Any function table; methods of op interfaces take the op first (static methods excepted). */
export type MethodTable = object;

/** The methods of a table with the entity `E` bound: `(op, x) => r` becomes `(x) => r`. */
export type BoundMethods<M, E> = {
  readonly [K in keyof M]: M[K] extends (entity: E, ...args: infer A) => infer R ? (...args: A) => R : M[K];
};

/** `M` where the methods named in `D` (those with defaults) may be left out. */
export type Implementation<M, D extends keyof M = never> = Omit<M, D> & Partial<Pick<M, D>>;

export interface InterfaceOptions<M, E, D extends keyof M = never> {
  /** Methods that take the entity first, bound in views; the others are static. */
  readonly methods?: readonly (keyof M & string)[];
  /** Default implementations (MLIR's `defaultBody`), used where an implementation has none. */
  readonly defaults?: Pick<M, D>;
  /** Interfaces an implementer must also implement (MLIR's `baseInterfaces`). */
  readonly bases?: readonly AnyInterface[];
  /** MLIR's interface `verify`, run with the op's traits. */
  readonly verify?: (entity: E) => void;
  /** MLIR's `verifyWithRegions`: run after the op's regions. */
  readonly verifyRegions?: (entity: E) => void;
  /**
   * Op interfaces: the trait an implementing op gets with the interface (MLIR's
   * `Interface::Trait`, whose `foldTrait` is one of the op's trait folds, at the position the
   * op lists the interface).
   */
  readonly trait?: OpTrait;
}

/** The kinds of interface, as ODS has them. */
export type InterfaceKind = "op" | "attr" | "type" | "dialect";

/** What every interface key has; the type parameter ties implementations to it. */
export abstract class InterfaceBase<M, E, D extends keyof M = never> {
  readonly name: string;
  readonly methods: readonly (keyof M & string)[];
  readonly defaults: Partial<M>;
  readonly bases: readonly AnyInterface[];
  readonly verify: ((entity: E) => void) | undefined;
  readonly verifyRegions: ((entity: E) => void) | undefined;
  abstract readonly kind: InterfaceKind;
  /** Phantom: keeps `M` in the type so keys of different interfaces do not mix. */
  declare readonly __methods?: M;

  constructor(name: string, options: InterfaceOptions<M, E, D>) {
    this.name = name;
    this.methods = options.methods ?? [];
    this.defaults = (options.defaults ?? {}) as Partial<M>;
    this.bases = options.bases ?? [];
    this.verify = options.verify;
    this.verifyRegions = options.verifyRegions;
  }

  /** A complete table: `impl` with the defaults filled in; leaving out a method without default does not compile. */
  implement(impl: Implementation<M, D>): M {
    return Object.freeze({ ...this.defaults, ...impl }) as M;
  }

  /** A view of `table` with `entity` bound into its entity-taking methods. */
  protected bind(entity: E, table: M): BoundMethods<M, E> & { readonly entity: E } {
    const view: Record<string, unknown> = { entity };
    const source = table as Record<string, unknown>;
    for (const key of Object.keys(source)) {
      const member = source[key];
      view[key] = typeof member === "function" && (this.methods as readonly string[]).includes(key) ? (...args: unknown[]) => (member as (...a: unknown[]) => unknown)(entity, ...args) : member;
    }
    return view as BoundMethods<M, E> & { readonly entity: E };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyInterface = InterfaceBase<any, any, any>;

/** A key for one interface's implementation table in an InterfaceMap. */
export type InterfaceMap = ReadonlyMap<AnyInterface, object>;

/** Builds an interface map from (key, table) pairs, checking each table against its key. */
export function interfaceMap(...entries: readonly InterfaceEntry[]): InterfaceMap {
  const map = new Map<AnyInterface, object>();
  for (const [key, table] of entries) map.set(key, table);
  return map;
}

/** One (interface, implementation) pair, typed so the table matches the key. */
export type InterfaceEntry = readonly [AnyInterface, object];

/** A typed entry: `implements_(MemoryEffectOpInterface, { getEffects: ... })`. */
export function implementation<M, E, D extends keyof M>(key: InterfaceBase<M, E, D>, table: Implementation<M, D>): InterfaceEntry {
  return [key as AnyInterface, key.implement(table) as object];
}

/** Where op interface implementations are found (the op's registration, and models attached in a context). */
export interface OpInterfaceLookup {
  getInterfaceImpl(key: AnyInterface): object | undefined;
}

export type OpInterfaceView<M> = BoundMethods<M, Operation> & { readonly op: Operation };

export class OpInterface<M, D extends keyof M = never> extends InterfaceBase<M, Operation, D> {
  readonly kind = "op";
  /** The trait implementing ops get with the interface (its fold), if any. */
  readonly trait: OpTrait | undefined;

  constructor(name: string, options: InterfaceOptions<M, Operation, D>) {
    super(name, options);
    this.trait = options.trait;
  }

  /** The implementation table of `op`'s registration, or undefined (unregistered op, or not implemented). */
  impl(op: Operation): M | undefined {
    return op.name.getInterfaceImpl(this) as M | undefined;
  }

  /** Whether `op` implements the interface (MLIR's isa<Interface>(op)). */
  isa(op: Operation): boolean {
    return op.name.getInterfaceImpl(this) !== undefined;
  }

  /** A view of the interface on `op` (MLIR's dyn_cast), or undefined. */
  get(op: Operation): OpInterfaceView<M> | undefined {
    const table = op.name.getInterfaceImpl(this) as M | undefined;
    if (table === undefined) return undefined;
    const view = this.bind(op, table) as unknown as Record<string, unknown>;
    view["op"] = op;
    return view as unknown as OpInterfaceView<M>;
  }

  /** Like get, throwing when `op` does not implement the interface (MLIR's cast). */
  cast(op: Operation): OpInterfaceView<M> {
    const view = this.get(op);
    if (view === undefined) throw new TypeError(`'${op.name.name}' does not implement ${this.name}`);
    return view;
  }
}

/** Attributes and types implementing interfaces: their classes list them in `interfaces`. */
export interface InterfaceHolder {
  /** The implementations of this value's class (a static `interfaces` map on the class). */
  readonly constructor: { readonly interfaces?: InterfaceMap } | object;
}

function classTable(value: object, key: AnyInterface): object | undefined {
  const cls = value.constructor as { readonly interfaces?: InterfaceMap };
  return cls.interfaces?.get(key);
}

/**
 * Values whose class cannot list what they implement, because one class holds values of
 * many kinds (the opaque attributes and types of dialects tsmlir keeps as text), ask their
 * dialect instead.
 */
interface InterfacesByValue {
  interfaceImpl?(key: AnyInterface): object | undefined;
}

abstract class ValueInterface<M, E extends object, D extends keyof M> extends InterfaceBase<M, E, D> {
  /** For values whose classes cannot list it (builtin ones): a table decided by the value. */
  readonly fallback: ((value: E) => M | undefined) | undefined;
  constructor(name: string, options: InterfaceOptions<M, E, D> & { readonly fallback?: (value: E) => M | undefined }) {
    super(name, options);
    this.fallback = options.fallback;
  }
  impl(value: E): M | undefined {
    return (classTable(value, this) as M | undefined) ?? ((value as InterfacesByValue).interfaceImpl?.(this) as M | undefined) ?? this.fallback?.(value);
  }
  isa(value: E): boolean {
    return this.impl(value) !== undefined;
  }
  get(value: E): (BoundMethods<M, E> & { readonly entity: E }) | undefined {
    const table = this.impl(value);
    return table === undefined ? undefined : this.bind(value, table);
  }
}

export class AttrInterface<M, D extends keyof M = never> extends ValueInterface<M, Attribute, D> {
  readonly kind = "attr";
}

export class TypeInterface<M, D extends keyof M = never> extends ValueInterface<M, Type, D> {
  readonly kind = "type";
}

/** An interface dialects implement (MLIR's DialectInterface: inliner, OpAsm, bytecode, ...). */
export class DialectInterface<M, D extends keyof M = never> extends InterfaceBase<M, never, D> {
  readonly kind = "dialect";
}

export function defineOpInterface<M, D extends keyof M = never>(name: string, options: InterfaceOptions<M, Operation, D> = {}): OpInterface<M, D> {
  return new OpInterface<M, D>(name, options);
}

export function defineAttrInterface<M, D extends keyof M = never>(
  name: string,
  options: InterfaceOptions<M, Attribute, D> & { readonly fallback?: (value: Attribute) => M | undefined } = {},
): AttrInterface<M, D> {
  return new AttrInterface<M, D>(name, options);
}

export function defineTypeInterface<M, D extends keyof M = never>(
  name: string,
  options: InterfaceOptions<M, Type, D> & { readonly fallback?: (value: Type) => M | undefined } = {},
): TypeInterface<M, D> {
  return new TypeInterface<M, D>(name, options);
}

export function defineDialectInterface<M, D extends keyof M = never>(name: string, options: InterfaceOptions<M, never, D> = {}): DialectInterface<M, D> {
  return new DialectInterface<M, D>(name, options);
}
