// The state cache of a tsmlir-tblgen process started from the command line
// (src/tablegen/state-store.ts): on unless TSMLIR_TBLGEN_CACHE=off (or --no-state-cache),
// under the directory the environment names. States are tied to the build that wrote
// them through `buildFile`, a file every `npm run build` writes anew (the launcher's
// compiled module, or the startup snapshot): its modification time and size, with the
// Node version, are the build's identity.
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { StateStore } from "../tablegen/state-store.js";

export function commandLineStateStore(file: string, env: NodeJS.ProcessEnv = process.env): StateStore | undefined {
  const buildFile = resolve(file);
  const stat = statSync(buildFile, { bigint: true, throwIfNoEntry: false });
  if (stat === undefined) return undefined;
  return StateStore.fromEnvironment(`${process.version}:${buildFile}:${stat.mtimeNs}:${stat.size}`, env);
}
