// The README's examples must work as documented: hello.mlir prints as mlir-opt prints it,
// the API example (examples/build-function.ts) is the code the README shows and builds
// the IR its header shows, and the main job (`npm run example`) runs end to end.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runOpt } from "../opt/run-opt.js";
import { mlirOpt, repoRoot, skipWithout } from "../environment.js";

const example = join(repoRoot, "examples/hello.mlir");
const tsx = join(repoRoot, "node_modules/tsx/dist/cli.mjs");

/** Runs an examples/ script from the sources, importing "tsmlir" as a consumer does. */
function runExample(script: string, args: readonly string[] = []): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [tsx, "--conditions=tsmlir-source", join(repoRoot, script), ...args], { cwd: repoRoot, encoding: "utf8" });
}

describe("examples/hello.mlir", () => {
  it("prints, and reads back to the same text", async () => {
    const ours = await runOpt([example]);
    expect(ours.stderr).toBe("");
    expect(ours.code).toBe(0);
    const printed = join(mkdtempSync(join(tmpdir(), "tsmlir-example-")), "printed.mlir");
    writeFileSync(printed, ours.stdout, "latin1");
    const again = await runOpt([printed]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(ours.stdout);
  });

  it("prints as mlir-opt 19 prints it", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const ours = await runOpt([example]);
    const upstream = spawnSync(mlirOpt, [example], { encoding: "latin1" });
    expect(upstream.status).toBe(0);
    expect(ours.stdout).toBe(upstream.stdout);
  });
});

describe("the README's TypeScript", () => {
  it("is the examples/ files it names, verbatim (so CI type-checks it)", () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    const blocks = [...readme.matchAll(/(?:<!-- (examples\/[\w./-]+\.ts) -->\n)?```ts\n([\s\S]*?)```/g)];
    expect(blocks.length).toBeGreaterThan(0);
    for (const [, file, code] of blocks) {
      expect(file, `a TypeScript block of README.md names no examples/ file:\n${code ?? ""}`).toBeDefined();
      const source = readFileSync(join(repoRoot, file as string), "utf8");
      // The README shows each file from its first import on.
      expect(code, file).toBe(source.slice(source.indexOf("import ")));
    }
  });

  it("builds the function its header shows, in custom and generic form", () => {
    const custom = runExample("examples/build-function.ts");
    expect(custom.stderr).toBe("");
    expect(custom.status).toBe(0);
    const header = readFileSync(join(repoRoot, "examples/build-function.ts"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("//   "))
      .map((line) => line.slice(3))
      .join("\n");
    expect(custom.stdout).toBe(`module {\n${header}\n}\n`);
    const generic = runExample("examples/build-function.ts", ["--generic"]);
    expect(generic.status).toBe(0);
    expect(generic.stdout).toContain('"func.return"(%1) : (f32) -> ()');
  });
});

describe("examples/count-ops-pass.ts", () => {
  it("runs its pass and prints the warning its header shows", () => {
    const run = runExample("examples/count-ops-pass.ts");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const header = readFileSync(join(repoRoot, "examples/count-ops-pass.ts"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("//   "))
      .map((line) => line.slice(5));
    expect(run.stdout).toBe(`${header.join("\n")}\n`);
  });
});

describe("examples/double-negation.ts", () => {
  it("rewrites -(-x) to x and prints the function its header shows", () => {
    const run = runExample("examples/double-negation.ts");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const header = readFileSync(join(repoRoot, "examples/double-negation.ts"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("//   "))
      .map((line) => line.slice(5));
    expect(run.stdout).toBe(`${header.join("\n")}\n`);
  });
});

describe("npm run example (examples/main-job.ts)", () => {
  it("runs the main job on Toy: generated module and docs, typed IR, text and bytecode round trips, a diagnostic, toy-opt", (ctx) => {
    skipWithout(ctx, "dist");
    const job = runExample("examples/main-job.ts");
    expect(job.stderr).toBe("");
    expect(job.status).toBe(0);
    expect(job.stdout).toContain("$ npx tsmlir-tblgen --gen-ts-dialect examples/toy/Toy.td -o examples/out/toy.ts\n");
    expect(job.stdout).toContain("examples/toy/toy.ts (which examples/toy/ imports) and this output: identical");
    expect(job.stdout).toContain("# 'toy' Dialect");
    expect(job.stdout).toContain("examples/toy/toy-passes.ts and this output: identical");
    expect(job.stdout).toContain("text round trip: identical");
    expect(job.stdout).toContain("bytecode round trip: identical");
    expect(job.stdout).toContain("bad.mlir:2:8: error: 'toy.transpose' op result type tensor<2x3xf64> is not the transpose of tensor<2x3xf64>");
    expect(job.stdout).toMatch(/\(S\) 4 num-inferred/);
    expect(job.stdout).toContain('"toy.round"(%3) <{mode = #toy.rounding<nearest>}> : (tensor<3x2xf64>) -> tensor<3x2xf64> loc(');
  });
});
