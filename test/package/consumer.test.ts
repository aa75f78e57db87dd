// The package as a user gets it: `npm pack` the project, install the tarball into an empty
// temporary project (dependencies from npm's cache when it has them), then in that project
// run `npx tsmlir-tblgen` on a .td including "mlir/IR/OpBase.td" with no -I, type-check a
// program importing `tsmlir` with `tsc --strict` and run it (build, verify, print, parse,
// bytecode round trip), and run `npx tsmlir-opt` on its output and with a dialect plugin.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, skipWithout } from "../environment.js";

const fixtures = join(repoRoot, "test/package/consumer");
const tsc = join(repoRoot, "node_modules/typescript/bin/tsc");
const typeRoots = join(repoRoot, "node_modules/@types");

function npmMissing(): string | undefined {
  const npm = spawnSync("npm", ["--version"], { encoding: "utf8" });
  return npm.status === 0 ? undefined : "npm is not available on PATH";
}

function run(command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1 << 26 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${String(result.status)}:\n${result.stderr}${result.stdout}`);
  return result;
}

/** What the tarball holds (npm pack --json's file list). */
interface PackResult {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

describe("the packed package in a consumer project", () => {
  it("installs, and its tools, entry points and types work there", (ctx) => {
    skipWithout(ctx, "dist");
    const npm = npmMissing();
    if (npm !== undefined) ctx.skip(npm);
    const work = mkdtempSync(join(tmpdir(), "tsmlir-consumer-"));
    try {
      // dist/ is what CI just built; --ignore-scripts keeps `prepare` from rebuilding it.
      const packed = run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", work], repoRoot);
      const [pack] = JSON.parse(packed.stdout) as PackResult[];
      if (pack === undefined) throw new Error("npm pack listed no tarball");
      const paths = pack.files.map((f) => f.path);
      for (const needed of ["bin/tsmlir-opt", "bin/tsmlir-opt.mjs", "bin/tsmlir-tblgen.mjs", "dist/src/api/index.js", "dist/src/api/index.d.ts", "dist/src/api/tablegen.js", "dist/src/api/opt.d.ts", "dist/generated/arith.js", "dist/src/tablegen/tablegen-parser.generated.js", "dist/src/ods/format/assembly-format-parser.generated.js", "defs/mlir/IR/OpBase.td", "generators/docs/templates/dialect-doc.hbs", "README.md", "package.json"]) {
        expect(paths, needed).toContain(needed);
      }
      expect(paths.filter((p) => /^(test|bench|scripts|src|grammar|examples)\//.test(p) || p.endsWith(".map") || (p.endsWith(".ts") && !p.endsWith(".d.ts")))).toEqual([]);

      const project = join(work, "consumer");
      run("mkdir", [project], work);
      writeFileSync(join(project, "package.json"), `${JSON.stringify({ name: "consumer", version: "1.0.0", private: true, type: "module" }, null, 2)}\n`);
      run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", join(work, pack.filename)], project);
      for (const name of readdirSync(fixtures)) copyFileSync(join(fixtures, name), join(project, name));

      // The default include path is the installed package's defs/.
      const records = run("npx", ["--no", "--", "tsmlir-tblgen", "--print-records", "hello.td"], project);
      expect(records.stdout).toContain("def Hello_WorldOp {\t// Op");
      const docs = run("npx", ["--no", "--", "tsmlir-tblgen", "-gen-dialect-doc", "hello.td"], project);
      expect(docs.stdout).toContain("### `hello.world` (::hello::WorldOp)");

      // A strict program against the package's declarations, then run.
      run(process.execPath, [tsc, "-p", "tsconfig.json", "--typeRoots", typeRoots], project);
      const program = run(process.execPath, ["out/program.js"], project);
      expect(program.stderr).toBe("");
      expect(program.stdout).toBe(
        "module {\n  func.func @increment(%arg0: i32) -> i32 {\n    %c1_i32 = arith.constant 1 : i32\n    %0 = arith.addi %arg0, %c1_i32 : i32\n    return %0 : i32\n  }\n}\nround trips: identical (consumer-opt)\n",
      );

      // tsmlir-opt on the program's text and bytecode.
      const fromText = run("npx", ["--no", "--", "tsmlir-opt", "--mlir-print-op-generic", "increment.mlir"], project);
      const fromBytecode = run("npx", ["--no", "--", "tsmlir-opt", "--mlir-print-op-generic", "increment.mlirbc"], project);
      expect(fromText.stdout).toContain('%1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32');
      expect(fromBytecode.stdout).toBe(fromText.stdout);

      // A dialect plugin of the project, importing the installed package.
      const plugin = run("npx", ["--no", "--", "tsmlir-opt", "--load-dialect-plugin=hello-plugin.mjs", "hello.mlir"], project);
      expect(plugin.stderr).toBe("");
      expect(plugin.stdout).toBe('module {\n  "hello.world"() : () -> ()\n}\n\n');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
