// The outer layer of a bytecode file: magic, version, producer and the table of
// top-level sections, plus decoders for the small index sections (strings, dialects,
// attribute/type offsets, resources, properties) that both readers share.
import { BytecodeVersion, MAGIC, NUM_SECTIONS, SectionId, isSectionRequired, sectionName } from "./constants.js";
import { ByteReader, type SectionHeader } from "./byte-reader.js";
import { BytecodeError } from "./errors.js";
import { latin1FromBytes } from "./strings.js";

export interface Container {
  readonly bytes: Uint8Array;
  readonly version: number;
  readonly producer: string;
  readonly sections: readonly (SectionHeader | undefined)[];
}

export function isBytecode(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === MAGIC[0] && bytes[1] === MAGIC[1] && bytes[2] === MAGIC[2] && bytes[3] === MAGIC[3]
  );
}

export function readContainer(bytes: Uint8Array): Container {
  if (!isBytecode(bytes)) throw new BytecodeError("input is not MLIR bytecode (missing 'ML\\xEFR' magic number)", 0);
  const reader = new ByteReader(bytes, 4);
  const versionAt = reader.pos;
  const version = reader.varInt();
  if (version > BytecodeVersion.Current) {
    throw new BytecodeError(`bytecode version ${version} is newer than the current version ${BytecodeVersion.Current}`, versionAt);
  }
  const producer = reader.nulTerminatedString();
  const sections: (SectionHeader | undefined)[] = new Array<SectionHeader | undefined>(NUM_SECTIONS).fill(undefined);
  while (!reader.atEnd()) {
    const at = reader.pos;
    const header = reader.section(NUM_SECTIONS);
    if (sections[header.id] !== undefined) throw new BytecodeError(`duplicate top-level section: ${sectionName(header.id)}`, at);
    sections[header.id] = header;
  }
  for (let id = 0; id < NUM_SECTIONS; id++) {
    if (sections[id] === undefined && isSectionRequired(id, version)) {
      throw new BytecodeError(`missing data for top-level section: ${sectionName(id)}`, reader.pos);
    }
  }
  return { bytes, version, producer, sections };
}

export function sectionReader(container: Container, id: SectionId): ByteReader | undefined {
  const header = container.sections[id];
  return header === undefined ? undefined : new ByteReader(container.bytes, header.start, header.end);
}

export function requiredSection(container: Container, id: SectionId): ByteReader {
  const reader = sectionReader(container, id);
  if (reader === undefined) throw new BytecodeError(`missing data for top-level section: ${sectionName(id)}`, 0);
  return reader;
}

/** String table: count, sizes in reverse order, then the NUL-terminated data. */
export function readStringSection(reader: ByteReader): string[] {
  const count = reader.checkCount(reader.varInt(), "string");
  let dataEnd = reader.end;
  const sizes: number[] = new Array<number>(count);
  for (let i = count - 1; i >= 0; i--) {
    const at = reader.pos;
    const size = reader.varInt();
    if (size < 1 || dataEnd - size < reader.pos) throw reader.error("string size exceeds the available data size", at);
    sizes[i] = size;
    dataEnd -= size;
  }
  if (reader.pos !== dataEnd) throw reader.error("unexpected trailing data between the offsets for strings and their data");
  // Strings may contain NUL bytes; the sizes, not the terminators, delimit them.
  const strings = new Array<string>(count);
  let start = dataEnd;
  for (let i = 0; i < count; i++) {
    const size = sizes[i] as number;
    strings[i] = latin1FromBytes(reader.bytes, start, start + size - 1);
    start += size;
  }
  return strings;
}

export function stringAt(reader: ByteReader, strings: readonly string[], index: number, at: number): string {
  const s = strings[index];
  if (s === undefined) throw reader.error(`invalid string index: ${index}`, at);
  return s;
}

export interface DialectTable {
  readonly dialects: { name: string; version: Uint8Array | undefined }[];
  readonly opNames: { dialect: number; name: string; registered: boolean | undefined }[];
}

export function readDialectSection(reader: ByteReader, version: number, strings: readonly string[]): DialectTable {
  const numDialects = reader.checkCount(reader.varInt(), "dialect");
  const dialects: { name: string; version: Uint8Array | undefined }[] = [];
  for (let i = 0; i < numDialects; i++) {
    const at = reader.pos;
    if (version < BytecodeVersion.DialectVersioning) {
      dialects.push({ name: stringAt(reader, strings, reader.varInt(), at), version: undefined });
      continue;
    }
    const nameIndex = reader.varIntWithFlag();
    const hasVersion = reader.flag;
    const name = stringAt(reader, strings, nameIndex, at);
    let versionBytes: Uint8Array | undefined;
    if (hasVersion) {
      const sectionAt = reader.pos;
      const header = reader.section(NUM_SECTIONS);
      if (header.id !== SectionId.DialectVersions) throw reader.error("expected dialect version section", sectionAt);
      versionBytes = reader.bytes.subarray(header.start, header.end);
    }
    dialects.push({ name, version: versionBytes });
  }
  if (version >= BytecodeVersion.ElideUnknownBlockArgLocation) reader.checkCount(reader.varInt(), "operation name");
  const opNames: { dialect: number; name: string; registered: boolean | undefined }[] = [];
  while (!reader.atEnd()) {
    const at = reader.pos;
    const dialect = reader.varInt();
    if (dialect >= dialects.length) throw reader.error(`invalid dialect index: ${dialect}`, at);
    const count = reader.checkCount(reader.varInt(), "operation name");
    for (let i = 0; i < count; i++) {
      const nameAt = reader.pos;
      if (version < BytecodeVersion.NativePropertiesEncoding) {
        opNames.push({ dialect, name: stringAt(reader, strings, reader.varInt(), nameAt), registered: undefined });
      } else {
        const index = reader.varIntWithFlag();
        opNames.push({ dialect, name: stringAt(reader, strings, index, nameAt), registered: reader.flag });
      }
    }
  }
  return { dialects, opNames };
}

