// The builtin types of MLIR 19. Every type is uniqued in its MLIRContext: building the
// same type twice yields the same object, so types compare with `===`.
//
// Uniquing keys are short strings built from the type's scalar parameters and the
// `uid`s of its nested types/attributes, so a lookup never walks a structure.
import type { MLIRContext } from "./context.js";
import { defineTypeInterface, type AnyInterface } from "./interfaces.js";
import type { Attribute } from "./attributes.js";
import { AffineDimExpr, AffineMap } from "./affine.js";
import { INT64_MIN_NUMBER, int64, mulInt64, type Int64 } from "./int64.js";

/** MLIR's ShapedType::kDynamic (INT64_MIN), exactly representable as a double. */
export const DYNAMIC = INT64_MIN_NUMBER;

export function isDynamic(size: Int64): boolean {
  return size === DYNAMIC;
}

/**
 * A shape as given, with every dimension normalized to its int64 representation (a
 * dimension beyond 2^53 is a bigint; see int64.ts). Returns `shape` itself when it is
 * already normalized, which is the common case and allocates nothing.
 */
function normalizedShape(shape: readonly Int64[]): readonly Int64[] {
  for (let i = 0; i < shape.length; i++) {
    const d = shape[i] as Int64;
    if (typeof d !== "number" || !(Number.isSafeInteger(d) || d === DYNAMIC)) return shape.map(int64);
  }
  return shape;
}

export abstract class Type {
  declare readonly context: MLIRContext;
  /** Unique id within the context; used in the uniquing keys of enclosing types/attributes. */
  declare readonly uid: number;
  constructor(context: MLIRContext) {
    this.context = context;
    this.uid = context.nextUid();
  }
  /** The dialect namespace owning this type ("builtin" for builtin types). */
  get dialectNamespace(): string {
    return "builtin";
  }
  isInteger(width?: number): boolean {
    return false;
  }
  isSignlessInteger(width?: number): boolean {
    return false;
  }
  isIndex(): boolean {
    return false;
  }
  isFloat(): boolean {
    return false;
  }
  isIntOrIndex(): boolean {
    return this.isInteger() || this.isIndex();
  }
  isIntOrFloat(): boolean {
    return this.isInteger() || this.isFloat();
  }
  isIntOrIndexOrFloat(): boolean {
    return this.isInteger() || this.isIndex() || this.isFloat();
  }
  /** Bit width of integer and float types (index: 64, as MLIR's internal storage width), else 0. */
  getIntOrFloatBitWidth(): number {
    return 0;
  }
}

function unique<T extends Type>(context: MLIRContext, key: string, make: () => T): T {
  const found = context.lookupUniqued(key);
  if (found !== undefined) return found as T;
  const created = make();
  context.storeUniqued(key, created);
  return created;
}

export type Signedness = "signless" | "signed" | "unsigned";

export class IntegerType extends Type {
  declare readonly width: number;
  declare readonly signedness: Signedness;
  private constructor(context: MLIRContext, width: number, signedness: Signedness) {
    super(context);
    this.width = width;
    this.signedness = signedness;
  }
  static get(context: MLIRContext, width: number, signedness: Signedness = "signless"): IntegerType {
    if (signedness === "signless" && width <= 64) {
      const cached = context.signlessIntegerCache[width];
      if (cached !== undefined) return cached;
    }
    const key = signedness === "signless" ? `i${width}` : signedness === "signed" ? `si${width}` : `ui${width}`;
    const type = unique(context, key, () => new IntegerType(context, width, signedness));
    if (signedness === "signless" && width <= 64) context.signlessIntegerCache[width] = type;
    return type;
  }
  override isInteger(width?: number): boolean {
    return width === undefined || width === this.width;
  }
  override isSignlessInteger(width?: number): boolean {
    return this.signedness === "signless" && (width === undefined || width === this.width);
  }
  isSigned(): boolean {
    return this.signedness === "signed";
  }
  isUnsigned(): boolean {
    return this.signedness === "unsigned";
  }
  override getIntOrFloatBitWidth(): number {
    return this.width;
  }
}

