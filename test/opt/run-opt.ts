// Runs tsmlir-opt's main in-process with captured stdout/stderr (test helper).
import { main } from "../../src/cli/opt.js";
import { setOptIO } from "../../src/cli/opt-io.js";

export async function runOpt(args: string[], cwd?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const restore = setOptIO({
    writeStdout: (b) => out.push(Buffer.from(b)),
    writeStderr: (b) => err.push(Buffer.from(b)),
    cwd,
  });
  try {
    const code = await main(args);
    return { code, stdout: Buffer.concat(out).toString("latin1"), stderr: Buffer.concat(err).toString("latin1") };
  } finally {
    restore();
  }
}
