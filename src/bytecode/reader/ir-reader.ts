// Builds IR from a bytecode file. Regions are read with an explicit stack (no
// recursion), values are numbered per region as upstream writes them, forward
// references get placeholders that are replaced on definition, use-list orders are
// restored, and regions of isolated-from-above ops may be left unread until asked for
// (lazy loading).
import { DictionaryAttr, type Attribute, type NamedAttribute } from "../../ir/attributes.js";
import type { MLIRContext, OperationName } from "../../ir/context.js";
import { Location, UnknownLoc } from "../../ir/location.js";
import { Block, ForwardReferenceValue, Operation, Value, type Region } from "../../ir/operation.js";
import { NoneType, type Type } from "../../ir/types.js";
import { ByteReader } from "../format/byte-reader.js";
import { BytecodeVersion, NUM_SECTIONS, OpMask, SectionId } from "../format/constants.js";
import { requiredSection, type AttrTypeIndex } from "../format/container.js";
import { BytecodeError, DialectUpgradeError } from "../format/errors.js";
import { EntryReader } from "./attr-type-reader.js";
import { openBytecode, type OpenOptions, type OpenedBytecode } from "./open.js";
import { applyUseListOrders, type UseListOrder } from "./use-lists.js";
import type { OpPropertiesCodec } from "../dialect/hooks.js";
import { dialectBytecodeOf, propertiesCodecOf } from "../dialect/lookup.js";
import type { RegisteredOperationInfo } from "../../ir/dialect.js";
import { attributeToString } from "../../asm/print-helpers.js";
import type { FallbackReadOptions } from "../fallback/options.js";
import { fallbackProperties } from "../fallback/fallback-op.js";
import { placeholderAttribute, placeholderType, retainTables, type RawEntry } from "../fallback/retained.js";
import { DiagnosticError } from "../../support/diagnostic.js";


/** Upstream's error for an attribute of the wrong class where the IR needs one. */
function expectedClass(cppClass: string, got: Attribute): string {
  return `expected attribute of type: ${cppClass}, but got: ${attributeToString(got)}`;
}

export interface ReadOptions extends OpenOptions {
  /** Leave the regions of isolated-from-above ops unread until `materialize` (version >= 2). */
  readonly lazy?: boolean;
  /** With `lazy`: return true to read an op's regions right away anyway. */
  readonly shouldMaterialize?: (op: Operation) => boolean;
  /** The op fallback path (off by default, as in mlir-opt 19). */
  readonly fallback?: FallbackReadOptions;
  /**
   * Deepest region nesting accepted (default: any). The reader is iterative, but what
   * runs on the IR next (verifier, passes, printer) recurses: tsmlir-opt passes the depth
   * its thread's stack holds, as its text parser limits nesting.
   */
  readonly nestingLimit?: number;
}

const NONE: readonly never[] = Object.freeze([]);
/** Result type and operand lists shorter than this are built in reused arrays. */
const SCRATCH_LENGTHS = 5;

/**
 * Per isolated scope: the value table and where each open region's values start. Slots
 * [0, size) belong to the open regions (undefined until defined or forward referenced);
 * slots beyond are kept undefined for reuse (no array length changes per region).
 *
 * A region may declare more values than it defines (upstream accepts that: ids are
 * still counted from the declared sizes). Each defined value takes a byte of the region,
 * so a region declaring more values than its bytes left turns the scope into a map of
 * the slots used, each tagged with the region instance owning it: a closed region's
 * slots are then stale rather than cleared, and memory stays bounded by the input.
 */