export class IndexType extends Type {
  /** MLIR's IndexType::kInternalStorageBitWidth. */
  static readonly internalStorageBitWidth = 64;
  private constructor(context: MLIRContext) {
    super(context);
  }
  static get(context: MLIRContext): IndexType {
    return unique(context, "index", () => new IndexType(context));
  }
  override isIndex(): boolean {
    return true;
  }
  override getIntOrFloatBitWidth(): number {
    return 0;
  }
}

/** Every float type of MLIR 19, by its keyword. */
export type FloatKind =
  | "f16"
  | "bf16"
  | "f32"
  | "f64"
  | "f80"
  | "f128"
  | "tf32"
  | "f8E5M2"
  | "f8E4M3"
  | "f8E4M3FN"
  | "f8E5M2FNUZ"
  | "f8E4M3FNUZ"
  | "f8E4M3B11FNUZ";

export const FLOAT_KINDS: readonly FloatKind[] = [
  "f16",
  "bf16",
  "f32",
  "f64",
  "f80",
  "f128",
  "tf32",
  "f8E5M2",
  "f8E4M3",
  "f8E4M3FN",
  "f8E5M2FNUZ",
  "f8E4M3FNUZ",
  "f8E4M3B11FNUZ",
];

// MLIR's FloatType::getWidth (tf32 counts as 32 bits, its dense storage width, though
// only 19 are significant).
const floatWidths: Record<FloatKind, number> = {
  f16: 16,
  bf16: 16,
  f32: 32,
  f64: 64,
  f80: 80,
  f128: 128,
  tf32: 32,
  f8E5M2: 8,
  f8E4M3: 8,
  f8E4M3FN: 8,
  f8E5M2FNUZ: 8,
  f8E4M3FNUZ: 8,
  f8E4M3B11FNUZ: 8,
};

export class FloatType extends Type {
  declare readonly kind: FloatKind;
  declare readonly width: number;
  private constructor(context: MLIRContext, kind: FloatKind) {
    super(context);
    this.kind = kind;
    this.width = floatWidths[kind];
  }
  static get(context: MLIRContext, kind: FloatKind): FloatType {
    const cache = context.floatTypeCache;
    let t = cache.get(kind) as FloatType | undefined;
    if (t === undefined) {
      t = unique(context, kind, () => new FloatType(context, kind));
      cache.set(kind, t);
    }
    return t;
  }
  static f16(context: MLIRContext): FloatType {
    return FloatType.get(context, "f16");
  }
  static f32(context: MLIRContext): FloatType {
    return FloatType.get(context, "f32");
  }
  static f64(context: MLIRContext): FloatType {
    return FloatType.get(context, "f64");
  }
  override isFloat(): boolean {
    return true;
  }
  override getIntOrFloatBitWidth(): number {
    return this.width;
  }
}

export class NoneType extends Type {
  private constructor(context: MLIRContext) {
    super(context);
  }
  static get(context: MLIRContext): NoneType {
    return unique(context, "none", () => new NoneType(context));
  }
}

export class ComplexType extends Type {
  declare readonly elementType: Type;
  private constructor(context: MLIRContext, elementType: Type) {
    super(context);
    this.elementType = elementType;
  }
  static get(elementType: Type): ComplexType {
    const context = elementType.context;
    return unique(context, `c${elementType.uid}`, () => new ComplexType(context, elementType));
  }
}

function uidList(items: readonly { uid: number }[]): string {
  if (items.length === 0) return "";
  if (items.length === 1) return String((items[0] as { uid: number }).uid);
  const parts = new Array<number>(items.length);
  for (let i = 0; i < items.length; i++) parts[i] = (items[i] as { uid: number }).uid;
  return parts.join(",");
}

