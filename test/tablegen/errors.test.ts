// Bad TableGen input: each fixture must fail like mlir-tblgen does (non-zero exit,
// the same first `file:line:col` and include stack), quickly, without a stack trace.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { evaluateTableGenFile, TableGenFailure } from "../../src/tablegen/index.js";
import { printRecords } from "../../src/tablegen/records.js";
import { firstError, inBatches, runOracle } from "./oracle.js";

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, "../fixtures/tablegen/errors");
const files = readdirSync(fixtures).filter((f) => f.endsWith(".td")).sort();

const fileSystem = {
  readFile(path: string): string | undefined {
    try {
      return readFileSync(resolve(fixtures, path), "utf8");
    } catch {
      return undefined;
    }
  },
};

interface Outcome {
  readonly stderr: string;
  readonly failed: boolean;
  readonly milliseconds: number;
}

function runOurs(file: string): Outcome {
  const started = performance.now();
  try {
    printRecords(evaluateTableGenFile(file, { includeDirs: ["."], fileSystem }));
    return { stderr: "", failed: false, milliseconds: performance.now() - started };
  } catch (e) {
    if (!(e instanceof TableGenFailure)) throw e;
    return { stderr: e.rendered, failed: true, milliseconds: performance.now() - started };
  }
}

describe("tablegen errors", () => {
  it("has a fixture for every required kind of bad input", () => {
    for (const name of [
      "undefined-class.td",
      "undefined-field.td",
      "type-mismatch.td",
      "template-arity.td",
      "missing-include.td",
      "unterminated-string.td",
      "unterminated-code.td",
      "unbalanced-ifdef.td",
      "unbalanced-endif.td",
      "unknown-bang.td",
      "redefinition.td",
      "list-index.td",
      "binary-garbage.td",
    ]) {
      expect(files).toContain(name);
    }
  });

  it("fails each fixture quickly with an LLVM-style diagnostic", () => {
    for (const file of files) {
      const ours = runOurs(file);
      expect(ours.failed, file).toBe(true);
      expect(ours.milliseconds, file).toBeLessThan(1000);
      expect(ours.stderr, file).toMatch(new RegExp(`^(Included from .*\\n)*${file.replace(/[.]/g, "\\.")}|^Included from`));
      expect(ours.stderr, file).not.toMatch(/\n\s+at /);
      const error = firstError(ours.stderr);
      expect(error, file).toBeDefined();
      // Source line and caret follow the location line.
      const lines = ours.stderr.split("\n");
      const at = lines.findIndex((l) => / error: /.test(l));
      // As LLVM's SourceMgr, no caret under a line with non-ASCII bytes.
      const sourceLine = lines[at + 1] ?? "";
      if (/[^\x00-\x7f]/.test(sourceLine)) expect(lines[at + 2] ?? "", file).not.toMatch(/^ *\^$/);
      else expect(lines[at + 2] ?? "", file).toMatch(/^ *\^$/);
    }
  });

  it("reports the same location and include stack as mlir-tblgen", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const oracle = await inBatches(
      files.map((file) => () => runOracle(["--print-records", "-I", ".", file], fixtures)),
      2,
    );
    let same = 0;
    const mismatches: string[] = [];
    files.forEach((file, i) => {
      const expected = oracle[i];
      const ours = runOurs(file);
      const want = expected ? firstError(expected.stderr) : undefined;
      const got = firstError(ours.stderr);
      const ok =
        expected !== undefined &&
        expected.status !== 0 &&
        ours.failed &&
        want !== undefined &&
        got !== undefined &&
        want.location === got.location &&
        want.includeStack.join("\n") === got.includeStack.join("\n");
      if (ok) same++;
      else mismatches.push(`${file}: want ${want?.location} got ${got?.location}`);
    });
    console.log(`tablegen errors: ${same}/${files.length} at mlir-tblgen's location`);
    expect(mismatches).toEqual([]);
  });
});

export { join };
