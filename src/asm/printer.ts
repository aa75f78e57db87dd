// The op printer: MLIR's generic op form (and builtin.module's custom form), value and
// block naming, indentation, trailing locations, the alias sections before and after
// the top-level op and the file metadata section, byte-identical to mlir-opt 19.
import { OpTrait } from "../ir/traits.js";
import { OpAsmOpInterface } from "../ir/op-interfaces.js";
import { verify } from "../ir/verifier.js";
import {
  DialectAttribute,
  DictionaryAttr,
  DistinctAttr,
  StringAttr,
  type Attribute,
  type NamedAttribute,
  type ResourceBlobHandle,
} from "../ir/attributes.js";
import { DialectType, FunctionType, type Type } from "../ir/types.js";
import type { Location } from "../ir/location.js";
import { OpResult, type Block, type BlockArgument, type BlockOperand, type OpOperand, type Operation, type Region, type Value } from "../ir/operation.js";
import type { OperationName } from "../ir/context.js";
import { AttrTypePrinter, type AliasLookup } from "./attr-type/printer.js";
import { AliasProbe, initializeAliases, type AliasTable } from "./alias-initializer.js";
import { escapeString, keywordOrString, sanitizeIdentifier } from "./escape.js";
import { suggestedResultNames } from "./op-asm/upstream-names.js";
import { type ChunkSink, OutputBuffer, type PrintFlags } from "./printer-state.js";
import { printFileMetadata, type ExternalResources } from "./resources.js";
import { defaultDialectInside, printCustomOperation } from "./op-asm/integration.js";
import type { OpAsmPrinterHost } from "./op-asm/host.js";
import type { TypeElision } from "./attr-type/printer.js";

/** Value names in use in a region and the regions enclosing it (MLIR's scoped usedNames). */
interface NameScope {
  readonly names: Set<string>;
  readonly parent: NameScope | undefined;
}

const UNKNOWN_VALUE = "<<UNKNOWN SSA VALUE>>";
const PERCENT = 0x25;
const HASH = 0x23;
const COMMA = 0x2c;
const SPACE = 0x20;
const NEWLINE = 0x0a;
const LPAREN = 0x28;
const RPAREN = 0x29;

/** Size of the printer's direct-mapped type/attribute text memos (a power of two). */
const TEXT_SLOTS = 1024;

/**
 * Every printer stamps the blocks it numbers with its own epoch; numbers
 * kept in the IR's scratch fields (Operation.asmId, Block.asm*) count only
 * under the current printer's stamp, so stale numbers of earlier printers are ignored.
 */
let nextEpoch = 1;
function takeEpoch(): number {
  const epoch = nextEpoch;
  nextEpoch = nextEpoch >= 0x3fffffff ? 1 : nextEpoch + 1;
  return epoch;
}

class TableAliases implements AliasLookup {
  table: AliasTable;
  constructor(table: AliasTable) {
    this.table = table;
  }
  attributeAlias(attr: Attribute): string | undefined {
    const aliases = this.table.aliases;
    return aliases.size === 0 ? undefined : aliases.get(attr)?.name.slice(1);
  }
  typeAlias(type: Type): string | undefined {
    const aliases = this.table.aliases;
    return aliases.size === 0 ? undefined : aliases.get(type)?.name.slice(1);
  }
}

export class OperationPrinter implements OpAsmPrinterHost {
  private readonly out: OutputBuffer;
  private readonly flags: PrintFlags;
  private readonly attrs: AttrTypePrinter;
  private aliasTable: AliasTable | undefined;
  private readonly tableAliases: TableAliases | undefined;
  /** While numbering: the alias visit done along the way (see printTopLevel). */
  private probe: AliasProbe | undefined;
  /**
   * Value numbers live in the IR's printer scratch fields under this printer's epoch:
   * Operation.asmId numbers result #0 (the others print `%n#i`), Block.asmArgBase the
   * block's arguments (`-1 - n` for entry blocks, printed `%argN`).
   */
  private readonly epoch = takeEpoch();
  /** The op printed at the top: its results are numbered from 0 outside any block numbering. */
  private topOp: Operation | null = null;
  /** Names that are not plain ids (shadowed region arguments, suggested result names). */
  private readonly valueNames = new Map<Value, string>();
  /**
   * Ops whose results the op names in groups (getAsmResultNames naming results other than
   * the first): the first result index of each group and the group's name.
   */
  private readonly resultGroups = new Map<Operation, { readonly starts: number[]; readonly names: string[] }>();
  private readonly opNameStarts = new Map<OperationName, Uint8Array>();
  private readonly referencedBlobs: ResourceBlobHandle[] = [];
  private readonly referencedBlobSet = new Set<ResourceBlobHandle>();
  private indent = 0;

