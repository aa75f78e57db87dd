// Writes IR as MLIR bytecode, section by section in upstream's order, reproducing
// mlir-opt's bytes: numbering as IRNumbering, strings in first-use order, properties
// deduplicated, isolated regions in nested sections, use-list orders where needed.
import type { Attribute, ResourceBlobHandle } from "../../ir/attributes.js";
import { UnknownLoc } from "../../ir/location.js";
import type { Block, OpOperand, Operation, Region, Value } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { ByteWriter } from "../format/byte-writer.js";
import { BytecodeVersion, MAGIC, OpMask, ResourceKind, SectionId } from "../format/constants.js";
import type { TextualAttrTypeCodec } from "../reader/textual.js";
import type { RawEntry } from "../fallback/retained.js";
import { EntryWriter } from "./entry-writer.js";
import type { DialectRuns } from "./entry-table.js";
import { IRNumbering, type BlockNumbering, type DialectNumbering } from "./numbering.js";
import { StringTable } from "./string-table.js";
import { denseMapIterationOrder } from "./densemap-order.js";
import { fallbackStateOf } from "../fallback/fallback-op.js";

export const DEFAULT_PRODUCER = "MLIR19.1.7";

export interface WriteOptions {
  /** Bytecode version to emit (0..6, default 6). */
  readonly version?: number;
  readonly producer?: string;
  /** Write resource keys but not their data (`--elide-resource-data-from-bytecode`). */
  readonly elideResourceData?: boolean;
  /** Prints attributes/types without a custom encoding; required when there are any. */
  readonly textual?: TextualAttrTypeCodec;
  /**
   * The version to write of some dialects, by dialect name (MLIR's
   * BytecodeWriterConfig::setDialectVersion): their hooks see it through the writer's
   * `dialectVersion` and write that version's encodings. Others write their current one.
   */
  readonly dialectVersions?: ReadonlyMap<string, unknown>;
}

export function writeBytecode(root: Operation, options: WriteOptions = {}): Uint8Array {
  const version = options.version ?? BytecodeVersion.Current;
  if (!Number.isInteger(version) || version < BytecodeVersion.Min || version > BytecodeVersion.Current) {
    throw new DiagnosticError({
      severity: "error",
      message: `unsupported version requested ${version}, must be in range [${BytecodeVersion.Min}, ${BytecodeVersion.Current}]`,
    });
  }
  return new Writer(root, options, version).write();
}

/**
 * The properties section being built: entries deduplicated by content (their bytes as a
 * latin1 string key), appended to a writer that spills to the heap like the others.
 */
class PropertiesTable {
  private readonly index = new Map<string, number>();
  private readonly body = new ByteWriter(1 << 12);
  get count(): number {
    return this.index.size;
  }
  /** The entry index of the bytes in `entry` (copied when new). */
  add(entry: ByteWriter): number {
    const key = entry.latin1String();
    let id = this.index.get(key);
    if (id === undefined) {
      id = this.index.size;
      this.index.set(key, id);
      this.body.varInt(entry.size);
      this.body.append(entry);
      this.body.spillIfLarge();
    }
    return id;
  }
  /** The section: entry count, then the entries. */
  write(out: ByteWriter): void {
    out.varInt(this.count);
    out.append(this.body);
  }
}

/** Top-level sections in output order, appended to the output once all are built. */
class SectionList {
  private readonly ids: number[] = [];
  private readonly bodies: ByteWriter[] = [];
  add(id: number, body: ByteWriter): void {
    this.ids.push(id);
    this.bodies.push(body);
  }
  appendTo(out: ByteWriter): void {
    for (let i = 0; i < this.ids.length; i++) out.section(this.ids[i] as number, this.bodies[i] as ByteWriter);
  }
}

