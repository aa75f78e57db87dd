// strip-debuginfo: every op and block argument gets `loc(unknown)`.
import { UnknownLoc } from "../../ir/location.js";
import { walkOps } from "../../ir/operation.js";
import { StripDebugInfoBase } from "../../../generated/transforms-passes.js";

export class StripDebugInfo extends StripDebugInfoBase {
  override runOnOperation(): void {
    const unknown = UnknownLoc.get(this.getContext());
    walkOps(this.getOperation(), (op) => {
      op.location = unknown;
      for (const region of op.regions) {
        for (let block = region.firstBlock; block !== null; block = block.next) {
          for (let i = 0; i < block.numArguments; i++) block.getArgument(i).loc = unknown;
        }
      }
    });
  }
}
