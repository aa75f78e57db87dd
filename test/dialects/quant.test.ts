// The quant dialect's types against mlir-opt 19, run at test time: the corpus's
// Quant-parse-uniform cases and further spellings print identically (custom and generic
// form), and malformed or invalid quant types get mlir-opt's diagnostic.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { processBuffer } from "../../src/cli/opt.js";
import { parseOptOptions } from "../../src/cli/opt-options.js";
import { mlirOpt } from "./corpus-selection.js";
import { casesDir } from "../environment.js";

interface Run {
  readonly ok: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

function theirs(dir: string, name: string, args: readonly string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(mlirOpt, [...args, name], { cwd: dir, encoding: "latin1" }, (error, stdout, stderr) =>
      done({ ok: error === null, stdout, stderr }),
    );
  });
}

async function ours(dir: string, name: string, args: readonly string[]): Promise<Run> {
  const source = readFileSync(join(dir, name));
  const errors: string[] = [];
  const out: Uint8Array[] = [];
  const result = await processBuffer(source, name, parseOptOptions([...args, name]), (t) => errors.push(t), (b) => out.push(b));
  return { ok: result.ok, stdout: Buffer.concat(out).toString("latin1"), stderr: errors.join("") };
}

/**
 * Runs both tools on each file with each argument list; returns the mismatches. On errors
 * our first diagnostic must open mlir-opt's output (tsmlir stops at the first error, while
 * MLIR may attach a note or a follow-up error); `same` counts fully identical outputs.
 */
async function compare(dir: string, names: readonly string[], argLists: readonly (readonly string[])[]): Promise<{ same: number; total: number; failures: string[] }> {
  const failures: string[] = [];
  let same = 0;
  let total = 0;
  for (const name of names) {
    for (const args of argLists) {
      total++;
      const [a, b] = await Promise.all([ours(dir, name, args), theirs(dir, name, args)]);
      const identical = a.ok === b.ok && (a.ok ? a.stdout === b.stdout : a.stderr === b.stderr);
      const firstMatches = !a.ok && !b.ok && a.stderr.length > 0 && b.stderr.startsWith(a.stderr);
      if (identical) same++;
      if (!identical && !firstMatches) failures.push(`${name} ${args.join(" ")}:\n  ours:   ${(a.ok ? a.stdout : a.stderr).trim()}\n  theirs: ${(b.ok ? b.stdout : b.stderr).trim()}`);
    }
  }
  return { same, total, failures };
}

const scratch = mkdtempSync(join(tmpdir(), "quant-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writeCases(prefix: string, bodies: readonly string[], wrap: (type: string) => string): string[] {
  return bodies.map((body, i) => {
    const name = `${prefix}-${i}.mlir`;
    writeFileSync(join(scratch, name), wrap(body));
    return name;
  });
}

const VALID = [
  "!quant.any<i8>",
  "!quant.any<u8<1:3>:f16>",
  "!quant.any<si16<-5:5>:bf16>",
  "!quant.calibrated<f32<-1.0:2.5>>",
  "!quant.calibrated<f64<0x3FF0000000000000:2.0>>",
  "!quant.uniform<ui4:f32, 1.5e-3:-3>",
  "!quant.uniform<i8:f32:-1, {1.0}>",
  "!quant.uniform<i8<-127:127>:f32:0, {1.0:1, 2.0:-2 , 3.0}>",
  "!quant.uniform<i32:f64, 0x3FF0000000000000:1>",
  "!quant.uniform<u8:f32, 0.1>",
  "!quant.uniform<i8:f32, 1.0:300>",
  "!quant<uniform<i8:f32, 2.0>>",
  "!quant<any<i1>>",
];

const INVALID = [
  "!quant.uniform<i8:f32, 0.0>",
  "!quant.uniform<i8<-200:7>:f32, 1.0>",
  "!quant.uniform<i8<-8:700>:f32, 1.0>",
  "!quant.uniform<i8<7:-8>:f32, 1.0>",
  "!quant.uniform<i64:f32, 1.0>",
  "!quant.uniform<x8:f32, 1.0>",
  "!quant.uniform<uabc:f32, 1.0>",
  "!quant.uniform<i8:i32, 1.0>",
  "!quant.uniform<i8:f32, 1>",
  "!quant.foo<i8>",
  "!quant.calibrated<f32<2.0:1.0>>",
  "!quant.calibrated<i32<1.0:2.0>>",
  "!quant.any<i8:i32>",
  "!quant.uniform<i8:f32, -1.0>",
  "!quant.uniform<i0:f32, 1.0>",
  "!quant.uniform<i8:f32, nan>",
  "!quant.uniform<i8:f32, 1.0e400>",
  "!quant.uniform<i8:f32:1, {1.0,{2.0}}>",
  "!quant.uniform<i8:f32, -0x3FF0000000000000>",
  "!quant.uniform<i8<-8:7:f32, 1.0>",
  "!quant.uniform<i8:f32 1.0>",
  "!quant.calibrated<f32<1.0,2.0>>",
];

describe("quant dialect types", () => {
  it("prints the corpus's Quant-parse-uniform cases as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const names = readdirSync(casesDir).filter((n) => n.includes("Quant-parse-uniform") && n.endsWith(".mlir")).sort();
    const { same, total, failures } = await compare(casesDir, names, [["--allow-unregistered-dialect"], ["--allow-unregistered-dialect", "--mlir-print-op-generic"]]);
    console.log(`quant corpus cases: ${same}/${total} identical (custom and generic form)`);
    expect(names.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 120_000);

  it("re-prints other quant spellings canonically, without --allow-unregistered-dialect", async (ctx) => {

    skipWithout(ctx, "mlir-opt", "corpus");
    const names = writeCases("valid", VALID, (t) => `func.func private @f(${t}) -> ${t}\n`);
    const { same, total, failures } = await compare(scratch, names, [[], ["--mlir-print-op-generic"]]);
    console.log(`quant spellings: ${same}/${total} identical`);
    expect(failures).toEqual([]);
  }, 120_000);

  it("reports malformed and invalid quant types with mlir-opt's diagnostics", async (ctx) => {

    skipWithout(ctx, "mlir-opt", "corpus");
    const names = writeCases("invalid", INVALID, (t) => `"foo"() : () -> ${t}\n`);
    const { same, total, failures } = await compare(scratch, names, [["--allow-unregistered-dialect"]]);
    console.log(`quant diagnostics: ${same}/${total} identical, the rest differ only after the first diagnostic`);
    expect(failures).toEqual([]);
  }, 120_000);
});