class ValueScope {
  readonly values: (Value | undefined)[] = [];
  /** The slots, once some region declared more values than it could define. */
  sparse: Map<number, SparseSlot> | undefined = undefined;
  size = 0;
  readonly nextIds: number[] = [];
  /** First id and instance number of each open region, innermost last. */
  private readonly starts: number[] = [];
  private readonly instances: number[] = [];
  private nextInstance = 0;
  push(numValues: number, bytesLeft: number): void {
    this.nextIds.push(this.size);
    this.starts.push(this.size);
    this.instances.push(this.nextInstance++);
    const end = this.size + numValues;
    if (this.sparse === undefined && numValues > bytesLeft) this.toSparse();
    if (this.sparse === undefined) {
      const values = this.values;
      while (values.length < end) values.push(undefined);
    }
    this.size = end;
  }
  pop(numValues: number): void {
    const start = this.size - numValues;
    if (this.sparse === undefined) {
      const values = this.values;
      for (let i = start; i < this.size; i++) values[i] = undefined;
    }
    this.size = start;
    this.nextIds.pop();
    this.starts.pop();
    this.instances.pop();
  }
  get(id: number): Value | undefined {
    if (this.sparse === undefined) return this.values[id];
    const slot = this.sparse.get(id);
    return slot !== undefined && slot.instance === this.ownerInstance(id) ? slot.value : undefined;
  }
  set(id: number, value: Value): void {
    if (this.sparse === undefined) this.values[id] = value;
    else this.sparse.set(id, { value, instance: this.ownerInstance(id) });
  }
  private toSparse(): void {
    const sparse = new Map<number, SparseSlot>();
    this.sparse = sparse;
    const values = this.values;
    for (let i = 0; i < this.size; i++) {
      const value = values[i];
      if (value !== undefined) sparse.set(i, { value, instance: this.ownerInstance(i) });
    }
    values.length = 0;
  }
  /** The open region whose slots hold `id` (the last one starting at or before it). */
  private ownerInstance(id: number): number {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid] as number) <= id) lo = mid;
      else hi = mid - 1;
    }
    return this.instances[lo] as number;
  }
}

interface SparseSlot {
  readonly value: Value;
  readonly instance: number;
}

interface RegionState {
  readonly regions: readonly Region[];
  regionIndex: number;
  readonly reader: ByteReader;
  readonly isolated: boolean;
  blocks: Block[];
  blockIndex: number;
  numValues: number;
  opsRemaining: number;
  /** Whether the current region's header has been read. */
  open: boolean;
}

interface PendingRegions {
  readonly reader: ByteReader;
}

export class BytecodeIRReader {
  readonly file: OpenedBytecode;
  private readonly context: MLIRContext;
  private readonly options: ReadOptions;
  private readonly scopes: ValueScope[] = [];
  private readonly names: (OperationName | undefined)[];
  private readonly lazyOps = new Map<Operation, PendingRegions>();
  private readonly useLists = new Map<Value, UseListOrder>();
  /** Values whose uses were moved over from a forward reference (their order may be off). */
  private reordered: Value[] = [];
  /** Forward references whose definition was read (no uses left): reused for the next ones. */
  private freePlaceholders: ForwardReferenceValue[] = [];
  private forwardRefs = 0;
  private readonly nestingLimit: number;
  private unknownLoc: Location;
  private noneType: Type;
  /**
   * Decoded properties by properties-section index, with the decoding key id they were
   * decoded for (+1; 0: none yet): the writer shares one entry among all ops with
   * identical bytes (e.g. `overflowFlags = none` of every arith.addi/subi/muli), and
   * decoding is a pure function of the bytes and the codec's decoding key. Entries read
   * under a second key go to `propsDecodedMore` (key id * entries + index).
   */
  private readonly propsDecoded: (Attribute | undefined)[];
  private readonly propsDecodedFor: Int32Array;
  private readonly propsDecodedMore = new Map<number, Attribute>();
  /** The properties codec per op name index (null: none, undefined: not looked up). */
  private readonly codecs: (OpPropertiesCodec | null | undefined)[];
  /** The decoding key id per op name index (0: no codec; valid once `codecs` is set). */
  private readonly codecKeys: Int32Array;
  private readonly keyIds = new Map<unknown, number>();
  /** populateDefaultProperties' last input and output per op name index (ops of a kind mostly share properties). */
  private readonly defaultsIn: (Attribute | null | undefined)[];
  private readonly defaultsOut: (Attribute | null)[];
  private readonly propsReader: ByteReader;
  /** Reused lists by length (< SCRATCH_LENGTHS) for the op being read. */
  private readonly scratchTypes: Type[][] = [];
  private readonly scratchValues: Value[][] = [];
  private readonly propsEntryReader: EntryReader;
  /** Per op name index: 1 when its ops are read as their dialect's fallback op. */
  private readonly fallbackNames: Uint8Array;
  /** Under which number this file's tables are retained, once a fallback op needs them. */
  private retainedId: number | undefined;
  /** Dialects whose ops were read as fallback ops because of the file's version of them. */
  private readonly fallbackVersions = new Set<string>();

