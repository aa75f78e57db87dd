// The symbols of one pattern (MLIR's SymbolInfoMap): what `$name` is bound to — a matched
// or created op, an operand group, an attribute, or the values of a native call — the
// TypeScript variable holding it, and how a use of `$name` or `$name__N` reads it.
import type { OpInfo } from "./ops.js";
import { splitValuePack } from "./dag.js";
import { symbolIdentifier } from "./text.js";

export type BoundSymbol =
  /** A matched or created op; `$name` is its results. */
  | { readonly kind: "op"; readonly variable: string; readonly op: OpInfo }
  /** An operand group of a matched op: one value, or a list for variable-length groups. */
  | { readonly kind: "operand"; readonly variable: string; readonly variadic: boolean }
  /** An attribute of a matched op (undefined when an optional one is absent). */
  | { readonly kind: "attr"; readonly variable: string; readonly optional: boolean }
  /** The values a native call or a directive produced: one, or a tuple/list of `count`. */
  | { readonly kind: "value"; readonly variable: string; readonly count: number };

/** Names the generated code declares itself; a symbol spelled like one gets a `_` suffix. */
const INTERNAL = /^(op\d+|defOp\d+|newOp\d+|native\d+|binding\d+|either\d+|types\d+|ops|replValues|rewriter|builder|odsLoc)$/;

export class SymbolTable {
  private readonly symbols = new Map<string, BoundSymbol>();
  private readonly used = new Set<string>();
  private reused: ReadonlyMap<string, string> = new Map();

  /** A fresh variable name for `name` (the symbol's own spelling when free). */
  variableFor(name: string): string {
    const again = this.reused.get(name);
    if (again !== undefined) return again;
    let base = symbolIdentifier(name);
    if (INTERNAL.test(base)) base = `${base}_`;
    let variable = base;
    for (let i = 1; this.used.has(variable); i++) variable = `${base}_${i}`;
    this.used.add(variable);
    return variable;
  }

  /** Makes `variableFor` hand out these variables again (the second order of an `either`). */
  reuseVariables(variables: ReadonlyMap<string, string>): void {
    this.reused = variables;
  }
  unbind(name: string): void {
    this.symbols.delete(name);
  }

  has(name: string): boolean {
    return this.symbols.has(name);
  }
  get(name: string): BoundSymbol | undefined {
    return this.symbols.get(name);
  }
  bind(name: string, symbol: BoundSymbol): void {
    this.symbols.set(name, symbol);
  }
  get names(): readonly string[] {
    return [...this.symbols.keys()];
  }
}

/** Told when generated code needs an op's operand or result group table. */
export type GroupsUsed = (info: OpInfo, which: "operands" | "results") => void;

/** How a use of a symbol reads: an expression, and whether it is one value or a list. */
export interface SymbolUse {
  readonly expression: string;
  readonly isList: boolean;
}

/**
 * The expression of `$use` (a symbol, possibly `name__N` for result or value N), or
 * undefined when the symbol is unknown or the index is out of range.
 */
export function symbolUse(table: SymbolTable, use: string, groupsUsed: GroupsUsed): SymbolUse | undefined {
  const direct = table.get(use);
  const { name, index } = direct === undefined ? splitValuePack(use) : { name: use, index: -1 };
  const symbol = direct ?? table.get(name);
  if (symbol === undefined) return undefined;
  switch (symbol.kind) {
    case "op": {
      const op = symbol.op;
      if (index >= 0) {
        if (index >= op.numResults) return undefined;
        const group = op.resultGroup(symbol.variable, index, groupsUsed);
        return group.single !== undefined ? { expression: group.single, isList: false } : { expression: group.range, isList: true };
      }
      if (op.numResults === 1 && !op.hasVariableLengthResults()) return { expression: `${symbol.variable}.getResult(0)`, isList: false };
      return { expression: `${symbol.variable}.results`, isList: true };
    }
    case "operand":
      if (index >= 0) return undefined;
      return { expression: symbol.variable, isList: symbol.variadic };
    case "attr":
      if (index >= 0) return undefined;
      return { expression: symbol.variable, isList: false };
    case "value":
      if (index >= 0) {
        if (index >= symbol.count) return undefined;
        return symbol.count === 1 ? { expression: symbol.variable, isList: false } : { expression: `${symbol.variable}[${index}]`, isList: false };
      }
      return { expression: symbol.variable, isList: symbol.count !== 1 };
  }
}
