// Lazily decodes the attribute and type tables. Entries are decoded on first use;
// nesting is followed recursively up to a depth limit, beyond which the entry is
// deferred and resolved first from an explicit worklist, so adversarial nesting can
// neither overflow the stack nor loop (cycles are reported).
import type { Attribute, ResourceBlobHandle } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import type { Type } from "../../ir/types.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { ByteReader } from "../format/byte-reader.js";
import type { AttrTypeIndex, AttrTypeTables } from "../format/container.js";
import { BytecodeError } from "../format/errors.js";
import type { BytecodeDialectHooks, DialectBytecodeReader } from "../dialect/hooks.js";
import type { TextualAttrTypeCodec } from "./textual.js";

const MAX_DEPTH = 64;

/** Thrown (internally) to unwind when nesting is too deep; never escapes the reader. */
class Deferred {
  constructor(
    readonly isType: boolean,
    readonly index: number,
  ) {}
}

export interface AttrTypeReaderOptions {
  readonly bytes: Uint8Array;
  readonly tables: AttrTypeTables;
  readonly dialectNames: readonly string[];
  readonly strings: readonly string[];
  readonly version: number;
  readonly context: MLIRContext;
  /** A loaded dialect's bytecode hooks, by its index in the file. */
  readonly hooks: (dialectIndex: number) => BytecodeDialectHooks | undefined;
  readonly textual: TextualAttrTypeCodec | undefined;
  readonly resources: readonly ResourceBlobHandle[];
  readonly dialectVersions: ReadonlyMap<string, unknown>;
  /** Loads a dialect (checking its version entry) before its first custom entry is read. */
  readonly loadDialect: (index: number, at: number) => void;
}

export class AttrTypeReader {
  private readonly attributes: (Attribute | undefined)[];
  private readonly types: (Type | undefined)[];
  private readonly attrBusy: Uint8Array;
  private readonly typeBusy: Uint8Array;
  private depth = 0;
  private readonly options: AttrTypeReaderOptions;
  /** Readers reused per nesting depth (entries decode one at a time per depth). */
  private readonly readers: ByteReader[] = [];
  private readonly entryReaders: EntryReader[] = [];

  constructor(options: AttrTypeReaderOptions) {
    this.options = options;
    const na = options.tables.attributes.dialect.length;
    const nt = options.tables.types.dialect.length;
    this.attributes = new Array<Attribute | undefined>(na);
    this.types = new Array<Type | undefined>(nt);
    this.attrBusy = new Uint8Array(na);
    this.typeBusy = new Uint8Array(nt);
  }

  /** Where each entry is in the file. */
  get tables(): AttrTypeTables {
    return this.options.tables;
  }

  get numAttributes(): number {
    return this.attributes.length;
  }

  get numTypes(): number {
    return this.types.length;
  }

  attribute(index: number, at: number): Attribute {
    const cached = this.attributes[index];
    if (cached !== undefined) return cached;
    if (index >= this.attributes.length) throw new BytecodeError(`invalid Attribute index: ${index}`, at);
    return this.resolveTop(false, index) as Attribute;
  }

  type(index: number, at: number): Type {
    const cached = this.types[index];
    if (cached !== undefined) return cached;
    if (index >= this.types.length) throw new BytecodeError(`invalid Type index: ${index}`, at);
    return this.resolveTop(true, index) as Type;
  }

  /** Resolves an entry from the top level, draining deferred dependencies first. */
  private resolveTop(isType: boolean, index: number): Attribute | Type {
    // Fast path: shallow entries resolve without the worklist.
    try {
      this.depth = 0;
      return this.decode(isType, index);
    } catch (error) {
      if (!(error instanceof Deferred)) throw error;
    }
    const pending: Deferred[] = [new Deferred(isType, index)];
    const inPending = new Set<number>([key(isType, index)]);
    while (pending.length > 0) {
      const item = pending[pending.length - 1] as Deferred;
      try {
        this.depth = 0;
        this.decode(item.isType, item.index);
        pending.pop();
        inPending.delete(key(item.isType, item.index));
      } catch (error) {
        if (!(error instanceof Deferred)) throw error;
        const k = key(error.isType, error.index);
        if (inPending.has(k)) {
          const table = error.isType ? this.options.tables.types : this.options.tables.attributes;
          throw new BytecodeError(`cyclic ${error.isType ? "type" : "attribute"} reference`, table.start[error.index] as number);
        }
        inPending.add(k);
        pending.push(error);
      }
    }
    const result = isType ? this.types[index] : this.attributes[index];
    if (result === undefined) throw new BytecodeError("failed to resolve attribute or type", 0);
    return result;
  }

