// Entry shared by the bin/ launchers: loads one command line lazily so each tool
// only pays for its own layers, and turns any escaped exception into a clean
// diagnostic instead of a JavaScript stack trace.
import { writeSync } from "node:fs";

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

/** Reports an exception that escaped a tool as one clean line (the stack with TSMLIR_DEBUG=1); returns exit code 2. */
export function internalFailure(programName: string, error: unknown, write: (text: string) => void = (text) => void writeSync(2, text)): number {
  const message = error instanceof Error ? error.message : String(error);
  write(`${programName}: error: internal failure: ${message}\n`);
  if (process.env["TSMLIR_DEBUG"]) write(`${error instanceof Error ? error.stack : ""}\n`);
  return 2;
}
