// Chooses the attribute/type aliases (`#map`, `#loc3`, `!tuple`) of a printed module
// the way MLIR's AliasInitializer does: walk exactly what the printer will print (in the
// custom form, by running each op's own printer with a printer that only reports what it
// prints, as MLIR's DummyAliasOperationPrinter does), let the dialect hooks suggest names,
// then order the aliases by nesting depth, kind (types first) and name, numbering repeated
// names in visit order.
import {
  Attribute,
  AffineMapAttr,
  ArrayAttr,
  DenseArrayAttr,
  DictionaryAttr,
  DistinctAttr,
  FloatAttr,
  IntegerAttr,
  IntegerSetAttr,
  TypeAttr,
  UnitAttr,
  hasType,
  DialectAttribute,
  OpaqueAttr,
  StringAttr,
  type NamedAttribute,
} from "../ir/attributes.js";
import {
  ComplexType,
  DialectType,
  FunctionType,
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
} from "../ir/types.js";
import { CallSiteLoc, FusedLoc, Location, NameLoc, OpaqueLoc, UnknownLoc } from "../ir/location.js";
import type { Block, OpOperand, OpResult, Operation, Region } from "../ir/operation.js";
import { OpTrait } from "../ir/traits.js";
import type { MLIRContext } from "../ir/context.js";
import { sanitizeIdentifier } from "./escape.js";
import { forEachOpaquePart } from "./attr-type/aliases.js";
import { customAssemblyOf } from "./op-asm/hooks.js";
import { AliasCollectingPrinter, type AliasVisitor } from "./alias-collecting-printer.js";

type Symbol = Attribute | Type;

interface AliasInfo {
  readonly symbol: Symbol;
  alias: string | undefined;
  depth: number;
  isType: boolean;
  canBeDeferred: boolean;
  /** Indices of the visited nested elements (null when there are none). */
  children: number[] | null;
}

/** A chosen alias: its printed name (`#map1`) and whether it prints after the module. */
export interface SymbolAlias {
  readonly name: string;
  readonly deferred: boolean;
}

export interface AliasTable {
  /** Alias by attribute/type, in print order (non-deferred and deferred mixed). */
  readonly aliases: Map<Symbol, SymbolAlias>;
}

/** The builtin dialect's alias names (OpAsmDialectInterface::getAlias). */
function builtinAliasName(symbol: Symbol): string | undefined {
  if (symbol instanceof Attribute) {
    if (symbol instanceof AffineMapAttr) return "map";
    if (symbol instanceof IntegerSetAttr) return "set";
    if (symbol instanceof Location) return "loc";
    // mlir-opt 19 prints a distinct attribute of unit inline (`distinct[0]<>`).
    if (symbol instanceof DistinctAttr) return symbol.referencedAttr instanceof UnitAttr ? undefined : "distinct";
    return undefined;
  }
  if (symbol instanceof TupleType && symbol.types.length > 16) return "tuple";
  return undefined;
}

/** What the initializer asks of the dialect owning a non-builtin attribute/type. */
interface AliasHooks {
  forEachPrintedElement?(symbol: Symbol, visit: (element: Symbol) => void): void;
}

function dialectHooks(context: MLIRContext, symbol: Symbol): AliasHooks | undefined {
  const ns = symbol.dialectNamespace;
  if (ns === "builtin") return undefined;
  return context.getDialect(ns);
}

/** The loaded dialects' getAlias hooks (MLIR asks every OpAsmDialectInterface). */
function aliasHooksOf(context: MLIRContext): Array<(symbol: Symbol) => string | undefined> {
  const hooks: Array<(symbol: Symbol) => string | undefined> = [];
  for (const dialect of context.getLoadedDialects()) {
    const getAlias = dialect.getAlias;
    if (getAlias !== undefined) hooks.push((symbol) => getAlias.call(dialect, symbol));
  }
  return hooks;
}

