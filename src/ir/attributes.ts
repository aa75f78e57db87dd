// The builtin attributes of MLIR 19 (locations live in location.ts, affine structures in
// affine.ts). Attributes are uniqued in their MLIRContext like types, except
// DistinctAttr whose identity is its point of creation.
import type { MLIRContext } from "./context.js";
import type { AnyInterface } from "./interfaces.js";
import type { AffineMap, IntegerSet } from "./affine.js";
import { int64, type Int64 } from "./int64.js";
import {
  FloatType,
  IndexType,
  IntegerType,
  NoneType,
  ShapedType,
  Type,
  type FloatKind,
} from "./types.js";

export abstract class Attribute {
  declare readonly context: MLIRContext;
  /** Unique id within the context; used in the uniquing keys of enclosing attributes/types. */
  declare readonly uid: number;
  constructor(context: MLIRContext) {
    this.context = context;
    this.uid = context.nextUid();
  }
  /** The dialect namespace owning this attribute ("builtin" for builtin ones). */
  get dialectNamespace(): string {
    return "builtin";
  }
}

/** An attribute with a type (MLIR's TypedAttr). */
export interface TypedAttribute {
  readonly type: Type;
}

export function hasType(attr: Attribute): attr is Attribute & TypedAttribute {
  return (attr as Partial<TypedAttribute>).type instanceof Type;
}

export function uniqueAttr<T extends Attribute>(context: MLIRContext, key: string, make: () => T): T {
  const found = context.lookupUniqued(key);
  if (found !== undefined) return found as T;
  const created = make();
  context.storeUniqued(key, created);
  return created;
}

export class UnitAttr extends Attribute {
  private constructor(context: MLIRContext) {
    super(context);
  }
  static get(context: MLIRContext): UnitAttr {
    return uniqueAttr(context, "#unit", () => new UnitAttr(context));
  }
}

/**
 * An integer of any width. `value` holds the two's-complement value interpreted as
 * signed for signless/signed/index types and as unsigned for unsigned types; it is a
 * number when it is a safe integer, a bigint otherwise.
 */
export class IntegerAttr extends Attribute implements TypedAttribute {
  declare readonly type: Type;
  declare readonly value: number | bigint;
  private constructor(context: MLIRContext, type: Type, value: number | bigint) {
    super(context);
    this.type = type;
    this.value = value;
  }
  /** `value` is wrapped to the type's width (index: 64 bits). */
  static get(type: Type, value: number | bigint): IntegerAttr {
    const context = type.context;
    const v = normalizeInteger(type, value);
    let byValue = context.integerAttrCache.get(type);
    if (byValue === undefined) {
      byValue = new Map();
      context.integerAttrCache.set(type, byValue);
    }
    let attr = byValue.get(v) as IntegerAttr | undefined;
    if (attr === undefined) {
      attr = new IntegerAttr(context, type, v);
      byValue.set(v, attr);
    }
    return attr;
  }
  static bool(context: MLIRContext, value: boolean): IntegerAttr {
    return IntegerAttr.get(IntegerType.get(context, 1), value ? 1 : 0);
  }
  getValue(): bigint {
    return typeof this.value === "bigint" ? this.value : BigInt(this.value);
  }
  /** The value as a number (may lose precision beyond 2^53). */
  getInt(): number {
    return Number(this.value);
  }
  isBool(): boolean {
    return this.type instanceof IntegerType && this.type.width === 1 && this.type.signedness === "signless";
  }
}

function integerWidth(type: Type): number {
  if (type instanceof IntegerType) return type.width;
  if (type instanceof IndexType) return 64;
  throw new TypeError("integer attribute requires an integer or index type");
}

