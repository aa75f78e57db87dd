// The last line of defence of both tools: an exception that escaped becomes one clean
// diagnostic line. Its own module, so that the opt driver's warm start can use it without
// bundling the launcher, whose dynamic imports reach tsmlir-tblgen's whole command line.
import { writeSync } from "node:fs";

/** Reports an exception that escaped a tool as one clean line (the stack with TSMLIR_DEBUG=1); returns exit code 2. */
export function internalFailure(programName: string, error: unknown, write: (text: string) => void = (text) => void writeSync(2, text)): number {
  const message = error instanceof Error ? error.message : String(error);
  write(`${programName}: error: internal failure: ${message}\n`);
  if (process.env["TSMLIR_DEBUG"]) write(`${error instanceof Error ? error.stack : ""}\n`);
  return 2;
}
