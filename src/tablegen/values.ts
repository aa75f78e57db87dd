// TableGen values (LLVM's Init family). Values are interned per evaluation, as LLVM
// uniques them, so identity comparisons mean structural equality; that matters for
// observable behaviour such as reusing one anonymous record for `Cls<1>` written twice.
import type { Record, RecordKeeper } from "./records.js";
import {
  BitRecTy,
  BitsRecTy,
  DagRecTy,
  IntRecTy,
  ListRecTy,
  RecTy,
  RecordRecTy,
  StringRecTy,
} from "./types.js";
import { mixHash, sameArray } from "./intern.js";
import { type CastOperator, ValueContext, ValueTables, activateValues, activeValues } from "./value-context.js";

/** The byte length of a string value as LLVM counts it (in "text" mode: of its UTF-8). */
export function byteLengthOf(value: string): number {
  return activeValues.keeper?.encoding === "text" ? Buffer.byteLength(value) : value.length;
}

/** Starts the value context of one evaluation (fresh tables unless given shared ones); returns it. */
export function beginValueContext(keeper: RecordKeeper, castOperator: CastOperator, tables: ValueTables = new ValueTables()): ValueContext {
  const context = new ValueContext(keeper, tables, castOperator);
  activateValues(context);
  return context;
}

export function currentKeeper(): RecordKeeper {
  const keeper = activeValues.keeper;
  if (keeper === undefined) throw new Error("no active TableGen record keeper");
  return keeper;
}

function allResolveToThemselves(values: readonly Init[]): boolean {
  for (let i = 0; i < values.length; i++) if (!(values[i] as Init).resolvesToItself()) return false;
  return true;
}

function intern<T extends Init>(key: string, make: () => T): T {
  const table = activeValues.tables.internTable;
  const found = table.get(key);
  if (found !== undefined) return found as T;
  const made = make();
  table.set(key, made);
  return made;
}

/** Resolves references to variables (template args, fields, loop iterators) in values. */
export abstract class Resolver {
  /** The record whose fields are being resolved, if any. */
  readonly currentRecord: Record | undefined;
  /** Final resolution: unresolvable references become errors or fold to defaults. */
  isFinal = false;
  constructor(currentRecord?: Record) {
    this.currentRecord = currentRecord;
  }
  /** The value for a variable name, or undefined to leave the reference in place. */
  abstract resolve(varName: Init): Init | undefined;
  keepUnsetBits(): boolean {
    return false;
  }
}

export abstract class Init {
  /** Unique in the tables active when it was made (value-context.ts): keys interned values. */
  readonly id: number = activeValues.tables.nextId++;
  abstract getAsString(): string;
  getAsUnquotedString(): string {
    return this.getAsString();
  }
  toString(): string {
    return this.getAsString();
  }
  /** False when the value contains `?` anywhere it matters. */
  isComplete(): boolean {
    return true;
  }
  /** True when the value contains no unresolved references or operators. */
  isConcrete(): boolean {
    return false;
  }
  abstract convertInitializerTo(type: RecTy): Init | undefined;
  getCastTo(type: RecTy): Init | undefined {
    return this.convertInitializerTo(type);
  }
  resolveReferences(_resolver: Resolver): Init {
    return this;
  }
  /**
   * True when `resolveReferences` gives this value itself whatever the resolver (it holds
   * no variable, operator or anonymous name anywhere): resolving a record skips such
   * values without walking them, and most fields of most defs end up as one.
   */
  resolvesToItself(): boolean {
    return false;
  }
  getBit(_index: number): Init {
    return this;
  }
  /** Bits `indices` of this value as a bits value, if it has bits. */
  convertInitializerBitRange(_indices: readonly number[]): Init | undefined {
    return undefined;
  }
  /** The type of field `name` when this value is a record. */
  getFieldType(_name: string): RecTy | undefined {
    return undefined;
  }
}

