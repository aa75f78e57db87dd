// The records a TableGen evaluation produces: classes and defs with typed fields,
// held by a RecordKeeper. This is the API the ODS model and the doc generators read.
import { Buffer } from "node:buffer";
import type { SourceLocation } from "../support/source.js";
import { type Diagnostic, DiagnosticError, formatDiagnostic } from "../support/diagnostic.js";
import type { SourceEncoding } from "./source-text.js";
import { type MapPrefix, mapFromPrefix, prefixOf } from "./map-prefix.js";
import { BitsRecTy, RecTy, RecordRecTy } from "./types.js";
import { activeValues } from "./value-context.js";
import {
  AnonymousNameInit,
  BitInit,
  BitsInit,
  DagInit,
  DefInit,
  Init,
  IntInit,
  ListInit,
  Resolver,
  StringInit,
  UnsetInit,
} from "./values.js";

const NONCONCRETE_OK = 1;
const TEMPLATE_ARG = 2;
const USED = 4;

/** What the copies of one field have in common (a def's copy of a class's field shares it). */
export class FieldDeclaration {
  constructor(
    readonly nameInit: Init,
    readonly type: RecTy,
    readonly location: SourceLocation | undefined,
    /** NONCONCRETE_OK, TEMPLATE_ARG and USED in one number. */
    public flags: number,
  ) {}
  /** The printed start of the field's line (RecordVal.printedHead), for the prefix and type it was made with. */
  head: string | undefined;
  headPrefix: string | undefined;
  headType: string | undefined;
}

/** One field (or template argument) of a record. */
export class RecordVal {
  /**
   * Name, type, location and flags live in a declaration its copies share: a def holds a
   * copy of every field of its classes, and only the value is its own.
   */
  private readonly declaration: FieldDeclaration;
  public value: Init;
  constructor(
    nameInit: Init,
    type: RecTy,
    value: Init,
    location: SourceLocation | undefined,
    isNonconcreteOK = false,
    isTemplateArg = false,
    /** A copy's: the declaration of the field it copies, shared instead of made anew. */
    shared?: FieldDeclaration,
  ) {
    this.declaration = shared ?? new FieldDeclaration(nameInit, type, location, (isNonconcreteOK ? NONCONCRETE_OK : 0) | (isTemplateArg ? TEMPLATE_ARG : 0));
    this.value = value;
  }
  get nameInit(): Init {
    return this.declaration.nameInit;
  }
  get type(): RecTy {
    return this.declaration.type;
  }
  get location(): SourceLocation | undefined {
    return this.declaration.location;
  }
  /** Declared with `field`: may stay non-concrete in a def. */
  get isNonconcreteOK(): boolean {
    return (this.declaration.flags & NONCONCRETE_OK) !== 0;
  }
  get isTemplateArg(): boolean {
    return (this.declaration.flags & TEMPLATE_ARG) !== 0;
  }
  /**
   * Set when a template argument is referenced (LLVM warns about unused ones). Shared by
   * the copies: only a class's or multiclass's own arguments are asked, before any copy.
   */
  get used(): boolean {
    return (this.declaration.flags & USED) !== 0;
  }
  set used(used: boolean) {
    const d = this.declaration;
    d.flags = used ? d.flags | USED : d.flags & ~USED;
  }
  get name(): string {
    return this.declaration.nameInit.getAsUnquotedString();
  }
  clone(): RecordVal {
    const d = this.declaration;
    return new RecordVal(d.nameInit, d.type, this.value, undefined, false, false, d);
  }
  /**
   * Sets the value after converting it to the field's type; false when that fails.
   * A bits field always holds a BitsInit (other values are split into their bits).
   */
  setValue(value: Init): boolean {
    const type = this.declaration.type;
    const converted = value.getCastTo(type);
    if (converted === undefined) return false;
    let v = converted;
    if (type instanceof BitsRecTy && !(v instanceof BitsInit)) {
      const bits: Init[] = new Array<Init>(type.size);
      for (let i = 0; i < type.size; i++) bits[i] = v.getBit(i);
      v = BitsInit.get(bits);
    }
    this.value = v;
    return true;
  }
  /** `code` for fields holding a code string, otherwise the type's spelling. */
  getPrintType(): string {
    if (this.type.kind === "string") {
      return this.value instanceof StringInit && this.value.isCode ? "code" : "string";
    }
    return this.type.toString();
  }
  /**
   * `prefix`, the printed type, the name and ` = `: what `--print-records` writes before
   * the value, made once for all the defs sharing the declaration.
   */
  printedHead(prefix: string): string {
    const d = this.declaration;
    const type = this.getPrintType();
    if (d.head === undefined || d.headType !== type || d.headPrefix !== prefix) {
      d.head = `${prefix}${type} ${this.name} = `;
      d.headType = type;
      d.headPrefix = prefix;
    }
    return d.head;
  }
  print(withSemicolon: boolean): string {
    const prefix = this.isNonconcreteOK ? "field " : "";
    const text = `${prefix}${this.getPrintType()} ${this.name} = ${this.value.getAsString()}`;
    return withSemicolon ? `${text};\n` : text;
  }
}

