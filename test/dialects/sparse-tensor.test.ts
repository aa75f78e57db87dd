// The sparse_tensor dialect's encoding attribute against mlir-opt 19, run at test time: the
// corpus's SparseTensor-roundtrip_encoding cases and further spellings re-print identically
// (custom and generic form).
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
  readonly text: string;
}

function theirs(dir: string, name: string, args: readonly string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(mlirOpt, [...args, name], { cwd: dir, encoding: "latin1" }, (error, stdout, stderr) =>
      done({ ok: error === null, text: error === null ? stdout : stderr }),
    );
  });
}

async function ours(dir: string, name: string, args: readonly string[]): Promise<Run> {
  const errors: string[] = [];
  const out: Uint8Array[] = [];
  const result = await processBuffer(readFileSync(join(dir, name)), name, parseOptOptions([...args, name]), (t) => errors.push(t), (b) => out.push(b));
  return { ok: result.ok, text: result.ok ? Buffer.concat(out).toString("latin1") : errors.join("") };
}

async function compare(dir: string, names: readonly string[]): Promise<{ same: number; total: number; failures: string[] }> {
  const failures: string[] = [];
  let same = 0;
  let total = 0;
  for (const name of names) {
    for (const args of [[], ["--mlir-print-op-generic"]]) {
      total++;
      const [a, b] = await Promise.all([ours(dir, name, args), theirs(dir, name, args)]);
      if (a.ok === b.ok && a.text === b.text) same++;
      else failures.push(`${name} ${args.join(" ")}:\n  ours:   ${a.text.trim()}\n  theirs: ${b.text.trim()}`);
    }
  }
  return { same, total, failures };
}

const scratch = mkdtempSync(join(tmpdir(), "sparse-tensor-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SPELLINGS = [
  "map = (i, j) -> (j : loose_compressed(nonordered), i : singleton(soa, nonunique)), crdWidth = 32, explicitVal = 1.0 : f32, implicitVal = 0.0 : f32",
  "map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]), posWidth = 8",
  "map = (d0, d1) -> (d0 : batch, d1 : compressed), posWidth = 0, crdWidth = 16",
  "map = {a, b} (i = a, j = b) -> (a = i : dense, b = j : compressed(nonordered, nonunique))",
  "map = (d0 : #sparse_tensor<slice(?, ?, ?)>, d1 : #sparse_tensor<slice(0, 8, 1)>) -> (d1 : compressed, d0 : dense)",
  "map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1) -> (d0 : dense, d1 : compressed)",
  "map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(nonordered, soa))",
  "map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4])",
];

// Malformed encodings and ones MLIR's encoding verifier rejects.
const INVALID = [
  "map = (d0) -> (d0 : foo)",
  "map = (d0) -> (d0 : dense(nonunique))",
  "map = (d0) -> (d0 : compressed(bogus))",
  "posWidth = 7",
  "crdWidth = 128",
  "bogus = 1",
  "posWidth = 8",
  "map = (d0, d0) -> (d0 : dense)",
  "map = (d0) -> (d1 : dense)",
  "map = {l0} (d0 = l0) -> (d0 : dense, d0 : dense)",
  "map = (d0, d1) -> (d0 : dense, d1 : singleton)",
  "map = (d0, d1) -> (d0 : compressed, d1 : singleton(soa))",
  "map = (d0, d1) -> (d0 : dense, d1 : batch)",
  "map = (d0, d1) -> (d0 : compressed(soa), d1 : dense)",
  "map = (d0, d1) -> (d0 : structured[2, 4], d1 : dense)",
  "map = (d0, d1) -> (d0 : compressed, d1 : structured[2, 4])",
  "map = (d0, d1) -> (d0 : dense, d1 floordiv 8 : dense, d1 mod 8 : structured[2, 4])",
  "map = (d0, d1) -> (d1 floordiv 2 : dense, d1 mod 2 : dense)",
  "map = (d0, d1) -> (d0 : compressed, d1 : singleton, d0 : dense)",
  "map = (d0, d1) -> (d0 : dense, d0 : compressed)",
];

function writeCases(prefix: string, bodies: readonly string[]): string[] {
  return bodies.map((body, i) => {
    const name = `${prefix}-${i}.mlir`;
    writeFileSync(join(scratch, name), `#E = #sparse_tensor.encoding<{ ${body} }>\nfunc.func private @f(tensor<8x8xf32, #E>)\n`);
    return name;
  });
}

describe("sparse_tensor encoding attribute", () => {
  it("prints the corpus's SparseTensor-roundtrip_encoding cases as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const names = readdirSync(casesDir).filter((n) => n.includes("SparseTensor-roundtrip_encoding") && n.endsWith(".mlir")).sort();
    const { same, total, failures } = await compare(casesDir, names);
    console.log(`sparse_tensor corpus cases: ${same}/${total} identical (custom and generic form)`);
    expect(names.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 120_000);

  it("re-prints other encoding spellings canonically", async (ctx) => {

    skipWithout(ctx, "mlir-opt", "corpus");
    const { same, total, failures } = await compare(scratch, writeCases("spelling", SPELLINGS));
    console.log(`sparse_tensor spellings: ${same}/${total} identical`);
    expect(failures).toEqual([]);
  }, 120_000);

  it("reports malformed and invalid encodings with mlir-opt's diagnostics", async (ctx) => {

    skipWithout(ctx, "mlir-opt", "corpus");
    const { same, total, failures } = await compare(scratch, writeCases("invalid", INVALID));
    console.log(`sparse_tensor diagnostics: ${same}/${total} identical`);
    expect(failures).toEqual([]);
  }, 120_000);
});
