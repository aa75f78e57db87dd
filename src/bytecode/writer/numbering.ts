// Numbers everything a module references the way upstream's IRNumbering does, so the
// output is byte-identical: dialects in first-use order; attributes, types and op names
// by descending reference count, then grouped by dialect within each varint-width band;
// values per region in upstream's region worklist order; ops in pre-order (use lists);
// isolation from above decided structurally.
import { DictionaryAttr, type Attribute, type NamedAttribute, type ResourceBlobHandle } from "../../ir/attributes.js";
import { Attribute as AttributeClass, OpaqueAttr } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import type { Block, Operation, Region, Value } from "../../ir/operation.js";
import { OpaqueType, type Type } from "../../ir/types.js";
import { BytecodeVersion } from "../format/constants.js";
import type { BytecodeDialectHooks, OpPropertiesCodec } from "../dialect/hooks.js";
import type { BytecodeDialectRegistry } from "../dialect/registry.js";
import type { EntryNumbering } from "./entry-writer.js";
import { ReferenceCollector } from "./entry-writer.js";

export interface DialectNumbering {
  readonly name: string;
  readonly number: number;
  readonly hooks: BytecodeDialectHooks | undefined;
  /** Resources referenced from this dialect's attributes, in first-reference order. */
  readonly resources: ResourceBlobHandle[];
}

export interface EntryNumberingInfo<T> {
  readonly value: T;
  readonly dialect: DialectNumbering;
  refCount: number;
  number: number;
}

export interface OpNameNumbering {
  readonly name: string;
  readonly stripped: string;
  readonly dialect: DialectNumbering;
  /** Whether it is written as registered (its properties use the op's codec). */
  registered: boolean;
  readonly codec: OpPropertiesCodec | undefined;
  refCount: number;
  number: number;
}

/** An op's attributes split the way the writer emits them. */
export interface OpAttributes {
  /** Discardable (or, before version 5, all) attributes; undefined when empty. */
  readonly dictionary: DictionaryAttr | undefined;
  /** Registered ops: inherent attributes by name; undefined when the op has no properties. */
  readonly inherent: ReadonlyMap<string, Attribute> | undefined;
  /** Unregistered ops: the properties attribute, if any. */
  readonly opaque: Attribute | undefined;
}

export class IRNumbering implements EntryNumbering {
  readonly dialects = new Map<string, DialectNumbering>();
  readonly attributes = new Map<Attribute, EntryNumberingInfo<Attribute>>();
  readonly types = new Map<Type, EntryNumberingInfo<Type>>();
  readonly opNames = new Map<string, OpNameNumbering>();
  orderedAttributes: EntryNumberingInfo<Attribute>[] = [];
  orderedTypes: EntryNumberingInfo<Type>[] = [];
  orderedOpNames: OpNameNumbering[] = [];
  readonly values = new Map<Value, number>();
  readonly blockIds = new Map<Block, number>();
  readonly regionCounts = new Map<Region, { blocks: number; values: number }>();
  readonly opIds = new Map<Operation, number>();
  readonly isolated = new Set<Operation>();
  readonly opAttributes = new Map<Operation, OpAttributes>();
  readonly resourceNumbers = new Map<ResourceBlobHandle, number>();
  /** Resources in number order: [handle, has data]. */
  readonly orderedResources: { handle: ResourceBlobHandle; dialect: DialectNumbering }[] = [];
  private nextValueId = 0;
  private readonly collector: ReferenceCollector;

