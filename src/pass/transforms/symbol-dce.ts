// symbol-dce (MLIR's SymbolDCE): symbols that are not visible from outside and that no live
// op refers to (transitively) are erased, in the op's symbol table and in nested ones.
import type { Operation } from "../../ir/operation.js";
import { walkOps } from "../../ir/operation.js";
import { SymbolOpInterface } from "../../ir/op-interfaces.js";
import { getSymbolVisibility } from "../../ir/symbol-table.js";
import { OpTrait } from "../../ir/traits.js";
import { SymbolDCEBase } from "../../../generated/transforms-passes.js";
import { SymbolRefCache, getSymbolUses, resolveSymbolPath } from "./symbol-uses.js";

function isPrivate(op: Operation): boolean {
  return getSymbolVisibility(op) === "private";
}

export class SymbolDCE extends SymbolDCEBase {
  private refs = new SymbolRefCache();

  override runOnOperation(): void {
    this.refs = new SymbolRefCache();
    const tableOp = this.getOperation();
    if (!tableOp.hasTrait(OpTrait.SymbolTable)) {
      this.emitError(tableOp, `'${tableOp.opName}' op  was scheduled to run under SymbolDCE, but does not define a symbol table`);
      return this.signalPassFailure();
    }
    // A table nested in something is hidden when it is a private symbol.
    const hidden = tableOp.parentOp !== null && SymbolOpInterface.isa(tableOp) ? isPrivate(tableOp) : true;
    const live = new Set<Operation>();
    if (!this.computeLiveness(tableOp, hidden, live)) return this.signalPassFailure();
    walkOps(tableOp, (nested) => {
      if (!nested.hasTrait(OpTrait.SymbolTable)) return;
      const body = nested.regions[0];
      if (body === undefined) return;
      for (let block = body.firstBlock; block !== null; block = block.next) {
        for (let op = block.firstOp; op !== null; ) {
          const next = op.next;
          if (SymbolOpInterface.isa(op) && !live.has(op)) {
            op.erase();
            this.statistics.numDCE.add();
          }
          op = next;
        }
      }
    });
  }

  /** MLIR's computeLiveness: marks what is live in `tableOp`; false after reporting an error. */
  private computeLiveness(tableOp: Operation, hidden: boolean, live: Set<Operation>): boolean {
    const worklist: Operation[] = [];
    const body = tableOp.regions[0];
    if (body !== undefined) {
      for (let block = body.firstBlock; block !== null; block = block.next) {
        for (let op = block.firstOp; op !== null; op = op.next) {
          const symbol = SymbolOpInterface.get(op);
          if (symbol === undefined) {
            worklist.push(op);
            continue;
          }
          const discardable = (hidden || isPrivate(op)) && symbol.canDiscardOnUseEmpty();
          if (!discardable && !live.has(op)) {
            live.add(op);
            worklist.push(op);
          }
        }
      }
    }
    while (worklist.length > 0) {
      const op = worklist.pop() as Operation;
      if (op.hasTrait(OpTrait.SymbolTable)) {
        const nestedHidden = hidden || !SymbolOpInterface.isa(op) || isPrivate(op);
        if (!this.computeLiveness(op, nestedHidden, live)) return false;
      }
      const uses = getSymbolUses(op, this.refs);
      if (uses === undefined) {
        this.emitError(op, "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses");
        return false;
      }
      const parent = op.parentOp;
      if (parent === null) continue;
      for (const use of uses) {
        const resolved = resolveSymbolPath(parent, use.ref);
        if (resolved === undefined) continue;
        for (const symbol of resolved) {
          if (live.has(symbol)) continue;
          live.add(symbol);
          worklist.push(symbol);
        }
      }
    }
    return true;
  }
}