  constructor(out: OutputBuffer, flags: PrintFlags, aliasTable: AliasTable | undefined) {
    this.out = out;
    this.flags = flags;
    this.aliasTable = aliasTable;
    this.tableAliases = aliasTable !== undefined ? new TableAliases(aliasTable) : undefined;
    this.attrs = new AttrTypePrinter({
      ...(this.tableAliases !== undefined ? { aliases: this.tableAliases } : {}),
      ...(flags.elideElementsAttrsLargerThan !== undefined ? { elideElementsLargerThan: flags.elideElementsAttrsLargerThan } : {}),
      onResourceReference: (handle: ResourceBlobHandle) => {
        if (this.referencedBlobSet.has(handle)) return;
        this.referencedBlobSet.add(handle);
        this.referencedBlobs.push(handle);
      },
    });
  }

  /** Replaces the alias table given to the constructor; only before anything is printed. */
  useAliasTable(table: AliasTable): void {
    if (this.tableAliases === undefined) throw new Error("useAliasTable: printer made without aliases");
    this.aliasTable = table;
    this.tableAliases.table = table;
  }

  get blobsReferenced(): readonly ResourceBlobHandle[] {
    return this.referencedBlobs;
  }

  // ---- naming ----

  /**
   * Names the values and blocks directly in `region`; returns the next value/argument ids
   * and appends the regions of its ops (in order) to `nested`.
   * With `scope` (custom form), ops may suggest result names (getAsmResultNames), made
   * unique against the names of enclosing regions.
   */
  private numberRegion(region: Region, nextValue: number, nextArgument: number, nested: Region[], scope?: NameScope): [number, number] {
    let ordering = 0;
    const epoch = this.epoch;
    const probe = this.probe;
    const argumentNames = scope !== undefined ? this.suggestedArgumentNames(region, scope) : undefined;
    for (let block = region.firstBlock; block !== null; block = block.next) {
      probe?.visitBlockArguments(block);
      block.asmEpoch = epoch;
      block.asmOrdering = ordering++;
      const args = block.arguments;
      if (argumentNames !== undefined && args.some((a) => argumentNames.has(a))) {
        // MLIR numbers only the arguments the op left unnamed (`%argN` in an entry block).
        const entry = block === region.firstBlock;
        for (const arg of args) {
          const named = argumentNames.get(arg);
          this.valueNames.set(arg, named ?? (entry ? `%arg${nextArgument++}` : `%${nextValue++}`));
        }
        if (entry) block.asmArgBase = -1 - nextArgument;
        else block.asmArgBase = nextValue;
      } else if (block === region.firstBlock) {
        block.asmArgBase = -1 - nextArgument;
        if (this.shadowedNames.size > 0) {
          for (const arg of args) {
            const shadowed = this.shadowedNames.get(arg);
            if (shadowed !== undefined) this.valueNames.set(arg, shadowed);
          }
        }
        nextArgument += args.length;
      } else {
        block.asmArgBase = nextValue;
        nextValue += args.length;
      }
      for (let op = block.firstOp; op !== null; op = op.next) {
        probe?.visitOperation(op);
        const regions = op.regions;
        for (let i = 0; i < regions.length; i++) nested.push(regions[i] as Region);
        const numResults = op.numResults;
        if (numResults === 0) continue;
        const names = scope !== undefined ? suggestedResultNames(op) : undefined;
        if (names !== undefined && numResults > 1) {
          nextValue = this.nameResultGroups(op, names, nextValue, scope as NameScope);
          continue;
        }
        const suggested = names?.[0];
        if (suggested !== undefined) {
          this.valueNames.set(op.getResult(0), `%${this.uniqueValueName(suggested, scope as NameScope)}`);
          op.asmId = -1;
        } else op.asmId = nextValue++;
      }
    }
    return [nextValue, nextArgument];
  }

