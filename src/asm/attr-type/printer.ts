// Printing of builtin attributes, types and locations, byte-identical to mlir-opt 19.
// The op printer owns alias decisions; it hands them in through `AliasLookup` and the
// printer substitutes `#alias` / `!alias` wherever an aliased value is printed.
import {
  AffineMapAttr,
  ArrayAttr,
  Attribute,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  DenseResourceElementsAttr,
  DenseStringElementsAttr,
  DialectAttribute,
  DictionaryAttr,
  DistinctAttr,
  FloatAttr,
  IntegerAttr,
  IntegerSetAttr,
  OpaqueAttr,
  SparseElementsAttr,
  StridedLayoutAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  denseArrayElementByteWidth,
  denseElementByteWidth,
  hasTypedDenseArrayStorage,
  opaqueMnemonic,
  type NamedAttribute,
  type OpaqueBodyPart,
  type ResourceBlobHandle,
} from "../../ir/attributes.js";
import {
  ComplexType,
  DialectType,
  DYNAMIC,
  FloatType,
  FunctionType,
  IndexType,
  IntegerType,
  MemRefType,
  NoneType,
  OpaqueType,
  RankedTensorType,
  TupleType,
  Type,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
  isIdentityLayout,
  type ShapedType,
} from "../../ir/types.js";
import { AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, type AffineExpr, type AffineMap, type IntegerSet } from "../../ir/affine.js";
import { CallSiteLoc, FileLineColLoc, FusedLoc, Location, NameLoc, OpaqueLoc, UnknownLoc } from "../../ir/location.js";
import { formatFloat } from "../../ir/apfloat.js";
import { int64ToString, negInt64, type Int64 } from "../../ir/int64.js";
import { hexLiteralText } from "../hex.js";
import { readFloat, readInt, scalarElementType } from "../../ir/dense-elements.js";
import type { DialectAsmPrinter } from "../../ir/dialect.js";
import { dialectSymbol, keywordOrString, quoteString, symbolReference } from "./escape.js";

/** Whether a typed attribute prints its `: type` suffix (MLIR's AttrTypeElision). */
export type TypeElision = "never" | "may" | "must";

/** Alias names chosen by the op printer (without the `#` / `!` sigil). */
export interface AliasLookup {
  attributeAlias(attr: Attribute): string | undefined;
  typeAlias(type: Type): string | undefined;
}

export interface AttrTypePrinterOptions {
  /** Aliases to substitute; none when omitted. */
  readonly aliases?: AliasLookup;
  /** Element count above which dense int/float elements print as hex (MLIR default 100). */
  readonly hexThreshold?: number;
  /** Called when a `dense_resource<...>` is printed (at least on its first print by this printer). */
  readonly onResourceReference?: (handle: ResourceBlobHandle) => void;
  /**
   * Non-splat elements attributes with more elements than this print as
   * `dense_resource<__elided__>` (MLIR's elideLargeElementsAttrs, which diagnostics use).
   */
  readonly elideElementsLargerThan?: number;
}

/** What an elided elements attribute prints as (MLIR 19's printElidedElementsAttr). */
const ELIDED_ELEMENTS = "dense_resource<__elided__>";

const ATTR_SLOTS = 1 << 13;
/** Texts at least this long are also cached by attribute in a Map. */
const LONG_ATTR_TEXT = 200;

/**
 * Attributes whose text is made as fast as a cache lookup: not cached, so that the many
 * distinct constants of a large module do not fill the caches.
 */
function isCheapToPrint(attr: Attribute): boolean {
  return (
    (attr instanceof IntegerAttr && typeof attr.value === "number") ||
    attr instanceof UnitAttr ||
    attr instanceof TypeAttr ||
    (attr instanceof StringAttr && attr.value.length < 64)
  );
}

/** MLIR's IsMutable trait, as the owning dialect reports it. */
function isMutable(value: Attribute | Type): boolean {
  if (!(value instanceof DialectType || value instanceof DialectAttribute)) return false;
  const dialect = value.context.getDialect(value.dialectNamespace);
  return dialect?.isMutable?.(value) ?? false;
}

/**
 * Prints attributes, types and locations. Results of alias-free, uniqued values are
 * cached per printer (so a constant printed a million times is formatted once).
 */
