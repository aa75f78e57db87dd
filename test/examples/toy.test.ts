// examples/toy end to end: the dialect module is what `tsmlir-tblgen --gen-ts-dialect`
// writes, its docs are mlir-tblgen's, the typed program builds the sample's IR, and toy-opt
// (optMain over the Toy dialect and pass) reads, prints, verifies, writes bytecode and runs
// toy-shape-inference. mlir-opt checks what it can read of Toy: the generic form, and the
// bytecode (where Toy's ops, unregistered for it, show the properties we wrote).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main as tblgen, type TblgenIO } from "../../src/cli/tblgen.js";
import { mlirInclude, mlirOpt, mlirTblgen, repoRoot, skipWithout } from "../environment.js";
import { EXAMPLE_FILES } from "../../scripts/example-files.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { writeRawBytecode } from "../../src/bytecode/raw/write-raw.js";

const tsx = join(repoRoot, "node_modules/tsx/dist/cli.mjs");

/** A bytecode file with Toy's version entry replaced by `version` (a varint). */
function withToyVersion(bytes: Uint8Array, version: number): Uint8Array {
  const raw = readRawBytecode(new Uint8Array(bytes));
  const dialects = raw.dialects.map((d) => (d.name === "toy" ? { ...d, version: new Uint8Array([(version << 1) | 1]) } : d));
  return writeRawBytecode({ ...raw, dialects });
}
const toy = join(repoRoot, "examples/toy");
const scratch = mkdtempSync(join(tmpdir(), "tsmlir-toy-example-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** An examples/toy script from the sources, importing "tsmlir" as a consumer does. */
function runScript(script: string, args: readonly string[]): Run {
  return spawnSync(process.execPath, [tsx, "--conditions=tsmlir-source", join(toy, script), ...args], { cwd: repoRoot, encoding: "utf8" });
}

function toyOpt(...args: readonly string[]): Run {
  return runScript("toy-opt.ts", args);
}

function succeeded(run: Run): string {
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout;
}

/** tsmlir-tblgen's output for `args`, run in-process from the repository root. */
async function tblgenOutput(args: readonly string[]): Promise<string> {
  const out: Uint8Array[] = [];
  const err: Uint8Array[] = [];
  const io: TblgenIO = { writeStdout: (b) => out.push(Buffer.from(b)), writeStderr: (b) => err.push(b), readStdin: () => new Uint8Array(0) };
  const cwd = process.cwd();
  process.chdir(repoRoot);
  try {
    expect(await tblgen(args, io)).toBe(0);
  } finally {
    process.chdir(cwd);
  }
  expect(Buffer.concat(err).toString("utf8")).toBe("");
  return Buffer.concat(out).toString("utf8");
}

describe("generated files of examples/toy (and the consumer fixture)", () => {
  for (const file of EXAMPLE_FILES) {
    it(`${file.output} is what tsmlir-tblgen --${file.action} writes`, async () => {
      const text = await tblgenOutput([`--${file.action}`, ...file.flags.map(([name, value]) => `-${name}=${value}`), file.tdFile]);
      expect(readFileSync(join(repoRoot, file.output), "utf8")).toBe(text);
    });
  }

  it("Toy.td's dialect doc is mlir-tblgen 19's, with upstream's include directory", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const ours = await tblgenOutput(["-gen-dialect-doc", "-I", mlirInclude, "examples/toy/Toy.td"]);
    const upstream = spawnSync(mlirTblgen, ["-gen-dialect-doc", "-I", mlirInclude, "examples/toy/Toy.td"], { cwd: repoRoot, encoding: "utf8" });
    expect(upstream.status).toBe(0);
    expect(ours).toBe(upstream.stdout);
  });
});

describe("examples/toy/build.ts", () => {
  it("builds the program of sample.mlir with the typed API", () => {
    const built = succeeded(runScript("build.ts", []));
    // toy-opt ends its output with an empty line, as mlir-opt does.
    expect(`${built}\n`).toBe(succeeded(toyOpt("examples/toy/sample.mlir")));
    expect(built).toContain("toy.struct_access");
  });
});

describe("toy-opt", () => {
  it("prints sample.mlir in custom form and reads its own output back", () => {
    const printed = succeeded(toyOpt("examples/toy/sample.mlir"));
    const again = join(scratch, "printed.mlir");
    writeFileSync(again, printed);
    expect(succeeded(toyOpt(again))).toBe(printed);
    // Every op of the sample is a registered Toy op in custom syntax, not a generic one.
    expect(printed).not.toContain('"toy.');
    expect(printed).toContain('toy.label %4 <"scaled", 2> : tensor<3x2xf64>');
  });

  it("reads the generic form back to the same custom form", () => {
    const custom = succeeded(toyOpt("examples/toy/sample.mlir"));
    const generic = join(scratch, "generic.mlir");
    writeFileSync(generic, succeeded(toyOpt("--mlir-print-op-generic", "examples/toy/sample.mlir")));
    expect(succeeded(toyOpt(generic))).toBe(custom);
  });

  it("prints a generic form that mlir-opt reads and prints identically", (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const generic = succeeded(toyOpt("--mlir-print-op-generic", "examples/toy/sample.mlir"));
    const path = join(scratch, "for-mlir-opt.mlir");
    writeFileSync(path, generic);
    const upstream = spawnSync(mlirOpt, ["--allow-unregistered-dialect", "--mlir-print-op-generic", path], { encoding: "utf8" });
    expect(upstream.stderr).toBe("");
    expect(upstream.stdout).toBe(generic);
  });

  it("round-trips sample.mlir through bytecode, Toy's ops written as registered ops with properties", (ctx) => {
    const bytecode = join(scratch, "sample.mlirbc");
    succeeded(toyOpt("--emit-bytecode", "examples/toy/sample.mlir", "-o", bytecode));
    expect(succeeded(toyOpt(bytecode))).toBe(succeeded(toyOpt("examples/toy/sample.mlir")));
    expect(succeeded(toyOpt("--mlir-print-op-generic", bytecode))).toBe(succeeded(toyOpt("--mlir-print-op-generic", "examples/toy/sample.mlir")));

    skipWithout(ctx, "mlir-opt");
    // Toy records its version (1): a reader without Toy's bytecode interface refuses the
    // version entry, as mlir-opt does for any versioned dialect it does not know.
    const refused = spawnSync(mlirOpt, ["--allow-unregistered-dialect", "--mlir-print-op-generic", bytecode], { encoding: "utf8" });
    expect(refused.stderr).toContain("error: dialect 'toy' does not implement the bytecode interface, but found a version entry");
    // Written as Toy version 0 (before Toy had versions: no entry), mlir-opt reads it. It does
    // not know Toy: it reads each op's properties as the one attribute an unregistered op
    // stores. For an op with one inherent attribute, that is the attribute ODS's
    // writeProperties writes: the op's own value.
    const unversioned = join(scratch, "sample-v0.mlirbc");
    succeeded(toyOpt("--emit-bytecode", "--emit-bytecode-dialect-version=toy=0", "examples/toy/sample.mlir", "-o", unversioned));
    expect(succeeded(toyOpt("--mlir-print-op-generic", unversioned))).toBe(succeeded(toyOpt("--mlir-print-op-generic", bytecode)));
    const upstream = spawnSync(mlirOpt, ["--allow-unregistered-dialect", "--mlir-print-op-generic", unversioned], { encoding: "utf8" });
    expect(upstream.stderr).toBe("");
    const ours = succeeded(toyOpt("--mlir-print-op-generic", "examples/toy/sample.mlir")).split("\n");
    const theirs = upstream.stdout.split("\n");
    expect(theirs.length).toBe(ours.length);
    let withProperties = 0;
    ours.forEach((line, i) => {
      const single = /^(.*) <\{\w+ = (.*)\}> (: .*)$/.exec(line);
      if (single === null) return expect(theirs[i]).toBe(line);
      withProperties++;
      expect(theirs[i]).toBe(`${single[1]} <${single[2]}> ${single[3]}`);
    });
    expect(withProperties).toBe(5);
  });

  it("reads a newer Toy with its fallback op when enabled, else reports the version it cannot read", () => {
    const bytecode = join(scratch, "sample-fallback.mlirbc");
    succeeded(toyOpt("--emit-bytecode", "examples/toy/sample.mlir", "-o", bytecode));
    // Toy's ops read as toy.bytecode_fallback ops (as a reader not knowing them would): they
    // print, verify and are written back byte for byte.
    const fallback = ["--allow-unregistered-dialect", "--test-bytecode-fallback=toy"];
    expect(succeeded(toyOpt(...fallback, "--mlir-print-op-generic", bytecode))).toContain(`"toy.bytecode_fallback"(`);
    const rewritten = join(scratch, "sample-fallback-back.mlirbc");
    succeeded(toyOpt(...fallback, "--emit-bytecode", bytecode, "-o", rewritten));
    expect(readFileSync(rewritten).equals(readFileSync(bytecode))).toBe(true);
    // A file of Toy version 2 (its version entry, the varint 2, patched in).
    const bytes = readFileSync(bytecode);
    const newer = join(scratch, "sample-v2.mlirbc");
    writeFileSync(newer, withToyVersion(bytes, 2));
    const run = toyOpt(newer);
    expect(run.status).toBe(1);
    expect(run.stderr.split("\n")[0]).toBe(`${newer}:0:0: error: current toy dialect version is 1, can't parse version: 2`);
  });

  it("reports what Toy's verifiers and constraints refuse (invalid.mlir)", () => {
    const run = toyOpt("--split-input-file", "--verify-diagnostics", "examples/toy/invalid.mlir");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    // And without the expectations, each split fails with a located error.
    const plain = toyOpt("--split-input-file", "examples/toy/invalid.mlir");
    expect(plain.status).toBe(1);
    const splits = readFileSync(join(toy, "invalid.mlir"), "utf8").split("// -----").length;
    expect(plain.stderr.match(/^within split at examples\/toy\/invalid\.mlir:\d+ offset :\d+:\d+: error: /gm)?.length).toBeGreaterThanOrEqual(splits);
  });
});

describe("toy-opt --toy-shape-inference", () => {
  it("gives every unranked tensor of shapes.mlir its shape, counting the ops", () => {
    const run = toyOpt("--toy-shape-inference", "--mlir-pass-statistics", "examples/toy/shapes.mlir");
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain("*x");
    expect(run.stdout).toContain("toy.transpose %1 : tensor<2x3xf64> to tensor<3x2xf64>");
    expect(run.stdout).toContain("toy.add %3, %3 : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>");
    const unranked = readFileSync(join(toy, "shapes.mlir"), "utf8").match(/= toy\.\w+ [^\n]*-> tensor<\*xf64>$|= toy\.\w+ [^\n]*to tensor<\*xf64>$/gm)?.length;
    expect(run.stderr).toMatch(new RegExp(`\\(S\\) ${String(unranked)} num-inferred +- Operations whose result shapes were inferred`));
    expect(run.stderr).toMatch(/\(S\) 0 num-left-unranked/);
  });

  it("is the same pass through --pass-pipeline, and the result verifies and reads back", () => {
    const viaFlag = succeeded(toyOpt("--toy-shape-inference", "examples/toy/shapes.mlir"));
    const viaPipeline = succeeded(toyOpt("--pass-pipeline=builtin.module(func.func(toy-shape-inference))", "examples/toy/shapes.mlir"));
    expect(viaPipeline).toBe(viaFlag);
    const path = join(scratch, "inferred.mlir");
    writeFileSync(path, viaFlag);
    expect(succeeded(toyOpt(path))).toBe(viaFlag);
  });

  it("fails on shapes it cannot infer, unless allow-partial, which leaves a remark", () => {
    const input = join(scratch, "partial.mlir");
    writeFileSync(
      input,
      [
        "func.func @open(%x: tensor<*xf64>) {",
        "  // expected-error @+1 {{cannot infer the result shape: its operands never get a shape}}",
        "  %t = toy.transpose %x : tensor<*xf64> to tensor<*xf64>",
        "  toy.print %t : tensor<*xf64>",
        "  return",
        "}",
        "",
      ].join("\n"),
    );
    const failing = toyOpt("--toy-shape-inference", "--verify-diagnostics", input);
    expect(failing.stderr).toBe("");
    expect(failing.status).toBe(0);
    const plain = toyOpt("--toy-shape-inference", input);
    expect(plain.status).toBe(1);
    expect(plain.stderr).toContain("partial.mlir:3:8: error: cannot infer the result shape: its operands never get a shape");

    const partial = toyOpt("--toy-shape-inference=allow-partial=true", "--mlir-pass-statistics", input);
    expect(partial.status).toBe(0);
    expect(partial.stderr).toContain("partial.mlir:3:8: remark: result shape left unranked: its operands never get a shape");
    expect(partial.stderr).toMatch(/\(S\) 1 num-left-unranked/);
    expect(partial.stdout).toContain("toy.transpose %arg0 : tensor<*xf64> to tensor<*xf64>");
  });

  it("refuses an unknown option as mlir-opt refuses one", () => {
    const run = toyOpt("--toy-shape-inference=allow-everything=true", "examples/toy/shapes.mlir");
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("allow-everything");
  });
});