  /**
   * The names the region's parent op suggests for its blocks' arguments
   * (OpAsmOpInterface::getAsmBlockArgumentNames, custom form only), made unique as MLIR's
   * setValueName does, in the order the op gives them; undefined when it names none.
   */
  private suggestedArgumentNames(region: Region, scope: NameScope): Map<Value, string> | undefined {
    const parent = region.parentOp;
    if (parent === null) return undefined;
    const impl = OpAsmOpInterface.impl(parent);
    if (impl === undefined) return undefined;
    let names: Map<Value, string> | undefined;
    impl.getAsmBlockArgumentNames(parent, region, (value: Value, name: string) => {
      if (name.length === 0) return;
      (names ??= new Map()).set(value, `%${this.uniqueValueName(name, scope)}`);
    });
    return names;
  }

  /**
   * MLIR's result groups: every named result starts a group printed under its name; an
   * unnamed first group takes the next number. Returns the next value id.
   */
  private nameResultGroups(op: Operation, names: ReadonlyArray<string | undefined>, nextValue: number, scope: NameScope): number {
    const starts: number[] = [];
    const groupNames: string[] = [];
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      if (i === 0 && name === undefined) {
        op.asmId = nextValue;
        starts.push(0);
        groupNames.push(`%${nextValue++}`);
      } else if (name !== undefined) {
        if (i === 0) op.asmId = -1;
        starts.push(i);
        groupNames.push(`%${this.uniqueValueName(name, scope)}`);
      }
    }
    this.resultGroups.set(op, { starts, names: groupNames });
    return nextValue;
  }

  /** `%sum, %overflow` / `%0:2, %name` for an op named in result groups. */
  private resultGroupsHeader(op: Operation): string | undefined {
    const groups = this.resultGroups.size > 0 ? this.resultGroups.get(op) : undefined;
    if (groups === undefined) return undefined;
    const parts: string[] = [];
    for (let g = 0; g < groups.starts.length; g++) {
      const size = (g + 1 < groups.starts.length ? (groups.starts[g + 1] as number) : op.numResults) - (groups.starts[g] as number);
      parts.push(size > 1 ? `${groups.names[g] as string}:${size}` : (groups.names[g] as string));
    }
    return parts.join(", ");
  }

  /** Names the op printed at the top (its results from 0), then everything in its regions. */
  nameTopLevel(op: Operation, probe?: AliasProbe): void {
    const numResults = op.numResults;
    if (numResults > 0) this.topOp = op;
    this.probe = probe;
    probe?.visitOperation(op);
    this.prenumber(op, numResults > 0 ? 1 : 0, !this.flags.printGenericOpForm);
    this.probe = undefined;
  }

  /**
   * Names everything under `root` at once, exactly as MLIR's SSANameState does: regions
   * are taken from a stack (so later regions are numbered first). In the generic form
   * mlir-opt 19 runs the value and argument counters on across regions; in the custom
   * form every region starts from the counters its parent region left (siblings reuse
   * numbers) and ops suggest result names.
   */
  prenumber(root: Operation, firstValue = 0, customForm = false): void {
    if (!customForm) {
      const stack: Region[] = root.regions.slice();
      let next: [number, number] = [firstValue, 0];
      while (stack.length > 0) next = this.numberRegion(stack.pop() as Region, next[0], next[1], stack);
      return;
    }
    type Entry = { region: Region; scope: NameScope; value: number; arg: number; conflict: number };
    const stack: Entry[] = [];
    const top: NameScope = { names: new Set(), parent: undefined };
    for (const region of root.regions) stack.push({ region, scope: top, value: firstValue, arg: 0, conflict: 0 });
    const nested: Region[] = [];
    while (stack.length > 0) {
      const entry = stack.pop() as Entry;
      const scope: NameScope = { names: new Set(), parent: entry.scope };
      this.nextConflictId = entry.conflict;
      nested.length = 0;
      const next = this.numberRegion(entry.region, entry.value, entry.arg, nested, scope);
      for (const region of nested) stack.push({ region, scope, value: next[0], arg: next[1], conflict: this.nextConflictId });
    }
  }

  /** MLIR's uniqueValueName: sanitized, then `name_N` (one counter for all names) on a clash. */
  private uniqueValueName(name: string, scope: NameScope): string {
    const base = sanitizeIdentifier(name);
    const used = (candidate: string): boolean => {
      for (let s: NameScope | undefined = scope; s !== undefined; s = s.parent) if (s.names.has(candidate)) return true;
      return false;
    };
    let unique = base;
    if (used(unique)) {
      do unique = `${base}_${this.nextConflictId++}`;
      while (used(unique));
    }
    scope.names.add(unique);
    return unique;
  }

  private nextConflictId = 0;

  /** The number of result #0 of `op`, or undefined when `op` is not numbered. */
  private resultNumber(op: Operation): number | undefined {
    if (op === this.topOp) return 0;
    const block = op.parent;
    if (block === null || block.asmEpoch !== this.epoch || op.asmId < 0) return undefined;
    return op.asmId;
  }

  valueName(value: Value): string {
    if (this.valueNames.size > 0) {
      const named = this.valueNames.get(value);
      if (named !== undefined) return named;
    }
    if (value instanceof OpResult) {
      const op = value.owner;
      const groups = this.resultGroups.size > 0 ? this.resultGroups.get(op) : undefined;
      if (groups !== undefined) {
        const index = value.index;
        let g = groups.starts.length - 1;
        while ((groups.starts[g] as number) > index) g--;
        const start = groups.starts[g] as number;
        const end = g + 1 < groups.starts.length ? (groups.starts[g + 1] as number) : op.numResults;
        const name = groups.names[g] as string;
        return end - start > 1 ? `${name}#${index - start}` : name;
      }
      const id = this.resultNumber(op);
      if (id === undefined) return UNKNOWN_VALUE;
      return op.numResults > 1 ? `%${id}#${value.index}` : `%${id}`;
    }
    const arg = value as BlockArgument;
    const block = arg.owner;
    if (block.asmEpoch !== this.epoch) return UNKNOWN_VALUE;
    const base = block.asmArgBase;
    return base < 0 ? `%arg${-1 - base + arg.index}` : `%${base + arg.index}`;
  }

  /** Writes `valueName(value)`; plain numbers go to the buffer digit by digit. */
  private writeValueName(value: Value): void {
    const out = this.out;
    if (this.valueNames.size > 0 || this.resultGroups.size > 0) {
      out.write(this.valueName(value));
      return;
    }
    if (value instanceof OpResult) {
      const op = value.owner;
      const id = this.resultNumber(op);
      if (id === undefined) {
        out.write(UNKNOWN_VALUE);
        return;
      }
      out.writeByte(PERCENT);
      out.writeDecimal(id);
      if (op.numResults > 1) {
        out.writeByte(HASH);
        out.writeDecimal(value.index);
      }
      return;
    }
    const arg = value as BlockArgument;
    const block = arg.owner;
    if (block.asmEpoch !== this.epoch) {
      out.write(UNKNOWN_VALUE);
      return;
    }
    const base = block.asmArgBase;
    if (base < 0) {
      out.write("%arg");
      out.writeDecimal(-1 - base + arg.index);
    } else {
      out.writeByte(PERCENT);
      out.writeDecimal(base + arg.index);
    }
  }

  /** Writes `resultGroupName(op)`. */
  private writeResultGroupName(op: Operation): void {
    if (this.valueNames.size === 0) {
      const id = this.resultNumber(op);
      if (id !== undefined) {
        this.out.writeByte(PERCENT);
        this.out.writeDecimal(id);
        return;
      }
    }
    this.out.write(this.resultGroupName(op));
  }

  /** The id part of an op's result group name (`%5` for `%5:2 = ...`). */
  private resultGroupName(op: Operation): string {
    if (this.valueNames.size > 0) {
      const named = this.valueNames.get(op.getResult(0));
      if (named !== undefined) return named;
    }
    const id = this.resultNumber(op);
    return id === undefined ? UNKNOWN_VALUE : `%${id}`;
  }

  private writeBlockName(block: Block): void {
    if (block.asmEpoch === this.epoch) {
      this.out.write("^bb");
      this.out.writeDecimal(block.asmOrdering);
    } else this.out.write("INVALIDBLOCK");
  }

  blockName(block: Block): string {
    return block.asmEpoch === this.epoch ? `^bb${block.asmOrdering}` : "INVALIDBLOCK";
  }

  // ---- pieces ----

  write(text: string): void {
    this.out.write(text);
  }

  // ---- OpAsmPrinterHost (custom op syntax, src/asm/op-asm) ----

  printType(type: Type): string {
    return this.attrs.printType(type);
  }

  printAttribute(attr: Attribute, elision: TypeElision): string {
    return this.attrs.printAttribute(attr, elision);
  }

  aliasOf(value: Attribute | Type): string | undefined {
    return this.aliasTable?.aliases.get(value)?.name;
  }

  printAttributeDictionary(entries: readonly NamedAttribute[]): string {
    return this.attrs.printAttributeDictionary(entries);
  }

  printNewline(): void {
    this.out.writeByte(NEWLINE);
    this.out.writeSpaces(this.indent);
  }

  increaseIndent(): void {
    this.indent += 2;
  }

  decreaseIndent(): void {
    this.indent -= 2;
  }

  optionalLocationSpecifier(loc: Location): string {
    return this.flags.printDebugInfo ? ` ${this.locationText(loc, false)}` : "";
  }

  shadowRegionArgs(region: Region, names: readonly Value[]): void {
    const entry = region.firstBlock;
    if (entry === null) return;
    for (let i = 0; i < names.length && i < entry.arguments.length; i++) {
      this.shadowedNames.set(entry.arguments[i] as Value, this.valueName(names[i] as Value));
    }
  }

  /** Entry argument names given by shadowRegionArgs, applied when their region is numbered. */
  private readonly shadowedNames = new Map<Value, string>();
  /** Dialect whose ops print without prefix, innermost last. */
  private readonly defaultDialects: string[] = ["builtin"];

  /**
   * Text of a type in op signatures and block headers, memoized in a small direct-mapped
   * table by uid: the same few types recur on almost every op, and this skips the alias
   * and text map lookups. Dialect types (possibly mutable) are not memoized.
   */
  private type(type: Type): string {
    const slot = type.uid & (TEXT_SLOTS - 1);
    if (this.typeSlots[slot] === type) return this.typeTexts[slot] as string;
    const text = this.attrs.printType(type);
    if (!(type instanceof DialectType)) {
      this.typeSlots[slot] = type;
      this.typeTexts[slot] = text;
    }
    return text;
  }

  private readonly typeSlots = new Array<Type | undefined>(TEXT_SLOTS).fill(undefined);
  private readonly typeTexts = new Array<string>(TEXT_SLOTS).fill("");

  /** ` <properties>` of an op, memoized like `type` (not for dialect or distinct attributes). */
  private propertiesPart(attr: Attribute): string {
    const slot = attr.uid & (TEXT_SLOTS - 1);
    if (this.attrSlots[slot] === attr) return this.attrTexts[slot] as string;
    const text = ` <${this.attrs.printAttribute(attr)}>`;
    if (!(attr instanceof DialectAttribute) && !(attr instanceof DistinctAttr)) {
      this.attrSlots[slot] = attr;
      this.attrTexts[slot] = text;
    }
    return text;
  }

  private readonly attrSlots = new Array<Attribute | undefined>(TEXT_SLOTS).fill(undefined);
  private readonly attrTexts = new Array<string>(TEXT_SLOTS).fill("");

  private locationText(loc: Location, allowAlias: boolean): string {
    if (allowAlias) {
      const alias = this.aliasTable?.aliases.get(loc);
      if (alias !== undefined) return `loc(${alias.name})`;
    }
    return `loc(${this.attrs.locationBody(loc, true)})`;
  }

  /** Writes `"name"(`, the start of an op in the generic form. */
  private writeGenericOpStart(name: OperationName): void {
    let bytes = this.opNameStarts.get(name);
    if (bytes === undefined) {
      bytes = Buffer.from(`"${escapeString(name.name)}"(`, "latin1");
      this.opNameStarts.set(name, bytes);
    }
    this.out.writeBytes(bytes);
  }

  /**
   * Writes ` : (operand types) -> result types`. The bytes are memoized per signature in
   * a direct-mapped table (most ops of a module share a handful of signatures);
   * signatures with dialect types (possibly mutable) are not memoized.
   */
  private writeSignaturePart(op: Operation): void {
    const numOperands = op.numOperands;
    const numResults = op.numResults;
    const numTypes = numOperands + numResults;
    let hash = numOperands;
    for (let i = 0; i < numOperands; i++) hash = Math.imul(hash ^ op.getOperand(i).type.uid, 0x9e3779b1);
    for (let i = 0; i < numResults; i++) hash = Math.imul(hash ^ op.getResult(i).type.uid, 0x9e3779b1);
    const slot = (hash >>> 20) & (TEXT_SLOTS - 1);
    const key = this.signatureTypes[slot];
    if (key !== undefined && key.length === numTypes && this.signatureOperandCounts[slot] === numOperands) {
      let same = true;
      for (let i = 0; i < numOperands && same; i++) same = key[i] === op.getOperand(i).type;
      for (let i = 0; i < numResults && same; i++) same = key[numOperands + i] === op.getResult(i).type;
      if (same) {
        this.out.writeBytes(this.signatureBytes[slot] as Uint8Array);
        return;
      }
    }
    const types = new Array<Type>(numTypes);
    for (let i = 0; i < numOperands; i++) types[i] = op.getOperand(i).type;
    for (let i = 0; i < numResults; i++) types[numOperands + i] = op.getResult(i).type;
    const bytes = Buffer.from(` : ${this.functionalTypeText(types, numOperands)}`, "latin1");
    this.out.writeBytes(bytes);
    if (!types.some((t) => t instanceof DialectType)) {
      this.signatureTypes[slot] = types;
      this.signatureOperandCounts[slot] = numOperands;
      this.signatureBytes[slot] = bytes;
    }
  }

  private functionalTypeText(types: readonly Type[], numOperands: number): string {
    const parts: string[] = ["("];
    for (let i = 0; i < numOperands; i++) {
      if (i > 0) parts.push(", ");
      parts.push(this.type(types[i] as Type));
    }
    parts.push(") -> ");
    const numResults = types.length - numOperands;
    const only = numResults === 1 ? (types[numOperands] as Type) : undefined;
    if (only !== undefined && !(only instanceof FunctionType)) parts.push(this.type(only));
    else {
      parts.push("(");
      for (let i = numOperands; i < types.length; i++) {
        if (i > numOperands) parts.push(", ");
        parts.push(this.type(types[i] as Type));
      }
      parts.push(")");
    }
    return parts.join("");
  }

  private readonly signatureTypes = new Array<Type[] | undefined>(TEXT_SLOTS).fill(undefined);
  private readonly signatureOperandCounts = new Int32Array(TEXT_SLOTS);
  private readonly signatureBytes = new Array<Uint8Array | undefined>(TEXT_SLOTS).fill(undefined);


  // ---- operations ----

  /** Prints `op` at the current indentation, without a trailing newline. */
  printOperation(op: Operation): void {
    const out = this.out;
    out.writeSpaces(this.indent);
    const numResults = op.numResults;
    if (numResults > 0) {
      const grouped = this.resultGroupsHeader(op);
      if (grouped !== undefined) out.write(`${grouped} = `);
      else {
        this.writeResultGroupName(op);
        if (numResults !== 1) {
          out.writeByte(0x3a /* : */);
          out.writeDecimal(numResults);
        }
        out.write(" = ");
      }
    }
    this.printCustomOrGenericOp(op);
    if (this.flags.printDebugInfo) {
      out.write(" ");
      out.write(this.locationText(op.location, true));
    }
  }

  /** The op after its results: its custom form (unless the generic form is asked for), else the generic one. */
  printCustomOrGenericOp(op: Operation): void {
    if (this.flags.printGenericOpForm) this.printGeneric(op);
    else if (op.name.name === "builtin.module") this.printModuleCustom(op);
    else if (!printCustomOperation(op, this, this.defaultDialects[this.defaultDialects.length - 1] as string)) this.printGeneric(op);
  }

  printGenericOp(op: Operation): void {
    this.printGeneric(op);
  }

  private printGeneric(op: Operation): void {
    const out = this.out;
    this.writeGenericOpStart(op.name);
    const numOperands = op.numOperands;
    for (let i = 0; i < numOperands; i++) {
      if (i > 0) out.write(", ");
      this.writeValueName(op.getOperand(i));
    }
    out.writeByte(RPAREN);
    const successors = op.successors;
    if (successors.length > 0) {
      out.write("[");
      for (let i = 0; i < successors.length; i++) {
        if (i > 0) out.write(", ");
        this.writeBlockName((successors[i] as BlockOperand).block);
      }
      out.write("]");
    }
    const props = op.properties;
    if (props !== null && !(props instanceof DictionaryAttr && props.value.length === 0 && op.isRegistered())) {
      out.write(this.propertiesPart(props));
    }
    const regions = op.regions;
    if (regions.length > 0) {
      out.write(" (");
      for (let i = 0; i < regions.length; i++) {
        if (i > 0) out.write(", ");
        this.printRegion(regions[i] as Region, true, true);
      }
      out.write(")");
    }
    // The dictionary itself has no alias (only its values can), so it prints (and is
    // cached) as an attribute without one.
    if (op.attributes.value.length > 0) {
      out.write(" ");
      out.write(this.attrs.printAttributeWithoutAlias(op.attributes));
    }
    this.writeSignaturePart(op);
  }

  /** `module @name attributes {...} {...}` */
  private printModuleCustom(op: Operation): void {
    // `builtin.` is left out where builtin is the default dialect (as for any op).
    const parts: string[] = [this.defaultDialects[this.defaultDialects.length - 1] === "builtin" ? "module" : "builtin.module"];
    const props = op.properties instanceof DictionaryAttr ? op.properties.value : [];
    const symName = props.find((e) => e.name === "sym_name");
    if (symName !== undefined && symName.value instanceof StringAttr) parts.push(` @${keywordOrString(symName.value.value)}`);
    const others = props.filter((e) => e.name !== "sym_name");
    const all = [...others, ...op.attributes.value].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (all.length > 0) parts.push(" attributes ", this.attrs.printAttributeDictionary(all));
    parts.push(" ");
    this.write(parts.join(""));
    const region = op.regions[0];
    if (region !== undefined) this.printRegion(region, true, true, false);
  }

  printRegion(region: Region, printEntryBlockArgs: boolean, printTerminators: boolean, printEmptyBlock = true): void {
    this.write("{\n");
    const entry = region.firstBlock;
    if (entry !== null) {
      const parentOp = region.parentOp;
      // As MLIR's printRegion: the region's parent op names its default dialect, or none
      // (an op without OpAsmOpInterface::getDefaultDialect does not inherit its parent's).
      this.defaultDialects.push((parentOp !== null ? defaultDialectInside(parentOp) : undefined) ?? "");
      const alwaysHeader = (printEmptyBlock && entry.firstOp === null) || (printEntryBlockArgs && entry.arguments.length > 0);
      this.printBlock(entry, alwaysHeader, printTerminators);
      for (let block = entry.next; block !== null; block = block.next) this.printBlock(block, true, printTerminators);
      this.defaultDialects.pop();
    }
    this.out.writeSpaces(this.indent);
    this.out.writeByte(0x7d /* } */);
  }

  private printBlock(block: Block, printHeader: boolean, printTerminator = true): void {
    if (printHeader) {
      const out = this.out;
      out.writeSpaces(this.indent);
      this.writeBlockName(block);
      const args = block.arguments;
      if (args.length > 0) {
        out.writeByte(LPAREN);
        for (let i = 0; i < args.length; i++) {
          const arg = args[i] as (typeof args)[number];
          if (i > 0) out.write(", ");
          this.writeValueName(arg);
          out.write(": ");
          out.write(this.type(arg.type));
          if (this.flags.printDebugInfo) {
            out.writeByte(SPACE);
            out.write(this.locationText(arg.loc, false));
          }
        }
        out.writeByte(RPAREN);
      }
      out.writeByte(0x3a /* : */);
      if (block.firstUse === null) {
        if (block.parent === null || block.parent.firstBlock !== block) out.write("  // no predecessors");
      } else if (block.firstUse.nextUse === null) {
        const pred: Block | null = block.firstUse.owner.parent;
        out.write("  // pred: ");
        if (pred === null) out.write("INVALIDBLOCK");
        else this.writeBlockName(pred);
      } else {
        // Predecessors by their number (-1: not numbered by this printer).
        const preds: number[] = [];
        const epoch = this.epoch;
        for (let use: BlockOperand | null = block.firstUse; use !== null; use = use.nextUse) {
          const pred = use.owner.parent;
          preds.push(pred !== null && pred.asmEpoch === epoch ? pred.asmOrdering : -1);
        }
        preds.sort((a, b) => a - b);
        out.write("  // ");
        out.writeDecimal(preds.length);
        out.write(" preds: ");
        for (let i = 0; i < preds.length; i++) {
          if (i > 0) out.write(", ");
          const ordering = preds[i] as number;
          if (ordering < 0) out.write("INVALIDBLOCK");
          else {
            out.write("^bb");
            out.writeDecimal(ordering);
          }
        }
      }
      out.writeByte(NEWLINE);
    }
    this.indent += 2;
    // MLIR leaves out a block's terminator when the custom syntax implies it.
    const last = block.lastOp;
    const skip = !printTerminator && last !== null && last.hasTrait(OpTrait.IsTerminator) ? last : null;
    for (let op = block.firstOp; op !== null && op !== skip; op = op.next) {
      this.printOperation(op);
      this.out.writeByte(NEWLINE);
    }
    this.indent -= 2;
  }

  // ---- top level ----

  printAliasDefinitions(deferred: boolean): void {
    const table = this.aliasTable;
    if (table === undefined) return;
    for (const [symbol, alias] of table.aliases) {
      if (alias.deferred !== deferred) continue;
      const text = this.attrs.printAliasDefinition(symbol);
      this.write(`${alias.name} = ${text}\n`);
    }
  }
}

