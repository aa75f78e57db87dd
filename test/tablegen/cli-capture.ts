// Runs tsmlir-tblgen's command line in-process with its streams captured as bytes.
import { main, type TblgenIO } from "../../src/cli/tblgen.js";

export interface CapturedRun {
  readonly status: number;
  readonly stdout: Buffer;
  readonly stderr: Buffer;
}

export async function runCaptured(args: readonly string[], stdin: Uint8Array = new Uint8Array(0)): Promise<CapturedRun> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const io: TblgenIO = {
    writeStdout: (bytes) => out.push(Buffer.from(bytes)),
    writeStderr: (bytes) => err.push(Buffer.from(bytes)),
    readStdin: () => stdin,
  };
  const status = await main(args, io);
  return { status, stdout: Buffer.concat(out), stderr: Buffer.concat(err) };
}