export type RecordKind = "def" | "anonymous" | "class" | "multiclass";

export interface SuperClassRef {
  readonly record: Record;
  readonly location: SourceLocation | undefined;
}

export interface RecordAssertion {
  readonly location: SourceLocation;
  readonly condition: Init;
  readonly message: Init;
}

export interface RecordDump {
  readonly location: SourceLocation;
  readonly message: Init;
}

/** Thrown by the typed getters when a field is missing or has the wrong kind of value. */
export class RecordFieldError extends DiagnosticError {
  constructor(record: Record, message: string) {
    super(
      record.location
        ? { severity: "error", message, location: record.location }
        : { severity: "error", message },
    );
    this.name = "RecordFieldError";
  }
}

/** Above this many fields a record indexes them by name (below, a scan is cheaper than a Map). */
const INDEXED_FIELD_COUNT = 12;
const NO_SHORT_NAMES: ReadonlyMap<string, Init> = new Map();
// Shared by every record that has none (most defs have no template arguments, assertions
// or dumps); frozen, so that adding to one instead of replacing it fails loudly.
const NO_TEMPLATE_ARGS: readonly Init[] = Object.freeze([]);
const NO_ASSERTIONS = Object.freeze([]) as readonly RecordAssertion[] as RecordAssertion[];
const NO_DUMPS = Object.freeze([]) as readonly RecordDump[] as RecordDump[];

export class Record {
  /** Unique in the tables active when it was made (value-context.ts): keys interned values. */
  readonly id: number = activeValues.tables.nextId++;
  nameInit: Init;
  /** One location as it is (a def has one: an array each would cost more than the location), else all of them. */
  private locationList: SourceLocation | SourceLocation[] | undefined;
  readonly keeper: RecordKeeper;
  kind: RecordKind;
  private templateArgList: readonly Init[] = NO_TEMPLATE_ARGS;
  private values: RecordVal[] = [];
  /** Fields by name, built only for records with many fields (most have a handful). */
  private valueIndex: Map<string, RecordVal> | undefined;
  private superClassList: SuperClassRef[] = [];
  /** Replaced, never changed in place (addAssertions): records without any share one empty list. */
  assertions: RecordAssertion[] = NO_ASSERTIONS;
  dumps: RecordDump[] = NO_DUMPS;
  private cachedDefInit: DefInit | undefined;
  private cachedType: RecordRecTy | undefined;

  /** `locations` becomes the record's own (it is added to when a class is redefined). */
  constructor(name: Init | string, locations: SourceLocation[], keeper: RecordKeeper, kind: RecordKind) {
    this.nameInit = typeof name === "string" ? StringInit.get(name) : name;
    this.locationList = locations.length === 1 ? locations[0] : locations;
    this.keeper = keeper;
    this.kind = kind;
  }

  /** A copy with fresh identity, as when a multiclass or loop body is instantiated. */
  copy(): Record {
    const list = this.locationList;
    const r = new Record(this.nameInit, Array.isArray(list) ? [...list] : list === undefined ? [] : [list], this.keeper, this.kind);
    for (const a of this.templateArgs) r.addTemplateArg(a);
    for (const v of this.values) r.addValue(v.clone());
    r.superClassList = [...this.superClassList];
    if (this.assertions.length > 0) r.assertions = [...this.assertions];
    if (this.dumps.length > 0) r.dumps = [...this.dumps];
    return r;
  }

  get templateArgs(): readonly Init[] {
    return this.templateArgList;
  }
  addAssertions(assertions: readonly RecordAssertion[]): void {
    if (assertions.length === 0) return;
    if (this.assertions === NO_ASSERTIONS) this.assertions = [];
    for (const a of assertions) this.assertions.push(a);
  }
  addDumps(dumps: readonly RecordDump[]): void {
    if (dumps.length === 0) return;
    if (this.dumps === NO_DUMPS) this.dumps = [];
    for (const d of dumps) this.dumps.push(d);
  }

