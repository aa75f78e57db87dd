// How text sets an op's properties (MLIR 19's verifyInherentAttrs, setInherentAttr and
// setPropertiesFromAttr), against mlir-opt 19 at test time in custom and generic form:
// inherent attributes in the attribute dictionary, `<{...}>` over them, the legacy
// segment-size spellings, unknown keys, storage classes, segment sizes MLIR always holds,
// ops without properties, and inherent attributes in a custom form's attribute dictionary
// (checked as it is parsed, and set over what the format parsed). Inputs written here; a hermetic part checks the main facts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { runMlirOptOn as theirs, runTsmlirOptOn as ours, type OptRun as Run } from "./opt-runs.js";

/** A cf.cond_br whose property part is `props` (its operands need segments 1, 1, 0). */
function condBr(props: string): string {
  return `func.func @f(%c: i1, %a: i32) {\n  "cf.cond_br"(%c, %a) [^bb1, ^bb2] ${props} : (i1, i32) -> ()\n^bb1(%x: i32):\n  return\n^bb2:\n  return\n}\n`;
}

function cmpi(props: string): string {
  return `func.func @f(%a: i32, %b: i32) {\n  %0 = "arith.cmpi"(%a, %b) ${props} : (i32, i32) -> i1\n  return\n}\n`;
}

/** An arith.cmpi in its custom form with attribute dictionary `dict` (inherent attributes there are set over the format's). */
function cmpiCustom(dict: string): string {
  return `func.func @f(%a: i32, %b: i32) -> i1 {\n  %0 = arith.cmpi eq, %a, %b ${dict} : i32\n  return %0 : i1\n}\n`;
}

const INPUTS: readonly string[] = [
  cmpiCustom("{predicate = 3 : i64}"),
  cmpiCustom("{predicate = 3 : i32}"),
  cmpiCustom('{predicate = "sle"}'),
  cmpiCustom("{predicate = 3 : i64, foo}"),
  `func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a overflow<nsw> {overflowFlags = #arith.overflow<nuw>} : i32\n  return %0 : i32\n}\n`,
  condBr(""),
  condBr("{operand_segment_sizes = array<i32: 1, 1, 0>}"),
  condBr("<{operand_segment_sizes = array<i32: 1, 1, 0>}>"),
  condBr("{operand_segment_sizes = array<i32: 1, 1, 0>, operandSegmentSizes = array<i32: 1, 0, 1>}"),
  condBr("{operandSegmentSizes = array<i32: 1, 1, 0>, operand_segment_sizes = array<i32: 1, 0, 1>}"),
  condBr("<{operandSegmentSizes = array<i32: 1, 1, 0>, operand_segment_sizes = array<i32: 1, 0, 1>}>"),
  condBr("<{operandSegmentSizes = array<i32: 1, 1, 0>}> {operand_segment_sizes = array<i32: 1, 0, 1>}"),
  condBr("{operand_segment_sizes = 3 : i32}"),
  condBr("{operandSegmentSizes = array<i32: 1, 1>}"),
  condBr("{operandSegmentSizes = array<i64: 1, 1, 0>}"),
  condBr("<{operandSegmentSizes = 3 : i32}>"),
  condBr("<{operandSegmentSizes = array<i32: 1, 1>}>"),
  condBr("<{foo = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}>"),
  condBr("<[1]>"),
  cmpi("{predicate = 3 : i32}"),
  cmpi('{predicate = "x"}'),
  cmpi("{predicate = 3 : i64, foo}"),
  cmpi("<{predicate = 3 : i32}>"),
  cmpi("<{}>"),
  cmpi("<{}> {predicate = 2 : i64}"),
  cmpi("<{foo}> {predicate = 2 : i64}"),
  cmpi("<{predicate = 3 : i64}> {predicate = 2 : i64}"),
  cmpi("<[1]>"),
  `func.func @f() {\n  "func.return"() <{}> : () -> ()\n}\n`,
  `func.func @f() {\n  "func.return"() <{foo}> {bar} : () -> ()\n}\n`,
  `func.func @f() {\n  %0 = "memref.alloc"() : () -> memref<4xf32>\n  return\n}\n`,
  `func.func @f() {\n  %0 = "memref.alloc"() <{operand_segment_sizes = array<i32: 0, 0>, bogus}> : () -> memref<4xf32>\n  return\n}\n`,
  `func.func @f() -> i32 {\n  %0 = "test.producing_br"()[^bb1, ^bb2] {operand_segment_sizes = array<i32: 0, 0>} : () -> i32\n^bb1:\n  "test.br"(%0)[^bb3] : (i32) -> ()\n^bb2:\n  "test.br"(%0)[^bb3] : (i32) -> ()\n^bb3(%1: i32):\n  return %1 : i32\n}\n`,
];

const MODES: readonly (readonly string[])[] = [[], ["--mlir-print-op-generic"]];

async function oursText(source: string, flags: readonly string[] = []): Promise<Run> {
  const path = join(scratch, `hermetic-${Math.random().toString(36).slice(2)}.mlir`);
  writeFileSync(path, source);
  return ours(path, flags);
}

const scratch = mkdtempSync(join(tmpdir(), "property-conversion-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("properties from text", () => {
  it("are set as mlir-opt 19 sets them", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const failures: string[] = [];
    let same = 0;
    for (let i = 0; i < INPUTS.length; i++) {
      const path = join(scratch, `input${i}.mlir`);
      writeFileSync(path, INPUTS[i] as string);
      for (const flags of MODES) {
        const [a, b] = await Promise.all([ours(path, flags), theirs(path, flags)]);
        if (a.ok === b.ok && a.text === b.text) same++;
        else failures.push(`input ${i} ${flags.join(" ")}:\n--- ours\n${a.text}\n--- mlir-opt\n${b.text}`);
      }
    }
    console.log(`property conversion: ${same}/${INPUTS.length * MODES.length} identical to mlir-opt 19`);
    expect(failures).toEqual([]);
  });

  it("read the legacy segment-size spelling and keep only the op's own keys", async () => {
    const legacy = await oursText(condBr("{operand_segment_sizes = array<i32: 1, 1, 0>}"), ["--mlir-print-op-generic"]);
    expect(legacy.ok).toBe(true);
    expect(legacy.text).toContain(`"cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()`);
    const unknown = await oursText(cmpi("<{foo}> {predicate = 2 : i64}"), ["--mlir-print-op-generic"]);
    expect(unknown.text).toContain(`"arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1`);
    const overridden = await oursText(cmpi("<{predicate = 3 : i64}> {predicate = 2 : i64}"), ["--mlir-print-op-generic"]);
    expect(overridden.text).toContain("<{predicate = 3 : i64}>");
  });

  it("refuse what MLIR's conversion refuses, at parse time", async () => {
    const noProperties = await oursText(`func.func @f() {\n  "func.return"() <{}> : () -> ()\n}\n`);
    expect(noProperties.ok).toBe(false);
    expect(noProperties.text).toContain("error: invalid properties {} for op func.return: this operation does not support properties");
    const constraint = await oursText(cmpi("{predicate = 3 : i32}"));
    expect(constraint.text).toMatch(/2:8: error: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: /);
    expect(constraint.text).not.toContain("see current operation");
    const missing = await oursText(condBr(""));
    expect(missing.text).toContain("'cf.cond_br' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'");
  });
});
