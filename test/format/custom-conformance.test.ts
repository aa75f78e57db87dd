// Custom-form printing against mlir-opt 19, run at test time: every public corpus case
// whose ops all belong to builtin, func, arith, cf, scf, math and index is printed by
// tsmlir-opt (custom form, the default) and by mlir-opt; the outputs must be identical
// and tsmlir-opt must read its own output back to the same text (cases whose output
// mlir-opt cannot read back either are counted and listed).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { casesDir, genericDir, mlirOpt as MLIR_OPT, skipWithout } from "../environment.js";
import { main } from "../../src/cli/opt.js";
import { setOptIO } from "../../src/cli/opt-io.js";

const DIALECTS = new Set(["builtin", "func", "arith", "cf", "scf", "math", "index"]);

/** Cases whose ops (read from mlir-opt's generic output) are all in DIALECTS. */
export function selectCustomFormCases(): string[] {
  const selected: string[] = [];
  for (const name of readdirSync(genericDir).sort()) {
    if (!name.endsWith(".mlir")) continue;
    const generic = readFileSync(join(genericDir, name), "latin1");
    let ok = true;
    for (const match of generic.matchAll(/"([A-Za-z_][\w$]*)\.[\w$.]+"\(/g)) {
      if (!DIALECTS.has(match[1] as string)) {
        ok = false;
        break;
      }
    }
    if (ok && existsSync(join(casesDir, name))) selected.push(name);
  }
  return selected;
}

async function runOurs(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const restore = setOptIO({ writeStdout: (b) => out.push(Buffer.from(b)), writeStderr: (b) => err.push(Buffer.from(b)), cwd: casesDir });
  try {
    const code = await main(args);
    return { code, stdout: Buffer.concat(out).toString("latin1"), stderr: Buffer.concat(err).toString("latin1") };
  } finally {
    restore();
  }
}

describe("custom form conformance", () => {
  it("prints the selected corpus cases as mlir-opt does and reads its output back", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const cases = selectCustomFormCases();
    const scratch = mkdtempSync(join(tmpdir(), "custom-form-"));
    let identical = 0;
    let roundTrips = 0;
    let identicalRoundTrips = 0;
    const sharedRereadFailures: string[] = [];
    const failures: string[] = [];
    try {
      for (const name of cases) {
        const upstream = spawnSync(MLIR_OPT, ["--allow-unregistered-dialect", name], { cwd: casesDir, encoding: "latin1" });
        const ours = await runOurs(["--allow-unregistered-dialect", name]);
        const same = ours.code === 0 && ours.stdout === upstream.stdout;
        if (same) identical++;
        else failures.push(`${name}: ${ours.code !== 0 ? ours.stderr.split("\n")[0] : "output differs"}`);
        if (ours.code !== 0) continue;
        const reread = join(scratch, name);
        writeFileSync(reread, ours.stdout, "latin1");
        const again = await runOurs(["--allow-unregistered-dialect", reread]);
        if (again.code === 0 && again.stdout === ours.stdout) {
          roundTrips++;
          if (same) identicalRoundTrips++;
        } else if (same && spawnSync(MLIR_OPT, ["--allow-unregistered-dialect", reread], { encoding: "latin1" }).status !== 0) {
          // mlir-opt cannot read its own output either (e.g. IR it accepts but prints ambiguously).
          sharedRereadFailures.push(`${name}: ${again.stderr.split("\n")[0] ?? ""}`);
        }
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    console.log(`custom form: ${identical}/${cases.length} identical`);
    console.log(`custom form round trip: ${roundTrips}/${cases.length} read back to the same text`);
    for (const f of failures.slice(0, 15)) console.log(`  differs ${f}`);
    for (const f of sharedRereadFailures) console.log(`  not re-readable by mlir-opt either: ${f}`);
    expect(cases.length).toBeGreaterThan(0);
    // What matches mlir-opt must also read back to the same IR, unless mlir-opt cannot read it back itself.
    expect(identicalRoundTrips + sharedRereadFailures.length).toBe(identical);
  });
});
