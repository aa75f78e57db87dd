// Runs tsmlir-opt's parse → verify → -canonicalize → verify → print in-process on a
// context the test may extend (stand-in models), and mlir-opt on the same input, for the
// oracle comparisons of the rewrite layer.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { MLIRContext } from "../../src/ir/context.js";
import { verify } from "../../src/ir/verifier.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { loadModule, writeModule } from "../../src/cli/opt.js";
import { parseOptOptions } from "../../src/cli/opt-options.js";
import { PassStage, createOptPassRegistry } from "../../src/cli/opt-passes.js";
import { extractPassFlags } from "../../src/cli/opt-pass-flags.js";
import { mlirOpt as environmentMlirOpt } from "../environment.js";
import { SourceFile } from "../../src/support/source.js";
import { attachStandIns } from "./stand-ins.js";

export const mlirOpt = environmentMlirOpt;

/** Why the oracle cannot run, or undefined when it can. */
export function oracleMissing(): string | undefined {
  return existsSync(mlirOpt) ? undefined : `${mlirOpt} not found (apt-get install mlir-19-tools)`;
}

export interface RunResult {
  readonly ok: boolean;
  readonly output: string;
}

/** mlir-opt on `text` with `args` (the input comes through stdin). */
export function runMlirOpt(text: string, args: readonly string[]): RunResult {
  const result = spawnSync(mlirOpt, [...args, "-"], { input: text, encoding: "latin1", maxBuffer: 1 << 28 });
  return { ok: result.status === 0, output: result.stdout };
}

/** Ours, in-process, with the stand-in models attached when `standIns` is set. */
export async function runOurs(text: string, args: readonly string[], standIns = true): Promise<RunResult> {
  const registry = createOptPassRegistry(() => {}, () => undefined);
  const { flags, rest } = extractPassFlags(args, registry);
  const options = parseOptOptions([...rest, "-"]);
  const context = new MLIRContext({ allowUnregisteredDialects: options.allowUnregisteredDialect });
  registerAllDialects(context);
  if (standIns) attachStandIns(context);
  const file = new SourceFile("<stdin>", text);
  const loaded = await loadModule(new Uint8Array(0), file, context, options);
  if (verify(loaded.module).length > 0) return { ok: false, output: "" };
  const stage = new PassStage({ registry, flags, printFlags: { printGenericOpForm: false, printDebugInfo: false, printLocalScope: false }, stderr: () => {}, programName: "tsmlir-opt", report: () => {} });
  if (!stage.run(loaded.module, loaded.externalResources)) return { ok: false, output: "" };
  const chunks: Buffer[] = [];
  await writeModule(loaded, options, (bytes) => void chunks.push(Buffer.from(bytes)));
  return { ok: true, output: Buffer.concat(chunks).toString("latin1") };
}
