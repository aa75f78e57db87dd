#!/usr/bin/env node
// Thin launcher: the command line lives in src/cli/opt.ts, compiled by `npm run build`.
// For large inputs it restarts itself with heap flags chosen for the input
// (src/cli/heap-budget.ts explains which and why); V8 takes them only at startup.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const relaunched = process.execArgv.some((flag) => flag.startsWith("--max-semi-space-size"));

if (!relaunched) {
  const { launchFlags } = await import("../dist/src/cli/heap-budget.js");
  const flags = launchFlags(args);
  if (flags.length > 0) {
    const child = spawnSync(process.execPath, [...process.execArgv, ...flags, fileURLToPath(import.meta.url), ...args], { stdio: "inherit" });
    process.exit(child.status ?? 1);
  }
}

const { run } = await import("../dist/src/cli/launch.js");
await run("opt", args);