/** Wraps `value` to the bit width of `type` and picks number/bigint representation. */
export function normalizeInteger(type: Type, value: number | bigint): number | bigint {
  const width = integerWidth(type);
  const unsigned = type instanceof IntegerType && type.signedness === "unsigned";
  if (typeof value === "number") {
    if (width <= 31 && Number.isSafeInteger(value)) {
      const mask = 2 ** width;
      let v = value % mask;
      if (v < 0) v += mask;
      if (!unsigned && width > 0 && v >= mask / 2) v -= mask;
      return v === 0 ? 0 : v;
    }
    if (Number.isSafeInteger(value) && (unsigned ? value >= 0 && value < 2 ** width : width >= 54)) return value;
    value = BigInt(value);
  }
  const wrapped = width === 0 ? 0n : unsigned ? BigInt.asUintN(width, value) : BigInt.asIntN(width, value);
  const asNumber = Number(wrapped);
  return Number.isSafeInteger(asNumber) ? asNumber : wrapped;
}

/**
 * A float of any MLIR float type. `value` is the value as a double (exact for every
 * type up to f64); `bits` holds the exact bit pattern when the double cannot carry it
 * (NaN payloads, f80/f128 values beyond double precision), else undefined.
 */
export class FloatAttr extends Attribute implements TypedAttribute {
  declare readonly type: FloatType;
  declare readonly value: number;
  declare readonly bits: bigint | undefined;
  private constructor(context: MLIRContext, type: FloatType, value: number, bits: bigint | undefined) {
    super(context);
    this.type = type;
    this.value = value;
    this.bits = bits;
  }
  /**
   * `value` must already be representable in the type (see apfloat.ts roundToSemantics);
   * pass `bits` only for values a double cannot represent exactly.
   */
  static get(type: FloatType, value: number, bits?: bigint): FloatAttr {
    const context = type.context;
    if (bits === undefined && !Number.isNaN(value)) {
      // Map keys compare with SameValueZero, so -0 gets its own key.
      const node = context.trie("float").step(type.uid).step(Object.is(value, -0) ? "-0" : value);
      let attr = node.value as FloatAttr | undefined;
      if (attr === undefined) {
        attr = new FloatAttr(context, type, value, undefined);
        node.value = attr;
      }
      return attr;
    }
    const key =
      bits !== undefined
        ? `#fb${type.uid}:${bits.toString(16)}`
        : `#f${type.uid}:${Object.is(value, -0) ? "-0" : String(value)}`;
    return uniqueAttr(context, key, () => new FloatAttr(context, type, value, bits));
  }
  get floatKind(): FloatKind {
    return this.type.kind;
  }
}

/** A string (a byte string: one char per byte), with a type that is `none` unless given. */
export class StringAttr extends Attribute implements TypedAttribute {
  declare readonly value: string;
  declare readonly type: Type;
  private constructor(context: MLIRContext, value: string, type: Type) {
    super(context);
    this.value = value;
    this.type = type;
  }
  static get(context: MLIRContext, value: string, type?: Type): StringAttr {
    if (type === undefined || type instanceof NoneType) {
      const cache = context.stringAttrCache;
      const found = cache.get(value);
      if (found !== undefined) return found;
      const created = new StringAttr(context, value, NoneType.get(context));
      cache.set(value, created);
      return created;
    }
    return uniqueAttr(context, `#s${type.uid}:${value}`, () => new StringAttr(context, value, type));
  }
  hasNoneType(): boolean {
    return this.type instanceof NoneType;
  }
}

export class TypeAttr extends Attribute {
  declare readonly value: Type;
  private constructor(context: MLIRContext, value: Type) {
    super(context);
    this.value = value;
  }
  static get(value: Type): TypeAttr {
    const context = value.context;
    const node = context.trie("typeattr").step(value.uid);
    let attr = node.value as TypeAttr | undefined;
    if (attr === undefined) {
      attr = new TypeAttr(context, value);
      node.value = attr;
    }
    return attr;
  }
}

function uidJoin(items: readonly Attribute[]): string {
  if (items.length === 0) return "";
  if (items.length === 1) return String((items[0] as Attribute).uid);
  const parts = new Array<number>(items.length);
  for (let i = 0; i < items.length; i++) parts[i] = (items[i] as Attribute).uid;
  return parts.join(",");
}