export class AttrTypePrinter {
  private readonly aliases: AliasLookup | undefined;
  private readonly hexThreshold: number;
  private readonly elideElementsLargerThan: number;
  private readonly onResourceReference: ((handle: ResourceBlobHandle) => void) | undefined;
  private readonly typeCache = new Map<Type, string>();
  /**
   * Attribute texts, direct-mapped by uid (allocated on first use): a large module has
   * tens of thousands of distinct constants, each printed about once, and a Map entry
   * costs more to add than most of them cost to print. Long texts are also kept in
   * `longAttrTexts`, so that colliding large values are never formatted twice.
   */
  private attrSlots: Array<Attribute | undefined> | undefined;
  private attrTexts: string[] | undefined;
  private readonly longAttrTexts = new Map<Attribute, string>();
  private readonly distinctIds = new Map<DistinctAttr, number>();
  private readonly keyCache = new Map<string, string>();
  private readonly dictCache = new Map<readonly NamedAttribute[], string>();
  /** Values whose dialect printer is running (MLIR's cyclic print stack). */
  private readonly cyclicPrints = new Set<Attribute | Type>();
  private aliasFree: AttrTypePrinter | undefined;

  constructor(options: AttrTypePrinterOptions = {}) {
    this.aliases = options.aliases;
    this.hexThreshold = options.hexThreshold ?? 100;
    this.elideElementsLargerThan = options.elideElementsLargerThan ?? Infinity;
    this.onResourceReference = options.onResourceReference;
  }

  /** The value's alias with its sigil (`#map`, `!alias`), if the op printer chose one. */
  aliasOf(value: Attribute | Type): string | undefined {
    const aliases = this.aliases;
    if (aliases === undefined) return undefined;
    const name = value instanceof Type ? aliases.typeAlias(value) : aliases.attributeAlias(value);
    return name === undefined ? undefined : `${value instanceof Type ? "!" : "#"}${name}`;
  }

  noteResourceReference(handle: ResourceBlobHandle): void {
    this.onResourceReference?.(handle);
  }

  enterCyclicPrint(value: Attribute | Type): boolean {
    if (this.cyclicPrints.has(value)) return false;
    this.cyclicPrints.add(value);
    return true;
  }

  leaveCyclicPrint(value: Attribute | Type): void {
    this.cyclicPrints.delete(value);
  }

  /**
   * The right-hand side of an alias definition line: the value's own syntax, with nested
   * aliases, except for mutable values, which upstream prints without any aliases.
   */
  printAliasDefinition(value: Attribute | Type): string {
    if (isMutable(value)) {
      this.aliasFree ??= new AttrTypePrinter({
        hexThreshold: this.hexThreshold,
        elideElementsLargerThan: this.elideElementsLargerThan,
        ...(this.onResourceReference ? { onResourceReference: this.onResourceReference } : {}),
      });
      return value instanceof Type ? this.aliasFree.printTypeWithoutAlias(value) : this.aliasFree.printAttributeWithoutAlias(value);
    }
    return value instanceof Type ? this.printTypeWithoutAlias(value) : this.printAttributeWithoutAlias(value);
  }

  /** The id `distinct[N]` of a distinct attribute, numbered in order of first print. */
  distinctId(attr: DistinctAttr): number {
    let id = this.distinctIds.get(attr);
    if (id === undefined) {
      id = this.distinctIds.size;
      this.distinctIds.set(attr, id);
    }
    return id;
  }

  // ---------------------------------------------------------------- types

  printType(type: Type): string {
    const alias = this.aliases?.typeAlias(type);
    if (alias !== undefined) return `!${alias}`;
    return this.printTypeWithoutAlias(type);
  }

  /** The type's own syntax even if it has an alias (used for alias definitions). */
  printTypeWithoutAlias(type: Type): string {
    const cached = this.typeCache.get(type);
    if (cached !== undefined) return cached;
    const text = this.typeText(type);
    // A mutable type prints differently inside its own body (the cyclic reference).
    if (!(type instanceof DialectType && isMutable(type))) this.typeCache.set(type, text);
    return text;
  }