export abstract class TypedInit extends Init {
  abstract readonly type: RecTy;
  convertInitializerTo(type: RecTy): Init | undefined {
    if (this.type === type || this.type.typeIsA(type)) return this;
    if (this.type.kind === "bit" && type instanceof BitsRecTy && type.size === 1) return BitsInit.get([this]);
    return undefined;
  }
  override getCastTo(type: RecTy): Init | undefined {
    if (this.type === type || this.type.typeIsA(type)) return this;
    if (this.type.kind === "bit" && type instanceof BitsRecTy && type.size === 1) return BitsInit.get([this]);
    const converted = this.convertInitializerTo(type);
    if (converted !== undefined) return converted;
    if (!this.type.typeIsConvertibleTo(type)) return undefined;
    return activeValues.castOperator(this, type);
  }
  override convertInitializerBitRange(indices: readonly number[]): Init | undefined {
    if (!(this.type instanceof BitsRecTy)) return undefined;
    const size = this.type.size;
    const bits: Init[] = [];
    for (const index of indices) {
      if (index >= size) return undefined;
      bits.push(VarBitInit.get(this, index));
    }
    return BitsInit.get(bits);
  }
  override getBit(index: number): Init {
    if (this.type.kind === "bit") return this;
    return VarBitInit.get(this, index);
  }
  override getFieldType(name: string): RecTy | undefined {
    if (!(this.type instanceof RecordRecTy)) return undefined;
    for (const cls of this.type.classes) {
      const field = cls.getValue(name);
      if (field) return field.type;
    }
    return undefined;
  }
}

/** `?`: an unset value, convertible to any type. */
export class UnsetInit extends Init {
  static readonly instance = new UnsetInit();
  private constructor() {
    super();
  }
  static get(): UnsetInit {
    return UnsetInit.instance;
  }
  getAsString(): string {
    return "?";
  }
  override isComplete(): boolean {
    return false;
  }
  override isConcrete(): boolean {
    return true;
  }
  override resolvesToItself(): boolean {
    return true;
  }
  convertInitializerTo(_type: RecTy): Init {
    return this;
  }
  override getCastTo(_type: RecTy): Init {
    return this;
  }
}

export class BitInit extends TypedInit {
  readonly type = BitRecTy.instance;
  static readonly true = new BitInit(true);
  static readonly false = new BitInit(false);
  private constructor(readonly value: boolean) {
    super();
  }
  static get(value: boolean): BitInit {
    return value ? BitInit.true : BitInit.false;
  }
  getAsString(): string {
    return this.value ? "1" : "0";
  }
  override isConcrete(): boolean {
    return true;
  }
  override resolvesToItself(): boolean {
    return true;
  }
  override convertInitializerTo(type: RecTy): Init | undefined {
    if (type.kind === "bit") return this;
    if (type.kind === "int") return IntInit.get(this.value ? 1n : 0n);
    if (type instanceof BitsRecTy) return type.size === 1 ? BitsInit.get([this]) : undefined;
    return undefined;
  }
  override getBit(_index: number): Init {
    return this;
  }
}

