// Numbers everything a module references the way upstream's IRNumbering does, so the
// output is byte-identical: dialects in first-use order; attributes, types and op names
// by descending reference count, then grouped by dialect within each varint-width band;
// values per region in upstream's region worklist order; ops in pre-order (use lists);
// isolation from above decided structurally.
//
// Built for modules of millions of ops: attributes and types are found through their
// context uid in a typed array; an op has a position (its block's start plus its
// `orderIndex`) indexing typed arrays of per-op facts, so no hash map is keyed by a
// per-op or per-value object and the IR is not modified. Typed arrays are few and
// exactly sized where possible (see entry-table.ts for why that matters).
import { OpTrait } from "../../ir/traits.js";
import { DictionaryAttr, type Attribute, type NamedAttribute, type ResourceBlobHandle } from "../../ir/attributes.js";
import { Attribute as AttributeClass, DialectAttribute, OpaqueAttr } from "../../ir/attributes.js";
import type { MLIRContext, OperationName } from "../../ir/context.js";
import { OpResult, type Block, type OpOperand, type Operation, type Region, type Value } from "../../ir/operation.js";
import { DialectType, OpaqueType, type Type } from "../../ir/types.js";
import { AttrTypePrinter } from "../../asm/attr-type/index.js";
import { BytecodeVersion } from "../format/constants.js";
import type { BytecodeDialectHooks, OpPropertiesCodec } from "../dialect/hooks.js";
import { dialectBytecodeOf, propertiesCodecOf } from "../dialect/lookup.js";
import type { EntryNumbering } from "./entry-writer.js";
import { ReferenceCollector } from "./entry-writer.js";
import { EntryTable } from "./entry-table.js";
import type { DialectVersionTargets } from "./entry-writer.js";
import { fallbackStateOf, type FallbackOpState } from "../fallback/fallback-op.js";
import { retainedTables, type RetainedBytecodeTables } from "../fallback/retained.js";
import { DiagnosticError } from "../../support/diagnostic.js";

export interface DialectNumbering {
  readonly name: string;
  readonly number: number;
  readonly hooks: BytecodeDialectHooks | undefined;
  /** Resources referenced from this dialect's attributes, in first-reference order. */
  readonly resources: ResourceBlobHandle[];
}

export interface OpNameNumbering {
  readonly name: string;
  readonly stripped: string;
  readonly dialect: DialectNumbering;
  /** Whether it is written as registered (its properties use the op's codec). */
  registered: boolean;
  readonly codec: OpPropertiesCodec | undefined;
  /** The codec's attribute names, for splitting a discardable dictionary. */
  readonly inherentNames: ReadonlySet<string> | undefined;
  refCount: number;
  number: number;
  /**
   * Properties records recently found for this op name, direct-mapped by key uid: ops of
   * one name mostly share a few (arith flags, predicates), and the Map from all keys of a
   * large module misses the cache.
   */
  readonly propertiesKeys: (DictionaryAttr | null | undefined)[];
  readonly propertiesRecords: (PropertiesInfo | undefined)[];
}

const PROPERTIES_CACHE_BITS = 6;

/** A registered op's inherent attributes as the codec sees them, shared by ops with the same ones. */
export interface PropertiesInfo {
  readonly inherent: ReadonlyMap<string, Attribute>;
  readonly canWrite: boolean;
  /** What the codec references, in write order (filled by the numbering). */
  refs: (Attribute | Type)[] | undefined;
  /** The properties-section entry once written, -1 before. */
  id: number;
}

interface CachedProperties extends PropertiesInfo {
  readonly owner: OpNameNumbering;
  readonly key: DictionaryAttr | null;
  next: CachedProperties | undefined;
}

/** An op's attributes split the way the writer emits them (a reused scratch record). */
export interface OpAttributes {
  /** Discardable (or, before version 5, all) attributes; undefined when empty. */
  dictionary: DictionaryAttr | undefined;
  /** Registered ops with properties: their inherent attributes. */
  properties: PropertiesInfo | undefined;
  /** Unregistered ops: the properties attribute, if any. */
  opaque: Attribute | undefined;
  /** Fallback ops: their properties entry as encoded in the file they were read from. */
  encoded: Uint8Array | undefined;
}

/** How the IR is numbered beyond the bytecode version. */
export interface NumberingOptions {
  /** The dialect versions the write targets (handed to the dialects' hooks). */
  readonly dialectVersions?: DialectVersionTargets;
}

export interface BlockNumbering {
  /** Position in its region. */
  readonly index: number;
  /** Position of its first op (the root op is position 0). */
  readonly start: number;
  /** Value number of its first argument. */
  firstArgument: number;
  /** Pre-order id of its first op. */
  firstPreorder: number;
  /**
   * For the ops of the block that have regions, in order, pairs: the op's `orderIndex`,
   * and how many ops it and the ones before it enclose (pre-order ids skip those).
   * Pre-order ids are found from these instead of being kept per op.
   */
  regionOps: number[] | undefined;
  /** For a region's first block: the region's block and value counts. */
  regionBlocks: number;
  regionValues: number;
}