/** A map from uid (>= 0) to a non-negative number: open addressing, linear probing. */
class UidIndex {
  /** uid + 1 per slot (0: empty). */
  private keys = new Int32Array(1 << 12);
  private values = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;
  private size = 0;

  /** The number stored for `uid`, or -1. */
  get(uid: number): number {
    const keys = this.keys;
    const mask = this.mask;
    const key = uid + 1;
    for (let slot = Math.imul(uid, 0x9e3779b1) >>> 0 & mask; ; slot = (slot + 1) & mask) {
      const k = keys[slot] as number;
      if (k === key) return this.values[slot] as number;
      if (k === 0) return -1;
    }
  }

  /** Stores `value` for a uid not stored yet. */
  set(uid: number, value: number): void {
    if ((this.size + 1) * 2 > this.mask) this.grow();
    this.insert(uid + 1, value);
    this.size++;
  }

  private insert(key: number, value: number): void {
    const keys = this.keys;
    const mask = this.mask;
    let slot = Math.imul(key - 1, 0x9e3779b1) >>> 0 & mask;
    while (keys[slot] !== 0) slot = (slot + 1) & mask;
    keys[slot] = key;
    this.values[slot] = value;
  }

  private grow(): void {
    const keys = this.keys;
    const values = this.values;
    const capacity = keys.length * 2;
    this.keys = new Int32Array(capacity);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as number;
      if (key !== 0) this.insert(key, values[i] as number);
    }
  }
}

class AliasInitializer implements AliasVisitor {
  private readonly infos: AliasInfo[] = [];
  /**
   * Info index by the symbol's context-unique `uid`: an open-addressing table (uids are
   * spread over every attribute and location of the context, so a uid-indexed array
   * would be as large as the context; this one is sized by the visited symbols).
   */
  private readonly index = new UidIndex();
  private readonly printDebugInfo: boolean;
  private readonly context: MLIRContext;
  /** How many visited symbols have an alias name. */
  aliasCount = 0;
  private readonly aliasHooks: Array<(symbol: Symbol) => string | undefined>;

  constructor(context: MLIRContext, printDebugInfo: boolean) {
    this.context = context;
    this.printDebugInfo = printDebugInfo;
    this.aliasHooks = aliasHooksOf(context);
  }

  /** Visits a symbol; returns [alias depth, index]. */
  visit(symbol: Symbol, canBeDeferred: boolean, elideType = false): number {
    const uid = symbol.uid;
    const existing = this.index.get(uid);
    if (existing >= 0) {
      if (!canBeDeferred && (this.infos[existing] as AliasInfo).canBeDeferred) this.markNonDeferrable(existing);
      return existing;
    }
    return this.visitNew(symbol, canBeDeferred, elideType);
  }

  /**
   * The first visit of a symbol. Kept apart from `visit` because its closure makes V8
   * allocate a context on every call of the function that creates it, and `visit`
   * runs millions of times on symbols already seen.
   */
  private visitNew(symbol: Symbol, canBeDeferred: boolean, elideType: boolean): number {
    const position = this.infos.length;
    const info: AliasInfo = { symbol, alias: undefined, depth: 0, isType: false, canBeDeferred: false, children: null };
    this.infos.push(info);
    this.index.set(symbol.uid, position);

    // The builtin dialect's names are overridable; a dialect hook's name is final.
    let name = builtinAliasName(symbol);
    for (const hook of this.aliasHooks) {
      const suggested = hook(symbol);
      if (suggested !== undefined) {
        name = suggested;
        break;
      }
    }
    const hooks = dialectHooks(this.context, symbol);
    if (name !== undefined && name.length > 0) {
      this.aliasCount++;
      info.alias = sanitizeIdentifier(name, "$_-", false);
      info.depth = 1;
      info.isType = symbol instanceof Type;
      info.canBeDeferred = canBeDeferred;
    }

    let maxDepth = 0;
    const child = (element: Symbol, elide = false): void => {
      const childIndex = this.visit(element, canBeDeferred, elide);
      (info.children ??= []).push(childIndex);
      const depth = (this.infos[childIndex] as AliasInfo).depth;
      if (depth > maxDepth) maxDepth = depth;
    };
    if (symbol instanceof Attribute) this.visitAttributeElements(symbol, elideType, child, hooks);
    else this.visitTypeElements(symbol, child, hooks);
    if (maxDepth > 0) info.depth = maxDepth + 1;
    return position;
  }

