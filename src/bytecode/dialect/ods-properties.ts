// Property codecs for ops described by an ODS layout: the inherent attributes in the
// order upstream's generated writeProperties emits them (sorted by name), then the
// operand/result segment sizes (an attribute before version 6, a sparse array after).
import { DenseArrayAttr, type Attribute } from "../../ir/attributes.js";
import { IntegerType } from "../../ir/types.js";
import { BytecodeVersion } from "../format/constants.js";
import { UPSTREAM_OP_LAYOUTS } from "./upstream-op-layouts.js";
import type { DialectBytecodeReader, DialectBytecodeWriter, OpPropertiesCodec } from "./hooks.js";

export type LayoutEntry =
  | { readonly kind: "attribute"; readonly name: string; readonly optional: boolean }
  | { readonly kind: "segments"; readonly name: string; readonly size: number }
  | { readonly kind: "unsupported"; readonly name: string };

export function parseLayout(spec: string): LayoutEntry[] {
  if (spec === "") return [];
  return spec.split(",").map((part): LayoutEntry => {
    if (part.startsWith("#")) {
      const [name, size] = part.slice(1).split(":");
      return { kind: "segments", name: name as string, size: Number(size) };
    }
    if (part.startsWith("!")) return { kind: "unsupported", name: part.slice(1) };
    if (part.endsWith("?")) return { kind: "attribute", name: part.slice(0, -1), optional: true };
    return { kind: "attribute", name: part, optional: false };
  });
}

export class OdsPropertiesCodec implements OpPropertiesCodec {
  readonly attributeNames: readonly string[];
  /** Whether the op has any property (then a properties entry is always written). */
  readonly hasProperties: boolean;
  /** Before version 6 segment sizes are an attribute written at their sorted-name position. */
  private readonly legacyLayout: readonly LayoutEntry[];

  constructor(
    readonly opName: string,
    readonly layout: readonly LayoutEntry[],
  ) {
    this.attributeNames = layout.map((e) => e.name);
    this.hasProperties = layout.length > 0;
    const segments = layout.filter((e) => e.kind === "segments");
    const legacy: LayoutEntry[] = layout.filter((e) => e.kind !== "segments");
    for (const seg of segments) {
      const at = legacy.findIndex((e) => e.kind === "attribute" && e.name > seg.name);
      legacy.splice(at < 0 ? legacy.length : at, 0, seg);
    }
    this.legacyLayout = legacy;
  }

  private entriesFor(version: number): readonly LayoutEntry[] {
    return version < BytecodeVersion.NativePropertiesODSSegmentSize ? this.legacyLayout : this.layout;
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
      } else {
        throw reader.error(`'${this.opName}' property '${entry.name}' has a custom encoding tsmlir does not know`);
      }
    }
    return out;
  }

  canWrite(props: ReadonlyMap<string, Attribute>): boolean {
    let known = 0;
    for (const entry of this.layout) {
      const value = props.get(entry.name);
      if (value !== undefined) known++;
      if (entry.kind === "unsupported" && value !== undefined) return false;
      if (entry.kind === "attribute" && !entry.optional && value === undefined) return false;
      if (entry.kind === "segments") {
        if (!(value instanceof DenseArrayAttr) || !(value.values instanceof Int32Array) || value.values.length !== entry.size) return false;
      }
    }
    return known === props.size;
  }

  write(props: ReadonlyMap<string, Attribute>, writer: DialectBytecodeWriter): void {
    for (const entry of this.entriesFor(writer.bytecodeVersion)) {
      const value = props.get(entry.name);
      if (entry.kind === "attribute") {
        if (entry.optional) writer.writeOptionalAttribute(value);
        else writer.writeAttribute(value as Attribute);
      } else if (entry.kind === "segments") {
        const sizes = Array.from((value as DenseArrayAttr).values as Int32Array);
        if (writer.bytecodeVersion < BytecodeVersion.NativePropertiesODSSegmentSize) writer.writeAttribute(value as Attribute);
        else writer.writeSparseArray(sizes);
      }
    }
  }
}

function segmentAttr(reader: DialectBytecodeReader, sizes: readonly number[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(reader.context, 32), Int32Array.from(sizes));
}

const cache = new Map<string, OdsPropertiesCodec | null>();

/** The codec for an op upstream MLIR 19 registers, from its ODS layout. */
export function upstreamPropertiesCodec(name: string): OdsPropertiesCodec | undefined {
  let codec = cache.get(name);
  if (codec === undefined) {
    const spec = Object.prototype.hasOwnProperty.call(UPSTREAM_OP_LAYOUTS, name) ? UPSTREAM_OP_LAYOUTS[name] : undefined;
    codec = spec === undefined ? null : new OdsPropertiesCodec(name, parseLayout(spec));
    cache.set(name, codec);
  }
  return codec ?? undefined;
}