// Per-op flags (by position). While isolation is computed, the low bits hold its state
// (UNSET, RESOLVED or NOT_ISOLATED); then ISOLATED or 0.
const UNSET = 0;
const RESOLVED = 1;
const NOT_ISOLATED = 2;
const ISOLATED = 1;
const ISOLATION_BITS = 3;
/** The op's attributes were numbered as a registered op's. */
const REGISTERED_SPLIT = 4;

/** How many recently looked-up blocks IRNumbering.block remembers. */
const RECENT_BLOCKS = 8;

export class IRNumbering implements EntryNumbering {
  readonly dialects = new Map<string, DialectNumbering>();
  /** Dialects by number. */
  readonly dialectList: DialectNumbering[] = [];
  /** Attributes and types (in number order once numbered). */
  readonly entries: EntryTable;
  readonly opNames = new Map<string, OpNameNumbering>();
  private readonly opNamesByObject = new Map<OperationName, OpNameNumbering>();
  orderedOpNames: OpNameNumbering[] = [];
  /** Number of op positions (the root, then every block's ops). */
  private positions = 1;
  /** Per op position: number of its first result. */
  private valueBase = new Int32Array(0);
  /** Per op position: ISOLATED, REGISTERED_SPLIT. */
  private flags = new Uint8Array(1024);
  private readonly blocks = new Map<Block, BlockNumbering>();
  /**
   * The most recently looked-up blocks, most recent first: an op's own block and the
   * enclosing ones its operands come from alternate, and a Map lookup misses the CPU cache.
   */
  private readonly recentBlocks: (Block | null)[] = new Array<Block | null>(RECENT_BLOCKS).fill(null);
  private readonly recentBlockNumberings: (BlockNumbering | undefined)[] = new Array<BlockNumbering | undefined>(RECENT_BLOCKS).fill(undefined);
  readonly resourceNumbers = new Map<ResourceBlobHandle, number>();
  /** Resources in number order: [handle, has data]. */
  readonly orderedResources: { handle: ResourceBlobHandle; dialect: DialectNumbering }[] = [];
  /** Shared properties records by inherent dictionary (chained per op name). */
  private readonly propertiesByKey = new Map<DictionaryAttr, CachedProperties>();
  private readonly noProperties = new Map<OpNameNumbering, CachedProperties>();
  private nextValueId = 0;
  private readonly collector: ReferenceCollector;
  private readonly propertyCollector: ReferenceCollector;
  /** What the hook being run references; only the first `pendingCount` are current (no reallocation per entry). */
  private readonly pendingRefs: (Attribute | Type)[] = [];
  private pendingCount = 0;
  private readonly propertyRefs: (Attribute | Type)[] = [];
  private propertyRefCount = 0;
  private readonly pendingResources: ResourceBlobHandle[] = [];
  /**
   * numberEntries' work list; only the first `stackSize` are current. Scratch arrays are
   * indexed, never emptied by pop or `length = 0`: V8 trims a shrinking array's storage,
   * and the next push would allocate it again (for every attribute numbered).
   */
  private readonly stack: (Attribute | Type)[] = [];
  private stackSize = 0;
  /** The ops with regions numberRegion found, and their positions (scratch, first `regionOpCount`). */
  private readonly regionOps: Operation[] = [];
  private readonly regionOpPositions: number[] = [];
  private regionOpCount = 0;
  /** Scratch result of splitAttributes. */
  private readonly split: OpAttributes = { dictionary: undefined, properties: undefined, opaque: undefined, encoded: undefined };
  /**
   * The tables of the file the module's fallback ops were read from, when one of them
   * keeps encoded properties: the numbering starts from them (retained.ts).
   */
  retained: RetainedBytecodeTables | undefined;
  private retainedId: number | undefined;
  /** Op name numberings of fallback ops, by op (they share one OperationName). */
  private readonly fallbackOpNames = new Map<Operation, OpNameNumbering>();
  /** The number of entries the retained tables fix (attributes, types). */
  pinnedAttributes = 0;
  pinnedTypes = 0;

  constructor(
    readonly root: Operation,
    readonly version: number,
    private readonly context: MLIRContext,
    options: NumberingOptions = {},
  ) {
    const targets = options.dialectVersions;
    // The next uid tells how many attributes and types the context holds (it skips one).
    this.entries = new EntryTable(context.nextUid());
    this.collector = new ReferenceCollector(
      version,
      (a) => {
        this.pendingRefs[this.pendingCount++] = a;
      },
      (t) => {
        this.pendingRefs[this.pendingCount++] = t;
      },
      (h) => this.pendingResources.push(h),
      targets,
    );
    this.propertyCollector = new ReferenceCollector(
      version,
      (a) => {
        this.propertyRefs[this.propertyRefCount++] = a;
      },
      (t) => {
        this.propertyRefs[this.propertyRefCount++] = t;
      },
      () => undefined,
      targets,
    );
    this.computeGlobalState(root);
    if (this.retained !== undefined) this.pinRetained(this.retained);
    this.valueBase = new Int32Array(this.positions);
    this.numberOp(root, 0);
    const worklist: Region[] = [];
    const firstValues: number[] = [];
    const addRegions = (op: Operation, position: number): void => {
      const regions = op.regions;
      if (regions.length === 0) return;
      const first = this.isIsolated(position) ? 0 : this.nextValueId;
      for (let i = 0; i < regions.length; i++) {
        worklist.push(regions[i] as Region);
        firstValues.push(first);
      }
    };
    addRegions(root, 0);
    while (worklist.length > 0) {
      const region = worklist.pop() as Region;
      this.nextValueId = firstValues.pop() as number;
      this.numberRegion(region);
      // Then the regions of its ops, pushed in op order (the last op's are numbered first).
      const regionOps = this.regionOps;
      for (let i = 0; i < this.regionOpCount; i++) addRegions(regionOps[i] as Operation, this.regionOpPositions[i] as number);
    }
    this.entries.order(this.dialectList.length, this.pinnedAttributes, this.pinnedTypes);
    this.orderedOpNames = sortByRefCount(this.orderedOpNames);
    groupByDialectPerByte(this.orderedOpNames);
    this.finalizeResources();
  }