/** `{ a, b, c }` or a sized binary literal; bits[0] is the least significant bit. */
export class BitsInit extends TypedInit {
  readonly type: BitsRecTy;
  /** Every bit is 0, 1 or `?` (see resolvesToItself). */
  private readonly known: boolean;
  private constructor(readonly bits: readonly Init[]) {
    super();
    this.type = BitsRecTy.get(bits.length);
    let known = true;
    for (let i = 0; i < bits.length && known; i++) {
      const bit = bits[i];
      known = bit instanceof BitInit || bit instanceof UnsetInit;
    }
    this.known = known;
  }
  override resolvesToItself(): boolean {
    return this.known;
  }
  static get(bits: readonly Init[]): BitsInit {
    let hash = bits.length;
    for (const b of bits) hash = mixHash(hash, b.id);
    const bucket = activeValues.tables.bitsTable.bucket(hash);
    if (bucket !== undefined) {
      if (!Array.isArray(bucket)) {
        if (sameArray(bucket.bits, bits)) return bucket;
      } else {
        for (const c of bucket) if (sameArray(c.bits, bits)) return c;
      }
    }
    const made = new BitsInit(bits);
    activeValues.tables.bitsTable.add(hash, made);
    return made;
  }
  get size(): number {
    return this.bits.length;
  }
  private cachedString: string | undefined;
  getAsString(): string {
    if (this.cachedString === undefined) this.cachedString = this.computeString();
    return this.cachedString;
  }
  private computeString(): string {
    const parts: string[] = [];
    for (let i = this.bits.length - 1; i >= 0; i--) parts.push((this.bits[i] as Init).getAsString());
    return `{ ${parts.join(", ")} }`;
  }
  override isComplete(): boolean {
    return this.bits.every((b) => b.isComplete());
  }
  allInComplete(): boolean {
    return this.bits.every((b) => !b.isComplete());
  }
  override isConcrete(): boolean {
    return this.known || this.bits.every((b) => b.isConcrete());
  }
  override getBit(index: number): Init {
    return this.bits[index] ?? UnsetInit.instance;
  }
  /** The integer value when every bit is known. */
  toBigInt(): bigint | undefined {
    let result = 0n;
    for (let i = 0; i < this.bits.length; i++) {
      const bit = this.bits[i];
      if (!(bit instanceof BitInit)) return undefined;
      if (bit.value) result |= 1n << BigInt(i);
    }
    return BigInt.asIntN(64, result);
  }
  override convertInitializerTo(type: RecTy): Init | undefined {
    if (type.kind === "bit") return this.bits.length === 1 ? (this.bits[0] as Init) : undefined;
    if (type instanceof BitsRecTy) return type.size === this.bits.length ? this : undefined;
    if (type.kind === "int") {
      const value = this.toBigInt();
      return value === undefined ? undefined : IntInit.get(value);
    }
    return undefined;
  }
  override convertInitializerBitRange(indices: readonly number[]): Init | undefined {
    const bits: Init[] = [];
    for (const index of indices) {
      const bit = this.bits[index];
      if (bit === undefined) return undefined;
      bits.push(bit);
    }
    return BitsInit.get(bits);
  }
  override resolveReferences(resolver: Resolver): Init {
    if (this.known) return this;
    const bits = this.bits;
    let out: Init[] | undefined;
    let cachedSource: Init | undefined;
    let cachedResolved: Init | undefined;
    for (let i = 0; i < bits.length; i++) {
      const current = bits[i] as Init;
      let next: Init;
      if (current instanceof VarBitInit) {
        const source = current.variable;
        if (source !== cachedSource) {
          cachedSource = source;
          cachedResolved = source.resolveReferences(resolver);
        }
        next = (cachedResolved as Init).getBit(current.bitIndex);
      } else {
        next = current.resolveReferences(resolver).getBit(0);
      }
      if (next instanceof UnsetInit && resolver.keepUnsetBits()) next = current;
      if (out === undefined) {
        if (next === current) continue;
        // A whole copy, not a prefix grown by push: the array is kept by an interned
        // value, and a grown one keeps spare capacity for a dozen more elements.
        out = bits.slice() as Init[];
      }
      out[i] = next;
    }
    return out === undefined ? this : BitsInit.get(out);
  }

}

export class IntInit extends TypedInit {
  readonly type = IntRecTy.instance;
  private constructor(readonly value: bigint) {
    super();
  }
  static get(value: bigint): IntInit {
    let found = activeValues.tables.intTable.get(value);
    if (found === undefined) {
      found = new IntInit(value);
      activeValues.tables.intTable.set(value, found);
    }
    return found;
  }
  private cachedString: string | undefined;
  getAsString(): string {
    if (this.cachedString === undefined) this.cachedString = this.computeString();
    return this.cachedString;
  }
  private computeString(): string {
    return this.value.toString();
  }
  override isConcrete(): boolean {
    return true;
  }
  override resolvesToItself(): boolean {
    return true;
  }
  override convertInitializerTo(type: RecTy): Init | undefined {
    if (type.kind === "int") return this;
    if (type.kind === "bit") {
      if (this.value === 0n || this.value === 1n) return BitInit.get(this.value === 1n);
      return undefined;
    }
    if (type instanceof BitsRecTy) {
      // The same int is often given to a `bits<n>` field of every def of a class: both
      // are interned in the same tables, so the last conversion is kept on the int.
      if (this.lastBitsType === type) return this.lastBits;
      const bits = this.toBits(type.size);
      this.lastBitsType = type;
      this.lastBits = bits;
      return bits;
    }
    return undefined;
  }
  private lastBitsType: BitsRecTy | undefined;
  private lastBits: BitsInit | undefined;
  private toBits(n: number): BitsInit | undefined {
    const v = this.value;
    if (!(n >= 64 || v >> BigInt(n) === 0n || v >> BigInt(n - 1) === -1n)) return undefined;
    const bits: Init[] = new Array<Init>(n);
    for (let i = 0; i < n; i++) bits[i] = BitInit.get(i < 64 && ((v >> BigInt(i)) & 1n) === 1n);
    return BitsInit.get(bits);
  }
  override getBit(index: number): Init {
    return BitInit.get(((this.value >> BigInt(index)) & 1n) === 1n);
  }
  override convertInitializerBitRange(indices: readonly number[]): Init | undefined {
    const bits: Init[] = [];
    for (const index of indices) {
      if (index >= 64) return undefined;
      bits.push(BitInit.get(((this.value >> BigInt(index)) & 1n) === 1n));
    }
    return BitsInit.get(bits);
  }
}

