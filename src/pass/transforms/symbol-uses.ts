// Symbol uses as MLIR's SymbolTable::getSymbolUses finds them: the symbol references in
// the attributes of an op and of the ops nested in it, without entering nested symbol
// tables (a new scope), refusing ops that may be unknown symbol tables.
import { SymbolRefAttr, type Attribute } from "../../ir/attributes.js";
import type { Operation, Region } from "../../ir/operation.js";
import { collectSymbolRefs, getSymbolName, lookupSymbolIn } from "../../ir/symbol-table.js";
import { OpTrait } from "../../ir/traits.js";

export interface SymbolUse {
  readonly user: Operation;
  readonly ref: SymbolRefAttr;
}

/**
 * The symbol references inside attributes, remembered per (uniqued) attribute: most ops
 * share a handful of attribute dictionaries, so each is searched once.
 */
export class SymbolRefCache {
  private readonly refs = new Map<Attribute, readonly SymbolRefAttr[]>();
  of(attr: Attribute): readonly SymbolRefAttr[] {
    let found = this.refs.get(attr);
    if (found === undefined) {
      found = collectSymbolRefs(attr);
      this.refs.set(attr, found);
    }
    return found;
  }
}

function refsOf(op: Operation, out: SymbolUse[], cache: SymbolRefCache): void {
  const collect = (attr: Attribute | null): void => {
    if (attr === null) return;
    const refs = cache.of(attr);
    for (let i = 0; i < refs.length; i++) out.push({ user: op, ref: refs[i] as SymbolRefAttr });
  };
  collect(op.properties);
  collect(op.attributes);
}

/** An op of an unknown dialect with one region might hold a symbol table (MLIR's isPotentiallyUnknownSymbolTable). */
function isPotentiallyUnknownSymbolTable(op: Operation): boolean {
  return op.regions.length === 1 && !op.isRegistered() && !op.context.isDialectRegistered(op.name.dialectNamespace);
}

/**
 * The uses in `from` and the ops nested in it (MLIR's walkSymbolUses): undefined when `from`
 * or a nested op may be an unknown symbol table. A symbol table's own attributes count;
 * what is inside it is another scope.
 */
export function getSymbolUses(from: Operation, cache: SymbolRefCache = new SymbolRefCache()): SymbolUse[] | undefined {
  const out: SymbolUse[] = [];
  if (isPotentiallyUnknownSymbolTable(from)) return undefined;
  refsOf(from, out, cache);
  if (from.hasTrait(OpTrait.SymbolTable)) return out;
  const worklist: Region[] = [...from.regions];
  while (worklist.length > 0) {
    const region = worklist.pop() as Region;
    for (let block = region.firstBlock; block !== null; block = block.next) {
      for (let op = block.firstOp; op !== null; op = op.next) {
        if (isPotentiallyUnknownSymbolTable(op)) return undefined;
        refsOf(op, out, cache);
        if (!op.hasTrait(OpTrait.SymbolTable)) for (const r of op.regions) worklist.push(r);
      }
    }
  }
  return out;
}

/**
 * The symbols a reference names from `tableOp` (MLIR's lookupSymbolIn with a result list):
 * the root symbol, each nested symbol table on the way and the leaf; undefined if any is missing.
 */
export function resolveSymbolPath(tableOp: Operation, ref: SymbolRefAttr): Operation[] | undefined {
  const out: Operation[] = [];
  let table = lookupSymbolIn(tableOp, ref.rootReference);
  if (table === undefined) return undefined;
  out.push(table);
  const nested = ref.nestedReferences;
  if (nested.length === 0) return out;
  if (!table.hasTrait(OpTrait.SymbolTable)) return undefined;
  for (let i = 0; i < nested.length - 1; i++) {
    table = lookupSymbolIn(table, (nested[i] as SymbolRefAttr).rootReference);
    if (table === undefined || !table.hasTrait(OpTrait.SymbolTable)) return undefined;
    out.push(table);
  }
  const leaf = lookupSymbolIn(table, ref.leafReference);
  if (leaf === undefined) return undefined;
  out.push(leaf);
  return out;
}

/** The names on the path from `prefix` are a prefix of `ref`'s (MLIR's isReferencePrefixOf). */
function isReferencePrefixOf(prefix: SymbolRefAttr, ref: SymbolRefAttr): boolean {
  if (prefix.rootReference !== ref.rootReference || prefix.nestedReferences.length > ref.nestedReferences.length) return false;
  return prefix.nestedReferences.every((n, i) => n === ref.nestedReferences[i]);
}

/**
 * The uses of `symbol` within `limit` (MLIR's SymbolTable::getSymbolUses(symbol, limit)):
 * in the symbol's own table by its name, and in each enclosing table up to `limit` by the
 * nested reference that reaches it from there. Undefined when an unknown op may hide uses.
 */
export function symbolUsesOf(symbol: Operation, limit: Operation, cache: SymbolRefCache = new SymbolRefCache()): SymbolUse[] | undefined {
  const name = getSymbolName(symbol);
  if (name === undefined) return [];
  const scopes: Array<{ readonly ref: SymbolRefAttr; readonly regions: readonly Region[] }> = [];
  let ref = SymbolRefAttr.get(symbol.context, name);
  for (let table = symbol.parentOp; table !== null; table = table.parentOp) {
    if (table === limit) {
      scopes.push({ ref, regions: limit.regions });
      break;
    }
    if (!table.hasTrait(OpTrait.SymbolTable)) continue;
    const body = table.regions[0];
    if (body !== undefined) scopes.push({ ref, regions: [body] });
    const tableName = getSymbolName(table);
    if (tableName === undefined) break;
    ref = SymbolRefAttr.get(symbol.context, tableName, [SymbolRefAttr.get(symbol.context, ref.rootReference), ...ref.nestedReferences]);
  }
  const out: SymbolUse[] = [];
  for (const scope of scopes) {
    for (const region of scope.regions) {
      for (let block = region.firstBlock; block !== null; block = block.next) {
        for (let op = block.firstOp; op !== null; op = op.next) {
          const uses = getSymbolUses(op, cache);
          if (uses === undefined) return undefined;
          for (const use of uses) if (isReferencePrefixOf(scope.ref, use.ref)) out.push(use);
        }
      }
    }
  }
  return out;
}