  constructor(bytes: Uint8Array, options: ReadOptions) {
    this.options = options;
    this.context = options.context;
    this.file = openBytecode(bytes, options);
    this.names = new Array<OperationName | undefined>(this.file.opNames.length);
    this.nestingLimit = options.nestingLimit ?? Number.MAX_SAFE_INTEGER;
    this.unknownLoc = UnknownLoc.get(this.context);
    this.noneType = NoneType.get(this.context);
    for (let n = 0; n < SCRATCH_LENGTHS; n++) {
      this.scratchTypes.push(new Array<Type>(n).fill(this.noneType));
      this.scratchValues.push(new Array<Value | undefined>(n).fill(undefined) as Value[]);
    }
    const numProps = this.file.properties?.length ?? 0;
    this.propsDecoded = new Array<Attribute | undefined>(numProps);
    this.propsDecodedFor = new Int32Array(numProps);
    this.codecs = new Array<OpPropertiesCodec | null | undefined>(this.file.opNames.length);
    this.codecKeys = new Int32Array(this.file.opNames.length);
    this.defaultsIn = new Array<Attribute | null | undefined>(this.file.opNames.length).fill(undefined);
    this.defaultsOut = new Array<Attribute | null>(this.file.opNames.length).fill(null);
    this.propsReader = new ByteReader(bytes, 0, 0);
    this.propsEntryReader = new EntryReader(this.file.attrTypes, this.propsReader, true);
    this.fallbackNames = new Uint8Array(this.file.opNames.length);
  }

  get warnings(): readonly string[] {
    return this.file.warnings;
  }

  /** Reads the IR section; returns the top-level ops (normally one builtin.module). */
  readTopLevel(): Operation[] {
    const reader = requiredSection(this.file.container, SectionId.IR);
    const block = new Block();
    const numOps = reader.varIntWithFlag();
    if (reader.flag) throw reader.error("unexpected arguments on the top-level block");
    reader.checkCount(numOps, "operation");
    this.scopes.push(new ValueScope());
    const state: RegionState = {
      regions: [],
      regionIndex: 0,
      reader,
      isolated: true,
      blocks: [block],
      blockIndex: 0,
      numValues: 0,
      opsRemaining: numOps,
      open: true,
    };
    this.scopes[0]?.push(0, 0);
    this.run([state], true);
    if (this.forwardRefs !== 0) throw reader.error("not all forward unresolved forward operand references");
    const ops = block.getOperations();
    for (const op of ops) block.unlinkOperation(op);
    this.finish(ops);
    return ops;
  }

  isMaterializable(op: Operation): boolean {
    return this.lazyOps.has(op);
  }

  get numOpsToMaterialize(): number {
    return this.lazyOps.size;
  }

  /** Reads the regions of a lazily loaded op (and, unless told otherwise, keeps nested ones lazy). */
  materialize(op: Operation): void {
    const pending = this.lazyOps.get(op);
    if (pending === undefined) return;
    this.lazyOps.delete(op);
    this.scopes.push(new ValueScope());
    this.run([this.regionState(op, pending.reader, true)], false);
    this.scopes.pop();
    if (this.forwardRefs !== 0) throw pending.reader.error("not all forward unresolved forward operand references");
    this.finish([op]);
  }

  materializeAll(): void {
    while (this.lazyOps.size > 0) {
      const first = this.lazyOps.keys().next().value as Operation;
      this.materialize(first);
    }
  }

  private regionState(op: Operation, reader: ByteReader, isolated: boolean): RegionState {
    return { regions: op.regions, regionIndex: 0, reader, isolated, blocks: [], blockIndex: 0, numValues: 0, opsRemaining: 0, open: false };
  }

