// MLIRContext: owns the uniqued types/attributes, the dialect registry and the interned
// operation names.
import { DiagnosticEngine } from "./diagnostic-engine.js";
import type { Attribute, DictionaryAttr, StringAttr } from "./attributes.js";
import type { IntegerType } from "./types.js";
import type { Operation } from "./operation.js";
import { DialectRegistry, type Dialect, type RegisteredOperationInfo } from "./dialect.js";
import type { OpTrait, OpTraitKey } from "./traits.js";
import type { AnyInterface } from "./interfaces.js";
import { DictionaryAttr as DictionaryAttrClass, IntegerAttr, ResourceBlobHandle } from "./attributes.js";
import { AffineMapAttr } from "./attributes.js";
import { builtinDialect } from "./builtin-dialect.js";
import { PackedLocations } from "./packed-locations.js";

/** An interned operation name; `info` is set when the op is registered. */
export class OperationName {
  declare readonly name: string;
  /** The context that interned the name (so an op reaches its context without its location). */
  declare readonly context: MLIRContext;
  /** The dialect namespace: the part before the first '.', or "" when there is none. */
  declare readonly dialectNamespace: string;
  declare info: RegisteredOperationInfo | undefined;
  /** The dialect that registered the op (set with `info`). */
  declare dialect: Dialect | undefined;
  /**
   * The verifier's bit mask of the core-understood traits (src/ir/verifier.ts), valid
   * while `traitMaskInfo` is `info` (checked per op, so a per-name field beats a map).
   */
  declare traitMask: number;
  declare traitMaskInfo: RegisteredOperationInfo | undefined;
  /**
   * The side-effect queries' bits (src/ir/side-effects.ts: terminator, constant,
   * recursive and declared effects), valid while `effectFlagsInfo` is `info`; asked for
   * every op of every greedy rewrite iteration, so cached per name like `traitMask`.
   */
  declare effectFlags: number;
  declare effectFlagsInfo: RegisteredOperationInfo | undefined;
  /** Interface implementations attached in this context (MLIR's external models). */
  private declare attached: Map<AnyInterface, object> | undefined;
  constructor(context: MLIRContext, name: string, info: RegisteredOperationInfo | undefined, dialect?: Dialect) {
    this.name = name;
    this.context = context;
    const dot = name.indexOf(".");
    this.dialectNamespace = dot < 0 ? "" : name.slice(0, dot);
    this.info = info;
    this.dialect = dialect;
    this.traitMask = 0;
    this.traitMaskInfo = undefined;
    this.effectFlags = 0;
    this.effectFlagsInfo = undefined;
    this.attached = undefined;
  }
  isRegistered(): boolean {
    return this.info !== undefined;
  }
  /** Whether the op is registered and has `trait` (or, for a parametric trait's factory, any instance of it). */
  hasTrait(trait: OpTraitKey): boolean {
    const info = this.info;
    if (info === undefined) return false;
    const traits = info.traits;
    // A trait object matches only itself; a parametric trait's factory matches its instances.
    if (typeof trait !== "function") {
      for (let i = 0; i < traits.length; i++) if (traits[i] === trait) return true;
      return false;
    }
    for (let i = 0; i < traits.length; i++) if ((traits[i] as OpTrait).key === trait) return true;
    return false;
  }
  /** The instance of a parametric trait the op has (`HasParent(...)`), if any. */
  getTrait(trait: OpTraitKey): OpTrait | undefined {
    const info = this.info;
    if (info === undefined) return undefined;
    for (const t of info.traits) if (t === trait || t.key === trait) return t;
    return undefined;
  }
  /** MLIR's mightHaveTrait: true for unregistered ops (and registrations not knowing their traits), which could have any trait. */
  mightHaveTrait(trait: OpTraitKey): boolean {
    return this.info === undefined || this.info.traitsUnknown === true || this.hasTrait(trait);
  }
  /** The op's implementation of an interface: from its registration, else attached in this context. */
  getInterfaceImpl(key: AnyInterface): object | undefined {
    const info = this.info;
    if (info === undefined) return undefined;
    return info.interfaces?.get(key) ?? this.attached?.get(key);
  }
  /** MLIR's attachInterface: an implementation supplied from outside the op's dialect. */
  attachInterface(key: AnyInterface, table: object): void {
    this.attached ??= new Map();
    this.attached.set(key, table);
    // The cached bits may depend on the interfaces: computed again on next use.
    this.traitMaskInfo = undefined;
    this.effectFlagsInfo = undefined;
  }
  /** The op name without its dialect prefix. */
  get stripped(): string {
    return this.dialectNamespace === "" ? this.name : this.name.slice(this.dialectNamespace.length + 1);
  }
}

