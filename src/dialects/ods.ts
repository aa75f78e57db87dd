// The `ods` helper vocabulary that TypeScript predicates in defs/ call (see defs/README.md):
// pure, total functions over types, attributes, regions and values. Generated dialect code
// imports this module as `ods`.
import {
  ArrayAttr,
  type Int64,
  Attribute,
  BaseMemRefType,
  Block,
  ComplexType,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  DenseStringElementsAttr,
  DictionaryAttr,
  ElementsAttr,
  FloatAttr,
  FloatType,
  FunctionType,
  IndexType,
  IntegerAttr,
  IntegerType,
  Location,
  MemRefType,
  NoneType,
  OpaqueAttr,
  OpaqueType,
  RankedTensorType,
  ShapedType,
  StringAttr,
  SymbolRefAttr,
  TensorType,
  TupleType,
  Type,
  TypeAttr,
  UnitAttr,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
  AffineMapAttr,
  hasType,
  DYNAMIC,
  type Region,
  type AnyInterface,
  type Operation,
  OpTrait,
  FunctionOpInterface,
  SymbolOpInterface,
  Value,
} from "../ir/index.js";
import { isCompatibleFloatingPointType, isCompatibleOuterType, isCompatibleVectorType, llvmVectorShape, vectorElementType } from "./llvm/compatible-types.js";
import { llvmTypeBody, nestedTypeText } from "./llvm/types.js";
import { cooperativeMatrixElement, pointerParts, sampledImageImage } from "./spirv/type-parts.js";
import { mmaMatrixParts } from "./gpu/mma.js";
import { asyncValueTypeOf } from "./async/types.js";
import { isIntegerIndexOrOpaqueType, isSupportedEmitCType, isSupportedFloatType } from "./emitc/supported-types.js";
import type { AsmParser } from "../asm/op-asm/asm-parser.js";
import { implementsInterfaceKey } from "./runtime/attr-type-interfaces.js";
import { OpaqueShapedTypeInterface, type OpaqueShapedTypeMethods } from "./ir.js";
import { matchConstant as constantOfValue } from "../rewrite/fold.js";

// ---- types ----
export function isInteger(t: Type | undefined, width?: number): boolean {
  return t instanceof IntegerType && (width === undefined || t.width === width);
}
export function isSignlessInteger(t: Type | undefined, width?: number): boolean {
  return isInteger(t, width) && (t as IntegerType).signedness === "signless";
}
export function isSignedInteger(t: Type | undefined, width?: number): boolean {
  return isInteger(t, width) && (t as IntegerType).signedness === "signed";
}
export function isUnsignedInteger(t: Type | undefined, width?: number): boolean {
  return isInteger(t, width) && (t as IntegerType).signedness === "unsigned";
}
export function isIndex(t: Type | undefined): boolean {
  return t instanceof IndexType;
}
export function isSignlessIntOrIndex(t: Type | undefined): boolean {
  return isIndex(t) || isSignlessInteger(t);
}
export function isFloat(t: Type | undefined): boolean {
  return t instanceof FloatType;
}
export function isFloatOf(t: Type | undefined, keyword: string): boolean {
  return t instanceof FloatType && t.kind === keyword;
}
export function isNone(t: Type | undefined): boolean {
  return t instanceof NoneType;
}
export function isComplex(t: Type | undefined): boolean {
  return t instanceof ComplexType;
}
export function complexElementType(t: Type): Type {
  return t instanceof ComplexType ? t.elementType : t;
}
/** memref::getTensorTypeFromMemRefType: the tensor of a memref's shape and element type; none for another type. */
export function tensorTypeOfMemRef(t: Type): Type {
  if (t instanceof MemRefType) return RankedTensorType.get(t.shape, t.elementType);
  if (t instanceof UnrankedMemRefType) return UnrankedTensorType.get(t.elementType);
  return NoneType.get(t.context);
}
export function isFunctionType(t: Type | undefined): boolean {
  return t instanceof FunctionType;
}
export function isOpaqueType(t: Type | undefined, dialect: string, name: string): boolean {
  return t instanceof OpaqueType && t.dialect === dialect && t.data === name;
}
/**
 * Whether `t` is a type of a dialect tsmlir keeps as text (a stub dialect's `!llvm.ptr<1>`) of
 * the TypeDef with `mnemonic`: its body is the mnemonic alone or the mnemonic and its `<...>`
 * parameters. Upstream ops' `isa<...>` constraints on such types are checked through it.
 */
