// Every case of the public corpus's generic/ folder, printed by tsmlir-opt in-process
// with --mlir-print-op-generic (must reproduce the file, which is mlir-opt's output) and
// with --mlir-print-debuginfo added (compared with mlir-opt run now on the same file).
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { processBuffer } from "../../src/cli/opt.js";
import { parseOptOptions } from "../../src/cli/opt-options.js";

import { genericDir, mlirOpt, skipWithout } from "../environment.js";

function runMlirOpt(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolvePromise) => {
    execFile(mlirOpt, args, { cwd, encoding: "latin1", maxBuffer: 1 << 28 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
      resolvePromise({ code, stdout, stderr });
    });
  });
}

async function runOurs(args: string[], name: string, bytes: Buffer): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  const options = parseOptOptions([...args, name]);
  const errors: string[] = [];
  const out: Uint8Array[] = [];
  const result = await processBuffer(bytes, name, options, (t) => errors.push(t), (b) => out.push(b));
  return { ok: result.ok, stdout: Buffer.concat(out).toString("latin1"), stderr: errors.join("") };
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(workers);
}

/**
 * Why a case cannot print identically yet, when it depends on dialect code tsmlir does
 * not have: the `test` dialect's alias/resource hooks (mlir-opt links that dialect), or
 * an alias referenced inside an opaque (unknown-dialect) attribute body, whose text tsmlir
 * keeps verbatim and so cannot re-alias. Such cases are counted, listed, and not failed.
 */
function unsupportedReason(text: string): string | undefined {
  if (/[#!]test\.|^\s*test: \{/m.test(text)) return "needs the test dialect's printing hooks";
  for (const m of text.matchAll(/^([#!][A-Za-z_][\w$-]*) = /gm)) {
    const alias = (m[1] as string).replace(/[$]/g, "\\$&");
    if (new RegExp(`[#!][A-Za-z_][\\w$]*\\.[\\w$.]*<[^\\n]*${alias}(?![\\w$.-])`).test(text)) return `alias ${m[1]} used inside an opaque attribute body`;
  }
  return undefined;
}

const haveMlirOpt = existsSync(mlirOpt);

describe("generic conformance", () => {
  it("prints every generic/ case byte-identically to mlir-opt 19", async (ctx) => {
    skipWithout(ctx, "corpus");
    const names = readdirSync(genericDir).filter((n) => n.endsWith(".mlir")).sort();
    const base = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];
    const failures: string[] = [];
    const unsupported: string[] = [];
    let identical = 0;
    let identicalDebug = 0;
    await pool(names, 4, async (name) => {
      const bytes = readFileSync(join(genericDir, name));
      for (const debug of [false, true]) {
        const args = debug ? [...base, "--mlir-print-debuginfo"] : base;
        // mlir-opt's output for the file; without mlir-opt, the file itself for the
        // plain print (the files are mlir-opt's output).
        const theirs = haveMlirOpt ? await runMlirOpt([...args, name], genericDir) : debug ? undefined : { code: 0, stdout: bytes.toString("latin1") };
        if (theirs === undefined) continue;
        const ours = await runOurs(args, name, bytes);
        if (theirs.code === 0 && ours.ok && theirs.stdout === ours.stdout) {
          if (debug) identicalDebug++;
          else identical++;
        } else {
          const message = `${name}: ${debug ? "debuginfo" : "generic"} print differs${ours.stderr ? `: ${ours.stderr.split("\n")[0]}` : ""}`;
          const reason = unsupportedReason(bytes.toString("latin1"));
          if (reason !== undefined) unsupported.push(`${message} (${reason})`);
          else failures.push(message);
        }
      }
    });
    if (!haveMlirOpt) console.log(`mlir-opt not found at ${mlirOpt}: debuginfo comparison skipped`);
    console.log(`generic conformance: ${identical}/${names.length} identical (debuginfo: ${identicalDebug}/${names.length})`);
    if (unsupported.length > 0) console.log(`not comparable yet (${unsupported.length}):\n${unsupported.sort().join("\n")}`);
    if (failures.length > 0) console.log(failures.sort().slice(0, 40).join("\n"));
    expect(failures).toEqual([]);
  }, 600_000);
  // Without the flag, mlir-opt still accepts every dialect it registers (tsmlir defines
  // only some), refuses ops those dialects do not define, and rejects other dialects
  // with its own messages: output, diagnostics and exit status must all match.
  it("accepts and rejects generic/ cases like mlir-opt 19 without --allow-unregistered-dialect", async (ctx) => {
    skipWithout(ctx, "corpus", "mlir-opt");
    const names = readdirSync(genericDir).filter((n) => n.endsWith(".mlir")).sort();
    const args = ["--mlir-print-op-generic"];
    const failures: string[] = [];
    let identical = 0;
    let rejected = 0;
    await pool(names, 4, async (name) => {
      const bytes = readFileSync(join(genericDir, name));
      const theirs = await runMlirOpt([...args, name], genericDir);
      const ours = await runOurs(args, name, bytes);
      if (theirs.code !== 0) rejected++;
      if ((theirs.code === 0) === ours.ok && theirs.stdout === ours.stdout && theirs.stderr === ours.stderr) identical++;
      else failures.push(`${name}: differs\n--- mlir-opt (${theirs.code})\n${theirs.stderr}--- ours\n${ours.stderr}`);
    });
    console.log(`generic conformance without --allow-unregistered-dialect: ${identical}/${names.length} identical (${rejected} rejected by mlir-opt)`);
    if (failures.length > 0) console.log(failures.sort().slice(0, 20).join("\n"));
    expect(failures).toEqual([]);
  }, 600_000);
});
