// The buffer a view-like op's result aliases, as bufferization's patterns follow views back to
// the buffer that was allocated (ViewLikeOpInterface::getViewSource).
import { ViewLikeOpInterface, type Value } from "../../ir/index.js";

/** The source of the view defining `value`, if a view-like op defines it. */
export function viewSource(value: Value): Value | undefined {
  const op = value.definingOp;
  return op?.getInterface(ViewLikeOpInterface)?.getViewSource();
}
