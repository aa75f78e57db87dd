// The launchers run the compiled tools in dist/. In a checkout where `npm run build` has
// not run yet, say so in one line instead of failing with Node's module-not-found stack.
// (An installed package always has dist/: `prepare` builds it before packing.)
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export function ensureBuilt(tool) {
  if (existsSync(fileURLToPath(new URL("../dist/src/cli/launch.js", import.meta.url)))) return;
  process.stderr.write(`${tool}: error: tsmlir is not built in this checkout (no dist/); run \`npm run build\` first\n`);
  process.exit(1);
}