export function isDialectType(t: Type | undefined, dialect: string, mnemonic: string): boolean {
  return t instanceof OpaqueType && t.dialect === dialect && opaqueBodyHasMnemonic(t.data, mnemonic);
}
/** `isDialectType` for attributes kept as text (`#omp.clause_memory_order<seq_cst>`). */
/** The body of a type `dialect` keeps as text (`op<"func.func">` of `!transform.op<"func.func">`), or undefined. */
export function dialectTypeBody(t: Type | undefined, dialect: string): string | undefined {
  return t instanceof OpaqueType && t.dialect === dialect ? t.data : undefined;
}
export function isDialectAttr(a: Attribute | undefined, dialect: string, mnemonic: string): boolean {
  return a instanceof OpaqueAttr && a.dialect === dialect && opaqueBodyHasMnemonic(a.data, mnemonic);
}
function opaqueBodyHasMnemonic(body: string, mnemonic: string): boolean {
  if (!body.startsWith(mnemonic)) return false;
  const next = body.charAt(mnemonic.length);
  // `ptr`, `ptr<1>`, an enum attribute's `mnemonic case` spelling, a body its format
  // opens with a brace or parenthesis (`data_sharing_type{type = private}`), and an
  // ArrayOfAttr's list (`variadicity_array[ single]`).
  return next === "" || next === "<" || next === " " || next === "{" || next === "(" || next === "[";
}
export function isTuple(t: Type | undefined): boolean {
  return t instanceof TupleType;
}
export function tupleTypes(t: Type): readonly Type[] {
  return t instanceof TupleType ? t.types : [];
}
export function flattenedTupleTypes(t: Type): Type[] {
  const out: Type[] = [];
  const stack: Type[] = [t];
  while (stack.length > 0) {
    const x = stack.pop() as Type;
    if (x instanceof TupleType) for (let i = x.types.length - 1; i >= 0; i--) stack.push(x.types[i] as Type);
    else out.push(x);
  }
  return out;
}

// ---- shaped types ----
export function isShaped(t: Type | undefined): boolean {
  return t instanceof ShapedType;
}
export function isVector(t: Type | undefined): boolean {
  return t instanceof VectorType;
}
export function scalableDims(t: Type): readonly boolean[] {
  return t instanceof VectorType ? t.scalableDims : [];
}
export function isScalableVector(t: Type | undefined): boolean {
  return t instanceof VectorType && t.scalableDims.some((s) => s);
}
export function isTensor(t: Type | undefined): boolean {
  return t instanceof TensorType;
}
export function isRankedTensor(t: Type | undefined): boolean {
  return t instanceof RankedTensorType;
}
export function isUnrankedTensor(t: Type | undefined): boolean {
  return t instanceof UnrankedTensorType;
}
export function isMemRef(t: Type | undefined): boolean {
  return t instanceof MemRefType;
}
export function isUnrankedMemRef(t: Type | undefined): boolean {
  return t instanceof UnrankedMemRefType;
}
export function isBaseMemRef(t: Type | undefined): boolean {
  return t instanceof BaseMemRefType;
}
/** The shape and element type of a type a dialect keeps opaque but declares shaped (xegpu's tensor_desc). */
function opaqueShaped(t: Type | undefined): { readonly shape: readonly Int64[]; readonly elementType: Type } | undefined {
  if (!(t instanceof OpaqueType)) return undefined;
  const impl = t.interfaceImpl(OpaqueShapedTypeInterface as unknown as AnyInterface) as OpaqueShapedTypeMethods | undefined;
  return impl === undefined ? undefined : { shape: impl.shape(t), elementType: impl.elementType(t) };
}
export function hasRank(t: Type | undefined): boolean {
  return (t instanceof ShapedType && t.hasRank()) || opaqueShaped(t) !== undefined;
}
export function rank(t: Type | undefined): number {
  return t instanceof ShapedType ? t.getRank() : (opaqueShaped(t)?.shape.length ?? 0);
}
export function shape(t: Type | undefined): readonly Int64[] {
  return t instanceof ShapedType ? t.shape : (opaqueShaped(t)?.shape ?? []);
}
export function dimSize(t: Type, i: number): Int64 {
  return shape(t)[i] ?? DYNAMIC;
}
export function numElements(t: Type | undefined): number {
  if (t instanceof ShapedType) return t.getNumElements();
  const opaque = opaqueShaped(t);
  return opaque === undefined ? 1 : opaque.shape.reduce<number>((n, d) => n * Number(d), 1);
}
export function hasStaticShape(t: Type | undefined): boolean {
  if (t instanceof ShapedType) return t.hasStaticShape();
  const opaque = opaqueShaped(t);
  return opaque !== undefined && !opaque.shape.includes(DYNAMIC);
}
export function shapeEquals(t: Type | undefined, dims: readonly number[]): boolean {
  if (t === undefined) return false;
  const s = shape(t);
  return hasRank(t) && s.length === dims.length && s.every((d, i) => d === dims[i]);
}
/** The element type of a shaped type, the type itself otherwise (undefined stays undefined: `attrType` of an untyped attribute). */
export function elementType(t: Type): Type;
export function elementType(t: Type | undefined): Type | undefined;
export function elementType(t: Type | undefined): Type | undefined {
  if (t instanceof ShapedType) return t.elementType;
  return t instanceof OpaqueType ? (opaqueShaped(t)?.elementType ?? t) : t;
}
export function isStrided(t: Type | undefined): boolean {
  if (!(t instanceof MemRefType)) return false;
  const layout = t.layout;
  return layout === null || layout instanceof AffineMapAttr ? true : layout.constructor.name === "StridedLayoutAttr";
}
export function hasValueSemantics(t: Type | undefined): boolean {
  return t instanceof VectorType || t instanceof TensorType;
}
export function elementTypeOrSelf(x: Type | Value): Type {
  return elementType(x instanceof Value ? x.type : x);
}