export type StringFormat = "string" | "code";

/** A string literal; `code` strings came from `[{ ... }]` and print that way. */
export class StringInit extends TypedInit {
  readonly type = StringRecTy.instance;
  private constructor(
    readonly value: string,
    readonly format: StringFormat,
  ) {
    super();
  }
  static get(value: string, format: StringFormat = "string"): StringInit {
    const table = format === "string" ? activeValues.tables.stringTable : activeValues.tables.codeTable;
    let found = table.get(value);
    if (found === undefined) {
      found = new StringInit(value, format);
      table.set(value, found);
    }
    return found;
  }
  static determineFormat(a: StringInit, b: StringInit): StringFormat {
    return a.format === "code" || b.format === "code" ? "code" : "string";
  }
  get isCode(): boolean {
    return this.format === "code";
  }
  private cachedString: string | undefined;
  getAsString(): string {
    if (this.cachedString === undefined) this.cachedString = this.computeString();
    return this.cachedString;
  }
  private computeString(): string {
    return this.format === "string" ? `"${this.value}"` : `[{${this.value}}]`;
  }
  override getAsUnquotedString(): string {
    return this.value;
  }
  override isConcrete(): boolean {
    return true;
  }
  override resolvesToItself(): boolean {
    return true;
  }
  override convertInitializerTo(type: RecTy): Init | undefined {
    return type.kind === "string" ? this : undefined;
  }
}

/** The placeholder name of an anonymous record until its final name is known. */
export class AnonymousNameInit extends TypedInit {
  readonly type = StringRecTy.instance;
  private constructor(readonly value: number) {
    super();
  }
  static get(value: number): AnonymousNameInit {
    return intern(`a${value}`, () => new AnonymousNameInit(value));
  }
  getNameInit(): StringInit {
    return StringInit.get(this.getAsUnquotedString());
  }
  getAsString(): string {
    return `anonymous_${this.value}`;
  }
  override resolveReferences(resolver: Resolver): Init {
    const resolved = resolver.resolve(this) ?? this;
    if (resolver.isFinal && resolved instanceof AnonymousNameInit) return resolved.getNameInit();
    return resolved;
  }
}

