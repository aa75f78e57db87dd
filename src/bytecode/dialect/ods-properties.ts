// Property codecs for ops described by an ODS layout: the inherent attributes in the
// order upstream's generated writeProperties emits them (sorted by name), then the
// operand/result segment sizes (an attribute before version 6, a sparse array after),
// and native (non-attribute) properties in their ODS encodings. A layout is written as a
// string, entries separated by commas: `name` a required attribute, `name?` an optional
// one, `#name:N` a segment-size array of N groups, `%name:ENCODING` a native property in
// one of ODS's default encodings, `!name:Enum` an EnumProperty over the bit enum `Enum`
// (described by the caller), `&name` a native property whose encoding the caller gives
// (the code of its ODS Property, generated), `!name` a native property in an encoding
// tsmlir cannot read.
// The stub generator (generators/stubs/layout.ts) derives layouts from ODS facts.
import { DenseArrayAttr, IntegerAttr, OpaqueAttr, StringAttr, type Attribute, type NamedAttribute } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import { IntegerType } from "../../ir/types.js";
import { BytecodeVersion } from "../format/constants.js";
import type { DialectBytecodeReader, DialectBytecodeWriter, OpPropertiesCodec } from "./hooks.js";

export type LayoutEntry =
  | { readonly kind: "attribute"; readonly name: string; readonly optional: boolean }
  | { readonly kind: "segments"; readonly name: string; readonly size: number }
  | { readonly kind: "bitEnum"; readonly name: string; readonly attribute: BitEnumAttribute }
  | { readonly kind: "native"; readonly name: string; readonly encoding: NativeEncoding }
  | { readonly kind: "coded"; readonly name: string; readonly owner: string; readonly codec: NativePropertyBytecode }
  | { readonly kind: "unsupported"; readonly name: string };

/**
 * ODS 19's default bytecode of native properties, written `%name:ENCODING` in a layout:
 * `i64` an int64_t as a varint (attribute form `N : i64`), `i64[]` an int64_t array as a
 * varint count then varints (`array<i64: ...>`), `str` a std::string as a string reference;
 * `i64attr` an int64_t written as its `N : i64` attribute (a property converted to an
 * attribute for bytecode, yet not an inherent attribute).
 */
export type NativeEncoding = "i64" | "i64[]" | "str" | "i64attr";

const NATIVE_ENCODINGS: ReadonlySet<string> = new Set<NativeEncoding>(["i64", "i64[]", "str", "i64attr"]);

/**
 * The encoding of a native property given by its owner (generated from the read/write code
 * of its ODS Property), over the attribute form the IR stores it in.
 */
export interface NativePropertyBytecode {
  /** Reads the property (throwing `reader.error(...)` when it cannot) and returns its attribute form. */
  read(reader: DialectBytecodeReader): Attribute;
  /** Whether `value` (absent: undefined) is a value of the property. */
  canWrite(value: Attribute | undefined): boolean;
  write(value: Attribute, writer: DialectBytecodeWriter): void;
}

/**
 * A bit enum stored by an ODS EnumProperty (in bytecode: a varint of its bits), as the
 * attribute printing it spells it (`#llvm.overflow<nsw, nuw>`): the IR holds the property
 * as that attribute, kept opaque when tsmlir does not define the dialect.
 */
export interface BitEnumProperty {
  /** The enum's name, as `!name:Enum` layout entries refer to it. */
  readonly name: string;
  /** `dialect.mnemonic` of the attribute. */
  readonly attribute: string;
  /** The case printed for the value 0. */
  readonly none: string;
  /** Case names by bit position. */
  readonly bits: readonly string[];
  readonly separator: string;
}

interface BitEnumAttribute {
  readonly dialect: string;
  readonly mnemonic: string;
  readonly none: string;
  readonly bits: readonly string[];
  readonly separator: string;
}

function bitEnumAttribute(e: BitEnumProperty): BitEnumAttribute {
  const dot = e.attribute.indexOf(".");
  return { dialect: e.attribute.slice(0, dot), mnemonic: e.attribute.slice(dot + 1), none: e.none, bits: e.bits, separator: e.separator };
}

function bitEnumText(e: BitEnumAttribute, value: number): string | undefined {
  if (value === 0) return `${e.mnemonic}<${e.none}>`;
  const names: string[] = [];
  for (let bit = 0; bit < e.bits.length; bit++) if (value & (1 << bit)) names.push(e.bits[bit] as string);
  if (value >>> e.bits.length !== 0) return undefined;
  return `${e.mnemonic}<${names.join(e.separator)}>`;
}

