// Actions that emit TypeScript read their .td as UTF-8 text and write UTF-8: a
// non-ASCII description, and the generator's own header, reach the module intact
// (the byte-string path of LLVM's actions once wrote only the low byte of '—').
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCaptured } from "./cli-capture.js";

const scratch = mkdtempSync(join(tmpdir(), "tblgen-unicode-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const dialectTd = join(scratch, "Uni.td");
writeFileSync(
  dialectTd,
  `include "mlir/IR/OpBase.td"
def Uni_Dialect : Dialect { let name = "uni"; let summary = "Ünïcode — dialect"; }
def Uni_NopOp : Op<Uni_Dialect, "nop"> { let summary = "does nothing, π times"; }
`,
);
const passTd = join(scratch, "UniPasses.td");
writeFileSync(passTd, `include "mlir/Pass/PassBase.td"\ndef UniPass : Pass<"uni-pass"> { let summary = "résumé of the pass"; }\n`);

describe("tsmlir-tblgen's TypeScript actions", () => {
  it("write the module as UTF-8 with non-ASCII text intact", async () => {
    const run = await runCaptured(["--gen-ts-dialect", dialectTd]);
    expect(run.stderr.toString()).toBe("");
    expect(run.status).toBe(0);
    const text = run.stdout.toString("utf8");
    expect(Buffer.from(text, "utf8").equals(run.stdout)).toBe(true);
    expect(text.split("\n")[0]).toContain("— do not edit");
    expect(text).toContain("does nothing, π times");
  });

  it("do so for passes too", async () => {
    const run = await runCaptured(["--gen-ts-passes", passTd]);
    expect(run.stderr.toString()).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.toString("utf8")).toContain("résumé of the pass");
  });
});