  /**
   * Called once the record is complete (a def added to its keeper): its field and
   * superclass lists, grown one push at a time, keep spare capacity for a dozen more
   * entries each; exact-size copies hold a hundred thousand defs in less memory.
   */
  compact(): void {
    this.values = this.values.slice();
    this.superClassList = this.superClassList.slice();
  }

  get name(): string {
    return this.nameInit.getAsUnquotedString();
  }
  /** Where the record is defined (a class defined again: each place); the array is the record's own. */
  get locations(): SourceLocation[] {
    const list = this.locationList;
    if (Array.isArray(list)) return list;
    const made = list === undefined ? [] : [list];
    this.locationList = made;
    return made;
  }
  get location(): SourceLocation | undefined {
    const list = this.locationList;
    return Array.isArray(list) ? list[0] : list;
  }
  get isClass(): boolean {
    return this.kind === "class";
  }
  get isMultiClass(): boolean {
    return this.kind === "multiclass";
  }
  isAnonymous(): boolean {
    return this.kind === "anonymous";
  }
  setName(name: Init): void {
    this.nameInit = name;
  }

  getDefInit(): DefInit {
    if (this.cachedDefInit === undefined) this.cachedDefInit = DefInit.create(this);
    return this.cachedDefInit;
  }
  /** The record type made of the direct superclasses (LLVM's Record::getType). */
  getType(): RecordRecTy {
    if (this.cachedType === undefined) this.cachedType = RecordRecTy.get(this.directSuperClasses.map((s) => s.record));
    return this.cachedType;
  }

  // ---- fields ----
  get fields(): readonly RecordVal[] {
    return this.values;
  }
  getValue(name: string | Init): RecordVal | undefined {
    const key = typeof name === "string" ? name : name.getAsUnquotedString();
    if (this.valueIndex !== undefined) return this.valueIndex.get(key);
    // The last field added under a name wins, as with the index.
    for (let i = this.values.length - 1; i >= 0; i--) {
      const v = this.values[i] as RecordVal;
      if (v.name === key) return v;
    }
    return undefined;
  }
  addValue(value: RecordVal): void {
    this.values.push(value);
    if (this.valueIndex !== undefined) {
      this.valueIndex.set(value.name, value);
    } else if (this.values.length > INDEXED_FIELD_COUNT) {
      this.valueIndex = new Map();
      for (const v of this.values) this.valueIndex.set(v.name, v);
    }
  }
  removeValue(name: string | Init): void {
    const key = typeof name === "string" ? name : name.getAsUnquotedString();
    const existing = this.getValue(key);
    if (existing === undefined) return;
    this.valueIndex?.delete(key);
    this.values = this.values.filter((v) => v !== existing);
  }
  isTemplateArg(name: string | Init): boolean {
    const rv = this.getValue(name);
    return rv !== undefined && rv.isTemplateArg;
  }
  addTemplateArg(name: Init): void {
    if (this.templateArgList === NO_TEMPLATE_ARGS) this.templateArgList = [];
    (this.templateArgList as Init[]).push(name);
    const qualified = name.getAsUnquotedString();
    const sep = qualified.lastIndexOf(":");
    (this.shortNames ??= new Map()).set(sep >= 0 ? qualified.slice(sep + 1) : qualified, name);
  }
  private shortNames: Map<string, Init> | undefined;
  /** Template argument names by their unqualified spelling (`x` for `Cls:x`). */
  get templateArgsByShortName(): ReadonlyMap<string, Init> {
    return this.shortNames ?? NO_SHORT_NAMES;
  }
  /** Set while shared: its printed text and bytes once made (two fields fewer on the records never shared). */
  private sharing: { text?: string; bytes?: Buffer } | undefined;
  /** The `--print-records` text of a shared record (it cannot change any more), and its bytes (see printRecordsBytes). */
  /**
   * Whether the record belongs to a saved evaluation state (an include checkpoint,
   * include-cache.ts): it is shared from then on and does not change.
   */
  get shared(): boolean {
    return this.sharing !== undefined;
  }
  set shared(shared: boolean) {
    if (!shared) this.sharing = undefined;
    else this.sharing ??= {};
  }
  /** A shared record's printed text, as `printInto` writes it (made now if not yet). */
  sharedText(): string | undefined {
    const sharing = this.sharing;
    if (sharing === undefined) return undefined;
    sharing.text ??= this.printed();
    return sharing.text;
  }
  /** Marks the record shared with its printed text known (a state read back from the state cache, which kept it). */
  adoptSharedText(text: string): void {
    this.sharing = { text };
  }
  /** Non-template-argument fields, in declaration order. */
  get regularFields(): readonly RecordVal[] {
    return this.values.filter((v) => !v.isTemplateArg);
  }

