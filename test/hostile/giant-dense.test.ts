// Large dense payloads against mlir-opt 19: hex payloads (random, splat, i1 bit-packed,
// f32/i64 elements, resource blobs) and long element lists, printed as text and written
// as bytecode (the bytes compared), plus bytecode of deeply nested regions. Sizes are
// moderate here; the multi-megabyte runs are in bench/giant-dense.bench.ts.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { runMlirOpt, runOurs, runOursProcess } from "./oracle.js";
import { ByteWriter } from "../../src/bytecode/format/byte-writer.js";

function pseudoRandomHex(bytes: number, seed: number): string {
  let state = seed;
  const digits = "0123456789ABCDEF";
  const parts = new Array<string>(bytes);
  for (let i = 0; i < bytes; i++) {
    state = (Math.imul(state, 1103515245) + 12345) | 0;
    const b = (state >>> 16) & 0xff;
    parts[i] = (digits[b >> 4] as string) + (digits[b & 15] as string);
  }
  return parts.join("");
}

const op = (attributes: string): string => `"t.x"() {${attributes}} : () -> ()\n`;
const N = 300_000;

const INPUTS: ReadonlyArray<readonly [string, string]> = [
  ["random i8 hex", op(`a = dense<"0x${pseudoRandomHex(N, 1)}"> : tensor<${N}xi8>`)],
  ["hex splat", op(`a = dense<"0x${"A5".repeat(N)}"> : tensor<${N}xi8>`)],
  ["i64 hex splat of a two-word element", op(`a = dense<"0x${"0102030405060708".repeat(N / 8)}"> : tensor<${N / 8}xi64>`)],
  ["i64 hex, equal low words only", op(`a = dense<"0x${"0102030405060708".repeat(N / 8 - 1)}0102030405060709"> : tensor<${N / 8}xi64>`)],
  ["f32 hex", op(`a = dense<"0x${pseudoRandomHex(N, 2)}"> : tensor<${N / 4}xf32>`)],
  ["i1 bit-packed hex", op(`a = dense<"0x${pseudoRandomHex(N / 8, 3)}"> : tensor<${N}xi1>`)],
  ["two equal payloads", op(`a = dense<"0x${pseudoRandomHex(N, 4)}"> : tensor<${N}xi8>, b = dense<"0x${pseudoRandomHex(N, 4)}"> : tensor<${N}xi8>`)],
  [
    "same payload, two types",
    op(`a = dense<"0x${pseudoRandomHex(N, 5)}"> : tensor<${N}xi8>, b = dense<"0x${pseudoRandomHex(N, 5)}"> : tensor<${N / 2}xi16>`),
  ],
  ["integer list", op(`a = dense<[${Array.from({ length: N / 10 }, (_, i) => (i * 7919) % 65536 - 32768).join(", ")}]> : tensor<${N / 10}xi32>`)],
  ["float list", op(`a = dense<[${Array.from({ length: N / 20 }, (_, i) => `${i}.5`).join(", ")}]> : tensor<${N / 20}xf64>`)],
  [
    "resource blob",
    `"t.x"() {a = dense_resource<blob1> : tensor<${N}xi8>} : () -> ()\n{-#\n  dialect_resources: {\n    builtin: {\n      blob1: "0x01000000${pseudoRandomHex(N, 6)}"\n    }\n  }\n#-}\n`,
  ],
  ["bad hex digit", op(`a = dense<"0x${pseudoRandomHex(1000, 7)}G0"> : tensor<1001xi8>`)],
  ["wrong hex size", op(`a = dense<"0x${pseudoRandomHex(1000, 8)}"> : tensor<1001xi8>`)],
];

describe("giant dense payloads", () => {
  it("print and write bytecode as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-dense-"));
    const args = ["--allow-unregistered-dialect"];
    for (const [index, [label, text]] of INPUTS.entries()) {
      writeFileSync(join(dir, `in${index}.mlir`), text);
      const theirs = runMlirOpt([...args, `in${index}.mlir`], dir);
      const ours = await runOurs([...args, `in${index}.mlir`], dir);
      expect(ours, label).toEqual(theirs);
      if (theirs.code !== 0) continue;
      runMlirOpt([...args, "--emit-bytecode", `in${index}.mlir`, "-o", `theirs${index}.mlirbc`], dir);
      await runOurs([...args, "--emit-bytecode", `in${index}.mlir`, "-o", `ours${index}.mlirbc`], dir);
      expect(readFileSync(join(dir, `ours${index}.mlirbc`)).equals(readFileSync(join(dir, `theirs${index}.mlirbc`))), label).toBe(true);
      expect(await runOurs([...args, `theirs${index}.mlirbc`], dir), label).toEqual(theirs);
    }
  });

  it("nest regions in bytecode as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-nested-"));
    // 2,000 levels: deep enough that every section is appended many times over, within
    // what mlir-opt itself handles (it overflows its stack from about 3,000).
    const depth = 2_000;
    writeFileSync(join(dir, "nested.mlir"), `${'"t.r"() ({\n'.repeat(depth)}"t.end"() : () -> ()\n${"}) : () -> ()\n".repeat(depth)}`);
    const args = ["--allow-unregistered-dialect", "--emit-bytecode", "nested.mlir", "-o"];
    expect(runMlirOpt([...args, "theirs.mlirbc"], dir).code).toBe(0);
    // The launcher: it runs deeply nested text on a thread with a large stack.
    expect(runOursProcess([...args, "ours.mlirbc"], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, "ours.mlirbc")).equals(readFileSync(join(dir, "theirs.mlirbc")))).toBe(true);
  });
});

describe("ByteWriter sections", () => {
  it("nest 50,000 deep with their bytes intact and each level's buffer small", () => {
    // Each level: a marker byte, then the section of the level below (id 3), built the
    // way the IR writer builds nested regions: one reused writer per depth.
    const depth = 50_000;
    const writers = Array.from({ length: depth }, () => new ByteWriter(16));
    (writers[depth - 1] as ByteWriter).byte(0x42);
    for (let level = depth - 2; level >= 0; level--) {
      const writer = writers[level] as ByteWriter;
      writer.byte(level & 0x7f);
      writer.section(3, writers[level + 1] as ByteWriter);
      (writers[level + 1] as ByteWriter).reset();
    }
    const bytes = (writers[0] as ByteWriter).finish();
    // Read it back: marker, section id, varint size, then the nested level.
    let at = 0;
    for (let level = 0; level < depth - 1; level++) {
      expect(bytes[at++]).toBe(level & 0x7f);
      expect(bytes[at++]).toBe(3);
      const first = bytes[at] as number;
      const sizeBytes = first & 1 ? 1 : first & 2 ? 2 : first & 4 ? 3 : 4;
      at += sizeBytes;
    }
    expect(bytes[at]).toBe(0x42);
    expect(at + 1).toBe(bytes.length);
    // Had each level copied the levels below into its own buffer, the writers would hold
    // the square of the depth; adopted sections leave every buffer at its first size.
    const retained = writers.reduce((sum, w) => sum + (w as unknown as { buffer: Uint8Array }).buffer.length, 0);
    expect(retained).toBeLessThan(depth * 64);
  });
});
