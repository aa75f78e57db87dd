// A user dialect's bytecode encodings from its .td: test/generated/user-dialect/ToyBytecode.td
// declares how Toy's attribute (`#toy.shape<"name" : dims>`) and type (`!toy.pair<A, B>`)
// are encoded, with upstream's BytecodeBase.td records; `tsmlir-tblgen --gen-ts-bytecode`
// turns it into toy-bytecode.generated.ts, which the dialect takes through its generated
// hooks (`createToyDialect({ ...hooks, bytecode })`), as any generated dialect. Values
// round-trip through those encodings (not the textual form), byte for byte as declared and
// byte-stable when written again, and the reader reports a code the .td does not assign.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as ir from "../../src/api/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { main as tblgen } from "../../src/cli/tblgen.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { writeRawBytecode } from "../../src/bytecode/raw/write-raw.js";
import type { RawAttrTypeEntry, RawBytecode } from "../../src/bytecode/raw/model.js";
import { toyHooks } from "./user-dialect/toy-hooks.js";
import { createToyDialect, PairType, ShapeAttr } from "./user-dialect/toy.generated.js";
import { toyBytecode } from "./user-dialect/toy-bytecode.generated.js";
import { repoRoot } from "../dialects/corpus-selection.js";

const dir = join(repoRoot, "test/generated/user-dialect");
const scratch = mkdtempSync(join(tmpdir(), "tsmlir-toy-bytecode-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const TEXT = `module {
  func.func @f(%arg0: !toy.pair<i32, !toy.pair<f64, index>>) attributes {shape = #toy.shape<"box" : 2, 3>, shapes = [#toy.shape<"line" : -7>]} {
    return
  }
}
`;

function contextWithToy(withEncodings: boolean): ir.MLIRContext {
  const context = new ir.MLIRContext();
  registerAllDialects(context);
  // The encodings go where every generated dialect takes them: its hooks' `bytecode`.
  context.loadDialect(createToyDialect(withEncodings ? { ...toyHooks, bytecode: toyBytecode } : toyHooks));
  return context;
}

function toyEntries(raw: RawBytecode, table: readonly RawAttrTypeEntry[]): RawAttrTypeEntry[] {
  return table.filter((entry) => raw.dialects[entry.dialect]?.name === "toy");
}

describe("a user dialect's bytecode encodings through tsmlir-tblgen --gen-ts-bytecode", () => {
  it("are generated from ToyBytecode.td by the command line", async () => {
    const out = join(scratch, "toy-bytecode.ts");
    const code = await tblgen([
      "--gen-ts-bytecode",
      "-bytecode-dialect=Toy",
      "-runtime-module=../../../src/api",
      "-import-dialect=toy=./toy.generated.js",
      "test/generated/user-dialect/ToyBytecode.td",
      "-o",
      out,
    ]);
    expect(code).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(readFileSync(join(dir, "toy-bytecode.generated.ts"), "utf8"));
  });

  it("encode Toy's attribute and type as declared and read them back, uniqued", () => {
    const context = contextWithToy(true);
    const module = ir.parseSourceString(TEXT, context, { fileName: "toy.mlir" });
    const bytes = ir.writeBytecode(module);
    const raw = readRawBytecode(bytes);
    const attributes = toyEntries(raw, raw.attributes);
    const types = toyEntries(raw, raw.types);
    // Both shapes and both pairs, all custom-encoded: code 1 (code 0 is ReservedOrDead),
    // the name, the dimension count, zigzag varints; a pair is code 0 and two type indices.
    expect(attributes.map((e) => e.custom)).toEqual([true, true]);
    expect(types.map((e) => e.custom)).toEqual([true, true]);
    const box = attributes.find((e) => e.data.length === 5);
    expect(box === undefined ? undefined : [box.data[0], ...box.data.slice(2)]).toEqual([3, 5, 9, 13]);
    const line = attributes.find((e) => e.data.length === 4);
    expect(line === undefined ? undefined : [line.data[0], line.data[2], line.data[3]]).toEqual([3, 3, 27]);
    for (const pair of types) expect([pair.data.length, pair.data[0]]).toEqual([3, 1]);

    const read = ir.readBytecode(bytes, context, { fileName: "toy.mlirbc" });
    expect(ir.printOperation(read)).toBe(TEXT);
    // Written again, in a context that read it only: byte for byte.
    const fresh = contextWithToy(true);
    const reread = ir.readBytecode(bytes, fresh, { fileName: "toy.mlirbc" });
    expect(ir.printOperation(reread)).toBe(TEXT);
    expect(ir.writeBytecode(reread)).toEqual(bytes);
    const [func] = ir.moduleBody(read).operations();
    const argType = func?.getRegion(0).getBlocks()[0]?.getArgument(0).type;
    expect(argType).toBeInstanceOf(PairType);
    expect(argType).toBe(PairType.get(context, ir.IntegerType.get(context, 32), PairType.get(context, ir.FloatType.get(context, "f64"), ir.IndexType.get(context))));
    expect(func?.getAttr("shape")).toBe(ShapeAttr.get(context, "box", [2, 3]));
  });

  it("leave the same IR in textual form without them, and both read back alike", () => {
    const textual = ir.writeBytecode(ir.parseSourceString(TEXT, contextWithToy(false), { fileName: "toy.mlir" }));
    const raw = readRawBytecode(textual);
    // The two shapes and the outer pair (whose text holds the inner one).
    expect([...toyEntries(raw, raw.attributes), ...toyEntries(raw, raw.types)].map((e) => e.custom)).toEqual([false, false, false]);
    const context = contextWithToy(true);
    expect(ir.printOperation(ir.readBytecode(textual, context))).toBe(TEXT);
  });

  it("report a code the .td does not assign", () => {
    const context = contextWithToy(true);
    const raw = readRawBytecode(ir.writeBytecode(ir.parseSourceString(TEXT, context, { fileName: "toy.mlir" })));
    // Code 0 is ReservedOrDead: the first Toy attribute's code varint (3, i.e. 1) becomes 1 (0).
    const attributes = raw.attributes.map((entry) =>
      raw.dialects[entry.dialect]?.name === "toy" && entry.data[0] === 3 ? { ...entry, data: Uint8Array.of(1, ...entry.data.slice(1)) } : entry,
    );
    const corrupted = writeRawBytecode({ ...raw, attributes });
    expect(() => ir.readBytecode(corrupted, context, { fileName: "bad.mlirbc" })).toThrow(/bad\.mlirbc:0:0: error: unknown attribute code: 0/);
  });
});
