// Encodes the raw model back into bytes, with sections in the order upstream writes
// them. Reading an upstream file and writing it back must reproduce it exactly.
import { ByteWriter } from "../format/byte-writer.js";
import { BytecodeVersion, MAGIC, OpMask, SectionId } from "../format/constants.js";
import type { RawBlock, RawBytecode, RawOp, RawRegion, RawResourceGroup, RawUseListOrder } from "./model.js";

export function writeUseListOrders(writer: ByteWriter, orders: readonly RawUseListOrder[], rangeSize: number): void {
  if (rangeSize !== 1) writer.varInt(orders.length);
  for (const order of orders) {
    if (rangeSize !== 1) writer.varInt(order.index);
    writer.varIntWithFlag(order.indices.length, order.indexPairs);
    for (const index of order.indices) writer.varInt(index);
  }
}

function writeBlockHeader(writer: ByteWriter, block: RawBlock, version: number): void {
  writer.varIntWithFlag(block.ops.length, block.args !== undefined);
  if (block.args === undefined) return;
  writer.varInt(block.args.length);
  for (const arg of block.args) {
    if (version >= BytecodeVersion.ElideUnknownBlockArgLocation) {
      writer.varIntWithFlag(arg.type, arg.loc >= 0);
      if (arg.loc >= 0) writer.varInt(arg.loc);
    } else {
      writer.varInt(arg.type);
      writer.varInt(arg.loc);
    }
  }
  if (version >= BytecodeVersion.UseListOrdering) {
    if (block.argUseLists === undefined) writer.byte(0);
    else {
      writer.byte(OpMask.HasUseListOrders);
      writeUseListOrders(writer, block.argUseLists, block.args.length);
    }
  }
}

function writeOpWithoutRegions(writer: ByteWriter, op: RawOp, version: number): void {
  writer.varInt(op.name);
  writer.byte(op.mask);
  writer.varInt(op.loc);
  if (op.mask & OpMask.HasAttrs) writer.varInt(op.attrs);
  if (op.mask & OpMask.HasProperties) writer.varInt(op.props);
  if (op.results !== undefined) {
    writer.varInt(op.results.length);
    for (const t of op.results) writer.varInt(t);
  }
  if (op.operands !== undefined) {
    writer.varInt(op.operands.length);
    for (const v of op.operands) writer.varInt(v);
  }
  if (op.successors !== undefined) {
    writer.varInt(op.successors.length);
    for (const b of op.successors) writer.varInt(b);
  }
  if (op.useLists !== undefined && version >= BytecodeVersion.UseListOrdering) {
    writeUseListOrders(writer, op.useLists, op.results?.length ?? 0);
  }
  if (op.regions !== undefined) writer.varIntWithFlag(op.regions.length, op.isolated);
}

interface Frame {
  readonly writer: ByteWriter;
  /** Section to close into `parent` when this frame ends (isolated regions). */
  readonly parent: ByteWriter | undefined;
  readonly regions: readonly RawRegion[];
  regionIndex: number;
  blockIndex: number;
  opIndex: number;
  /** Whether the current region's header and first block header are written. */
  started: boolean;
}

export function writeRawIR(block: RawBlock, version: number): ByteWriter {
  const section = new ByteWriter(1 << 12);
  writeBlockHeader(section, block, version);
  const stack: Frame[] = [
    {
      writer: section,
      parent: undefined,
      regions: [{ numValues: 0, blocks: [block] }],
      regionIndex: 0,
      blockIndex: 0,
      opIndex: 0,
      started: true,
    },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const writer = frame.writer;
    const region = frame.regions[frame.regionIndex];
    if (region === undefined) {
      stack.pop();
      if (frame.parent !== undefined) frame.parent.section(SectionId.IR, writer);
      continue;
    }
    if (!frame.started) {
      frame.started = true;
      writer.varInt(region.blocks.length);
      if (region.blocks.length === 0) {
        frame.regionIndex++;
        frame.started = false;
        continue;
      }
      writer.varInt(region.numValues);
      writeBlockHeader(writer, region.blocks[0] as RawBlock, version);
    }
    let descended = false;
    while (frame.blockIndex < region.blocks.length) {
      const current = region.blocks[frame.blockIndex] as RawBlock;
      while (frame.opIndex < current.ops.length) {
        const op = current.ops[frame.opIndex++] as RawOp;
        writeOpWithoutRegions(writer, op, version);
        if (op.regions !== undefined && op.regions.length > 0) {
          const isolated = op.isolated && version >= BytecodeVersion.LazyLoading;
          stack.push({
            writer: isolated ? new ByteWriter() : writer,
            parent: isolated ? writer : undefined,
            regions: op.regions,
            regionIndex: 0,
            blockIndex: 0,
            opIndex: 0,
            started: false,
          });
          descended = true;
          break;
        }
      }
      if (descended) break;
      frame.blockIndex++;
      frame.opIndex = 0;
      const next = region.blocks[frame.blockIndex];
      if (next !== undefined) writeBlockHeader(writer, next, version);
    }
    if (descended) continue;
    frame.regionIndex++;
    frame.blockIndex = 0;
    frame.opIndex = 0;
    frame.started = false;
  }
  return section;
}