export class ArrayAttr extends Attribute {
  declare readonly value: readonly Attribute[];
  private constructor(context: MLIRContext, value: readonly Attribute[]) {
    super(context);
    this.value = value;
  }
  static get(context: MLIRContext, value: readonly Attribute[]): ArrayAttr {
    let node = context.trie("array");
    for (let i = 0; i < value.length; i++) node = node.step((value[i] as Attribute).uid);
    let attr = node.value as ArrayAttr | undefined;
    if (attr === undefined) {
      attr = new ArrayAttr(context, Object.freeze(value.slice()));
      node.value = attr;
    }
    return attr;
  }
  size(): number {
    return this.value.length;
  }
  at(index: number): Attribute | undefined {
    return this.value[index];
  }
}

export interface NamedAttribute {
  readonly name: string;
  readonly value: Attribute;
}

function compareNames(a: NamedAttribute, b: NamedAttribute): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** A dictionary sorted by name (byte order) with unique names, as MLIR keeps it. */
export class DictionaryAttr extends Attribute {
  declare readonly value: readonly NamedAttribute[];
  private constructor(context: MLIRContext, value: readonly NamedAttribute[]) {
    super(context);
    this.value = value;
  }
  /** Sorts `entries` by name; a later duplicate name replaces an earlier one. */
  static get(context: MLIRContext, entries: readonly NamedAttribute[]): DictionaryAttr {
    if (entries.length === 0) return context.emptyDictionary();
    let sorted = true;
    for (let i = 1; i < entries.length; i++) {
      if (compareNames(entries[i - 1] as NamedAttribute, entries[i] as NamedAttribute) >= 0) {
        sorted = false;
        break;
      }
    }
    let list: readonly NamedAttribute[] = entries;
    if (!sorted) {
      const copy = entries.slice().sort(compareNames);
      const deduped: NamedAttribute[] = [];
      for (const e of copy) {
        const last = deduped[deduped.length - 1];
        if (last !== undefined && last.name === e.name) deduped[deduped.length - 1] = e;
        else deduped.push(e);
      }
      list = deduped;
    }
    return DictionaryAttr.getSorted(context, list);
  }
  /** `entries` must be sorted by name with no duplicates. */
  static getSorted(context: MLIRContext, entries: readonly NamedAttribute[]): DictionaryAttr {
    let node = context.trie("dictionary");
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i] as NamedAttribute;
      node = node.step(e.name).step(e.value.uid);
    }
    let attr = node.value as DictionaryAttr | undefined;
    if (attr === undefined) {
      attr = new DictionaryAttr(context, Object.freeze(entries.slice()));
      node.value = attr;
    }
    return attr;
  }
  /** Internal: the empty dictionary, created once per context. */
  static createEmpty(context: MLIRContext): DictionaryAttr {
    return new DictionaryAttr(context, Object.freeze([]));
  }
  get(name: string): Attribute | undefined {
    const v = this.value;
    if (v.length < 8) {
      for (let i = 0; i < v.length; i++) {
        const e = v[i] as NamedAttribute;
        if (e.name === name) return e.value;
      }
      return undefined;
    }
    let lo = 0;
    let hi = v.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const e = v[mid] as NamedAttribute;
      if (e.name === name) return e.value;
      if (e.name < name) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
  contains(name: string): boolean {
    return this.get(name) !== undefined;
  }
  size(): number {
    return this.value.length;
  }
  empty(): boolean {
    return this.value.length === 0;
  }
  /** A dictionary with `name` set to `value` (or removed when `value` is undefined). */
  with(name: string, value: Attribute | undefined): DictionaryAttr {
    const entries = this.value.filter((e) => e.name !== name);
    if (value !== undefined) entries.push({ name, value });
    return DictionaryAttr.get(this.context, entries);
  }
}

/**
 * Values of `array<T: ...>`: typed arrays for i1 (one byte each), i8, i16, i32, i64, f32,
 * f64; for any other element type (other integer widths/signedness, index, other floats)
 * a Uint8Array of raw little-endian storage, `denseArrayElementByteWidth` bytes per element.
 * In every case the underlying bytes are MLIR's raw storage of the array.
 */