/** An op with regions being written: where its regions go and how far the walk is. */
class IRFrame {
  /** Where the regions are written. */
  writer: ByteWriter = EMPTY_WRITER;
  /** When the regions form a nested section: the writer it goes to. */
  parent: ByteWriter | undefined = undefined;
  regions: readonly Region[] = [];
  regionIndex = 0;
  started = false;
  block: Block | null = null;
  op: Operation | null = null;
  /** Position of `op`. */
  position = 0;
  /** This depth's writer for nested sections, reused by every op at this depth. */
  private sectionWriter: ByteWriter | undefined;

  start(writer: ByteWriter, regions: readonly Region[], nested: boolean): void {
    if (nested) {
      // Small at first: one writer per nesting depth exists (50,000 for 50,000 nested regions).
      this.sectionWriter ??= new ByteWriter(256);
      this.writer = this.sectionWriter;
      this.parent = writer;
    } else {
      this.writer = writer;
      this.parent = undefined;
    }
    this.regions = regions;
    this.regionIndex = 0;
    this.started = false;
    this.block = null;
    this.op = null;
    this.position = 0;
  }
}

const EMPTY_WRITER = new ByteWriter(0);

class Writer {
  private readonly strings = new StringTable();
  private readonly numbering: IRNumbering;
  private readonly properties = new PropertiesTable();
  /** Encodes one op's properties before they are deduplicated. */
  private readonly propertiesBody = new ByteWriter(64);
  private readonly propertiesWriter: EntryWriter;
  /** The IR walk's frames, one per depth of ops with regions, reused. */
  private readonly frames: IRFrame[] = [];
  private depth = 0;

  constructor(
    private readonly root: Operation,
    private readonly options: WriteOptions,
    private readonly version: number,
  ) {
    this.numbering = new IRNumbering(root, version, root.context, options.dialectVersions !== undefined ? { dialectVersions: options.dialectVersions } : {});
    this.propertiesWriter = this.entryWriter(this.propertiesBody);
    // Fallback ops' encoded properties may refer to strings by number too: keep the file's.
    for (const s of this.numbering.retained?.strings ?? []) this.strings.insert(s);
  }

  write(): Uint8Array {
    // Sections are built in upstream's order (strings are numbered as they are first
    // written), then copied once into an output allocated at its final size (the only
    // large ArrayBuffer of the write; see byte-writer.ts).
    const sections = new SectionList();
    this.writeDialectSection(sections);
    this.writeAttrTypeSections(sections);
    sections.add(SectionId.IR, this.writeIRSection());
    this.writeResourceSections(sections);
    const strings = new ByteWriter();
    this.strings.write(strings);
    sections.add(SectionId.String, strings);
    if (this.version >= BytecodeVersion.NativePropertiesEncoding) {
      const props = new ByteWriter();
      this.properties.write(props);
      sections.add(SectionId.Properties, props);
    } else if (this.properties.count > 0) {
      throw new DiagnosticError({ severity: "error", message: "unexpected properties emitted incompatible with bytecode <5" });
    }
    const producer = this.options.producer ?? DEFAULT_PRODUCER;
    const out = new ByteWriter(MAGIC.length + 10 + producer.length + 1 + 64);
    for (const b of MAGIC) out.byte(b);
    out.varInt(this.version);
    out.nulTerminated(producer);
    sections.appendTo(out);
    return out.finish();
  }

  private entryWriter(out: ByteWriter): EntryWriter {
    return new EntryWriter(out, this.numbering, this.strings, this.version, this.options.dialectVersions);
  }

  private writeDialectSection(out: SectionList): void {
    const section = new ByteWriter();
    const dialects = [...this.numbering.dialects.values()];
    section.varInt(dialects.length);
    for (const dialect of dialects) {
      const nameId = this.strings.insert(dialect.name);
      if (this.version < BytecodeVersion.DialectVersioning) {
        section.varInt(nameId);
        continue;
      }
      const versionWriter = new ByteWriter();
      // A version the reader kept undecoded (its fallback ops were written under it) is written back as read.
      const kept = this.numbering.retained?.rawDialectVersions.get(dialect.name);
      if (kept !== undefined) versionWriter.bytes(kept);
      else dialect.hooks?.writeVersion?.(this.entryWriter(versionWriter));
      section.varIntWithFlag(nameId, versionWriter.size > 0);
      if (versionWriter.size > 0) section.section(SectionId.DialectVersions, versionWriter);
    }
    const names = this.numbering.orderedOpNames;
    if (this.version >= BytecodeVersion.ElideUnknownBlockArgLocation) section.varInt(names.length);
    writeGroups(section, names, (name) => {
      const id = this.strings.insert(name.stripped);
      if (this.version < BytecodeVersion.NativePropertiesEncoding) section.varInt(id);
      else section.varIntWithFlag(id, name.registered);
    });
    out.add(SectionId.Dialect, section);
  }

