// TableGen works on bytes and on exact 64-bit numbers (issue 18): non-ASCII and
// invalid UTF-8 survive byte for byte, `!size` counts bytes, columns are byte columns,
// numbers beyond 64 bits fail with LLVM's "Number out of range", NUL characters are
// LLVM's recoverable error. Each input is compared byte for byte with mlir-tblgen.
import { skipWithout } from "../environment.js";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCaptured } from "./cli-capture.js";
import { asOurTool, mlirInclude, oracleAvailable, runOracleBytes } from "./oracle.js";

const scratch = mkdtempSync(join(tmpdir(), "tblgen-bytes-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Case {
  readonly name: string;
  readonly input: Buffer;
  /** What we must print regardless of the oracle: status and a piece of stderr or stdout. */
  readonly status: number;
  readonly stderrHas?: string;
  readonly stdoutHas?: Buffer;
  /** Compare the whole stderr with mlir-tblgen's (else its first diagnostic). */
  readonly wholeStderr?: boolean;
  /** Our syntax errors are worded differently (test/tablegen/errors.test.ts): compare location, line and caret. */
  readonly messageMayDiffer?: boolean;
}

const b = (text: string): Buffer => Buffer.from(text, "latin1");

const cases: Case[] = [
  {
    name: "UTF-8 and invalid UTF-8 in strings and code, !size counts bytes",
    input: b('def A { string s = "caf\xc3\xa9 \xff\xfe!"; int n = !size(s); string u = !toupper(s); code c = [{\xe2\x86\x92 \x80}]; int f = !find(s, "!"); string t = !substr(s, 3, 3); }\n'),
    status: 0,
    stdoutHas: b("int n = 9;"),
  },
  {
    name: "invalid UTF-8 in a def name and a diagnostic's source line (byte columns)",
    input: b('def A { string s = "\xe2\x86\x92\xff"; int x = 1 2; }\n'),
    status: 1,
    stderrHas: ":1:38: error:",
    messageMayDiffer: true,
  },
  { name: "2^64 decimal", input: b("def A { int a = 18446744073709551616; }\n"), status: 1, stderrHas: "1:17: error: Number out of range" },
  { name: "2^64 hex", input: b("def A { int a = 0x10000000000000000; }\n"), status: 1, stderrHas: "1:17: error: Number out of range" },
  { name: "65-bit binary", input: b(`def A { int a = 0b1${"0".repeat(64)}; }\n`), status: 1, stderrHas: "Number out of range" },
  { name: "below -2^63", input: b("def A { int a = -9223372036854775809; }\n"), status: 1, stderrHas: "1:17: error: Number out of range" },
  { name: "in a range", input: b("def A { bits<2> a = {0-18446744073709551616}; }\n"), status: 1, stderrHas: "1:23: error: Number out of range" },
  { name: "in a template argument", input: b("class C<int x> { int y = x; }\ndef B : C<18446744073709551616>;\n"), status: 1, stderrHas: "2:11: error: Number out of range" },
  {
    name: "64-bit limits wrap as LLVM's strtoull/strtoll",
    input: b(`def A { int a = 18446744073709551615; int b = -9223372036854775808; int c = 9223372036854775808; int d = 0x${"0".repeat(30)}FF; int e = 0b${"1".repeat(64)}; int f = +18446744073709551615; }\n`),
    status: 0,
    stdoutHas: b("int a = -1;"),
  },
  { name: "NUL in a code block", input: b("def A { code c = [{ab\0cd\0}]; }\n"), status: 1, stderrHas: "1:18: error: NUL character is invalid in source; treated as space", wholeStderr: true },
  { name: "NUL between tokens", input: b("def A;\0\ndef B;\n"), status: 1, stderrHas: "1:7: error: NUL character", wholeStderr: true },
  { name: "NUL in a block comment", input: b("/* a\0b */\ndef A;\n"), status: 1, stderrHas: "1:1: error: NUL character", wholeStderr: true },
  { name: "NUL in a string and a line comment", input: b('// x\0y\ndef A { string s = "a\0b"; }\n'), status: 0, stdoutHas: b('string s = "a\0b";') },
  { name: "NUL inside a name", input: b("def A\0B;\n"), status: 1, stderrHas: "1:6: error: NUL character" },
  // Found by scripts/fuzz-tablegen.ts: a dag's operator must start with an identifier, `?`, !cast or !getdagop.
  { name: "dag operator that is a dag", input: b("def A { dag a = (A (A ((A)))); }\n"), status: 1, stderrHas: "1:24: error: expected identifier in dag init" },
  { name: "dag operators LLVM takes", input: b("def A { dag x = (A 1); dag a = (? 1); dag b = (!getdagop(x) 1); dag c = (!getop(x) 2); }\n"), status: 0, stdoutHas: b("dag a = (? 1);") },
];

describe("tablegen bytes and numbers", () => {
  for (const c of cases) {
    it(c.name, async () => {
      const file = join(scratch, `${c.name.replace(/[^a-z0-9]+/gi, "-")}.td`);
      writeFileSync(file, c.input);
      const ours = await runCaptured([file]);
      expect(ours.status).toBe(c.status);
      if (c.stderrHas !== undefined) expect(ours.stderr.toString("latin1")).toContain(c.stderrHas);
      if (c.stdoutHas !== undefined) expect(ours.stdout.includes(c.stdoutHas)).toBe(true);
      expect(ours.stderr.toString("latin1")).not.toMatch(/\n\s+at /);
      if (!oracleAvailable()) return;
      const oracle = await runOracleBytes([file]);
      expect(ours.status).toBe(oracle.status);
      expect(ours.stdout.equals(oracle.stdout)).toBe(true);
      const theirs = asOurTool(oracle.stderr);
      if (c.wholeStderr === true) expect(ours.stderr.toString("latin1")).toBe(theirs.toString("latin1"));
      else {
        const mine = ours.stderr.toString("latin1").split("\n").slice(0, 3);
        const want = theirs.toString("latin1").split("\n").slice(0, 3);
        if (c.messageMayDiffer === true) {
          const location = (line: string | undefined): string => /^.*?:\d+:\d+: error: /.exec(line ?? "")?.[0] ?? "";
          expect(location(mine[0])).toBe(location(want[0]));
          expect(mine.slice(1)).toEqual(want.slice(1));
        } else {
          expect(mine).toEqual(want);
        }
      }
    });
  }

  it("keeps the bytes of -o output and of stdin input", async () => {
    const input = b('def E { string s = "\xff\xfe"; }\n');
    const fromStdin = await runCaptured(["-"], input);
    expect(fromStdin.status).toBe(0);
    expect(fromStdin.stdout.includes(b('string s = "\xff\xfe";'))).toBe(true);
    const out = join(scratch, "bytes.txt");
    const file = join(scratch, "bytes.td");
    writeFileSync(file, input);
    expect((await runCaptured([file, "-o", out])).status).toBe(0);
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(out).equals(fromStdin.stdout)).toBe(true);
  });

  it("keeps the bytes of descriptions in generated docs", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen");
    const file = join(scratch, "doc.td");
    writeFileSync(
      file,
      b(
        'include "mlir/IR/OpBase.td"\ndef D : Dialect { let name = "d"; let summary = "caf\xc3\xa9"; let description = [{ \xe2\x86\x92 and \xff\xfe bytes }]; }\n' +
          'def Op1 : Op<D, "op1"> { let summary = "s\xc3\xa0"; let description = [{ Invalid \xc3 UTF-8 \x80 kept. }]; }\n',
      ),
    );
    for (const action of ["-gen-op-doc", "-gen-dialect-doc"]) {
      const args = [action, "-I", mlirInclude, file];
      const ours = await runCaptured(args);
      const theirs = await runOracleBytes(args);
      expect(ours.status).toBe(theirs.status);
      expect(ours.stdout.equals(theirs.stdout)).toBe(true);
      expect(ours.stdout.includes(b(action === "-gen-op-doc" ? "Invalid \xc3 UTF-8 \x80 kept." : "\xff\xfe"))).toBe(true);
    }
  });
});