// ---- attributes ----
export function isIntegerAttr(a: Attribute): boolean {
  return a instanceof IntegerAttr;
}
export function isFloatAttr(a: Attribute): boolean {
  return a instanceof FloatAttr;
}
export function isBoolAttr(a: Attribute): boolean {
  return a instanceof IntegerAttr && a.isBool();
}
export function isStringAttr(a: Attribute): boolean {
  return a instanceof StringAttr;
}
/** The text of a string attribute (undefined for another attribute). */
export function stringValue(a: Attribute): string | undefined {
  return a instanceof StringAttr ? a.value : undefined;
}
export function isUnitAttr(a: Attribute): boolean {
  return a instanceof UnitAttr;
}
export function isTypeAttr(a: Attribute): boolean {
  return a instanceof TypeAttr;
}
export function isArrayAttr(a: Attribute): boolean {
  return a instanceof ArrayAttr;
}
export function isDictionaryAttr(a: Attribute): boolean {
  return a instanceof DictionaryAttr;
}
export function isSymbolRefAttr(a: Attribute): boolean {
  return a instanceof SymbolRefAttr;
}
export function isFlatSymbolRefAttr(a: Attribute): boolean {
  return a instanceof SymbolRefAttr && a.isFlat();
}
export function isLocationAttr(a: Attribute): boolean {
  return a instanceof Location;
}
export function isAffineMapAttr(a: Attribute): boolean {
  return a instanceof AffineMapAttr;
}
export function isElementsAttr(a: Attribute): boolean {
  return a instanceof ElementsAttr;
}
export function isDenseIntElementsAttr(a: Attribute): boolean {
  return a instanceof DenseIntOrFPElementsAttr && isSignlessIntOrIndex(a.elementType) || (a instanceof DenseIntOrFPElementsAttr && a.elementType instanceof IntegerType);
}
export function isDenseFPElementsAttr(a: Attribute): boolean {
  return a instanceof DenseIntOrFPElementsAttr && a.elementType instanceof FloatType;
}
export function isDenseStringElementsAttr(a: Attribute): boolean {
  return a instanceof DenseStringElementsAttr;
}
export function isDenseArrayAttr(a: Attribute, keyword: string): boolean {
  if (!(a instanceof DenseArrayAttr)) return false;
  const t = a.elementType;
  if (t instanceof IntegerType) return t.signedness === "signless" && keyword === `i${t.width}`;
  return t instanceof FloatType && t.kind === keyword;
}
/** The type of a typed attribute (NoneType-less attributes give undefined). */
export function attrType(a: Attribute): Type | undefined {
  return hasType(a) ? a.type : undefined;
}
export function intValue(a: Attribute): bigint {
  return a instanceof IntegerAttr ? a.getValue() : 0n;
}
export function typeAttrValue(a: Attribute): Type | undefined {
  return a instanceof TypeAttr ? a.value : undefined;
}
/** `t instanceof <className>` for the builtin type class named in a predicate (`"ir.FunctionType"`). */
export function typeIsInstanceOf(t: Type | undefined, className: string): boolean {
  if (t === undefined) return false;
  switch (className) {
    case "ir.Type":
      // Any type (TypeAttr's own class): ODS's `isa<::mlir::Type>` always holds.
      return true;
    case "ir.FunctionType":
      return t instanceof FunctionType;
    case "ir.IntegerType":
      return t instanceof IntegerType;
    case "ir.IndexType":
      return t instanceof IndexType;
    case "ir.FloatType":
      return t instanceof FloatType;
    case "ir.ShapedType":
      return t instanceof ShapedType;
    case "ir.VectorType":
      return t instanceof VectorType;
    case "ir.TensorType":
      return t instanceof TensorType;
    case "ir.RankedTensorType":
      return t instanceof RankedTensorType;
    case "ir.MemRefType":
      return t instanceof MemRefType;
    case "ir.BaseMemRefType":
      return t instanceof BaseMemRefType;
    case "ir.TupleType":
      return t instanceof TupleType;
    case "ir.ComplexType":
      return t instanceof ComplexType;
    case "ir.NoneType":
      return t instanceof NoneType;
    default:
      return false;
  }
}
export function arrayElements(a: Attribute): readonly Attribute[] {
  return a instanceof ArrayAttr ? a.value : [];
}
export function denseArrayValues(a: Attribute): readonly (number | bigint)[] {
  if (!(a instanceof DenseArrayAttr)) return [];
  const values = a.values as ArrayLike<number | bigint>;
  const out = new Array<number | bigint>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] as number | bigint;
  return out;
}

