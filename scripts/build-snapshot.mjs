// Builds the warm starts of tsmlir-opt and tsmlir-tblgen (src/cli/opt-snapshot.ts and
// src/cli/tblgen-snapshot.ts explain them), after `tsc` has written dist/: bundles each
// entry into one script, runs it under `node --build-snapshot` to save the heap as
// dist/snapshot/<tool>.blob, and records which node binary made them (a snapshot only
// starts in the exact Node/V8 that built it): dist/snapshot/node-stamp has that binary's
// modification time, to the nanosecond, which bin/tsmlir-opt and bin/tsmlir-tblgen compare
// with shell built-ins only (`-nt`/`-ot`) before using a snapshot, else they take the
// regular .mjs launcher. If this Node cannot
// build snapshots, the tools keep the regular start and this says so.
//
// tsmlir-tblgen's snapshot also saves include checkpoints of the core includes of defs/
// and, when MLIR's .td files are installed (TSMLIR_SNAPSHOT_MLIR_INCLUDE, default
// /usr/lib/llvm-19/include), of those; at run time they are used only where the files
// are unchanged.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildSplit } from "./lazy-chunks.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "dist/snapshot");
const stamp = join(out, "node-stamp");

/**
 * Gives the stamp this node binary's modification time exactly (`touch -r`: Node's own
 * utimes rounds to microseconds, and the launchers compare nanoseconds). Without `touch`
 * no stamp is written and the launchers keep the regular start.
 */
function stampNode() {
  writeFileSync(stamp, "");
  const touched = spawnSync("touch", ["-r", realpathSync(process.execPath), stamp]);
  if (touched.status !== 0) {
    rmSync(stamp, { force: true });
    process.stdout.write("warm starts built but not enabled: `touch -r` could not stamp this node binary's modification time\n");
  }
}

/**
 * The generators tsmlir-tblgen's warm start leaves out (ts-morph): a command line naming
 * their actions runs on the regular launcher, so the bundle only needs a placeholder.
 */
const unbundledGenerators = {
  name: "tsmlir-unbundled-generators",
  setup(b) {
    b.onResolve({ filter: /generators\/(dialect|rewriters)\/index\.js$/ }, (args) => ({ path: args.path, namespace: "unbundled" }));
    b.onLoad({ filter: /.*/, namespace: "unbundled" }, () => ({
      contents: "throw new Error('this generator is not part of the tsmlir-tblgen warm start');",
      loader: "js",
    }));
  },
};

/**
 * Bundles `entry` and saves its snapshot as `<name>.blob`; returns whether it worked.
 * `minify`: the bundle's source text is part of the saved heap, which every run loads.
 */
async function buildSnapshot(name, entry, { env = {}, plugins = [], minify = false, split = false, lazyBoundaries = [], nodeFlags = [] } = {}) {
  const bundle = join(out, `${name}.cjs`);
  const blob = join(out, `${name}.blob`);
  const options = {
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    logLevel: "error",
    plugins,
    // Names are kept: diagnostics and errors may name classes and functions.
    ...(minify ? { minify: true, keepNames: true } : {}),
  };
  if (split) {
    const chunks = await buildSplit({ root, entry, outfile: bundle, chunkDirectory: join(out, `${name}-chunks`), lazyBoundaries, options });
    process.stdout.write(`${name} warm start: ${chunks.length} lazy chunks in dist/snapshot/${name}-chunks/\n`);
  } else {
    await build({ ...options, entryPoints: [join(root, entry)], outfile: bundle });
  }
  // The builder script is given relative to its directory: Node reads it from there.
  // V8 flags given here must be given when the snapshot is started too (the launcher's):
  // a snapshot only starts under the V8 configuration that built it.
  const made = spawnSync(process.execPath, [...nodeFlags, "--snapshot-blob", blob, "--build-snapshot", bundle], {
    cwd: out,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  if (made.status !== 0) {
    rmSync(blob, { force: true });
    const reason = (made.stderr || `status ${made.status}`).trim().split("\n")[0];
    process.stdout.write(`${name} warm start not built (this Node cannot build its startup snapshot: ${reason}); ${name} starts the regular way\n`);
    return false;
  }
  process.stdout.write(made.stdout);
  process.stdout.write(`${name} warm start: ${(statSync(blob).size / 1048576).toFixed(1)} MB startup snapshot in dist/snapshot/\n`);
  return true;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const mlirInclude = process.env["TSMLIR_SNAPSHOT_MLIR_INCLUDE"] ?? "/usr/lib/llvm-19/include";
const built = [
  // The upstream dialects' custom syntax, and tsmlir's own dialects, are loaded when a
  // context first meets the namespace.
  await buildSnapshot("tsmlir-opt", "dist/src/cli/opt-snapshot.js", {
    minify: true,
    split: true,
    lazyBoundaries: [
      "dist/src/dialects/upstream/syntax/index.js",
      "dist/src/dialects/upstream/own-dialects.js",
      "dist/src/dialects/upstream/stub-extensions.js",
    ],
  }),
  await buildSnapshot("tsmlir-tblgen", "dist/src/cli/tblgen-snapshot.js", {
    env: { TSMLIR_SNAPSHOT_ROOT: root, ...(existsSync(mlirInclude) ? { TSMLIR_SNAPSHOT_MLIR_INCLUDE: mlirInclude } : {}) },
    plugins: [unbundledGenerators],
    minify: true,
    split: true,
    // bin/tsmlir-tblgen starts it with the same flag (it says why).
    nodeFlags: ["--max-semi-space-size=1"],
  }),
];
if (built.some((ok) => ok)) stampNode();
