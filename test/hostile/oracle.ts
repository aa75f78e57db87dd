// Runs mlir-opt 19 and tsmlir-opt (in-process, or its built launcher) on the same command
// line for the hostile-input tests, with tool names and paths normalized so their streams
// compare directly.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { join } from "node:path";
import { mlirOpt, repoRoot } from "../environment.js";
import { runOpt } from "../opt/run-opt.js";

export interface ToolRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `mlir-opt`'s and `tsmlir-opt`'s names (and mlir-opt's argv[0]) become `TOOL`. */
export function normalizeToolNames(text: string): string {
  return text.split(mlirOpt).join("TOOL").replace(/\btsmlir-opt\b/g, "TOOL").replace(/\bmlir-opt\b/g, "TOOL");
}

function normalized(run: ToolRun): ToolRun {
  return { code: run.code, stdout: normalizeToolNames(run.stdout), stderr: normalizeToolNames(run.stderr) };
}

/** mlir-opt with `args` in `cwd`; stdin is empty unless given. */
export function runMlirOpt(args: readonly string[], cwd: string, input = ""): ToolRun {
  const result = spawnSync(mlirOpt, args, { cwd, input, encoding: "latin1", maxBuffer: 1 << 28 });
  return normalized({ code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr });
}

/** tsmlir-opt in-process (its optMain with captured streams). */
export async function runOurs(args: readonly string[], cwd: string): Promise<ToolRun> {
  return normalized(await runOpt([...args], cwd));
}

export const launcher = join(repoRoot, "bin/tsmlir-opt.mjs");

/** tsmlir-opt as a process (the built launcher), for what only a process shows: signals, pipes, users. */
export function runOursProcess(args: readonly string[], options: SpawnSyncOptions & { prefix?: readonly string[] } = {}): ToolRun {
  const prefix = options.prefix ?? [];
  const command = prefix.length > 0 ? (prefix[0] as string) : process.execPath;
  const rest = prefix.length > 0 ? [...prefix.slice(1), process.execPath] : [];
  const result = spawnSync(command, [...rest, launcher, ...args], { encoding: "latin1", maxBuffer: 1 << 28, ...options });
  return normalized({ code: result.status ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) });
}

/** The same command with mlir-opt as a process (see runOursProcess). */
export function runMlirOptProcess(args: readonly string[], options: SpawnSyncOptions & { prefix?: readonly string[] } = {}): ToolRun {
  const prefix = options.prefix ?? [];
  const command = prefix.length > 0 ? (prefix[0] as string) : mlirOpt;
  const rest = prefix.length > 0 ? [...prefix.slice(1), mlirOpt] : [];
  const result = spawnSync(command, [...rest, ...args], { encoding: "latin1", maxBuffer: 1 << 28, ...options });
  return normalized({ code: result.status ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) });
}

/**
 * Runs each input (written as inputN.mlir in a temporary directory) through mlir-opt and
 * tsmlir-opt with `args` and expects identical exit status and streams. Where mlir-opt
 * crashes (a signal), only that tsmlir-opt fails with the diagnostics mlir-opt printed
 * before crashing. Returns how many inputs were compared.
 */
export async function expectAsMlirOpt(inputs: readonly string[], args: readonly string[], check: (actual: ToolRun, expected: ToolRun, label: string) => void): Promise<number> {
  const { mkdtempSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-oracle-"));
  let compared = 0;
  for (const [index, text] of inputs.entries()) {
    const name = `input${index}.mlir`;
    writeFileSync(join(dir, name), text, "latin1");
    const theirs = runMlirOpt([...args, name], dir);
    const ours = await runOurs([...args, name], dir);
    if (theirs.code > 128 || theirs.code < 0) {
      check({ ...ours, stdout: "", stderr: theirs.stderr.startsWith(ours.stderr) ? "(diagnostics before mlir-opt's crash)" : ours.stderr }, { code: 1, stdout: "", stderr: "(diagnostics before mlir-opt's crash)" }, text);
    } else check(ours, theirs, text);
    compared++;
  }
  return compared;
}