/**
 * Whether an attribute or type implements an interface (ODS's AttrInterface/TypeInterface
 * constraints: `ods.implementsInterface($_self, ir.TypedAttr)`); `iface` is the
 * interface's key (ir.defineAttrInterface / defineTypeInterface, or a generated one).
 */
export function implementsInterface(x: Attribute | Type | undefined, iface: AnyInterface): boolean {
  return implementsInterfaceKey(x, iface);
}
/** MLIR's hasPromiseOrImplementsInterface: tsmlir has no promised interfaces, so the same as implementsInterface. */
export function hasPromiseOrImplementsInterface(x: Attribute | Type | undefined, iface: AnyInterface): boolean {
  return implementsInterfaceKey(x, iface);
}

// ---- regions ----
export function blockCount(region: Region): number {
  let n = 0;
  for (let b: Block | null = region.firstBlock; b !== null; b = b.next) n++;
  return n;
}

// ---- comparisons ----
export function deepEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEquals(x, b[i]));
  return false;
}
/** Identity of all values (element-wise for arrays). */
export function allEqual(values: readonly unknown[]): boolean {
  for (let i = 1; i < values.length; i++) if (!deepEquals(values[0], values[i])) return false;
  return true;
}
export function sameType(a: Type | undefined, b: Type | undefined): boolean {
  return a === b;
}
export function sameTypes(as: readonly Type[], bs: readonly Type[]): boolean {
  return as.length === bs.length && as.every((t, i) => t === bs[i]);
}
export function isSorted(values: readonly (number | bigint)[], strict: boolean): boolean {
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1] as number | bigint;
    const b = values[i] as number | bigint;
    if (strict ? !(a < b) : !(a <= b)) return false;
  }
  return true;
}
/** `i1` for scalars, else the same shaped type with `i1` elements (MLIR's getI1SameShape). */
export function i1SameShape(t: Type): Type {
  const i1 = IntegerType.get(t.context, 1);
  if (t instanceof VectorType) return VectorType.get(t.shape, i1, t.scalableDims);
  if (t instanceof RankedTensorType) return RankedTensorType.get(t.shape, i1, t.encoding);
  if (t instanceof UnrankedTensorType) return UnrankedTensorType.get(i1);
  return i1;
}

/**
 * A vector with its trailing dimension scaled by `factor` (truncated; a 0-d vector counts as
 * one element): vector.interleave's result (2) and deinterleave's halves (0.5; a trailing
 * dimension too small to halve leaves the type as it is). Any other type is returned as is.
 */