function bitEnumValue(e: BitEnumAttribute, attr: Attribute | undefined): number | undefined {
  if (attr === undefined) return 0;
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== e.dialect) return undefined;
  const prefix = `${e.mnemonic}<`;
  if (!attr.data.startsWith(prefix) || !attr.data.endsWith(">")) return undefined;
  const body = attr.data.slice(prefix.length, -1).trim();
  if (body === e.none) return 0;
  let value = 0;
  // The separator's non-blank part (`, ` -> `,`, `|` -> `|`) splits the case names.
  for (const name of body.split(e.separator.trim() || ",")) {
    const bit = e.bits.indexOf(name.trim());
    if (bit < 0) return undefined;
    value |= 1 << bit;
  }
  return bitEnumText(e, value) === attr.data ? value : undefined;
}

/**
 * The entries of a layout string; `bitEnums` describes the enums `!name:Enum` entries name,
 * `natives` the encodings of `&name` entries (of op `opName`).
 */
export function parseLayout(spec: string, bitEnums: readonly BitEnumProperty[] = [], natives: Readonly<Record<string, NativePropertyBytecode>> = {}, opName = ""): LayoutEntry[] {
  if (spec === "") return [];
  return spec.split(",").map((part): LayoutEntry => {
    if (part.startsWith("&")) {
      const name = part.slice(1);
      const codec = Object.hasOwn(natives, name) ? natives[name] : undefined;
      return codec === undefined ? { kind: "unsupported", name } : { kind: "coded", name, owner: opName, codec };
    }
    if (part.startsWith("%")) {
      const [name, encoding] = part.slice(1).split(":");
      if (encoding === undefined || !NATIVE_ENCODINGS.has(encoding)) return { kind: "unsupported", name: name as string };
      return { kind: "native", name: name as string, encoding: encoding as NativeEncoding };
    }
    if (part.startsWith("#")) {
      const [name, size] = part.slice(1).split(":");
      return { kind: "segments", name: name as string, size: Number(size) };
    }
    if (part.startsWith("!")) {
      const [name, enumName] = part.slice(1).split(":") as [string, string | undefined];
      const described = enumName === undefined ? undefined : bitEnums.find((e) => e.name === enumName);
      return described !== undefined ? { kind: "bitEnum", name, attribute: bitEnumAttribute(described) } : { kind: "unsupported", name };
    }
    if (part.endsWith("?")) return { kind: "attribute", name: part.slice(0, -1), optional: true };
    return { kind: "attribute", name: part, optional: false };
  });
}

/** Everything about a layout that decoding depends on (not the op name: it only names errors). */
function layoutKey(layout: readonly LayoutEntry[]): string {
  const parts: string[] = [];
  for (const e of layout) {
    if (e.kind === "attribute") parts.push(`${e.optional ? "?" : "="}${e.name}`);
    else if (e.kind === "segments") parts.push(`#${e.name}:${e.size}`);
    else if (e.kind === "bitEnum") parts.push(`!${e.name}:${e.attribute.dialect}.${e.attribute.mnemonic}<${e.attribute.none}|${e.attribute.bits.join("|")}>`);
    else if (e.kind === "native") parts.push(`%${e.name}:${e.encoding}`);
    // Each op's own code: shared by no other op.
    else if (e.kind === "coded") parts.push(`&${e.owner}.${e.name}`);
    // Decoding fails here (naming the op), so nothing decoded is ever shared.
    else parts.push(`*${e.name}`);
  }
  return `ods ${parts.join(",")}`;
}

/** What a codec derives from its layout (computed on first use: most registered ops never meet bytecode). */
interface DerivedLayout {
  readonly layout: readonly LayoutEntry[];
  readonly attributeNames: readonly string[];
  readonly inherentAttributeNames: readonly string[];
  readonly decodingKey: string;
  /** Before version 6 segment sizes are an attribute written at their sorted-name position. */
  readonly legacyLayout: readonly LayoutEntry[];
}

function deriveLayout(layout: readonly LayoutEntry[]): DerivedLayout {
  const segments = layout.filter((e) => e.kind === "segments");
  const legacy: LayoutEntry[] = layout.filter((e) => e.kind !== "segments");
  for (const seg of segments) {
    const at = legacy.findIndex((e) => e.kind === "attribute" && e.name > seg.name);
    legacy.splice(at < 0 ? legacy.length : at, 0, seg);
  }
  return {
    layout,
    attributeNames: layout.map((e) => e.name),
    // Upstream's getAttrDictionary (all a version < 5 file keeps) holds the properties
    // stored as attributes; native ones (ODS Property) are not inherent attributes.
    inherentAttributeNames: layout.filter((e) => e.kind === "attribute" || e.kind === "segments").map((e) => e.name),
    decodingKey: layoutKey(layout),
    legacyLayout: legacy,
  };
}