  // ---- superclasses ----
  /** Every superclass, in LLVM order (each class's own superclasses before it). */
  get superClasses(): readonly SuperClassRef[] {
    return this.superClassList;
  }
  addSuperClass(record: Record, location: SourceLocation | undefined): void {
    this.addSuperClassRef({ record, location });
  }
  /** Adds a reference as it is (another record's: references never change, so defs share their classes'). */
  addSuperClassRef(ref: SuperClassRef): void {
    this.superClassList.push(ref);
    this.cachedType = undefined;
  }
  /** The classes written after `:` (LLVM's getDirectSuperClasses, in source order). */
  get directSuperClasses(): readonly SuperClassRef[] {
    const out: SuperClassRef[] = [];
    let end = this.superClassList.length;
    while (end > 0) {
      const sc = this.superClassList[end - 1] as SuperClassRef;
      out.push(sc);
      end -= 1 + sc.record.superClassList.length;
    }
    return out.reverse();
  }
  isSubClassOf(cls: Record | string): boolean {
    if (typeof cls === "string") return this.superClassList.some((s) => s.record.name === cls);
    return this.superClassList.some((s) => s.record === cls);
  }

  /**
   * Resolves every field (and the name) with `resolver`; returns the first field whose
   * resolved value could not be converted to its type, with that value.
   */
  resolveReferences(
    resolver: Resolver,
    skip?: RecordVal,
    only?: readonly RecordVal[],
  ): { field: RecordVal; value: Init } | undefined {
    const newName = this.nameInit.resolveReferences(resolver);
    if (newName !== this.nameInit) this.nameInit = newName;
    for (const value of only ?? this.values) {
      if (value === skip) continue;
      const next = value.value.resolveReferences(resolver);
      if (next !== value.value && !value.setValue(next)) return { field: value, value: next };
    }
    if (this.assertions.length > 0) {
      this.assertions = this.assertions.map((a) => ({
        location: a.location,
        condition: a.condition.resolveReferences(resolver),
        message: a.message.resolveReferences(resolver),
      }));
    }
    if (this.dumps.length > 0) {
      this.dumps = this.dumps.map((d) => ({ location: d.location, message: d.message.resolveReferences(resolver) }));
    }
    return undefined;
  }