  private writeAttrTypeSections(out: SectionList): void {
    const offsets = new ByteWriter(1 << 12);
    const data = new ByteWriter(1 << 12);
    const entries = this.numbering.entries;
    offsets.varInt(entries.attributes.length);
    offsets.varInt(entries.types.length);
    const writer = this.entryWriter(data);
    const retained = this.numbering.retained;
    // The retained tables' entries are written as the file had them (the numbers, strings and
    // dialects they refer to are kept); what the IR added since is encoded after them.
    this.writeEntryGroups(offsets, writer, entries.attributes, entries.attributeRuns, false, retained?.attributeEntries);
    this.writeEntryGroups(offsets, writer, entries.types, entries.typeRuns, true, retained?.typeEntries);
    out.add(SectionId.AttrTypeOffset, offsets);
    out.add(SectionId.AttrType, data);
  }

  /** Numbered attributes or types, in runs of one dialect: offsets and data. */
  private writeEntryGroups(
    offsets: ByteWriter,
    writer: EntryWriter,
    values: readonly (Attribute | Type)[],
    runs: DialectRuns,
    isType: boolean,
    kept: readonly RawEntry[] | undefined,
  ): void {
    let k = 0;
    for (let run = 0; run < runs.dialects.length; run++) {
      const dialect = runs.dialects[run] as number;
      const length = runs.lengths[run] as number;
      offsets.varInt(dialect);
      offsets.varInt(length);
      const dialectNumbering = this.numbering.dialectList[dialect] as DialectNumbering;
      for (const end = k + length; k < end; k++) {
        const start = writer.out.size;
        const entry = kept?.[k];
        if (entry !== undefined) writer.out.bytes(entry.bytes);
        const custom = entry !== undefined ? entry.custom : this.writeEntry(values[k] as Attribute | Type, isType, dialectNumbering, writer);
        offsets.varIntWithFlag(writer.out.size - start, custom);
        offsets.spillIfLarge();
        writer.out.spillIfLarge();
      }
    }
  }

  /** Writes one attribute or type of `dialect`; returns whether it has a custom encoding (else it is text). */
  private writeEntry(value: Attribute | Type, isType: boolean, dialect: DialectNumbering, writer: EntryWriter): boolean {
    const hooks = dialect.hooks;
    if (hooks !== undefined && dialect.name === value.dialectNamespace) {
      const custom = isType ? hooks.writeType?.(value as Type, writer) : hooks.writeAttribute?.(value as Attribute, writer);
      if (custom === true) return true;
    }
    const textual = this.options.textual;
    if (textual === undefined) {
      throw new DiagnosticError({ severity: "error", message: `cannot write ${isType ? "type" : "attribute"} of dialect '${dialect.name}' without a printer` });
    }
    writer.out.nulTerminated(isType ? textual.printType(value as Type) : textual.printAttribute(value as Attribute));
    return false;
  }

  // ---- IR ----

