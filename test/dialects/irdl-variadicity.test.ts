// irdl's variadicity arrays written by hand print as mlir-opt 19 prints them (each element
// after a space), in the custom and generic forms and in the op a diagnostic shows.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareTools, createWorkspace } from "../rewrite/canonicalize-harness.js";

const DEFINITIONS = `irdl.dialect @shapes {
  irdl.operation @triple {
    %0 = irdl.is f16
    %1 = irdl.any
    "irdl.operands"(%0, %1, %0) <{names = ["a", "b", "c"], variadicity = #irdl<variadicity_array[optional,variadic,single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"() <{names = [], variadicity = #irdl<variadicity_array[]>}> : () -> ()
  }
}
`;

describe("irdl variadicity arrays", () => {
  it("print as mlir-opt 19 prints them", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const workspace = createWorkspace();
    expect(await compareTools(workspace, DEFINITIONS, [])).toBeUndefined();
    expect(await compareTools(workspace, DEFINITIONS, ["--mlir-print-op-generic"])).toBeUndefined();
  });

  it("print as mlir-opt 19 prints them in the op a diagnostic shows", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const mismatched = DEFINITIONS.replace("(%0, %1, %0)", "(%0, %1)").replace("!irdl.attribute, !irdl.attribute, !irdl.attribute", "!irdl.attribute, !irdl.attribute");
    expect(await compareTools(createWorkspace(), mismatched, [])).toBeUndefined();
  });
});