export type DenseArrayStorage = Uint8Array | Int8Array | Int16Array | Int32Array | BigInt64Array | Float32Array | Float64Array;

/** Bytes per element of a dense array's raw storage. */
export function denseArrayElementByteWidth(elementType: Type): number {
  if (elementType instanceof IndexType) return 8;
  return Math.max(1, Math.ceil(elementType.getIntOrFloatBitWidth() / 8));
}

/** Whether `array<type: ...>` stores its values in a typed array of that type (else raw bytes). */
export function hasTypedDenseArrayStorage(elementType: Type): boolean {
  if (elementType instanceof IntegerType)
    return elementType.signedness === "signless" && [1, 8, 16, 32, 64].includes(elementType.width);
  return elementType instanceof FloatType && (elementType.kind === "f32" || elementType.kind === "f64");
}

/** Dense arrays up to this length are uniqued in a trie, longer ones by a key string. */
const DENSE_ARRAY_TRIE_LENGTH = 16;

export class DenseArrayAttr extends Attribute {
  declare readonly elementType: Type;
  declare readonly values: DenseArrayStorage;
  private constructor(context: MLIRContext, elementType: Type, values: DenseArrayStorage) {
    super(context);
    this.elementType = elementType;
    this.values = values;
  }
  /** `values` must be the storage kind matching the element type (see denseArrayStorageFor). */
  static get(elementType: Type, values: DenseArrayStorage): DenseArrayAttr {
    const context = elementType.context;
    if (values.length <= DENSE_ARRAY_TRIE_LENGTH) {
      // The short arrays ops carry (static sizes, segment sizes, flags) are uniqued in a
      // trie over their elements, with no key string built per op. Elements compare as
      // the joined key compares them (SameValueZero: NaN to NaN, -0 to 0).
      let node = context.trie("dense-array").step(elementType.uid).step(values.length);
      for (let i = 0; i < values.length; i++) node = node.step(values[i]);
      if (node.value !== undefined) return node.value as DenseArrayAttr;
      const attr = new DenseArrayAttr(context, elementType, values);
      node.value = attr;
      return attr;
    }
    const joined = values instanceof BigInt64Array ? values.join(",") : Array.prototype.join.call(values, ",");
    const key = `#A${elementType.uid}:${joined}`;
    return uniqueAttr(context, key, () => new DenseArrayAttr(context, elementType, values));
  }
  size(): number {
    if (hasTypedDenseArrayStorage(this.elementType)) return this.values.length;
    return this.values.length / denseArrayElementByteWidth(this.elementType);
  }
}

/** A fresh storage array for `array<type: ...>`, or undefined if the element type is not allowed. */
export function denseArrayStorageFor(elementType: Type, length: number): DenseArrayStorage | undefined {
  if (elementType instanceof IntegerType && elementType.signedness === "signless") {
    switch (elementType.width) {
      case 1:
        return new Uint8Array(length);
      case 8:
        return new Int8Array(length);
      case 16:
        return new Int16Array(length);
      case 32:
        return new Int32Array(length);
      case 64:
        return new BigInt64Array(length);
      default:
        break;
    }
  }
  if (elementType instanceof FloatType) {
    if (elementType.kind === "f32") return new Float32Array(length);
    if (elementType.kind === "f64") return new Float64Array(length);
  }
  if (elementType instanceof IntegerType || elementType instanceof IndexType || elementType instanceof FloatType)
    return new Uint8Array(length * denseArrayElementByteWidth(elementType));
  return undefined;
}

/** Base of the `dense<...>`, `dense_resource<...>` and `sparse<...>` attributes. */
export abstract class ElementsAttr extends Attribute implements TypedAttribute {
  declare readonly type: ShapedType;
  constructor(context: MLIRContext, type: ShapedType) {
    super(context);
    this.type = type;
  }
  getNumElements(): number {
    return this.type.getNumElements();
  }
  get elementType(): Type {
    return this.type.elementType;
  }
}

/**
 * Storage width in bytes of one element of a dense int/float attribute: whole bytes
 * (i1 takes one byte, 0 or 1), complex elements take two.
 */
