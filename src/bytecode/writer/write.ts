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
import { defaultBytecodeRegistry, type BytecodeDialectRegistry } from "../dialect/registry.js";
import type { TextualAttrTypeCodec } from "../reader/textual.js";
import { EntryWriter } from "./entry-writer.js";
import { IRNumbering, type BlockNumbering } from "./numbering.js";
import { StringTable } from "./string-table.js";
import { denseMapIterationOrder } from "./densemap-order.js";

export const DEFAULT_PRODUCER = "MLIR19.1.7";

export interface WriteOptions {
  /** Bytecode version to emit (0..6, default 6). */
  readonly version?: number;
  readonly producer?: string;
  /** Write resource keys but not their data (`--elide-resource-data-from-bytecode`). */
  readonly elideResourceData?: boolean;
  readonly registry?: BytecodeDialectRegistry;
  /** Prints attributes/types without a custom encoding; required when there are any. */
  readonly textual?: TextualAttrTypeCodec;
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

/** Properties entries, deduplicated by content (FNV-1a hash, then a byte compare). */
class PropertiesTable {
  private readonly byHash = new Map<number, number[]>();
  readonly entries: Uint8Array[] = [];
  /** The entry index of `data` (a view that is copied when it is new). */
  add(data: Uint8Array): number {
    let hash = 0x811c9dc5;
    for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ (data[i] as number), 0x01000193);
    let bucket = this.byHash.get(hash);
    if (bucket === undefined) {
      bucket = [];
      this.byHash.set(hash, bucket);
    }
    for (const i of bucket) {
      const existing = this.entries[i] as Uint8Array;
      if (existing.length === data.length && sameBytes(existing, data)) return i;
    }
    const index = this.entries.length;
    this.entries.push(data.slice());
    bucket.push(index);
    return index;
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
  /** At least the bytes appendTo writes (id, length, alignment padding and body per section). */
  sizeBound(): number {
    let size = 0;
    for (const body of this.bodies) size += 1 + 10 + 10 + body.requiredAlignment + body.size;
    return size;
  }
  appendTo(out: ByteWriter): void {
    for (let i = 0; i < this.ids.length; i++) out.section(this.ids[i] as number, this.bodies[i] as ByteWriter);
  }
}

class Writer {
  private readonly strings = new StringTable();
  private readonly numbering: IRNumbering;
  private readonly properties = new PropertiesTable();
  private readonly registry: BytecodeDialectRegistry;
  /** Encodes one op's properties before they are deduplicated. */
  private readonly propertiesBody = new ByteWriter(64);
  private readonly propertiesWriter: EntryWriter;

  constructor(
    private readonly root: Operation,
    private readonly options: WriteOptions,
    private readonly version: number,
  ) {
    this.registry = options.registry ?? defaultBytecodeRegistry();
    this.numbering = new IRNumbering(root, this.registry, version, root.context);
    this.propertiesWriter = this.entryWriter(this.propertiesBody);
  }

  write(): Uint8Array {
    // Sections are built in upstream's order (strings are numbered as they are first
    // written), then copied once into an output allocated at its final size.
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
      props.varInt(this.properties.entries.length);
      for (const p of this.properties.entries) {
        props.varInt(p.length);
        props.bytes(p);
      }
      sections.add(SectionId.Properties, props);
    } else if (this.properties.entries.length > 0) {
      throw new DiagnosticError({ severity: "error", message: "unexpected properties emitted incompatible with bytecode <5" });
    }
    const producer = this.options.producer ?? DEFAULT_PRODUCER;
    const out = new ByteWriter(MAGIC.length + 10 + producer.length + 1 + sections.sizeBound());
    for (const b of MAGIC) out.byte(b);
    out.varInt(this.version);
    out.nulTerminated(producer);
    sections.appendTo(out);
    return out.view();
  }

