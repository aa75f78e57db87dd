// The on-disk state cache (src/tablegen/state-store.ts): the state after a main file's
// leading includes, saved by one evaluation and resumed by the next, must give exactly
// what evaluating from scratch gives; a changed include, other macros, a corrupt or
// foreign entry and an unwritable directory are misses, never wrong output or failures.
// Every test here has its own cache directory (the suite runs with TSMLIR_TBLGEN_CACHE=off:
// vitest.config.ts), so nothing depends on what another test or run left behind.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { evaluateTableGen, evaluateTableGenFile, TableGenFailure } from "../../src/tablegen/driver.js";
import { IncludeCheckpoints } from "../../src/tablegen/include-cache.js";
import type { FileSystem } from "../../src/tablegen/preprocess.js";
import { printRecords } from "../../src/tablegen/records.js";
import { StateStore, stateCacheDirectory } from "../../src/tablegen/state-store.js";
import { mlirInclude, repoRoot, skipWithout } from "../environment.js";

const FILES: { readonly [path: string]: string } = {
  "lib/base.td": [
    "#ifndef BASE_TD",
    "#define BASE_TD",
    "class Base<int n> { int value = n; string name = NAME; list<int> l = [n, !add(n, 1)]; }",
    "class Marker;",
    "defvar Global = 7;",
    "multiclass Pair<int n> { def _a : Base<n>; foreach i = [1, 2] in def _#i : Base<!mul(n, i)>; }",
    "def Shared : Base<1>;",
    "def AnonUser { Base b = Base<42>; dag d = (Shared Shared:$x, 3:$y); bits<3> bs = 0b101; }",
    "class Typed<Base b> { int v = b.value; bit isa = !isa<Base>(b); string c = !cond(!eq(b.value, 1): \"one\", true: \"other\"); }",
    "def T : Typed<Shared>;",
    "deftype IntList = list<int>;",
    "#endif",
    "",
  ].join("\n"),
  "lib/macro.td": "#ifdef FEATURE\ndef WithFeature : Base<2>;\n#else\ndef WithoutFeature : Base<3>;\n#endif\n",
  "lib/more.td": 'include "lib/base.td"\ndef More : Base<Global> { IntList il = [1]; }\n',
  "lib/dumps.td": 'include "lib/base.td"\ndump "from an include";\ndef Dumped : Base<9>;\n',
  "lib/broken.td": 'include "lib/base.td"\ndef Broken : Base<"not an int">;\n',
};

const MAINS: { readonly [name: string]: string } = {
  // Leading includes, then the file's own statements (which use what the includes made).
  main1: '#ifndef MAIN\n#define MAIN\ninclude "lib/base.td"\ninclude "lib/macro.td"\ninclude "lib/more.td"\ndefm P : Pair<5>;\ndef M1 { Base b = Base<42>; int g = Global; }\n#endif\n',
  // An empty class of the resumed state given a body.
  main2: 'include "lib/base.td"\nclass Marker { int y = 2; }\ndef W : Marker;\n',
  // Errors after and inside the includes.
  main3: 'include "lib/base.td"\ninclude "lib/more.td"\ndef Bad : Missing;\n',
  main4: 'include "lib/base.td"\ninclude "lib/broken.td"\n',
  // A message made by an include: such states are not saved.
  main5: 'include "lib/dumps.td"\ndef After : Base<Global>;\n',
  // No leading include: nothing to cache.
  main6: 'def First;\ninclude "lib/base.td"\n',
};

const directories: string[] = [];
afterEach(() => {
  for (const d of directories.splice(0)) rmSync(d, { recursive: true, force: true });
});
function temporaryDirectory(): string {
  const d = mkdtempSync(join(tmpdir(), "tsmlir-state-cache-"));
  directories.push(d);
  return d;
}