  private typeText(type: Type): string {
    if (type instanceof IntegerType) {
      return type.signedness === "signless" ? `i${type.width}` : type.signedness === "signed" ? `si${type.width}` : `ui${type.width}`;
    }
    if (type instanceof FloatType) return type.kind;
    if (type instanceof IndexType) return "index";
    if (type instanceof NoneType) return "none";
    if (type instanceof RankedTensorType) {
      const enc = type.encoding === null ? "" : `, ${this.printAttribute(type.encoding)}`;
      return `tensor<${shapePrefix(type.shape)}${this.printType(type.elementType)}${enc}>`;
    }
    if (type instanceof MemRefType) {
      const parts = [`memref<${shapePrefix(type.shape)}${this.printType(type.elementType)}`];
      if (!isIdentityLayout(type.layout)) parts.push(", ", this.printAttribute(type.layout as Attribute));
      if (type.memorySpace !== null) parts.push(", ", this.printAttribute(type.memorySpace, "may"));
      parts.push(">");
      return parts.join("");
    }
    if (type instanceof VectorType) {
      const parts = ["vector<"];
      const shape = type.shape;
      for (let i = 0; i < shape.length; i++) {
        if (type.isDimScalable(i)) parts.push("[", String(shape[i]), "]x");
        else parts.push(String(shape[i]), "x");
      }
      parts.push(this.printType(type.elementType), ">");
      return parts.join("");
    }
    if (type instanceof FunctionType) {
      const inputs = type.inputs.map((t) => this.printType(t)).join(", ");
      const results = type.results;
      const only = results[0];
      const res =
        results.length === 1 && only !== undefined && !(only instanceof FunctionType)
          ? this.printType(only)
          : `(${results.map((t) => this.printType(t)).join(", ")})`;
      return `(${inputs}) -> ${res}`;
    }
    if (type instanceof ComplexType) return `complex<${this.printType(type.elementType)}>`;
    if (type instanceof TupleType) return `tuple<${type.types.map((t) => this.printType(t)).join(", ")}>`;
    if (type instanceof UnrankedTensorType) return `tensor<*x${this.printType(type.elementType)}>`;
    if (type instanceof UnrankedMemRefType) {
      const ms = type.memorySpace === null ? "" : `, ${this.printAttribute(type.memorySpace, "may")}`;
      return `memref<*x${this.printType(type.elementType)}${ms}>`;
    }
    if (type instanceof OpaqueType) return dialectSymbol("!", type.dialect, type.parts === null ? type.data : this.printOpaqueBody(type.parts));
    if (type instanceof DialectType) {
      const dialect = type.context.getDialect(type.dialectNamespace);
      if (dialect?.printType !== undefined) {
        const buf = new BodyPrinter(this);
        dialect.printType(type, buf);
        return dialectSymbol("!", type.dialectNamespace, buf.text());
      }
    }
    throw new Error(`cannot print type of kind ${type.constructor.name}`);
  }

  // ---------------------------------------------------------------- attributes

  /** An attribute as MLIR prints it; `elision` controls the trailing `: type`. */
  printAttribute(attr: Attribute, elision: TypeElision = "never"): string {
    const alias = this.aliases?.attributeAlias(attr);
    if (alias !== undefined) return `#${alias}`;
    return this.printAttributeWithoutAlias(attr, elision);
  }

  printAttributeWithoutAlias(attr: Attribute, elision: TypeElision = "never"): string {
    if (elision === "never" && !isCheapToPrint(attr)) {
      const cached = this.cachedAttrText(attr);
      if (cached !== undefined) return cached;
      const text = this.attrText(attr, elision);
      if (!(attr instanceof DistinctAttr) && !(attr instanceof DialectAttribute && isMutable(attr))) this.cacheAttrText(attr, text);
      return text;
    }
    return this.attrText(attr, elision);
  }

  private cachedAttrText(attr: Attribute): string | undefined {
    const slots = this.attrSlots;
    if (slots !== undefined && slots[attr.uid & (ATTR_SLOTS - 1)] === attr) return (this.attrTexts as string[])[attr.uid & (ATTR_SLOTS - 1)];
    return this.longAttrTexts.size > 0 ? this.longAttrTexts.get(attr) : undefined;
  }

  private cacheAttrText(attr: Attribute, text: string): void {
    let slots = this.attrSlots;
    let texts = this.attrTexts;
    if (slots === undefined || texts === undefined) {
      slots = this.attrSlots = new Array<Attribute | undefined>(ATTR_SLOTS).fill(undefined);
      texts = this.attrTexts = new Array<string>(ATTR_SLOTS).fill("");
    }
    const slot = attr.uid & (ATTR_SLOTS - 1);
    slots[slot] = attr;
    texts[slot] = text;
    if (text.length >= LONG_ATTR_TEXT) this.longAttrTexts.set(attr, text);
  }

  /** `name = value` (or just `name` for unit), as in attribute dictionaries. */
  printNamedAttribute(entry: NamedAttribute): string {
    let key = this.keyCache.get(entry.name);
    if (key === undefined) {
      key = keywordOrString(entry.name);
      this.keyCache.set(entry.name, key);
    }
    if (entry.value instanceof UnitAttr) return key;
    return `${key} = ${this.printAttribute(entry.value)}`;
  }