/**
 * A node of a uniquing trie: objects whose parameters are a sequence of small keys
 * (uids, names, numbers) are found by walking one Map per key, with no key string built.
 * Used where the first key has few distinct values (so the tree stays small).
 */
export class TrieNode {
  value: unknown = undefined;
  /** The first child inline: most nodes of a uniquing trie have exactly one. */
  private firstKey: unknown = undefined;
  private firstChild: TrieNode | undefined = undefined;
  private children: Map<unknown, TrieNode> | undefined = undefined;
  /** The child for `key`, created when missing. */
  step(key: unknown): TrieNode {
    const first = this.firstChild;
    // NaN keys go to the map (SameValueZero), never inline (=== would never match them).
    if (first !== undefined && this.firstKey === key) return first;
    if (first === undefined && key === key) {
      const node = new TrieNode();
      this.firstKey = key;
      this.firstChild = node;
      return node;
    }
    let c = this.children;
    if (c === undefined) {
      c = new Map();
      this.children = c;
    }
    let n = c.get(key);
    if (n === undefined) {
      n = new TrieNode();
      c.set(key, n);
    }
    return n;
  }
}

const LINE_CHUNK_BITS = 9;
const LINE_CHUNK = 1 << LINE_CHUNK_BITS;
const DENSE_LINES = 1 << 24;
/**
 * A chunk keeps its lines in a short list (line, values) up to this many lines, then
 * becomes a dense array: about where the list's two arrays weigh what the dense one does.
 */
const SPARSE_CHUNK_LIMIT = 96;

/** More values than this on one line are kept in a map (a line can hold a whole file). */
const LINE_LIST_LIMIT = 8;

/** What a line of a LineColumnTable holds: one value, a short list, or a map by column. */
type LineValues<T> = T | T[] | Map<number, T>;

/** The few lines of a chunk that hold values, in the order they were first stored. */
class SparseLines<T> {
  readonly lines: number[] = [];
  readonly values: LineValues<T>[] = [];
}

/** A chunk of LINE_CHUNK lines: sparse while few of its lines hold values, else dense. */
type LineChunk<T> = SparseLines<T> | (LineValues<T> | undefined)[];

/** The value at `column` among one line's values. */
function valueAtColumn<T extends { readonly column: number }>(values: LineValues<T>, column: number): T | undefined {
  if (Array.isArray(values)) {
    for (let i = 0; i < values.length; i++) {
      const value = values[i] as T;
      if (value.column === column) return value;
    }
    return undefined;
  }
  if (values instanceof Map) return values.get(column);
  return values.column === column ? values : undefined;
}

/** One line's values with `value` added (its column not among them yet). */
function withValue<T extends { readonly column: number }>(values: LineValues<T> | undefined, value: T): LineValues<T> {
  if (values === undefined) return value;
  if (values instanceof Map) return values.set(value.column, value);
  if (!Array.isArray(values)) return [values, value];
  if (values.length < LINE_LIST_LIMIT) {
    // Copied rather than pushed: a pushed array reserves room for 16 more.
    const grown = new Array<T>(values.length + 1);
    for (let i = 0; i < values.length; i++) grown[i] = values[i] as T;
    grown[values.length] = value;
    return grown;
  }
  const byColumn = new Map<number, T>();
  for (const v of values) byColumn.set(v.column, v);
  byColumn.set(value.column, value);
  return byColumn;
}

/**
 * Values with a column, keyed by (line, column) for one file, e.g. its FileLineColLocs.
 * Lines index chunks of 512 lines: files are read and printed roughly in line order, so
 * lookups stay in cache and cost no hashing. A chunk where few lines hold values (a file
 * only some locations name, every tenth line say) lists those lines; once many do, it is
 * a dense array, 8 bytes a line (dense chunks of sparse files cost a third of the
 * location memory of a large module). A line holds its first value inline; a few more
 * (an op and its block arguments share a line: a function's arguments, a loop's
 * induction variable) make a short list, scanned by column, rather than a Map (about ten
 * times the memory, and two hash lookups to find one); only a line with many values (a
 * whole module on one line) gets a map. Lines outside the dense range are in `overflow`.
 * The values themselves are never arrays or maps (they are told apart from the lists and
 * maps by that).
 */