export function scaleTrailingDim(t: Type, factor: number): Type {
  if (!(t instanceof VectorType)) return t;
  if (t.shape.length === 0) return VectorType.get([Math.trunc(factor)], t.elementType);
  const last = Math.trunc(Number(t.shape[t.shape.length - 1]) * factor);
  if (last <= 0) return t;
  return VectorType.get([...t.shape.slice(0, -1), last], t.elementType, t.scalableDims);
}

/** `$group.type` of a variadic operand/result group inside op predicates. */
export function valueGroup(values: readonly Value[]): { readonly type: readonly Type[] } {
  return { type: values.map((v) => v.type) };
}

export { parseMnemonic, unknownMnemonic, expectPunctuation, uniqueKeyPart, type DialectParser } from "./syntax.js";

/**
 * One enum keyword read by an attribute/type parameter parser (`$_parser`), or MLIR's
 * `expected <typeName> to be one of: <spellings>` at the keyword.
 */
export function parseEnumKeyword<T>(parser: AsmParser, symbolize: (text: string) => T | undefined, typeName: string, spellings: readonly string[]): T {
  const offset = parser.getCurrentLocation();
  const word = parser.parseKeywordAny();
  const value = symbolize(word);
  if (value === undefined) throw parser.emitError(offset, `expected ${typeName} to be one of: ${spellings.join(", ")}`);
  return value;
}

/**
 * Bit enum keywords separated by what `parseSeparator` accepts (`() => $_parser.parseOptionalVerticalBar()`),
 * or-ed together; an unknown keyword is reported where the list starts, as MLIR does.
 */
export function parseBitEnumKeywords<T extends number | bigint>(
  parser: AsmParser,
  symbolize: (text: string) => T | undefined,
  typeName: string,
  spellings: readonly string[],
  parseSeparator: () => boolean,
): T {
  const start = parser.getCurrentLocation();
  let flags: T | undefined;
  do {
    const value = symbolize(parser.parseKeywordAny());
    if (value === undefined) throw parser.emitError(start, `expected ${typeName} to be one of: ${spellings.join(", ")}`);
    flags = (flags === undefined ? value : typeof value === "bigint" ? (flags as bigint) | value : ((flags as number) | value) >>> 0) as T;
  } while (parseSeparator());
  return flags;
}

/**
 * DRR's ConstantLikeMatcher (MLIR's `matchPattern(value, m_Constant(&binding))`): whether
 * `value` is produced by a constant-like op folding to an attribute, which is then stored
 * in `binding.value` (MLIR binds by reference).
 */
export function matchConstant(value: Value, binding: { value: Attribute | undefined }): boolean {
  const attr = constantOfValue(value);
  if (attr === undefined) return false;
  binding.value = attr;
  return true;
}

/** The type of a value, or the types of a variadic group (undefined for an absent optional value). */
export function typeOf(value: Value): Type;
export function typeOf(values: readonly Value[]): readonly Type[];
export function typeOf(value: Value | undefined): Type | undefined;
export function typeOf(x: Value | readonly Value[] | undefined): Type | readonly Type[] | undefined {
  if (x === undefined) return undefined;
  return x instanceof Value ? x.type : (x as readonly Value[]).map((v) => v.type);
}

/** MLIR's OpTrait::util::getBroadcastedType for scalars and vectors/tensors of one element type. */
export function broadcastedType(a: Type, b: Type): Type | undefined {
  if (elementType(a) !== elementType(b)) return undefined;
  if (!(a instanceof ShapedType)) return b;
  if (!(b instanceof ShapedType)) return a;
  if (!a.hasRank() || !b.hasRank()) return a.hasRank() ? b : a;
  const sa = a.shape;
  const sb = b.shape;
  const out: Int64[] = [];
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const x = sa[sa.length - 1 - i] ?? 1;
    const y = sb[sb.length - 1 - i] ?? 1;
    if (x === y || y === 1) out.unshift(x);
    else if (x === 1) out.unshift(y);
    else if (x === DYNAMIC || y === DYNAMIC) out.unshift(x === DYNAMIC ? y : x);
    else return undefined;
  }
  if (a instanceof VectorType) return VectorType.get(out, elementType(a));
  if (a instanceof RankedTensorType) return RankedTensorType.get(out, elementType(a));
  return undefined;
}