  /**
   * `{a = 1 : i64, b}` with the entries given (already sorted when from a DictionaryAttr).
   * The entry lists of uniqued dictionaries are frozen, so their text is cached.
   */
  printAttributeDictionary(entries: readonly NamedAttribute[]): string {
    if (entries.length === 0) return "{}";
    const frozen = Object.isFrozen(entries);
    if (frozen) {
      const cached = this.dictCache.get(entries);
      if (cached !== undefined) return cached;
    }
    const text = this.dictionaryText(entries);
    if (frozen && !entries.some((e) => e.value instanceof DistinctAttr)) this.dictCache.set(entries, text);
    return text;
  }

  private dictionaryText(entries: readonly NamedAttribute[]): string {
    if (entries.length === 0) return "{}";
    if (entries.length === 1) return `{${this.printNamedAttribute(entries[0] as NamedAttribute)}}`;
    const parts = new Array<string>(entries.length);
    for (let i = 0; i < entries.length; i++) parts[i] = this.printNamedAttribute(entries[i] as NamedAttribute);
    return `{${parts.join(", ")}}`;
  }

  private typeSuffix(attr: Attribute & { type: Type }, elision: TypeElision): string {
    if (elision === "must" || attr.type instanceof NoneType) return "";
    return ` : ${this.printType(attr.type)}`;
  }

  private attrText(attr: Attribute, elision: TypeElision): string {
    if (attr instanceof IntegerAttr) {
      const t = attr.type;
      if (t instanceof IntegerType && t.width === 1 && t.signedness === "signless") return attr.value === 0 ? "false" : "true";
      if (elision === "may" && t instanceof IntegerType && t.width === 64 && t.signedness === "signless") return String(attr.value);
      return `${String(attr.value)}${this.typeSuffix(attr, elision)}`;
    }
    if (attr instanceof StringAttr) return `${quoteString(attr.value)}${this.typeSuffix(attr, elision)}`;
    if (attr instanceof FloatAttr) {
      const f = formatFloat(attr.type.kind, attr.value, attr.bits);
      if (elision === "may" && attr.type.kind === "f64" && !f.hex) return f.text;
      return `${f.text}${this.typeSuffix(attr, elision)}`;
    }
    // (Cached as an attribute by the caller, not again by entry list.)
    if (attr instanceof DictionaryAttr) return this.dictionaryText(attr.value);
    if (attr instanceof ArrayAttr) {
      const v = attr.value;
      const parts = new Array<string>(v.length);
      for (let i = 0; i < v.length; i++) parts[i] = this.printAttribute(v[i] as Attribute, "may");
      return `[${parts.join(", ")}]`;
    }
    if (attr instanceof UnitAttr) return "unit";
    if (attr instanceof TypeAttr) return this.printType(attr.value);
    if (attr instanceof SymbolRefAttr) {
      const parts = [symbolReference(attr.rootReference)];
      for (const n of attr.nestedReferences) parts.push("::", symbolReference(n.rootReference));
      return parts.join("");
    }
    if (attr instanceof DenseArrayAttr) return this.denseArrayText(attr);
    if (attr instanceof DenseIntOrFPElementsAttr) {
      if (this.elides(attr)) return `${ELIDED_ELEMENTS}${this.typeSuffix(attr, elision)}`;
      return `dense<${this.denseIntOrFPBody(attr, true)}>${this.typeSuffix(attr, elision)}`;
    }
    if (attr instanceof DenseStringElementsAttr) {
      if (this.elides(attr)) return `${ELIDED_ELEMENTS}${this.typeSuffix(attr, elision)}`;
      return `dense<${this.denseStringBody(attr)}>${this.typeSuffix(attr, elision)}`;
    }
    if (attr instanceof AffineMapAttr) return `affine_map<${this.printAffineMap(attr.value)}>`;
    if (attr instanceof IntegerSetAttr) return `affine_set<${this.printIntegerSet(attr.value)}>`;
    if (attr instanceof Location) return this.printLocation(attr);
    if (attr instanceof OpaqueAttr) {
      const body = attr.parts === null ? attr.data : this.printOpaqueBody(attr.parts, attr.strippedParts);
      return `${dialectSymbol("#", attr.dialect, body)}${this.typeSuffix(attr, elision)}`;
    }
    if (attr instanceof StridedLayoutAttr) {
      const strides = attr.strides.map(dimText).join(", ");
      const offset = attr.offset === 0 ? "" : `, offset: ${dimText(attr.offset)}`;
      return `strided<[${strides}]${offset}>`;
    }
    if (attr instanceof DenseResourceElementsAttr) {
      this.onResourceReference?.(attr.handle);
      return `dense_resource<${keywordOrString(attr.handle.key)}>${this.typeSuffix(attr, elision)}`;
    }
    if (attr instanceof SparseElementsAttr) {
      if (this.elides(attr.indices) || this.elides(attr.values)) return `${ELIDED_ELEMENTS}${this.typeSuffix(attr, elision)}`;
      const body =
        attr.indices.getNumElements() === 0
          ? ""
          : `${this.denseIntOrFPBody(attr.indices, false)}, ${
              attr.values instanceof DenseStringElementsAttr
                ? this.denseStringBody(attr.values)
                : this.denseIntOrFPBody(attr.values, true)
            }`;
      return `sparse<${body}>${this.typeSuffix(attr, elision)}`;
    }
    if (attr instanceof DistinctAttr) {
      const id = this.distinctId(attr);
      const ref = attr.referencedAttr instanceof UnitAttr ? "" : this.printAttribute(attr.referencedAttr);
      return `distinct[${id}]<${ref}>`;
    }
    if (attr instanceof DialectAttribute) {
      const dialect = attr.context.getDialect(attr.dialectNamespace);
      if (dialect?.printAttribute !== undefined) {
        const buf = new BodyPrinter(this);
        dialect.printAttribute(attr, buf);
        const typed = attr as Attribute & { type?: unknown };
        const suffix = typed.type instanceof Type ? this.typeSuffix(typed as Attribute & { type: Type }, elision) : "";
        return `${dialectSymbol("#", attr.dialectNamespace, buf.text())}${suffix}`;
      }
    }
    throw new Error(`cannot print attribute of kind ${attr.constructor.name}`);
  }