  private writeIRSection(): ByteWriter {
    const section = new ByteWriter(1 << 16);
    section.varIntWithFlag(1, false);
    this.emitOp(section, this.root, 0);
    while (this.depth > 0) {
      const frame = this.frames[this.depth - 1] as IRFrame;
      const writer = frame.writer;
      if (!frame.started) {
        const region = frame.regions[frame.regionIndex];
        if (region === undefined) {
          this.depth--;
          if (frame.parent !== undefined) {
            frame.parent.section(SectionId.IR, writer);
            writer.reset();
          }
          continue;
        }
        frame.started = true;
        if (region.firstBlock === null) {
          writer.varInt(0);
          frame.started = false;
          frame.regionIndex++;
          continue;
        }
        const counts = this.numbering.block(region.firstBlock) as BlockNumbering;
        writer.varInt(counts.regionBlocks);
        writer.varInt(counts.regionValues);
        frame.block = region.firstBlock;
        this.writeBlockHeader(writer, frame.block);
        frame.op = frame.block.firstOp;
        frame.position = this.blockStart(frame.block);
      }
      let descended = false;
      while (frame.block !== null) {
        while (frame.op !== null) {
          const op: Operation = frame.op;
          frame.op = op.next;
          const depth = this.depth;
          writer.spillIfLarge();
          this.emitOp(writer, op, frame.position++);
          if (this.depth > depth) {
            descended = true;
            break;
          }
        }
        if (descended) break;
        frame.block = frame.block.next;
        if (frame.block !== null) {
          this.writeBlockHeader(writer, frame.block);
          frame.op = frame.block.firstOp;
          frame.position = this.blockStart(frame.block);
        }
      }
      if (descended) continue;
      frame.started = false;
      frame.regionIndex++;
    }
    return section;
  }

  /** Writes an op; one with regions gets a frame, so its regions are written next. */
  private emitOp(writer: ByteWriter, op: Operation, position: number): void {
    this.writeOpWithoutRegions(writer, op, position);
    const regions = op.regions;
    if (regions.length === 0) return;
    const isolated = this.numbering.isIsolated(position);
    writer.varIntWithFlag(regions.length, isolated);
    let frame = this.frames[this.depth];
    if (frame === undefined) {
      frame = new IRFrame();
      this.frames.push(frame);
    }
    frame.start(writer, regions, isolated && this.version >= BytecodeVersion.LazyLoading);
    this.depth++;
  }

  private blockStart(block: Block): number {
    return (this.numbering.block(block) as BlockNumbering).start;
  }