export class ListInit extends TypedInit {
  readonly type: ListRecTy;
  /** See resolvesToItself. */
  private readonly constant: boolean;
  private constructor(
    readonly elements: readonly Init[],
    readonly elementType: RecTy,
  ) {
    super();
    this.type = ListRecTy.get(elementType);
    this.constant = allResolveToThemselves(elements);
  }
  override resolvesToItself(): boolean {
    return this.constant;
  }
  static get(elements: readonly Init[], elementType: RecTy): ListInit {
    let hash = mixHash(elements.length, elementType.id);
    let newest = 0;
    for (const e of elements) {
      hash = mixHash(hash, e.id);
      if (e.id > newest) newest = e.id;
    }
    const tables = activeValues.tables;
    // A list holds values older than itself: one holding a value newer than every list
    // made so far (a def's list naming the def) cannot be in the table, which is large.
    if (newest > tables.newestListId) {
      const made = new ListInit(elements, elementType);
      tables.newestListId = made.id;
      tables.listTable.add(hash, made);
      return made;
    }
    const bucket = tables.listTable.bucket(hash);
    if (bucket !== undefined) {
      if (!Array.isArray(bucket)) {
        if (bucket.elementType === elementType && sameArray(bucket.elements, elements)) return bucket;
      } else {
        for (const c of bucket) if (c.elementType === elementType && sameArray(c.elements, elements)) return c;
      }
    }
    const made = new ListInit(elements, elementType);
    tables.newestListId = made.id;
    tables.listTable.addToBucket(hash, bucket, made);
    return made;
  }
  get size(): number {
    return this.elements.length;
  }
  getElement(index: number): Init | undefined {
    return this.elements[index];
  }
  private cachedString: string | undefined;
  getAsString(): string {
    if (this.cachedString === undefined) this.cachedString = this.computeString();
    return this.cachedString;
  }
  private computeString(): string {
    const parts: string[] = new Array<string>(this.elements.length);
    for (let i = 0; i < this.elements.length; i++) parts[i] = (this.elements[i] as Init).getAsString();
    return `[${parts.join(", ")}]`;
  }
  override isComplete(): boolean {
    return this.elements.every((e) => e.isComplete());
  }
  override isConcrete(): boolean {
    return this.constant || this.elements.every((e) => e.isConcrete());
  }
  override convertInitializerTo(type: RecTy): Init | undefined {
    if (this.type === type) return this;
    if (!(type instanceof ListRecTy)) return undefined;
    const out: Init[] = [];
    let changed = false;
    for (const element of this.elements) {
      const converted = element.convertInitializerTo(type.elementType);
      if (converted === undefined) return undefined;
      if (converted !== element) changed = true;
      out.push(converted);
    }
    return changed ? ListInit.get(out, type.elementType) : this;
  }
  override resolveReferences(resolver: Resolver): Init {
    if (this.constant) return this;
    const elements = this.elements;
    let out: Init[] | undefined;
    for (let i = 0; i < elements.length; i++) {
      const element = elements[i] as Init;
      const next = element.resolveReferences(resolver);
      if (out === undefined) {
        if (next === element) continue;
        // A whole copy, not a prefix grown by push: the array is kept by an interned
        // value, and a grown one keeps spare capacity for a dozen more elements.
        out = elements.slice() as Init[];
      }
      out[i] = next;
    }
    return out === undefined ? this : ListInit.get(out, this.elementType);
  }

  getElementAsRecord(index: number): Record | undefined {
    const element = this.elements[index];
    return element instanceof DefInit ? element.record : undefined;
  }
}

/** `(op arg:$name, ...)`. Names are string values (without the `$`) or undefined. */
export class DagInit extends TypedInit {
  readonly type = DagRecTy.instance;
  private constructor(
    readonly operator: Init,
    readonly operatorName: StringInit | undefined,
    readonly args: readonly Init[],
    readonly argNames: readonly (StringInit | undefined)[],
  ) {
    super();
    this.constant = operator.resolvesToItself() && allResolveToThemselves(args);
  }
  /** See resolvesToItself. */
  private readonly constant: boolean;
  override resolvesToItself(): boolean {
    return this.constant;
  }
  static get(
    operator: Init,
    operatorName: StringInit | undefined,
    args: readonly Init[],
    argNames: readonly (StringInit | undefined)[],
  ): DagInit {
    let hash = mixHash(mixHash(args.length, operator.id), operatorName?.id ?? 0);
    let newest = Math.max(operator.id, operatorName?.id ?? 0);
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as Init;
      const argName = argNames[i];
      hash = mixHash(mixHash(hash, arg.id), argName?.id ?? 0);
      if (arg.id > newest) newest = arg.id;
      if (argName !== undefined && argName.id > newest) newest = argName.id;
    }
    const tables = activeValues.tables;
    // As for lists: a dag holding a value newer than every dag made so far is not in the table.
    const found =
      newest > tables.newestDagId
        ? undefined
        : tables.dagTable.find(
            hash,
            (c) =>
              c.operator === operator &&
              c.operatorName === operatorName &&
              sameArray(c.args, args) &&
              sameArray(c.argNames, argNames),
          );
    if (found !== undefined) return found;
    const made = new DagInit(operator, operatorName, args, argNames);
    tables.newestDagId = made.id;
    tables.dagTable.add(hash, made);
    return made;
  }
  get numArgs(): number {
    return this.args.length;
  }
  getArg(index: number): Init | undefined {
    return this.args[index];
  }
  getArgName(index: number): string | undefined {
    return this.argNames[index]?.value;
  }
  getArgNo(name: string): number | undefined {
    for (let i = 0; i < this.argNames.length; i++) if (this.argNames[i]?.value === name) return i;
    return undefined;
  }
  getOperatorAsDef(): Record | undefined {
    return this.operator instanceof DefInit ? this.operator.record : undefined;
  }
  private cachedString: string | undefined;
  getAsString(): string {
    if (this.cachedString === undefined) this.cachedString = this.computeString();
    return this.cachedString;
  }
  private computeString(): string {
    const parts: string[] = ["(", this.operator.getAsString()];
    if (this.operatorName !== undefined) parts.push(":", this.operatorName.value);
    for (let i = 0; i < this.args.length; i++) {
      parts.push(i === 0 ? " " : ", ", (this.args[i] as Init).getAsString());
      const name = this.argNames[i];
      if (name !== undefined) parts.push(":$", name.value);
    }
    parts.push(")");
    return parts.join("");
  }
  override isConcrete(): boolean {
    if (this.constant) return true;
    if (!this.operator.isConcrete()) return false;
    return this.args.every((a) => a.isConcrete());
  }
  override convertInitializerTo(type: RecTy): Init | undefined {
    return type.kind === "dag" ? this : undefined;
  }
  override resolveReferences(resolver: Resolver): Init {
    if (this.constant) return this;
    const operator = this.operator.resolveReferences(resolver);
    const args = this.args;
    let out: Init[] | undefined;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as Init;
      const next = arg.resolveReferences(resolver);
      if (out === undefined) {
        if (next === arg) continue;
        // A whole copy, not a prefix grown by push: the array is kept by an interned
        // value, and a grown one keeps spare capacity for a dozen more elements.
        out = args.slice() as Init[];
      }
      out[i] = next;
    }
    if (out === undefined && operator === this.operator) return this;
    return DagInit.get(operator, this.operatorName, out ?? args, this.argNames);
  }

}

