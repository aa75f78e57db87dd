// Entry shared by the bin/ launchers: loads one command line lazily so each tool
// only pays for its own layers, and turns any escaped exception into a clean
// diagnostic instead of a JavaScript stack trace.
import { internalFailure } from "./internal-failure.js";

export type ToolName = "tblgen" | "opt";

export async function run(tool: ToolName, args: readonly string[]): Promise<void> {
  let code: number;
  try {
    const main =
      tool === "tblgen" ? (await import("./tblgen.js")).main : (await import("./opt.js")).main;
    code = await main(args);
  } catch (error) {
    code = internalFailure(`tsmlir-${tool}`, error);
  }
  // Every stream write above is synchronous, so nothing is pending: exiting now spares
  // tearing down a heap that can hold a gigabyte of IR (a tenth of a second or more).
  process.exit(code);
}