export class LineColumnTable<T extends { readonly column: number }> {
  /**
   * The file's name as first given: what the values made for this table hold, so that a
   * name parsed a million times is stored once.
   */
  readonly fileName: string;
  constructor(fileName: string) {
    this.fileName = fileName;
  }
  private readonly chunks: (LineChunk<T> | undefined)[] = [];
  private overflow: Map<number, Map<number, T>> | undefined = undefined;

  get(line: number, column: number): T | undefined {
    if (line >= 0 && line < DENSE_LINES) {
      const chunk = this.chunks[line >>> LINE_CHUNK_BITS];
      if (chunk === undefined) return undefined;
      const slot = line & (LINE_CHUNK - 1);
      let values: LineValues<T> | undefined;
      if (chunk instanceof SparseLines) {
        // Latest first: a line is looked up again right after it was stored.
        const lines = chunk.lines;
        for (let i = lines.length - 1; i >= 0; i--) {
          if (lines[i] === slot) {
            values = chunk.values[i];
            break;
          }
        }
      } else values = chunk[slot];
      return values === undefined ? undefined : valueAtColumn(values, column);
    }
    return this.overflow?.get(line)?.get(column);
  }

  /** Stores `value` (at its column) on `line`, which must not hold a value at that column yet. */
  set(line: number, value: T): void {
    if (line >= 0 && line < DENSE_LINES && Number.isInteger(line)) {
      const index = line >>> LINE_CHUNK_BITS;
      const slot = line & (LINE_CHUNK - 1);
      let chunk = this.chunks[index];
      if (chunk === undefined) {
        while (this.chunks.length < index) this.chunks.push(undefined);
        chunk = new SparseLines<T>();
        this.chunks[index] = chunk;
      }
      if (chunk instanceof SparseLines) {
        const lines = chunk.lines;
        for (let i = lines.length - 1; i >= 0; i--) {
          if (lines[i] === slot) {
            chunk.values[i] = withValue(chunk.values[i], value);
            return;
          }
        }
        if (lines.length < SPARSE_CHUNK_LIMIT) {
          lines.push(slot);
          chunk.values.push(value);
          return;
        }
        const dense = new Array<LineValues<T> | undefined>(LINE_CHUNK).fill(undefined);
        for (let i = 0; i < lines.length; i++) dense[lines[i] as number] = chunk.values[i];
        this.chunks[index] = dense;
        chunk = dense;
      }
      chunk[slot] = withValue(chunk[slot], value);
      return;
    }
    this.overflow ??= new Map();
    let byColumn = this.overflow.get(line);
    if (byColumn === undefined) {
      byColumn = new Map();
      this.overflow.set(line, byColumn);
    }
    byColumn.set(value.column, value);
  }
}

export class MLIRContext {
  /** Whether ops/types/attributes of unknown dialects are accepted (kept opaque). */
  declare allowUnregisteredDialects: boolean;
  private uidCounter = 0;
  private readonly uniquer = new Map<string, unknown>();
  private readonly dialects = new Map<string, Dialect>();
  private readonly operationNames = new Map<string, OperationName>();
  private declare emptyDict: DictionaryAttr | undefined;
  /** Fast paths for the most common uniqued objects (filled by the classes themselves). */
  readonly signlessIntegerCache: (IntegerType | undefined)[] = [];
  readonly stringAttrCache = new Map<string, StringAttr>();
  readonly floatTypeCache = new Map<string, unknown>();
  /** FileLineColLoc by file name, then line * 1024 + column (small integer keys). */
  private readonly lineColumnTables = new Map<string, LineColumnTable<{ readonly column: number }>>();
  private lastLocationFile: string | undefined = undefined;
  private lastLocationTable: LineColumnTable<{ readonly column: number }> | undefined = undefined;
  private readonly tries = new Map<string, TrieNode>();
  /** Parsed ops' file:line:col locations not made into objects yet (see Operation.location). */
  readonly packedLocations = new PackedLocations();
  /** IntegerAttr by type, then value. */
  readonly integerAttrCache = new Map<unknown, Map<number | bigint, unknown>>();
  /** Blobs of the builtin dialect's resource section, by key. */
  readonly builtinResources = new Map<string, ResourceBlobHandle>();

