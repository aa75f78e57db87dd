// Helpers for builtin.module, the usual top-level op.
import type { MLIRContext } from "./context.js";
import type { Location } from "./location.js";
import { Block, Operation } from "./operation.js";

/** A new `builtin.module` with its single (empty) body block. */
export function createModuleOp(context: MLIRContext, location: Location): Operation {
  const op = Operation.create({ name: context.getOperationName("builtin.module"), location, regions: 1 });
  op.getRegion(0).appendBlock(new Block());
  return op;
}

/** The body block of a `builtin.module` (or any single-region, single-block op). */
export function moduleBody(module: Operation): Block {
  const b = module.regions[0]?.firstBlock;
  if (b === undefined || b === null) throw new Error(`'${module.name.name}' has no body block`);
  return b;
}