  private visitAttributeElements(
    attr: Attribute,
    elideType: boolean,
    child: (element: Symbol, elide?: boolean) => void,
    hooks: AliasHooks | undefined,
  ): void {
    if (attr instanceof DialectAttribute) hooks?.forEachPrintedElement?.(attr, (e) => child(e));
    else if (
      attr instanceof AffineMapAttr ||
      attr instanceof DenseArrayAttr ||
      attr instanceof FloatAttr ||
      attr instanceof IntegerAttr ||
      attr instanceof IntegerSetAttr ||
      attr instanceof UnitAttr
    )
      return;
    else if (attr instanceof OpaqueAttr) forEachOpaquePart(attr.parts, child);
    else if (attr instanceof DistinctAttr) child(attr.referencedAttr);
    else if (attr instanceof DictionaryAttr) {
      for (const entry of attr.value) {
        child(StringAttr.get(this.context, entry.name));
        child(entry.value);
      }
    } else if (attr instanceof ArrayAttr) {
      for (const element of attr.value) child(element);
    } else if (attr instanceof TypeAttr) child(attr.value);
    else if (attr instanceof OpaqueLoc) child(attr.fallbackLocation);
    else if (attr instanceof NameLoc) {
      if (!(attr.childLoc instanceof UnknownLoc)) child(attr.childLoc);
    } else if (attr instanceof CallSiteLoc) {
      child(attr.callee);
      child(attr.caller);
    } else if (attr instanceof FusedLoc) {
      if (attr.metadata !== null) child(attr.metadata);
      for (const loc of attr.locations) child(loc);
    }
    if (!elideType && hasType(attr) && !(attr.type instanceof NoneType)) child(attr.type);
  }

  private visitTypeElements(type: Type, child: (element: Symbol) => void, hooks: AliasHooks | undefined): void {
    if (type instanceof DialectType) {
      hooks?.forEachPrintedElement?.(type, child);
      return;
    }
    if (type instanceof MemRefType) {
      child(type.elementType);
      if (!isIdentityLayout(type.layout)) child(type.layout as Attribute);
      if (type.memorySpace !== null) child(type.memorySpace);
      return;
    }
    if (type instanceof OpaqueType) forEachOpaquePart(type.parts, child);
    else if (type instanceof ComplexType) child(type.elementType);
    else if (type instanceof FunctionType) {
      for (const t of type.inputs) child(t);
      for (const t of type.results) child(t);
    } else if (type instanceof TupleType) {
      for (const t of type.types) child(t);
    } else if (type instanceof VectorType) child(type.elementType);
    else if (type instanceof RankedTensorType) {
      child(type.elementType);
      if (type.encoding !== null) child(type.encoding);
    } else if (type instanceof UnrankedTensorType) child(type.elementType);
    else if (type instanceof UnrankedMemRefType) {
      child(type.elementType);
      if (type.memorySpace !== null) child(type.memorySpace);
    }
  }

  private markNonDeferrable(position: number): void {
    const stack = [position];
    while (stack.length > 0) {
      const info = this.infos[stack.pop() as number] as AliasInfo;
      if (!info.canBeDeferred) continue;
      info.canBeDeferred = false;
      if (info.children !== null) for (const c of info.children) stack.push(c);
    }
  }

  // ---- the op walk in the custom form (MLIR's DummyAliasOperationPrinter) ----

  private dummyPrinter: AliasCollectingPrinter | undefined;