  constructor(
    readonly root: Operation,
    private readonly registry: BytecodeDialectRegistry,
    readonly version: number,
    private readonly context: MLIRContext,
  ) {
    this.collector = new ReferenceCollector(
      version,
      (a) => this.pendingRefs.push(a),
      (t) => this.pendingRefs.push(t),
      (h) => this.pendingResources.push(h),
    );
    this.propertyCollector = new ReferenceCollector(
      version,
      (a) => this.propertyRefs.push(a),
      (t) => this.propertyRefs.push(t),
      () => undefined,
    );
    this.computeGlobalState(root);
    this.numberOp(root);
    const worklist: { region: Region; firstValue: number }[] = [];
    const addRegions = (op: Operation): void => {
      if (op.regions.length === 0) return;
      const first = this.isolated.has(op) ? 0 : this.nextValueId;
      for (const region of op.regions) worklist.push({ region, firstValue: first });
    };
    addRegions(root);
    while (worklist.length > 0) {
      const { region, firstValue } = worklist.pop() as { region: Region; firstValue: number };
      this.nextValueId = firstValue;
      this.numberRegion(region);
      for (let b = region.firstBlock; b !== null; b = b.next) for (let op = b.firstOp; op !== null; op = op.next) addRegions(op);
    }
    const byRefCount = <T extends { refCount: number }>(a: T, b: T): number => b.refCount - a.refCount;
    this.orderedAttributes.sort(byRefCount);
    this.orderedOpNames.sort(byRefCount);
    this.orderedTypes.sort(byRefCount);
    groupByDialectPerByte(this.orderedAttributes);
    groupByDialectPerByte(this.orderedOpNames);
    groupByDialectPerByte(this.orderedTypes);
    this.finalizeResources();
  }

  // ---- EntryNumbering ----
  attributeNumber(attr: Attribute): number {
    const n = this.attributes.get(attr);
    if (n === undefined) throw new Error("attribute was not numbered");
    return n.number;
  }
  typeNumber(type: Type): number {
    const n = this.types.get(type);
    if (n === undefined) throw new Error("type was not numbered");
    return n.number;
  }
  resourceNumber(handle: ResourceBlobHandle): number {
    const n = this.resourceNumbers.get(handle);
    if (n === undefined) throw new Error("resource was not numbered");
    return n;
  }