export function denseElementByteWidth(elementType: Type): number {
  let t = elementType;
  let factor = 1;
  const complex = (t as { elementType?: Type }).elementType;
  if (complex !== undefined && !(t instanceof ShapedType)) {
    t = complex;
    factor = 2;
  }
  if (t instanceof IndexType) return 8 * factor;
  const bits = t.getIntOrFloatBitWidth();
  return Math.max(1, Math.ceil(bits / 8)) * factor;
}

/**
 * `dense<...>` of integers, floats, index or complex thereof. `data` is little-endian
 * raw storage of `denseElementByteWidth` bytes per element; a splat stores one element.
 */
export class DenseIntOrFPElementsAttr extends ElementsAttr {
  declare readonly data: Uint8Array;
  declare readonly isSplat: boolean;
  private constructor(context: MLIRContext, type: ShapedType, data: Uint8Array, isSplat: boolean) {
    super(context, type);
    this.data = data;
    this.isSplat = isSplat;
  }
  /**
   * Builds from raw data. When every element is equal the attribute is stored as a splat,
   * as MLIR does (so `dense<[1, 1]>` and `dense<1>` are the same attribute).
   */
  static getFromRawData(type: ShapedType, data: Uint8Array): DenseIntOrFPElementsAttr {
    return DenseIntOrFPElementsAttr.fromRawData(type, data, false);
  }

  /**
   * As getFromRawData, but the attribute may keep `data` itself instead of a copy: the
   * caller hands the array over and never writes to it again (parsers and readers that
   * built it for this attribute, which spares copying a payload of many megabytes).
   */
  static getFromOwnedRawData(type: ShapedType, data: Uint8Array): DenseIntOrFPElementsAttr {
    return DenseIntOrFPElementsAttr.fromRawData(type, data, true);
  }

  private static fromRawData(type: ShapedType, data: Uint8Array, owned: boolean): DenseIntOrFPElementsAttr {
    const context = type.context;
    const width = denseElementByteWidth(type.elementType);
    const isSplat = data.length === width || (data.length > width && data.length % width === 0 && repeatsFirstElement(data, width));
    const stored = isSplat ? data.subarray(0, width) : data;
    const keep = (): Uint8Array => (owned && !isSplat ? stored : stored.slice());
    if (stored.length <= LARGE_DENSE_DATA_BYTES) {
      const key = `#D${type.uid}:${isSplat ? "s" : "n"}${latin1(stored)}`;
      return uniqueAttr(context, key, () => new DenseIntOrFPElementsAttr(context, type, keep(), isSplat));
    }
    // Large payloads are uniqued by a hash of their bytes (a bucket per hash, compared
    // byte for byte), not by a key string as long as the data.
    const key = `#D${type.uid}:n${stored.length}:${hashBytes(stored)}`;
    let bucket = context.lookupUniqued(key) as DenseIntOrFPElementsAttr[] | undefined;
    if (bucket === undefined) {
      bucket = [];
      context.storeUniqued(key, bucket);
    }
    for (const candidate of bucket) if (sameBytes(candidate.data, stored)) return candidate;
    const created = new DenseIntOrFPElementsAttr(context, type, keep(), false);
    bucket.push(created);
    return created;
  }
}

/** Whether `data` (a whole number of `width`-byte elements) is its first element repeated. */
function repeatsFirstElement(data: Uint8Array, width: number): boolean {
  // Element by element while the elements are few or do not tile 32-bit words.
  if (data.length < 64 || (width !== 1 && width !== 2 && width !== 4 && width !== 8) || data.byteOffset % 4 !== 0 || data.length % 8 !== 0) {
    for (let i = width; i < data.length; i += width)
      for (let j = 0; j < width; j++) if (data[i + j] !== data[j]) return false;
    return true;
  }
  // Otherwise compare words against the first two words (which hold whole elements).
  for (let j = width; j < 8; j++) if (data[j] !== data[j % width]) return false;
  const words = new Int32Array(data.buffer, data.byteOffset, data.length >> 2);
  const even = words[0] as number;
  const odd = words[1] as number;
  for (let w = 2; w < words.length; w += 2) if (words[w] !== even || words[w + 1] !== odd) return false;
  return true;
}

