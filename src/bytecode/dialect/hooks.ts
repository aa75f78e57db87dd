// How dialects plug into bytecode: the reader and writer handed to a dialect's hooks,
// and the hooks themselves (custom attribute/type encodings, dialect versions,
// per-op property encodings). A dialect carries its hooks as `bytecode` and a registered
// op its properties codec as `bytecodeProperties`: this layer adds both members to the IR
// core's types here, so the reader and writer ask the context's registrations and keep
// no table of their own. The builtin dialect uses exactly this interface.
import type { Attribute, ResourceBlobHandle } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import type { Operation } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";
import type { BytecodeError } from "../format/errors.js";

declare module "../../ir/dialect.js" {
  interface RegisteredOperationInfo {
    /**
     * How the op's properties are read from and written to bytecode (MLIR's
     * BytecodeOpInterface readProperties/writeProperties, which ODS generates). Absent, the
     * inherent attributes are written as optional attributes in name order (what ODS
     * generates for an op whose attributes are all optional).
     */
    readonly bytecodeProperties?: OpPropertiesCodec;
  }
  interface Dialect {
    /** The dialect's custom encodings and version (MLIR's BytecodeDialectInterface). */
    readonly bytecode?: BytecodeDialectHooks;
  }
}

export interface DialectBytecodeReader {
  readonly context: MLIRContext;
  readonly bytecodeVersion: number;
  /** Encoded version of `dialect` in the file being read, if it recorded one. */
  dialectVersion(dialect: string): unknown;
  error(message: string): BytecodeError;
  readVarInt(): number;
  readVarIntOrBig(): number | bigint;
  readSignedVarInt(): number | bigint;
  /** An integer of `width` bits, as its unsigned bit pattern. */
  readAPIntBits(width: number): bigint;
  readString(): string;
  readBlob(): Uint8Array;
  readBool(): boolean;
  readAttribute(): Attribute;
  readOptionalAttribute(): Attribute | undefined;
  readType(): Type;
  readResourceHandle(): ResourceBlobHandle;
  readList<T>(readElement: () => T): T[];
  /**
   * A list length (varint) checked against the bytes left, for decoders that fill their
   * own arrays: no closure per list, as readList needs.
   */
  readListCount(): number;
  /** Upstream's sparse int array; `size` is the storage length known to the caller. */
  readSparseArray(size: number): number[];
}

export interface DialectBytecodeWriter {
  readonly bytecodeVersion: number;
  /**
   * The version of `dialect` the writer targets, when the caller asked for one (MLIR's
   * BytecodeWriterConfig::setDialectVersion / getDialectVersion); undefined: the current one.
   */
  dialectVersion(dialect: string): unknown;
  writeVarInt(value: number | bigint): void;
  writeSignedVarInt(value: number | bigint): void;
  /** An integer of `width` bits given by its bit pattern (any sign; it is wrapped). */
  writeAPIntBits(value: bigint, width: number): void;
  writeString(value: string): void;
  writeBlob(value: Uint8Array): void;
  writeBool(value: boolean): void;
  writeAttribute(value: Attribute): void;
  writeOptionalAttribute(value: Attribute | undefined | null): void;
  writeType(value: Type): void;
  writeResourceHandle(handle: ResourceBlobHandle): void;
  writeList<T>(items: readonly T[], writeElement: (item: T) => void): void;
  writeSparseArray(values: readonly number[]): void;
}

/** A dialect's bytecode hooks (MLIR's BytecodeDialectInterface), carried by the dialect as `bytecode`. */
export interface BytecodeDialectHooks {
  /** Decodes a custom-encoded attribute of this dialect. */
  readAttribute?(reader: DialectBytecodeReader): Attribute;
  readType?(reader: DialectBytecodeReader): Type;
  /** Encodes `attr` and returns true, or returns false (writing nothing) to use the textual form. */
  writeAttribute?(attr: Attribute, writer: DialectBytecodeWriter): boolean;
  writeType?(type: Type, writer: DialectBytecodeWriter): boolean;
  /** Decodes the dialect's version blob. */
  readVersion?(reader: DialectBytecodeReader): unknown;
  /** Writes the current version (writing nothing means "no version"). */
  writeVersion?(writer: DialectBytecodeWriter): void;
  /**
   * Called once the whole file is read, with its top-level ops and the version the file
   * recorded for this dialect; throws a DialectUpgradeError when it cannot upgrade.
   */
  upgradeFromVersion?(ops: readonly Operation[], version: unknown): void;
  /**
   * A version given as text (`tsmlir-opt --emit-bytecode-dialect-version=DIALECT=TEXT`),
   * in the form `writeVersion` finds through the writer's `dialectVersion`; undefined
   * when the text names no version of the dialect.
   */
  parseVersion?(text: string): unknown;
  /**
   * Whether this reader can decode the ops a file of `version` holds. Absent: every
   * version it can read. With the fallback enabled, ops of a version it cannot decode are
   * read as `fallbackOperation` ops (and no upgrade is asked for).
   */
  canDecodeVersion?(version: unknown): boolean;
  /**
   * The name of this dialect's fallback op (a registration marked `bytecodeFallback`,
   * src/bytecode/fallback): what the reader builds, when the caller enables the fallback
   * for this dialect, for an op of it that it cannot read. Absent: no fallback.
   */
  readonly fallbackOperation?: string;
}

/**
 * How a registered op's properties are encoded. `read` returns the inherent attributes
 * as (name, value) pairs; `write` receives the inherent attributes by name.
 */
export interface OpPropertiesCodec {
  /** Names of the op's inherent attributes (used to split a generic attribute dictionary). */
  readonly attributeNames: readonly string[];
  /**
   * The properties stored as attributes, when not all of `attributeNames` are: before
   * version 5 only these travel (merged into the attribute dictionary); native properties
   * are left out there and read back as their defaults.
   */
  readonly inherentAttributeNames?: readonly string[];
  /**
   * Codecs with equal keys decode equal bytes to equal results (ops sharing one layout),
   * so a reader may reuse one decoded entry among them. Absent: the codec is its own key.
   */
  readonly decodingKey?: string;
  read(reader: DialectBytecodeReader): { name: string; value: Attribute }[];
  /** Returns false when `props` cannot be encoded (then the op is written as unregistered). */
  canWrite(props: ReadonlyMap<string, Attribute>): boolean;
  write(props: ReadonlyMap<string, Attribute>, writer: DialectBytecodeWriter): void;
}