/** A reference to a concrete record (def). */
export class DefInit extends TypedInit {
  private constructor(readonly record: Record) {
    super();
  }
  /** The one DefInit of a record (kept on the record: it is the same in every evaluation state). */
  static get(record: Record): DefInit {
    return record.getDefInit();
  }
  /** For `Record.getDefInit` only, which keeps the one it makes. */
  static create(record: Record): DefInit {
    return new DefInit(record);
  }
  get type(): RecTy {
    return this.record.getType();
  }
  getAsString(): string {
    return this.record.name;
  }
  override isConcrete(): boolean {
    return true;
  }
  override resolvesToItself(): boolean {
    return true;
  }
  override convertInitializerTo(type: RecTy): Init | undefined {
    if (type instanceof RecordRecTy && this.type.typeIsConvertibleTo(type)) return this;
    return undefined;
  }
  override getFieldType(name: string): RecTy | undefined {
    return this.record.getValue(name)?.type;
  }
}

/** A reference to a variable: a field, template argument, loop iterator or `NAME`. */
export class VarInit extends TypedInit {
  private constructor(
    readonly nameInit: Init,
    readonly type: RecTy,
  ) {
    super();
  }
  static get(name: Init | string, type: RecTy): VarInit {
    const nameInit = typeof name === "string" ? StringInit.get(name) : name;
    let found = activeValues.tables.varTable.get(nameInit.id, type.id);
    if (found === undefined) {
      found = new VarInit(nameInit, type);
      activeValues.tables.varTable.set(nameInit.id, type.id, found);
    }
    return found;
  }
  get name(): string {
    return this.nameInit.getAsUnquotedString();
  }
  getAsString(): string {
    return this.name;
  }
  override resolveReferences(resolver: Resolver): Init {
    return resolver.resolve(this.nameInit) ?? this;
  }
  override getBit(index: number): Init {
    if (this.type.kind === "bit") return this;
    return VarBitInit.get(this, index);
  }
}

/** Bit `bitIndex` of a not yet resolved bits value. */
export class VarBitInit extends TypedInit {
  readonly type = BitRecTy.instance;
  private constructor(
    readonly variable: TypedInit,
    readonly bitIndex: number,
  ) {
    super();
  }
  static get(variable: TypedInit, bitIndex: number): VarBitInit {
    let found = activeValues.tables.varBitTable.get(variable.id, bitIndex);
    if (found === undefined) {
      found = new VarBitInit(variable, bitIndex);
      activeValues.tables.varBitTable.set(variable.id, bitIndex, found);
    }
    return found;
  }
  getAsString(): string {
    return `${this.variable.getAsString()}{${this.bitIndex}}`;
  }
  override resolveReferences(resolver: Resolver): Init {
    const resolved = this.variable.resolveReferences(resolver);
    if (resolved !== this.variable) return resolved.getBit(this.bitIndex);
    return this;
  }
  override getBit(_index: number): Init {
    return this;
  }
}

