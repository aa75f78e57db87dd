// 10,000 nested isolated-from-above ops are verified without recursion, and isolation is
// enforced at any depth.
import { it, expect } from "vitest";
import { MLIRContext, UnknownLoc, createModuleOp, moduleBody, OpBuilder, verify, IntegerType, type Operation } from "../../src/ir/index.js";
it("verifies 10,000 nested modules and rejects a use across an isolation boundary", () => {
  const ctx = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = UnknownLoc.get(ctx);
  const root = createModuleOp(ctx, loc);
  let cur: Operation = root;
  for (let i = 0; i < 10000; i++) { const m = createModuleOp(ctx, loc); moduleBody(cur).append(m); cur = m; }
  const b = OpBuilder.atBlockEnd(moduleBody(cur), ctx);
  const d = b.create("test.def", loc, { resultTypes: [IntegerType.get(ctx, 32)] });
  b.create("test.use", loc, { operands: [d.getResult(0)] });
  expect(verify(root)).toEqual([]);
  const inner = createModuleOp(ctx, loc); moduleBody(cur).append(inner);
  OpBuilder.atBlockEnd(moduleBody(inner), ctx).create("test.use", loc, { operands: [d.getResult(0)] });
  expect(verify(root).map((e) => e.diagnostic.message)).toEqual(["'test.use' op using value defined outside the region"]);
});
