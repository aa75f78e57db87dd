// tsmlir-tblgen's warm start. `npm run build` bundles this module into one script
// (scripts/build-snapshot.mjs) and runs it under `node --build-snapshot`: the TableGen
// front end and the print-records, documentation and pass actions (with handlebars and
// zod) are loaded, the doc templates compiled, and include checkpoints saved
// (src/tablegen/include-cache.ts) for the core includes of defs/ and, when MLIR's .td
// files are installed where the build runs, of those. bin/tsmlir-tblgen starts Node from
// that heap, so a run skips loading the tool and, where its includes start with a saved
// core include whose files are unchanged, evaluating that include.
//
// What the snapshot holds is weighed: every megabyte of it costs every run about 7 ms
// of CPU (V8 deserializes the whole heap at startup). Bytecode of the code a run uses is
// worth it (compiling it costs several times more), data left over from warm-up runs is
// not (dropped before saving); each core checkpoint costs a few milliseconds and saves a
// run starting with that include a hundred or more.
//
// Only what is the same for every run happens before the snapshot: nothing reads the
// arguments, the environment (beyond the build's own settings), the working directory
// or the streams until `main` below.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { loadTemplates } from "../../generators/docs/render.js";
import { evaluateTableGen } from "../tablegen/driver.js";
import { IncludeCheckpoints } from "../tablegen/include-cache.js";
import { StateStore } from "../tablegen/state-store.js";
import { detachValues } from "../tablegen/value-context.js";
import { main, processIO, type TblgenIO, type TblgenSession } from "./tblgen.js";
import { readJobs } from "./tblgen-batch.js";
import { parseArgs } from "./tblgen-options.js";
import { commandLineStateStore } from "./tblgen-state-cache.js";

/** Actions whose generators (ts-morph) are not in the bundle: runs naming them take the regular launcher. */
const UNBUNDLED_ACTIONS = ["gen-ts-dialect", "gen-ts-rewriters"];

/**
 * The core includes saved as checkpoints: what .td files of dialects start with (through
 * their first includes). Each costs every run a few milliseconds to load with the
 * snapshot, and saves a run whose includes start with it most of their evaluation.
 * TSMLIR_SNAPSHOT_CHECKPOINTS (comma-separated include names, or empty) replaces the list.
 */
const CORE_INCLUDES = ["mlir/IR/OpBase.td", "mlir/IR/AttrTypeBase.td", "mlir/IR/EnumAttr.td"];

const checkpoints = new IncludeCheckpoints();

const discard: TblgenIO = { writeStdout: () => {}, writeStderr: () => {}, readStdin: () => new Uint8Array(0) };

/**
 * Runs the actions the warm start serves on tsmlir's own .td files, so that their code is
 * compiled in the saved heap: V8 keeps the bytecode of functions that ran, and loading it
 * with the snapshot costs a run far less than compiling it. Nothing else of these runs
 * stays (their records and tables are dropped before the snapshot is taken).
 */