  // ---- typed getters (LLVM's getValueAs*) ----
  private requireValue(field: string): Init {
    const rv = this.getValue(field);
    if (rv === undefined) throw new RecordFieldError(this, `Record \`${this.name}' does not have a field named \`${field}'!`);
    return rv.value;
  }
  getValueInit(field: string): Init {
    return this.requireValue(field);
  }
  isValueUnset(field: string): boolean {
    return this.requireValue(field) instanceof UnsetInit;
  }
  getValueAsString(field: string): string {
    const v = this.requireValue(field);
    if (v instanceof StringInit) return v.value;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have a string initializer!`);
  }
  getValueAsOptionalString(field: string): string | undefined {
    const rv = this.getValue(field);
    if (rv === undefined || rv.value instanceof UnsetInit) return undefined;
    if (rv.value instanceof StringInit) return rv.value.value;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have a string initializer!`);
  }
  getValueAsBit(field: string): boolean {
    const v = this.requireValue(field);
    if (v instanceof BitInit) return v.value;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have a bit initializer!`);
  }
  getValueAsBitOrUnset(field: string): boolean | undefined {
    const v = this.requireValue(field);
    if (v instanceof UnsetInit) return undefined;
    return this.getValueAsBit(field);
  }
  getValueAsInt(field: string): bigint {
    const v = this.requireValue(field);
    if (v instanceof IntInit) return v.value;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have an int initializer!`);
  }
  getValueAsBitsInit(field: string): BitsInit {
    const v = this.requireValue(field);
    if (v instanceof BitsInit) return v;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have a BitsInit initializer!`);
  }
  getValueAsListInit(field: string): ListInit {
    const v = this.requireValue(field);
    if (v instanceof ListInit) return v;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have a list initializer!`);
  }
  getValueAsListOfDefs(field: string): Record[] {
    const list = this.getValueAsListInit(field);
    return list.elements.map((e) => {
      if (e instanceof DefInit) return e.record;
      throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' list is not entirely DefInit!`);
    });
  }
  getValueAsListOfStrings(field: string): string[] {
    const list = this.getValueAsListInit(field);
    return list.elements.map((e) => {
      if (e instanceof StringInit) return e.value;
      throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have a list of strings initializer: ${e.getAsString()}`);
    });
  }
  getValueAsListOfInts(field: string): bigint[] {
    const list = this.getValueAsListInit(field);
    return list.elements.map((e) => {
      if (e instanceof IntInit) return e.value;
      throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' list is not entirely IntInit!`);
    });
  }
  getValueAsDef(field: string): Record {
    const v = this.requireValue(field);
    if (v instanceof DefInit) return v.record;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have a def initializer!`);
  }
  getValueAsOptionalDef(field: string): Record | undefined {
    const v = this.requireValue(field);
    if (v instanceof DefInit) return v.record;
    if (v instanceof UnsetInit) return undefined;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have either a def initializer or '?'!`);
  }
  getValueAsDag(field: string): DagInit {
    const v = this.requireValue(field);
    if (v instanceof DagInit) return v;
    throw new RecordFieldError(this, `Record \`${this.name}', field \`${field}' does not have a dag initializer!`);
  }

  /** The record as `--print-records` shows it after `class ` or `def `. */
  print(): string {
    const out: string[] = [];
    this.printInto(out);
    return out.join("");
  }

  /** Appends the printed record to `out` (one shared buffer for a whole keeper). */
  printInto(out: string[]): void {
    const sharing = this.sharing;
    if (sharing === undefined) {
      out.push(this.printed());
      return;
    }
    sharing.text ??= this.printed();
    out.push(sharing.text);
  }

  /** The printed record as bytes of a byte string (kept for a shared record). */
  printedAsBytes(): Buffer {
    const sharing = this.sharing;
    if (sharing === undefined) return Buffer.from(this.printed(), "latin1");
    sharing.bytes ??= Buffer.from(sharing.text ?? this.printed(), "latin1");
    return sharing.bytes;
  }

  /** Writes the printed record to `out`: a shared record's kept bytes, else its text piece by piece. */
  printToBytes(out: ByteOutput): void {
    if (this.sharing !== undefined) out.writeBytes(this.printedAsBytes());
    else this.printTo(out);
  }

  /** The printed record as one string. */
  private printed(): string {
    const parts: string[] = [];
    this.printTo({ write: (text) => void parts.push(text) });
    return parts.join("");
  }

  /**
   * Writes the printed record in pieces. String and list values are written piece by piece
   * too: a value of megabytes (a long description) is then never copied into a new string.
   */
  private printTo(out: TextSink): void {
    out.write(this.name);
    if (this.templateArgs.length > 0) {
      const args: string[] = [];
      for (const arg of this.templateArgs) {
        const rv = this.getValue(arg);
        if (rv) args.push(rv.print(false));
      }
      out.write(`<${args.join(", ")}>`);
    }
    out.write(" {");
    if (this.superClassList.length > 0) {
      out.write("\t//");
      for (const sc of this.superClassList) {
        out.write(" ");
        out.write(sc.record.name);
      }
    }
    out.write("\n");
    for (const v of this.values) {
      if (v.isNonconcreteOK && !v.isTemplateArg) printField(out, "  field ", v);
    }
    for (const v of this.values) {
      if (!v.isNonconcreteOK && !v.isTemplateArg) printField(out, "  ", v);
    }
    out.write("}\n");
  }
}

/** Where a record's printed text goes, a piece at a time. */
interface TextSink {
  write(text: string): void;
}

function printField(out: TextSink, prefix: string, v: RecordVal): void {
  out.write(v.printedHead(prefix));
  writeValue(out, v.value);
  out.write(";\n");
}

/** `value.getAsString()`, written in pieces for strings and lists (see Record.printTo). */
function writeValue(out: TextSink, value: Init): void {
  if (value instanceof StringInit) {
    const code = value.isCode;
    out.write(code ? "[{" : '"');
    out.write(value.value);
    out.write(code ? "}]" : '"');
  } else if (value instanceof ListInit) {
    out.write("[");
    const elements = value.elements;
    for (let i = 0; i < elements.length; i++) {
      if (i > 0) out.write(", ");
      writeValue(out, elements[i] as Init);
    }
    out.write("]");
  } else out.write(value.getAsString());
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** LLVM's StringRef::compare_numeric: digit runs compare as numbers. */
export function compareNumeric(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (isDigit(ca) && isDigit(cb)) {
      let ja = i;
      let jb = i;
      while (ja < a.length && isDigit(a.charCodeAt(ja))) ja++;
      while (jb < b.length && isDigit(b.charCodeAt(jb))) jb++;
      // The longer run of digits is the larger number (no leading-zero stripping, as LLVM).
      if (ja - i !== jb - i) return ja - i < jb - i ? -1 : 1;
      const ra = a.slice(i, ja);
      const rb = b.slice(i, jb);
      if (ra !== rb) return ra < rb ? -1 : 1;
      i = ja - 1;
      continue;
    }
    if (ca !== cb) return ca < cb ? -1 : 1;
  }
  if (a.length === b.length) return 0;
  return a.length < b.length ? -1 : 1;
}

