// --print-records output larger than the printer's buffers (src/tablegen/records.ts streams
// it through one reused buffer, or keeps 1 MB chunks where the output must exist whole): the
// same bytes on stdout, in a file written through -o, as mlir-tblgen's, --write-if-changed
// compares across chunks, and a value larger than the streaming buffer goes out in pieces.
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { printRecordsBytes, printRecordsTo } from "../../src/tablegen/records.js";
import { evaluateTableGen } from "../../src/tablegen/driver.js";
import { runCaptured } from "./cli-capture.js";
import { largeDescription, manyDefs } from "./deep-inputs.js";
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

  it("streams a value larger than its buffer in pieces that add up to the whole output", async () => {
    const input = join(scratch, "description.td");
    // A description of about 1.6 MB: several of the streaming buffer's 256 KB.
    writeFileSync(input, largeDescription(20_000));
    const keeper = evaluateTableGen(input, readFileSync(input), { encoding: "bytes" });
    const pieces: Buffer[] = [];
    printRecordsTo(keeper, (piece) => void pieces.push(Buffer.from(piece)));
    expect(pieces.length).toBeGreaterThan(4);
    const streamed = Buffer.concat(pieces);
    expect(streamed.equals(printRecordsBytes(keeper))).toBe(true);
    const output = join(scratch, "description.txt");
    expect((await runCaptured(["--print-records", input, "-o", output])).status).toBe(0);
    expect(readFileSync(output).equals(streamed)).toBe(true);
    if (oracleAvailable()) expect((await runOracleBytes(["--print-records", input])).stdout.equals(streamed)).toBe(true);
  });
});
