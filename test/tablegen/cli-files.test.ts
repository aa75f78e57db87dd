// tsmlir-tblgen's files and options as mlir-tblgen has them (issue 18): why an input
// cannot be opened, output errors and their exit status, a failed run that leaves an
// existing output (a file, a FIFO) untouched, LLVM's boolean option values,
// --write-if-changed, -d, and --batch.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runTableGenJobs } from "../../src/api/tablegen.js";
import { runCaptured } from "./cli-capture.js";
import { asOurTool, oracleAvailable, runOracleBytes } from "./oracle.js";

const scratch = mkdtempSync(join(tmpdir(), "tblgen-files-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const good = join(scratch, "good.td");
writeFileSync(good, `include "${join(scratch, "inc.td")}"\ndef A : Base;\n`);
writeFileSync(join(scratch, "inc.td"), "class Base { int x = 1; }\n");
const bad = join(scratch, "bad.td");
writeFileSync(bad, "def A : Missing;\n");
const aDirectory = join(scratch, "a-directory");
mkdirSync(aDirectory);

/** Runs both tools; expects the same status and the same stderr (our name for theirs). */
async function sameAsOracle(args: readonly string[]): Promise<{ status: number; stderr: string }> {
  const ours = await runCaptured(args);
  expect(ours.stderr.toString()).not.toMatch(/\n\s+at |internal failure/);
  if (oracleAvailable()) {
    const oracle = await runOracleBytes(args, scratch);
    expect({ status: ours.status, stderr: ours.stderr.toString() }).toEqual({
      status: oracle.status,
      stderr: asOurTool(oracle.stderr).toString().replace(/\bmlir-tblgen\b/g, "tsmlir-tblgen"),
    });
  }
  return { status: ours.status, stderr: ours.stderr.toString() };
}

describe("tsmlir-tblgen files", () => {
  it("names the reason an input cannot be opened", async () => {
    expect((await sameAsOracle([join(scratch, "missing.td")])).stderr).toBe(
      `tsmlir-tblgen: Could not open input file '${join(scratch, "missing.td")}': No such file or directory\n`,
    );
    expect((await sameAsOracle([aDirectory])).stderr).toContain(": Is a directory\n");
  });

  it("reports output errors with mlir-tblgen's words and status", async () => {
    expect((await sameAsOracle([good, "-o", aDirectory])).stderr).toBe(`tsmlir-tblgen: error opening ${aDirectory}: Is a directory\n`);
    expect((await sameAsOracle([good, "-o", join(scratch, "no/such/dir/out.txt")])).status).toBe(1);
    if (existsSync("/dev/full")) {
      expect((await sameAsOracle([good, "-o", "/dev/full"])).stderr).toBe("LLVM ERROR: IO failure on output stream: No space left on device\n");
    }
  });

  it("leaves an existing output file intact when a run fails, and replaces it whole when one succeeds", async () => {
    const out = join(scratch, "kept.txt");
    writeFileSync(out, "precious\n");
    expect((await runCaptured([bad, "-o", out])).status).toBe(1);
    expect(readFileSync(out, "utf8")).toBe("precious\n");
    expect((await runCaptured([good, "-o", join(aDirectory)])).status).toBe(1);
    expect((await runCaptured([good, "-o", out])).status).toBe(0);
    expect(readFileSync(out, "utf8")).toContain("def A {");
    // No temporary file is left behind.
    expect(execFileSync("ls", ["-a", scratch], { encoding: "utf8" })).not.toContain("tsmlir-tmp");
  });

  it("writes a FIFO directly and never removes it", async () => {
    const fifo = join(scratch, "out.fifo");
    execFileSync("mkfifo", [fifo]);
    expect((await runCaptured([bad, "-o", fifo])).status).toBe(1);
    expect(statSync(fifo).isFIFO()).toBe(true);
    const reader = spawn("cat", [fifo], { stdio: ["ignore", "pipe", "inherit"] });
    const chunks: Buffer[] = [];
    reader.stdout.on("data", (d: Buffer) => chunks.push(d));
    const done = new Promise((resolve) => reader.on("close", resolve));
    // A child process writes, so this thread is free to read while the open blocks.
    const writer = spawn(process.execPath, [join(__dirname, "../../bin/tsmlir-tblgen.mjs"), good, "-o", fifo], { stdio: "inherit" });
    const status = await new Promise<number | null>((resolve) => writer.on("close", resolve));
    await done;
    expect(status).toBe(0);
    expect(Buffer.concat(chunks).toString()).toContain("def A {");
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  it("--write-if-changed leaves an identical output alone", async () => {
    const out = join(scratch, "same.txt");
    expect((await runCaptured([good, "-o", out])).status).toBe(0);
    const past = new Date(2000, 0, 1);
    utimesSync(out, past, past);
    expect((await runCaptured([good, "-o", out, "--write-if-changed"])).status).toBe(0);
    expect(statSync(out).mtimeMs).toBe(past.getTime());
    expect((await runCaptured([good, "-o", out])).status).toBe(0);
    expect(statSync(out).mtimeMs).not.toBe(past.getTime());
  });

  it("parses option values as LLVM's option parser", async () => {
    await sameAsOracle(["--print-records=bogus", good]);
    await sameAsOracle(["--help=foo"]);
    await sameAsOracle(["--write-if-changed=bogus", good]);
    await sameAsOracle(["--write-if-changed=yes", good]);
    for (const value of ["", "true", "TRUE", "True", "1", "false", "FALSE", "False", "0"]) {
      expect((await runCaptured([`--write-if-changed=${value}`, good])).status).toBe(0);
    }
    await sameAsOracle([good, good]);
    await sameAsOracle(["-I"]);
    await sameAsOracle(["-d", join(scratch, "x.d"), good]);
  });

  it("writes a dependency file with -d", async () => {
    const dep = join(scratch, "good.d");
    const out = join(scratch, "good.txt");
    expect((await runCaptured(["-I", scratch, "-d", dep, "-o", out, good])).status).toBe(0);
    expect(readFileSync(dep, "utf8")).toBe(`${out}: ${join(scratch, "inc.td")}\n`);
  });

  it("runs job lines with --batch, rewriting only changed outputs", async () => {
    const outRecords = join(scratch, "batch-records.txt");
    const outBad = join(scratch, "batch-bad.txt");
    const jobs = join(scratch, "jobs.txt");
    writeFileSync(jobs, `# comment\n--print-records ${good} -o ${outRecords}\n\n${bad} -o ${outBad}\n"${good}" --bogus\n`);
    const first = await runCaptured(["--batch", jobs, "-I", scratch]);
    expect(first.status).toBe(1);
    expect(first.stderr.toString()).toContain("Couldn't find class 'Missing'");
    // Located at the argument (after `"${good}" `), LLVM style, with the line and a caret.
    expect(first.stderr.toString()).toContain(`${jobs}:5:${good.length + 4}: error: Unknown command line argument '--bogus'`);
    expect(first.stderr.toString()).toContain(`"${good}" --bogus\n${" ".repeat(good.length + 3)}^\n`);
    expect(existsSync(outBad)).toBe(false);
    const expected = await runCaptured(["-I", scratch, good]);
    expect(readFileSync(outRecords).equals(expected.stdout)).toBe(true);
    const past = new Date(2000, 0, 1);
    utimesSync(outRecords, past, past);
    await runCaptured(["--batch", jobs, "-I", scratch]);
    expect(statSync(outRecords).mtimeMs).toBe(past.getTime());
  });

  it("runs the same jobs through the programmatic API", async () => {
    const out = join(scratch, "api-records.txt");
    const [toStdout, toFile, failing] = await runTableGenJobs([
      { input: good, includeDirs: [scratch] },
      { input: good, includeDirs: [scratch], output: out },
      { input: bad },
    ]);
    const cli = await runCaptured(["-I", scratch, good]);
    expect(toStdout?.status).toBe(0);
    expect(Buffer.from(toStdout?.stdout ?? []).equals(cli.stdout)).toBe(true);
    expect(toFile?.status).toBe(0);
    expect(readFileSync(out).equals(cli.stdout)).toBe(true);
    expect(failing?.status).toBe(1);
    expect(Buffer.from(failing?.stderr ?? []).toString()).toContain("Couldn't find class 'Missing'");
  });

  it("ends quietly with LLVM's status when stdout is closed early", async () => {
    const big = join(scratch, "big.td");
    writeFileSync(big, Array.from({ length: 20000 }, (_, i) => `def D${i};\n`).join(""));
    const child = spawn(process.execPath, [join(__dirname, "../../bin/tsmlir-tblgen.mjs"), big], { stdio: ["ignore", "pipe", "pipe"] });
    const err: Buffer[] = [];
    child.stderr.on("data", (d: Buffer) => err.push(d));
    child.stdout.once("data", () => child.stdout.destroy());
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(Buffer.concat(err).toString()).toBe("");
    expect(status).toBe(74);
  });
});
