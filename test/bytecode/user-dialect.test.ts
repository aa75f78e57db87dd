// A user's dialect, registered through hand-written registration objects, goes through
// bytecode as mlir-opt's own dialects do: its registered ops are written as registered
// ops with their properties encoded by the registration's codec (or, without one, as
// optional attributes in name order), its dialect hooks encode its attributes, and
// everything reads back identically. The same ops in a context that does not register
// the dialect are written as unregistered ops.
import { describe, expect, it } from "vitest";
import { MLIRContext, OpaqueAttr, type Dialect, type Operation, type RegisteredOperationInfo } from "../../src/ir/index.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { printTopLevel } from "../../src/asm/printer.js";
import { SourceFile } from "../../src/support/source.js";
import { AsmTextualCodec, odsPropertiesCodec, readBytecodeIR, writeBytecode, type BytecodeDialectHooks } from "../../src/bytecode/index.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { verify } from "../../src/ir/verifier.js";

const constantOp: RegisteredOperationInfo = {
  name: "toy.constant",
  traits: [],
  attributeNames: ["value", "label"],
  bytecodeProperties: odsPropertiesCodec("toy.constant", "label?,value"),
};
/** Registered without a codec of its own: its inherent attribute is written as an optional attribute. */
const taggedOp: RegisteredOperationInfo = { name: "toy.tagged", traits: [], attributeNames: ["tag"] };
const printOp: RegisteredOperationInfo = { name: "toy.print", traits: [] };

/** `#toy.shape<N>` is written as the varint N (a custom encoding), everything else as text. */
const toyBytecode: BytecodeDialectHooks = {
  readAttribute(reader) {
    return OpaqueAttr.get(reader.context, "toy", `shape<${reader.readVarInt()}>`);
  },
  writeAttribute(attr, writer) {
    const match = attr instanceof OpaqueAttr ? /^shape<(\d+)>$/.exec(attr.data) : null;
    if (match === null) return false;
    writer.writeVarInt(Number(match[1]));
    return true;
  },
};

// No attribute parser: `#toy.shape<N>` is kept as written (opaque), which a dialect asks for.
const toyDialect: Dialect = { namespace: "toy", operations: [constantOp, taggedOp, printOp], bytecode: toyBytecode, keepsUnknownSyntaxOpaque: true };

const INPUT = `"builtin.module"() ({
  %0 = "toy.constant"() <{label = "answer", value = 42 : i32}> : () -> i32
  %1 = "toy.constant"() <{value = #toy.shape<7>}> : () -> i32
  "toy.tagged"() <{tag = "x"}> {other = 1 : i64} : () -> ()
  "toy.print"(%0, %1) : (i32, i32) -> ()
}) : () -> ()
`;

function context(registerToy: boolean): MLIRContext {
  const ctx = new MLIRContext({ allowUnregisteredDialects: !registerToy });
  if (registerToy) ctx.loadDialect(toyDialect);
  return ctx;
}

const flags = { printGenericOpForm: true, printDebugInfo: true, printLocalScope: false };

function read(registerToy: boolean, bytes: Uint8Array): string {
  const { ops } = readBytecodeIR(bytes, { context: context(registerToy), textual: new AsmTextualCodec() });
  return printTopLevel(ops[0] as Operation, { flags }).join("");
}

/** The input's bytecode, and its generic print (with locations) before writing. */
function written(registerToy: boolean): { bytes: Uint8Array; printed: string } {
  const ctx = context(registerToy);
  const { module } = parseSourceFile(new SourceFile("toy.mlir", INPUT), ctx, { allowUnregisteredDialect: !registerToy });
  expect(verify(module)).toEqual([]);
  return { bytes: writeBytecode(module, { textual: new AsmTextualCodec() }), printed: printTopLevel(module, { flags }).join("") };
}

describe("a user's registered dialect in bytecode", () => {
  it("writes its registered ops as registered, with their properties, and reads them back identically", () => {
    const { bytes, printed } = written(true);
    const raw = readRawBytecode(bytes);
    const names = raw.opNames.map((n) => `${raw.dialects[n.dialect]?.name}.${n.name}:${String(n.registered)}`);
    expect(names).toEqual(expect.arrayContaining(["toy.constant:true", "toy.tagged:true", "toy.print:true"]));
    // Properties entries for the module (builtin's two optional attributes, both absent), the
    // two constants (encoded by their codec: `label?` as an optional attribute, then `value`;
    // an unregistered op's entry is one attribute reference) and the tagged op (its one
    // optional attribute).
    expect(raw.properties?.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    // #toy.shape<7> went through the dialect's custom encoding.
    const toyIndex = raw.dialects.findIndex((d) => d.name === "toy");
    expect(raw.attributes.some((a) => a.dialect === toyIndex && a.custom)).toBe(true);
    expect(read(true, bytes)).toBe(printed);
    expect(printed).toContain(`"toy.constant"() <{label = "answer", value = 42 : i32}> : () -> i32`);
  });

  it("writes the same ops as unregistered where the dialect is not registered", () => {
    const { bytes, printed } = written(false);
    const raw = readRawBytecode(bytes);
    for (const n of raw.opNames) if (raw.dialects[n.dialect]?.name === "toy") expect(n.registered, n.name).toBe(false);
    expect(read(false, bytes)).toBe(printed);
    expect(Buffer.from(bytes).equals(Buffer.from(written(true).bytes))).toBe(false);
  });

  it("moves inherent attributes given in the attribute dictionary into the properties", () => {
    const ctx = context(true);
    const text = `"toy.constant"() {value = 1 : i32, note = "kept"} : () -> i32\n`;
    const { module } = parseSourceFile(new SourceFile("toy.mlir", text), ctx, { allowUnregisteredDialect: false });
    expect(printTopLevel(module, { flags: { printGenericOpForm: true, printDebugInfo: false, printLocalScope: false } }).join("")).toContain(
      `"toy.constant"() <{value = 1 : i32}> {note = "kept"} : () -> i32`,
    );
  });
});