  // ---- EntryNumbering ----
  attributeNumber(attr: Attribute): number {
    const number = this.entries.number(attr.uid);
    if (number < 0) throw new Error("attribute was not numbered");
    return number;
  }
  typeNumber(type: Type): number {
    const number = this.entries.number(type.uid);
    if (number < 0) throw new Error("type was not numbered");
    return number;
  }
  resourceNumber(handle: ResourceBlobHandle): number {
    const n = this.resourceNumbers.get(handle);
    if (n === undefined) throw new Error("resource was not numbered");
    return n;
  }

  // ---- ops and values ----

  /** The numbering of a block of the written IR. */
  block(block: Block): BlockNumbering | undefined {
    const blocks = this.recentBlocks;
    const numberings = this.recentBlockNumberings;
    if (block === blocks[0]) return numberings[0];
    let i = 1;
    while (i < RECENT_BLOCKS && blocks[i] !== block) i++;
    const numbering = i < RECENT_BLOCKS ? numberings[i] : this.blocks.get(block);
    // Move (or insert) it to the front.
    for (let j = Math.min(i, RECENT_BLOCKS - 1); j > 0; j--) {
      blocks[j] = blocks[j - 1] as Block | null;
      numberings[j] = numberings[j - 1];
    }
    blocks[0] = block;
    numberings[0] = numbering;
    return numbering;
  }

  /** The position of an op of the written IR (0 for the root), -1 for any other op. */
  position(op: Operation): number {
    if (op === this.root) return 0;
    const parent = op.parent;
    const block = parent === null ? undefined : this.block(parent);
    return block === undefined ? -1 : block.start + op.orderIndex;
  }

