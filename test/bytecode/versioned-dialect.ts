// A user's versioned dialect for the bytecode versioning tests, built only from the
// package's public entry points (as a consumer would): `vt`, at version 1 or 2.
//   version 1: `vt.scale` with one property, `factor`.
//   version 2: `vt.scale` gains `offset` (written after `factor`); `vt.shift` is new, with an
//   optional `mode` property, `#vt.mode<N>`, an attribute version 2 encodes as the varint N
//   (version 1 has no attribute encodings: it cannot decode it).
// Version 2 reads version 1 files and upgrades them (each `vt.scale` gets `offset = 0`),
// and can write version 1 when asked to (through the writer's dialect version). Version 1
// cannot decode version 2's ops: with the fallback enabled it reads them as
// `vt.bytecode_fallback`; without, it reports the error upstream's test dialect reports
// for a newer version.
import {
  DialectUpgradeError,
  OpaqueAttr,
  IntegerAttr,
  IntegerType,
  bytecodeFallbackOperation,
  type Attribute,
  type BytecodeDialectHooks,
  type Dialect,
  type DialectBytecodeReader,
  type DialectBytecodeWriter,
  type OpPropertiesCodec,
  type Operation,
} from "../../src/api/index.js";

export type VtVersion = 1 | 2;

const FALLBACK_OP = "vt.bytecode_fallback";

/** The version a reader sees for the file (1 when it recorded none), or a writer targets. */
function versionOf(value: unknown, current: VtVersion): number {
  return typeof value === "number" ? value : current;
}

function scaleCodec(current: VtVersion): OpPropertiesCodec {
  const names = current === 1 ? ["factor"] : ["factor", "offset"];
  return {
    attributeNames: names,
    read(reader: DialectBytecodeReader): { name: string; value: Attribute }[] {
      const fileVersion = versionOf(reader.dialectVersion("vt"), current);
      const props = [{ name: "factor", value: reader.readAttribute() }];
      if (fileVersion >= 2 && current >= 2) props.push({ name: "offset", value: reader.readAttribute() });
      return props;
    },
    canWrite(props: ReadonlyMap<string, Attribute>): boolean {
      return props.has("factor") && (current === 1 || props.has("offset"));
    },
    write(props: ReadonlyMap<string, Attribute>, writer: DialectBytecodeWriter): void {
      writer.writeAttribute(props.get("factor") as Attribute);
      if (versionOf(writer.dialectVersion("vt"), current) >= 2) writer.writeAttribute(props.get("offset") as Attribute);
    },
  };
}

const shiftCodec: OpPropertiesCodec = {
  attributeNames: ["mode"],
  read: (reader) => {
    const mode = reader.readOptionalAttribute();
    return mode === undefined ? [] : [{ name: "mode", value: mode }];
  },
  canWrite: () => true,
  write: (props, writer) => writer.writeOptionalAttribute(props.get("mode")),
};

/** Version 2's encoding of `#vt.mode<N>`. */
const modeEncoding: Pick<BytecodeDialectHooks, "readAttribute" | "writeAttribute"> = {
  readAttribute: (reader) => OpaqueAttr.get(reader.context, "vt", `mode<${reader.readVarInt()}>`),
  writeAttribute(attr, writer) {
    const match = attr instanceof OpaqueAttr ? /^mode<(\d+)>$/.exec(attr.data) : null;
    if (match === null) return false;
    writer.writeVarInt(Number(match[1]));
    return true;
  },
};

function bytecodeHooks(current: VtVersion): BytecodeDialectHooks {
  return {
    ...(current >= 2 ? modeEncoding : {}),
    readVersion: (reader) => reader.readVarInt(),
    writeVersion: (writer) => writer.writeVarInt(versionOf(writer.dialectVersion("vt"), current)),
    canDecodeVersion: (version) => versionOf(version, current) <= current,
    upgradeFromVersion(ops: readonly Operation[], version: unknown): void {
      const from = versionOf(version, current);
      if (from > current) throw new DialectUpgradeError(`current vt dialect version is ${current}, can't parse version: ${from}`);
      if (from >= 2 || current < 2) return;
      // Version 1 had no offset: it was 0.
      const zero = (context: Operation["context"]): Attribute => IntegerAttr.get(IntegerType.get(context, 32), 0);
      const visit = (op: Operation): void => {
        if (op.name.name === "vt.scale" && op.getInherentAttr("offset") === undefined) op.setAttr("offset", zero(op.context));
        for (const region of op.regions) for (const block of region.getBlocks()) for (const nested of block.getOperations()) visit(nested);
      };
      for (const op of ops) visit(op);
    },
    fallbackOperation: FALLBACK_OP,
  };
}

export function versionedDialect(current: VtVersion): Dialect {
  const scale = { name: "vt.scale", traits: [], attributeNames: current === 1 ? ["factor"] : ["factor", "offset"], bytecodeProperties: scaleCodec(current) };
  const operations = current === 1 ? [scale] : [scale, { name: "vt.shift", traits: [], attributeNames: ["mode"], bytecodeProperties: shiftCodec }];
  // `#vt.mode<N>` is kept as written (opaque) in text.
  return { namespace: "vt", operations: [...operations, bytecodeFallbackOperation(FALLBACK_OP)], bytecode: bytecodeHooks(current), keepsUnknownSyntaxOpaque: true };
}
