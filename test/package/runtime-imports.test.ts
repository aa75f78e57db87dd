// The run-time entry points load no build-time dependency: each is imported by name
// (through the package's exports) in a fresh Node process whose module loads are recorded
// by a module.register hook (record-imports.mjs). The build-time entry, which does load
// them, shows the recording sees such modules at all.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, skipWithout } from "../environment.js";

const BUILD_TIME = /\/node_modules\/(ts-morph|@ts-morph\/[^/]+|peggy|handlebars|typescript|zod)\//;
/** The pass layer validates pass options with zod (a run-time dependency by design); nothing else of BUILD_TIME may load. */
const BUILD_TIME_WITHOUT_ZOD = /\/node_modules\/(ts-morph|@ts-morph\/[^/]+|peggy|handlebars|typescript)\//;
const RUNTIME_ENTRIES: readonly (readonly [string, RegExp])[] = [
  ["tsmlir", BUILD_TIME],
  ["tsmlir/ir", BUILD_TIME],
  ["tsmlir/dialect", BUILD_TIME],
  ["tsmlir/rewrite", BUILD_TIME],
  ["tsmlir/ods", BUILD_TIME],
  ["tsmlir/dialects/arith", BUILD_TIME],
  ["tsmlir/dialects/func", BUILD_TIME],
  ["tsmlir/opt", BUILD_TIME_WITHOUT_ZOD],
  ["tsmlir/pass", BUILD_TIME_WITHOUT_ZOD],
];

/** The URLs of every module a fresh Node process loads to import `specifier` (resolved from the repository). */
function modulesLoadedBy(specifier: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-imports-"));
  const log = join(dir, "modules.log");
  try {
    const result = spawnSync(
      process.execPath,
      ["--import", join(repoRoot, "test/package/record-imports.mjs"), "--input-type=module", "-e", `await import(${JSON.stringify(specifier)});`],
      { cwd: repoRoot, env: { ...process.env, TSMLIR_IMPORT_LOG: log }, encoding: "utf8" },
    );
    expect(result.stderr, specifier).toBe("");
    expect(result.status, specifier).toBe(0);
    return readFileSync(log, "utf8").split("\n").filter((url) => url.length > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("package entry points", () => {
  it("load no build-time dependency at run time (tsmlir, tsmlir/ir, tsmlir/dialect, tsmlir/rewrite, tsmlir/ods, tsmlir/dialects/*; zod only with passes)", (ctx) => {
    skipWithout(ctx, "dist");
    for (const [entry, forbidden] of RUNTIME_ENTRIES) {
      const loaded = modulesLoadedBy(entry);
      expect(loaded.some((url) => url.includes("/dist/src/")), `${entry} loads the built package`).toBe(true);
      expect(loaded.filter((url) => forbidden.test(url)), entry).toEqual([]);
    }
  });

  it("tsmlir/tablegen does load them (the recording sees dependencies)", (ctx) => {
    skipWithout(ctx, "dist");
    const loaded = modulesLoadedBy("tsmlir/tablegen").filter((url) => BUILD_TIME.test(url));
    expect(loaded.some((url) => url.includes("/node_modules/zod/"))).toBe(true);
    expect(loaded.some((url) => url.includes("/node_modules/handlebars/"))).toBe(true);
  });
});
