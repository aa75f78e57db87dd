// Cases where tsmlir differed from mlir-opt 19, compared at test time: a nested symbol
// reference as func.call's callee (a format's FlatSymbolRefAttr), symbol lookups that must
// stop at the nearest symbol table (lookupNearestSymbolFrom: func.call's verifier, and the
// passes resolving callables), and -view-op-graph's data-flow edges for a use before its
// definition in a graph region (and their order after the control-flow edges).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { runMlirOpt, runOurs } from "./oracle.js";

interface Case {
  readonly name: string;
  readonly input: string;
  readonly flags: readonly string[];
}

const nestedCallee = `module {
  func.func @f() {
    func.call @a::@b() : () -> ()
    return
  }
}
`;

const outerSymbol = `module {
  func.func @outer() {
    return
  }
  module @inner {
    func.func @f() {
      func.call @outer() : () -> ()
      return
    }
  }
}
`;

const innerSymbol = `module {
  func.func private @g() -> i32 {
    %c = arith.constant 2 : i32
    return %c : i32
  }
  module @inner {
    func.func @f() -> i32 {
      %0 = func.call @g() : () -> i32
      return %0 : i32
    }
    func.func private @g() -> i32 {
      %c = arith.constant 1 : i32
      return %c : i32
    }
  }
}
`;

const useBeforeDef = `"test.graph"() ({
  %0 = "test.use"(%1) : (i32) -> i32
  %1 = "test.def"() : () -> i32
  "test.end"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
`;

const moduleUseBeforeDef = `%0 = arith.addi %1, %1 : i32
%1 = arith.constant 1 : i32
`;

const straightLine = `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}
`;

const CASES: readonly Case[] = [
  { name: "func.call @a::@b", input: nestedCallee, flags: [] },
  { name: "func.constant @a::@b", input: `%0 = func.constant @a::@b : () -> ()\n`, flags: [] },
  { name: "call to a symbol of an outer table", input: outerSymbol, flags: [] },
  ...["-sccp", "-inline", "-symbol-dce", "-remove-dead-values"].map((flag) => ({ name: `inner symbol shadowing an outer one, ${flag}`, input: innerSymbol, flags: [flag] })),
  { name: "view-op-graph, use before def", input: useBeforeDef, flags: ["-allow-unregistered-dialect", "-view-op-graph"] },
  { name: "view-op-graph, use before def with control flow", input: useBeforeDef, flags: ["-allow-unregistered-dialect", "--view-op-graph=print-control-flow-edges=true"] },
  { name: "view-op-graph, module use before def", input: moduleUseBeforeDef, flags: ["-view-op-graph"] },
  { name: "view-op-graph, edge order", input: straightLine, flags: ["--view-op-graph=print-control-flow-edges=true"] },
];

describe("symbols and view-op-graph against mlir-opt 19", () => {
  it("prints what mlir-opt prints", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-symbols-"));
    const differences: string[] = [];
    try {
      for (const [i, c] of CASES.entries()) {
        const file = `case${i}.mlir`;
        writeFileSync(join(dir, file), c.input);
        const theirs = await runMlirOpt([...c.flags, file], dir);
        const ours = await runOurs([...c.flags, file], dir);
        if (ours.code !== theirs.code || ours.stdout !== theirs.stdout || ours.stderr !== theirs.stderr)
          differences.push(`${c.name}:\n--- mlir-opt (${theirs.code})\n${theirs.stdout}${theirs.stderr}\n--- ours (${ours.code})\n${ours.stdout}${ours.stderr}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`symbols/view-op-graph: ${CASES.length - differences.length}/${CASES.length} identical to mlir-opt 19`);
    expect(differences).toEqual([]);
  }, 120_000);
});