function formatDiagnosticLater(diagnostic: Diagnostic): string {
  return formatDiagnostic(diagnostic);
}

/** What a keeper holds at an include checkpoint (see `RecordKeeper.saveState`). */
export interface KeeperState {
  readonly classes: MapPrefix<string, Record>;
  readonly defs: MapPrefix<string, Record>;
  readonly globals: MapPrefix<string, Init>;
  readonly anonymousCounter: number;
  readonly messages: readonly Diagnostic[];
  /** The classes and defs sorted by name, made once for every evaluation resuming the state. */
  sortedClasses?: readonly Record[];
  sortedDefs?: readonly Record[];
  /** The defs deriving from a class, in getAllDerivedDefinitions' order, likewise. */
  derived?: Map<Record, readonly Record[]>;
}

function byNumericName(a: Record, b: Record): number {
  return compareNumeric(a.name, b.name);
}

function sortByName(records: Iterable<Record>): Record[] {
  return [...records].sort((a, b) => byName(a.name, b.name));
}

/** The first `count` values of `map` sorted by name, kept on the state. */
function sortedPrefix(prefix: MapPrefix<string, Record>): Record[] {
  const out: Record[] = [];
  let left = prefix.size;
  for (const record of prefix.map.values()) {
    if (left-- === 0) break;
    out.push(record);
  }
  return sortByName(out);
}

/** `base` (sorted) and the records of `map` after its first `base.length` entries, sorted by name. */
function mergeSorted(base: readonly Record[], map: ReadonlyMap<string, Record>): Record[] {
  const added: Record[] = [];
  let skip = base.length;
  for (const record of map.values()) {
    if (skip > 0) skip--;
    else added.push(record);
  }
  if (added.length === 0) return [...base];
  const sortedAdded = sortByName(added);
  const out: Record[] = new Array<Record>(base.length + sortedAdded.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < base.length && j < sortedAdded.length) {
    const a = base[i] as Record;
    const b = sortedAdded[j] as Record;
    if (byName(a.name, b.name) <= 0) {
      out[k++] = a;
      i++;
    } else {
      out[k++] = b;
      j++;
    }
  }
  while (i < base.length) out[k++] = base[i++] as Record;
  while (j < sortedAdded.length) out[k++] = sortedAdded[j++] as Record;
  return out;
}

/** All classes, defs and global variables of one evaluation. */
export class RecordKeeper {
  private classMap = new Map<string, Record>();
  private defMap = new Map<string, Record>();
  private globalMap = new Map<string, Init>();
  private anonymousCounter = 0;
  private sortedDefsCache: Record[] | undefined;
  private derivedCache = new Map<string, Record[]>();
  /** The file given on the command line. */
  inputFilename = "";
  /**
   * Warnings, notes (`dump`) and recoverable errors (NUL characters) emitted while
   * evaluating, in order, for the command line to print on stderr.
   */
  readonly messages: Diagnostic[] = [];
  /** How the command line prints one of `messages` (with LLVM's include stack). */
  renderMessage: (diagnostic: Diagnostic) => string = formatDiagnosticLater;
  /** How the strings of these records are represented (see src/tablegen/source-text.ts). */
  encoding: SourceEncoding = "text";
  /** How deep the sources nest (see NESTING_LIMIT in preprocess.ts). */
  nesting = 0;
  /** Every file included while evaluating, for `-d` dependency files. */
  readonly dependencies: string[] = [];

  /**
   * A copy of the records, globals and messages so far (after the first `keptMessages`,
   * which belong to this run: preprocessing errors); its classes are marked shared.
   */
  saveState(keptMessages = 0): KeeperState {
    for (const cls of this.classMap.values()) cls.shared = true;
    for (const def of this.defMap.values()) def.shared = true;
    return {
      classes: prefixOf(this.classMap),
      defs: prefixOf(this.defMap),
      globals: prefixOf(this.globalMap),
      anonymousCounter: this.anonymousCounter,
      messages: this.messages.slice(keptMessages),
    };
  }

  /**
   * Replaces everything with a saved state. `adopt`: take its maps as they are (the
   * state is not used again), else copies.
   */
  restoreState(state: KeeperState, adopt: boolean, keptMessages = 0): void {
    this.classMap = mapFromPrefix(state.classes, adopt);
    this.defMap = mapFromPrefix(state.defs, adopt);
    this.globalMap = mapFromPrefix(state.globals, adopt);
    this.anonymousCounter = state.anonymousCounter;
    this.messages.length = keptMessages;
    this.messages.push(...state.messages);
    this.sortedDefsCache = undefined;
    if (this.derivedCache.size !== 0) this.derivedCache.clear();
    this.resumed = state;
  }

