// --print-records output larger than one of the printer's 1 MB chunks (src/tablegen/records.ts
// hands the command line the chunks, not one copy): the same bytes on stdout, in a file
// written through -o, as mlir-tblgen's, and --write-if-changed compares across chunks.
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { printRecordsBytes } from "../../src/tablegen/records.js";
import { evaluateTableGen } from "../../src/tablegen/driver.js";
import { runCaptured } from "./cli-capture.js";
import { manyDefs } from "./deep-inputs.js";
import { oracleAvailable, runOracleBytes } from "./oracle.js";

const scratch = mkdtempSync(join(tmpdir(), "tblgen-large-output-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("--print-records output of several chunks", () => {
  it("is the same on stdout, through -o, as one buffer and as mlir-tblgen's", async () => {
    const input = join(scratch, "defs.td");
    // About 2.9 MB of output: three chunks.
    writeFileSync(input, manyDefs(20_000));
    const stdout = await runCaptured(["--print-records", input]);
    expect(stdout.status).toBe(0);
    expect(stdout.stdout.length).toBeGreaterThan(2 << 20);
    const output = join(scratch, "out.txt");
    expect((await runCaptured(["--print-records", input, "-o", output])).status).toBe(0);
    expect(readFileSync(output).equals(stdout.stdout)).toBe(true);
    const whole = printRecordsBytes(evaluateTableGen(input, readFileSync(input), { encoding: "bytes" }));
    expect(whole.equals(stdout.stdout)).toBe(true);
    if (oracleAvailable()) expect((await runOracleBytes(["--print-records", input])).stdout.equals(stdout.stdout)).toBe(true);

    // Unchanged: left alone. One byte different in the last chunk: rewritten.
    const old = new Date("2020-01-01T00:00:00Z");
    utimesSync(output, old, old);
    expect((await runCaptured(["--print-records", input, "-o", output, "--write-if-changed"])).status).toBe(0);
    expect(statSync(output).mtimeMs).toBe(old.getTime());
    const changed = Buffer.from(stdout.stdout);
    changed[changed.length - 3] = 0x21;
    writeFileSync(output, changed);
    utimesSync(output, old, old);
    expect((await runCaptured(["--print-records", input, "-o", output, "--write-if-changed"])).status).toBe(0);
    expect(readFileSync(output).equals(stdout.stdout)).toBe(true);
    expect(statSync(output).mtimeMs).not.toBe(old.getTime());
  });
});
