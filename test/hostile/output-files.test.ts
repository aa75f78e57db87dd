// `-o PATH` never removes what the run did not create: a failed run keeps an existing file
// and a FIFO as they were (mlir-opt deletes both), no partial or temporary file is left,
// and output errors read as mlir-opt 19's, with its exit codes.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { runMlirOpt, runMlirOptProcess, runOurs, runOursProcess } from "./oracle.js";

const GOOD = "module {}\n";
const BAD = "module { foo }\n";

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-output-"));
  writeFileSync(join(dir, "good.mlir"), GOOD);
  writeFileSync(join(dir, "bad.mlir"), BAD);
  return dir;
}

/** Anything a run may have left next to its output (temporary files start with a dot). */
function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.startsWith("."));
}

describe("tsmlir-opt -o", () => {
  it("keeps an existing file when the run fails, and replaces it when the run succeeds", async () => {
    const dir = workspace();
    const previous = "previous content, not MLIR output\n";
    writeFileSync(join(dir, "out.mlir"), previous);
    chmodSync(join(dir, "out.mlir"), 0o640);
    const failed = await runOurs(["bad.mlir", "-o", "out.mlir"], dir);
    expect(failed.code).toBe(1);
    expect(readFileSync(join(dir, "out.mlir"), "latin1")).toBe(previous);
    expect(leftovers(dir)).toEqual([]);
    const succeeded = await runOurs(["good.mlir", "-o", "out.mlir"], dir);
    expect(succeeded.code).toBe(0);
    expect(readFileSync(join(dir, "out.mlir"), "latin1")).toBe("module {\n}\n\n");
    // The replaced file keeps its mode.
    expect(lstatSync(join(dir, "out.mlir")).mode & 0o777).toBe(0o640);
    expect(leftovers(dir)).toEqual([]);
  });

  it("writes through a symbolic link and keeps other hard links of the file", async () => {
    const dir = workspace();
    writeFileSync(join(dir, "target.mlir"), "old\n");
    symlinkSync("target.mlir", join(dir, "link.mlir"));
    expect((await runOurs(["good.mlir", "-o", "link.mlir"], dir)).code).toBe(0);
    expect(lstatSync(join(dir, "link.mlir")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "target.mlir"), "latin1")).toBe("module {\n}\n\n");
    spawnSync("ln", [join(dir, "target.mlir"), join(dir, "hard.mlir")]);
    writeFileSync(join(dir, "target.mlir"), "old\n");
    expect((await runOurs(["good.mlir", "-o", "target.mlir"], dir)).code).toBe(0);
    expect(readFileSync(join(dir, "hard.mlir"), "latin1")).toBe("module {\n}\n\n");
    expect(leftovers(dir)).toEqual([]);
  });

  it("creates no file when a run with a new output fails", async () => {
    const dir = workspace();
    expect((await runOurs(["bad.mlir", "-o", "new.mlir"], dir)).code).toBe(1);
    expect(existsSync(join(dir, "new.mlir"))).toBe(false);
    expect(leftovers(dir)).toEqual([]);
  });

  it("writes a FIFO directly and never removes it, whether the run fails or succeeds", async (ctx) => {
    const dir = workspace();
    const fifo = join(dir, "pipe");
    if (spawnSync("mkfifo", [fifo]).status !== 0) ctx.skip("mkfifo is not available");
    for (const [input, code, expected] of [
      ["bad.mlir", 1, ""],
      ["good.mlir", 0, "module {\n}\n\n"],
    ] as const) {
      // A reader must open the FIFO for the writer's open to return.
      const reader = spawn("cat", [fifo]);
      const chunks: Buffer[] = [];
      reader.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
      const closed = new Promise((resolve) => reader.on("close", resolve));
      const run = await runOurs([input, "-o", fifo], dir);
      await closed;
      expect(run.code).toBe(code);
      expect(Buffer.concat(chunks).toString("latin1")).toBe(expected);
      expect(lstatSync(fifo).isFIFO()).toBe(true);
    }
  });

  it("reports output errors as mlir-opt 19 does, before any work", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = workspace();
    mkdirSync(join(dir, "directory"));
    const cases: string[][] = [
      ["good.mlir", "-o", "missing/out.mlir"],
      ["bad.mlir", "-o", "missing/out.mlir"],
      ["good.mlir", "-o", "directory"],
      ["good.mlir", "-o", ""],
      ["good.mlir", "-o", "/dev/full"],
      ["bad.mlir", "-o", "/dev/full"],
      ["missing.mlir", "-o", "missing/out.mlir"],
      ["directory", "-o", "out.mlir"],
      ["", "-o", "out.mlir"],
    ];
    for (const args of cases) {
      const theirs = runMlirOpt(args, dir);
      const ours = await runOurs(args, dir);
      expect(ours, args.join(" ")).toEqual(theirs);
    }
  });

  it("reports a file or directory it may not write as mlir-opt 19 does (Permission denied)", (ctx) => {
    skipWithout(ctx, "mlir-opt", "dist");
    // Root may write anything: run both tools as an unprivileged user when we are root.
    const asRoot = process.getuid?.() === 0;
    if (asRoot && spawnSync("setpriv", ["--version"]).status !== 0) ctx.skip("running as root without setpriv to drop privileges");
    const prefix = asRoot ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [];
    const dir = workspace();
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, "readonly.mlir"), "keep me\n");
    chmodSync(join(dir, "readonly.mlir"), 0o444);
    mkdirSync(join(dir, "readonly-dir"));
    chmodSync(join(dir, "readonly-dir"), 0o555);
    for (const args of [
      ["good.mlir", "-o", "readonly.mlir"],
      ["good.mlir", "-o", "readonly-dir/out.mlir"],
    ]) {
      const theirs = runMlirOptProcess(args, { cwd: dir, prefix });
      const ours = runOursProcess(args, { cwd: dir, prefix });
      if (ours.stderr.includes("EACCES") || ours.stderr.includes("Cannot find module")) ctx.skip(`the unprivileged user cannot run the build: ${ours.stderr}`);
      expect(ours, args.join(" ")).toEqual(theirs);
    }
    expect(readFileSync(join(dir, "readonly.mlir"), "latin1")).toBe("keep me\n");
  });

  it("ends quietly when stdout's reader goes away, with mlir-opt's exit status", (ctx) => {
    skipWithout(ctx, "mlir-opt", "dist");
    const dir = workspace();
    // Enough output that the pipe fills long before the end.
    const ops = Array.from({ length: 20000 }, (_, i) => `  %c${i} = arith.constant ${i} : i32\n`).join("");
    writeFileSync(join(dir, "large.mlir"), `func.func @f() {\n${ops}  return\n}\n`);
    const script = (tool: string): string => `${tool} large.mlir | head -c 100 > /dev/null; echo "status=\${PIPESTATUS[0]}"`;
    const theirs = spawnSync("bash", ["-c", script("/usr/lib/llvm-19/bin/mlir-opt")], { cwd: dir, encoding: "latin1" });
    const ours = spawnSync("bash", ["-c", script(`'${process.execPath}' '${join(import.meta.dirname, "../../bin/tsmlir-opt.mjs")}'`)], { cwd: dir, encoding: "latin1" });
    expect(ours.stderr).toBe("");
    expect(ours.stdout).toBe(theirs.stdout);
  });
});