// llvm's type classes (MLIR's LLVM::isCompatible*Type and friends), which the C++
// predicates of llvm's, nvvm's and rocdl's constraints call.
export function isLLVMCompatibleOuterType(t: Type | undefined): boolean {
  return t !== undefined && isCompatibleOuterType(t);
}
export function isLLVMCompatibleVectorType(t: Type | undefined): boolean {
  return t !== undefined && isCompatibleVectorType(t);
}
export function isLLVMCompatibleFloatingPointType(t: Type | undefined): boolean {
  return t !== undefined && isCompatibleFloatingPointType(t);
}
/** LLVM::getVectorElementType; undefined for a type that is not a vector. */
export function llvmVectorElementType(t: Type | undefined): Type | undefined {
  return t === undefined ? undefined : vectorElementType(t, t.context);
}
/** LLVM::getVectorNumElements of a builtin or llvm vector (its known minimum and whether it scales); undefined for another type. */
export function llvmVectorElementCount(t: Type | undefined): { readonly min: number; readonly scalable: boolean } | undefined {
  if (t instanceof VectorType) return { min: t.shape.reduce((a: number, d) => a * Number(d), 1), scalable: t.scalableDims.some((d) => d) };
  const shape = t === undefined ? undefined : llvmVectorShape(t);
  return shape === undefined ? undefined : { min: shape.count, scalable: shape.scalable };
}
/** `getVectorNumElements(a) == getVectorNumElements(b) * factor`: equal known minimums and scalability. */
export function llvmElementCountIsMultiple(a: Type | undefined, b: Type | undefined, factor: number): boolean {
  const ca = llvmVectorElementCount(a);
  const cb = llvmVectorElementCount(b);
  return ca !== undefined && cb !== undefined && ca.scalable === cb.scalable && ca.min === cb.min * factor;
}
/** isScalableVectorType: a builtin vector with a scalable dimension or `!llvm.vec<? x …>`. */
export function isLLVMScalableVectorType(t: Type | undefined): boolean {
  return llvmVectorElementCount(t)?.scalable === true;
}
/** The bits of a vector's known minimum element count (the vector intrinsics' getVectorBitWidth). */
export function llvmVectorMinBitWidth(t: Type | undefined): number {
  const count = llvmVectorElementCount(t);
  const element = llvmVectorElementType(t);
  return (count?.min ?? 0) * (element instanceof IntegerType || element instanceof FloatType ? element.width : 0);
}
/** cmpxchg's `getValAndBoolStructType`: `!llvm.struct<(T, i1)>` of the compared value's type. */
export function llvmValAndBoolStructType(t: Type | undefined): Type | undefined {
  return t === undefined ? undefined : OpaqueType.get(t.context, "llvm", `struct<(${nestedTypeText(t)}, i1)>`);
}
/** The address space of `!llvm.ptr` / `!llvm.ptr<N>`; undefined for another type. */
export function llvmPointerAddressSpace(t: Type | undefined): number | undefined {
  const body = t === undefined ? undefined : llvmTypeBody(t);
  if (body === "ptr") return 0;
  if (body === undefined || !body.startsWith("ptr<") || !body.endsWith(">")) return undefined;
  return Number(body.slice(4, -1));
}

/**
 * llvm's getI1SameShape (the result type of llvm.icmp and llvm.fcmp): i1 for a scalar, and a
 * builtin vector of i1 with the element count, scalable or not, of an LLVM-compatible
 * vector, a builtin one or `!llvm.vec<...>`.
 */
export function llvmI1SameShape(t: Type): Type {
  const i1 = IntegerType.get(t.context, 1);
  if (!isCompatibleVectorType(t)) return i1;
  if (t instanceof VectorType) return VectorType.get([t.shape[0] as Int64], i1, t.scalableDims[0] === true ? [true] : []);
  const shape = llvmVectorShape(t);
  return shape === undefined ? i1 : VectorType.get([shape.count], i1, shape.scalable ? [true] : []);
}

/**
 * QuantizedType::getStorageTypeIntegralWidth of a quant type (`!quant.uniform<i8:f32, 0.1>`
 * → 8); undefined for another type and for a calibrated one, which has no storage type.
 */
export function quantStorageWidth(t: Type | undefined): number | undefined {
  if (!(t instanceof OpaqueType) || t.dialect !== "quant") return undefined;
  const body = t.data;
  const open = body.startsWith("uniform<") ? 8 : body.startsWith("any<") ? 4 : -1;
  if (open < 0) return undefined;
  const sign = body.charCodeAt(open);
  if (sign !== 105 && sign !== 117) return undefined; // `i` or `u`
  let end = open + 1;
  while (end < body.length && body.charCodeAt(end) >= 48 && body.charCodeAt(end) <= 57) end++;
  return end === open + 1 ? undefined : Number(body.slice(open + 1, end));
}

