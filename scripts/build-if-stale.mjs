// Runs `npm run build` when dist/ is missing or older than what it is built from, so a
// command that needs the compiled tools (`npm run example`) works on a fresh clone.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const builtMarker = join(root, "dist/src/api/index.js");
const sources = ["src", "generators", "generated", "grammar", "tsconfig.json", "tsconfig.build.json", "package.json"];

/** The newest modification time under `path` (a file or a directory tree). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const built = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
const sourceTime = Math.max(...sources.map((path) => newest(join(root, path))));
if (built < sourceTime) {
  process.stderr.write(built === 0 ? "dist/ is not built yet: npm run build\n" : "dist/ is older than the sources: npm run build\n");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
