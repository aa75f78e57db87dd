// Native op properties (ODS `Property` with TypeScript code, src/dialects/test/TestOps.td)
// against mlir-opt 19, whose test dialect defines the same ops in C++: text in custom and
// generic form (conversion of `<{...}>` through the property's storage, its messages),
// bytecode written byte for byte at every version, and each tool reading the other's
// bytecode. A hermetic part drives the generated accessors and builders.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as ir from "../../src/api/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { UsingIntPropertyWithWorseBytecodeOp, WithPropertiesAndAttrOp, WithPropertiesOp, WithWrappedPropertiesOp } from "../../generated/test-ops.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { writeRawBytecode } from "../../src/bytecode/raw/write-raw.js";
import { skipWithout } from "../environment.js";
import { main as tblgen } from "../../src/cli/tblgen.js";
import { runTblgen } from "../defs/tblgen-runner.js";
import { repoRoot } from "./corpus-selection.js";
import { runMlirOptOn as theirs, runTsmlirOptOn as ours } from "./opt-runs.js";

const scratch = mkdtempSync(join(tmpdir(), "native-properties-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Valid modules: every op with a native property, written in each way text can set one. */
const VALID: readonly string[] = [
  `"test.with_properties"() <{a = 3 : i32, b = "x", array = array<i64: 1, 2, 3, 4>}> : () -> ()
"test.with_properties"() <{b = "y"}> {a = 5 : i64, z} : () -> ()
"test.with_properties"() <{b = "z", a = 18446744073709551615 : i64, array = array<i64: -1, 0, 9223372036854775807, -9223372036854775808>}> : () -> ()
test.with_properties <{a = -7 : i64, array = array<i64: 4, 3, 2, 1>, b = "custom"}> {unit}
`,
  `"test.with_wrapped_properties"() <{prop = "content for properties"}> : () -> ()
"test.with_wrapped_properties"() : () -> ()
"test.with_wrapped_properties"() {prop = "x"} : () -> ()
test.with_wrapped_properties <{prop = "quoted \\"text\\""}>
`,
  `"test.with_properties_and_attr"() <{lhs = 1 : i32, rhs = 2 : i64}> : () -> ()
"test.with_properties_and_attr"() <{lhs = -1 : i32}> : () -> ()
test.with_properties_and_attr 7 <{rhs = 8 : i64}>
`,
  `test.with_properties <{a = 3 : i32, b = "x", array = array<i64: 1, 2, 3, 4>, unknown = 1}>
test.with_properties <{a = 1, b = "x", array = array<i64: 1, 2, 3, 4>}> {a = 2, b = "y"}
test.with_properties_and_attr 3 <{rhs = 2 : i8, lhs = 7 : i32}>
test.with_properties_and_attr 3 <{rhs = 2}> {lhs = 9 : i32}
`,
  `"test.using_int_property_with_worse_bytecode"() <{value = 7 : i32}> : () -> ()
"test.using_int_property_with_worse_bytecode"() : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = -123456789012 : i64}> : () -> ()
`,
  `test.with_versioned_properties 1 | 2
test.with_versioned_properties -1 | 2147483647 {x}
"test.with_versioned_properties"() <{prop = {value1 = 3, value2 = 4 : i8}}> : () -> ()
"test.with_versioned_properties"() : () -> ()
`,
];

/**
 * Valid modules whose ops mlir-opt cannot hold without properties (its struct property
 * default-constructed crashes its printer): compared only at bytecode versions that
 * write properties (5 and 6), and never left out of the text.
 */
const VALID_WITH_PROPERTIES_ONLY: readonly string[] = [
  `test.with_nice_properties "foo bar" is -3
test.with_nice_properties a is 1 {x}
test.with_nice_properties "a\\n" is -2147483648
"test.with_nice_properties"() <{prop = {label = "a", value = 5, z = 1}}> {x} : () -> ()
`,
];

/** Inputs MLIR refuses (the property's conversion fails, or an attribute does). */
const INVALID: readonly string[] = [
  `"test.with_properties"() <{b = "x", array = array<i64: 1, 2>}> : () -> ()\n`,
  `"test.with_properties"() <{b = "x", array = array<i32: 1, 2, 3, 4>}> : () -> ()\n`,
  `"test.with_properties"() <{b = "x", a = "s"}> : () -> ()\n`,
  `"test.with_properties"() <{b = 3, a = 1}> : () -> ()\n`,
  `"test.with_wrapped_properties"() <{prop = 3}> : () -> ()\n`,
  `"test.with_wrapped_properties"() <{prop = [1, "x"]}> : () -> ()\n`,
  `"test.with_properties_and_attr"() <{rhs = 1}> : () -> ()\n`,
  `"test.using_int_property_with_worse_bytecode"() <{value = 1.5 : f32}> : () -> ()\n`,
  // The custom form's prop-dict (MLIR's setPropertiesFromParsedAttr): native properties, then attributes, must be given.
  `test.with_properties <{a = 3 : i64}>\n`,
  `test.with_properties <{array = array<i64: 1, 2, 3, 4>}>\n`,
  `test.with_properties <{a = 3, array = array<i64: 1, 2, 3, 4>}>\n`,
  `test.with_properties <{b = "x", a = "s", array = array<i64: 1, 2>}>\n`,
  `test.with_properties <{a = 3, b = 4, array = array<i64: 1, 2, 3, 4>}>\n`,
  `test.with_properties_and_attr 3 {rhs = 2 : i8}\n`,
  `test.with_wrapped_properties {prop = "x"}\n`,
  `test.with_wrapped_properties <{prop = 1}>\n`,
  `test.with_properties <[1]>\n`,
  `"test.with_nice_properties"() <{prop = 3}> : () -> ()\n`,
  `"test.with_nice_properties"() <{prop = {label = "x"}}> : () -> ()\n`,
  `"test.with_nice_properties"() <{prop = {value = 5 : i32}}> : () -> ()\n`,
  `test.with_nice_properties "a" 1\n`,
  `test.with_nice_properties "a" is 2147483648\n`,
  `"test.with_versioned_properties"() <{prop = {value1 = 1}}> : () -> ()\n`,
  `"test.with_versioned_properties"() <{prop = {value1 = "a", value2 = 2}}> : () -> ()\n`,
  `test.with_versioned_properties 1 2\n`,
  `test.with_versioned_properties 4294967295 | 2\n`,
];

const MODES: readonly (readonly string[])[] = [[], ["--mlir-print-op-generic"]];
const VERSIONS = [0, 1, 2, 3, 4, 5, 6];

function write(name: string, text: string | Uint8Array): string {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

describe("native properties of the test dialect (TypeScript code in TestOps.td)", () => {
  it("print, convert and refuse as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const failures: string[] = [];
    let same = 0;
    const valid = [...VALID, ...VALID_WITH_PROPERTIES_ONLY];
    const inputs = [...valid, ...INVALID];
    for (let i = 0; i < inputs.length; i++) {
      const path = write(`text${i}.mlir`, inputs[i] as string);
      for (const flags of MODES) {
        const [a, b] = await Promise.all([ours(path, flags), theirs(path, flags)]);
        if (a.ok === b.ok && a.text === b.text) same++;
        else failures.push(`input ${i} ${flags.join(" ")}:\n--- ours\n${a.text}\n--- mlir-opt\n${b.text}`);
        expect(a.ok, `input ${i} is ${i < valid.length ? "accepted" : "refused"}`).toBe(i < valid.length);
      }
    }
    console.log(`native properties, text: ${same}/${inputs.length * MODES.length} identical to mlir-opt 19`);
    expect(failures).toEqual([]);
  });

  it("write bytecode byte for byte at every version, and each tool reads the other's", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const failures: string[] = [];
    let identical = 0;
    let readBack = 0;
    let total = 0;
    const cases = [...VALID.map((text) => [text, VERSIONS] as const), ...VALID_WITH_PROPERTIES_ONLY.map((text) => [text, [5, 6]] as const)];
    for (let i = 0; i < cases.length; i++) {
      const [text, versions] = cases[i] as (typeof cases)[number];
      const path = write(`bc${i}.mlir`, text);
      for (const version of versions) {
        total++;
        const flags = ["--emit-bytecode", `--emit-bytecode-version=${version}`];
        const [a, b] = await Promise.all([ours(path, flags), theirs(path, flags)]);
        if (a.ok && b.ok && a.text === b.text) identical++;
        else failures.push(`input ${i} version ${version}: bytecode differs (ours ${a.ok ? a.text.length : a.text} bytes, mlir-opt ${b.ok ? b.text.length : b.text})`);
        const oursFile = write(`ours${i}-v${version}.mlirbc`, Buffer.from(a.text, "latin1"));
        const theirsFile = write(`theirs${i}-v${version}.mlirbc`, Buffer.from(b.text, "latin1"));
        const generic = ["--mlir-print-op-generic"];
        const [weReadTheirs, theyReadTheirs, theyReadOurs] = await Promise.all([ours(theirsFile, generic), theirs(theirsFile, generic), theirs(oursFile, generic)]);
        if (weReadTheirs.ok && weReadTheirs.text === theyReadTheirs.text && theyReadOurs.ok && theyReadOurs.text === theyReadTheirs.text) readBack++;
        else failures.push(`input ${i} version ${version}: read back differs\n--- ours reading mlir-opt's\n${weReadTheirs.text}\n--- mlir-opt reading its own\n${theyReadTheirs.text}\n--- mlir-opt reading ours\n${theyReadOurs.text}`);
      }
    }
    console.log(`native properties, bytecode: written identically ${identical}/${total}, read back by both tools ${readBack}/${total}`);
    expect(failures).toEqual([]);
  });

  it("have typed accessors and builder arguments, stored in attribute form", () => {
    const context = new ir.MLIRContext();
    registerAllDialects(context);
    const module = ir.parseSourceString("module {}", context);
    const builder = ir.OpBuilder.atBlockEnd(ir.moduleBody(module), context);
    const loc = ir.UnknownLoc.get(context);
    const op = WithPropertiesOp.build(builder, loc, { a: 5n, b: ir.StringAttr.get(context, "s"), array: [1n, 2n, 3n, 4n] });
    expect(op.getA()).toBe(5n);
    expect(op.getArray()).toEqual([1n, 2n, 3n, 4n]);
    op.setA(-1n);
    op.setArray([9n, 8n, 7n, 6n]);
    const left = WithPropertiesOp.build(builder, loc, { b: ir.StringAttr.get(context, "t") });
    // Left out: the property's initial value (ArrayProperty: n zeros).
    expect([left.getA(), left.getArray()]).toEqual([0n, [0n, 0n, 0n, 0n]]);
    const wrapped = WithWrappedPropertiesOp.build(builder, loc, { prop: "w" });
    expect(wrapped.getProp()).toBe("w");
    const both = WithPropertiesAndAttrOp.build(builder, loc, { lhs: ir.IntegerAttr.get(ir.IntegerType.get(context, 32), 3), rhs: 4n });
    expect(both.getRhs()).toBe(4n);
    const worse = UsingIntPropertyWithWorseBytecodeOp.build(builder, loc, { value: 11n });
    worse.setValue(12n);
    const text = ir.printOperation(module, { printGenericOpForm: true });
    expect(text).toContain(`"test.with_properties"() <{a = -1 : i64, array = array<i64: 9, 8, 7, 6>, b = "s"}> : () -> ()`);
    expect(text).toContain(`"test.with_properties"() <{a = 0 : i64, array = array<i64: 0, 0, 0, 0>, b = "t"}> : () -> ()`);
    expect(text).toContain(`"test.with_wrapped_properties"() <{prop = "w"}> : () -> ()`);
    expect(text).toContain(`"test.with_properties_and_attr"() <{lhs = 3 : i32, rhs = 4 : i64}> : () -> ()`);
    expect(text).toContain(`"test.using_int_property_with_worse_bytecode"() <{value = 12 : i64}> : () -> ()`);
    // Native properties are not inherent attributes: the op's attribute names leave them out.
    expect(context.getOperationName("test.with_properties").info?.attributeNames).toEqual(["b"]);

    // Bytecode through the properties' own read/write code, and back.
    const bytes = ir.writeBytecode(module);
    const raw = readRawBytecode(bytes);
    expect(raw.version).toBe(6);
    const fresh = new ir.MLIRContext();
    registerAllDialects(fresh);
    const read = ir.readBytecode(bytes, fresh);
    expect(ir.printOperation(read, { printGenericOpForm: true })).toBe(text);
    expect(ir.writeBytecode(read)).toEqual(bytes);
    const [first] = ir.moduleBody(read).operations();
    expect(first === undefined ? undefined : WithPropertiesOp.wrap(first).getArray()).toEqual([9n, 8n, 7n, 6n]);
  });

  it("are generated from TestOps.td into the checked-in module", () => {
    const generated = readFileSync(join(import.meta.dirname, "../../generated/test-ops.ts"), "utf8");
    expect(generated).toContain(`rt.odsPropertiesCodec("test.with_properties", "b,&a,&array", [], rt.nativePropertyCodecs(WithPropertiesOp.descriptor.properties))`);
  });

  it("leave the records and docs of files with properties identical to mlir-tblgen's", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen");
    const failures: string[] = [];
    let same = 0;
    const files = ["src/dialects/test/TestOps.td", "test/generated/user-dialect/Toy.td"];
    const actions = ["--print-records", "-gen-op-doc", "-gen-dialect-doc"];
    for (const file of files) {
      for (const action of actions) {
        const args = [action, "-I", join(repoRoot, "defs"), join(repoRoot, file)];
        const theirs = await runTblgen(args);
        const chunks: Buffer[] = [];
        const code = await tblgen(args, {
          writeStdout: (bytes) => void chunks.push(Buffer.from(bytes)),
          writeStderr: () => undefined,
          readStdin: () => new Uint8Array(0),
        });
        // mlir-tblgen's output is read as UTF-8 text by the runner.
        if (theirs.ok && code === 0 && Buffer.concat(chunks).toString("utf8") === theirs.stdout) same++;
        else failures.push(`${file} ${action}`);
      }
    }
    console.log(`native properties, tblgen: ${same}/${files.length * actions.length} outputs identical to mlir-tblgen 19`);
    expect(failures).toEqual([]);
  });

  it("read a property as the test dialect's version in the file says (1.12: value1 only, value2 0)", async (ctx) => {
    const context = new ir.MLIRContext();
    registerAllDialects(context);
    const raw = readRawBytecode(ir.writeBytecode(ir.parseSourceString("test.with_versioned_properties 7 | 8\n", context)));
    // The file upstream keeps for this (written by test dialect 1.12) is binary: the same
    // layout is made from the current one, the version varints 1, 12 and the property's
    // entry holding value1 only (varint 7).
    const entries = raw.properties ?? [];
    const entry = entries.findIndex((e) => Array.from(e).join() === "15,17");
    expect(entry).toBeGreaterThanOrEqual(0);
    const old = writeRawBytecode({
      ...raw,
      dialects: raw.dialects.map((d) => (d.name === "test" ? { ...d, version: Uint8Array.of(3, 25) } : d)),
      properties: entries.map((e, i) => (i === entry ? Uint8Array.of(15) : e)),
    });
    const read = ir.readBytecode(old, context, { fileName: "versioned-1.12.mlirbc" });
    expect(ir.printOperation(read)).toBe("module {\n  test.with_versioned_properties 7 | 0\n}\n");
    // mlir-opt 19 reads it alike.
    skipWithout(ctx, "mlir-opt");
    const path = write("versioned-1.12.mlirbc", old);
    const [a, b] = await Promise.all([ours(path), theirs(path)]);
    expect(a).toEqual(b);
  });
});