export class OdsPropertiesCodec implements OpPropertiesCodec {
  private derived: DerivedLayout | undefined;
  private readonly source: string | readonly LayoutEntry[];
  private readonly bitEnums: readonly BitEnumProperty[];
  private readonly natives: Readonly<Record<string, NativePropertyBytecode>>;

  /** A layout string (see the top of this file) is parsed on first use. */
  constructor(
    readonly opName: string,
    layout: string | readonly LayoutEntry[],
    bitEnums: readonly BitEnumProperty[] = [],
    natives: Readonly<Record<string, NativePropertyBytecode>> = {},
  ) {
    this.source = layout;
    this.bitEnums = bitEnums;
    this.natives = natives;
    this.derived = undefined;
  }

  private get parts(): DerivedLayout {
    let derived = this.derived;
    if (derived === undefined) {
      const source = this.source;
      derived = deriveLayout(typeof source === "string" ? parseLayout(source, this.bitEnums, this.natives, this.opName) : source);
      this.derived = derived;
    }
    return derived;
  }

  get layout(): readonly LayoutEntry[] {
    return this.parts.layout;
  }
  get attributeNames(): readonly string[] {
    return this.parts.attributeNames;
  }
  get inherentAttributeNames(): readonly string[] {
    return this.parts.inherentAttributeNames;
  }
  get decodingKey(): string {
    return this.parts.decodingKey;
  }
  /** Whether the op has any property (then a properties entry is always written). */
  get hasProperties(): boolean {
    return this.parts.layout.length > 0;
  }

  private entriesFor(version: number): readonly LayoutEntry[] {
    const parts = this.parts;
    return version < BytecodeVersion.NativePropertiesODSSegmentSize ? parts.legacyLayout : parts.layout;
  }

  read(reader: DialectBytecodeReader): { name: string; value: Attribute }[] {
    const out: { name: string; value: Attribute }[] = [];
    for (const entry of this.entriesFor(reader.bytecodeVersion)) {
      if (entry.kind === "attribute") {
        const value = entry.optional ? reader.readOptionalAttribute() : reader.readAttribute();
        if (value !== undefined) out.push({ name: entry.name, value });
      } else if (entry.kind === "segments") {
        let sizes: number[];
        if (reader.bytecodeVersion < BytecodeVersion.NativePropertiesODSSegmentSize) {
          const attr = reader.readAttribute();
          if (!(attr instanceof DenseArrayAttr) || attr.values.length > entry.size) {
            throw reader.error("size mismatch for operand/result_segment_size");
          }
          sizes = new Array<number>(entry.size).fill(0);
          for (let i = 0; i < attr.values.length; i++) sizes[i] = Number(attr.values[i]);
        } else {
          sizes = reader.readSparseArray(entry.size);
        }
        out.push({ name: entry.name, value: segmentAttr(reader, sizes) });
      } else if (entry.kind === "bitEnum") {
        const e = entry.attribute;
        const text = bitEnumText(e, reader.readVarInt());
        if (text === undefined) throw reader.error(`invalid value of '${this.opName}' property '${entry.name}'`);
        out.push({ name: entry.name, value: OpaqueAttr.get(reader.context, e.dialect, text) });
      } else if (entry.kind === "native") {
        out.push({ name: entry.name, value: readNative(reader, entry.encoding) });
      } else if (entry.kind === "coded") {
        out.push({ name: entry.name, value: entry.codec.read(reader) });
      } else {
        throw reader.error(`'${this.opName}' property '${entry.name}' has a custom encoding tsmlir does not know`);
      }
    }
    return out;
  }

  // canWrite and write run once per distinct properties dictionary of a module being
  // written (many in a large one): indexed loops, as for-of allocates iterators until optimized.
  canWrite(props: ReadonlyMap<string, Attribute>): boolean {
    let known = 0;
    const layout = this.layout;
    for (let i = 0; i < layout.length; i++) {
      const entry = layout[i] as LayoutEntry;
      const value = props.get(entry.name);
      if (value !== undefined) known++;
      if (entry.kind === "unsupported" && value !== undefined) return false;
      if (entry.kind === "bitEnum" && bitEnumValue(entry.attribute, value) === undefined) return false;
      if (entry.kind === "attribute" && !entry.optional && value === undefined) return false;
      if (entry.kind === "segments") {
        if (!(value instanceof DenseArrayAttr) || !(value.values instanceof Int32Array) || value.values.length !== entry.size) return false;
      }
      if (entry.kind === "native" && !canWriteNative(value, entry.encoding)) return false;
      if (entry.kind === "coded" && !entry.codec.canWrite(value)) return false;
    }
    return known === props.size;
  }

