// MLIR's check of the symbol uses under a symbol table (the second half of verifySymbolTable,
// a region trait): after the table's nested ops are verified, each op with
// SymbolUserOpInterface under it checks the symbols it names. Nested symbol tables are not
// entered (their own check covers them), and regions are taken from a stack in MLIR's
// walkSymbolTable order, which decides which error is reported first.
import type { Operation, Region } from "./operation.js";
import { SymbolUserOpInterface } from "./op-interfaces.js";
import { isSymbolTable } from "./symbol-table.js";

/** Runs verifySymbolUses of every symbol user under `table` (throws the first failure). */
export function verifySymbolUsesUnder(table: Operation): void {
  const worklist: Region[] = [...table.regions];
  for (let region = worklist.pop(); region !== undefined; region = worklist.pop()) {
    for (let block = region.firstBlock; block !== null; block = block.next) {
      for (let op = block.firstOp; op !== null; op = op.next) {
        SymbolUserOpInterface.impl(op)?.verifySymbolUses(op);
        // Most ops have no regions: no symbol table test and no spread for them.
        const regions = op.regions;
        if (regions.length > 0 && !isSymbolTable(op)) for (let i = 0; i < regions.length; i++) worklist.push(regions[i] as Region);
      }
    }
  }
}