  /** The region-reading loop shared by the top level and materialization. */
  private run(stack: RegionState[], topLevel: boolean): void {
    const version = this.file.version;
    while (stack.length > 0) {
      const state = stack[stack.length - 1] as RegionState;
      const reader = state.reader;
      if (!state.open) {
        const region = state.regions[state.regionIndex];
        if (region === undefined) {
          stack.pop();
          if (state.isolated && stack.length > 0) this.scopes.pop();
          continue;
        }
        const numBlocks = reader.checkCount(reader.varInt(), "block");
        if (numBlocks === 0) {
          state.regionIndex++;
          continue;
        }
        const valuesAt = reader.pos;
        const numValues = reader.varInt();
        const scope = this.scopes[this.scopes.length - 1] as ValueScope;
        if (numValues > Number.MAX_SAFE_INTEGER - scope.size) throw reader.error(`value count ${numValues} is too large`, valuesAt);
        state.numValues = numValues;
        state.blocks = new Array<Block>(numBlocks);
        for (let i = 0; i < numBlocks; i++) {
          const b = new Block();
          region.appendBlock(b);
          state.blocks[i] = b;
        }
        scope.push(numValues, reader.end - reader.pos);
        state.blockIndex = 0;
        state.open = true;
        this.readBlockHeader(reader, state);
      }
      let descended = false;
      for (;;) {
        const block = state.blocks[state.blockIndex] as Block;
        while (state.opsRemaining > 0) {
          state.opsRemaining--;
          const op = this.readOp(reader, state, version);
          block.append(op);
          if (op.regions.length === 0) continue;
          const isolated = this.lastIsolated;
          let childReader = reader;
          if (isolated && version >= BytecodeVersion.LazyLoading) {
            const at = reader.pos;
            const header = reader.section(NUM_SECTIONS);
            if (header.id !== SectionId.IR) throw reader.error("expected IR section for region", at);
            childReader = reader.slice(header.start, header.end);
            if (this.options.lazy === true && !(this.options.shouldMaterialize?.(op) ?? false)) {
              this.lazyOps.set(op, { reader: childReader });
              continue;
            }
          }
          if (stack.length > this.nestingLimit) throw reader.error(`nesting is too deep (more than ${this.nestingLimit} levels)`);
          if (isolated) this.scopes.push(new ValueScope());
          stack.push(this.regionState(op, childReader, isolated));
          descended = true;
          break;
        }
        if (descended) break;
        if (state.blockIndex + 1 >= state.blocks.length) break;
        state.blockIndex++;
        this.readBlockHeader(reader, state);
      }
      if (descended) continue;
      // Region done: release its values and move on to the op's next region.
      (this.scopes[this.scopes.length - 1] as ValueScope).pop(state.numValues);
      state.open = false;
      state.regionIndex++;
      if (topLevel && stack.length === 1 && state.regions.length === 0) stack.pop();
    }
  }

  private lastIsolated = false;

  private opName(index: number, reader: ByteReader, at: number): OperationName {
    const cached = this.names[index];
    if (cached !== undefined) return cached;
    const entry = this.file.opNames[index];
    if (entry === undefined) throw reader.error(`invalid operation name index: ${index}`, at);
    this.file.loadDialect(entry.dialect, at);
    let name = this.context.getOperationName(entry.name);
    const fallback = this.fallbackFor(entry.dialect, name, at);
    if (fallback !== undefined) {
      name = fallback;
      this.fallbackNames[index] = 1;
    }
    this.names[index] = name;
    return name;
  }

  /** The fallback op to read ops named `name` as, if the fallback applies to them. */
  private fallbackFor(dialectIndex: number, name: OperationName, at: number): OperationName | undefined {
    const options = this.options.fallback;
    if (options === undefined) return undefined;
    const dialect = this.file.dialectNames[dialectIndex] as string;
    if (!options.dialects.has(dialect)) return undefined;
    const newerVersion = this.file.undecodableVersions.has(dialect);
    if (name.info !== undefined && options.unknownOps?.has(dialect) !== true && !newerVersion) return undefined;
    const fallbackName = this.file.dialectHooks(dialectIndex)?.fallbackOperation ?? options.operations?.get(dialect);
    if (fallbackName === undefined) return undefined;
    const fallback = this.context.getOperationName(fallbackName);
    if (fallback.info?.bytecodeFallback !== true) {
      throw new BytecodeError(`fallback operation '${fallbackName}' of dialect '${dialect}' is not registered as a bytecode fallback op`, at);
    }
    if (newerVersion) this.fallbackVersions.add(dialect);
    return fallback;
  }