/** `value.field` where `value` is not yet a known record. */
export class FieldInit extends TypedInit {
  private constructor(
    readonly record: Init,
    readonly fieldName: StringInit,
    readonly type: RecTy,
  ) {
    super();
  }
  static get(record: Init, fieldName: StringInit, fallbackType?: RecTy): FieldInit | undefined {
    const type = record.getFieldType(fieldName.value) ?? fallbackType;
    if (type === undefined) return undefined;
    let found = activeValues.tables.fieldTable.get(record.id, fieldName.id);
    if (found === undefined) {
      found = new FieldInit(record, fieldName, type);
      activeValues.tables.fieldTable.set(record.id, fieldName.id, found);
    }
    return found;
  }
  getAsString(): string {
    return `${this.record.getAsString()}.${this.fieldName.value}`;
  }
  override resolveReferences(resolver: Resolver): Init {
    const record = this.record.resolveReferences(resolver);
    if (record === this.record) return this;
    const field = FieldInit.get(record, this.fieldName, this.type);
    return field === undefined ? this : field.fold(resolver.currentRecord);
  }
  /** Reads the field once the record is known and the field's value is concrete. */
  fold(currentRecord: Record | undefined): Init {
    if (this.record instanceof DefInit) {
      const def = this.record.record;
      if (def === currentRecord) throw new FieldFoldError(this, def);
      const value = def.getValue(this.fieldName.value);
      if (value !== undefined && value.value.isConcrete()) return value.value;
    }
    return this;
  }
  override isConcrete(): boolean {
    if (this.record instanceof DefInit) {
      const value = this.record.record.getValue(this.fieldName.value)?.value;
      return value !== undefined && value.isConcrete();
    }
    return false;
  }
}

/** Raised when a known record lacks an accessed field; the evaluator adds the location. */
export class FieldFoldError extends Error {
  constructor(
    readonly field: FieldInit,
    readonly def: Record,
  ) {
    super(`Attempting to access field '${field.fieldName.value}' of '${def.name}' is a forbidden self-reference`);
  }
}

/** A template argument value, positional or by name (`Cls<a, name = b>`). */
export class ArgumentInit extends Init {
  private constructor(
    readonly value: Init,
    readonly index: number | undefined,
    readonly argName: Init | undefined,
  ) {
    super();
  }
  static positional(value: Init, index: number): ArgumentInit {
    let found = activeValues.tables.argumentTable.get(value.id, index);
    if (found === undefined) {
      found = new ArgumentInit(value, index, undefined);
      activeValues.tables.argumentTable.set(value.id, index, found);
    }
    return found;
  }
  static named(value: Init, name: Init): ArgumentInit {
    let found = activeValues.tables.argumentTable.get(value.id, -name.id);
    if (found === undefined) {
      found = new ArgumentInit(value, undefined, name);
      activeValues.tables.argumentTable.set(value.id, -name.id, found);
    }
    return found;
  }
  get isPositional(): boolean {
    return this.index !== undefined;
  }
  cloneWithValue(value: Init): ArgumentInit {
    return this.index !== undefined
      ? ArgumentInit.positional(value, this.index)
      : ArgumentInit.named(value, this.argName as Init);
  }
  getAsString(): string {
    if (this.index !== undefined) return `${this.index}: ${this.value.getAsString()}`;
    return `${(this.argName as Init).getAsString()}: ${this.value.getAsString()}`;
  }
  override isComplete(): boolean {
    return this.value.isComplete();
  }
  override isConcrete(): boolean {
    return this.value.isConcrete();
  }
  convertInitializerTo(_type: RecTy): Init | undefined {
    return undefined;
  }
  override resolveReferences(resolver: Resolver): Init {
    const value = this.value.resolveReferences(resolver);
    return value === this.value ? this : this.cloneWithValue(value);
  }
}
