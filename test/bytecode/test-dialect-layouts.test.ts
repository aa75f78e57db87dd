// The test-dialect op layout table against mlir-opt 19: every listed op is registered
// there (with or without properties, as listed), and for a generic instance of each op
// with properties, tsmlir reads mlir-opt's bytecode back to what mlir-opt prints and
// writes the same bytes from the generic text.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { TEST_OP_DEFAULTS, TEST_OP_LAYOUTS } from "../../src/dialects/test/operations.js";
import { parseLayout } from "../../src/bytecode/dialect/ods-properties.js";
import { readBytecodeModule, writeBytecodeModule } from "../../src/cli/opt-bytecode.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { printTopLevel } from "../../src/asm/printer.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { MLIRContext } from "../../src/ir/context.js";
import { SourceFile } from "../../src/support/source.js";
import { mapLimited, runMlirOpt } from "./oracle.js";
import { TEST_OP_SAMPLES, type TestOpSample } from "./test-dialect-samples.js";
import { entryName, propertyEntries, sampleModule } from "./test-dialect-module.js";

const work = mkdtempSync(join(tmpdir(), "tsmlir-testdialect-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const printArgs = ["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo"];

/** How mlir-opt 19 treats `<{probe}>` on an op: dropped (has properties), rejected (none), kept (unregistered). */
function registrationProbe(names: readonly string[]): string {
  return names.map((n) => `"${n}"() <{tsmlir_probe = 1 : i32}> : () -> ()`).join("\n// -----\n");
}

function ourPrint(bytes: Uint8Array, name: string): string {
  // The dialects tsmlir-opt registers, as mlir-opt reads with its own.
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerAllDialects(context);
  const module = readBytecodeModule(bytes, context, name);
  const flags = { printGenericOpForm: true, printDebugInfo: true, printLocalScope: false };
  return `${printTopLevel(module, { flags }).join("")}\n`;
}

function ourBytecode(text: string, name: string): Uint8Array {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerAllDialects(context);
  // As tsmlir-opt parses text: the registrations give inherent attribute names and default properties.
  const { module } = parseSourceFile(new SourceFile(name, text), context, { allowUnregisteredDialect: true });
  return writeBytecodeModule(module);
}

interface SampleResult {
  readonly op: string;
  readonly read: boolean;
  readonly bytes: boolean;
  readonly problem: string;
}

async function checkSample(sample: TestOpSample, index: number): Promise<SampleResult> {
  const input = join(work, `sample${index}.mlir`);
  const theirsFile = join(work, `sample${index}.mlirbc`);
  const text = sampleModule([sample]);
  writeFileSync(input, text);
  const emitted = await runMlirOpt(["--allow-unregistered-dialect", "--emit-bytecode", input, "-o", theirsFile]);
  if (emitted.code !== 0) return { op: sample.op, read: false, bytes: false, problem: `mlir-opt rejects the sample: ${emitted.stderr.split("\n")[0] ?? ""}` };
  const theirPrint = await runMlirOpt([...printArgs, theirsFile]);
  const problems: string[] = [];
  let read = false;
  let bytes = false;
  const theirs = new Uint8Array(readFileSync(theirsFile));
  try {
    const mine = ourPrint(theirs, theirsFile);
    read = mine === theirPrint.stdout.toString("latin1");
    if (!read) problems.push("reads differently");
  } catch (error) {
    problems.push(`read fails: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const mine = ourBytecode(text, input);
    bytes = Buffer.from(mine).equals(Buffer.from(theirs));
    if (!bytes) problems.push("written bytes differ");
  } catch (error) {
    problems.push(`write fails: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { op: sample.op, read, bytes, problem: problems.join("; ") };
}

/** The sample without its optional attributes and native properties (so they take their defaults). */
function withoutDefaultable(sample: TestOpSample): { sample: TestOpSample; kept: Set<string> } {
  const spec = TEST_OP_LAYOUTS[sample.op] ?? "";
  const defaultable = new Set(
    spec
      .split(",")
      .filter((e) => e.endsWith("?") || e.startsWith("%"))
      .map((e) => e.replace(/^%/, "").replace(/\?$/, "").split(":")[0] as string),
  );
  const first = sample.text.split("\n")[0] as string;
  const entries = propertyEntries(first);
  const kept = entries.filter((e) => !defaultable.has(entryName(e)));
  const open = first.indexOf("<{");
  const close = first.lastIndexOf("}>");
  const props = kept.length > 0 ? `<{${kept.join(", ")}}>` : "";
  const line = open < 0 ? first : `${first.slice(0, open)}${props}${first.slice(close + 2)}`;
  const text = [line, ...sample.text.split("\n").slice(1)].join("\n");
  return { sample: { ...sample, text }, kept: new Set(kept.map(entryName)) };
}

describe("test dialect op layouts", () => {
  it("parse, and every op with properties has a sample", () => {
    const withProperties = Object.entries(TEST_OP_LAYOUTS).filter(([, spec]) => spec !== "");
    for (const [name, spec] of withProperties) expect(parseLayout(spec).length, name).toBeGreaterThan(0);
    const sampled = new Set(TEST_OP_SAMPLES.map((s) => s.op));
    const unsampled = withProperties.filter(([name, spec]) => !sampled.has(name) && !spec.includes("!")).map(([n]) => n);
    console.log(`test dialect layouts: ${Object.keys(TEST_OP_LAYOUTS).length} registered ops, ${withProperties.length} with properties, ${sampled.size} sampled; unsampled: ${unsampled.join(", ")}`);
    for (const s of TEST_OP_SAMPLES) expect(TEST_OP_LAYOUTS[s.op], s.op).toBeTruthy();
  });

  it("list exactly the ops mlir-opt 19 registers, with or without properties", async (ctx) => {

    skipWithout(ctx, "mlir-opt", "corpus");
    const names = Object.keys(TEST_OP_LAYOUTS).filter((n) => !n.startsWith("test.dynamic_"));
    const input = join(work, "probe.mlir");
    writeFileSync(input, registrationProbe(names));
    const result = await runMlirOpt(["--split-input-file", "--mlir-print-op-generic", input]);
    const out = result.stdout.toString("latin1");
    const err = result.stderr;
    const wrong: string[] = [];
    for (const name of names) {
      const rejected = err.includes(`for op ${name}: this operation does not support properties`);
      const kept = out.includes(`"${name}"() <{tsmlir_probe`);
      const listedWithout = TEST_OP_LAYOUTS[name] === "";
      if (kept || rejected !== listedWithout) wrong.push(name);
    }
    console.log(`test dialect registration: ${names.length - wrong.length}/${names.length} listed as mlir-opt registers them${wrong.length > 0 ? `; wrong: ${wrong.join(", ")}` : ""}`);
    expect(wrong).toEqual([]);
  });

  it("give left-out properties the values mlir-opt 19 gives them", async (ctx) => {

    skipWithout(ctx, "mlir-opt", "corpus");
    const results = await mapLimited(TEST_OP_SAMPLES, 2, async (original) => {
      const { sample, kept } = withoutDefaultable(original);
      const input = join(work, `defaults${TEST_OP_SAMPLES.indexOf(original)}.mlir`);
      writeFileSync(input, sampleModule([sample]));
      const result = await runMlirOpt(["--allow-unregistered-dialect", "--mlir-print-op-generic", input]);
      if (result.code !== 0) return { op: sample.op, ok: false, got: `mlir-opt rejects it: ${result.stderr.split("\n")[0] ?? ""}` };
      const line = result.stdout.toString("latin1").split("\n").find((l) => l.includes(`"${sample.op}"`)) ?? "";
      const got = propertyEntries(line).filter((e) => !kept.has(entryName(e))).join(", ");
      return { op: sample.op, ok: got === (TEST_OP_DEFAULTS[sample.op] ?? ""), got };
    });
    const wrong = results.filter((r) => !r.ok);
    console.log(`test dialect defaults: ${results.length - wrong.length}/${results.length} samples get exactly the listed defaults`);
    for (const r of wrong) console.log(`  ${r.op}: mlir-opt gives {${r.got}}, listed {${TEST_OP_DEFAULTS[r.op] ?? ""}}`);
    expect(wrong).toEqual([]);
  }, 300_000);

  it("read mlir-opt's bytecode of each sample as mlir-opt does, and write the same bytes", async (ctx) => {

    skipWithout(ctx, "mlir-opt", "corpus");
    const results = await mapLimited(TEST_OP_SAMPLES, 2, (s) => checkSample(s, TEST_OP_SAMPLES.indexOf(s)));
    const read = results.filter((r) => r.read).length;
    const bytes = results.filter((r) => r.bytes).length;
    console.log(`test dialect samples: ${read}/${results.length} read identically, ${bytes}/${results.length} byte-identical`);
    for (const r of results) if (r.problem !== "") console.log(`  ${r.op}: ${r.problem}`);
    expect(read).toBeGreaterThanOrEqual(results.length - 8);
    expect(bytes).toBeGreaterThanOrEqual(results.length - 8);
  }, 300_000);
});
