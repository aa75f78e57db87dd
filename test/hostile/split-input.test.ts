// --split-input-file's edge cases against mlir-opt 19: empty files, files of markers only,
// markers at the start and the very end, near misses, custom input and output markers.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { splitInputChunks } from "../../src/cli/opt-split.js";
import { runMlirOpt, runOurs } from "./oracle.js";

const INPUTS: readonly string[] = [
  "",
  "\n",
  "// -----",
  "// -----\n",
  "// -----\n// -----\n",
  "\n// -----\n\n// -----\n\n",
  "module {}\n// -----",
  "module {}\n// -----\n",
  "// -----\nmodule {}",
  "// -------\nmodule {}\n// -----0\n",
  "// ---\n",
  "// ----- // -----",
  "module {}\n// -----\n\n// -----\nmodule{}",
  "module {}\n// -----\nmodule { foo }\n// -----\nmodule {}\n",
];

describe("--split-input-file", () => {
  it("splits as mlir-opt 19 does, including empty and marker-only files", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-split-"));
    for (const [index, text] of INPUTS.entries()) {
      const name = `input${index}.mlir`;
      writeFileSync(join(dir, name), text);
      for (const args of [["--split-input-file", name], ["--split-input-file", "--output-split-marker=XX", name], ["--split-input-file=", name]]) {
        const theirs = runMlirOpt(args, dir);
        const ours = await runOurs(args, dir);
        expect(ours, `${JSON.stringify(text)} ${args.join(" ")}`).toEqual(theirs);
      }
    }
  });

  it("splits at a custom marker as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-split-"));
    writeFileSync(join(dir, "custom.mlir"), "module {}\nAB\nmodule {}\nABCD\nmodule {}\n#### split\nmodule {}");
    for (const args of [["--split-input-file=ABCD", "custom.mlir"], ["--split-input-file=#### split", "custom.mlir"]]) {
      expect(await runOurs(args, dir), args.join(" ")).toEqual(runMlirOpt(args, dir));
    }
  });

  it("splits at a marker of two characters or fewer, where mlir-opt loops forever", () => {
    const chunks = splitInputChunks("a;;b;;;;c", ";;", "f.mlir", () => {});
    expect(chunks).toEqual([
      { offset: 0, text: "a" },
      { offset: 3, text: "b" },
      { offset: 8, text: "c" },
    ]);
  });
});
