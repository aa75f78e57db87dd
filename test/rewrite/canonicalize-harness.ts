// Runs tsmlir-opt's whole command line (optMain: parsing, verification, passes, printing,
// diagnostics and exit code, over tsmlir-opt's own registry) and mlir-opt 19 on the same
// input, for the canonicalization conformance and differential tests.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DialectRegistry } from "../../src/ir/index.js";
import { optMain, tsmlirOptRegistry } from "../../src/cli/opt.js";
import { setOptIO } from "../../src/cli/opt-io.js";
import { mlirOpt } from "../environment.js";

export interface ToolRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Where inputs are written: both tools read the same file, `input.mlir`, from there. */
export interface Workspace {
  readonly dir: string;
  readonly registry: DialectRegistry;
}

export function createWorkspace(): Workspace {
  return { dir: mkdtempSync(join(tmpdir(), "tsmlir-canonicalize-")), registry: tsmlirOptRegistry() };
}

const INPUT = "input.mlir";

/** tsmlir-opt in-process on `input`. */
export async function runTsmlirOpt(workspace: Workspace, input: string, args: readonly string[]): Promise<ToolRun> {
  writeFileSync(join(workspace.dir, INPUT), input, "latin1");
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const restore = setOptIO({
    writeStdout: (bytes) => void out.push(Buffer.from(bytes)),
    writeStderr: (bytes) => void err.push(Buffer.from(bytes)),
    cwd: workspace.dir,
  });
  try {
    const code = await optMain([...args, INPUT], workspace.registry);
    return { code, stdout: Buffer.concat(out).toString("latin1"), stderr: Buffer.concat(err).toString("latin1") };
  } finally {
    restore();
  }
}

// Small inputs take mlir-opt milliseconds even on a loaded machine; the runs that hit the
// bound are the cf cycles mlir-opt 19 never finishes (about 18 runs), so the bound decides
// how long the upstream canonicalize test takes: 60 s made it 18 minutes of CI.
const MLIR_OPT_TIMEOUT_MS = 10_000;

/** mlir-opt 19 on `input`. */
export function runMlirOpt(workspace: Workspace, input: string, args: readonly string[]): ToolRun {
  writeFileSync(join(workspace.dir, INPUT), input, "latin1");
  // A bounded run: mlir-opt 19 does not terminate on some inputs (cf cycles its later
  // versions stop on); such a run is reported as failed, with the reason in stderr.
  const result = spawnSync(mlirOpt, [...args, INPUT], { cwd: workspace.dir, encoding: "latin1", maxBuffer: 1 << 28, timeout: MLIR_OPT_TIMEOUT_MS });
  if (result.status === null) return { code: -1, stdout: "", stderr: `mlir-opt did not finish within ${MLIR_OPT_TIMEOUT_MS / 1000} s (${result.signal ?? "no exit status"})` };
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** mlir-opt's stderr as tsmlir-opt words it (the program name in usage errors). */
function asOurs(stderr: string): string {
  return stderr.replace(/^mlir-opt: /gm, "tsmlir-opt: ");
}

/** Undefined when both tools print the same and exit alike, else the first difference. */
export function differenceOf(theirs: ToolRun, ours: ToolRun): string | undefined {
  if (theirs.code !== ours.code) return `exit ${theirs.code} (mlir-opt) vs ${ours.code} (ours)${firstLineDifference(asOurs(theirs.stderr), ours.stderr, "stderr")}`;
  const out = firstLineDifference(theirs.stdout, ours.stdout, "stdout");
  if (out !== "") return out.trim();
  const err = firstLineDifference(asOurs(theirs.stderr), ours.stderr, "stderr");
  return err === "" ? undefined : err.trim();
}

function firstLineDifference(a: string, b: string, stream: string): string {
  if (a === b) return "";
  const x = a.split("\n");
  const y = b.split("\n");
  let line = 0;
  while (line < x.length && x[line] === y[line]) line++;
  return `\n${stream} line ${line + 1}:\n  mlir-opt: ${x[line] ?? "<end>"}\n  ours:     ${y[line] ?? "<end>"}`;
}

/** Both tools on `input` with `args`: the difference, if any. */
export async function compareTools(workspace: Workspace, input: string, args: readonly string[]): Promise<string | undefined> {
  const theirs = runMlirOpt(workspace, input, args);
  const ours = await runTsmlirOpt(workspace, input, args);
  return differenceOf(theirs, ours);
}