/** Raw data up to this size is uniqued by a key holding the bytes; larger data by a hash. */
const LARGE_DENSE_DATA_BYTES = 4096;

/** FNV-1a over 32-bit words (and the trailing bytes), for the uniquing key of large payloads. */
function hashBytes(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  const words = bytes.byteOffset % 4 === 0 ? new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2) : undefined;
  let i = 0;
  if (words !== undefined) {
    for (let w = 0; w < words.length; w++) hash = Math.imul(hash ^ (words[w] as number), 0x01000193);
    i = words.length * 4;
  }
  for (; i < bytes.length; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  return hash >>> 0;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function latin1(bytes: Uint8Array): string {
  if (bytes.length < 4096) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 4096)
    parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 4096) as unknown as number[]));
  return parts.join("");
}

/** `dense<["a", "b"]>`: string elements (byte strings); a splat stores one value. */
export class DenseStringElementsAttr extends ElementsAttr {
  declare readonly values: readonly string[];
  declare readonly isSplat: boolean;
  private constructor(context: MLIRContext, type: ShapedType, values: readonly string[], isSplat: boolean) {
    super(context, type);
    this.values = values;
    this.isSplat = isSplat;
  }
  static get(type: ShapedType, values: readonly string[]): DenseStringElementsAttr {
    const context = type.context;
    let isSplat = values.length === 1;
    if (values.length > 1) isSplat = values.every((v) => v === values[0]);
    const stored = isSplat ? values.slice(0, 1) : values.slice();
    const key = `#S${type.uid}:${isSplat ? "s" : "n"}${stored.map((v) => `${v.length}:${v}`).join("")}`;
    return uniqueAttr(context, key, () => new DenseStringElementsAttr(context, type, Object.freeze(stored), isSplat));
  }
}

/**
 * A named blob in the builtin dialect's resource section (`{-# dialect_resources: {builtin:
 * {name: "0x..."}} #-}`), referenced by `dense_resource<name>`. The blob may be filled in
 * after the reference is parsed.
 */
export class ResourceBlobHandle {
  declare readonly key: string;
  /** The dialect whose `dialect_resources` section holds the blob. */
  declare readonly dialect: string;
  declare blob: Uint8Array | undefined;
  alignment = 1;
  constructor(key: string, dialect = "builtin") {
    this.key = key;
    this.dialect = dialect;
  }
}

export class DenseResourceElementsAttr extends ElementsAttr {
  declare readonly handle: ResourceBlobHandle;
  private constructor(context: MLIRContext, type: ShapedType, handle: ResourceBlobHandle) {
    super(context, type);
    this.handle = handle;
  }
  static get(type: ShapedType, handle: ResourceBlobHandle): DenseResourceElementsAttr {
    const context = type.context;
    return uniqueAttr(
      context,
      `#R${type.uid}:${handle.key}`,
      () => new DenseResourceElementsAttr(context, type, handle),
    );
  }
}

export class SparseElementsAttr extends ElementsAttr {
  declare readonly indices: DenseIntOrFPElementsAttr;
  declare readonly values: DenseIntOrFPElementsAttr | DenseStringElementsAttr;
  private constructor(
    context: MLIRContext,
    type: ShapedType,
    indices: DenseIntOrFPElementsAttr,
    values: DenseIntOrFPElementsAttr | DenseStringElementsAttr,
  ) {
    super(context, type);
    this.indices = indices;
    this.values = values;
  }
  static get(
    type: ShapedType,
    indices: DenseIntOrFPElementsAttr,
    values: DenseIntOrFPElementsAttr | DenseStringElementsAttr,
  ): SparseElementsAttr {
    const context = type.context;
    return uniqueAttr(
      context,
      `#P${type.uid}:${indices.uid}:${values.uid}`,
      () => new SparseElementsAttr(context, type, indices, values),
    );
  }
}