  write(props: ReadonlyMap<string, Attribute>, writer: DialectBytecodeWriter): void {
    const entries = this.entriesFor(writer.bytecodeVersion);
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i] as LayoutEntry;
      const value = props.get(entry.name);
      if (entry.kind === "attribute") {
        if (entry.optional) writer.writeOptionalAttribute(value);
        else writer.writeAttribute(value as Attribute);
      } else if (entry.kind === "segments") {
        const sizes = Array.from((value as DenseArrayAttr).values as Int32Array);
        if (writer.bytecodeVersion < BytecodeVersion.NativePropertiesODSSegmentSize) writer.writeAttribute(value as Attribute);
        else writer.writeSparseArray(sizes);
      } else if (entry.kind === "bitEnum") {
        writer.writeVarInt(bitEnumValue(entry.attribute, value) as number);
      } else if (entry.kind === "native") {
        writeNative(value as Attribute, entry.encoding, writer);
      } else if (entry.kind === "coded") {
        entry.codec.write(value as Attribute, writer);
      }
    }
  }
}

function readNative(reader: DialectBytecodeReader, encoding: NativeEncoding): Attribute {
  if (encoding === "str") return StringAttr.get(reader.context, reader.readString());
  if (encoding === "i64attr") {
    const value = reader.readAttribute();
    if (!(value instanceof IntegerAttr) || !isSignlessI64(value.type)) throw reader.error("expected an i64 integer attribute");
    return value;
  }
  const i64 = IntegerType.get(reader.context, 64);
  if (encoding === "i64") return IntegerAttr.get(i64, BigInt.asIntN(64, BigInt(reader.readVarIntOrBig())));
  const count = reader.readVarInt();
  const values = new BigInt64Array(count);
  for (let i = 0; i < count; i++) values[i] = BigInt.asIntN(64, BigInt(reader.readVarIntOrBig()));
  return DenseArrayAttr.get(i64, values);
}

function isSignlessI64(type: unknown): boolean {
  return type instanceof IntegerType && type.width === 64 && type.signedness === "signless";
}

/** A native property always has a value (the op's storage holds one). */
function canWriteNative(value: Attribute | undefined, encoding: NativeEncoding): boolean {
  if (encoding === "str") return value instanceof StringAttr;
  if (encoding === "i64" || encoding === "i64attr") return value instanceof IntegerAttr && isSignlessI64(value.type);
  return value instanceof DenseArrayAttr && isSignlessI64(value.elementType) && value.values instanceof BigInt64Array;
}

function writeNative(value: Attribute, encoding: NativeEncoding, writer: DialectBytecodeWriter): void {
  if (encoding === "str") {
    writer.writeString((value as StringAttr).value);
  } else if (encoding === "i64attr") {
    writer.writeAttribute(value);
  } else if (encoding === "i64") {
    writer.writeVarInt(BigInt.asUintN(64, BigInt((value as IntegerAttr).value)));
  } else {
    const values = (value as DenseArrayAttr).values as BigInt64Array;
    writer.writeVarInt(values.length);
    for (const v of values) writer.writeVarInt(BigInt.asUintN(64, v));
  }
}

function segmentAttr(reader: DialectBytecodeReader, sizes: readonly number[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(reader.context, 32), Int32Array.from(sizes));
}

/**
 * The codec of an op's properties from its layout string (see the top of this file), the
 * form generated registrations give: `odsPropertiesCodec("llvm.add", "!overflowFlags:IntegerOverflowFlags", [enum])`.
 */
export function odsPropertiesCodec(
  opName: string,
  layout: string,
  bitEnums: readonly BitEnumProperty[] = [],
  natives: Readonly<Record<string, NativePropertyBytecode>> = {},
): OdsPropertiesCodec {
  return new OdsPropertiesCodec(opName, layout, bitEnums, natives);
}

/** The codec of a registered op that names its inherent attributes only: each written as optional, in name order. */
export function optionalAttributesCodec(opName: string, attributeNames: readonly string[]): OdsPropertiesCodec {
  const names = [...attributeNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new OdsPropertiesCodec(opName, names.map((name) => ({ kind: "attribute", name, optional: true })));
}

/**
 * The values native properties start from that a codec knows without the op's C++: an
 * EnumProperty's value 0 (`#llvm.overflow<none>`). ODS properties are always present, so a
 * registered op's properties hold these even when its text leaves them out.
 */
export function nativeInitialValues(codec: OdsPropertiesCodec, context: MLIRContext): NamedAttribute[] {
  const values: NamedAttribute[] = [];
  for (const e of codec.layout) {
    if (e.kind === "bitEnum") values.push({ name: e.name, value: OpaqueAttr.get(context, e.attribute.dialect, bitEnumText(e.attribute, 0) as string) });
  }
  return values;
}