  /** The pre-order id of an op of the written IR; 0 for other ops (as upstream's map default). */
  preorderId(op: Operation): number {
    const parent = op.parent;
    const block = op === this.root || parent === null ? undefined : this.block(parent);
    if (block === undefined) return 0;
    const index = op.orderIndex;
    const id = block.firstPreorder + index;
    const regionOps = block.regionOps;
    if (regionOps === undefined || index <= (regionOps[0] as number)) return id;
    // Add what the ops with regions before this one enclose: the last such op's running total.
    let low = 0;
    let high = (regionOps.length >> 1) - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((regionOps[mid * 2] as number) < index) low = mid;
      else high = mid - 1;
    }
    return id + (regionOps[low * 2 + 1] as number);
  }

  isIsolated(position: number): boolean {
    return ((this.flags[position] as number) & ISOLATION_BITS) === ISOLATED;
  }

  /** The number of a value defined in the written IR, -1 for any other value. */
  valueNumber(value: Value): number {
    if (value instanceof OpResult) {
      const position = this.position(value.owner);
      if (position >= 0) return (this.valueBase[position] as number) + value.index;
    } else {
      const block = this.block((value as Value & { owner: Block }).owner);
      if (block !== undefined) return block.firstArgument + (value as Value & { index: number }).index;
    }
    return -1;
  }

  blockIndex(block: Block): number {
    return this.block(block)?.index ?? 0;
  }

  opName(op: Operation): OpNameNumbering {
    const n = op.name.info?.bytecodeFallback === true ? this.fallbackOpNames.get(op) : this.opNamesByObject.get(op.name);
    if (n === undefined) throw new Error("op name was not numbered");
    return n;
  }

  // ---- isolation, positions and pre-order ids ----
  /** The walk's frames, one per depth, reused (a million-op module has many region ops). */
  private readonly frames: GlobalStateFrame[] = [];
  private depth = 0;
  private nextPreorder = 0;

  private computeGlobalState(root: Operation): void {
    this.visitForGlobalState(root, 0);
    while (this.depth > 0) {
      const frame = this.frames[this.depth - 1] as GlobalStateFrame;
      while (frame.next === null) {
        const block: Block | null = frame.block === null ? null : frame.block.next;
        if (block !== null) {
          this.enterBlock(frame, block);
          continue;
        }
        const region = (frame.op as Operation).regions[frame.regionIndex++];
        if (region === undefined) break;
        frame.blockIndex = 0;
        frame.block = null;
        if (region.firstBlock !== null) this.enterBlock(frame, region.firstBlock);
      }
      const next = frame.next;
      if (next !== null) {
        frame.next = next.next;
        this.visitForGlobalState(next, frame.nextPosition++);
        continue;
      }
      this.leaveForGlobalState(frame);
    }
  }

  /** Pre-order visit: the op's pre-order id, and its isolation if it has regions. */
  private visitForGlobalState(op: Operation, position: number): void {
    if (this.depth > 0 && (this.frames[this.depth - 1] as GlobalStateFrame).unresolved) this.checkOperandsForIsolation(op);
    const preorder = this.nextPreorder++;
    // Isolation only matters for ops with regions.
    const fallback = op.name.info?.bytecodeFallback === true ? this.noteFallback(op) : undefined;
    if (op.regions.length === 0) return;
    // A fallback op's regions are isolated as the file it was read from said.
    const state = fallback !== undefined ? (fallback.isolated ? RESOLVED : NOT_ISOLATED) : op.hasTrait(OpTrait.IsIsolatedFromAbove) ? RESOLVED : UNSET;
    this.flags[position] = state;
    let frame = this.frames[this.depth];
    if (frame === undefined) {
      frame = new GlobalStateFrame();
      this.frames.push(frame);
    }
    frame.start(op, position, preorder, state === UNSET);
    this.depth++;
  }

  /** A fallback op met by the walk: the retained tables its encoded properties need. */
  private noteFallback(op: Operation): FallbackOpState | undefined {
    const state = fallbackStateOf(op);
    if (state === undefined || state.encoding === undefined) return state;
    const id = state.source;
    const tables = id === undefined ? undefined : retainedTables(this.context, id);
    if (tables === undefined) {
      throw new DiagnosticError({ severity: "error", message: `'${state.originalName}' fallback op keeps encoded properties but not the tables of the file it was read from` });
    }
    if (this.retainedId !== undefined && this.retainedId !== id) {
      throw new DiagnosticError({ severity: "error", message: "cannot write fallback ops read from different bytecode files into one file" });
    }
    this.retainedId = id;
    this.retained = tables;
    return state;
  }

  /**
   * Numbers the retained tables' dialects, resources and entries first, in the file's
   * order. Their entries are written as the file had them, so what they refer to is
   * pinned too rather than numbered again; only the resources they use are looked for.
   */
  private pinRetained(tables: RetainedBytecodeTables): void {
    for (const name of tables.dialects) this.numberDialect(name);
    for (const handle of tables.resources) this.numberResource(this.numberDialect(handle.dialect), handle);
    const pin = (values: readonly (Attribute | Type)[], dialects: readonly number[], undecoded: ReadonlySet<number>, isType: boolean): void => {
      for (let i = 0; i < values.length; i++) {
        const value = values[i] as Attribute | Type;
        if (this.entries.reference(value.uid)) continue;
        const dialect = this.numberDialect(tables.dialects[dialects[i] as number] as string);
        this.entries.add(value, isType, dialect.number);
        if (!undecoded.has(i)) this.numberResourcesOf(value, isType, dialect);
      }
    };
    pin(tables.attributes, tables.attributeDialects, tables.undecodedAttributes, false);
    pin(tables.types, tables.typeDialects, tables.undecodedTypes, true);
    this.pinnedAttributes = tables.attributes.length;
    this.pinnedTypes = tables.types.length;
    this.entries.pin(tables.attributes, tables.attributeDialects, tables.types, tables.typeDialects);
  }

  /** Numbers the resources an entry's encoding refers to (not its other references). */
  private numberResourcesOf(value: Attribute | Type, isType: boolean, dialect: DialectNumbering): void {
    const hooks = dialect.hooks;
    const write = isType ? hooks?.writeType : hooks?.writeAttribute;
    if (hooks === undefined || write === undefined) {
      this.numberTextResources(value);
      return;
    }
    this.pendingCount = 0;
    if (this.pendingResources.length > 0) this.pendingResources.length = 0;
    const custom = (write as (v: Attribute | Type, w: ReferenceCollector) => boolean).call(hooks, value, this.collector);
    if (!custom) {
      this.numberTextResources(value);
      return;
    }
    for (const handle of this.pendingResources) this.numberResource(dialect, handle);
  }

  /**
   * An op inside ops of unresolved isolation: each operand defined outside an enclosing
   * region op makes that op (and the ones between) not isolated from above.
   */
  private checkOperandsForIsolation(op: Operation): void {
    const frames = this.frames;
    const parentRegion = op.parent?.parent ?? null;
    const operands = op.operands;
    for (let k = 0; k < operands.length; k++) {
      const value = (operands[k] as { value: Value }).value;
      const operandRegion = value.parentRegion;
      if (operandRegion === parentRegion) continue;
      const container = operandRegion?.parentOp ?? null;
      let i = this.depth - 1;
      while (i >= 0 && (frames[i] as GlobalStateFrame).unresolved && (frames[i] as GlobalStateFrame).op !== container) i--;
      for (let j = this.depth - 1; j > i; j--) {
        const f = frames[j] as GlobalStateFrame;
        f.unresolved = i >= 0 ? (frames[i] as GlobalStateFrame).unresolved : f.unresolved;
        this.flags[f.position] = NOT_ISOLATED;
      }
    }
  }

  private enterBlock(frame: GlobalStateFrame, block: Block): void {
    // Positions come from `orderIndex`, so it must be current and dense: removing an op
    // keeps the order valid but leaves a gap (e.g. after a rewrite erased ops).
    const last = block.lastOp;
    if (!block.isOpOrderValid() || (last !== null && (last.orderIndex !== block.size - 1 || (block.firstOp as Operation).orderIndex !== 0))) block.recomputeOpOrder();
    const start = this.positions;
    const numbering: BlockNumbering = {
      index: frame.blockIndex++,
      start,
      firstArgument: 0,
      // The block's first op is visited next.
      firstPreorder: this.nextPreorder,
      regionOps: undefined,
      regionBlocks: 0,
      regionValues: 0,
    };
    this.blocks.set(block, numbering);
    this.positions += block.size;
    if (this.positions > this.flags.length) this.growFlags();
    frame.block = block;
    frame.blockNumbering = numbering;
    frame.next = block.firstOp;
    frame.nextPosition = start;
  }

  /** After the op's regions: its isolation is known, and how many ops it encloses. */
  private leaveForGlobalState(frame: GlobalStateFrame): void {
    this.depth--;
    const position = frame.position;
    this.flags[position] = this.flags[position] === NOT_ISOLATED ? 0 : ISOLATED;
    if (this.depth > 0) {
      const parent = this.frames[this.depth - 1] as GlobalStateFrame;
      recordEnclosed(parent.blockNumbering as BlockNumbering, (frame.op as Operation).orderIndex, this.nextPreorder - frame.preorder - 1);
    }
    frame.op = null;
  }

  private growFlags(): void {
    let n = this.flags.length * 2;
    while (n < this.positions) n *= 2;
    const flags = new Uint8Array(n);
    flags.set(this.flags);
    this.flags = flags;
  }

  // ---- dialects, attributes, types ----
  private numberDialect(name: string): DialectNumbering {
    // Nearly all entries of a module are of one dialect (builtin locations).
    if (name === this.lastDialect?.name) return this.lastDialect;
    let d = this.dialects.get(name);
    if (d === undefined) {
      d = { name, number: this.dialects.size, hooks: dialectBytecodeOf(this.context.getDialect(name)), resources: [] };
      this.dialects.set(name, d);
      this.dialectList.push(d);
    }
    this.lastDialect = d;
    return d;
  }

  private lastDialect: DialectNumbering | undefined;

  numberAttribute(attr: Attribute): void {
    if (!this.entries.reference(attr.uid)) this.numberEntries(attr);
  }

  numberType(type: Type): void {
    if (!this.entries.reference(type.uid)) this.numberEntries(type);
  }

  /** Pre-order numbering of an attribute/type and what its encoding references (iterative). */
  private numberEntries(first: Attribute | Type): void {
    const stack = this.stack;
    const base = this.stackSize;
    stack[this.stackSize++] = first;
    while (this.stackSize > base) {
      const value = stack[--this.stackSize] as Attribute | Type;
      if (this.entries.reference(value.uid)) continue;
      const isType = !(value instanceof AttributeClass);
      const opaqueDialect = isType ? (value instanceof OpaqueType ? value.dialect : undefined) : value instanceof OpaqueAttr ? value.dialect : undefined;
      const dialect = this.numberDialect(opaqueDialect ?? value.dialectNamespace);
      this.entries.add(value, isType, dialect.number);
      // Opaque attributes/types stand for ones of an unloaded dialect; that dialect's
      // bytecode hooks may still encode them (e.g. quant types).
      const hooks = dialect.hooks;
      const write = isType ? hooks?.writeType : hooks?.writeAttribute;
      if (hooks === undefined || write === undefined) {
        this.numberTextResources(value);
        continue;
      }
      const refs = this.pendingRefs;
      this.pendingCount = 0;
      if (this.pendingResources.length > 0) this.pendingResources.length = 0;
      const custom = (write as (v: Attribute | Type, w: ReferenceCollector) => boolean).call(hooks, value, this.collector);
      if (!custom) {
        this.numberTextResources(value);
        continue;
      }
      const resources = this.pendingResources;
      for (let i = 0; i < resources.length; i++) this.numberResource(dialect, resources[i] as ResourceBlobHandle);
      for (let i = this.pendingCount - 1; i >= 0; i--) stack[this.stackSize++] = refs[i] as Attribute | Type;
    }
  }

  /**
   * The dialect resources a textually written attribute/type refers to (upstream prints
   * it once to find them); only dialect-defined values can hold resource handles.
   */
  private numberTextResources(value: Attribute | Type): void {
    if (!(value instanceof DialectAttribute || value instanceof DialectType)) return;
    this.resourceFinder ??= new AttrTypePrinter({ onResourceReference: (handle) => this.numberResource(this.numberDialect(handle.dialect), handle) });
    if (value instanceof DialectType) this.resourceFinder.printType(value);
    else this.resourceFinder.printAttribute(value);
  }

  private resourceFinder: AttrTypePrinter | undefined;

  private numberResource(dialect: DialectNumbering, handle: ResourceBlobHandle): void {
    if (dialect.resources.includes(handle)) return;
    dialect.resources.push(handle);
  }

  // ---- ops ----
  /** A fallback op's name: the original one, flagged registered as the file had it. */
  private numberFallbackOpName(op: Operation, state: FallbackOpState): OpNameNumbering {
    const name = state.originalName;
    let n = this.opNames.get(name);
    if (n === undefined) {
      const dot = name.indexOf(".");
      // Ops of this name the context knows (made by rewrites) share the entry: they are
      // written with the registration's codec, as the fallback ops' original writer did.
      const info = this.context.getRegisteredOperation(name);
      const codec = info === undefined ? undefined : propertiesCodecOf(info);
      n = {
        name,
        stripped: dot < 0 ? "" : name.slice(dot + 1),
        dialect: this.numberDialect(dot < 0 ? name : name.slice(0, dot)),
        registered: state.registered,
        codec,
        inherentNames: codec === undefined ? undefined : new Set(codec.attributeNames),
        refCount: 0,
        number: 0,
        propertiesKeys: new Array<DictionaryAttr | null | undefined>(1 << PROPERTIES_CACHE_BITS).fill(undefined),
        propertiesRecords: new Array<PropertiesInfo | undefined>(1 << PROPERTIES_CACHE_BITS).fill(undefined),
      };
      this.opNames.set(name, n);
      this.orderedOpNames.push(n);
    }
    n.refCount++;
    this.fallbackOpNames.set(op, n);
    return n;
  }

  private numberOpName(op: Operation): OpNameNumbering {
    let n = this.opNamesByObject.get(op.name);
    if (n !== undefined) {
      n.refCount++;
      return n;
    }
    const name = op.name.name;
    n = this.opNames.get(name);
    if (n !== undefined) {
      this.opNamesByObject.set(op.name, n);
      n.refCount++;
      return n;
    }
    // Upstream splits at the first '.': a name without one is all dialect, no op part.
    const dot = name.indexOf(".");
    const dialect = this.numberDialect(dot < 0 ? name : name.slice(0, dot));
    // Written as registered iff registered in the context, with the registration's codec.
    const info = op.name.info;
    const codec = info === undefined ? undefined : propertiesCodecOf(info);
    n = {
      name,
      stripped: dot < 0 ? "" : name.slice(dot + 1),
      dialect,
      registered: info !== undefined,
      codec,
      inherentNames: codec === undefined ? undefined : new Set(codec.attributeNames),
      refCount: 1,
      number: 0,
      propertiesKeys: new Array<DictionaryAttr | null | undefined>(1 << PROPERTIES_CACHE_BITS).fill(undefined),
      propertiesRecords: new Array<PropertiesInfo | undefined>(1 << PROPERTIES_CACHE_BITS).fill(undefined),
    };
    this.opNames.set(name, n);
    this.opNamesByObject.set(op.name, n);
    this.orderedOpNames.push(n);
    return n;
  }

  /**
   * The op's attributes as written (a scratch record, valid until the next call). For
   * ops numbered as registered (`asRegistered`), inherent attributes come from both the
   * properties and the discardable dictionary; otherwise the properties stay opaque.
   */
  splitAttributes(op: Operation, name: OpNameNumbering, asRegistered: boolean): OpAttributes {
    const split = this.split;
    const props = op.properties;
    const discardable = op.attributes;
    split.properties = undefined;
    split.opaque = undefined;
    split.encoded = undefined;
    if (this.version < BytecodeVersion.NativePropertiesEncoding) {
      // Registered ops merge their inherent attributes in (not native properties: those
      // are not attributes upstream); upstream drops an unregistered op's properties here
      // (they have no place before version 5).
      const merged: NamedAttribute[] = [...discardable.value];
      if (name.registered && props instanceof DictionaryAttr) {
        const only = name.codec?.inherentAttributeNames;
        for (const e of props.value) if (only === undefined || only.includes(e.name)) merged.push(e);
      }
      split.dictionary = merged.length === 0 ? undefined : DictionaryAttr.get(this.context, merged);
      return split;
    }
    const codec = name.codec;
    const inherentNames = name.inherentNames;
    if (asRegistered && codec !== undefined && inherentNames !== undefined) {
      const entries = discardable.value;
      let mixed = false;
      for (let i = 0; i < entries.length; i++) if (inherentNames.has((entries[i] as NamedAttribute).name)) mixed = true;
      const hasProperties = codec.attributeNames.length > 0;
      if (!mixed) {
        split.dictionary = entries.length === 0 ? undefined : discardable;
        if (hasProperties) split.properties = this.cachedProperties(name, props instanceof DictionaryAttr ? props : null);
        return split;
      }
      // Inherent attributes given in the discardable dictionary (not shared, rare).
      const inherent = new Map<string, Attribute>();
      if (props instanceof DictionaryAttr) for (const e of props.value) inherent.set(e.name, e.value);
      const rest: NamedAttribute[] = [];
      for (const e of entries) {
        if (inherentNames.has(e.name) && !inherent.has(e.name)) inherent.set(e.name, e.value);
        else rest.push(e);
      }
      split.dictionary = rest.length === 0 ? undefined : DictionaryAttr.getSorted(this.context, rest);
      if (hasProperties) split.properties = { inherent, canWrite: codec.canWrite(inherent), refs: undefined, id: -1 };
      return split;
    }
    split.dictionary = discardable.value.length === 0 ? undefined : discardable;
    split.opaque = props ?? undefined;
    return split;
  }

  /**
   * Whether `next`, the use after `use` in a value's use list, comes after it in the order
   * the reader rebuilds use lists in: descending (owner pre-order id, operand number).
   * `useIndex` is `use`'s operand number when known, else -1.
   */
  usePairInOrder(use: OpOperand, useIndex: number, next: OpOperand): boolean {
    const a = use.owner;
    const b = next.owner;
    if (a === b) return next.index < (useIndex >= 0 ? useIndex : use.index);
    const block = a.parent;
    // Two ops of one written block compare by position; others by pre-order id.
    if (block !== null && block === b.parent && this.block(block) !== undefined) return b.orderIndex <= a.orderIndex;
    const ia = this.preorderId(a);
    const ib = this.preorderId(b);
    return ib < ia || (ib === ia && next.index < (useIndex >= 0 ? useIndex : use.index));
  }

  /** Whether the op at `position` was numbered as a registered op (its name may have been demoted since). */
  numberedAsRegistered(position: number): boolean {
    return ((this.flags[position] as number) & REGISTERED_SPLIT) !== 0;
  }

  private cachedProperties(name: OpNameNumbering, key: DictionaryAttr | null): PropertiesInfo {
    // Two ways per set, the set by Fibonacci hashing of the uid (a few keys rarely share a set).
    const keys = name.propertiesKeys;
    const records = name.propertiesRecords;
    const slot = key === null ? 0 : (Math.imul(key.uid, 0x9e3779b1) >>> (33 - PROPERTIES_CACHE_BITS)) << 1;
    if (keys[slot] === key) return records[slot] as PropertiesInfo;
    if (keys[slot + 1] === key) return records[slot + 1] as PropertiesInfo;
    const found = this.findProperties(name, key);
    keys[slot + 1] = keys[slot];
    records[slot + 1] = records[slot];
    keys[slot] = key;
    records[slot] = found;
    return found;
  }

  private findProperties(name: OpNameNumbering, key: DictionaryAttr | null): CachedProperties {
    const head = key === null ? this.noProperties.get(name) : this.propertiesByKey.get(key);
    for (let c = head; c !== undefined; c = c.next) if (c.owner === name) return c;
    const codec = name.codec as OpPropertiesCodec;
    const inherent = new NamedAttributeMap(key === null ? [] : key.value);
    const created: CachedProperties = {
      owner: name,
      key,
      inherent,
      canWrite: codec.canWrite(inherent),
      refs: undefined,
      id: -1,
      next: head,
    };
    if (key === null) this.noProperties.set(name, created);
    else this.propertiesByKey.set(key, created);
    return created;
  }

  private numberOp(op: Operation, position: number): void {
    const fallback = op.name.info?.bytecodeFallback === true ? fallbackStateOf(op) : undefined;
    if (fallback !== undefined) {
      this.numberFallbackOp(op, position, fallback);
      return;
    }
    const name = this.numberOpName(op);
    const results = op.results;
    if (results.length > 0) {
      this.valueBase[position] = this.nextValueId;
      this.nextValueId += results.length;
      for (let i = 0; i < results.length; i++) this.numberType((results[i] as Value).type);
    }
    let split = this.splitAttributes(op, name, name.registered);
    if (split.properties !== undefined && !split.properties.canWrite) {
      // Properties upstream could not have produced: write this op name as unregistered.
      name.registered = false;
      split = this.splitAttributes(op, name, false);
    }
    if (name.registered && this.version >= BytecodeVersion.NativePropertiesEncoding) {
      this.flags[position] = (this.flags[position] as number) | REGISTERED_SPLIT;
    }
    if (split.dictionary !== undefined) this.numberAttribute(split.dictionary);
    const properties = split.properties;
    if (properties !== undefined) {
      let refs = properties.refs;
      if (refs === undefined) {
        this.propertyRefCount = 0;
        (name.codec as OpPropertiesCodec).write(properties.inherent, this.propertyCollector);
        refs = this.propertyRefs.slice(0, this.propertyRefCount);
        properties.refs = refs;
      }
      for (let i = 0; i < refs.length; i++) {
        const r = refs[i] as Attribute | Type;
        if (r instanceof AttributeClass) this.numberAttribute(r);
        else this.numberType(r);
      }
    } else if (split.opaque !== undefined) {
      this.numberAttribute(split.opaque);
    }
    this.numberAttribute(op.location);
  }

  private numberFallbackOp(op: Operation, position: number, state: FallbackOpState): void {
    this.numberFallbackOpName(op, state);
    const results = op.results;
    if (results.length > 0) {
      this.valueBase[position] = this.nextValueId;
      this.nextValueId += results.length;
      for (let i = 0; i < results.length; i++) this.numberType((results[i] as Value).type);
    }
    const split = this.fallbackAttributes(op, state);
    if (split.dictionary !== undefined) this.numberAttribute(split.dictionary);
    // Encoded properties refer to pinned entries only; decoded ones are an attribute.
    if (split.opaque !== undefined) this.numberAttribute(split.opaque);
    this.numberAttribute(op.location);
  }

  /** A fallback op's attributes as written (the scratch record of splitAttributes). */
  fallbackAttributes(op: Operation, state: FallbackOpState): OpAttributes {
    const split = this.split;
    const discardable = op.attributes;
    split.dictionary = discardable.value.length === 0 ? undefined : discardable;
    split.properties = undefined;
    split.opaque = this.version >= BytecodeVersion.NativePropertiesEncoding ? state.properties : undefined;
    split.encoded = this.version >= BytecodeVersion.NativePropertiesEncoding ? state.encoding : undefined;
    if (this.version < BytecodeVersion.NativePropertiesEncoding && state.encoding !== undefined) {
      throw new DiagnosticError({ severity: "error", message: "unexpected properties emitted incompatible with bytecode <5" });
    }
    return split;
  }

  private numberRegion(region: Region): void {
    this.regionOpCount = 0;
    if (region.firstBlock === null) return;
    const first = this.nextValueId;
    const firstBlock = this.blocks.get(region.firstBlock) as BlockNumbering;
    let count = 0;
    for (let block: Block | null = region.firstBlock; block !== null; block = block.next) {
      const args = block.arguments;
      const numbering = this.blocks.get(block) as BlockNumbering;
      count++;
      numbering.firstArgument = this.nextValueId;
      this.nextValueId += args.length;
      for (let i = 0; i < args.length; i++) {
        const arg = args[i] as (typeof args)[number];
        this.numberAttribute(arg.loc);
        this.numberType(arg.type);
      }
      let position = numbering.start;
      for (let op = block.firstOp; op !== null; op = op.next, position++) {
        this.numberOp(op, position);
        if (op.regions.length === 0) continue;
        this.regionOps[this.regionOpCount] = op;
        this.regionOpPositions[this.regionOpCount++] = position;
      }
    }
    firstBlock.regionBlocks = count;
    firstBlock.regionValues = this.nextValueId - first;
  }

  private finalizeResources(): void {
    let next = 0;
    for (const dialect of this.dialects.values()) {
      // Per dialect, blobs with data first (in reference order), then bare declarations.
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

/**
 * A properties dictionary's entries as the ReadonlyMap codecs take, without copying them
 * into a Map (a large module has a properties record per distinct dictionary, e.g. per
 * constant value). Codecs look entries up by name; dictionaries are short.
 */
class NamedAttributeMap implements ReadonlyMap<string, Attribute> {
  private map: Map<string, Attribute> | undefined;
  constructor(private readonly list: readonly NamedAttribute[]) {}
  get size(): number {
    return this.list.length;
  }
  get(name: string): Attribute | undefined {
    const list = this.list;
    for (let i = 0; i < list.length; i++) if ((list[i] as NamedAttribute).name === name) return (list[i] as NamedAttribute).value;
    return undefined;
  }
  has(name: string): boolean {
    return this.get(name) !== undefined;
  }
  // Iteration (unused by the codecs) goes through a Map made on demand.
  private asMap(): Map<string, Attribute> {
    this.map ??= new Map(this.list.map((e) => [e.name, e.value]));
    return this.map;
  }
  forEach(callback: (value: Attribute, key: string, map: ReadonlyMap<string, Attribute>) => void, thisArg?: unknown): void {
    for (const e of this.list) callback.call(thisArg, e.value, e.name, this);
  }
  entries(): ReturnType<Map<string, Attribute>["entries"]> {
    return this.asMap().entries();
  }
  keys(): ReturnType<Map<string, Attribute>["keys"]> {
    return this.asMap().keys();
  }
  values(): ReturnType<Map<string, Attribute>["values"]> {
    return this.asMap().values();
  }
  [Symbol.iterator](): ReturnType<Map<string, Attribute>["entries"]> {
    return this.asMap().entries();
  }
}

/** An op with regions being walked by computeGlobalState. */
class GlobalStateFrame {
  op: Operation | null = null;
  position = 0;
  /** The op's pre-order id. */
  preorder = 0;
  /** Whether its isolation from above is still open. */
  unresolved = false;
  regionIndex = 0;
  blockIndex = 0;
  block: Block | null = null;
  blockNumbering: BlockNumbering | null = null;
  next: Operation | null = null;
  nextPosition = 0;

  start(op: Operation, position: number, preorder: number, unresolved: boolean): void {
    this.op = op;
    this.position = position;
    this.preorder = preorder;
    this.unresolved = unresolved;
    this.regionIndex = 0;
    this.blockIndex = 0;
    this.block = null;
    this.blockNumbering = null;
    this.next = null;
    this.nextPosition = 0;
  }
}

/** Notes that the op at `orderIndex` of a block encloses `count` ops (see BlockNumbering.regionOps). */
function recordEnclosed(block: BlockNumbering, orderIndex: number, count: number): void {
  const pairs = block.regionOps;
  if (pairs === undefined) block.regionOps = [orderIndex, count];
  else pairs.push(orderIndex, (pairs[pairs.length - 1] as number) + count);
}

/** Stable sort by descending reference count (op names are few; Array.prototype.sort is stable). */
function sortByRefCount<T extends { refCount: number }>(list: T[]): T[] {
  return list.slice().sort((a, b) => b.refCount - a.refCount);
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
    const dialectFirst = first;
    const key = (e: T): number => (e.dialect.number === dialectFirst ? 0 : e.dialect.number + 1);
    const band = list.slice(start, end).sort((a, b) => key(a) - key(b));
    for (let k = 0; k < band.length; k++) list[start + k] = band[k] as T;
    first = (band[band.length - 1] as T).dialect.number;
    start = end;
  }
  for (let i = 0; i < list.length; i++) (list[i] as T).number = i;
}