  /** The saved state this keeper continues, whose records come first in its maps. */
  private resumed: KeeperState | undefined;

  get classes(): ReadonlyMap<string, Record> {
    return this.classMap;
  }
  /** Defs by name, in definition order. */
  get defs(): ReadonlyMap<string, Record> {
    return this.defMap;
  }
  /** Top-level `defvar`s. */
  get globals(): ReadonlyMap<string, Init> {
    return this.globalMap;
  }
  getClass(name: string): Record | undefined {
    return this.classMap.get(name);
  }
  getDef(name: string): Record | undefined {
    return this.defMap.get(name);
  }
  /** A def (as a value) or a global variable. */
  getGlobal(name: string): Init | undefined {
    const def = this.defMap.get(name);
    if (def !== undefined) return def.getDefInit();
    return this.globalMap.get(name);
  }
  addClass(record: Record): void {
    this.classMap.set(record.name, record);
  }
  addDef(record: Record): void {
    record.compact();
    this.defMap.set(record.name, record);
    this.sortedDefsCache = undefined;
    if (this.derivedCache.size !== 0) this.derivedCache.clear();
  }
  addGlobal(name: string, value: Init): void {
    this.globalMap.set(name, value);
  }
  newAnonymousName(): AnonymousNameInit {
    return AnonymousNameInit.get(this.anonymousCounter++);
  }
  /** Classes sorted by name, as LLVM keeps them. */
  getSortedClasses(): Record[] {
    const resumed = this.resumed;
    if (resumed === undefined) return sortByName(this.classMap.values());
    resumed.sortedClasses ??= sortedPrefix(resumed.classes);
    return mergeSorted(resumed.sortedClasses, this.classMap);
  }
  /** Defs sorted by name, as LLVM keeps them (and iterates them in backends). */
  getSortedDefs(): Record[] {
    if (this.sortedDefsCache === undefined) {
      const resumed = this.resumed;
      if (resumed === undefined) {
        this.sortedDefsCache = sortByName(this.defMap.values());
      } else {
        resumed.sortedDefs ??= sortedPrefix(resumed.defs);
        this.sortedDefsCache = mergeSorted(resumed.sortedDefs, this.defMap);
      }
    }
    return this.sortedDefsCache;
  }
  /**
   * Defs deriving from `className` in LLVM's order (names compared numerically, so
   * `Op2` precedes `Op10`); throws if the class is unknown.
   */
  getAllDerivedDefinitions(className: string): Record[] {
    const cached = this.derivedCache.get(className);
    if (cached) return cached;
    const cls = this.classMap.get(className);
    if (cls === undefined) throw new DiagnosticError({ severity: "error", message: `The class '${className}' is not defined` });
    const resumed = this.resumed;
    let result: Record[];
    if (resumed === undefined) {
      result = this.getSortedDefs()
        .filter((d) => d.isSubClassOf(cls))
        .sort(byNumericName);
    } else {
      // The saved state's defs deriving from the class are found once for every evaluation
      // resuming it; only the defs added since are looked at here.
      resumed.sortedDefs ??= sortedPrefix(resumed.defs);
      const derived = (resumed.derived ??= new Map());
      let base = derived.get(cls);
      if (base === undefined) {
        base = resumed.sortedDefs.filter((d) => d.isSubClassOf(cls)).sort(byNumericName);
        derived.set(cls, base);
      }
      const added: Record[] = [];
      let skip = resumed.defs.size;
      for (const def of this.defMap.values()) {
        if (skip > 0) skip--;
        else if (def.isSubClassOf(cls)) added.push(def);
      }
      result = added.length === 0 ? [...base] : [...base, ...added].sort(byNumericName);
    }
    this.derivedCache.set(className, result);
    return result;
  }
  getAllDerivedDefinitionsIfDefined(className: string): Record[] {
    return this.classMap.has(className) ? this.getAllDerivedDefinitions(className) : [];
  }
}

const CLASSES_HEADER = "------------- Classes -----------------\n";
const DEFS_HEADER = "------------- Defs -----------------\n";

/**
 * The `--print-records` output of a keeper of byte strings ("bytes" encoding), as bytes:
 * the records of saved include checkpoints keep theirs, so printing the thousand records
 * of a dialect's includes is one copy, not a thousand string builds. The other records'
 * text goes straight into the output, which is allocated once at its final size.
 */