export class TupleType extends Type {
  declare readonly types: readonly Type[];
  private constructor(context: MLIRContext, types: readonly Type[]) {
    super(context);
    this.types = types;
  }
  static get(context: MLIRContext, types: readonly Type[]): TupleType {
    let node = context.trie("tuple");
    for (let i = 0; i < types.length; i++) node = node.step((types[i] as Type).uid);
    let t = node.value as TupleType | undefined;
    if (t === undefined) {
      t = new TupleType(context, Object.freeze(types.slice()));
      node.value = t;
    }
    return t;
  }
  size(): number {
    return this.types.length;
  }
}

export class FunctionType extends Type {
  declare readonly inputs: readonly Type[];
  declare readonly results: readonly Type[];
  private constructor(context: MLIRContext, inputs: readonly Type[], results: readonly Type[]) {
    super(context);
    this.inputs = inputs;
    this.results = results;
  }
  static get(context: MLIRContext, inputs: readonly Type[], results: readonly Type[]): FunctionType {
    let node = context.trie("function");
    for (let i = 0; i < inputs.length; i++) node = node.step((inputs[i] as Type).uid);
    node = node.step(-1);
    for (let i = 0; i < results.length; i++) node = node.step((results[i] as Type).uid);
    let t = node.value as FunctionType | undefined;
    if (t === undefined) {
      t = new FunctionType(context, Object.freeze(inputs.slice()), Object.freeze(results.slice()));
      node.value = t;
    }
    return t;
  }
  getNumInputs(): number {
    return this.inputs.length;
  }
  getNumResults(): number {
    return this.results.length;
  }
}

/** Common surface of vector, tensor and memref types (MLIR's ShapedType interface). */
export abstract class ShapedType extends Type {
  declare readonly elementType: Type;
  constructor(context: MLIRContext, elementType: Type) {
    super(context);
    this.elementType = elementType;
  }
  abstract hasRank(): boolean;
  /**
   * The shape of a ranked type (empty for unranked types): MLIR's int64_t sizes, each a
   * number when a double holds it exactly, a bigint beyond 2^53; DYNAMIC for `?`.
   */
  abstract get shape(): readonly Int64[];
  getRank(): number {
    return this.shape.length;
  }
  hasStaticShape(): boolean {
    if (!this.hasRank()) return false;
    for (const d of this.shape) if (d === DYNAMIC) return false;
    return true;
  }
  /**
   * The element count as MLIR's getNumElements computes it: the int64_t product of the
   * dimensions, wrapping modulo 2^64 (tensor<4611686018427387905x4xi8> has 4 elements
   * there, so a 4-byte hex payload fits it). Exact whenever the product is within 2^53;
   * a wrapped product beyond that is returned rounded, which changes no comparison with a
   * count of elements or bytes that exist (all are below 2^53).
   */
  getNumElements(): number {
    let n = 1;
    for (const d of this.shape) n *= Number(d);
    if (Number.isSafeInteger(n)) return n;
    let exact: Int64 = 1;
    for (const d of this.shape) exact = mulInt64(exact, d);
    return Number(exact);
  }
  getNumDynamicDims(): number {
    let n = 0;
    for (const d of this.shape) if (d === DYNAMIC) n++;
    return n;
  }
}

function shapeKey(shape: readonly Int64[]): string {
  return shape.length === 0 ? "" : shape.join("x");
}

export class VectorType extends ShapedType {
  declare readonly shape: readonly Int64[];
  /** Per dimension, whether it is scalable (`[4]`); empty when none is. */
  declare readonly scalableDims: readonly boolean[];
  private constructor(context: MLIRContext, shape: readonly Int64[], elementType: Type, scalableDims: readonly boolean[]) {
    super(context, elementType);
    this.shape = shape;
    this.scalableDims = scalableDims;
  }
  static get(shape: readonly Int64[], elementType: Type, scalableDims: readonly boolean[] = []): VectorType {
    const context = elementType.context;
    shape = normalizedShape(shape);
    const anyScalable = scalableDims.some((s) => s);
    const scal = anyScalable ? scalableDims.map((s) => (s ? "1" : "0")).join("") : "";
    return unique(
      context,
      `v${shapeKey(shape)}|${elementType.uid}|${scal}`,
      () =>
        new VectorType(
          context,
          Object.freeze(shape.slice()),
          elementType,
          Object.freeze(anyScalable ? scalableDims.slice() : []),
        ),
    );
  }
  hasRank(): boolean {
    return true;
  }
  isScalable(): boolean {
    return this.scalableDims.length > 0;
  }
  isDimScalable(dim: number): boolean {
    return this.scalableDims[dim] === true;
  }
}

