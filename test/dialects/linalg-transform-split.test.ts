// transform.structured.split's hand-written syntax (linalg's transform extension): a static
// chunk size, a chunk size given by a handle or by a param, the multiway flag, printed in
// the custom and generic forms as mlir-opt 19 prints them; and where a count mismatch of the
// operands a custom directive reads (vectorize's sizes) is reported.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareTools, createWorkspace } from "../rewrite/canonicalize-harness.js";

const SPLITS = `transform.sequence failures(propagate) {
^bb1(%root: !transform.any_op):
  %a:2 = transform.structured.split %root after 16 {dimension = 2} : !transform.any_op
  %b:2 = transform.structured.split %a#1 after %a#0 {dimension = 0, multiway} : !transform.any_op, !transform.any_op
  %size = transform.param.constant 4 : i64 -> !transform.param<i64>
  %c:2 = transform.structured.split %b#0 after %size {dimension = 1} : !transform.any_op, !transform.param<i64>
}
`;

describe("transform.structured.split", () => {
  it("round-trips as mlir-opt 19 prints it, custom and generic", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const workspace = createWorkspace();
    expect(await compareTools(workspace, SPLITS, [])).toBeUndefined();
    expect(await compareTools(workspace, SPLITS, ["--mlir-print-op-generic"])).toBeUndefined();
  });

  it("reports a chunk size that is neither an integer nor a value where MLIR does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const text = SPLITS.replace("after 16", "after sixteen");
    expect(await compareTools(createWorkspace(), text, [])).toBeUndefined();
  });

  it("reports a count mismatch of a custom directive's operands where the directive starts (as mlir-opt 19's column)", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const text = `transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %size = transform.param.constant 8 : i64 -> !transform.param<i64>
  transform.structured.vectorize %root vector_sizes [4, %size] : !transform.any_op, !transform.param<i64>, !transform.param<i64>
}
`;
    expect(await compareTools(createWorkspace(), text, [])).toBeUndefined();
  });
});