export function printRecordsBytes(keeper: RecordKeeper): Buffer {
  const chunks = printRecordsChunks(keeper);
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/** printRecordsBytes' output in the pieces it was made in (no copy into one buffer). */
export function printRecordsChunks(keeper: RecordKeeper): Buffer[] {
  if (keeper.encoding !== "bytes") return [Buffer.from(printRecords(keeper), "utf8")];
  const out = new ByteOutput();
  printAllTo(keeper, out);
  return out.chunks();
}

/**
 * Streams the `--print-records` output of a keeper of byte strings to `write`, a piece
 * at a time: the output never exists whole (a piece is only valid until `write` returns,
 * its buffer is filled again next).
 */
export function printRecordsTo(keeper: RecordKeeper, write: (piece: Uint8Array) => void): void {
  if (keeper.encoding !== "bytes") {
    write(Buffer.from(printRecords(keeper), "utf8"));
    return;
  }
  const out = new ByteOutput(write);
  printAllTo(keeper, out);
  out.end();
}

function printAllTo(keeper: RecordKeeper, out: ByteOutput): void {
  out.write(CLASSES_HEADER);
  for (const cls of keeper.getSortedClasses()) {
    out.write("class ");
    cls.printToBytes(out);
  }
  out.write(DEFS_HEADER);
  for (const def of keeper.getSortedDefs()) {
    out.write("def ");
    def.printToBytes(out);
  }
}

/** Size of the pieces ByteOutput fills. */
const OUTPUT_CHUNK_BYTES = 1 << 20;
/** Size of the one buffer a streaming ByteOutput fills again and again. */
const STREAM_BUFFER_BYTES = 1 << 18;

/**
 * Output bytes filled a chunk at a time: each record's text is written (and so dropped)
 * as soon as it is made. Kept (no `flush`), the output exists once (a doubling buffer
 * leaves every smaller one behind until a collection, and one final buffer would be a
 * second copy); streamed (`flush`), one buffer is handed over whenever full and reused.
 */
class ByteOutput implements TextSink {
  private readonly full: Buffer[] = [];
  private buffer: Buffer;
  private length = 0;

  constructor(private readonly flush?: (piece: Uint8Array) => void) {
    this.buffer = Buffer.allocUnsafeSlow(flush !== undefined ? STREAM_BUFFER_BYTES : 1 << 16);
  }

  /** Hands over (streaming) or keeps (in a new buffer of at least `extra` bytes) what is filled so far. */
  private emit(extra = 0): void {
    if (this.length === 0) return;
    const done = this.buffer.subarray(0, this.length);
    this.length = 0;
    if (this.flush !== undefined) this.flush(done);
    else {
      this.full.push(done);
      this.buffer = Buffer.allocUnsafeSlow(Math.max(extra, OUTPUT_CHUNK_BYTES));
    }
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    this.emit(extra);
    if (extra > this.buffer.length) this.buffer = Buffer.allocUnsafeSlow(Math.max(extra, OUTPUT_CHUNK_BYTES));
  }

  /** A byte string's bytes. */
  write(text: string): void {
    const n = text.length;
    // Streamed, a text larger than the buffer (a long description) goes out in pieces.
    if (this.flush !== undefined && n > this.buffer.length) {
      for (let at = 0; at < n; at += this.buffer.length) this.write(text.slice(at, at + this.buffer.length));
      return;
    }
    this.reserve(n);
    const buffer = this.buffer;
    let at = this.length;
    // A loop beats the native call for the short pieces most writes are.
    if (n < 32) for (let i = 0; i < n; i++) buffer[at++] = text.charCodeAt(i);
    else at += buffer.write(text, at, "latin1");
    this.length = at;
  }

  writeBytes(bytes: Uint8Array): void {
    if (this.flush !== undefined && bytes.length > this.buffer.length - this.length) {
      this.emit();
      if (bytes.length > this.buffer.length) {
        this.flush(bytes);
        return;
      }
    }
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Streamed: hands over the rest. */
  end(): void {
    this.emit();
  }

  chunks(): Buffer[] {
    return [...this.full, this.buffer.subarray(0, this.length)];
  }
}

/** The `--print-records` text of a whole keeper. */
export function printRecords(keeper: RecordKeeper): string {
  const out: string[] = [CLASSES_HEADER];
  for (const cls of keeper.getSortedClasses()) {
    out.push("class ");
    cls.printInto(out);
  }
  out.push(DEFS_HEADER);
  for (const def of keeper.getSortedDefs()) {
    out.push("def ");
    def.printInto(out);
  }
  return out.join("");
}
