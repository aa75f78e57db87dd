// Bad and extreme inputs: every one must end in an MLIR-style diagnostic (or a clean
// print), never a JavaScript exception, hang or stack overflow; user names that collide
// with Object.prototype members behave like any other name.
import { describe, expect, it } from "vitest";
import { genericDir, skipWithout } from "../environment.js";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { processBuffer } from "../../src/cli/opt.js";
import { parseOptOptions } from "../../src/cli/opt-options.js";
import { DEFAULT_NESTING_LIMIT } from "../../src/asm/parser-state.js";

const args = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];

async function run(text: string, extra: string[] = []): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  const out: Uint8Array[] = [];
  const err: string[] = [];
  const result = await processBuffer(Buffer.from(text, "latin1"), "t.mlir", parseOptOptions([...args, ...extra]), (t) => err.push(t), (b) => out.push(b));
  return { ok: result.ok, stdout: Buffer.concat(out).toString("latin1"), stderr: err.join("") };
}

const diagnosticLine = /^t\.mlir:\d+:\d+: error: .+\n/;

function nestedRegions(depth: number): string {
  return `${'"a.op"() ({\n'.repeat(depth)}${"}) : () -> ()\n".repeat(depth)}`;
}

describe("robustness", () => {
  it("reports too deep nesting as a diagnostic", async () => {
    const deep = await run(nestedRegions(10_000));
    expect(deep.ok).toBe(false);
    expect(deep.stderr).toMatch(diagnosticLine);
    expect(deep.stderr).toContain(`nesting is too deep (more than ${DEFAULT_NESTING_LIMIT} levels)`);
    for (const text of [
      `"a.b"() {x = ${"[".repeat(10_000)}${"]".repeat(10_000)}} : () -> ()\n`,
      `"a.b"() : () -> ${"tuple<".repeat(10_000)}${">".repeat(10_000)}\n`,
    ]) {
      const r = await run(text);
      expect(r.ok).toBe(false);
      expect(r.stderr).toMatch(diagnosticLine);
    }
  });

  it("parses and prints nesting up to the limit", async () => {
    const depth = DEFAULT_NESTING_LIMIT - 10;
    const r = await run(nestedRegions(depth));
    expect(r.stderr).toBe("");
    expect(r.ok).toBe(true);
    const lines = r.stdout.split("\n");
    // builtin.module wrapper + one line per op open + one per close + final newlines.
    expect(lines.length).toBe(2 * depth + 4);
    expect(lines[depth]).toBe(`${" ".repeat(2 * depth)}"a.op"() ({`);
  });

  it("gives diagnostics for truncated and corrupted corpus files", async (ctx) => {

    skipWithout(ctx, "corpus");
    const names = readdirSync(genericDir).filter((n) => n.endsWith(".mlir")).sort().slice(0, 60);
    let checked = 0;
    for (const name of names) {
      const text = readFileSync(join(genericDir, name), "latin1");
      const cuts = [1, 7, 31, 97].map((step) => Math.floor((text.length * step) / 101));
      for (const cut of cuts) {
        for (const variant of [text.slice(0, cut), `${text.slice(0, cut)}\u00ff\u0000$#@!${text.slice(cut + 3)}`]) {
          const r = await run(variant);
          checked++;
          if (!r.ok) expect(r.stderr).toMatch(diagnosticLine);
        }
      }
    }
    console.log(`robustness: ${checked} truncated/corrupted inputs handled`);
  }, 60_000);

  it("treats __proto__ and constructor like any other name", async () => {
    const text = `#__proto__ = affine_map<(d0) -> (d0)>
!constructor = i32
"__proto__"() ({
^constructor(%__proto__: !constructor):
  %constructor = "toString.valueOf"(%__proto__) {__proto__ = #__proto__, constructor, hasOwnProperty = "x"} : (i32) -> i32
  "a.t"(%constructor)[^hasOwnProperty] : (i32) -> ()
^hasOwnProperty:
  "a.u"() : () -> ()
}) : () -> ()
`;
    const r = await run(text);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(`#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "__proto__"() ({
  ^bb0(%arg0: i32):
    %0 = "toString.valueOf"(%arg0) {__proto__ = #map, constructor, hasOwnProperty = "x"} : (i32) -> i32
    "a.t"(%0)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "a.u"() : () -> ()
  }) : () -> ()
}) : () -> ()

`);
    const redefined = await run(`#__proto__ = 1\n#__proto__ = 2\n`);
    expect(redefined.stderr).toContain("redefinition of attribute alias id '__proto__'");
  });
});