  /** An opaque body with its nested values printed through this printer (and so its aliases, if any). */
  printOpaqueBody(parts: readonly OpaqueBodyPart[], strippedParts: ReadonlySet<number> | null = null): string {
    const out = new Array<string>(parts.length);
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as OpaqueBodyPart;
      if (strippedParts?.has(i) === true && part instanceof OpaqueAttr) out[i] = this.printStrippedOpaqueAttribute(part);
      else out[i] = typeof part === "string" ? part : part instanceof Type ? this.printType(part) : this.printAttribute(part);
    }
    return out.join("");
  }

  /** An opaque dialect attribute as MLIR's printStrippedAttrOrType prints it: its alias, else its body after the mnemonic. */
  private printStrippedOpaqueAttribute(attr: OpaqueAttr): string {
    const alias = this.aliases?.attributeAlias(attr);
    if (alias !== undefined) return `#${alias}`;
    const body = attr.parts === null ? attr.data : this.printOpaqueBody(attr.parts, attr.strippedParts);
    return body.slice(opaqueMnemonic(attr.data).length);
  }

  private denseArrayText(attr: DenseArrayAttr): string {
    const et = this.printType(attr.elementType);
    const values = attr.values;
    if (values.length === 0) return `array<${et}>`;
    const t = attr.elementType;
    if (!hasTypedDenseArrayStorage(t)) {
      const bytes = values as Uint8Array;
      const w = denseArrayElementByteWidth(t);
      const n = bytes.length / w;
      const raw = new Array<string>(n);
      for (let i = 0; i < n; i++) {
        if (t instanceof FloatType) {
          const f = readFloat(bytes, i * w, t);
          raw[i] = formatFloat(t.kind, f.value, f.bits).text;
        } else raw[i] = t.getIntOrFloatBitWidth() === 0 && !(t instanceof IndexType) ? "0" : String(readInt(bytes, i * w, t));
      }
      return `array<${et}: ${raw.join(", ")}>`;
    }
    const parts = new Array<string>(values.length);
    if (t instanceof FloatType) {
      for (let i = 0; i < values.length; i++) parts[i] = formatFloat(t.kind, values[i] as number).text;
    } else if (t instanceof IntegerType && t.width === 1) {
      for (let i = 0; i < values.length; i++) parts[i] = values[i] ? "true" : "false";
    } else {
      for (let i = 0; i < values.length; i++) parts[i] = String(values[i]);
    }
    return `array<${et}: ${parts.join(", ")}>`;
  }

  /** The body of `dense<...>` for int/float/complex elements. */
  /** MLIR's shouldElideElementsAttr: more elements than the limit, and not a splat. */
  private elides(attr: DenseIntOrFPElementsAttr | DenseStringElementsAttr): boolean {
    return !attr.isSplat && attr.getNumElements() > this.elideElementsLargerThan;
  }

  private denseIntOrFPBody(attr: DenseIntOrFPElementsAttr, allowHex: boolean): string {
    const type = attr.type;
    const numElements = type.getNumElements();
    if (allowHex && !attr.isSplat && numElements > this.hexThreshold) return hexData(attr);
    const elementType = type.elementType;
    const scalar = scalarElementType(elementType);
    const complex = elementType instanceof ComplexType;
    const width = denseElementByteWidth(elementType);
    const half = complex ? width / 2 : width;
    const data = attr.data;
    const element = (index: number): string => {
      const off = (attr.isSplat ? 0 : index) * width;
      if (complex) return `(${scalarText(data, off, scalar)},${scalarText(data, off + half, scalar)})`;
      return scalarText(data, off, scalar);
    };
    return denseBody(type, attr.isSplat, element);
  }

  private denseStringBody(attr: DenseStringElementsAttr): string {
    return denseBody(attr.type, attr.isSplat, (i) => quoteString(attr.values[attr.isSplat ? 0 : i] as string));
  }

  // ---------------------------------------------------------------- affine

  printAffineExpr(expr: AffineExpr): string {
    const out: string[] = [];
    printAffineExprInto(expr, "weak", out);
    return out.join("");
  }

  printAffineMap(map: AffineMap): string {
    const out: string[] = [];
    dimsAndSymbols(map.numDims, map.numSymbols, out);
    out.push(" -> (");
    map.results.forEach((r, i) => {
      if (i > 0) out.push(", ");
      printAffineExprInto(r, "weak", out);
    });
    out.push(")");
    return out.join("");
  }

  printIntegerSet(set: IntegerSet): string {
    const out: string[] = [];
    dimsAndSymbols(set.numDims, set.numSymbols, out);
    out.push(" : (");
    if (set.constraints.length === 0) out.push("0 == 0");
    set.constraints.forEach((c, i) => {
      if (i > 0) out.push(", ");
      printAffineExprInto(c, "weak", out);
      out.push(set.eqFlags[i] === true ? " == 0" : " >= 0");
    });
    out.push(")");
    return out.join("");
  }

  // ---------------------------------------------------------------- locations

  /** `loc(...)`. */
  printLocation(loc: Location): string {
    return `loc(${this.locationBody(loc, true)})`;
  }

  /** The location without `loc(...)` (aliases of nested locations are substituted). */
  locationBody(loc: Location, topLevel = false): string {
    if (!topLevel) {
      const alias = this.aliases?.attributeAlias(loc);
      if (alias !== undefined) return `#${alias}`;
    }
    if (loc instanceof FileLineColLoc) return `${quoteString(loc.filename)}:${loc.line}:${loc.column}`;
    if (loc instanceof NameLoc) {
      const name = quoteString(loc.name);
      if (loc.childLoc instanceof UnknownLoc) return name;
      return `${name}(${this.locationBody(loc.childLoc)})`;
    }
    if (loc instanceof UnknownLoc) return "unknown";
    if (loc instanceof CallSiteLoc) return `callsite(${this.locationBody(loc.callee)} at ${this.locationBody(loc.caller)})`;
    if (loc instanceof FusedLoc) {
      const meta = loc.metadata === null ? "" : `<${this.printAttribute(loc.metadata)}>`;
      return `fused${meta}[${loc.locations.map((l) => this.locationBody(l)).join(", ")}]`;
    }
    if (loc instanceof OpaqueLoc) return this.locationBody(loc.fallbackLocation, topLevel);
    throw new Error(`cannot print location of kind ${loc.constructor.name}`);
  }
}