const NO_ALIASES: AliasTable = { aliases: new Map() };

export interface PrintOptions {
  readonly flags: PrintFlags;
  readonly externalResources?: ExternalResources;
}

/**
 * Prints a top-level op as mlir-opt does (aliases, the op, deferred aliases, file
 * metadata); mlir-opt then adds one newline. The text goes to `sink` chunk by chunk
 * when given (and [] is returned), else it is returned as chunks.
 */
export function printTopLevel(op: Operation, options: PrintOptions, sink?: ChunkSink): Uint8Array[] {
  const out = new OutputBuffer(sink);
  const flags = verifiedOrGeneric(op, options.flags);
  if (flags.printLocalScope) {
    // MLIR prints a local-scope op on its own: no alias sections, no file metadata.
    const printer = new OperationPrinter(out, flags, undefined);
    printer.nameTopLevel(op);
    printer.printOperation(op);
    return out.takeChunks();
  }
  // Without locations, most modules have no aliases at all: the numbering walk finds out
  // whether there are any, and only then are they computed (in print order).
  const printDebugInfo = flags.printDebugInfo;
  const probe = printDebugInfo ? undefined : new AliasProbe(op.context);
  const printer = new OperationPrinter(out, flags, NO_ALIASES);
  printer.nameTopLevel(op, probe);
  if (probe === undefined || probe.foundAlias) printer.useAliasTable(initializeAliases(op, printDebugInfo, flags.printGenericOpForm));
  printer.printAliasDefinitions(false);
  printer.printOperation(op);
  out.write("\n");
  printer.printAliasDefinitions(true);
  out.write(printFileMetadata(printer.blobsReferenced, options.externalResources));
  return out.takeChunks();
}

