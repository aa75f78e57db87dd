// `tsmlir-tblgen --gen-ts-bytecode` against mlir-tblgen 19's -gen-bytecode: which dialect
// it picks and how it refuses inputs (the same words and exit status), the builtin
// encodings of our defs/mlir/IR/BuiltinDialectBytecode.td assigning upstream's codes, the
// checked-in generated/builtin-bytecode.ts being what the command writes, and names from
// the .td that cannot break the generated module.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main as tblgen } from "../../src/cli/tblgen.js";
import { evaluateTableGenFile } from "../../src/tablegen/index.js";
import { getListOfDefs, getString } from "../../src/ods/access.js";
import { defsDirectory } from "../../src/support/package-root.js";
import { generateBytecodeModule } from "../../generators/bytecode/index.js";
import { mlirInclude, mlirTblgen, repoRoot, skipWithout } from "../environment.js";

const scratch = mkdtempSync(join(tmpdir(), "tsmlir-gen-bytecode-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function ours(args: readonly string[]): Promise<Run> {
  const stdout: Uint8Array[] = [];
  const stderr: Uint8Array[] = [];
  const cwd = process.cwd();
  process.chdir(scratch);
  try {
    const status = await tblgen(["--gen-ts-bytecode", ...args], {
      writeStdout: (bytes) => stdout.push(Buffer.from(bytes)),
      writeStderr: (bytes) => stderr.push(bytes),
      readStdin: () => new Uint8Array(0),
    });
    return { status, stdout: Buffer.concat(stdout).toString("latin1"), stderr: Buffer.concat(stderr).toString("latin1") };
  } finally {
    process.chdir(cwd);
  }
}

function theirs(args: readonly string[]): Run {
  const run = spawnSync(mlirTblgen, ["-gen-bytecode", "-I", mlirInclude, ...args], { cwd: scratch, encoding: "latin1" });
  return { status: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}

const INPUTS: Readonly<Record<string, string>> = {
  // Two encodings of one cType, neither with a printerPredicate.
  "shared.td": [
    'include "mlir/IR/BytecodeBase.td"',
    'def A : DialectAttribute<(attr VarInt:$x)> { let cType = "Same"; }',
    'def B : DialectAttribute<(attr VarInt:$y)> { let cType = "Same"; }',
    'def L : DialectAttributes<"D"> { let elems = [A, B]; }',
    "",
  ].join("\n"),
  // Two dialects: one must be selected.
  "two.td": [
    'include "mlir/IR/BytecodeBase.td"',
    'def A : DialectAttribute<(attr VarInt:$x)> { let cType = "A"; }',
    'def L1 : DialectAttributes<"D1"> { let elems = [A]; }',
    'def L2 : DialectTypes<"D2"> { let elems = []; }',
    "",
  ].join("\n"),
  // A member that is no bytecode element.
  "member.td": [
    'include "mlir/IR/BytecodeBase.td"',
    "def foo;",
    'def A : DialectAttribute<(attr foo:$x)> { let cType = "A"; }',
    'def L1 : DialectAttributes<"D1"> { let elems = [A]; }',
    "",
  ].join("\n"),
};
for (const [name, text] of Object.entries(INPUTS)) writeFileSync(join(scratch, name), text);

describe("tsmlir-tblgen --gen-ts-bytecode", () => {
  it("selects the dialect and refuses inputs as mlir-tblgen -gen-bytecode does", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const cases: [string, string[]][] = [
      ["shared.td", []],
      ["shared.td", ["-bytecode-dialect=D1"]],
      ["two.td", []],
      ["two.td", ["-bytecode-dialect=D2"]],
      ["member.td", []],
    ];
    let same = 0;
    for (const [file, flags] of cases) {
      const expected = theirs([...flags, file]);
      const actual = await ours([...flags, file]);
      expect({ case: `${file} ${flags.join(" ")}`, status: actual.status, stderr: actual.stderr }).toEqual({ case: `${file} ${flags.join(" ")}`, status: expected.status, stderr: expected.stderr });
      expect(actual.stdout === "").toBe(expected.stdout === "");
      same++;
    }
    expect(same).toBe(cases.length);
  });

  it("names the record whose cType it cannot tell", async () => {
    writeFileSync(join(scratch, "anonymous.td"), ['include "mlir/IR/BytecodeBase.td"', "def A : DialectAttribute<(attr Array<WithParser<\"p\">>:$x)>;", 'def L : DialectAttributes<"D"> { let elems = [A]; }', ""].join("\n"));
    const run = await ours(["anonymous.td"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/BytecodeBase\.td:\d+:\d+: error: Unable to determine cType\n/);
  });

  it("assigns upstream's builtin codes (defs/mlir/IR/BuiltinDialectBytecode.td against MLIR 19's)", (ctx) => {
    skipWithout(ctx, "mlir-include");
    const file = "mlir/IR/BuiltinDialectBytecode.td";
    const ourRecords = evaluateTableGenFile(join(defsDirectory(), file), { includeDirs: [defsDirectory()] });
    const upstream = evaluateTableGenFile(join(mlirInclude, file), { includeDirs: [mlirInclude] });
    for (const list of ["BuiltinDialectAttributes", "BuiltinDialectTypes"]) {
      const names = (records: typeof ourRecords): string[] => {
        const record = records.getDef(list);
        if (record === undefined) throw new Error(`no ${list}`);
        return [getString(record, "dialect"), ...getListOfDefs(record, "elems").map((r) => r.name)];
      };
      expect(names(ourRecords)).toEqual(names(upstream));
    }
  });

  it("writes generated/builtin-bytecode.ts as checked in", async () => {
    const out = join(scratch, "builtin-bytecode.ts");
    const cwd = process.cwd();
    process.chdir(repoRoot);
    try {
      const status = await tblgen(["--gen-ts-bytecode", "-bytecode-dialect=Builtin", "-runtime-module=../src/api", "defs/mlir/IR/BuiltinDialectBytecode.td", "-o", out]);
      expect(status).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    expect(readFileSync(out, "utf8")).toBe(readFileSync(join(repoRoot, "generated/builtin-bytecode.ts"), "utf8"));
  });

  it("keeps names from the .td out of the code", async () => {
    const input = join(scratch, "names.td");
    writeFileSync(input, ['include "mlir/IR/BytecodeBase.td"', 'def A : DialectAttribute<(attr VarInt:$x)> { let cType = "A"; }', 'def L : DialectAttributes<"my */ dialect\\nx"> { let elems = [A]; }', ""].join("\n"));
    const records = evaluateTableGenFile(input, { includeDirs: [defsDirectory()] });
    const text = generateBytecodeModule(records, { inputFilename: "names.td" });
    // The dialect name lands in comments only, closed and on one line, and in an identifier.
    const mentions = text.split("\n").filter((l) => l.includes("dialect x"));
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.every((l) => l.startsWith("//") || l.startsWith("/**"))).toBe(true);
    expect(text).not.toMatch(/my \*\/ dialect/);
    expect(text).toContain("export const myDialectXBytecode = ");

    writeFileSync(input, ['include "mlir/IR/BytecodeBase.td"', 'def A : DialectAttribute<(attr VarInt:$class)> { let cType = "A"; }', 'def L : DialectAttributes<"D"> { let elems = [A]; }', ""].join("\n"));
    const run = await ours([input]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("names.td:2:5: error: member name 'class' is reserved in the generated code\n");
  });
});