export function writeRawBytecode(raw: RawBytecode): Uint8Array {
  const out = new ByteWriter(1 << 16);
  for (const b of MAGIC) out.byte(b);
  out.varInt(raw.version);
  out.nulTerminated(raw.producer);

  const dialect = new ByteWriter();
  dialect.varInt(raw.dialects.length);
  const stringIndex = new Map<string, number>();
  raw.strings.forEach((s, i) => {
    if (!stringIndex.has(s)) stringIndex.set(s, i);
  });
  const indexOf = (s: string): number => {
    const i = stringIndex.get(s);
    if (i === undefined) throw new Error(`string '${s}' missing from the raw string table`);
    return i;
  };
  for (const d of raw.dialects) {
    if (raw.version < BytecodeVersion.DialectVersioning) {
      dialect.varInt(indexOf(d.name));
      continue;
    }
    dialect.varIntWithFlag(indexOf(d.name), d.version !== undefined && d.version.length > 0);
    if (d.version !== undefined && d.version.length > 0) {
      const v = new ByteWriter();
      v.bytes(d.version);
      dialect.section(SectionId.DialectVersions, v);
    }
  }
  if (raw.version >= BytecodeVersion.ElideUnknownBlockArgLocation) dialect.varInt(raw.opNames.length);
  writeGroups(dialect, raw.opNames, (name) => {
    if (raw.version < BytecodeVersion.NativePropertiesEncoding) dialect.varInt(indexOf(name.name));
    else dialect.varIntWithFlag(indexOf(name.name), name.registered === true);
  });
  out.section(SectionId.Dialect, dialect);

  const offsets = new ByteWriter();
  const data = new ByteWriter();
  offsets.varInt(raw.attributes.length);
  offsets.varInt(raw.types.length);
  for (const table of [raw.attributes, raw.types]) {
    writeGroups(offsets, table, (entry) => {
      data.bytes(entry.data);
      offsets.varIntWithFlag(entry.data.length, entry.custom);
    });
  }
  out.section(SectionId.AttrTypeOffset, offsets);
  out.section(SectionId.AttrType, data);

  out.section(SectionId.IR, writeRawIR(raw.root, raw.version));

  if (raw.resources !== undefined) {
    const resourceOffsets = new ByteWriter();
    const resourceData = new ByteWriter();
    resourceOffsets.varInt(raw.resources.external.length);
    const writeGroup = (owner: number, entries: RawResourceGroup) => {
      resourceOffsets.varInt(owner);
      resourceOffsets.varInt(entries.entries.length);
      for (const e of entries.entries) {
        // Entries holding blobs must keep their alignment relative to the section.
        resourceData.bytes(e.data);
        resourceOffsets.varInt(indexOf(e.key));
        resourceOffsets.varInt(e.data.length);
        resourceOffsets.byte(e.kind);
      }
    };
    for (const g of raw.resources.external) writeGroup(indexOf(g.owner as string), g);
    for (const g of raw.resources.dialect) writeGroup(g.owner as number, g);
    resourceData.requiredAlignment = resourceAlignment(raw);
    out.section(SectionId.ResourceOffset, resourceOffsets);
    out.section(SectionId.Resource, resourceData);
  }

  const strings = new ByteWriter();
  strings.varInt(raw.strings.length);
  for (let i = raw.strings.length - 1; i >= 0; i--) strings.varInt((raw.strings[i] as string).length + 1);
  for (const s of raw.strings) strings.nulTerminated(s);
  out.section(SectionId.String, strings);

  if (raw.properties !== undefined && raw.version >= BytecodeVersion.NativePropertiesEncoding) {
    const props = new ByteWriter();
    props.varInt(raw.properties.length);
    for (const p of raw.properties) {
      props.varInt(p.length);
      props.bytes(p);
    }
    out.section(SectionId.Properties, props);
  }
  return out.finish();
}

/** The largest blob alignment declared by resource entries (they were aligned when read). */
function resourceAlignment(raw: RawBytecode): number {
  let max = 1;
  for (const g of [...(raw.resources?.external ?? []), ...(raw.resources?.dialect ?? [])]) {
    for (const e of g.entries) {
      if (e.kind !== 0 || e.data.length === 0) continue;
      const first = e.data[0] as number;
      // Alignment is the first varint of a blob entry; single-byte form covers powers of two below 128.
      if (first & 1) max = Math.max(max, first >>> 1);
    }
  }
  return max;
}

function writeGroups<T extends { readonly dialect: number }>(writer: ByteWriter, entries: readonly T[], each: (entry: T) => void): void {
  let i = 0;
  while (i < entries.length) {
    const dialect = (entries[i] as T).dialect;
    let j = i + 1;
    while (j < entries.length && (entries[j] as T).dialect === dialect) j++;
    writer.varInt(dialect);
    writer.varInt(j - i);
    for (let k = i; k < j; k++) each(entries[k] as T);
    i = j;
  }
}
