// Result names ops suggest through OpAsmOpInterface::getAsmResultNames (`%c42_i32`,
// `%sum, %overflow = ...`). The printer uniquifies clashes as MLIR does: `name_N` with one
// conflict counter shared by all names.
import type { Operation, Value } from "../../ir/operation.js";
import { OpAsmOpInterface } from "../../ir/op-interfaces.js";

/**
 * The names the op suggests for its results, by result index (undefined where it names
 * none), or undefined when it suggests nothing.
 */
export function suggestedResultNames(op: Operation): ReadonlyArray<string | undefined> | undefined {
  const impl = OpAsmOpInterface.impl(op);
  if (impl === undefined || op.numResults === 0) return undefined;
  let names: (string | undefined)[] | undefined;
  impl.getAsmResultNames(op, (value: Value, name: string) => {
    const index = op.results.indexOf(value as never);
    if (index < 0 || name.length === 0) return;
    names ??= new Array<string | undefined>(op.numResults).fill(undefined);
    names[index] = name;
  });
  return names;
}
