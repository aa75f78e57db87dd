// A user dialect's native properties: test/generated/user-dialect/Toy.td declares
// `toy.tagged` with a list-of-strings property whose attribute form and bytecode encoding
// are the user's TypeScript code, and an int64 property with a default value; the public
// generator (checked in user-dialect.test.ts) turns them into toy.generated.ts. Text round
// trips in custom and generic form, `<{...}>` goes through the user's conversion (and its
// messages), bytecode is written with the user's encoding and read back byte-stable.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main as tblgen } from "../../src/cli/tblgen.js";
import * as ir from "../../src/api/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { TaggedOp } from "./user-dialect/toy.generated.js";
import { toyDialect } from "./user-dialect/toy-hooks.js";

const scratch = mkdtempSync(join(tmpdir(), "tsmlir-toy-properties-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const HEADER = `include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
def D : Dialect { let name = "d"; let cppNamespace = "::d"; }
`;

/** tsmlir-tblgen --gen-ts-dialect on HEADER + `body`: its exit status and stderr. */
async function generateFrom(name: string, body: string): Promise<{ readonly code: number; readonly stderr: string }> {
  const file = join(scratch, `${name}.td`);
  writeFileSync(file, HEADER + body);
  let stderr = "";
  const code = await tblgen(["--gen-ts-dialect", file, "-o", join(scratch, `${name}.ts`)], {
    writeStdout: () => undefined,
    writeStderr: (bytes) => void (stderr += Buffer.from(bytes).toString("latin1")),
    readStdin: () => new Uint8Array(0),
  });
  return { code, stderr };
}

function contextWithToy(): ir.MLIRContext {
  const context = new ir.MLIRContext();
  registerAllDialects(context);
  context.loadDialect(toyDialect);
  return context;
}

const CUSTOM = `module {
  func.func @f(%arg0: i64) -> i64 {
    %0 = toy.tagged %arg0 <{tags = ["hot", "new"], weight = 3 : i64}>
    %1 = toy.tagged %0 <{tags = [], weight = 1 : i64}> {note}
    return %1 : i64
  }
}
`;

describe("a user dialect's native properties with TypeScript code", () => {
  it("round-trip in text, in custom and generic form", () => {
    const context = contextWithToy();
    const module = ir.parseSourceString(CUSTOM, context, { fileName: "toy.mlir" });
    expect(ir.printOperation(module)).toBe(CUSTOM);
    const generic = ir.printOperation(module, { printGenericOpForm: true });
    expect(generic).toContain(`%0 = "toy.tagged"(%arg0) <{tags = ["hot", "new"], weight = 3 : i64}> : (i64) -> i64`);
    expect(ir.printOperation(ir.parseSourceString(generic, contextWithToy()))).toBe(CUSTOM);
  });

  it("start from their default and initial values, and convert through the user's code", () => {
    const context = contextWithToy();
    const text = `func.func @f(%a: i64) {\n  %0 = "toy.tagged"(%a) <{weight = 5 : i32}> : (i64) -> i64\n  %1 = "toy.tagged"(%a) : (i64) -> i64\n  return\n}\n`;
    const printed = ir.printOperation(ir.parseSourceString(text, context), { printGenericOpForm: true });
    // The weight converts through its int64 storage (i32 -> i64); left out, it is its defaultValue, 1.
    expect(printed).toContain(`"toy.tagged"(%arg0) <{tags = [], weight = 5 : i64}> : (i64) -> i64`);
    expect(printed).toContain(`"toy.tagged"(%arg0) <{tags = [], weight = 1 : i64}> : (i64) -> i64`);
    const refuse = (props: string): string => {
      try {
        ir.parseSourceString(`func.func @f(%a: i64) {\n  %0 = "toy.tagged"(%a) ${props} : (i64) -> i64\n  return\n}\n`, contextWithToy(), { fileName: "bad.mlir" });
      } catch (error) {
        return String(error);
      }
      return "accepted";
    };
    expect(refuse(`<{tags = "hot"}>`)).toContain(`bad.mlir:2:8: error: invalid properties {tags = "hot"} for op toy.tagged: expected an array of tags`);
    expect(refuse(`<{tags = ["a", 7]}>`)).toContain(`invalid properties {tags = ["a", 7]} for op toy.tagged: expected a string tag, got 7 : i64`);
  });

  it("build and read through typed accessors", () => {
    const context = contextWithToy();
    const module = ir.parseSourceString(CUSTOM, context);
    const [func] = ir.moduleBody(module).operations();
    const [first, second] = func?.getRegion(0).getBlocks()[0]?.operations() ?? [];
    if (first === undefined || second === undefined) throw new Error("expected two toy.tagged ops");
    const tagged = TaggedOp.wrap(first);
    expect(tagged.getTags()).toEqual(["hot", "new"]);
    expect(tagged.getWeight()).toBe(3n);
    tagged.setTags(["cold"]);
    tagged.setWeight(-2n);
    const builder = ir.OpBuilder.atBlockEnd(ir.moduleBody(module), context);
    builder.setInsertionPointAfter(first);
    const built = TaggedOp.build(builder, ir.UnknownLoc.get(context), { input: tagged.getResult(), tags: ["x", "y"] });
    expect([built.getTags(), built.getWeight()]).toEqual([["x", "y"], 1n]);
    expect(ir.verify(module)).toEqual([]);
    expect(ir.printOperation(module)).toContain(`%0 = toy.tagged %arg0 <{tags = ["cold"], weight = -2 : i64}>\n    %1 = toy.tagged %0 <{tags = ["x", "y"], weight = 1 : i64}>\n`);
    expect(TaggedOp.wrap(second).getTags()).toEqual([]);
  });

  it("are written to bytecode with the user's encoding and read back byte-stable", () => {
    const context = contextWithToy();
    const module = ir.parseSourceString(CUSTOM, context);
    const bytes = ir.writeBytecode(module);
    const raw = readRawBytecode(bytes);
    // The tags travel as strings of the string section (the user's writeString), not as an attribute.
    expect(raw.strings).toContain("hot");
    expect(raw.strings).toContain("new");
    const fresh = contextWithToy();
    const read = ir.readBytecode(bytes, fresh, { fileName: "toy.mlirbc" });
    expect(ir.printOperation(read)).toBe(CUSTOM);
    expect(ir.writeBytecode(read)).toEqual(bytes);
    for (const version of [5, 6]) {
      const older = ir.writeBytecode(module, { desiredBytecodeVersion: version });
      expect(ir.printOperation(ir.readBytecode(older, contextWithToy()))).toBe(CUSTOM);
    }
  });

  it("report property code that is not TypeScript, and what is not a property, at the record", async () => {
    const cases: readonly (readonly [name: string, body: string, line: number, message: string])[] = [
      [
        "cpp-call",
        'def P : Property<"bigint"> { let initialValue = "0n"; let convertToAttribute = "convertToAttribute($_ctxt, $_storage)"; }\ndef X : Op<D, "x"> { let arguments = (ins P:$p); }\n',
        4,
        "error: the code of property 'p' of 'd.x' refers to 'convertToAttribute', which nothing declares",
      ],
      [
        "cpp-type",
        'def X : Op<D, "x"> { let arguments = (ins IntProperty<"int64_t">:$p); }\n',
        4,
        "error: the code of property 'p' of 'd.x' refers to 'int64_t', which nothing declares",
      ],
      [
        "cpp-syntax",
        'def P : Property<"bigint"> { let initialValue = "0n"; let readFromMlirBytecode = [{ uint64_t val; }]; }\ndef X : Op<D, "x"> { let arguments = (ins P:$p); }\n',
        4,
        "error: the bytecode reader (readFromMlirBytecode) of property 'p' is not TypeScript",
      ],
      ["no-initial-value", 'def X : Op<D, "x"> { let arguments = (ins Property<"string">:$p); }\n', 4, "error: property 'p' has neither a defaultValue nor an initialValue"],
      ["unknown-class", 'def X : Op<D, "x"> { let arguments = (ins NoSuchProperty:$p); }\n', 4, "error: Variable not defined: 'NoSuchProperty'"],
      [
        "not-a-property",
        'class NotAProperty { string storageType = "bigint"; }\ndef N : NotAProperty;\ndef X : Op<D, "x"> { let arguments = (ins N:$p); }\n',
        6,
        "error: unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed",
      ],
    ];
    for (const [name, body, line, message] of cases) {
      const { code, stderr } = await generateFrom(name, body);
      expect(code, name).toBe(1);
      expect(stderr, name).toMatch(new RegExp(`${name}\\.td:${line}:\\d+: `));
      expect(stderr, name).toContain(message);
      // Source line and caret, never a stack.
      expect(stderr, name).toMatch(/\n *\^/);
      expect(stderr, name).not.toMatch(/\n\s+at /);
    }
  });
});
