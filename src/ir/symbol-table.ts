// Symbol tables: ops with the SymbolTable trait own a single-block region whose ops with
// a `sym_name` string attribute are symbols, optionally with `sym_visibility`.
import { OpTrait } from "./traits.js";
import { StringAttr, SymbolRefAttr } from "./attributes.js";
import type { Operation } from "./operation.js";

export const SYMBOL_NAME_ATTR = "sym_name";
export const VISIBILITY_ATTR = "sym_visibility";

export type SymbolVisibility = "public" | "private" | "nested";

/** The symbol name of `op`, if it defines one. */
export function getSymbolName(op: Operation): string | undefined {
  const a = op.getAttr(SYMBOL_NAME_ATTR);
  return a instanceof StringAttr ? a.value : undefined;
}

export function getSymbolVisibility(op: Operation): SymbolVisibility {
  const a = op.getAttr(VISIBILITY_ATTR);
  if (a instanceof StringAttr && (a.value === "private" || a.value === "nested")) return a.value;
  return "public";
}

export function isSymbolTable(op: Operation): boolean {
  return op.hasTrait(OpTrait.SymbolTable);
}

export class SymbolTable {
  readonly op: Operation;
  private readonly table = new Map<string, Operation>();
  constructor(op: Operation) {
    this.op = op;
    const body = op.regions[0]?.firstBlock;
    if (body === undefined || body === null) return;
    for (let o = body.firstOp; o !== null; o = o.next) {
      const name = getSymbolName(o);
      if (name !== undefined && !this.table.has(name)) this.table.set(name, o);
    }
  }
  lookup(name: string): Operation | undefined {
    return this.table.get(name);
  }
  /** Inserts a symbol op at the end of the table's body, renaming it if the name is taken. */
  insert(symbol: Operation): string {
    const body = this.op.regions[0]?.firstBlock;
    if (body === undefined || body === null) throw new Error("symbol table op has no body block");
    if (symbol.parent === null) body.append(symbol);
    let name = getSymbolName(symbol);
    if (name === undefined) throw new Error("insert of an op without a symbol name");
    if (this.table.has(name) && this.table.get(name) !== symbol) {
      let i = 0;
      let candidate = `${name}_${i}`;
      while (this.table.has(candidate)) candidate = `${name}_${++i}`;
      name = candidate;
      symbol.setAttr(SYMBOL_NAME_ATTR, StringAttr.get(symbol.context, name));
    }
    this.table.set(name, symbol);
    return name;
  }
  erase(symbol: Operation): void {
    const name = getSymbolName(symbol);
    if (name !== undefined && this.table.get(name) === symbol) this.table.delete(name);
    symbol.erase();
  }
  remove(symbol: Operation): void {
    const name = getSymbolName(symbol);
    if (name !== undefined && this.table.get(name) === symbol) this.table.delete(name);
    symbol.remove();
  }
  get size(): number {
    return this.table.size;
  }
}

/**
 * Symbol maps of table ops, reused across lookups (every func.call resolves its callee) the
 * way MLIR's SymbolTableCollection is; an entry is rebuilt when it no longer describes the
 * table (a hit no longer a symbol of it by that name, or ops added/removed since).
 */
const symbolMaps = new WeakMap<Operation, { readonly byName: Map<string, Operation>; readonly opCount: number }>();

function bodyOf(tableOp: Operation): import("./operation.js").Block | null {
  return tableOp.regions[0]?.firstBlock ?? null;
}

function symbolInTable(tableOp: Operation, name: string): Operation | undefined {
  const body = bodyOf(tableOp);
  if (body === null) return undefined;
  const cached = symbolMaps.get(tableOp);
  if (cached !== undefined) {
    const hit = cached.byName.get(name);
    if (hit !== undefined ? hit.parentOp === tableOp && getSymbolName(hit) === name : cached.opCount === body.size) return hit;
  }
  const byName = new Map<string, Operation>();
  for (let o = body.firstOp; o !== null; o = o.next) {
    const symbol = getSymbolName(o);
    if (symbol !== undefined && !byName.has(symbol)) byName.set(symbol, o);
  }
  symbolMaps.set(tableOp, { byName, opCount: body.size });
  return byName.get(name);
}