// emitc's type classes (MLIR's emitc::isSupported*Type), which the C++ predicates of emitc's
// constraints call.
export function isEmitCSupportedType(t: Type | undefined): boolean {
  return t !== undefined && isSupportedEmitCType(t);
}
export function isEmitCSupportedFloatType(t: Type | undefined): boolean {
  return t !== undefined && isSupportedFloatType(t);
}
export function isEmitCIntegerIndexOrOpaqueType(t: Type | undefined): boolean {
  return t !== undefined && isIntegerIndexOrOpaqueType(t);
}

/** The element type of `!pdl.range<T>` (pdl::RangeType::getElementType), or undefined for another type. */
/** spirv's CooperativeMatrixType::getElementType; undefined for another type. */
export function spirvCooperativeMatrixElementType(t: Type | undefined): Type | undefined {
  return t === undefined ? undefined : cooperativeMatrixElement(t);
}
/** async's ValueType::getValueType (the T of `!async.value<T>`); undefined for another type. */
export function asyncValueType(t: Type | undefined): Type | undefined {
  return t === undefined ? undefined : asyncValueTypeOf(t);
}
/** gpu's MMAMatrixType::getElementType; undefined for another type. */
export function gpuMmaMatrixElementType(t: Type | undefined): Type | undefined {
  return t === undefined ? undefined : mmaMatrixParts(t)?.element;
}
/** spirv's PointerType::getPointeeType; undefined for another type. */
export function spirvPointeeType(t: Type | undefined): Type | undefined {
  return t === undefined ? undefined : pointerParts(t)?.pointee;
}
/** spirv's SampledImageType::getImageType; undefined for another type. */
export function spirvSampledImageImageType(t: Type | undefined): Type | undefined {
  return t === undefined ? undefined : sampledImageImage(t);
}
/** spirv's isDirectInModuleLikeOp: `op` is a symbol table (the block an op of InModuleScope must be in). */
export function spirvDirectInModuleLike(op: Operation | null): boolean {
  return op !== null && op.mightHaveTrait(OpTrait.SymbolTable);
}
/**
 * spirv's isNestedInFunctionOpInterface: a function encloses `op` before any symbol table
 * does. Ops registered from stub tables (spirv.func, gpu.func) do not carry
 * FunctionOpInterface: a symbol with a `function_type` stands for them, as every such op of
 * MLIR 19 is a function.
 */
export function spirvNestedInFunction(op: Operation | null): boolean {
  for (let current = op; current !== null; current = current.parentOp) {
    if (current.mightHaveTrait(OpTrait.SymbolTable)) return false;
    if (current.getInterface(FunctionOpInterface) !== undefined) return true;
    if (current.getInterface(SymbolOpInterface) !== undefined && current.getInherentAttr("function_type") instanceof TypeAttr) return true;
  }
  return false;
}
/** pdl::RangeType::get: `!pdl.range<T>` of a pdl type T; undefined for a type of another dialect. */
export function pdlRangeOf(t: Type): Type | undefined {
  const body = dialectTypeBody(t, "pdl");
  return body === undefined ? undefined : OpaqueType.get(t.context, "pdl", `range<${body}>`);
}
/** pdl_interp's getGetValueTypeOpValueType: `!pdl.range<value>` for a range (of types), else `!pdl.value`. */
export function pdlValueTypeOfTypes(t: Type): Type {
  const range = dialectTypeBody(t, "pdl")?.startsWith("range<") === true;
  return OpaqueType.get(t.context, "pdl", range ? "range<value>" : "value");
}
export function pdlRangeElementType(t: Type | undefined): Type | undefined {
  const body = dialectTypeBody(t, "pdl");
  if (t === undefined || body === undefined || !body.startsWith("range<") || !body.endsWith(">")) return undefined;
  return OpaqueType.get(t.context, "pdl", body.slice(6, -1));
}

/**
 * The sparse_tensor encoding of a ranked tensor (sparse_tensor::getSparseTensorEncoding),
 * kept as text: `encoding<{...}>`; undefined for another type or encoding.
 */