  /** An op as printing it in the custom form visits it: its own printer, else the generic form. */
  visitCustomOrGenericOp(op: Operation): void {
    if (this.printDebugInfo) this.visit(op.location, true);
    const hooks = customAssemblyOf(op.name.info);
    if (hooks !== undefined) {
      hooks.print(op, (this.dummyPrinter ??= new AliasCollectingPrinter(this)));
      return;
    }
    this.visitGenericOp(op);
  }

  /** AliasVisitor: the op's regions, signature types and attributes (MLIR's DummyAliasOperationPrinter::printGenericOp). */
  visitGenericOp(op: Operation): void {
    const regions = op.regions;
    for (let i = 0; i < regions.length; i++) this.visitRegion(regions[i] as Region, true, true);
    this.visitOpSignatureAndAttributes(op);
  }

  /** AliasVisitor: a region as printRegion prints it (later blocks with arguments and terminators). */
  visitRegion(region: Region, printEntryBlockArgs: boolean, printBlockTerminators: boolean): void {
    const entry = region.firstBlock;
    if (entry === null) return;
    this.visitBlock(entry, printEntryBlockArgs, printBlockTerminators);
    for (let block = entry.next; block !== null; block = block.next) this.visitBlock(block, true, true);
  }

  private visitBlock(block: Block, printArguments: boolean, printTerminator: boolean): void {
    if (printArguments) this.visitBlockArguments(block);
    const last = block.lastOp;
    const skip = !printTerminator && last !== null && last.hasTrait(OpTrait.IsTerminator) ? last : null;
    for (let op = block.firstOp; op !== null && op !== skip; op = op.next) this.visitCustomOrGenericOp(op);
  }

  /** AliasVisitor: a symbol a custom printer prints. */
  visitPrinted(symbol: Symbol): void {
    this.visit(symbol, false);
  }

  /** AliasVisitor: a region argument's location (printed with debug info only). */
  visitArgumentLocation(loc: Location): void {
    if (this.printDebugInfo) this.visit(loc, false);
  }

  // ---- the op walk in the generic form (MLIR's DummyAliasOperationPrinter::printGenericOp) ----

  /** Visits what printing `root` prints, in print order, without recursion over regions. */
  visitOperation(root: Operation): void {
    // One frame per op being walked: its next region index, current block and next op.
    const ops: Operation[] = [];
    const regionIndex: number[] = [];
    const blocks: Array<Block | null> = [];
    const cursors: Array<Operation | null> = [];
    const printDebugInfo = this.printDebugInfo;
    if (printDebugInfo) this.visit(root.location, true);
    ops.push(root);
    regionIndex.push(-1);
    blocks.push(null);
    cursors.push(null);
    while (ops.length > 0) {
      const top = ops.length - 1;
      const cursor = cursors[top] as Operation | null;
      if (cursor !== null) {
        cursors[top] = cursor.next;
        if (printDebugInfo) this.visit(cursor.location, true);
        if (cursor.regions.length === 0) {
          this.visitOpSignatureAndAttributes(cursor);
          continue;
        }
        ops.push(cursor);
        regionIndex.push(-1);
        blocks.push(null);
        cursors.push(null);
        continue;
      }
      const op = ops[top] as Operation;
      let block = blocks[top] as Block | null;
      if (block !== null && block.next !== null) {
        block = block.next;
        blocks[top] = block;
        this.visitBlockArguments(block);
        cursors[top] = block.firstOp;
        continue;
      }
      const next = (regionIndex[top] as number) + 1;
      if (next < op.regions.length) {
        regionIndex[top] = next;
        block = (op.regions[next] as { firstBlock: Block | null }).firstBlock;
        blocks[top] = block;
        if (block !== null) {
          this.visitBlockArguments(block);
          cursors[top] = block.firstOp;
        }
        continue;
      }
      this.visitOpSignatureAndAttributes(op);
      ops.pop();
      regionIndex.pop();
      blocks.pop();
      cursors.pop();
    }
  }