/** The symbol named `name` directly in the symbol table op `tableOp`. */
export function lookupSymbolIn(tableOp: Operation, name: string | SymbolRefAttr): Operation | undefined {
  if (typeof name === "string") return symbolInTable(tableOp, name);
  let current: Operation | undefined = symbolInTable(tableOp, name.rootReference);
  for (const nested of name.nestedReferences) {
    if (current === undefined || !current.mightHaveTrait(OpTrait.SymbolTable) || current.regions.length === 0) return undefined;
    current = symbolInTable(current, nested.rootReference);
  }
  return current;
}

/** The closest enclosing op (including `from` itself) with the SymbolTable trait. */
export function getNearestSymbolTable(from: Operation): Operation | null {
  for (let p: Operation | null = from; p !== null; p = p.parentOp) if (p.hasTrait(OpTrait.SymbolTable)) return p;
  return null;
}

/**
 * Resolves a reference from `from` in the nearest symbol table enclosing it (or `from`
 * itself), and only there (MLIR's SymbolTable::lookupNearestSymbolFrom): a symbol of an
 * outer table is not visible from a nested one.
 */
export function lookupNearestSymbolFrom(from: Operation, ref: SymbolRefAttr | string): Operation | undefined {
  const table = getNearestSymbolTable(from);
  return table === null ? undefined : lookupSymbolIn(table, ref);
}

/** All symbol references (SymbolRefAttr) nested in an attribute, found iteratively. */
export function collectSymbolRefs(root: import("./attributes.js").Attribute): SymbolRefAttr[] {
  const out: SymbolRefAttr[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const a = stack.pop();
    if (a instanceof SymbolRefAttr) out.push(a);
    else if (a !== undefined) {
      const v = (a as { value?: unknown }).value;
      if (Array.isArray(v)) {
        for (const e of v) {
          if (e !== null && typeof e === "object" && "value" in e && "name" in e) stack.push((e as { value: typeof root }).value);
          else stack.push(e as typeof root);
        }
      }
    }
  }
  return out;
}

/** MLIR's verifySymbolTable: one region with one block and unique symbol names. */
export function verifySymbolTable(op: Operation): void {
  if (op.regions.length !== 1) throw op.emitOpError("Operations with a 'SymbolTable' must have exactly one region");
  const region = op.regions[0];
  if (region === undefined || !region.hasOneBlock()) throw op.emitOpError("Operations with a 'SymbolTable' must have exactly one block");
  const seen = new Map<string, Operation>();
  for (const block of region.blocks()) {
    for (let o = block.firstOp; o !== null; o = o.next) {
      const name = getSymbolName(o);
      if (name === undefined) continue;
      const first = seen.get(name);
      if (first !== undefined) {
        throw o.emitError(`redefinition of symbol named '${name}'`).attachNote(first.location, "see existing symbol definition here");
      }
      seen.set(name, o);
    }
  }
}

/** MLIR's verifySymbol: a string `sym_name` and a valid visibility. */
export function verifySymbol(op: Operation, optional = false): void {
  const name = op.getAttr(SYMBOL_NAME_ATTR);
  if (!(name instanceof StringAttr)) {
    if (optional && name === undefined) return;
    throw op.emitOpError(`requires string attribute '${SYMBOL_NAME_ATTR}'`);
  }
  const vis = op.getAttr(VISIBILITY_ATTR);
  if (vis !== undefined) {
    if (!(vis instanceof StringAttr)) throw op.emitOpError(`requires visibility attribute '${VISIBILITY_ATTR}' to be a string attribute, but got ${"attribute"}`);
    if (vis.value !== "public" && vis.value !== "private" && vis.value !== "nested")
      throw op.emitOpError(`visibility expected to be one of ["public", "private", "nested"], but got "${vis.value}"`);
  }
}