async function warmUp(defs: string): Promise<void> {
  const session: TblgenSession = { io: discard, defsDirectory: defs };
  const arith = join(defs, "mlir/Dialect/Arith/IR/ArithOps.td");
  const passes = join(defs, "mlir/Transforms/Passes.td");
  const jobs = [
    ["--print-records", arith],
    ["-gen-dialect-doc", "-dialect=arith", arith],
    ["-gen-op-doc", arith],
    ["-gen-enum-doc", arith],
    ["-gen-attrdef-doc", join(defs, "mlir/IR/BuiltinAttributes.td")],
    ["-gen-typedef-doc", join(defs, "mlir/IR/BuiltinTypes.td")],
    ["-gen-op-interface-docs", join(defs, "mlir/Interfaces/SideEffectInterfaces.td")],
    ["-gen-dialect-doc", join(defs, "mlir/IR/BuiltinOps.td")],
    ["-gen-pass-doc", passes],
    ["--gen-ts-passes", passes],
  ];
  for (const args of jobs) await main(args, discard, session);
  // The state cache's paths too (src/tablegen/state-store.ts): saving a state, then resuming it.
  const directory = mkdtempSync(join(tmpdir(), "tsmlir-snapshot-states-"));
  try {
    const stateStore = new StateStore(directory, "warm-up");
    for (let i = 0; i < 2; i++) await main(["--print-records", arith], discard, { ...session, stateStore });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Saves the checkpoint of each core include found in `includeDirs`. */
function saveCoreCheckpoints(includes: readonly string[], includeDirs: readonly string[]): void {
  for (const include of includes) {
    if (!includeDirs.some((dir) => existsSync(join(dir, include)))) continue;
    // A main file of just the include: its own checkpoint is dropped below, the include's kept.
    const name = `<core checkpoint of ${include}>`;
    try {
      evaluateTableGen(name, `include "${include}"\n`, { encoding: "bytes", includeDirs, checkpoints });
    } catch {
      // A core include that does not evaluate on its own is simply not saved.
    }
  }
  checkpoints.keepFirstIncludes((checkpoint) => !checkpoint.path.startsWith("<core checkpoint"));
}

/** Whether the command line must take the regular launcher: an action not bundled, or a response file. */
function needsRegularLauncher(args: readonly string[]): boolean {
  if (args.some((arg) => arg.startsWith("@"))) return true;
  const names = (list: readonly string[]): boolean => list.some((arg) => UNBUNDLED_ACTIONS.some((a) => arg === `-${a}` || arg === `--${a}`));
  if (names(args)) return true;
  try {
    const parsed = parseArgs(args);
    if (typeof parsed === "string" || parsed.batch === undefined) return false;
    // A batch naming such an action anywhere runs entirely on the regular launcher.
    return readJobs(readFileSync(parsed.batch, "latin1")).some((job) => names(job.args));
  } catch {
    // Unreadable or malformed: the batch reports that itself.
    return false;
  }
}

/**
 * bin/tsmlir-tblgen starts Node without NODE_EXTRA_CA_CERTS (loading a CA bundle is most of
 * a small run's start-up, and tsmlir-tblgen opens no TLS connection) and hands its value
 * over as TSMLIR_NODE_EXTRA_CA_CERTS: put back, every process started from here sees it again.
 */
function restoreExtraCACerts(): void {
  const saved = process.env["TSMLIR_NODE_EXTRA_CA_CERTS"];
  if (saved === undefined) return;
  process.env["NODE_EXTRA_CA_CERTS"] = saved;
  delete process.env["TSMLIR_NODE_EXTRA_CA_CERTS"];
}

/** bin/tsmlir-tblgen fixes glibc's mmap threshold for this process only: the processes started from here do not inherit it. */
function dropMallocThreshold(): void {
  if (process.env["TSMLIR_MALLOC_MMAP_THRESHOLD_SET"] === undefined) return;
  delete process.env["MALLOC_MMAP_THRESHOLD_"];
  delete process.env["TSMLIR_MALLOC_MMAP_THRESHOLD_SET"];
}

/**
 * V8's interrupt budget for a one-job run: 8 times Node 20's default (67584). V8 keeps no
 * optimized code in a snapshot, so every run compiles its hot functions with TurboFan
 * again, on helper threads; in a run of a dialect's *Ops.td that compilation cost more CPU
 * time than the optimized code saved (CPU medians on 8 upstream dialects, records and
 * docs: 235 -> 150 ms; SPIRVOps.td records 470 -> 270 ms). A larger budget only delays
 * tier-up: a long run still optimizes its hot functions (60,000 defs: CPU within the noise
 * of the default's, where never optimizing doubles it). A batch keeps the default: its
 * jobs share the compiled code.
 */
const ONE_JOB_INTERRUPT_BUDGET = 8 * 67584;

/** One run of tsmlir-tblgen with `args`, from the snapshot. */
function run(args: readonly string[]): void {
  restoreExtraCACerts();
  dropMallocThreshold();
  const script = process.env["TSMLIR_TBLGEN_SCRIPT"];
  const packageRoot = process.env["TSMLIR_PACKAGE_ROOT"];
  if (script !== undefined && needsRegularLauncher(args)) {
    const child = spawnSync(process.execPath, [script, ...args], { stdio: "inherit" });
    process.exit(child.status ?? 1);
  }
  // One job uses a saved state once: it takes the state over instead of copying it.
  const batch = args.some((arg) => /^--?batch(=|$)/.test(arg));
  checkpoints.singleUse = !batch;
  if (!batch) v8.setFlagsFromString(`--interrupt-budget=${ONE_JOB_INTERRUPT_BUDGET}`);
  // The snapshot is written anew by every build: the state cache's notion of the build.
  const stateStore = !batch && packageRoot !== undefined ? commandLineStateStore(join(packageRoot, "dist/snapshot/tsmlir-tblgen.blob")) : undefined;
  const session: TblgenSession = {
    io: processIO,
    checkpoints,
    ...(packageRoot !== undefined
      ? { defsDirectory: join(packageRoot, "defs"), deepWorker: pathToFileURL(join(packageRoot, "dist/src/cli/tblgen-deep-worker.js")) }
      : {}),
    ...(stateStore !== undefined ? { stateStore } : {}),
  };
  void main(args, processIO, session).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      processIO.writeStderr(Buffer.from(`tsmlir-tblgen: error: internal failure: ${message}\n`));
      process.exit(2);
    },
  );
}

/** Prepares the heap the snapshot saves (settings from scripts/build-snapshot.mjs). */
async function prepare(): Promise<void> {
  const root = process.env["TSMLIR_SNAPSHOT_ROOT"];
  const mlirInclude = process.env["TSMLIR_SNAPSHOT_MLIR_INCLUDE"];
  if (root === undefined) throw new Error("TSMLIR_SNAPSHOT_ROOT must name tsmlir's package root");
  const defs = join(root, "defs");
  const listed = process.env["TSMLIR_SNAPSHOT_CHECKPOINTS"];
  const includes = listed !== undefined ? listed.split(",").filter((name) => name.length > 0) : CORE_INCLUDES;
  loadTemplates(join(root, "generators/docs/templates/"));
  if (process.env["TSMLIR_SNAPSHOT_WARM_UP"] !== "0") await warmUp(defs);
  detachValues();
  if (mlirInclude !== undefined && existsSync(join(mlirInclude, "mlir/IR/OpBase.td"))) saveCoreCheckpoints(includes, [mlirInclude, defs]);
  saveCoreCheckpoints(includes, [defs]);
  // The saved records' `--print-records` text is made now, once, instead of in every run.
  for (const state of checkpoints.states()) {
    const { classes, defs: records } = state.records;
    for (const map of [classes.map, records.map]) for (const record of map.values()) record.printedAsBytes();
  }
  // Nothing of the warm-up runs stays in the heap but compiled code and the checkpoints.
  checkpoints.parsedFiles.clear();
  detachValues();
  const saved = checkpoints.count();
  v8.startupSnapshot.setDeserializeMainFunction(() => run(process.argv.slice(1)));
  process.stdout.write(`tsmlir-tblgen warm start: ${saved} include checkpoints saved\n`);
}

// Started from the snapshot, the arguments follow the node executable (there is no script
// path); run as a plain script (the bundle checked by hand), they follow the script.
if (v8.startupSnapshot.isBuildingSnapshot()) void prepare();
else run(process.argv.slice(2));