  /** A nested reference made while decoding another entry. */
  nested(isType: boolean, index: number, at: number): Attribute | Type {
    const cached = isType ? this.types[index] : this.attributes[index];
    if (cached !== undefined) return cached;
    const count = isType ? this.types.length : this.attributes.length;
    if (index >= count) throw new BytecodeError(`invalid ${isType ? "Type" : "Attribute"} index: ${index}`, at);
    if (this.depth >= MAX_DEPTH) throw new Deferred(isType, index);
    return this.decode(isType, index);
  }

  private decode(isType: boolean, index: number): Attribute | Type {
    const busy = isType ? this.typeBusy : this.attrBusy;
    const table: AttrTypeIndex = isType ? this.options.tables.types : this.options.tables.attributes;
    const start = table.start[index] as number;
    if (busy[index]) throw new BytecodeError(`cyclic ${isType ? "type" : "attribute"} reference`, start);
    busy[index] = 1;
    this.depth++;
    try {
      const depth = this.depth;
      let reader = this.readers[depth];
      if (reader === undefined) {
        reader = new ByteReader(this.options.bytes, start, table.end[index] as number);
        this.readers[depth] = reader;
        this.entryReaders[depth] = new EntryReader(this, reader);
      } else reader.reset(start, table.end[index] as number);
      const dialectIndex = table.dialect[index] as number;
      const value = table.custom[index] ? this.decodeCustom(isType, dialectIndex, reader) : this.decodeText(isType, reader);
      if (!reader.atEnd()) throw reader.error(`unexpected trailing bytes after ${isType ? "Type" : "Attribute"} entry`);
      if (isType) this.types[index] = value as Type;
      else this.attributes[index] = value as Attribute;
      return value;
    } finally {
      busy[index] = 0;
      this.depth--;
    }
  }

  private decodeCustom(isType: boolean, dialectIndex: number, reader: ByteReader): Attribute | Type {
    this.options.loadDialect(dialectIndex, reader.pos);
    const hooks = this.options.hooks(dialectIndex);
    const read = isType ? hooks?.readType : hooks?.readAttribute;
    if (hooks === undefined || read === undefined) {
      throw reader.error(`dialect '${this.options.dialectNames[dialectIndex] as string}' does not implement the bytecode interface`);
    }
    const entryStart = reader.pos;
    try {
      return read.call(hooks, this.entryReaders[this.depth] ?? new EntryReader(this, reader));
    } catch (error) {
      if (error instanceof Deferred || error instanceof DiagnosticError) throw error;
      // IR constructors reject impossible values (e.g. a float attribute of an integer type).
      const message = error instanceof Error ? error.message : String(error);
      throw new BytecodeError(`invalid ${isType ? "type" : "attribute"}: ${message}`, entryStart);
    }
  }

  private decodeText(isType: boolean, reader: ByteReader): Attribute | Type {
    const at = reader.pos;
    const text = reader.nulTerminatedString();
    const textual = this.options.textual;
    if (textual === undefined) throw new BytecodeError(`cannot parse textual ${isType ? "type" : "attribute"} '${text}'`, at);
    try {
      return isType ? textual.parseType(text, this.options.context) : textual.parseAttribute(text, this.options.context);
    } catch (error) {
      // Located in the text, as mlir-opt reports it; the message then needs no quote of it.
      const location = error instanceof DiagnosticError ? error.diagnostic.location : undefined;
      if (location !== undefined && location.file.text === text) {
        const { line, column } = location.file.position(location.offset);
        throw new BytecodeError((error as DiagnosticError).diagnostic.message, at, undefined, { text, line, column });
      }
      const message = error instanceof DiagnosticError ? error.diagnostic.message : error instanceof Error ? error.message : String(error);
      throw new BytecodeError(`failed to parse ${isType ? "type" : "attribute"} '${text}': ${message}`, at);
    }
  }

  get context(): MLIRContext {
    return this.options.context;
  }

  get version(): number {
    return this.options.version;
  }

  string(index: number, at: number): string {
    const s = this.options.strings[index];
    if (s === undefined) throw new BytecodeError(`invalid string index: ${index}`, at);
    return s;
  }

  resource(index: number, at: number): ResourceBlobHandle {
    const r = this.options.resources[index];
    if (r === undefined) throw new BytecodeError(`invalid resource handle index: ${index}`, at);
    return r;
  }

