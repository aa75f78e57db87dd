// One input file through both tools, for the tests that compare what they print: mlir-opt as
// a process, tsmlir-opt in-process (processBuffer). Output is stdout when the run succeeds,
// else stderr, read as latin1 so bytes compare exactly.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { processBuffer } from "../../src/cli/opt.js";
import { parseOptOptions } from "../../src/cli/opt-options.js";
import { mlirOpt } from "./corpus-selection.js";

export interface OptRun {
  readonly ok: boolean;
  readonly text: string;
}

export function runMlirOptOn(path: string, flags: readonly string[] = []): Promise<OptRun> {
  return new Promise((done) => {
    execFile(mlirOpt, [...flags, path], { encoding: "latin1" }, (error, stdout, stderr) => done({ ok: error === null, text: error === null ? stdout : stderr }));
  });
}

export async function runTsmlirOptOn(path: string, flags: readonly string[] = []): Promise<OptRun> {
  const errors: string[] = [];
  const out: Uint8Array[] = [];
  const result = await processBuffer(readFileSync(path), path, parseOptOptions([...flags, path]), (t) => errors.push(t), (b) => out.push(b));
  return { ok: result.ok, text: result.ok ? Buffer.concat(out).toString("latin1") : errors.join("") };
}