function sparseTensorEncodingBody(t: Type | undefined): string | undefined {
  if (!(t instanceof RankedTensorType) || !(t.encoding instanceof OpaqueAttr) || t.encoding.dialect !== "sparse_tensor") return undefined;
  return t.encoding.data.startsWith("encoding<") ? t.encoding.data : undefined;
}
/** A tensor with a sparse_tensor encoding (ODS's AnySparseTensor). */
export function hasSparseTensorEncoding(t: Type | undefined): boolean {
  return sparseTensorEncodingBody(t) !== undefined;
}
/** A sparse tensor whose encoding slices its dimensions (`#sparse_tensor<slice(...)>` in its map, as MLIR prints it). */
export function isSparseTensorSlice(t: Type | undefined): boolean {
  return sparseTensorEncodingBody(t)?.includes("#sparse_tensor<slice(") === true;
}

// Types that upstream TypesMatchWith transformers compute from a vector (a type that is no
// vector is returned as is: the operand's own constraint reports it first).
/** `vector<Nxi1>` for a vector of N leading elements (x86vector's mask of a vector). */
export function leadingMaskVector(t: Type): Type {
  return t instanceof VectorType && t.shape.length > 0 ? VectorType.get([Number(t.shape[0])], IntegerType.get(t.context, 1)) : t;
}
/** `vector<(N/group)xiW>` for a vector of N leading elements (arm_neon's dot product accumulator of groups of `group`). */
export function leadingGroupsVector(t: Type, group: number, width: number): Type {
  return t instanceof VectorType && t.shape.length > 0 ? VectorType.get([Math.trunc(Number(t.shape[0]) / group)], IntegerType.get(t.context, width)) : t;
}
/** `iN` for a vector of N leading elements (x86vector's mask held in an integer). */
export function leadingMaskInteger(t: Type): Type {
  return t instanceof VectorType && t.shape.length > 0 ? IntegerType.get(t.context, Number(t.shape[0])) : t;
}
/** The vector with its trailing dimension set to `size` (arm_sve's svbool of a predicate). */
export function withTrailingDimension(t: Type, size: number): Type {
  if (!(t instanceof VectorType) || t.shape.length === 0) return t;
  const shape = t.shape.slice();
  shape[shape.length - 1] = size;
  return VectorType.get(shape, t.elementType, t.scalableDims);
}
/** VectorType::scaleElementBitwidth: integers widened `scale` times, f16/bf16 -> f32 -> f64 for 2. */
export function scaleElementBitwidth(t: Type, scale: number): Type {
  if (!(t instanceof VectorType)) return t;
  const element = t.elementType;
  let scaled: Type | undefined;
  if (element instanceof IntegerType) scaled = IntegerType.get(t.context, element.width * scale, element.signedness);
  else if (element instanceof FloatType && scale === 2) {
    const wider: Partial<Record<string, "f32" | "f64">> = { f16: "f32", bf16: "f32", f32: "f64" };
    const kind = wider[element.kind];
    if (kind !== undefined) scaled = FloatType.get(t.context, kind);
  }
  return scaled === undefined ? t : VectorType.get(t.shape, scaled, t.scalableDims);
}
/** The vector without its leading dimension (VectorType::Builder's dropDim(0)): a tile's slice. */
export function dropLeadingDim(t: Type): Type {
  if (!(t instanceof VectorType) || t.shape.length === 0) return t;
  return VectorType.get(t.shape.slice(1), t.elementType, t.scalableDims.slice(1));
}
/** The vector without its leading dimension, its remaining single dimension scalable (arm_sme's tile slice of a 2-d tile). */
export function scalableSliceOfTile(t: Type): Type {
  if (!(t instanceof VectorType) || t.shape.length !== 2) return t;
  return VectorType.get(t.shape.slice(1), t.elementType, [true]);
}
/** `vector<[N]x[N]xT>` of a vector of N leading elements of T (arm_sme's outer product tile of its operands). */
export function scalableSquareOfLeading(t: Type): Type {
  if (!(t instanceof VectorType) || t.shape.length === 0) return t;
  const size = Number(t.shape[0]);
  return VectorType.get([size, size], t.elementType, [true, true]);
}
/** The bit width of a shaped type's integer or float element (ShapedType::getElementTypeBitWidth); 0 for others. */
export function elementBitWidth(t: Type | undefined): number {
  const element = elementType(t);
  return element instanceof IntegerType || element instanceof FloatType ? element.width : 0;
}