export abstract class TensorType extends ShapedType {}

export class RankedTensorType extends TensorType {
  declare readonly shape: readonly Int64[];
  declare readonly encoding: Attribute | null;
  private constructor(context: MLIRContext, shape: readonly Int64[], elementType: Type, encoding: Attribute | null) {
    super(context, elementType);
    this.shape = shape;
    this.encoding = encoding;
  }
  static get(shape: readonly Int64[], elementType: Type, encoding: Attribute | null = null): RankedTensorType {
    const context = elementType.context;
    shape = normalizedShape(shape);
    let node = context.trie("tensor").step(elementType.uid).step(encoding === null ? -1 : encoding.uid);
    for (let i = 0; i < shape.length; i++) node = node.step(shape[i]);
    let t = node.value as RankedTensorType | undefined;
    if (t === undefined) {
      t = new RankedTensorType(context, Object.freeze(shape.slice()), elementType, encoding);
      node.value = t;
    }
    return t;
  }
  hasRank(): boolean {
    return true;
  }
}

export class UnrankedTensorType extends TensorType {
  private constructor(context: MLIRContext, elementType: Type) {
    super(context, elementType);
  }
  static get(elementType: Type): UnrankedTensorType {
    const context = elementType.context;
    return unique(context, `T*${elementType.uid}`, () => new UnrankedTensorType(context, elementType));
  }
  hasRank(): boolean {
    return false;
  }
  get shape(): readonly Int64[] {
    return EMPTY_SHAPE;
  }
}

const EMPTY_SHAPE: readonly Int64[] = Object.freeze([]);

export abstract class BaseMemRefType extends ShapedType {
  declare readonly memorySpace: Attribute | null;
  constructor(context: MLIRContext, elementType: Type, memorySpace: Attribute | null) {
    super(context, elementType);
    this.memorySpace = memorySpace;
  }
}

export class MemRefType extends BaseMemRefType {
  declare readonly shape: readonly Int64[];
  /** The layout attribute; null means the identity layout (not printed). */
  declare readonly layout: Attribute | null;
  private constructor(
    context: MLIRContext,
    shape: readonly Int64[],
    elementType: Type,
    layout: Attribute | null,
    memorySpace: Attribute | null,
  ) {
    super(context, elementType, memorySpace);
    this.shape = shape;
    this.layout = layout;
  }
  /**
   * `layout` must already be canonical: callers drop identity affine maps (as MLIR's
   * MemRefType::get does) via `canonicalMemRefLayout`; memory space 0 : i64 is dropped
   * by `canonicalMemorySpace`.
   */
  static get(
    shape: readonly Int64[],
    elementType: Type,
    layout: Attribute | null = null,
    memorySpace: Attribute | null = null,
  ): MemRefType {
    const context = elementType.context;
    shape = normalizedShape(shape);
    const l = context.canonicalMemRefLayout(layout, shape.length);
    const m = context.canonicalMemorySpace(memorySpace);
    let node = context.trie("memref").step(elementType.uid).step(l === null ? -1 : l.uid).step(m === null ? -1 : m.uid);
    for (let i = 0; i < shape.length; i++) node = node.step(shape[i]);
    let t = node.value as MemRefType | undefined;
    if (t === undefined) {
      t = new MemRefType(context, Object.freeze(shape.slice()), elementType, l, m);
      node.value = t;
    }
    return t;
  }
  hasRank(): boolean {
    return true;
  }
}