  private writeBlockHeader(writer: ByteWriter, block: Block): void {
    const args = block.arguments;
    writer.varIntWithFlag(block.size, args.length > 0);
    if (args.length === 0) return;
    writer.varInt(args.length);
    const n = this.numbering;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as (typeof args)[number];
      const loc = arg.loc;
      const unknown = loc instanceof UnknownLoc;
      if (this.version >= BytecodeVersion.ElideUnknownBlockArgLocation) {
        writer.varIntWithFlag(n.typeNumber(arg.type), !unknown);
        if (!unknown) writer.varInt(n.attributeNumber(loc));
      } else {
        writer.varInt(n.typeNumber(arg.type));
        writer.varInt(n.attributeNumber(loc));
      }
    }
    if (this.version >= BytecodeVersion.UseListOrdering) {
      const maskAt = writer.size;
      writer.byte(0);
      if (this.writeUseListOrders(writer, args)) writer.patchByte(maskAt, OpMask.HasUseListOrders);
    }
  }

  private writeOpWithoutRegions(writer: ByteWriter, op: Operation, position: number): void {
    const n = this.numbering;
    const name = n.opName(op);
    writer.varInt(name.number);
    const maskAt = writer.size;
    writer.byte(0);
    let mask = 0;
    writer.varInt(n.attributeNumber(op.location));
    const fallback = op.name.info?.bytecodeFallback === true ? fallbackStateOf(op) : undefined;
    const split = fallback !== undefined ? n.fallbackAttributes(op, fallback) : n.splitAttributes(op, name, name.registered || n.numberedAsRegistered(position));
    const dictionary = split.dictionary;
    if (dictionary !== undefined) {
      mask |= OpMask.HasAttrs;
      writer.varInt(n.attributeNumber(dictionary));
    }
    if (this.version >= BytecodeVersion.NativePropertiesEncoding) {
      let id = -1;
      const properties = split.properties;
      const opaque = split.opaque;
      if (properties !== undefined && name.codec !== undefined && name.registered) {
        id = properties.id;
        if (id < 0) {
          const body = this.propertiesBody;
          body.reset();
          name.codec.write(properties.inherent, this.propertiesWriter);
          id = this.properties.add(body);
          // Shared by every op with the same inherent attributes (a fresh record otherwise).
          properties.id = id;
        }
      } else if (split.encoded !== undefined) {
        // A fallback op's properties as the file it was read from encoded them.
        const body = this.propertiesBody;
        body.reset();
        body.bytes(split.encoded);
        id = this.properties.add(body);
      } else if (opaque !== undefined) {
        const body = this.propertiesBody;
        body.reset();
        body.varInt(n.attributeNumber(opaque));
        id = this.properties.add(body);
      }
      if (id >= 0) {
        mask |= OpMask.HasProperties;
        writer.varInt(id);
      }
    }
    const results = op.results;
    if (results.length > 0) {
      mask |= OpMask.HasResults;
      writer.varInt(results.length);
      for (let i = 0; i < results.length; i++) writer.varInt(n.typeNumber((results[i] as Value).type));
    }
    const operands = op.operands;
    if (operands.length > 0) {
      mask |= OpMask.HasOperands;
      writer.varInt(operands.length);
      for (let i = 0; i < operands.length; i++) writer.varInt(this.operandNumber(op, (operands[i] as OpOperand).value));
    }
    const successors = op.successors;
    if (successors.length > 0) {
      mask |= OpMask.HasSuccessors;
      writer.varInt(successors.length);
      for (let i = 0; i < successors.length; i++) writer.varInt(n.blockIndex((successors[i] as (typeof successors)[number]).block));
    }
    if (this.version >= BytecodeVersion.UseListOrdering && results.length > 0) {
      if (this.writeUseListOrders(writer, results)) mask |= OpMask.HasUseListOrders;
    }
    if (op.regions.length > 0) mask |= OpMask.HasInlineRegions;
    writer.patchByte(maskAt, mask);
  }

  private operandNumber(op: Operation, value: Value): number {
    const id = this.numbering.valueNumber(value);
    if (id < 0) throw new DiagnosticError({ severity: "error", message: `operand of '${op.name.name}' refers to a value outside the written IR` });
    return id;
  }

  /** The pre-order id of each use's owner and the use's operand number, for sorting uses (scratch). */
  private readonly useIds: number[] = [];
  private readonly useOperands: number[] = [];
  /** Positions (in its range) of the values whose use lists get an order (scratch). */
  private readonly unorderedValues: number[] = [];
  /** Orders uses (by index into useIds) by descending owner id, then descending operand number. */
  private readonly compareUses = (a: number, b: number): number => {
    const ids = this.useIds;
    const byId = (ids[b] as number) - (ids[a] as number);
    return byId !== 0 ? byId : (this.useOperands[b] as number) - (this.useOperands[a] as number);
  };

  /** Whether the uses from `first` on are in strictly descending (owner id, operand number) order. */
  private usesDescending(first: OpOperand): boolean {
    const n = this.numbering;
    let previous = first;
    for (let use = first.nextUse; use !== null; use = use.nextUse) {
      if (!n.usePairInOrder(previous, -1, use)) return false;
      previous = use;
    }
    return true;
  }

  /** Writes the use-list orders of a range of values; returns whether any was needed. */
  private writeUseListOrders(writer: ByteWriter, range: readonly Value[]): boolean {
    const unordered = this.unorderedValues;
    let count = 0;
    for (let i = 0; i < range.length; i++) {
      const first = (range[i] as Value).firstUse;
      if (first === null || first.nextUse === null || this.usesDescending(first)) continue;
      unordered[count++] = i;
    }
    if (count === 0) return false;
    // Upstream keeps the orders in a DenseMap keyed by value index and writes them in its bucket order.
    const indices = count === 1 ? unordered : denseMapIterationOrder(unordered.slice(0, count));
    if (range.length !== 1) writer.varInt(count);
    for (let j = 0; j < count; j++) {
      const index = indices[j] as number;
      if (range.length !== 1) writer.varInt(index);
      this.writeUseListOrder(writer, (range[index] as Value).firstUse as OpOperand);
    }
    return true;
  }

  /**
   * One value's use-list order: for each use in the list, its position once the uses are
   * sorted as the reader will have them, as pairs when fewer than half move.
   */
  private writeUseListOrder(writer: ByteWriter, first: OpOperand): void {
    const order = this.sortedUses(first);
    const count = order.length;
    let shuffled = 0;
    for (let k = 0; k < count; k++) if (order[k] !== k) shuffled++;
    if (shuffled < Math.floor(count / 2)) {
      writer.varIntWithFlag(shuffled * 2, true);
      for (let k = 0; k < count; k++) {
        if (order[k] === k) continue;
        writer.varInt(order[k] as number);
        writer.varInt(k);
      }
    } else {
      writer.varIntWithFlag(count, false);
      for (let k = 0; k < count; k++) writer.varInt(order[k] as number);
    }
  }

  /** The uses from `first` (by list index) in descending (owner pre-order id, operand number) order. */
  private sortedUses(first: OpOperand): number[] {
    const ids = this.useIds;
    const operands = this.useOperands;
    let count = 0;
    for (let use: OpOperand | null = first; use !== null; use = use.nextUse) {
      ids[count] = this.numbering.preorderId(use.owner);
      operands[count] = use.index;
      count++;
    }
    const order = new Array<number>(count);
    for (let k = 0; k < count; k++) order[k] = k;
    if (count > 16) return order.sort(this.compareUses);
    // Short lists (most): insertion sort, which allocates nothing (keys are distinct, so any sort agrees).
    for (let k = 1; k < count; k++) {
      const item = order[k] as number;
      let j = k - 1;
      while (j >= 0 && this.compareUses(order[j] as number, item) > 0) {
        order[j + 1] = order[j] as number;
        j--;
      }
      order[j + 1] = item;
    }
    return order;
  }

  // ---- resources ----

  private writeResourceSections(out: SectionList): void {
    const offsets = new ByteWriter();
    const data = new ByteWriter();
    offsets.varInt(0); // no external resource groups
    // One group per dialect with resources, in dialect order (the numbering lists them so).
    const resources = this.numbering.orderedResources;
    let previous = 0;
    for (let i = 0; i < resources.length; ) {
      const dialect = (resources[i] as { dialect: { number: number } }).dialect;
      const entries: { key: string; kind: number; size: number }[] = [];
      for (; i < resources.length && (resources[i] as { dialect: unknown }).dialect === dialect; i++) {
        const handle = (resources[i] as { handle: ResourceBlobHandle }).handle;
        if (handle.blob !== undefined && !this.options.elideResourceData) data.blobAndAlignment(handle.blob, handle.alignment);
        entries.push({ key: handle.key, kind: ResourceKind.Blob, size: data.size - previous });
        previous = data.size;
      }
      offsets.varInt(dialect.number);
      offsets.varInt(entries.length);
      for (const e of entries) {
        offsets.varInt(this.strings.insert(e.key));
        offsets.varInt(e.size);
        offsets.byte(e.kind);
      }
    }
    out.add(SectionId.ResourceOffset, offsets);
    out.add(SectionId.Resource, data);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function writeGroups<T extends { readonly dialect: { readonly number: number } }>(writer: ByteWriter, entries: readonly T[], each: (entry: T) => void): void {
  let i = 0;
  while (i < entries.length) {
    const dialect = (entries[i] as T).dialect.number;
    let j = i + 1;
    while (j < entries.length && (entries[j] as T).dialect.number === dialect) j++;
    writer.varInt(dialect);
    writer.varInt(j - i);
    for (let k = i; k < j; k++) each(entries[k] as T);
    i = j;
  }
}