/**
 * The printer a dialect hook writes its attribute/type body into: MLIR's DialectAsmPrinter
 * (nested values print through the op printer's aliases).
 */
export class BodyPrinter implements DialectAsmPrinter {
  private readonly parts: string[] = [];
  readonly printer: AttrTypePrinter;
  constructor(printer: AttrTypePrinter) {
    this.printer = printer;
  }
  write(text: string): void {
    this.parts.push(text);
  }
  text(): string {
    return this.parts.join("");
  }
  printType(type: Type): void {
    this.parts.push(this.printer.printType(type));
  }
  printAttribute(attr: Attribute, elision: TypeElision = "never"): void {
    this.parts.push(this.printer.printAttribute(attr, elision));
  }
  /** MLIR's printAlias: writes the value's alias and answers true, or writes nothing. */
  printAlias(value: Attribute | Type): boolean {
    const alias = this.printer.aliasOf(value);
    if (alias === undefined) return false;
    this.parts.push(alias);
    return true;
  }
  printKeywordOrString(text: string): void {
    this.parts.push(keywordOrString(text));
  }
  /** Writes a dialect resource's key and records the reference (for the file metadata). */
  printResourceHandle(handle: ResourceBlobHandle): void {
    this.printer.noteResourceReference(handle);
    this.parts.push(handle.key);
  }
  /** MLIR's tryStartCyclicPrint: false when `value` is already being printed further out. */
  tryStartCyclicPrint(value: Attribute | Type): boolean {
    return this.printer.enterCyclicPrint(value);
  }
  endCyclicPrint(value: Attribute | Type): void {
    this.printer.leaveCyclicPrint(value);
  }
}


