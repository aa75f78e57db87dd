#!/usr/bin/env node
// tsmlir-opt: the opt driver (src/cli/opt.ts, compiled by `npm run build`) over tsmlir's
// dialects, built exactly as a project builds its own opt tool with the package API.
// For large inputs it first restarts itself with heap flags chosen for the input
// (src/cli/heap-budget.ts explains which and why); V8 takes them only at startup.
// Deeply nested text runs this same module again on a worker thread with a large stack
// (src/cli/deep-input.ts explains when and why).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { isMainThread, workerData } from "node:worker_threads";
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt("tsmlir-opt");
const { DEEP_NESTING_LIMIT, isDeepRunData, planRun, runOnDeepStack } = await import("../dist/src/cli/deep-input.js");
const deepRun = !isMainThread && isDeepRunData(workerData) ? workerData : undefined;
const args = deepRun?.args ?? process.argv.slice(2);
const relaunched = process.execArgv.some((flag) => flag.startsWith("--max-semi-space-size"));

if (deepRun === undefined && !relaunched) {
  const { launchFlags } = await import("../dist/src/cli/heap-budget.js");
  const flags = launchFlags(args);
  if (flags.length > 0) {
    const child = spawnSync(process.execPath, [...process.execArgv, ...flags, fileURLToPath(import.meta.url), ...args], { stdio: "inherit" });
    process.exit(child.status ?? 1);
  }
}

const plan = deepRun === undefined ? planRun(args) : { deep: false, stdin: deepRun.stdin };
if (plan.deep) process.exit(await runOnDeepStack(new URL(import.meta.url), args, plan.stdin, "tsmlir-opt"));

const { DialectRegistry, registerAllDialects } = await import("../dist/src/api/index.js");
const { optMain } = await import("../dist/src/api/opt.js");
const registry = new DialectRegistry();
registerAllDialects(registry);
const options = {
  ...(deepRun !== undefined ? { nestingLimit: DEEP_NESTING_LIMIT } : {}),
  ...(plan.stdin !== undefined ? { stdin: plan.stdin } : {}),
};
// Every stream write is synchronous, so nothing is pending: exiting now spares tearing
// down a heap that can hold a gigabyte of IR (a tenth of a second or more).
process.exit(await optMain(args, registry, options));
