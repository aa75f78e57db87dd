// tsmlir-opt's warm start. `npm run build` bundles this module into one script
// (scripts/build-snapshot.mjs) and runs it under `node --build-snapshot`: every module of
// the opt driver is then loaded and tsmlir's dialects registered before the heap is
// saved, and bin/tsmlir-opt starts Node from that heap, so a run skips module loading
// and registration and goes straight to `main` below.
//
// Only what is the same for every run may happen before the snapshot: nothing here reads
// the arguments, the environment, the working directory or the streams until `main`.
import { spawnSync } from "node:child_process";
import v8 from "node:v8";
import { DialectRegistry } from "../ir/index.js";
import { registerAllDialects } from "../dialects/index.js";
import { optMain } from "../api/opt.js";
import { launchFlags } from "./heap-budget.js";
import { planRun } from "./deep-input.js";
import { MLIRContext } from "../ir/index.js";
import { parseSourceString, printOperation } from "../api/text.js";
import { setOptIO } from "./opt-io.js";

const registry = new DialectRegistry();
registerAllDialects(registry);

/**
 * Runs over a small module before the snapshot is taken, so the functions every run
 * calls (command line, parser, verifier, printer) are compiled in the saved heap instead
 * of on first use. The dialects it meets (those of examples/hello.mlir: func, arith, scf)
 * are loaded from their lazy chunks into the saved heap; every other dialect stays in its
 * chunk until a run's context first meets it. The runs' contexts and output are dropped;
 * the registry is unchanged.
 */
async function warmUp(): Promise<void> {
  const context = new MLIRContext({ registry });
  const text = [
    "func.func @warm(%a: i32, %b: f32, %c: index, %p: i1) -> i32 {",
    "  %0 = arith.addi %a, %a : i32",
    "  %1 = arith.mulf %b, %b fastmath<fast> : f32",
    "  %k = arith.constant 1 : index",
    "  %2 = scf.for %i = %c to %c step %k iter_args(%x = %0) -> (i32) {",
    "    %3 = arith.muli %x, %a : i32",
    "    scf.yield %3 : i32",
    "  }",
    "  %4 = scf.if %p -> (i32) {",
    "    scf.yield %2 : i32",
    "  } else {",
    "    scf.yield %0 : i32",
    "  }",
    "  return %4 : i32",
    "}",
  ].join("\n");
  const module = parseSourceString(text, context, { fileName: "warm-up.mlir" });
  printOperation(module);
  printOperation(module, { printGenericOpForm: true, printDebugInfo: true });
  const restore = setOptIO({ writeStdout: () => {}, writeStderr: () => {} });
  try {
    const stdin = Buffer.from(text);
    await optMain(["-"], registry, { stdin });
    await optMain(["-", "--mlir-print-op-generic", "--mlir-print-debuginfo"], registry, { stdin });
  } finally {
    restore();
  }
}

/** Whether the command line loads plugins (or reads arguments from a response file). */
function usesPlugins(args: readonly string[]): boolean {
  return args.some((arg) => arg.startsWith("@") || /^--?load-(dialect|pass)-plugin(=|$)/.test(arg));
}

/**
 * bin/tsmlir-opt starts Node without NODE_EXTRA_CA_CERTS (loading a CA bundle is most of a
 * small run's start-up, and tsmlir-opt opens no TLS connection) and hands its value over
 * as TSMLIR_NODE_EXTRA_CA_CERTS: put back, every process started from here sees it again.
 */
function restoreExtraCACerts(): void {
  const saved = process.env["TSMLIR_NODE_EXTRA_CA_CERTS"];
  if (saved === undefined) return;
  process.env["NODE_EXTRA_CA_CERTS"] = saved;
  delete process.env["TSMLIR_NODE_EXTRA_CA_CERTS"];
}

/** One run of tsmlir-opt with `args`. */
function main(args: readonly string[]): void {
  restoreExtraCACerts();
  // Heap flags change V8's configuration, which a snapshot must match: a large input runs
  // in a fresh process from the regular launcher, as bin/tsmlir-opt.mjs would run it.
  // Plugins import the `tsmlir` package, whose modules are not the bundled ones here: their
  // traits, interfaces and classes would not be ours, so plugin runs (and response files,
  // which may name plugins) take the regular launcher too.
  const script = process.env["TSMLIR_OPT_SCRIPT"];
  if (script !== undefined) {
    const plugins = usesPlugins(args);
    const flags = plugins ? [] : launchFlags(args);
    if (plugins || flags.length > 0) {
      const child = spawnSync(process.execPath, [...flags, script, ...args], { stdio: "inherit" });
      process.exit(child.status ?? 1);
    }
  }
  // Deeply nested text runs on a large stack, which the regular launcher sets up
  // (src/cli/deep-input.ts); stdin, read to measure it, goes along.
  const plan = planRun(args);
  if (plan.deep && script !== undefined) {
    const child = spawnSync(process.execPath, [script, ...args], { stdio: [plan.stdin !== undefined ? "pipe" : "inherit", "inherit", "inherit"], input: plan.stdin, maxBuffer: Infinity });
    process.exit(child.status ?? 1);
  }
  // As in bin/tsmlir-opt.mjs: every write is synchronous, so exiting at once loses nothing.
  void optMain(args, registry, plan.stdin !== undefined ? { stdin: plan.stdin } : {}).then((code) => process.exit(code));
}

// Started from the snapshot, the arguments follow the node executable (there is no script
// path); run as a plain script (the bundle checked by hand), they follow the script.
if (v8.startupSnapshot.isBuildingSnapshot()) {
  void warmUp().then(() => v8.startupSnapshot.setDeserializeMainFunction(() => main(process.argv.slice(1))));
} else main(process.argv.slice(2));