function dimText(d: Int64): string {
  return d === DYNAMIC ? "?" : String(d);
}

function shapePrefix(shape: readonly Int64[]): string {
  if (shape.length === 0) return "";
  const parts = new Array<string>(shape.length);
  for (let i = 0; i < shape.length; i++) parts[i] = dimText(shape[i] as Int64);
  return `${parts.join("x")}x`;
}

/** Reads little-endian f32/f64 elements without a DataView or bigint per element. */
const scalarBytes = new Uint8Array(8);
const scalarF32 = new Float32Array(scalarBytes.buffer, 0, 1);
const scalarF64 = new Float64Array(scalarBytes.buffer, 0, 1);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function scalarText(data: Uint8Array, offset: number, type: Type): string {
  if (type instanceof FloatType) {
    const kind = type.kind;
    if (LITTLE_ENDIAN && (kind === "f32" || kind === "f64")) {
      const n = kind === "f32" ? 4 : 8;
      for (let i = 0; i < n; i++) scalarBytes[i] = data[offset + i] as number;
      const value = kind === "f32" ? (scalarF32[0] as number) : (scalarF64[0] as number);
      // A NaN's payload is printed, so it goes the exact way.
      if (!Number.isNaN(value)) return formatFloat(kind, value).text;
    }
    const f = readFloat(data, offset, type);
    return formatFloat(type.kind, f.value, type.kind === "f80" || type.kind === "f128" || Number.isNaN(f.value) ? f.bits : undefined).text;
  }
  if (type instanceof IntegerType && type.width === 1 && type.signedness === "signless") return data[offset] ? "true" : "false";
  return String(readInt(data, offset, type));
}

/** Nested brackets by shape (MLIR's mixed-radix walk); splats print one element. */
function denseBody(type: ShapedType, isSplat: boolean, element: (index: number) => string): string {
  if (isSplat) return element(0);
  const shape = type.shape;
  const numElements = type.getNumElements();
  if (numElements === 0) return "";
  const rank = shape.length;
  if (rank === 0) return element(0);
  const out: string[] = [];
  const counter = new Array<number>(rank).fill(0);
  let openBrackets = 0;
  for (let idx = 0; idx < numElements; idx++) {
    if (idx !== 0) out.push(", ");
    while (openBrackets++ < rank) out.push("[");
    openBrackets = rank;
    out.push(element(idx));
    // Bump the mixed-radix counter, closing brackets of completed inner dimensions.
    counter[rank - 1] = (counter[rank - 1] as number) + 1;
    for (let d = rank - 1; d > 0; d--) {
      if ((counter[d] as number) < (shape[d] as number)) break;
      counter[d] = 0;
      counter[d - 1] = (counter[d - 1] as number) + 1;
      out.push("]");
      openBrackets--;
    }
  }
  // The rest stay open until here: all of them when the element count is the wrapped
  // int64 product of a shape beyond 2^64 elements (MLIR prints those the same way).
  while (openBrackets-- > 0) out.push("]");
  return out.join("");
}

/** `"0x..."` of the raw data, i1 elements bit-packed as MLIR stores them. */
function hexData(attr: DenseIntOrFPElementsAttr): string {
  let bytes = attr.data;
  const et = attr.type.elementType;
  if (et instanceof IntegerType && et.width === 1) {
    const packed = new Uint8Array(Math.ceil(bytes.length / 8));
    for (let i = 0; i < bytes.length; i++) if (bytes[i]) packed[i >> 3] = (packed[i >> 3] as number) | (1 << (i & 7));
    bytes = packed;
  }
  return hexLiteralText(bytes);
}