/** Everything an evaluation shows: records, messages, dependencies, or the error output. */
function outcome(files: ReadonlyMap<string, string>, main: string, options: { store?: StateStore; defines?: string[]; checkpoints?: IncludeCheckpoints } = {}): string {
  const fileSystem: FileSystem = { readFile: (path) => files.get(path.replace(/^\.\//, "")) };
  try {
    const keeper = evaluateTableGen(`${main}.td`, MAINS[main] as string, {
      fileSystem,
      includeDirs: ["."],
      defines: options.defines ?? [],
      encoding: "bytes",
      ...(options.store !== undefined ? { stateStore: options.store } : {}),
      ...(options.checkpoints !== undefined ? { checkpoints: options.checkpoints } : {}),
    });
    const messages = keeper.messages.map((m) => keeper.renderMessage(m)).join("");
    return `${printRecords(keeper)}--- messages\n${messages}--- dependencies\n${[...new Set(keeper.dependencies)].sort().join("\n")}\n`;
  } catch (e) {
    if (!(e instanceof TableGenFailure)) throw e;
    return `--- failure\n${e.rendered}`;
  }
}

/** The entry files under `directory` (build/xx/rest.json). */
function entries(directory: string): string[] {
  return (readdirSync(directory, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".json"))
    .map((f) => join(directory, f))
    .sort();
}

describe("state cache", () => {
  it("saves a state, then resumes it with the same outcome", () => {
    const files = new Map(Object.entries(FILES));
    for (const main of Object.keys(MAINS)) {
      const store = new StateStore(temporaryDirectory(), "test");
      const expected = outcome(files, main);
      expect(outcome(files, main, { store }), `${main}, saving`).toBe(expected);
      expect(outcome(files, main, { store }), `${main}, resuming`).toBe(expected);
      // Saved where the run of includes evaluates cleanly and makes no messages; read back where saved.
      const saved = main === "main1" || main === "main2" || main === "main3" ? 1 : 0;
      expect([store.writes, store.hits, store.refused], main).toEqual([saved, saved, 0]);
    }
  });

  it("misses when an include changes, or the macros do", () => {
    const files = new Map(Object.entries(FILES));
    const store = new StateStore(temporaryDirectory(), "test");
    outcome(files, "main1", { store });
    expect(store.writes).toBe(1);
    // Other macros preprocess lib/macro.td into another text: another entry.
    expect(outcome(files, "main1", { store, defines: ["FEATURE"] })).toBe(outcome(files, "main1", { defines: ["FEATURE"] }));
    expect([store.writes, store.hits]).toEqual([2, 0]);
    files.set("lib/base.td", (FILES["lib/base.td"] as string).replace("int value = n;", "int value = !mul(n, 2);"));
    expect(outcome(files, "main1", { store })).toBe(outcome(files, "main1"));
    expect([store.writes, store.hits]).toEqual([3, 0]);
    // A macro defined by the main file before its includes is in the preprocessed texts too.
    expect(outcome(files, "main1", { store })).toBe(outcome(files, "main1"));
    expect(store.hits).toBe(1);
  });

  it("refuses corrupt, truncated and foreign entries, and rewrites them", () => {
    const files = new Map(Object.entries(FILES));
    const directory = temporaryDirectory();
    const expected = outcome(files, "main1");
    outcome(files, "main1", { store: new StateStore(directory, "test") });
    const [entry] = entries(directory);
    const original = readFileSync(entry as string, "latin1");
    const damaged = [
      original.replace('"Shared"', '"Sharex"'), // a changed byte: the checksum differs
      original.slice(0, original.length >> 1), // truncated
      "not a cache entry",
      original.replace("tsmlir-tblgen evaluation state\t", "tsmlir-tblgen evaluation state\t99"), // another format
    ];
    for (const text of damaged) {
      writeFileSync(entry as string, text, "latin1");
      const store = new StateStore(directory, "test");
      expect(outcome(files, "main1", { store })).toBe(expected);
      expect([store.hits, store.refused, store.writes]).toEqual([0, 1, 1]);
      expect(readFileSync(entry as string, "latin1")).toBe(original);
    }
    // Another build of the tool: another key, never this entry; its first entry removes the
    // other builds' (and nothing else in the directory).
    writeFileSync(join(directory, "user-file"), "kept");
    const other = new StateStore(directory, "another build");
    expect(outcome(files, "main1", { store: other })).toBe(expected);
    expect([other.hits, other.writes]).toEqual([0, 1]);
    const [replacement] = entries(directory);
    expect(entries(directory)).toHaveLength(1);
    expect(replacement).not.toBe(entry);
    expect(readFileSync(join(directory, "user-file"), "utf8")).toBe("kept");
  });

  it("never fails on a directory it cannot write", () => {
    const files = new Map(Object.entries(FILES));
    const blocker = join(temporaryDirectory(), "a-file");
    writeFileSync(blocker, "");
    const store = new StateStore(join(blocker, "cache"), "test");
    expect(outcome(files, "main1", { store })).toBe(outcome(files, "main1"));
    expect([store.writes, store.hits]).toEqual([0, 0]);
  });

  it("leaves runs served by include checkpoints alone", () => {
    const files = new Map(Object.entries(FILES));
    const checkpoints = new IncludeCheckpoints();
    outcome(files, "main3", { checkpoints });
    checkpoints.singleUse = true;
    const store = new StateStore(temporaryDirectory(), "test");
    expect(outcome(files, "main1", { store, checkpoints })).toBe(outcome(files, "main1"));
    expect(store.writes).toBe(0);
  });

  it("finds its directory in the environment", () => {
    expect(stateCacheDirectory({ TSMLIR_TBLGEN_CACHE: "/x/cache", XDG_CACHE_HOME: "/y", HOME: "/h" })).toBe("/x/cache");
    expect(stateCacheDirectory({ TSMLIR_TBLGEN_CACHE: "off", HOME: "/h" })).toBeUndefined();
    expect(stateCacheDirectory({ XDG_CACHE_HOME: "/y", HOME: "/h" })).toBe("/y/tsmlir/tblgen");
    expect(stateCacheDirectory({ XDG_CACHE_HOME: "relative", HOME: "/h" })).toBe("/h/.cache/tsmlir/tblgen");
  });

  it("serves upstream dialects exactly", (ctx) => {
    skipWithout(ctx, "mlir-include");
    for (const file of ["Arith/IR/ArithOps.td", "Tensor/IR/TensorOps.td", "LLVMIR/LLVMOps.td"]) {
      const path = join(mlirInclude, "mlir/Dialect", file);
      const options = { encoding: "bytes" as const, includeDirs: [mlirInclude, join(repoRoot, "defs")] };
      const expected = printRecords(evaluateTableGenFile(path, options));
      const store = new StateStore(temporaryDirectory(), "test");
      expect(printRecords(evaluateTableGenFile(path, { ...options, stateStore: store })), file).toBe(expected);
      expect(printRecords(evaluateTableGenFile(path, { ...options, stateStore: store })), file).toBe(expected);
      expect([store.writes, store.hits], file).toEqual([1, 1]);
    }
  });

  it("is used by the command line, and --no-state-cache turns it off", (ctx) => {
    skipWithout(ctx, "mlir-include");
    const arith = join(mlirInclude, "mlir/Dialect/Arith/IR/ArithOps.td");
    const run = (directory: string, ...extra: string[]): Buffer => {
      const result = spawnSync(process.execPath, [join(repoRoot, "bin/tsmlir-tblgen.mjs"), "-gen-dialect-doc", "-I", mlirInclude, arith, ...extra], {
        env: { ...process.env, TSMLIR_TBLGEN_CACHE: directory },
        maxBuffer: 1 << 28,
      });
      expect(result.status, result.stderr.toString()).toBe(0);
      return result.stdout;
    };
    const off = temporaryDirectory();
    const reference = run(off, "--no-state-cache");
    expect(readdirSync(off)).toEqual([]);
    const on = temporaryDirectory();
    expect(run(on).equals(reference)).toBe(true);
    expect(entries(on)).toHaveLength(1);
    expect(run(on).equals(reference)).toBe(true);
  });
});