  // ---- isolation and op ids ----
  private computeGlobalState(root: Operation): void {
    interface Frame {
      readonly op: Operation;
      unresolved: boolean;
      /** Next child index to visit. */
      children: Operation[];
      next: number;
    }
    let nextId = 0;
    const resolved = new Map<Operation, boolean>();
    const stack: Frame[] = [];
    const visit = (op: Operation): void => {
      // Before the op's regions: check its operands against the enclosing regions.
      const top = stack[stack.length - 1];
      if (top !== undefined && top.unresolved) {
        const parentRegion = op.parent?.parent ?? null;
        for (const operand of op.operands) {
          const value = operand.value;
          const operandRegion = value.parentRegion;
          if (operandRegion === parentRegion) continue;
          const container = operandRegion?.parentOp ?? null;
          let i = stack.length - 1;
          while (i >= 0 && (stack[i] as Frame).unresolved && (stack[i] as Frame).op !== container) i--;
          for (let j = stack.length - 1; j > i; j--) {
            const f = stack[j] as Frame;
            f.unresolved = i >= 0 ? (stack[i] as Frame).unresolved : f.unresolved;
            resolved.set(f.op, false);
          }
        }
      }
      this.opIds.set(op, nextId++);
      if (op.hasTrait("IsIsolatedFromAbove")) resolved.set(op, true);
      if (op.regions.length > 0) {
        const children: Operation[] = [];
        for (const region of op.regions) {
          for (let b = region.firstBlock; b !== null; b = b.next) for (let o = b.firstOp; o !== null; o = o.next) children.push(o);
        }
        stack.push({ op, unresolved: !resolved.has(op), children, next: 0 });
      }
    };
    visit(root);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as Frame;
      if (frame.next < frame.children.length) {
        visit(frame.children[frame.next++] as Operation);
        continue;
      }
      stack.pop();
      if (!resolved.has(frame.op)) resolved.set(frame.op, true);
      if (resolved.get(frame.op) === true) this.isolated.add(frame.op);
    }
  }

  // ---- dialects, attributes, types ----
  private numberDialect(name: string): DialectNumbering {
    let d = this.dialects.get(name);
    if (d === undefined) {
      d = { name, number: this.dialects.size, hooks: this.registry.dialect(name), resources: [] };
      this.dialects.set(name, d);
    }
    return d;
  }

  private readonly pendingRefs: (Attribute | Type)[] = [];
  private readonly propertyRefs: (Attribute | Type)[] = [];
  private readonly propertyCollector: ReferenceCollector;
  private readonly pendingResources: ResourceBlobHandle[] = [];

  numberAttribute(attr: Attribute): void {
    const existing = this.attributes.get(attr);
    if (existing !== undefined) existing.refCount++;
    else this.numberEntries(attr, false);
  }

  numberType(type: Type): void {
    const existing = this.types.get(type);
    if (existing !== undefined) existing.refCount++;
    else this.numberEntries(type, true);
  }

  /** Pre-order numbering of an attribute/type and what its encoding references (iterative). */
  private numberEntries(first: Attribute | Type, firstIsType: boolean): void {
    const stack: { value: Attribute | Type; isType: boolean }[] = [{ value: first, isType: firstIsType }];
    while (stack.length > 0) {
      const { value, isType } = stack.pop() as { value: Attribute | Type; isType: boolean };
      const table = (isType ? this.types : this.attributes) as Map<Attribute | Type, EntryNumberingInfo<Attribute | Type>>;
      const existing = table.get(value);
      if (existing !== undefined) {
        existing.refCount++;
        continue;
      }
      const opaqueDialect = value instanceof OpaqueAttr ? value.dialect : value instanceof OpaqueType ? value.dialect : undefined;
      const dialect = this.numberDialect(opaqueDialect ?? value.dialectNamespace);
      const info: EntryNumberingInfo<Attribute | Type> = { value, dialect, refCount: 1, number: 0 };
      table.set(value, info);
      if (isType) this.orderedTypes.push(info as EntryNumberingInfo<Type>);
      else this.orderedAttributes.push(info as EntryNumberingInfo<Attribute>);
      // Opaque attributes/types stand for ones of an unloaded dialect; that dialect's
      // bytecode hooks may still encode them (e.g. quant types).
      const hooks = dialect.hooks;
      const write = isType ? hooks?.writeType : hooks?.writeAttribute;
      if (hooks === undefined || write === undefined) continue;
      this.pendingRefs.length = 0;
      this.pendingResources.length = 0;
      const custom = (write as (v: Attribute | Type, w: ReferenceCollector) => boolean).call(hooks, value, this.collector);
      if (!custom) continue;
      for (const handle of this.pendingResources) this.numberResource(dialect, handle);
      const refs = this.pendingRefs.slice();
      for (let i = refs.length - 1; i >= 0; i--) {
        const ref = refs[i] as Attribute | Type;
        stack.push({ value: ref, isType: !isAttribute(ref) });
      }
    }
  }

  private numberResource(dialect: DialectNumbering, handle: ResourceBlobHandle): void {
    if (dialect.resources.includes(handle)) return;
    dialect.resources.push(handle);
  }

  // ---- ops ----
  private numberOpName(op: Operation): OpNameNumbering {
    const name = op.name.name;
    let n = this.opNames.get(name);
    if (n !== undefined) {
      n.refCount++;
      return n;
    }
    // Upstream splits at the first '.': a name without one is all dialect, no op part.
    const dot = name.indexOf(".");
    const dialect = this.numberDialect(dot < 0 ? name : name.slice(0, dot));
    const codec = this.registry.opCodec(name);
    n = {
      name,
      stripped: dot < 0 ? "" : name.slice(dot + 1),
      dialect,
      registered: codec !== undefined,
      codec,
      refCount: 1,
      number: 0,
    };
    this.opNames.set(name, n);
    this.orderedOpNames.push(n);
    return n;
  }

  /** Splits an op's attributes into what gets written; registered ops take inherent ones from both places. */
  private splitAttributes(op: Operation, name: OpNameNumbering): OpAttributes {
    const props = op.properties;
    const discardable = op.attributes;
    if (this.version < BytecodeVersion.NativePropertiesEncoding) {
      // Registered ops merge their inherent attributes in; upstream drops an
      // unregistered op's properties here (they have no place before version 5).
      const merged: NamedAttribute[] = [...discardable.value];
      if (name.registered && props instanceof DictionaryAttr) merged.push(...props.value);
      const dict = merged.length === 0 ? undefined : DictionaryAttr.get(this.context, merged);
      return { dictionary: dict, inherent: undefined, opaque: undefined };
    }
    const codec = name.codec;
    if (name.registered && codec !== undefined) {
      const inherent = new Map<string, Attribute>();
      if (props instanceof DictionaryAttr) for (const e of props.value) inherent.set(e.name, e.value);
      const names = new Set(codec.attributeNames);
      const rest: NamedAttribute[] = [];
      for (const e of discardable.value) {
        if (names.has(e.name) && !inherent.has(e.name)) inherent.set(e.name, e.value);
        else rest.push(e);
      }
      const dictionary = rest.length === 0 ? undefined : rest.length === discardable.value.length ? discardable : DictionaryAttr.getSorted(this.context, rest);
      const hasProperties = codec.attributeNames.length > 0;
      return { dictionary, inherent: hasProperties ? inherent : undefined, opaque: undefined };
    }
    return {
      dictionary: discardable.value.length === 0 ? undefined : discardable,
      inherent: undefined,
      opaque: props ?? undefined,
    };
  }

  private numberOp(op: Operation): void {
    const name = this.numberOpName(op);
    for (const result of op.results) {
      this.values.set(result, this.nextValueId++);
      this.numberType(result.type);
    }
    let split = this.splitAttributes(op, name);
    if (split.inherent !== undefined && name.codec !== undefined && !name.codec.canWrite(split.inherent)) {
      // Properties upstream could not have produced: write this op name as unregistered.
      name.registered = false;
      split = this.splitAttributes(op, name);
    }
    this.opAttributes.set(op, split);
    if (split.dictionary !== undefined) this.numberAttribute(split.dictionary);
    if (split.inherent !== undefined && name.codec !== undefined) {
      const refs = this.propertyRefs;
      refs.length = 0;
      name.codec.write(split.inherent, this.propertyCollector);
      for (let i = 0; i < refs.length; i++) {
        const r = refs[i] as Attribute | Type;
        if (isAttribute(r)) this.numberAttribute(r);
        else this.numberType(r);
      }
    } else if (split.opaque !== undefined) {
      this.numberAttribute(split.opaque);
    }
    this.numberAttribute(op.location);
  }

  private numberRegion(region: Region): void {
    if (region.firstBlock === null) return;
    const first = this.nextValueId;
    let count = 0;
    for (let block: Block | null = region.firstBlock; block !== null; block = block.next) {
      this.blockIds.set(block, count++);
      for (const arg of block.arguments) {
        this.values.set(arg, this.nextValueId++);
        this.numberAttribute(arg.loc);
        this.numberType(arg.type);
      }
      for (let op = block.firstOp; op !== null; op = op.next) this.numberOp(op);
    }
    this.regionCounts.set(region, { blocks: count, values: this.nextValueId - first });
  }

  private finalizeResources(): void {
    let next = 0;
    for (const dialect of this.dialects.values()) {
      if (dialect.name !== "builtin") continue;
      // Blobs with data first (in reference order), then bare declarations.
      for (const handle of dialect.resources) {
        if (handle.blob === undefined) continue;
        this.resourceNumbers.set(handle, next++);
        this.orderedResources.push({ handle, dialect });
      }
      for (const handle of dialect.resources) {
        if (handle.blob !== undefined) continue;
        this.resourceNumbers.set(handle, next++);
        this.orderedResources.push({ handle, dialect });
      }
    }
  }
}

function isAttribute(value: Attribute | Type): value is Attribute {
  return value instanceof AttributeClass;
}

/**
 * Within each band of entries that share a varint width (128, then 16384 - 128, ...),
 * stable-sorts by dialect, putting the previous band's last dialect first.
 */
export function groupByDialectPerByte<T extends { dialect: { number: number }; number: number }>(list: T[]): void {
  if (list.length === 0) return;
  let first = 0;
  let inBand = 0;
  let start = 0;
  for (let i = 1; i < 9 && start < list.length; i++) {
    inBand = 2 ** (7 * i) - inBand;
    const end = Math.min(list.length, start + inBand);
    const band = list.slice(start, end);
    const dialectFirst = first;
    band.sort((a, b) => {
      const da = a.dialect.number;
      const db = b.dialect.number;
      if (da === dialectFirst) return db === dialectFirst ? 0 : -1;
      if (db === dialectFirst) return 1;
      return da - db;
    });
    for (let k = 0; k < band.length; k++) list[start + k] = band[k] as T;
    first = (band[band.length - 1] as T).dialect.number;
    start = end;
  }
  for (let i = 0; i < list.length; i++) (list[i] as T).number = i;
}
