// Opens a bytecode buffer: reads the container and the index sections (strings,
// dialects, op names, resources, attribute/type offsets, properties) and prepares the
// lazy attribute/type reader. The IR section is left to the IR reader.
import { ResourceBlobHandle } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import { ByteReader } from "../format/byte-reader.js";
import { ResourceKind, SectionId } from "../format/constants.js";
import {
  readAttrTypeOffsets,
  readContainer,
  readDialectSection,
  readPropertiesSection,
  readResourceSections,
  readStringSection,
  requiredSection,
  sectionReader,
  type Container,
} from "../format/container.js";
import { BytecodeError } from "../format/errors.js";
import { dialectBytecodeOf } from "../dialect/lookup.js";
import type { BytecodeDialectHooks } from "../dialect/hooks.js";
import { AttrTypeReader, EntryReader } from "./attr-type-reader.js";
import type { TextualAttrTypeCodec } from "./textual.js";

export interface OpenOptions {
  /** Its dialects (registered or loaded) answer for their ops, encodings and versions. */
  readonly context: MLIRContext;
  readonly textual?: TextualAttrTypeCodec;
}

export interface OpenedOpName {
  /** Full name, `dialect.op` (or the dialect name alone for legacy empty names). */
  readonly name: string;
  /** Index of its dialect in the dialect section. */
  readonly dialect: number;
  readonly registered: boolean | undefined;
}

export interface OpenedBytecode {
  readonly container: Container;
  readonly version: number;
  readonly producer: string;
  readonly strings: readonly string[];
  readonly dialectNames: readonly string[];
  readonly opNames: readonly OpenedOpName[];
  readonly attrTypes: AttrTypeReader;
  readonly properties: readonly { start: number; end: number }[] | undefined;
  readonly dialectVersions: ReadonlyMap<string, unknown>;
  /**
   * Loads a dialect on its first use (upstream's BytecodeDialect::load): refuses an
   * unknown dialect unless the context allows them, and reads its version entry.
   */
  loadDialect(index: number, at: number): void;
  /** The bytecode hooks of a dialect named in the file (valid once loaded). */
  dialectHooks(index: number): BytecodeDialectHooks | undefined;
  /** A dialect's version entry as encoded, if the file has one. */
  dialectVersionBytes(index: number): Uint8Array | undefined;
  /** Dialects (loaded so far) whose version in the file their hooks say they cannot decode ops of. */
  readonly undecodableVersions: ReadonlySet<string>;
  /** Non-fatal problems, as mlir-opt reports them with `warning:`. */
  readonly warnings: readonly string[];
  /** The resources the file declares, in its order (the numbers its entries refer to them by). */
  readonly resources: readonly ResourceBlobHandle[];
}

export function openBytecode(bytes: Uint8Array, options: OpenOptions): OpenedBytecode {
  const container = readContainer(bytes);
  const version = container.version;
  const context = options.context;
  const strings = readStringSection(requiredSection(container, SectionId.String));
  const properties = readPropertiesSection(sectionReader(container, SectionId.Properties));
  const { dialects, opNames } = readDialectSection(requiredSection(container, SectionId.Dialect), version, strings);
  const dialectNames = dialects.map((d) => d.name);
  const warnings: string[] = [];

  // Resources: each dialect declares its keys (and may rename them, as upstream does);
  // the handles are kept in file order.
  const handles: ResourceBlobHandle[] = [];
  const resourceTables = readResourceSections(
    sectionReader(container, SectionId.ResourceOffset),
    sectionReader(container, SectionId.Resource),
    strings,
    dialects.length,
  );
  for (const group of resourceTables?.external ?? []) warnings.push(`ignoring unknown external resources for '${group.owner}'`);
  for (const group of resourceTables?.dialect ?? []) {
    const name = dialectNames[group.owner as number] as string;
    const dialect = context.getDialect(name);
    const declare = dialect?.declareResource;
    for (const entry of group.entries) {
      const handle = declare !== undefined ? declare(context, entry.key) : new ResourceBlobHandle(entry.key, name);
      handles.push(handle);
      if (entry.end === entry.start) continue;
      const reader = new ByteReader(bytes, entry.start, entry.end);
      if (entry.kind !== ResourceKind.Blob) {
        if (dialect?.resourceEntriesAreBlobs === true) throw reader.error(`expected a blob resource entry for '${entry.key}'`);
        continue;
      }
      const blob = reader.blobAndAlignment();
      if (!reader.atEnd()) throw reader.error(`unexpected trailing bytes in resource entry '${entry.key}'`);
      handle.blob = bytes.slice(blob.start, blob.end);
      handle.alignment = blob.alignment;
    }
    if (declare === undefined) warnings.push(`ignoring resources of dialect '${name}'`);
  }

  const dialectVersions = new Map<string, unknown>();
  const undecodableVersions = new Set<string>();
  const loaded = new Uint8Array(dialects.length);
  const hooksByIndex = new Array<BytecodeDialectHooks | undefined>(dialects.length).fill(undefined);
  const loadDialect = (index: number, at: number): void => {
    if (loaded[index] === 1) return;
    const d = dialects[index];
    if (d === undefined) throw new BytecodeError(`invalid dialect index: ${index}`, at);
    if (!context.allowUnregisteredDialects && !context.isDialectRegistered(d.name)) {
      throw new BytecodeError(
        `dialect '${d.name}' is unknown. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used.`,
        at,
      );
    }
    loaded[index] = 1;
    const hooks = dialectBytecodeOf(context.getDialect(d.name));
    hooksByIndex[index] = hooks;
    if (d.version === undefined) return;
    const start = d.version.byteOffset - bytes.byteOffset;
    if (hooks === undefined) throw new BytecodeError(`dialect '${d.name}' does not implement the bytecode interface, but found a version entry`, start);
    if (hooks.readVersion === undefined) throw new BytecodeError("Dialect does not support versioning", start);
    const decoded = hooks.readVersion(new EntryReader(attrTypes, new ByteReader(bytes, start, start + d.version.length), true));
    dialectVersions.set(d.name, decoded);
    if (hooks.canDecodeVersion?.(decoded) === false) undecodableVersions.add(d.name);
  };
  const attrTypes = new AttrTypeReader({
    bytes,
    tables: readAttrTypeOffsets(
      requiredSection(container, SectionId.AttrTypeOffset),
      requiredSection(container, SectionId.AttrType),
      dialects.length,
    ),
    dialectNames,
    strings,
    version,
    context,
    hooks: (index) => hooksByIndex[index],
    textual: options.textual,
    resources: handles,
    dialectVersions,
    loadDialect,
  });

  const names: OpenedOpName[] = opNames.map((n) => {
    const dialect = dialectNames[n.dialect] as string;
    return { name: n.name === "" ? dialect : `${dialect}.${n.name}`, dialect: n.dialect, registered: n.registered };
  });
  if (properties === undefined && version >= 5) throw new BytecodeError("missing data for top-level section: Properties (8)", 0);
  return {
    container,
    version,
    producer: container.producer,
    strings,
    dialectNames,
    opNames: names,
    attrTypes,
    properties,
    dialectVersions,
    loadDialect,
    dialectHooks: (index) => hooksByIndex[index],
    dialectVersionBytes: (index) => dialects[index]?.version,
    undecodableVersions,
    warnings,
    resources: handles,
  };
}
