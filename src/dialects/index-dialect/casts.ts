// CastOpInterface::areCastCompatible of index.casts / index.castu: exactly one side is `index`.
import { IndexType, type Type } from "../../ir/index.js";

export function indexIntegerCast(inputs: readonly Type[], outputs: readonly Type[]): boolean {
  return (inputs[0] instanceof IndexType) !== (outputs[0] instanceof IndexType);
}