  /** Dialects loaded on first use (MLIR's DialectRegistry appended to the context). */
  private registry: DialectRegistry | undefined;
  /** Where diagnostics reported in this context go (MLIR's getDiagEngine). */
  private readonly diagEngine = new DiagnosticEngine();

  constructor(
    options: {
      allowUnregisteredDialects?: boolean;
      /** Dialects to load on first use (their ops, attributes or types met, or asked for). */
      registry?: DialectRegistry;
    } = {},
  ) {
    this.allowUnregisteredDialects = options.allowUnregisteredDialects ?? false;
    this.registry = options.registry;
    this.loadDialect(builtinDialect);
    // A registry may complete the builtin dialect (with its bytecode encodings, say).
    if (this.registry !== undefined) this.loadCompletions(this.registry);
  }

  /** Loads the dialects `registry` holds ready that complete (`extends`) loaded ones. */
  private loadCompletions(registry: DialectRegistry): void {
    for (const namespace of registry.readyNamespaces) {
      const loaded = this.dialects.get(namespace);
      if (loaded === undefined) continue;
      const candidate = registry.load(namespace);
      if (candidate !== undefined && candidate.extends === loaded) this.loadDialect(candidate);
    }
  }

  /** The context's diagnostic engine: handlers, and how ops are shown in diagnostics. */
  getDiagEngine(): DiagnosticEngine {
    return this.diagEngine;
  }

  /** Whether `namespace` names a known dialect: loaded, or loadable from the registry. */
  isDialectRegistered(namespace: string): boolean {
    return this.dialects.has(namespace) || (this.registry !== undefined && this.registry.has(namespace));
  }

  /** MLIR's getAvailableDialects: the names of the dialects loaded or loadable from the registry, sorted. */
  getAvailableDialects(): string[] {
    const names = new Set<string>(this.dialects.keys());
    if (this.registry !== undefined) for (const name of this.registry.namespaces) names.add(name);
    return [...names].sort();
  }

  /**
   * MLIR's appendDialectRegistry: the dialects of `registry` become loadable in this
   * context too (a namespace registered twice keeps its later dialect, unless loaded already).
   */
  appendDialectRegistry(registry: DialectRegistry): void {
    this.registry = new DialectRegistry().merge(this.registry ?? new DialectRegistry()).merge(registry);
    this.loadCompletions(registry);
  }

  /** The dialect `namespace`: loaded, or loaded now from the registry (MLIR's getOrLoadDialect). */
  getOrLoadDialect(namespace: string): Dialect | undefined {
    const loaded = this.dialects.get(namespace);
    if (loaded !== undefined) return loaded;
    const dialect = this.registry?.load(namespace);
    if (dialect === undefined) return undefined;
    this.loadDialect(dialect);
    return dialect;
  }

  /** Loads every dialect of the registry now (MLIR's loadAllAvailableDialects). */
  loadAllAvailableDialects(): void {
    for (const namespace of this.registry?.namespaces ?? []) this.getOrLoadDialect(namespace);
  }

  /** The registry the context loads dialects from, if any. */
  get dialectRegistry(): DialectRegistry | undefined {
    return this.registry;
  }

  nextUid(): number {
    return this.uidCounter++;
  }

  lookupUniqued(key: string): unknown {
    return this.uniquer.get(key);
  }

  storeUniqued(key: string, value: unknown): void {
    this.uniquer.set(key, value);
  }

  /** The (line, column) table of one file name, for uniquing FileLineColLocs. */
  fileLocations(filename: string): LineColumnTable<{ readonly column: number }> {
    // Consecutive locations are nearly always in the same file.
    if (filename === this.lastLocationFile && this.lastLocationTable !== undefined) return this.lastLocationTable;
    let table = this.lineColumnTables.get(filename);
    if (table === undefined) {
      table = new LineColumnTable(filename);
      this.lineColumnTables.set(filename, table);
    }
    this.lastLocationFile = filename;
    this.lastLocationTable = table;
    return table;
  }

