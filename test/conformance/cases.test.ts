// The corpus's original cases/ inputs that tsmlir can read (generic op form, builtin
// module syntax and the custom syntax of the dialects tsmlir defines), printed generic by
// tsmlir-opt and by mlir-opt 19 run now on the same file. Cases using custom syntax of
// dialects tsmlir does not define are counted as not readable yet.
import { beforeEach, describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { processBuffer } from "../../src/cli/opt.js";
import { parseOptOptions } from "../../src/cli/opt-options.js";

import { casesDir, mlirOpt, skipWithout } from "../environment.js";

const args = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];

function runMlirOpt(name: string): Promise<{ code: number; stdout: string }> {
  return new Promise((done) => {
    execFile(mlirOpt, [...args, name], { cwd: casesDir, encoding: "latin1", maxBuffer: 1 << 28 }, (error, stdout) => {
      done({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, stdout });
    });
  });
}

/** Diagnostics meaning "syntax of a dialect tsmlir does not define yet", not a parser bug. */
const notReadableYet = /custom op '|Dialect `|has no custom assembly form|dialect '[\w.]+' is unknown/;

describe("cases/ conformance", () => {
  beforeEach((ctx) => skipWithout(ctx, "corpus", "mlir-opt"));
  it("prints the readable original cases like mlir-opt 19", async () => {
    const names = readdirSync(casesDir).filter((n) => n.endsWith(".mlir")).sort();
    let identical = 0;
    let readable = 0;
    const failures: string[] = [];
    const queue = [...names];
    const worker = async (): Promise<void> => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const bytes = readFileSync(join(casesDir, name));
        const out: Uint8Array[] = [];
        const err: string[] = [];
        const result = await processBuffer(bytes, name, parseOptOptions([...args, name]), (t) => err.push(t), (b) => out.push(b));
        const stderr = err.join("");
        if (!result.ok && notReadableYet.test(stderr)) continue;
        readable++;
        const theirs = await runMlirOpt(name);
        const ours = Buffer.concat(out).toString("latin1");
        if (theirs.code === 0 && result.ok && theirs.stdout === ours) identical++;
        else failures.push(`${name}: ${result.ok ? "output differs" : stderr.split("\n")[0]}`);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    console.log(`cases conformance: ${identical}/${readable} identical (${names.length - readable} of ${names.length} use syntax tsmlir cannot read yet)`);
    if (failures.length > 0) console.log(failures.sort().join("\n"));
    // Every readable case either prints like mlir-opt or fails with a located MLIR-style
    // diagnostic; anything else (an internal error) is a bug.
    const internal = failures.filter((f) => !/: output differs$/.test(f) && !/^[^:]+: [^ ]+:\d+:\d+: error: /.test(f));
    expect(internal).toEqual([]);
    expect(identical).toBeGreaterThan(0);
  }, 600_000);
});