  private readOp(reader: ByteReader, state: RegionState, version: number): Operation {
    const attrTypes = this.file.attrTypes;
    const nameAt = reader.pos;
    const nameIndex = reader.varInt();
    const name = this.opName(nameIndex, reader, nameAt);
    const mask = reader.byte();
    const locAt = reader.pos;
    const location = attrTypes.attribute(reader.varInt(), locAt);
    if (!(location instanceof Location)) throw reader.error(expectedClass("mlir::LocationAttr", location), locAt);
    let attributes: DictionaryAttr | undefined;
    if (mask & OpMask.HasAttrs) {
      const at = reader.pos;
      const dict = attrTypes.attribute(reader.varInt(), at);
      if (!(dict instanceof DictionaryAttr)) throw reader.error(expectedClass("mlir::DictionaryAttr", dict), at);
      attributes = dict;
    }
    let properties: Attribute | null = null;
    const fallback = this.fallbackNames[nameIndex] === 1;
    let encoding: Uint8Array | undefined;
    if (mask & OpMask.HasProperties) {
      const registered = this.file.opNames[nameIndex]?.registered;
      if (registered === undefined) {
        throw reader.error(`Unexpected missing \`wasRegistered\` opname flag at bytecode version ${version} with properties.`);
      }
      const at = reader.pos;
      if (fallback && registered) encoding = this.encodedProperties(name, reader.varInt(), reader, at);
      else if (fallback) properties = this.decodedProperties(name, reader.varInt(), reader, at);
      else properties = this.readProperties(name, nameIndex, reader.varInt(), reader, at);
    } else if (fallback) {
      // Before version 5 the inherent attributes are in the dictionary: they stay there.
    } else if (version < BytecodeVersion.NativePropertiesEncoding) {
      // Old bytecode merged inherent attributes into the dictionary; split them out again.
      const split = this.splitInherent(name, nameIndex, attributes);
      attributes = split.discardable;
      properties = split.inherent;
    }
    // A registered op's properties start from their defaults (MLIR's initProperties).
    if (!fallback && name.info?.populateDefaultProperties !== undefined) properties = this.withDefaults(name.info, nameIndex, properties);
    // Short lists go into per-length scratch arrays: createFromParts copies what it keeps.
    let resultTypes: readonly Type[] = NONE;
    if (mask & OpMask.HasResults) {
      const n = reader.checkCount(reader.varInt(), "result");
      const types = n < SCRATCH_LENGTHS ? (this.scratchTypes[n] as Type[]) : new Array<Type>(n);
      for (let i = 0; i < n; i++) {
        const at = reader.pos;
        types[i] = attrTypes.type(reader.varInt(), at);
      }
      resultTypes = types;
    }
    let operands: readonly Value[] = NONE;
    if (mask & OpMask.HasOperands) {
      const n = reader.checkCount(reader.varInt(), "operand");
      const values = n < SCRATCH_LENGTHS ? (this.scratchValues[n] as Value[]) : new Array<Value>(n);
      const scope = this.scopes[this.scopes.length - 1] as ValueScope;
      for (let i = 0; i < n; i++) values[i] = this.readOperand(reader, scope);
      operands = values;
    }
    let successors: readonly Block[] = NONE;
    if (mask & OpMask.HasSuccessors) {
      const n = reader.checkCount(reader.varInt(), "successor");
      const blocks = new Array<Block>(n);
      for (let i = 0; i < n; i++) {
        const at = reader.pos;
        const index = reader.varInt();
        const block = state.blocks[index];
        if (block === undefined) throw reader.error(`invalid successor index: ${index}`, at);
        blocks[i] = block;
      }
      successors = blocks;
    }
    let useLists: Map<number, UseListOrder> | undefined;
    if (version >= BytecodeVersion.UseListOrdering && mask & OpMask.HasUseListOrders) {
      useLists = readUseListOrders(reader, resultTypes.length);
    }
    let numRegions = 0;
    this.lastIsolated = false;
    if (mask & OpMask.HasInlineRegions) {
      numRegions = reader.checkCount(reader.varIntWithFlag(), "region");
      this.lastIsolated = reader.flag;
    }
    if (fallback) properties = this.fallbackState(nameIndex, numRegions > 0 && this.lastIsolated, encoding, properties);
    const op = Operation.createFromParts(name, location, properties, attributes, resultTypes, operands, successors, numRegions);
    // Results of top-level ops (outside any value-numbered region) are not referable.
    if (state.numValues > 0 && op.results.length > 0) this.defineValues(reader, op.results);
    if (useLists !== undefined) {
      for (const [index, order] of useLists) {
        const result = op.results[index];
        if (result === undefined) throw reader.error(`use-list order for result ${index} of an op with ${op.results.length} results`);
        this.useLists.set(result, order);
      }
    }
    return op;
  }

