// The README's bundled examples must behave as the upstream tools do on them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runOpt } from "../opt/run-opt.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const mlirOpt = "/usr/lib/llvm-19/bin/mlir-opt";
const example = join(repoRoot, "examples/hello.mlir");

describe("examples/hello.mlir", () => {
  it("prints as mlir-opt 19 prints it, and reads back to the same text", async () => {
    const ours = await runOpt([example]);
    expect(ours.stderr).toBe("");
    expect(ours.code).toBe(0);
    const printed = join(mkdtempSync(join(tmpdir(), "tsmlir-example-")), "printed.mlir");
    writeFileSync(printed, ours.stdout, "latin1");
    const again = await runOpt([printed]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(ours.stdout);
    if (!existsSync(mlirOpt)) {
      console.log(`examples: ${mlirOpt} not installed, oracle comparison skipped`);
      return;
    }
    const upstream = spawnSync(mlirOpt, [example], { encoding: "latin1" });
    expect(upstream.status).toBe(0);
    expect(ours.stdout).toBe(upstream.stdout);
    console.log("examples: hello.mlir identical to mlir-opt 19");
  });
});