/**
 * MLIR's verifyOpAndAdjustFlags: unless the flags already ask for the generic form or say
 * the IR is verified, the op the printer numbers from (Operation::print's choice: the
 * closest isolated-from-above ancestor with local scope, else the outermost one) is verified
 * (its diagnostics dropped), and everything is printed in the generic form if it fails.
 */
function verifiedOrGeneric(op: Operation, flags: PrintFlags): PrintFlags {
  if (flags.printGenericOpForm || flags.assumeVerified === true) return flags;
  let root = op;
  while (root.parentOp !== null && !(flags.printLocalScope && root.hasTrait(OpTrait.IsIsolatedFromAbove))) root = root.parentOp;
  // Whatever the verifier reports here (a verifier's warnings too) is dropped, as MLIR's scoped handler drops it.
  const valid = root.context.getDiagEngine().withHandler(() => true, () => verify(root).length === 0);
  return valid ? flags : { ...flags, printGenericOpForm: true };
}

/** OpPrintingFlags::elideLargeElementsAttrs's default limit. */
const DIAGNOSTIC_ELEMENTS_LIMIT = 16;

/**
 * One op (possibly nested) in the generic form with local scope, as MLIR shows it in
 * "see current operation" notes; values are named from the closest ancestor that is
 * isolated from above (or the outermost one).
 */
export function printOperationForDiagnostic(op: Operation, printDebugInfo = false): string {
  const out = new OutputBuffer();
  // As MLIR's Diagnostic::appendOp: local scope, large elements attributes elided.
  const flags = { printGenericOpForm: true, printDebugInfo, printLocalScope: true, elideElementsAttrsLargerThan: DIAGNOSTIC_ELEMENTS_LIMIT };
  const printer = new OperationPrinter(out, flags, undefined);
  let root = op;
  while (!root.hasTrait(OpTrait.IsIsolatedFromAbove) && root.parentOp !== null) root = root.parentOp;
  if (root !== op) printer.prenumber(root);
  else printer.nameTopLevel(op);
  printer.printOperation(op);
  return out.toString();
}