  visitBlockArguments(block: Block): void {
    const args = block.arguments;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as (typeof args)[number];
      this.visit(arg.type, false);
      if (this.printDebugInfo) this.visit(arg.loc, false);
    }
  }

  visitOpSignatureAndAttributes(op: Operation): void {
    const operands = op.operands;
    for (let i = 0; i < operands.length; i++) this.visit((operands[i] as OpOperand).value.type, false);
    const results = op.results;
    for (let i = 0; i < results.length; i++) this.visit((results[i] as OpResult).type, false);
    const props = op.properties;
    const discardable = op.attributes.value;
    if (props instanceof DictionaryAttr && props.value.length > 0 && op.isRegistered()) {
      // Registered ops list inherent and discardable attributes together, sorted by name.
      const inherent = props.value;
      let i = 0;
      let j = 0;
      while (i < inherent.length || j < discardable.length) {
        const x = inherent[i];
        const y = discardable[j];
        if (y === undefined || (x !== undefined && x.name <= y.name)) {
          this.visit((x as NamedAttribute).value, false);
          i++;
        } else {
          this.visit(y.value, false);
          j++;
        }
      }
    } else {
      for (let i = 0; i < discardable.length; i++) this.visit((discardable[i] as NamedAttribute).value, false);
    }
  }

  /** The final alias table. */
  finish(): AliasTable {
    const order = this.infos.map((info, position) => ({ info, position }));
    order.sort((a, b) => {
      const x = a.info;
      const y = b.info;
      if (x.depth !== y.depth) return x.depth - y.depth;
      if (x.isType !== y.isType) return x.isType ? -1 : 1;
      const xa = x.alias;
      const ya = y.alias;
      if (xa !== ya) {
        if (xa === undefined) return -1;
        if (ya === undefined) return 1;
        return xa < ya ? -1 : 1;
      }
      return a.position - b.position;
    });
    const counts = new Map<string, number>();
    const aliases = new Map<Symbol, SymbolAlias>();
    for (const { info } of order) {
      if (info.alias === undefined) continue;
      const n = counts.get(info.alias) ?? 0;
      counts.set(info.alias, n + 1);
      const name = `${info.isType ? "!" : "#"}${info.alias}${n === 0 ? "" : n}`;
      aliases.set(info.symbol, { name, deferred: info.canBeDeferred });
    }
    return { aliases };
  }
}

/** Computes the aliases for printing `root` (in the generic form of every op, or the custom form where an op has one). */
export function initializeAliases(root: Operation, printDebugInfo: boolean, printGenericOpForm: boolean): AliasTable {
  const initializer = new AliasInitializer(root.context, printDebugInfo);
  if (printGenericOpForm) initializer.visitOperation(root);
  else initializer.visitCustomOrGenericOp(root);
  return initializer.finish();
}

/**
 * Whether printing (without locations) needs any alias, found by visiting op by op in
 * any order, e.g. along the printer's numbering walk, which spares a walk of the IR of
 * its own. Order only decides between aliases: the symbols visited, and so whether any
 * has an alias, do not depend on it. When one turns up, the aliases are computed by
 * `initializeAliases`, in print order.
 */
export class AliasProbe {
  private readonly initializer: AliasInitializer;
  /** Whether a visited symbol has an alias (then nothing more is visited). */
  foundAlias = false;

  constructor(context: MLIRContext) {
    this.initializer = new AliasInitializer(context, false);
  }

  /** Visits what printing `op` itself (not its regions) visits. */
  visitOperation(op: Operation): void {
    if (this.foundAlias) return;
    this.initializer.visitOpSignatureAndAttributes(op);
    this.foundAlias = this.initializer.aliasCount > 0;
  }

  /** Visits the types of a block's arguments. */
  visitBlockArguments(block: Block): void {
    if (this.foundAlias) return;
    this.initializer.visitBlockArguments(block);
    this.foundAlias = this.initializer.aliasCount > 0;
  }
}
