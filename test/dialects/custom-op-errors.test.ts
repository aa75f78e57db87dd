// Errors from custom op parsers, against mlir-opt 19 at test time: what a parser emits
// itself carries MLIR's `custom op 'NAME' ` prefix (including the stripped syntax of enum
// attributes parsed through the op), missing tokens do not. Inputs written here.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { runMlirOptOn as theirs, runTsmlirOptOn as ours } from "./opt-runs.js";

const INPUTS: readonly string[] = [
  `func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a i32\n  return\n}\n`,
  `func.func @f(%a: i32) {\n  %0 = arith.cmpi foo, %a, %a : i32\n  return\n}\n`,
  `func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a fastmath<bogus> : f32\n  return %0 : f32\n}\n`,
  `func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a fastmath<fast,bogus> : f32\n  return %0 : f32\n}\n`,
  `func.func @f(%a: index) {\n  %0 = index.cmp bad(%a, %a)\n  return\n}\n`,
  `func.func @f(%a: i64) {\n  %0 = arith.addi %a, %a overflow<nsw, wrong> : i64\n  return\n}\n`,
  `func.func @f(%a: i1) {\n  scf.if %a -> i32 {\n  }\n  return\n}\n`,
  `func.func @f(%a: index) {\n  scf.for %i = %a to %a step %a iter_args() {\n  }\n  return\n}\n`,
  `func.func @f(%a: i32) {\n  %0 = arith.constant 1 : i32 : i32\n  return\n}\n`,
  `func.func @f(%a: i32) {\n  "func.return"() : () -> ()\n  %0 = math.absi %a i32\n}\n`,
  // A single type of a constraint narrower than any type is parsed as its class (ODS's
  // parseCustomTypeWithFallback): another kind is refused where the type starts.
  `func.func @f(%x: index) {\n  cf.switch %x : index, [\n    default: ^bb1\n  ]\n^bb1:\n  return\n}\n`,
  `func.func @f(%v: f32) {\n  %0 = tensor.splat %v : memref<8xf32>\n  return\n}\n`,
  `func.func @f(%c: i32) {\n  %0 = tensor.from_elements %c : tensor<*xi32>\n  return\n}\n`,
  // llvm's hand-written syntax and types (src/dialects/llvm).
  `llvm.func @f(%a: i32) {\n  %0 = llvm.icmp "foo" %a, %a : i32\n  llvm.return\n}\n`,
  `llvm.func @f(%a: i32) {\n  llvm.call @f(%a) : i32, (i32) -> ()\n  llvm.return\n}\n`,
  `llvm.func @f(%a: i32) {\n  %0 = llvm.call @f(%a) : (i32) -> !llvm.void\n  llvm.return\n}\n`,
  `func.func private @g(!llvm.foo)\n`,
  `func.func private @g(!llvm.struct<opaque>)\n`,
  `llvm.func @f(%a: !llvm.struct<(i32)>) {\n  %0 = llvm.extractvalue %a[3] : !llvm.struct<(i32)>\n  llvm.return\n}\n`,
  `llvm.func @f(%a: i32) {\n  %0 = llvm.extractvalue %a[0] : i32\n  llvm.return\n}\n`,
  `llvm.mlir.global internal @g(1 : i64)\n`,
  `llvm.func @f(%a: i32) {\n  %0 = llvm.alloca %a x i32 : i32\n  llvm.return\n}\n`,
  `llvm.func @f(%a: i32) {\n  %0 = llvm.add %a, %a overflow<foo> : i32\n  llvm.return\n}\n`,
  // mlir-opt 19 reads unnamed_addr before thread_local (and prints them the other way round).
  `llvm.mlir.global private thread_local unnamed_addr @g(1 : i64) : i64\n`,
];


const scratch = mkdtempSync(join(tmpdir(), "custom-op-errors-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("custom op parse errors", () => {
  it("are reported as mlir-opt 19 reports them", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const failures: string[] = [];
    let same = 0;
    for (let i = 0; i < INPUTS.length; i++) {
      const path = join(scratch, `input${i}.mlir`);
      writeFileSync(path, INPUTS[i] as string);
      const [a, b] = await Promise.all([ours(path), theirs(path)]);
      if (a.ok === b.ok && a.text === b.text) same++;
      else failures.push(`input ${i}:\n--- ours\n${a.text}\n--- mlir-opt\n${b.text}`);
    }
    console.log(`custom op parse errors: ${same}/${INPUTS.length} identical to mlir-opt 19`);
    expect(failures).toEqual([]);
  });
});