/** `@root::@nested::@leaf`; a FlatSymbolRefAttr is one with no nested references. */
export class SymbolRefAttr extends Attribute {
  declare readonly rootReference: string;
  declare readonly nestedReferences: readonly SymbolRefAttr[];
  private constructor(context: MLIRContext, root: string, nested: readonly SymbolRefAttr[]) {
    super(context);
    this.rootReference = root;
    this.nestedReferences = nested;
  }
  static get(context: MLIRContext, root: string, nested: readonly SymbolRefAttr[] = []): SymbolRefAttr {
    const key = nested.length === 0 ? `#@${root}` : `#@${root.length}:${root}${uidJoin(nested)}`;
    return uniqueAttr(context, key, () => new SymbolRefAttr(context, root, Object.freeze(nested.slice())));
  }
  isFlat(): boolean {
    return this.nestedReferences.length === 0;
  }
  /** The innermost name. */
  get leafReference(): string {
    const n = this.nestedReferences;
    return n.length === 0 ? this.rootReference : (n[n.length - 1] as SymbolRefAttr).rootReference;
  }
}

export class AffineMapAttr extends Attribute {
  declare readonly value: AffineMap;
  private constructor(context: MLIRContext, value: AffineMap) {
    super(context);
    this.value = value;
  }
  static get(value: AffineMap): AffineMapAttr {
    const context = value.context;
    const node = context.trie("affine-map-attr").step(value.uid);
    if (node.value !== undefined) return node.value as AffineMapAttr;
    const attr = new AffineMapAttr(context, value);
    node.value = attr;
    return attr;
  }
}

export class IntegerSetAttr extends Attribute {
  declare readonly value: IntegerSet;
  private constructor(context: MLIRContext, value: IntegerSet) {
    super(context);
    this.value = value;
  }
  static get(value: IntegerSet): IntegerSetAttr {
    const context = value.context;
    return uniqueAttr(context, `#n${value.uid}`, () => new IntegerSetAttr(context, value));
  }
}

/** `strided<[s0, s1], offset: o>`; dynamic entries are DYNAMIC (printed `?`). */
/** `strided<[strides], offset: o>`: MLIR's int64_t strides and offset (DYNAMIC for `?`). */
export class StridedLayoutAttr extends Attribute {
  declare readonly offset: Int64;
  declare readonly strides: readonly Int64[];
  private constructor(context: MLIRContext, offset: Int64, strides: readonly Int64[]) {
    super(context);
    this.offset = offset;
    this.strides = strides;
  }
  static get(context: MLIRContext, offset: Int64, strides: readonly Int64[]): StridedLayoutAttr {
    const off = int64(offset);
    const normalized = strides.map(int64);
    // A trie over the int64 values (one representation each, see int64): no key string per memref type parsed.
    let node = context.trie("strided-layout").step(off).step(normalized.length);
    for (let i = 0; i < normalized.length; i++) node = node.step(normalized[i]);
    if (node.value !== undefined) return node.value as StridedLayoutAttr;
    const attr = new StridedLayoutAttr(context, off, Object.freeze(normalized));
    node.value = attr;
    return attr;
  }
}

/**
 * An attribute of a dialect that is not registered (or not understood): `#dialect.body`
 * / `#dialect<"body">`, kept losslessly as namespace plus body text, with a type
 * (`none` unless the text had `: type` after it).
 */
/**
 * The body of an opaque attribute/type as text interleaved with the attributes and types
 * it refers to, so that the printer can print those with their aliases (a dialect
 * tsmlir keeps opaque still prints `#map` where upstream's printer would).
 */
export type OpaqueBodyPart = string | Attribute | Type;

/** The mnemonic an opaque attribute's pretty body starts with (`di_file<...>` -> `di_file`): its identifier characters. */
export function opaqueMnemonic(data: string): string {
  let end = 0;
  while (end < data.length) {
    const c = data.charCodeAt(end);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 36;
    if (!ok) break;
    end++;
  }
  return data.slice(0, end);
}

