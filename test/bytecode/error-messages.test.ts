// Malformed bytecode is reported where mlir-opt reports it (`file:0:0: error: ...` with the
// producer note; text embedded in the file at its own line and column) and with its
// words, plus the byte offset tsmlir adds. Truncated corpus files must give exactly
// mlir-opt's stderr once ` at offset N` is removed, and the offset must be there.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { corpusDir, mapLimited, runMlirOpt } from "./oracle.js";
import { runOpt } from "../opt/run-opt.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { writeRawBytecode } from "../../src/bytecode/raw/write-raw.js";

const FRACTIONS = [3, 10, 25, 50, 75, 90, 98];
const OFFSET = / at offset \d+$/gm;

describe("bytecode error messages", () => {
  it("match mlir-opt's on truncated files, with the offset added", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const dir = join(corpusDir, "bytecode");
    const files = readdirSync(dir).filter((f) => f.endsWith(".mlirbc")).sort().filter((_, i) => i % 15 === 0);
    const work = mkdtempSync(join(tmpdir(), "tsmlir-bcerr-"));
    const names: string[] = [];
    for (const f of files) {
      const bytes = readFileSync(join(dir, f));
      for (const percent of FRACTIONS) {
        const name = `t${percent}-${f}`;
        writeFileSync(join(work, name), bytes.subarray(0, Math.floor((bytes.length * percent) / 100)));
        names.push(name);
      }
    }
    const args = (name: string) => ["--allow-unregistered-dialect", "--mlir-print-op-generic", name];
    const theirs = await mapLimited(names, 4, (name) => runMlirOpt(args(name), work));
    const failures: string[] = [];
    let same = 0;
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      const want = theirs[i] as { code: number; stderr: string };
      const ours = await runOpt(args(name), work);
      const firstLine = ours.stderr.split("\n")[0] ?? "";
      const withOffset = want.code === 0 || /^\S+:\d+:\d+: error: .* at offset \d+$/.test(firstLine);
      if ((want.code === 0) === (ours.code === 0) && ours.stderr.replace(OFFSET, "") === want.stderr && withOffset) same++;
      else failures.push(`${name}\n--- mlir-opt\n${want.stderr}--- ours\n${ours.stderr}`);
    }
    rmSync(work, { recursive: true, force: true });
    console.log(`bytecode error messages: ${same}/${names.length} truncated files reported as mlir-opt reports them`);
    expect(failures.slice(0, 5)).toEqual([]);
  }, 300_000);

  // Dialect version entries are checked when the dialect is first used: a dialect without
  // bytecode support must not have one, builtin does not take one, and the test dialect
  // reads any version but cannot upgrade from a newer one than its own (2.0).
  it("match mlir-opt's for dialect versions it cannot take", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const source = "0161875737-xdsl-backend-x86-convert_func_to_x86-c1.mlirbc";
    const raw = readRawBytecode(new Uint8Array(readFileSync(join(corpusDir, "bytecode", source))));
    expect(raw.dialects.map((d) => d.name)).toEqual(["builtin", "func", "test"]);
    const versions: Record<string, Record<string, number[]>> = {
      "func-version": { func: [3] },
      "builtin-version": { builtin: [3] },
      "test-newer": { test: [119, 1] },
      "test-minor-newer": { test: [5, 3] },
      "test-older": { test: [3, 11] },
    };
    const work = mkdtempSync(join(tmpdir(), "tsmlir-bcver-"));
    const failures: string[] = [];
    for (const [name, table] of Object.entries(versions)) {
      const dialects = raw.dialects.map((d) => {
        const bytes = table[d.name];
        return bytes !== undefined ? { ...d, version: new Uint8Array(bytes) } : d;
      });
      writeFileSync(join(work, `${name}.mlirbc`), writeRawBytecode({ ...raw, dialects }));
      const args = ["--allow-unregistered-dialect", "--mlir-print-op-generic", `${name}.mlirbc`];
      const [want, ours] = await Promise.all([runMlirOpt(args, work), runOpt(args, work)]);
      const same = (want.code === 0) === (ours.code === 0) && want.stdout.toString("latin1") === ours.stdout && want.stderr === ours.stderr.replace(OFFSET, "");
      if (!same) failures.push(`${name}\n--- mlir-opt (${want.code})\n${want.stderr}--- ours (${ours.code})\n${ours.stderr}`);
    }
    rmSync(work, { recursive: true, force: true });
    expect(failures).toEqual([]);
  }, 60_000);
});
