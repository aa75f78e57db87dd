// tsmlir-opt's command line against mlir-opt 19's (LLVM's option parser): values of boolean
// and valued options, options that take no value, grouping of one-letter options, `--`,
// response files, several errors in one command line, for the general and the pass-manager
// options. Each case runs both tools and compares exit code, stdout and stderr.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { tokenizeGNUCommandLine } from "../../src/cli/llvm-cl.js";
import { runMlirOpt, runOurs } from "./oracle.js";

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-cl-"));
  writeFileSync(join(dir, "good.mlir"), "module {}\n");
  writeFileSync(join(dir, "func.mlir"), "func.func @f() {\n  return\n}\n");
  writeFileSync(join(dir, "two.mlir"), "func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n");
  writeFileSync(join(dir, "empty.mlir"), "");
  writeFileSync(join(dir, "bad-bool.rsp"), "--allow-unregistered-dialect=bogus good.mlir\n");
  writeFileSync(join(dir, "generic.rsp"), "--mlir-print-op-generic 'good.mlir'\n");
  writeFileSync(join(dir, "nested.rsp"), "@generic.rsp --mlir-print-debuginfo\n");
  mkdirSync(join(dir, "directory"));
  return dir;
}

/** Command lines whose output mlir-opt decides without a nearest-option guess that depends on its option set. */
const CASES: readonly string[][] = [
  // Boolean options: LLVM's spellings, anything else refused.
  ["--allow-unregistered-dialect=bogus", "good.mlir"],
  ["--allow-unregistered-dialect=", "good.mlir"],
  ["--allow-unregistered-dialect=TRUE", "good.mlir"],
  ["-allow-unregistered-dialect=False", "good.mlir"],
  ["--mlir-print-op-generic=0", "good.mlir"],
  ["--mlir-print-op-generic=yes", "good.mlir"],
  ["--verify-diagnostics=2", "good.mlir"],
  ["--emit-bytecode=x", "good.mlir"],
  ["--no-implicit-module=bad", "good.mlir"],
  ["--mlir-print-debuginfo=true", "--mlir-print-local-scope=1", "good.mlir"],
  // Options that take no value, or need one.
  ["--help=foo"],
  ["--help=1", "good.mlir"],
  ["-h=x"],
  ["-o"],
  ["--emit-bytecode-version"],
  ["--emit-bytecode-version=", "good.mlir"],
  ["--emit-bytecode-version=abc", "good.mlir"],
  ["--mlir-elide-elementsattrs-if-larger=", "good.mlir"],
  ["--mlir-elide-elementsattrs-if-larger=-1", "good.mlir"],
  ["--load-dialect-plugin"],
  ["--output-split-marker"],
  // One-letter options group; one that needs a value may not be grouped.
  ["-ob.mlir", "good.mlir"],
  ["-o-", "good.mlir"],
  ["-pbuiltin.module", "good.mlir"],
  // Positionals, `--`, several errors reported in order.
  ["good.mlir", "good.mlir"],
  ["--", "-x"],
  ["--allow-unregistered-dialect=x", "--mlir-print-op-generic=y", "good.mlir"],
  ["--foo=3", "good.mlir"],
  ["--allow-unregistered-dialec", "good.mlir"],
  ["---allow-unregistered-dialect", "good.mlir"],
  // Pass-manager options.
  ["--verify-each=bogus", "good.mlir"],
  ["--mlir-timing-display=foo", "good.mlir"],
  ["--mlir-timing-display"],
  ["--mlir-pass-statistics-display", "good.mlir"],
  ["-mlir-timing-display", "list", "good.mlir"],
  ["--mlir-print-ir-before=cse,canonicalize,bogus", "good.mlir"],
  ["--mlir-print-ir-before=cse,", "good.mlir"],
  ["--mlir-print-ir-after", "cse", "good.mlir"],
  ["--mlir-pass-statistics=maybe", "good.mlir"],
  ["--dump-pass-pipeline=0", "--cse=", "good.mlir"],
  ["-p", "builtin.module(cse)", "good.mlir"],
  ["-p=x", "good.mlir"],
  ["--pass-pipeline=", "good.mlir"],
  ["--canonicalize=bogus", "good.mlir"],
  // Response files.
  ["@bad-bool.rsp"],
  ["@generic.rsp"],
  ["@nested.rsp"],
  ["@missing.rsp"],
  // --no-implicit-module and the split markers.
  ["--no-implicit-module", "func.mlir"],
  ["--no-implicit-module", "two.mlir"],
  ["--no-implicit-module", "empty.mlir"],
  ["--no-implicit-module", "good.mlir"],
];

describe("tsmlir-opt's command line", () => {
  it("parses every case as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = workspace();
    for (const args of CASES) {
      const theirs = runMlirOpt(args, dir);
      const ours = await runOurs(args, dir);
      expect(ours, args.join(" ")).toEqual(theirs);
    }
  });

  it("refuses response files it cannot expand, with LLVM's text (and does not go on without the options, as LLVM does)", async () => {
    const dir = workspace();
    writeFileSync(join(dir, "self.rsp"), "@self.rsp\n");
    const recursive = await runOurs(["@self.rsp"], dir);
    expect(recursive).toEqual({ code: 1, stdout: "", stderr: `recursive expansion of: '${join(dir, "self.rsp")}'\n` });
    const directory = await runOurs(["@directory"], dir);
    expect(directory).toEqual({ code: 1, stdout: "", stderr: `cannot not open file '${join(dir, "directory")}': Is a directory\n` });
  });

  it("tokenizes response files as LLVM's GNU tokenizer", () => {
    expect(tokenizeGNUCommandLine(`-o "a b" 'c d'e \\"f\\\ng`)).toEqual(["-o", "a b", "c de", '"f\ng']);
    expect(tokenizeGNUCommandLine("  x\t\ny  ")).toEqual(["x", "y"]);
    // An unterminated quote ends the text; what was read is still an argument.
    expect(tokenizeGNUCommandLine(`"unterminated`)).toEqual(["unterminated"]);
  });

  it("prints help when --help is read, after the errors before it", async () => {
    const dir = workspace();
    const run = await runOurs(["--bogus-flag", "--help", "--another-bogus"], dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^TOOL: Unknown command line argument '--bogus-flag'\.  Try: 'TOOL --help'\n/);
    expect(run.stderr).not.toContain("another-bogus");
    expect(run.stdout).toContain("USAGE: TOOL [options] <input file>");
    expect((await runOurs(["-hx"], dir)).stdout).toContain("USAGE:");
  });
});