/** The `param` of an opaque body `mnemonic<param>` (trimmed), or undefined for another shape or mnemonic. */
export function opaqueParameter(data: string, mnemonic: string): string | undefined {
  const body = data.trim();
  if (!body.startsWith(mnemonic)) return undefined;
  const rest = body.slice(mnemonic.length).trim();
  if (!rest.startsWith("<") || !rest.endsWith(">")) return undefined;
  return rest.slice(1, -1).trim();
}

export class OpaqueAttr extends Attribute implements TypedAttribute {
  declare readonly dialect: string;
  /** The body as printed without aliases (what uniquing and the bytecode text fallback use). */
  declare readonly data: string;
  declare readonly type: Type;
  /** The body with its nested attributes/types kept apart, or null when it is plain text. */
  declare readonly parts: readonly OpaqueBodyPart[] | null;
  /**
   * The indices of `parts` holding opaque attributes printed stripped (MLIR's
   * printStrippedAttrOrType: their alias, else their body without `#dialect.mnemonic`).
   */
  declare readonly strippedParts: ReadonlySet<number> | null;
  private constructor(context: MLIRContext, dialect: string, data: string, type: Type, parts: readonly OpaqueBodyPart[] | null, strippedParts: ReadonlySet<number> | null) {
    super(context);
    this.dialect = dialect;
    this.data = data;
    this.type = type;
    this.parts = parts;
    this.strippedParts = strippedParts;
  }
  /**
   * `parts`, when given, must print as `data` when its nested values print without aliases.
   * `unprinted` tells apart attributes that print alike but differ in parameters their
   * printer leaves out (MLIR keeps them distinct: each gets its own alias).
   * `strippedParts` are indices of `parts` printed stripped (`data` has them stripped).
   */
  static get(context: MLIRContext, dialect: string, data: string, type?: Type, parts?: readonly OpaqueBodyPart[], unprinted?: string, strippedParts?: readonly number[]): OpaqueAttr {
    const t = type ?? NoneType.get(context);
    // Keyed by (dialect, type, body) in a trie: no concatenated key string per lookup.
    let node = context.trie("opaque-attr").step(dialect).step(t.uid).step(data);
    if (unprinted !== undefined) node = node.step(unprinted);
    if (node.value !== undefined) return node.value as OpaqueAttr;
    const attr = new OpaqueAttr(context, dialect, data, t, parts ?? null, strippedParts === undefined || strippedParts.length === 0 ? null : new Set(strippedParts));
    node.value = attr;
    return attr;
  }
  override get dialectNamespace(): string {
    return this.dialect;
  }
  /** What the dialect says this attribute implements (its class is shared by every kind). */
  interfaceImpl(key: AnyInterface): object | undefined {
    return this.context.getDialect(this.dialect)?.opaqueInterfaceImpl?.(this, key);
  }
}

/**
 * `distinct[N]<attr>`: not uniqued; each `create` is a new identity. N is assigned by
 * the printer in order of first appearance.
 */
export class DistinctAttr extends Attribute {
  declare readonly referencedAttr: Attribute;
  private constructor(context: MLIRContext, referencedAttr: Attribute) {
    super(context);
    this.referencedAttr = referencedAttr;
  }
  static create(referencedAttr: Attribute): DistinctAttr {
    return new DistinctAttr(referencedAttr.context, referencedAttr);
  }
}

/**
 * Base of attributes defined by registered (non-builtin) dialects; the dialect prints
 * and parses them. Subclasses unique themselves with `uniqueIn` and a key of their choice.
 */
export abstract class DialectAttribute extends Attribute {
  abstract override get dialectNamespace(): string;
  protected static uniqueIn<T extends DialectAttribute>(context: MLIRContext, key: string, make: () => T): T {
    return uniqueAttr(context, `#x${key}`, make);
  }
}

export function isElementsAttr(attr: Attribute): attr is ElementsAttr {
  return attr instanceof ElementsAttr;
}

export function boolValue(attr: Attribute): boolean | undefined {
  return attr instanceof IntegerAttr && attr.isBool() ? attr.value !== 0 : undefined;
}
