// Entry shared by the bin/ launchers: loads one command line lazily so each tool
// only pays for its own layers, and turns any escaped exception into a clean
// diagnostic instead of a JavaScript stack trace.
import { fileURLToPath } from "node:url";
import { internalFailure } from "./internal-failure.js";

export type ToolName = "tblgen" | "opt";

export async function run(tool: ToolName, args: readonly string[]): Promise<void> {
  let code: number;
  try {
    if (tool === "tblgen") {
      const [{ main, processIO }, { commandLineStateStore }] = await Promise.all([import("./tblgen.js"), import("./tblgen-state-cache.js")]);
      // This module is written anew by every build: the state cache's notion of the build.
      const stateStore = commandLineStateStore(fileURLToPath(import.meta.url));
      code = await main(args, processIO, { io: processIO, ...(stateStore !== undefined ? { stateStore } : {}) });
    } else {
      code = await (await import("./opt.js")).main(args);
    }
  } catch (error) {
    code = internalFailure(`tsmlir-${tool}`, error);
  }
  // Every stream write above is synchronous, so nothing is pending: exiting now spares
  // tearing down a heap that can hold a gigabyte of IR (a tenth of a second or more).
  process.exit(code);
}