function dimsAndSymbols(numDims: number, numSymbols: number, out: string[]): void {
  out.push("(");
  for (let i = 0; i < numDims; i++) out.push(i === 0 ? `d${i}` : `, d${i}`);
  out.push(")");
  if (numSymbols > 0) {
    out.push("[");
    for (let i = 0; i < numSymbols; i++) out.push(i === 0 ? `s${i}` : `, s${i}`);
    out.push("]");
  }
}

const binarySpelling: Record<string, string> = {
  add: " + ",
  mul: " * ",
  floordiv: " floordiv ",
  ceildiv: " ceildiv ",
  mod: " mod ",
};

/** MLIR's printAffineExprInternal (pretty subtraction and negation forms). */
/** How an affine expression's dims and symbols are spelled: `d0`/`s0`, or an op's SSA operands (`%i`, `symbol(%n)`). */
export interface AffineIdSpelling {
  dim(position: number): string;
  symbol(position: number): string;
}

const DEFAULT_ID_SPELLING: AffineIdSpelling = { dim: (position) => `d${position}`, symbol: (position) => `s${position}` };

/** The expression with its dims and symbols spelled by `spelling` (MLIR's printAffineExpr with a value-name printer). */
export function printAffineExprWithIds(expr: AffineExpr, spelling: AffineIdSpelling): string {
  const out: string[] = [];
  printAffineExprInto(expr, "weak", out, spelling);
  return out.join("");
}

function printAffineExprInto(root: AffineExpr, rootStrength: "weak" | "strong", out: string[], spelling: AffineIdSpelling = DEFAULT_ID_SPELLING): void {
  // Explicit stack of pending actions so deep expressions cannot overflow.
  type Item = AffineExpr | string | { expr: AffineExpr; strength: "weak" | "strong" };
  const stack: Item[] = [{ expr: root, strength: rootStrength }];
  while (stack.length > 0) {
    const item = stack.pop() as Item;
    if (typeof item === "string") {
      out.push(item);
      continue;
    }
    const { expr, strength } = "strength" in item ? item : { expr: item, strength: "weak" as const };
    if (expr instanceof AffineConstantExpr) {
      out.push(int64ToString(expr.value));
      continue;
    }
    if (expr instanceof AffineDimExpr) {
      out.push(spelling.dim(expr.position));
      continue;
    }
    if (!(expr instanceof AffineBinaryOpExpr)) {
      out.push(spelling.symbol((expr as unknown as { position: number }).position));
      continue;
    }
    const lhs = expr.lhs;
    const rhs = expr.rhs;
    const open = strength === "strong";
    // Items are pushed in reverse order of output.
    const seq: Item[] = [];
    if (open) seq.push("(");
    if (expr.kind !== "add") {
      if (expr.kind === "mul" && rhs instanceof AffineConstantExpr && rhs.value === -1) {
        seq.push("-", { expr: lhs, strength: "strong" });
      } else {
        seq.push({ expr: lhs, strength: "strong" }, binarySpelling[expr.kind] as string, { expr: rhs, strength: "strong" });
      }
    } else {
      let done = false;
      if (rhs instanceof AffineBinaryOpExpr && rhs.kind === "mul" && rhs.rhs instanceof AffineConstantExpr) {
        const c = rhs.rhs.value;
        if (c === -1) {
          const inner = rhs.lhs;
          const innerStrength = inner instanceof AffineBinaryOpExpr && inner.kind === "add" ? "strong" : "weak";
          seq.push({ expr: lhs, strength: "weak" }, " - ", { expr: inner, strength: innerStrength });
          done = true;
        } else if (c < -1) {
          seq.push({ expr: lhs, strength: "weak" }, " - ", { expr: rhs.lhs, strength: "strong" }, ` * ${int64ToString(negInt64(c))}`);
          done = true;
        }
      }
      if (!done && rhs instanceof AffineConstantExpr && rhs.value < 0) {
        seq.push({ expr: lhs, strength: "weak" }, ` - ${int64ToString(negInt64(rhs.value))}`);
        done = true;
      }
      if (!done) seq.push({ expr: lhs, strength: "weak" }, " + ", { expr: rhs, strength: "weak" });
    }
    if (open) seq.push(")");
    for (let i = seq.length - 1; i >= 0; i--) stack.push(seq[i] as Item);
  }
}