export class UnrankedMemRefType extends BaseMemRefType {
  private constructor(context: MLIRContext, elementType: Type, memorySpace: Attribute | null) {
    super(context, elementType, memorySpace);
  }
  static get(elementType: Type, memorySpace: Attribute | null = null): UnrankedMemRefType {
    const context = elementType.context;
    const m = context.canonicalMemorySpace(memorySpace);
    return unique(
      context,
      `M*${elementType.uid}|${m === null ? "" : m.uid}`,
      () => new UnrankedMemRefType(context, elementType, m),
    );
  }
  hasRank(): boolean {
    return false;
  }
  get shape(): readonly Int64[] {
    return EMPTY_SHAPE;
  }
}

/**
 * A type of a dialect that is not registered (or not understood): `!dialect.body` /
 * `!dialect<"body">`, kept losslessly as namespace plus body text (a byte string).
 */
export class OpaqueType extends Type {
  declare readonly dialect: string;
  /** The body as printed without aliases. */
  declare readonly data: string;
  /** The body with its nested attributes/types kept apart (see OpaqueBodyPart), or null. */
  declare readonly parts: readonly (string | Type | Attribute)[] | null;
  private constructor(context: MLIRContext, dialect: string, data: string, parts: readonly (string | Type | Attribute)[] | null) {
    super(context);
    this.dialect = dialect;
    this.data = data;
    this.parts = parts;
  }
  /** `parts`, when given, must print as `data` when its nested values print without aliases. */
  static get(context: MLIRContext, dialect: string, data: string, parts?: readonly (string | Type | Attribute)[]): OpaqueType {
    return unique(context, `o${dialect.length}:${dialect}${data}`, () => new OpaqueType(context, dialect, data, parts ?? null));
  }
  override get dialectNamespace(): string {
    return this.dialect;
  }
  /** What the dialect says this type implements (its class is shared by every kind). */
  interfaceImpl(key: AnyInterface): object | undefined {
    return this.context.getDialect(this.dialect)?.opaqueInterfaceImpl?.(this, key);
  }
  /** Whether the dialect says this kind may be a memref's element type. */
  get isMemRefElementType(): boolean {
    return this.interfaceImpl(MemRefElementTypeInterface) !== undefined;
  }
}

/**
 * MLIR's MemRefElementTypeInterface, a marker without methods: what a dialect keeping its
 * types opaque answers (opaqueInterfaceImpl) for the kinds that may be a memref's element.
 */
export const MemRefElementTypeInterface = defineTypeInterface<Record<never, never>>("MemRefElementTypeInterface");

/**
 * Base of types defined by registered (non-builtin) dialects. Subclasses are uniqued
 * through `DialectType.unique` with a key they choose; their dialect prints and parses them.
 */
export abstract class DialectType extends Type {
  abstract override get dialectNamespace(): string;
  /** Whether the type may be a memref's element type (MLIR's MemRefElementTypeInterface). */
  get isMemRefElementType(): boolean {
    return true;
  }
  protected static uniqueIn<T extends DialectType>(context: MLIRContext, key: string, make: () => T): T {
    return unique(context, `d${key}`, make);
  }
}

export function isShaped(type: Type): type is ShapedType {
  return type instanceof ShapedType;
}

/** The element type of a shaped type, or the type itself (MLIR's getElementTypeOrSelf). */
export function getElementTypeOrSelf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}

/**
 * Whether a memref layout is what MLIR's AffineMap::isIdentity calls the identity: as
 * many results as dims, result i being d_i (symbols are not looked at). Such a layout is
 * neither printed nor visited for aliases, though a type read from bytecode may carry it.
 */
export function isIdentityLayout(layout: Attribute | null): boolean {
  if (layout === null) return true;
  const map = (layout as { value?: unknown }).value;
  if (!(map instanceof AffineMap)) return false;
  if (map.numDims !== map.results.length) return false;
  for (let i = 0; i < map.results.length; i++) {
    const r = map.results[i];
    if (!(r instanceof AffineDimExpr) || r.position !== i) return false;
  }
  return true;
}