  /**
   * Properties live in the properties section for every op; the entry is decoded by the
   * op's codec when the op is registered in the context, else it holds one attribute
   * reference (as mlir-opt decides by its own registry, not by the file's flag).
   */
  private readProperties(name: OperationName, nameIndex: number, index: number, reader: ByteReader, at: number): Attribute {
    const range = this.file.properties?.[index];
    if (range === undefined) throw reader.error(`Properties idx out-of-bound for ${name.name}`, at);
    let codec = this.codecs[nameIndex];
    if (codec === undefined) codec = this.lookUpCodec(name, nameIndex);
    const keyId = this.codecKeys[nameIndex] as number;
    const slotKey = this.propsDecodedFor[index] as number;
    if (slotKey === keyId + 1) return this.propsDecoded[index] as Attribute;
    const moreKey = keyId * this.propsDecoded.length + index;
    if (slotKey !== 0) {
      const shared = this.propsDecodedMore.get(moreKey);
      if (shared !== undefined) return shared;
    }
    const propsReader = this.propsReader.reset(range.start, range.end);
    const entryReader = this.propsEntryReader;
    let result: Attribute;
    if (codec === null) result = entryReader.readAttribute();
    else result = DictionaryAttr.get(this.context, codec.read(entryReader));
    // Like upstream, bytes left after the properties are not an error.
    if (slotKey === 0) {
      this.propsDecoded[index] = result;
      this.propsDecodedFor[index] = keyId + 1;
    } else this.propsDecodedMore.set(moreKey, result);
    return result;
  }

  /** An unregistered op's properties entry (one attribute), for a fallback op. */
  private decodedProperties(name: OperationName, index: number, reader: ByteReader, at: number): Attribute {
    const range = this.file.properties?.[index];
    if (range === undefined) throw reader.error(`Properties idx out-of-bound for ${name.name}`, at);
    this.propsReader.reset(range.start, range.end);
    return this.propsEntryReader.readAttribute();
  }

  /** A properties entry as encoded, for a fallback op (its references stay valid through the retained tables). */
  private encodedProperties(name: OperationName, index: number, reader: ByteReader, at: number): Uint8Array {
    const range = this.file.properties?.[index];
    if (range === undefined) throw reader.error(`Properties idx out-of-bound for ${name.name}`, at);
    this.retainTables();
    return this.file.container.bytes.slice(range.start, range.end);
  }

  /** The properties of a fallback op standing for an op named under `nameIndex`. */
  private fallbackState(nameIndex: number, isolated: boolean, encoding: Uint8Array | undefined, decoded: Attribute | null): Attribute {
    const entry = this.file.opNames[nameIndex] as { name: string; dialect: number; registered: boolean | undefined };
    return fallbackProperties(this.context, {
      originalName: entry.name,
      registered: entry.registered === true,
      isolated,
      encoding,
      properties: decoded ?? undefined,
      dialectVersion: this.file.dialectVersionBytes(entry.dialect),
      source: encoding !== undefined ? this.retainedId : undefined,
    });
  }

  /**
   * Retains the file's tables (once): every attribute and type decoded, in number order,
   * with a placeholder for each entry this reader cannot decode.
   */
  private retainTables(): void {
    if (this.retainedId !== undefined) return;
    const id = this.context.nextUid();
    this.retainedId = id;
    const file = this.file;
    const tables = file.attrTypes.tables;
    const bytes = file.container.bytes;
    const entry = (index: AttrTypeIndex, i: number): RawEntry => ({ bytes: bytes.subarray(index.start[i], index.end[i]), custom: index.custom[i] === 1 });
    const undecodedAttributes = new Set<number>();
    const undecodedTypes = new Set<number>();
    const attributes: Attribute[] = [];
    const types: Type[] = [];
    const attributeEntries: RawEntry[] = [];
    const typeEntries: RawEntry[] = [];
    for (let i = 0; i < tables.attributes.dialect.length; i++) {
      attributeEntries.push(entry(tables.attributes, i));
      try {
        attributes.push(file.attrTypes.attribute(i, 0));
      } catch (error) {
        if (!(error instanceof DiagnosticError)) throw error;
        const dialect = file.dialectNames[tables.attributes.dialect[i] as number] as string;
        attributes.push(placeholderAttribute(this.context, dialect, id, i));
        undecodedAttributes.add(i);
      }
    }
    for (let i = 0; i < tables.types.dialect.length; i++) {
      typeEntries.push(entry(tables.types, i));
      try {
        types.push(file.attrTypes.type(i, 0));
      } catch (error) {
        if (!(error instanceof DiagnosticError)) throw error;
        const dialect = file.dialectNames[tables.types.dialect[i] as number] as string;
        types.push(placeholderType(this.context, dialect, id, i));
        undecodedTypes.add(i);
      }
    }
    const rawDialectVersions = new Map<string, Uint8Array>();
    for (let i = 0; i < file.dialectNames.length; i++) {
      const name = file.dialectNames[i] as string;
      const versionBytes = file.dialectVersionBytes(i);
      if (versionBytes !== undefined && (file.undecodableVersions.has(name) || file.dialectHooks(i)?.readVersion === undefined)) {
        rawDialectVersions.set(name, versionBytes.slice());
      }
    }
    retainTables(this.context, id, {
      strings: file.strings,
      dialects: file.dialectNames,
      resources: file.resources,
      rawDialectVersions,
      attributes,
      attributeDialects: Array.from(tables.attributes.dialect),
      attributeEntries,
      undecodedAttributes,
      types,
      typeDialects: Array.from(tables.types.dialect),
      typeEntries,
      undecodedTypes,
    });
  }

