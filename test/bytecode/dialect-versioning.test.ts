// Dialect versioning through the package's public API (issue 17), with a user dialect at
// two versions (versioned-dialect.ts): version 2 reads and upgrades what version 1 wrote;
// version 2 can write version 1; version 1 given version 2 reports the dialect's error as
// mlir-opt reports upgrade errors (`file:0:0: error: ...`), or, with the fallback enabled,
// reads the ops it cannot decode as fallback ops, which verify, print and are written
// back byte for byte. The same error path is checked against mlir-opt itself with
// upstream's test dialect.
import { describe, expect, it } from "vitest";
import { DiagnosticsError, MLIRContext, fallbackStateOf, printOperation, readBytecode, writeBytecode, parseSourceString, type Operation } from "../../src/api/index.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { versionedDialect, type VtVersion } from "./versioned-dialect.js";

function contextAt(version: VtVersion): MLIRContext {
  const context = new MLIRContext();
  context.loadDialect(versionedDialect(version));
  return context;
}

const V1_INPUT = `"builtin.module"() ({
  "vt.scale"() <{factor = 3 : i32}> : () -> ()
}) : () -> ()
`;

const V2_INPUT = `"builtin.module"() ({
  "vt.scale"() <{factor = 3 : i32, offset = 5 : i32}> : () -> ()
  "vt.shift"() <{mode = #vt.mode<3>}> : () -> ()
}) : () -> ()
`;

/** Version 2 without what version 1 could not even read as unregistered ops (properties). */
const V2_PLAIN = `"builtin.module"() ({
  "vt.scale"() <{factor = 3 : i32, offset = 5 : i32}> : () -> ()
  "vt.shift"() : () -> ()
}) : () -> ()
`;

function generic(op: Operation): string {
  return printOperation(op, { printGenericOpForm: true });
}

function bytecodeAt(version: VtVersion, text: string, dialectVersions?: ReadonlyMap<string, unknown>): Uint8Array {
  const module = parseSourceString(text, contextAt(version));
  return writeBytecode(module, dialectVersions !== undefined ? { dialectVersions } : {});
}

function readError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DiagnosticsError) return error.message;
    throw error;
  }
  return "no error";
}

describe("dialect versioning in bytecode", () => {
  it("records each version's entry in the dialect section", () => {
    const entry = (bytes: Uint8Array): number[] => [...(readRawBytecode(bytes).dialects.find((d) => d.name === "vt")?.version ?? [])];
    expect(entry(bytecodeAt(1, V1_INPUT))).toEqual([1 << 1 | 1]);
    expect(entry(bytecodeAt(2, V2_INPUT))).toEqual([2 << 1 | 1]);
    expect(entry(bytecodeAt(2, V2_INPUT, new Map([["vt", 1]])))).toEqual([1 << 1 | 1]);
  });

  it("version 2 reads a module written by version 1 and upgrades it", () => {
    const module = readBytecode(bytecodeAt(1, V1_INPUT), contextAt(2));
    expect(generic(module)).toBe(`"builtin.module"() ({
  "vt.scale"() <{factor = 3 : i32, offset = 0 : i32}> : () -> ()
}) : () -> ()
`);
  });

  it("version 2 writes version 1 when asked, as version 1 writes it", () => {
    const downgraded = bytecodeAt(2, `"builtin.module"() ({
  "vt.scale"() <{factor = 3 : i32, offset = 0 : i32}> : () -> ()
}) : () -> ()
`, new Map([["vt", 1]]));
    expect(Buffer.from(downgraded).equals(Buffer.from(bytecodeAt(1, V1_INPUT)))).toBe(true);
    expect(generic(readBytecode(downgraded, contextAt(1)))).toBe(V1_INPUT);
  });

  it("version 1 given version 2 reports the dialect's upgrade error, as mlir-opt reports it", () => {
    const message = readError(() => readBytecode(bytecodeAt(2, V2_PLAIN), contextAt(1), { fileName: "v2.mlirbc" }));
    expect(message.split("\n")[0]).toBe("v2.mlirbc:0:0: error: current vt dialect version is 1, can't parse version: 2");
  });

  it("version 1 given version 2 with the fallback enabled reads fallback ops, which verify, print and write back byte for byte", () => {
    const v2 = bytecodeAt(2, V2_INPUT);
    const module = readBytecode(v2, contextAt(1), { fallback: { dialects: new Set(["vt"]) } });
    const ops = module.regions[0]?.getBlocks()[0]?.getOperations() ?? [];
    expect(ops.map((op) => fallbackStateOf(op)?.originalName)).toEqual(["vt.scale", "vt.shift"]);
    const text = generic(module);
    // The properties entry is kept encoded (two attribute numbers); the version entry is the varint 2.
    expect(text).toMatch(/"vt.bytecode_fallback"\(\) <\{opname = "vt.scale", registered, encoding = array<i8: \d+, \d+>, dialect_version = array<i8: 5>, source = \d+ : i64\}> : \(\) -> \(\)/);
    // vt.shift's properties refer to `#vt.mode<3>`, which version 1 cannot decode: it is kept
    // as a placeholder in the retained tables (and written back as read).
    expect(text).toMatch(/"vt.bytecode_fallback"\(\) <\{opname = "vt.shift", registered, encoding = array<i8: \d+>, dialect_version = array<i8: 5>, source = \d+ : i64\}> : \(\) -> \(\)/);
    expect(text).not.toContain("mode<3>");
    expect(Buffer.from(writeBytecode(module)).equals(Buffer.from(v2))).toBe(true);
    // Version 2 reads what version 1 wrote back as its own.
    expect(generic(readBytecode(writeBytecode(module), contextAt(2)))).toBe(V2_INPUT);
  });

  it("is off by default: without the fallback an unknown op stays an unknown op", () => {
    // Same version (2 reads 2), an op the reader does not know: mlir-opt 19 reads it as an
    // unregistered op, which the verifier then refuses in a dialect that does not allow them.
    const context = new MLIRContext();
    context.loadDialect({ ...versionedDialect(2), operations: versionedDialect(1).operations ?? [] });
    const message = readError(() => readBytecode(bytecodeAt(2, V2_PLAIN), context, { fileName: "v2.mlirbc" }));
    expect(message).toContain("'vt.shift'");
  });
});
