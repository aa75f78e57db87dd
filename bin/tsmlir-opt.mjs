#!/usr/bin/env node
// Thin launcher: the command line lives in src/cli/opt.ts, compiled by `npm run build`.
// Large inputs build millions of long-lived IR objects; a bigger young generation cuts the
// time V8 spends copying them (about a fifth of the run), so for those the launcher
// restarts itself with one. Flags can only be given to a new process, hence the re-exec.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SEMI_SPACE_FLAG = "--max-semi-space-size=64";
const LARGE_INPUT_BYTES = 8 * 1024 * 1024;
const args = process.argv.slice(2);

function hasLargeInput() {
  for (const arg of args) {
    if (arg.startsWith("-")) continue;
    try {
      if (statSync(arg).size >= LARGE_INPUT_BYTES) return true;
    } catch {
      // Not a file (an option value, or missing: the CLI reports that itself).
    }
  }
  return false;
}

if (!process.execArgv.some((flag) => flag.startsWith("--max-semi-space-size")) && hasLargeInput()) {
  const child = spawnSync(process.execPath, [...process.execArgv, SEMI_SPACE_FLAG, fileURLToPath(import.meta.url), ...args], { stdio: "inherit" });
  process.exit(child.status ?? 1);
}

const { run } = await import("../dist/src/cli/launch.js");
await run("opt", args);
