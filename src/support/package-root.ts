// Where the tsmlir package's own files are (its TableGen library in defs/, the doc
// templates), found from this module's location rather than the working directory, so
// the tools work from a checkout (src/ run by tsx), from its build (dist/src/), and
// installed under another project's node_modules alike.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "tsmlir";

function isPackageRoot(dir: string): boolean {
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

/** The directory holding tsmlir's package.json (the checkout, or node_modules/tsmlir). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (isPackageRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`tsmlir: cannot find the package root above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** tsmlir's TableGen library (`include "mlir/IR/OpBase.td"` resolves here): the default include directory. */
export function defsDirectory(): string {
  return join(packageRoot(), "defs");
}