  /** `info`'s populateDefaultProperties of `properties`, remembered per op name. */
  private withDefaults(info: RegisteredOperationInfo, nameIndex: number, properties: Attribute | null): Attribute | null {
    if (this.defaultsIn[nameIndex] === properties) return this.defaultsOut[nameIndex] as Attribute | null;
    const populate = info.populateDefaultProperties as (p: Attribute | null, c: MLIRContext) => Attribute | null;
    const result = populate.call(info, properties, this.context);
    this.defaultsIn[nameIndex] = properties;
    this.defaultsOut[nameIndex] = result;
    return result;
  }

  private lookUpCodec(name: OperationName, nameIndex: number): OpPropertiesCodec | null {
    const info = name.info;
    const codec = info === undefined ? null : propertiesCodecOf(info);
    this.codecs[nameIndex] = codec;
    if (codec !== null) {
      const key = codec.decodingKey ?? codec;
      let id = this.keyIds.get(key);
      if (id === undefined) {
        id = this.keyIds.size + 1;
        this.keyIds.set(key, id);
      }
      this.codecKeys[nameIndex] = id;
    }
    return codec;
  }

  /**
   * Before version 5: the properties of a registered op are the inherent attributes in
   * its dictionary (attribute-stored properties only; an entry named like a native
   * property stays discardable, as upstream's setAttrs leaves it); defaults are added after.
   */
  private splitInherent(
    name: OperationName,
    nameIndex: number,
    dict: DictionaryAttr | undefined,
  ): { inherent: DictionaryAttr | null; discardable: DictionaryAttr | undefined } {
    let codec = this.codecs[nameIndex];
    if (codec === undefined) codec = this.lookUpCodec(name, nameIndex);
    if (codec === null || codec.attributeNames.length === 0 || dict === undefined) return { inherent: null, discardable: dict };
    const names = new Set(codec.inherentAttributeNames ?? codec.attributeNames);
    const inherent: NamedAttribute[] = [];
    const discardable: NamedAttribute[] = [];
    for (const e of dict.value) (names.has(e.name) ? inherent : discardable).push(e);
    return {
      inherent: DictionaryAttr.getSorted(this.context, inherent),
      discardable: discardable.length === 0 ? undefined : DictionaryAttr.getSorted(this.context, discardable),
    };
  }

  private readBlockHeader(reader: ByteReader, state: RegionState): void {
    const numOps = reader.varIntWithFlag();
    const hasArgs = reader.flag;
    const block = state.blocks[state.blockIndex] as Block;
    if (hasArgs) {
      const version = this.file.version;
      const attrTypes = this.file.attrTypes;
      const numArgs = reader.checkCount(reader.varInt(), "block argument");
      for (let i = 0; i < numArgs; i++) {
        let type: Type;
        let loc: Location = this.unknownLoc;
        if (version >= BytecodeVersion.ElideUnknownBlockArgLocation) {
          const at = reader.pos;
          const typeIndex = reader.varIntWithFlag();
          const hasLoc = reader.flag;
          type = attrTypes.type(typeIndex, at);
          if (hasLoc) loc = this.readLocation(reader);
        } else {
          const at = reader.pos;
          type = attrTypes.type(reader.varInt(), at);
          loc = this.readLocation(reader);
        }
        block.addArgument(type, loc);
      }
      this.defineValues(reader, block.arguments);
      if (version >= BytecodeVersion.UseListOrdering) {
        const hasOrders = reader.byte();
        if (hasOrders !== 0) {
          const orders = readUseListOrders(reader, numArgs);
          if (orders.size === 0) throw reader.error("empty use-list order for block arguments");
          for (const [index, order] of orders) {
            const arg = block.arguments[index];
            if (arg === undefined) throw reader.error(`use-list order for argument ${index} of a block with ${numArgs} arguments`);
            this.useLists.set(arg, order);
          }
        }
      }
    }
    state.opsRemaining = reader.checkCount(numOps, "operation");
  }