  private entryWriter(out: ByteWriter): EntryWriter {
    return new EntryWriter(out, this.numbering, this.strings, this.version);
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
      dialect.hooks?.writeVersion?.(this.entryWriter(versionWriter));
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
    const offsets = new ByteWriter();
    const data = new ByteWriter(1 << 12);
    const n = this.numbering;
    offsets.varInt(n.orderedAttributes.length);
    offsets.varInt(n.orderedTypes.length);
    let previous = 0;
    const writer = this.entryWriter(data);
    const writeEntry = (entry: number, isType: boolean): void => {
      const dialect = n.entryDialect(entry);
      const value = n.entries.values[entry] as Attribute | Type;
      const hooks = dialect.hooks;
      const opaque = dialect.name !== value.dialectNamespace;
      let custom = false;
      if (hooks !== undefined && !opaque) {
        custom = isType ? (hooks.writeType?.(value as Type, writer) ?? false) : (hooks.writeAttribute?.(value as Attribute, writer) ?? false);
      }
      if (!custom) {
        const textual = this.options.textual;
        if (textual === undefined) {
          throw new DiagnosticError({ severity: "error", message: `cannot write ${isType ? "type" : "attribute"} of dialect '${dialect.name}' without a printer` });
        }
        data.nulTerminated(isType ? textual.printType(value as Type) : textual.printAttribute(value as Attribute));
      }
      offsets.varIntWithFlag(data.size - previous, custom);
      previous = data.size;
    };
    const writeEntryGroups = (order: Int32Array, isType: boolean): void => {
      let i = 0;
      while (i < order.length) {
        const dialect = n.entries.dialect(order[i] as number);
        let j = i + 1;
        while (j < order.length && n.entries.dialect(order[j] as number) === dialect) j++;
        offsets.varInt(dialect);
        offsets.varInt(j - i);
        for (let k = i; k < j; k++) writeEntry(order[k] as number, isType);
        i = j;
      }
    };
    writeEntryGroups(n.orderedAttributes, false);
    writeEntryGroups(n.orderedTypes, true);
    out.add(SectionId.AttrTypeOffset, offsets);
    out.add(SectionId.AttrType, data);
  }

  // ---- IR ----

