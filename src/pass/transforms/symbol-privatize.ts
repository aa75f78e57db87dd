// symbol-privatize: the symbols directly in the op's regions become private, except those
// named in `exclude`.
import { StringAttr } from "../../ir/attributes.js";
import { SymbolOpInterface } from "../../ir/op-interfaces.js";
import { getSymbolName, VISIBILITY_ATTR } from "../../ir/symbol-table.js";
import { SymbolPrivatizeBase } from "../../../generated/transforms-passes.js";

export class SymbolPrivatize extends SymbolPrivatizeBase {
  override runOnOperation(): void {
    const excluded = new Set(this.options.exclude);
    const op = this.getOperation();
    const privateAttr = StringAttr.get(op.context, "private");
    for (const region of op.regions) {
      for (let block = region.firstBlock; block !== null; block = block.next) {
        for (let nested = block.firstOp; nested !== null; nested = nested.next) {
          if (!SymbolOpInterface.isa(nested)) continue;
          const name = getSymbolName(nested);
          if (name !== undefined && excluded.has(name)) continue;
          nested.setAttr(VISIBILITY_ATTR, privateAttr);
        }
      }
    }
  }
}
