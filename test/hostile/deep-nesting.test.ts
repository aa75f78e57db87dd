// Deeply nested text through the tsmlir-opt launcher: regions, arrays, dictionaries and
// types nested as deep as mlir-opt 19 accepts print exactly as mlir-opt prints them (from
// a file and from stdin); nesting far beyond what mlir-opt survives (it crashes at a few
// thousand levels) ends in a located error, never a JavaScript stack.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, skipWithout } from "../environment.js";
import { DEEP_NESTING_LIMIT, textNesting } from "../../src/cli/deep-input.js";
import { DEFAULT_NESTING_LIMIT } from "../../src/asm/parser-state.js";
import { normalizeToolNames, runMlirOptProcess, runOursProcess } from "./oracle.js";

const warmStart = join(repoRoot, "bin/tsmlir-opt");

type Kind = "region" | "array" | "dictionary" | "tuple";

function nested(kind: Kind, depth: number): string {
  switch (kind) {
    case "region":
      return `${'"t.a"() ({\n'.repeat(depth)}"t.b"() : () -> ()\n${"}) : () -> ()\n".repeat(depth)}`;
    case "array":
      return `"t.a"() {x = ${"[".repeat(depth)}${"]".repeat(depth)}} : () -> ()\n`;
    case "dictionary":
      return `"t.a"() {x = ${"{a = ".repeat(depth)}1${"}".repeat(depth)}} : () -> ()\n`;
    case "tuple":
      return `"t.a"() : () -> ${"tuple<".repeat(depth)}i32${">".repeat(depth)}\n`;
  }
}

const KINDS: readonly Kind[] = ["region", "array", "dictionary", "tuple"];
/** A JavaScript stack frame line. */
const jsStack = /^\s+at .*:\d+:\d+\)?$/m;

describe("deep nesting", () => {
  it("is measured from the text, skipping strings, comments, -> and >=", () => {
    // Two brackets a region level (`({`), one more for the innermost op's `()`.
    expect(textNesting(Buffer.from(nested("region", 700)))).toBe(1401);
    expect(textNesting(Buffer.from(`"t.a"() {s = "((((((", t = affine_set<(d0) : (d0 >= 0)>} : () -> () // [[[[\n`))).toBe(3);
    expect(textNesting(Buffer.from(`${"(() -> ".repeat(900)}i32${")".repeat(900)}`))).toBe(901);
  });

  it("prints what mlir-opt 19 accepts as it does, from a file and from stdin", (ctx) => {
    skipWithout(ctx, "mlir-opt", "dist");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-deep-"));
    let compared = 0;
    for (const kind of KINDS) {
      for (const depth of [DEFAULT_NESTING_LIMIT + 100, 2000]) {
        const text = nested(kind, depth);
        const name = `${kind}${depth}.mlir`;
        writeFileSync(join(dir, name), text);
        const args = ["--allow-unregistered-dialect", name];
        const theirs = runMlirOptProcess(args, { cwd: dir });
        expect(theirs.code, `mlir-opt on ${name}`).toBe(0);
        expect(runOursProcess(args, { cwd: dir }), name).toEqual(theirs);
        compared++;
        if (depth === 2000) {
          expect(runOursProcess(["--allow-unregistered-dialect"], { cwd: dir, input: text }), `${name} on stdin`).toEqual(theirs);
          // The warm start (bin/tsmlir-opt, from the startup snapshot) hands deep input to the launcher.
          const warm = spawnSync(warmStart, ["--allow-unregistered-dialect"], { cwd: dir, input: text, encoding: "latin1", maxBuffer: 1 << 28 });
          expect({ code: warm.status, stdout: warm.stdout, stderr: normalizeToolNames(warm.stderr) }, `${name} on stdin, warm start`).toEqual(theirs);
          compared += 2;
        }
      }
    }
    console.log(`deep nesting: ${compared} runs identical to mlir-opt 19`);
  }, 120_000);

  it("refuses nesting beyond the limit with a located error", (ctx) => {
    skipWithout(ctx, "dist");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-too-deep-"));
    for (const kind of KINDS) {
      const name = `${kind}.mlir`;
      writeFileSync(join(dir, name), nested(kind, DEEP_NESTING_LIMIT + 10));
      const ours = runOursProcess(["--allow-unregistered-dialect", name], { cwd: dir });
      expect(ours.code, name).toBe(1);
      expect(ours.stdout, name).toBe("");
      expect(ours.stderr, name).toMatch(new RegExp(`^${name}:\\d+:\\d+: error: nesting is too deep \\(more than ${DEEP_NESTING_LIMIT} levels\\)\\n`));
      expect(ours.stderr, name).not.toMatch(jsStack);
    }
  }, 120_000);
});
