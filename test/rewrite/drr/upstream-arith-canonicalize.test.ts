// Upstream's Dialect/Arith/canonicalize.mlir (read from the copy TSMLIR_UPSTREAM_TESTS names, never
// copied into this repository), each `// -----` chunk through -canonicalize with its RUN
// line's options, mlir-opt 19 against ours: identical, different (each with the first
// differing line), skipped (mlir-opt 19 rejects the chunk: written for a newer MLIR, or
// an expected-error case; or tsmlir cannot read it: ops of dialects it has only as stubs). Reports the counts; fails only if nothing is identical, since
// the C++ canonicalization patterns of arith are not written yet (see the report). The
// same per function (each function of a chunk alone), which still counts the functions of
// a chunk left out for one unreadable op.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mlirOpt, skipWithout, upstreamTestsDir } from "../../environment.js";
import { runOurs } from "../harness.js";

/** mlir-opt on one chunk, given a minute (MLIR 19 loops forever on one of upstream's newer chunks). */
function runMlirOpt(text: string, args: readonly string[]): { ok: boolean; output: string; timedOut: boolean } {
  const result = spawnSync(mlirOpt, [...args, "-"], { input: text, encoding: "latin1", maxBuffer: 1 << 28, timeout: 60000 });
  return { ok: result.status === 0, output: result.stdout ?? "", timedOut: result.error !== undefined };
}

describe("upstream Dialect/Arith/canonicalize.mlir", () => {
  it("counts the chunks that print as mlir-opt 19 prints them", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "upstream-tests");
    const file = join(upstreamTestsDir, "mlir/test/Dialect/Arith/canonicalize.mlir");
    if (!existsSync(file)) ctx.skip(`${file} not found`);
    const chunks = readFileSync(file, "latin1").split(/^\/\/ -----$/m);
    const args = ["--allow-unregistered-dialect", "-canonicalize=test-convergence"];
    let identical = 0;
    const different: string[] = [];
    const skipped: string[] = [];
    for (const [index, text] of chunks.entries()) {
      const names = [...text.matchAll(/func\.func @(\w+)/g)].map((m) => m[1]).join(",");
      const theirs = runMlirOpt(text, args);
      if (!theirs.ok) {
        skipped.push(`#${index} ${names}: ${theirs.timedOut ? "mlir-opt 19 does not finish in a minute" : "mlir-opt 19 rejects it"}`);
        continue;
      }
      let ours: { ok: boolean; output: string };
      try {
        ours = await runOurs(text, args, true);
      } catch (error) {
        // Ops of dialects tsmlir only has as stubs (vector, ub, test...) have no custom syntax here.
        skipped.push(`#${index} ${names}: tsmlir cannot read it (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
        continue;
      }
      if (ours.ok && ours.output === theirs.output) {
        identical++;
        continue;
      }
      const a = theirs.output.split("\n");
      const b = ours.output.split("\n");
      const line = a.findIndex((l, i) => l !== b[i]);
      different.push(`#${index} ${names}: ${ours.ok ? `line ${line + 1}: mlir-opt '${a[line]?.trim() ?? ""}', ours '${b[line]?.trim() ?? "<end>"}'` : "ours fails"}`);
    }
    // Finer: each function of each chunk on its own (-canonicalize works per function, so a
    // chunk left out for one unreadable op still counts its other functions).
    const perFunction = { identical: 0, different: [] as string[], skipped: 0 };
    for (const text of chunks) {
      const resources = /\{-#[\s\S]*?#-\}/.exec(text)?.[0] ?? "";
      const functions = text.replace(/\{-#[\s\S]*?#-\}/g, "").split(/^(?=func\.func )/m).filter((f) => f.startsWith("func.func "));
      for (const fn of functions) {
        const name = /func\.func @(\w+)/.exec(fn)?.[1] ?? "?";
        const input = `${fn}\n${resources}\n`;
        const theirs = runMlirOpt(input, args);
        if (!theirs.ok) {
          perFunction.skipped++;
          continue;
        }
        let ours: { ok: boolean; output: string };
        try {
          ours = await runOurs(input, args, true);
        } catch {
          perFunction.skipped++;
          continue;
        }
        if (ours.ok && ours.output === theirs.output) perFunction.identical++;
        else perFunction.different.push(name);
      }
    }
    console.log(
      `upstream arith canonicalize.mlir, per function: ${perFunction.identical} identical, ${perFunction.different.length} different (${perFunction.different.join(", ")}), ${perFunction.skipped} skipped`,
    );
    console.log(
      `upstream arith canonicalize.mlir: ${chunks.length} chunks, ${identical} identical, ${different.length} different, ${skipped.length} skipped\n` +
        `different:\n  ${different.join("\n  ")}\nskipped:\n  ${skipped.join("\n  ")}`,
    );
    expect(identical).toBeGreaterThan(0);
  }, 600000);
});
