// optMain (tsmlir/opt): the tsmlir-opt command line over a caller's registry, and
// --load-dialect-plugin, which adds a JavaScript module's dialects to it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { DialectRegistry, type Dialect } from "../../src/api/index.js";
import { optMain } from "../../src/api/opt.js";
import { setOptIO } from "../../src/cli/opt-io.js";
import { runOpt } from "../opt/run-opt.js";
import { mlirOpt, repoRoot, skipWithout } from "../environment.js";

const scratch = mkdtempSync(join(tmpdir(), "tsmlir-opt-main-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

/** Runs optMain in-process with captured streams. */
async function run(args: readonly string[], registry: DialectRegistry, programName?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const restore = setOptIO({ writeStdout: (b) => out.push(Buffer.from(b)), writeStderr: (b) => err.push(Buffer.from(b)), cwd: scratch });
  try {
    const code = await optMain(args, registry, programName === undefined ? {} : { programName, overview: `${programName} driver` });
    return { code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") };
  } finally {
    restore();
  }
}

const helloDialect: Dialect = { namespace: "hello", operations: [{ name: "hello.world", traits: [] }] };
const helloInput = file("hello.mlir", '"hello.world"() : () -> ()\n');
const helloOutput = 'module {\n  "hello.world"() : () -> ()\n}\n\n';

describe("optMain", () => {
  it("runs the command line over the given registry's dialects", async () => {
    const without = await run([helloInput], new DialectRegistry());
    expect(without.code).toBe(1);
    expect(without.stderr).toContain("hello.mlir:1:14: error: operation being parsed with an unregistered dialect");
    const registry = new DialectRegistry().insert(helloDialect);
    const withDialect = await run([helloInput], registry);
    expect(withDialect.stderr).toBe("");
    expect(withDialect.stdout).toBe(helloOutput);
    expect(withDialect.code).toBe(0);
  });

  it("names itself as told in usage errors and --help", async () => {
    const usage = await run(["--bogus"], new DialectRegistry(), "toy-opt");
    expect(usage).toEqual({ code: 1, stdout: "", stderr: "toy-opt: Unknown command line argument '--bogus'.  Try: 'toy-opt --help'\ntoy-opt: Did you mean '-o'?\n" });
    const help = await run(["--help"], new DialectRegistry(), "toy-opt");
    expect(help.stdout.startsWith("OVERVIEW: toy-opt driver\n\nUSAGE: toy-opt [options] <input file>\n")).toBe(true);
    expect(help.stdout).toContain("--load-dialect-plugin=<string>");
  });

  it("reports an exception from a dialect's code as an internal failure instead of throwing", async () => {
    const broken: Dialect = {
      namespace: "broken",
      operations: [
        {
          name: "broken.op",
          traits: [],
          verify() {
            throw new TypeError("hook bug");
          },
        },
      ],
    };
    const result = await run([file("broken.mlir", '"broken.op"() : () -> ()\n')], new DialectRegistry().insert(broken), "broken-opt");
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("broken-opt: error: internal failure: hook bug\n");
  });
});

describe("--load-dialect-plugin", () => {
  const dialectModule = file(
    "hello-plugin.mjs",
    `export const helloDialect = { namespace: "hello", operations: [{ name: "hello.world", traits: [] }] };\nexport const version = 1;\n`,
  );
  const registerModule = file(
    "register-plugin.mjs",
    `export function registerDialects(registry) {\n  registry.insert({ namespace: "hello", operations: [{ name: "hello.world", traits: [] }] });\n}\n`,
  );

  it("registers the dialects a module exports, or calls its registerDialects(registry)", async () => {
    for (const plugin of [dialectModule, registerModule]) {
      const registry = new DialectRegistry();
      const result = await run([`--load-dialect-plugin=${plugin}`, helloInput], registry);
      expect(result.stderr, plugin).toBe("");
      expect(result.stdout, plugin).toBe(helloOutput);
      // The caller's registry is left as it was.
      expect(registry.has("hello")).toBe(false);
    }
  });

  it("resolves the plugin against the working directory, and takes the value as the next argument", async () => {
    const result = await runOpt(["--load-dialect-plugin", "hello-plugin.mjs", "hello.mlir"], scratch);
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(helloOutput);
  });

  it("loads a plugin built on its own copy of the tsmlir package (recognised by shape)", async (ctx) => {
    skipWithout(ctx, "dist");
    const built = pathToFileURL(join(repoRoot, "dist/src/api/index.js")).href;
    const plugin = file(
      "own-copy-plugin.mjs",
      [
        `import * as ir from ${JSON.stringify(built)};`,
        `export const helloDialect = { namespace: "hello", operations: [{ name: "hello.world", traits: [ir.OpTrait.ZeroOperands] }] };`,
        `export const context = new ir.MLIRContext();`,
      ].join("\n"),
    );
    const result = await runOpt([`--load-dialect-plugin=${plugin}`, helloInput]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(helloOutput);
  });

  it("reports a module it cannot use as mlir-opt does, and goes on without it", async () => {
    const plugins = [
      join(scratch, "missing.mjs"),
      file("empty-plugin.mjs", "export const answer = 42;\nexport const config = { namespace: 'not a dialect' };\n"),
      file("throwing-plugin.mjs", 'throw new Error("cannot load");\n'),
      file("syntax-plugin.mjs", "export const = ;\n"),
    ];
    for (const plugin of plugins) {
      const result = await runOpt([`--load-dialect-plugin=${plugin}`, "--allow-unregistered-dialect", helloInput]);
      expect(result.stderr, plugin).toBe(`Failed to load dialect plugin from '${plugin}'. Request ignored.\n`);
      expect(result.stdout, plugin).toBe(helloOutput);
      expect(result.code, plugin).toBe(0);
    }
  });

  it("words a missing plugin exactly as mlir-opt 19", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const args = ["--load-dialect-plugin=/nonexistent/plugin.so", file("empty.mlir", "module {\n}\n")];
    const theirs = spawnSync(mlirOpt, args, { encoding: "utf8" });
    const ours = await runOpt(args);
    expect({ code: ours.code, stdout: ours.stdout, stderr: ours.stderr }).toEqual({ code: theirs.status, stdout: theirs.stdout, stderr: theirs.stderr });
  });
});