  private readLocation(reader: ByteReader): Location {
    const at = reader.pos;
    const loc = this.file.attrTypes.attribute(reader.varInt(), at);
    if (!(loc instanceof Location)) throw reader.error(expectedClass("mlir::LocationAttr", loc), at);
    return loc;
  }

  private readOperand(reader: ByteReader, scope: ValueScope): Value {
    const at = reader.pos;
    const index = reader.varInt();
    if (index >= scope.size) throw reader.error(`invalid value index: ${index}`, at);
    let value = scope.get(index);
    if (value === undefined) {
      value = this.forwardReference();
      scope.set(index, value);
    }
    return value;
  }

  private forwardReference(): Value {
    const value = this.freePlaceholders.pop() ?? new ForwardReferenceValue(this.noneType, this.unknownLoc);
    this.forwardRefs++;
    return value;
  }

  private defineValues(reader: ByteReader, values: readonly Value[]): void {
    const scope = this.scopes[this.scopes.length - 1] as ValueScope;
    const ids = scope.nextIds;
    let id = ids[ids.length - 1] as number;
    const end = id + values.length;
    if (end > scope.size) {
      throw reader.error(
        `value index range was outside of the expected range for the parent region, got [${id}, ${end}), but the maximum index was ${scope.size - 1}`,
      );
    }
    for (let i = 0; i < values.length; i++, id++) {
      const value = values[i] as Value;
      const old = scope.get(id);
      scope.set(id, value);
      if (old !== undefined) {
        if (!(old instanceof ForwardReferenceValue)) throw reader.error(`value ${id} is defined twice`);
        old.replaceAllUsesWith(value);
        this.reordered.push(value);
        this.freePlaceholders.push(old);
        this.forwardRefs--;
      }
    }
    ids[ids.length - 1] = id;
  }

  private finish(ops: readonly Operation[]): void {
    const ok = applyUseListOrders(ops, this.useLists, this.reordered);
    this.useLists.clear();
    this.reordered = [];
    if (!ok) throw new BytecodeError("parsed use-list orders were invalid and could not be applied", 0);
    for (const [name, version] of this.file.dialectVersions) {
      // Ops of a version this reader cannot decode were read as fallback ops: nothing to upgrade.
      if (this.fallbackVersions.has(name)) continue;
      const hooks = dialectBytecodeOf(this.context.getDialect(name));
      if (hooks?.upgradeFromVersion === undefined) continue;
      try {
        hooks.upgradeFromVersion(ops, version);
      } catch (error) {
        if (error instanceof DialectUpgradeError) throw new DialectUpgradeError(error.diagnostic.message, ops);
        throw error;
      }
    }
  }
}

function readUseListOrders(reader: ByteReader, rangeSize: number): Map<number, UseListOrder> {
  const map = new Map<number, UseListOrder>();
  let count = 1;
  if (rangeSize > 1) count = reader.checkCount(reader.varInt(), "use-list order");
  for (let i = 0; i < count; i++) {
    const index = rangeSize > 1 ? reader.varInt() : 0;
    const n = reader.checkCount(reader.varIntWithFlag(), "use-list index");
    const indexPairs = reader.flag;
    const indices = new Array<number>(n);
    for (let j = 0; j < n; j++) indices[j] = reader.varInt();
    if (!map.has(index)) map.set(index, { indexPairs, indices });
  }
  return map;
}

/** Reads a whole bytecode file into IR (everything materialized). */
export function readBytecodeIR(bytes: Uint8Array, options: ReadOptions): { ops: Operation[]; warnings: readonly string[] } {
  const reader = new BytecodeIRReader(bytes, { ...options, lazy: false });
  const ops = reader.readTopLevel();
  return { ops, warnings: reader.warnings };
}

