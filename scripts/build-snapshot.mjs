// Builds tsmlir-opt's warm start (src/cli/opt-snapshot.ts explains it), after `tsc` has
// written dist/: bundles dist/src/cli/opt-snapshot.js into one script, runs it under
// `node --build-snapshot` to save the heap as dist/snapshot/tsmlir-opt.blob, and records
// which node binary made it (a snapshot only starts in the exact Node/V8 that built it;
// bin/tsmlir-opt compares that record before using it, else takes bin/tsmlir-opt.mjs).
// If this Node cannot build snapshots, tsmlir-opt keeps the regular start and this says so.
import { spawnSync } from "node:child_process";
import { mkdirSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "dist/snapshot");
const bundle = join(out, "tsmlir-opt.cjs");
const blob = join(out, "tsmlir-opt.blob");
const identity = join(out, "node-identity");

/** What bin/tsmlir-opt compares: the node binary's size and modification time (as `stat -L -c %s:%Y` prints them). */
function nodeIdentity() {
  const stat = statSync(realpathSync(process.execPath));
  return `${stat.size}:${Math.floor(stat.mtimeMs / 1000)}`;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(root, "dist/src/cli/opt-snapshot.js")],
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  outfile: bundle,
  logLevel: "error",
});
// The builder script is given relative to its directory: Node reads it from there.
const made = spawnSync(process.execPath, ["--snapshot-blob", blob, "--build-snapshot", bundle], { cwd: out, encoding: "utf8" });
if (made.status !== 0) {
  rmSync(out, { recursive: true, force: true });
  process.stdout.write(`tsmlir-opt warm start not built (this Node cannot build its startup snapshot: ${(made.stderr || `status ${made.status}`).trim().split("\n")[0]}); tsmlir-opt starts the regular way\n`);
} else {
  writeFileSync(identity, `${nodeIdentity()}\n`);
  process.stdout.write(`tsmlir-opt warm start: ${(statSync(blob).size / 1048576).toFixed(1)} MB startup snapshot in dist/snapshot/\n`);
}
