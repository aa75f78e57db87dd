// Chooses the attribute/type aliases (`#map`, `#loc3`, `!tuple`) of a printed module
// the way MLIR's AliasInitializer does: walk exactly what the printer will print, let
// the dialect hooks suggest names, then order the aliases by nesting depth, kind (types
// first) and name, numbering repeated names in visit order.
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
  StringAttr,
} from "../ir/attributes.js";
import {
  ComplexType,
  DialectType,
  FunctionType,
  MemRefType,
  NoneType,
  RankedTensorType,
  TupleType,
  Type,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
} from "../ir/types.js";
import { CallSiteLoc, FusedLoc, Location, NameLoc, OpaqueLoc, UnknownLoc } from "../ir/location.js";
import type { Block, Operation } from "../ir/operation.js";
import type { MLIRContext } from "../ir/context.js";
import { sanitizeIdentifier } from "./escape.js";
import { isUpstreamRegisteredOp } from "./upstream-dialects.js";
import { upstreamAttributeAlias } from "./upstream-aliases.js";

type Symbol = Attribute | Type;

interface AliasInfo {
  readonly symbol: Symbol;
  alias: string | undefined;
  depth: number;
  isType: boolean;
  canBeDeferred: boolean;
  children: number[];
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
    if (symbol instanceof DistinctAttr) return "distinct";
    return undefined;
  }
  if (symbol instanceof TupleType && symbol.types.length > 16) return "tuple";
  return undefined;
}

/** Optional dialect hooks for aliases of non-builtin attributes/types. */
interface AliasHooks {
  getAlias?(symbol: Symbol): string | undefined;
  forEachPrintedElement?(symbol: Symbol, visit: (element: Symbol) => void): void;
}

function dialectHooks(context: MLIRContext, symbol: Symbol): AliasHooks | undefined {
  const ns = symbol.dialectNamespace;
  if (ns === "builtin") return undefined;
  return context.getDialect(ns) as AliasHooks | undefined;
}

class AliasInitializer {
  private readonly infos: AliasInfo[] = [];
  private readonly index = new Map<Symbol, number>();
  private readonly printDebugInfo: boolean;
  private readonly context: MLIRContext;

  constructor(context: MLIRContext, printDebugInfo: boolean) {
    this.context = context;
    this.printDebugInfo = printDebugInfo;
  }

  /** Visits a symbol; returns [alias depth, index]. */
  visit(symbol: Symbol, canBeDeferred: boolean, elideType = false): number {
    const existing = this.index.get(symbol);
    if (existing !== undefined) {
      if (!canBeDeferred) this.markNonDeferrable(existing);
      return existing;
    }
    const position = this.infos.length;
    const info: AliasInfo = { symbol, alias: undefined, depth: 0, isType: false, canBeDeferred: false, children: [] };
    this.infos.push(info);
    this.index.set(symbol, position);

    let name = builtinAliasName(symbol);
    if (name === undefined && symbol instanceof Attribute) name = upstreamAttributeAlias(symbol);
    const hooks = name === undefined ? dialectHooks(this.context, symbol) : undefined;
    if (name === undefined && hooks?.getAlias !== undefined) name = hooks.getAlias(symbol);
    if (name !== undefined && name.length > 0) {
      info.alias = sanitizeIdentifier(name, "$_-", false);
      info.depth = 1;
      info.isType = symbol instanceof Type;
      info.canBeDeferred = canBeDeferred;
    }

    let maxDepth = 0;
    const children = info.children;
    const child = (element: Symbol, elide = false): void => {
      const childIndex = this.visit(element, canBeDeferred, elide);
      children.push(childIndex);
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
    if (attr instanceof DialectAttribute) {
      hooks?.forEachPrintedElement?.(attr, (e) => child(e));
      return;
    }
    if (
      attr instanceof AffineMapAttr ||
      attr instanceof DenseArrayAttr ||
      attr instanceof FloatAttr ||
      attr instanceof IntegerAttr ||
      attr instanceof IntegerSetAttr ||
      attr instanceof UnitAttr
    )
      return;
    if (attr instanceof DistinctAttr) child(attr.referencedAttr);
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
      if (type.layout !== null) child(type.layout);
      if (type.memorySpace !== null) child(type.memorySpace);
      return;
    }
    if (type instanceof ComplexType) child(type.elementType);
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
      for (const c of info.children) stack.push(c);
    }
  }

  // ---- the op walk (MLIR's DummyAliasOperationPrinter, generic form) ----

  /** Visits what printing `root` prints, in print order, without recursion over regions. */
  visitOperation(root: Operation): void {
    type Work = { kind: 0; op: Operation } | { kind: 1; op: Operation } | { kind: 2; block: Block };
    const stack: Work[] = [{ kind: 0, op: root }];
    const items: Work[] = [];
    while (stack.length > 0) {
      const work = stack.pop() as Work;
      if (work.kind === 2) {
        this.visitBlockArguments(work.block);
        continue;
      }
      if (work.kind === 1) {
        this.visitOpSignatureAndAttributes(work.op);
        continue;
      }
      const op = work.op;
      if (this.printDebugInfo) this.visit(op.location, true);
      stack.push({ kind: 1, op });
      items.length = 0;
      for (const region of op.regions) {
        for (let block: Block | null = region.firstBlock; block !== null; block = block.next) {
          items.push({ kind: 2, block });
          for (let nested = block.firstOp; nested !== null; nested = nested.next) items.push({ kind: 0, op: nested });
        }
      }
      for (let i = items.length - 1; i >= 0; i--) stack.push(items[i] as Work);
    }
  }

  visitBlockArguments(block: Block): void {
    for (const arg of block.arguments) {
      this.visit(arg.type, false);
      if (this.printDebugInfo) this.visit(arg.loc, false);
    }
  }

  private visitOpSignatureAndAttributes(op: Operation): void {
    for (const operand of op.operands) this.visit(operand.value.type, false);
    for (const result of op.results) this.visit(result.type, false);
    const props = op.properties;
    if (props instanceof DictionaryAttr && isUpstreamRegisteredOp(op)) {
      // Registered ops list inherent and discardable attributes together, sorted.
      const merged = mergeSorted(props.value, op.attributes.value);
      for (const value of merged) this.visit(value, false);
    } else {
      for (const entry of op.attributes.value) this.visit(entry.value, false);
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

function mergeSorted(
  a: readonly { readonly name: string; readonly value: Attribute }[],
  b: readonly { readonly name: string; readonly value: Attribute }[],
): Attribute[] {
  const out: Attribute[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x.name <= y.name)) {
      out.push((x as { value: Attribute }).value);
      i++;
    } else {
      out.push(y.value);
      j++;
    }
  }
  return out;
}

/** Computes the aliases for printing `root`. */
export function initializeAliases(root: Operation, printDebugInfo: boolean): AliasTable {
  const initializer = new AliasInitializer(root.context, printDebugInfo);
  initializer.visitOperation(root);
  return initializer.finish();
}