  private writeIRSection(): ByteWriter {
    const section = new ByteWriter(1 << 16);
    section.varIntWithFlag(1, false);
    interface Frame {
      readonly writer: ByteWriter;
      readonly parent: ByteWriter | undefined;
      readonly regions: readonly Region[];
      regionIndex: number;
      block: Block | null;
      op: Operation | null;
      /** Position of `op`. */
      position: number;
      started: boolean;
    }
    const stack: Frame[] = [];
    const emitOp = (writer: ByteWriter, op: Operation, position: number): void => {
      this.writeOpWithoutRegions(writer, op, position);
      if (op.regions.length === 0) return;
      const isolated = this.numbering.isIsolated(position);
      writer.varIntWithFlag(op.regions.length, isolated);
      const nested = isolated && this.version >= BytecodeVersion.LazyLoading;
      stack.push({
        writer: nested ? new ByteWriter(256) : writer,
        parent: nested ? writer : undefined,
        regions: op.regions,
        regionIndex: 0,
        block: null,
        op: null,
        position: 0,
        started: false,
      });
    };
    emitOp(section, this.root, 0);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as Frame;
      const writer = frame.writer;
      if (!frame.started) {
        const region = frame.regions[frame.regionIndex];
        if (region === undefined) {
          stack.pop();
          if (frame.parent !== undefined) frame.parent.section(SectionId.IR, writer);
          continue;
        }
        frame.started = true;
        if (region.firstBlock === null) {
          writer.varInt(0);
          frame.started = false;
          frame.regionIndex++;
          continue;
        }
        const counts = this.numbering.regionCounts.get(region) as { blocks: number; values: number };
        writer.varInt(counts.blocks);
        writer.varInt(counts.values);
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
          const depth = stack.length;
          emitOp(writer, op, frame.position++);
          if (stack.length > depth) {
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
    const shared = n.sharedProperties(position);
    const split = shared === undefined ? n.splitAttributes(op, name, name.registered || n.numberedAsRegistered(position)) : undefined;
    const dictionary = split !== undefined ? split.dictionary : op.attributes.value.length > 0 ? op.attributes : undefined;
    if (dictionary !== undefined) {
      mask |= OpMask.HasAttrs;
      writer.varInt(n.attributeNumber(dictionary));
    }
    if (this.version >= BytecodeVersion.NativePropertiesEncoding) {
      let id = -1;
      const properties = split !== undefined ? split.properties : shared;
      const opaque = split?.opaque;
      if (properties !== undefined && name.codec !== undefined && name.registered) {
        id = properties.id;
        if (id < 0) {
          const body = this.propertiesBody;
          body.reset();
          name.codec.write(properties.inherent, this.propertiesWriter);
          id = this.properties.add(body.view());
          // Shared by every op with the same inherent attributes (a fresh record otherwise).
          properties.id = id;
        }
      } else if (opaque !== undefined) {
        const body = this.propertiesBody;
        body.reset();
        body.varInt(n.attributeNumber(opaque));
        id = this.properties.add(body.view());
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

  private ownerId(use: OpOperand): number {
    return this.numbering.preorderId(use.owner);
  }

  /** Whether the uses from `first` on are in strictly descending (owner id, operand number) order. */
  private usesDescending(first: OpOperand): boolean {
    const n = this.numbering;
    let previous = first;
    for (let use = first.nextUse; use !== null; use = use.nextUse) {
      const a = previous.owner;
      const b = use.owner;
      if (a === b) {
        if (use.index >= previous.index) return false;
      } else {
        const block = a.parent;
        // Two ops of one written block compare by position; others by pre-order id.
        if (block !== null && block === b.parent && n.block(block) !== undefined) {
          if (b.orderIndex > a.orderIndex) return false;
        } else {
          const ia = n.preorderId(a);
          const ib = n.preorderId(b);
          if (ib > ia || (ib === ia && use.index >= previous.index)) return false;
        }
      }
      previous = use;
    }
    return true;
  }

  /** Writes the use-list orders of a range of values; returns whether any was needed. */
  private writeUseListOrders(writer: ByteWriter, range: readonly Value[]): boolean {
    let orders: { index: number; order: number[] }[] | undefined;
    for (let i = 0; i < range.length; i++) {
      const value = range[i] as Value;
      const first = value.firstUse;
      if (first === null || first.nextUse === null || this.usesDescending(first)) continue;
      const indexed: { index: number; id: number; operand: number }[] = [];
      for (let use: OpOperand | null = first; use !== null; use = use.nextUse) {
        indexed.push({ index: indexed.length, id: this.ownerId(use), operand: use.index });
      }
      indexed.sort((a, b) => (a.id !== b.id ? b.id - a.id : b.operand - a.operand));
      (orders ??= []).push({ index: i, order: indexed.map((e) => e.index) });
    }
    if (orders === undefined) return false;
    if (orders.length > 1) {
      const byIndex = new Map(orders.map((o) => [o.index, o]));
      orders = denseMapIterationOrder(orders.map((o) => o.index)).map((i) => byIndex.get(i) as { index: number; order: number[] });
    }
    if (range.length !== 1) writer.varInt(orders.length);
    for (const { index, order } of orders) {
      let shuffled = 0;
      for (let k = 0; k < order.length; k++) if (order[k] !== k) shuffled++;
      const pairs = shuffled < Math.floor(order.length / 2);
      if (range.length !== 1) writer.varInt(index);
      if (pairs) {
        writer.varIntWithFlag(shuffled * 2, true);
        for (let k = 0; k < order.length; k++) {
          if (order[k] === k) continue;
          writer.varInt(order[k] as number);
          writer.varInt(k);
        }
      } else {
        writer.varIntWithFlag(order.length, false);
        for (const k of order) writer.varInt(k);
      }
    }
    return true;
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

