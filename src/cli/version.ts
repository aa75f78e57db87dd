// `--version` of both tools: the package's version and the MLIR release it follows (mlir-opt and
// mlir-tblgen print their LLVM version there; tsmlir names its own and the upstream tool it
// reproduces).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { packageRoot } from "../support/package-root.js";

/**
 * The package's root: found from this module's location, or, in a warm start (one bundled
 * script without a module location), from the root the launcher names in
 * TSMLIR_PACKAGE_ROOT, or from the launcher script named in TSMLIR_OPT_SCRIPT.
 */
function toolPackageRoot(): string {
  try {
    return packageRoot();
  } catch (error) {
    const root = process.env["TSMLIR_PACKAGE_ROOT"];
    if (root !== undefined) return root;
    const script = process.env["TSMLIR_OPT_SCRIPT"];
    if (script === undefined) throw error;
    return join(dirname(script), "..");
  }
}

/** `--version`'s text for `programName`, which reproduces `upstreamTool` of MLIR 19. */
export function versionText(programName: string, upstreamTool: string): string {
  let version = "unknown";
  try {
    version = (JSON.parse(readFileSync(join(toolPackageRoot(), "package.json"), "utf8")) as { version?: string }).version ?? version;
  } catch {
    // A package without its manifest still answers.
  }
  return `${programName} (tsmlir ${version})\n  Follows MLIR 19 (${upstreamTool} 19.1).\n`;
}