  dialectVersion(dialect: string): unknown {
    return this.options.dialectVersions.get(dialect);
  }
}

function key(isType: boolean, index: number): number {
  return index * 2 + (isType ? 1 : 0);
}

/** The DialectBytecodeReader over one entry (or a properties blob, a version blob). */
export class EntryReader implements DialectBytecodeReader {
  constructor(
    private readonly tables: AttrTypeReader,
    private readonly reader: ByteReader,
    /** True when references are resolved from the top (properties, versions). */
    private readonly topLevel = false,
  ) {}

  get context(): MLIRContext {
    return this.tables.context;
  }
  get bytecodeVersion(): number {
    return this.tables.version;
  }
  get atEnd(): boolean {
    return this.reader.atEnd();
  }
  dialectVersion(dialect: string): unknown {
    return this.tables.dialectVersion(dialect);
  }
  error(message: string): BytecodeError {
    return this.reader.error(message);
  }
  readVarInt(): number {
    return this.reader.varInt();
  }
  readVarIntOrBig(): number | bigint {
    return this.reader.varIntOrBig();
  }
  readSignedVarInt(): number | bigint {
    return this.reader.signedVarInt();
  }
  readAPIntBits(width: number): bigint {
    if (width <= 8) return BigInt(this.reader.byte()) & ((1n << BigInt(width)) - 1n);
    if (width <= 64) return BigInt.asUintN(width, this.reader.signedVarIntBig());
    const at = this.reader.pos;
    const words = this.reader.varInt();
    if (words > Math.ceil(width / 64)) throw this.reader.error(`APInt of ${width} bits cannot have ${words} words`, at);
    let value = 0n;
    for (let i = 0; i < words; i++) value |= BigInt.asUintN(64, this.reader.signedVarIntBig()) << BigInt(64 * i);
    return BigInt.asUintN(width, value);
  }
  readString(): string {
    const at = this.reader.pos;
    return this.tables.string(this.reader.varInt(), at);
  }
  readBlob(): Uint8Array {
    const size = this.reader.varInt();
    return this.reader.view(size);
  }
  readBool(): boolean {
    return this.reader.byte() !== 0;
  }
  readAttribute(): Attribute {
    const at = this.reader.pos;
    const index = this.reader.varInt();
    return this.topLevel ? this.tables.attribute(index, at) : (this.tables.nested(false, index, at) as Attribute);
  }
  readOptionalAttribute(): Attribute | undefined {
    const at = this.reader.pos;
    const index = this.reader.varIntWithFlag();
    if (!this.reader.flag) return undefined;
    return this.topLevel ? this.tables.attribute(index, at) : (this.tables.nested(false, index, at) as Attribute);
  }
  readType(): Type {
    const at = this.reader.pos;
    const index = this.reader.varInt();
    return this.topLevel ? this.tables.type(index, at) : (this.tables.nested(true, index, at) as Type);
  }
  readResourceHandle(): ResourceBlobHandle {
    const at = this.reader.pos;
    return this.tables.resource(this.reader.varInt(), at);
  }
  readList<T>(readElement: () => T): T[] {
    const count = this.readListCount();
    const out: T[] = [];
    for (let i = 0; i < count; i++) out.push(readElement());
    return out;
  }
  readListCount(): number {
    return this.reader.checkCount(this.reader.varInt(), "list element");
  }
  readSparseArray(size: number): number[] {
    const out = new Array<number>(size).fill(0);
    const at = this.reader.pos;
    const count = this.reader.varIntWithFlag();
    const sparse = this.reader.flag;
    if (count === 0) return out;
    if (!sparse) {
      if (count > size) throw this.reader.error(`trying to read an array of ${count} but only ${size} storage available.`, at);
      for (let i = 0; i < count; i++) out[i] = this.reader.varInt();
      return out;
    }
    const indexBits = this.reader.varInt();
    if (indexBits > 8) throw this.reader.error(`reading sparse array with indexing above 8 bits: ${indexBits}`, at);
    for (let i = 0; i < count; i++) {
      const pairAt = this.reader.pos;
      const pair = this.reader.varInt();
      const mask = (1 << indexBits) - 1;
      const index = pair % (mask + 1);
      if (index >= size) throw this.reader.error(`out-of-bound access in sparse array: ${index}`, pairAt);
      out[index] = Math.floor(pair / (mask + 1));
    }
    return out;
  }
}