export interface AttrTypeIndex {
  /** Per entry: dialect number, custom-encoding flag, absolute start and end. */
  readonly dialect: Uint32Array;
  readonly custom: Uint8Array;
  readonly start: Uint32Array;
  /** `start` shifted by one: entries are contiguous, so both views share one array. */
  readonly end: Uint32Array;
}

export interface AttrTypeTables {
  readonly attributes: AttrTypeIndex;
  readonly types: AttrTypeIndex;
}

function newIndex(count: number): AttrTypeIndex {
  // Offsets fit in 32 bits: a Uint8Array (hence a bytecode file) is shorter than 4 GiB.
  // Nine bytes an entry, not 21, keeps the tables of a large module below the external
  // memory growth that makes V8 collect garbage.
  const offsets = new Uint32Array(count + 1);
  return { dialect: new Uint32Array(count), custom: new Uint8Array(count), start: offsets.subarray(0, count), end: offsets.subarray(1) };
}

export function readAttrTypeOffsets(offsets: ByteReader, data: ByteReader, numDialects: number): AttrTypeTables {
  const numAttributes = offsets.checkCount(offsets.varInt(), "attribute");
  const numTypes = offsets.checkCount(offsets.varInt(), "type");
  offsets.checkCount(numAttributes + numTypes, "attribute and type");
  const attributes = newIndex(numAttributes);
  const types = newIndex(numTypes);
  let current = data.pos;
  for (const table of [attributes, types]) {
    const total = table.dialect.length;
    let index = 0;
    while (index < total) {
      const at = offsets.pos;
      const dialect = offsets.varInt();
      if (dialect >= numDialects) throw offsets.error(`invalid dialect index: ${dialect}`, at);
      const count = offsets.varInt();
      if (count > total - index) throw offsets.error(`dialect group of ${count} entries overruns the table`, at);
      for (let i = 0; i < count; i++, index++) {
        const entryAt = offsets.pos;
        const size = offsets.varIntWithFlag();
        if (size > data.end - current) throw offsets.error("Attribute or Type entry offset points past the end of section", entryAt);
        table.dialect[index] = dialect;
        table.custom[index] = offsets.flag ? 1 : 0;
        table.start[index] = current;
        current += size;
      }
    }
    // The end of the last entry (the other ends are the next entries' starts).
    if (total > 0) table.end[total - 1] = current;
  }
  if (!offsets.atEnd()) throw offsets.error("unexpected trailing data in the Attribute/Type offset section");
  return { attributes, types };
}

export interface ResourceEntryIndex {
  readonly key: string;
  readonly kind: number;
  readonly start: number;
  readonly end: number;
}

export interface ResourceGroupIndex {
  readonly owner: string | number;
  readonly entries: ResourceEntryIndex[];
}

export interface ResourceTables {
  readonly external: ResourceGroupIndex[];
  readonly dialect: ResourceGroupIndex[];
}

export function readResourceSections(
  offsets: ByteReader | undefined,
  data: ByteReader | undefined,
  strings: readonly string[],
  numDialects: number,
): ResourceTables | undefined {
  if (offsets === undefined && data === undefined) return undefined;
  if (offsets === undefined) throw new BytecodeError("expected resource offset section when resource section is present", data?.pos ?? 0);
  if (data === undefined) throw new BytecodeError("unexpected resource offset section when resource section is not present", offsets.pos);
  let cursor = data.pos;
  const readGroup = (owner: string | number): ResourceGroupIndex => {
    const count = offsets.checkCount(offsets.varInt(), "resource");
    const entries: ResourceEntryIndex[] = [];
    for (let i = 0; i < count; i++) {
      const at = offsets.pos;
      const key = stringAt(offsets, strings, offsets.varInt(), at);
      const size = offsets.varInt();
      const kind = offsets.byte();
      if (size > data.end - cursor) throw offsets.error(`attempting to parse ${size} bytes when only ${data.end - cursor} remain`, at);
      entries.push({ key, kind, start: cursor, end: cursor + size });
      cursor += size;
    }
    return { owner, entries };
  };
  const numExternal = offsets.checkCount(offsets.varInt(), "external resource group");
  const external: ResourceGroupIndex[] = [];
  for (let i = 0; i < numExternal; i++) {
    const at = offsets.pos;
    external.push(readGroup(stringAt(offsets, strings, offsets.varInt(), at)));
  }
  const dialect: ResourceGroupIndex[] = [];
  while (!offsets.atEnd()) {
    const at = offsets.pos;
    const owner = offsets.varInt();
    if (owner >= numDialects) throw offsets.error(`invalid dialect index: ${owner}`, at);
    dialect.push(readGroup(owner));
  }
  return { external, dialect };
}

/** Properties section: count, then `count` entries of (size, bytes). Returns absolute ranges. */
export function readPropertiesSection(reader: ByteReader | undefined): { start: number; end: number }[] | undefined {
  if (reader === undefined) return undefined;
  if (reader.atEnd()) return [];
  const count = reader.checkCount(reader.varInt(), "properties");
  const entries: { start: number; end: number }[] = [];
  for (let i = 0; i < count; i++) {
    const size = reader.varInt();
    const start = reader.pos;
    reader.skip(size);
    entries.push({ start, end: start + size });
  }
  if (!reader.atEnd()) throw reader.error("Broken properties section: didn't exhaust the offsets table");
  return entries;
}
