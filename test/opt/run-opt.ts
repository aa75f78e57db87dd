// Runs tsmlir-opt's main in-process with captured stdout/stderr (test helper), through
// the same runner the bytecode version sweep uses, with stdout as a latin1 string.
import { runTsmlirOpt } from "../../scripts/bytecode-version-sweep.js";

export async function runOpt(args: string[], cwd?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const result = await runTsmlirOpt(args, cwd);
  return { code: result.code, stdout: result.stdout.toString("latin1"), stderr: result.stderr };
}
