// An identified llvm struct's name is printed by mlir-opt 19 between quotes exactly as it is,
// escapes resolved and nothing re-escaped (so its output need not read back); a target
// extension type's name is printed escaped like other strings.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { createWorkspace, differenceOf, runMlirOpt, runTsmlirOpt } from "../rewrite/canonicalize-harness.js";

const INPUT = String.raw`llvm.func @names(%n: i32) {
  %0 = llvm.alloca %n x !llvm.struct<"pair<'\\0'>::it", (ptr, i64)> : (i32) -> !llvm.ptr
  %1 = llvm.alloca %n x !llvm.struct<"q\22uote\0A", (i8)> : (i32) -> !llvm.ptr
  %2 = llvm.alloca %n x !llvm.struct<"self\\", (ptr, struct<"self\\">)> : (i32) -> !llvm.ptr
  llvm.return
}
llvm.func @target(!llvm.target<"ext\\name", i32>)
`;

describe("llvm struct names against mlir-opt 19", () => {
  for (const flags of [[], ["--mlir-print-op-generic"]]) {
    it(`print as mlir-opt 19 prints them ${flags.join(" ") || "(custom form)"}`, async (ctx) => {
      skipWithout(ctx, "mlir-opt");
      const workspace = createWorkspace();
      const theirs = runMlirOpt(workspace, INPUT, flags);
      expect(theirs.code).toBe(0);
      expect(theirs.stdout).toContain(String.raw`"pair<'\0'>::it"`);
      expect(differenceOf(theirs, await runTsmlirOpt(workspace, INPUT, flags))).toBeUndefined();
    }, 120_000);
  }
});