  /** The root of the uniquing trie for one kind of object. */
  trie(kind: string): TrieNode {
    let t = this.tries.get(kind);
    if (t === undefined) {
      t = new TrieNode();
      this.tries.set(kind, t);
    }
    return t;
  }

  /** Number of uniqued objects (types, attributes, affine structures). */
  get uniquedCount(): number {
    return this.uniquer.size;
  }

  emptyDictionary(): DictionaryAttr {
    if (this.emptyDict === undefined) {
      this.emptyDict = DictionaryAttrClass.createEmpty(this);
    }
    return this.emptyDict;
  }

  /**
   * Registers a dialect and its operations (and the dialects it depends on). Loading a
   * namespace again is a no-op, unless the new dialect completes (`extends`) the loaded one:
   * then it takes that one's place.
   */
  loadDialect(dialect: Dialect): void {
    const loaded = this.dialects.get(dialect.namespace);
    if (loaded !== undefined && dialect.extends !== loaded) return;
    this.dialects.set(dialect.namespace, dialect);
    for (const op of dialect.operations ?? []) {
      const existing = this.operationNames.get(op.name);
      if (existing !== undefined) {
        existing.info = op;
        existing.dialect = dialect;
      } else this.operationNames.set(op.name, new OperationName(this, op.name, op, dialect));
    }
    for (const dependency of dialect.dependentDialects ?? []) this.getOrLoadDialect(dependency);
    dialect.initialize?.(this);
  }

  /** A loaded dialect, or one the registry loads now. */
  getDialect(namespace: string): Dialect | undefined {
    return this.dialects.get(namespace) ?? (this.registry?.has(namespace) === true ? this.getOrLoadDialect(namespace) : undefined);
  }

  getLoadedDialects(): Dialect[] {
    return [...this.dialects.values()];
  }

  /**
   * The interned name (registered or not); meeting an op of a registry dialect loads it, as
   * MLIR's parser does on reading an op name.
   */
  getOperationName(name: string): OperationName {
    const found = this.operationNames.get(name);
    if (found !== undefined && found.info !== undefined) return found;
    // Interned unregistered (say by a verifier's lookup) before its dialect was loaded: load it now.
    const namespace = found?.dialectNamespace ?? name.slice(0, Math.max(0, name.indexOf(".")));
    if (namespace !== "" && !this.dialects.has(namespace) && this.registry?.has(namespace) === true) this.getOrLoadDialect(namespace);
    return found ?? this.lookupOperationName(name);
  }

  /**
   * The interned name without loading its dialect (MLIR's `OperationName(name, context)`):
   * an op of a dialect not loaded yet is unregistered here, until its dialect is loaded.
   */
  lookupOperationName(name: string): OperationName {
    let found = this.operationNames.get(name);
    if (found === undefined) {
      found = new OperationName(this, name, undefined);
      this.operationNames.set(name, found);
    }
    return found;
  }

  /** The registered info of an op name, if any. */
  getRegisteredOperation(name: string): RegisteredOperationInfo | undefined {
    return this.getOperationName(name).info;
  }

  /** MLIR's attachInterface for an op: the op `name` implements `key` with `table` in this context. */
  attachOpInterface(name: string, key: AnyInterface, table: object): void {
    this.getOperationName(name).attachInterface(key, table);
  }

  getOrCreateBuiltinResource(key: string): ResourceBlobHandle {
    let handle = this.builtinResources.get(key);
    if (handle === undefined) {
      handle = new ResourceBlobHandle(key);
      this.builtinResources.set(key, handle);
    }
    return handle;
  }

  /** MemRefType::get drops identity affine-map layouts. */
  canonicalMemRefLayout(layout: Attribute | null, rank: number): Attribute | null {
    if (layout instanceof AffineMapAttr && layout.value.isIdentity() && layout.value.numDims === rank) return null;
    return layout;
  }

  /** MemRefType::get drops the default memory space (integer 0 of any integer type). */
  canonicalMemorySpace(memorySpace: Attribute | null): Attribute | null {
    if (memorySpace instanceof IntegerAttr && memorySpace.value === 0) return null;
    return memorySpace;
  }
}

export type { Operation };
