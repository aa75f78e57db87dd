// The linalg dialect's typed API (generated/linalg.ts with the hooks of src/dialects/linalg):
// op classes and accessors over parsed IR, the LinalgOp interface (iterator types, loops),
// memory effects of structured ops on buffers and tensors, enum attributes, the dialect's
// attribute check and canonicalization, answering as MLIR 19's C++ does.
import { describe, expect, it } from "vitest";
import { MemoryEffect, getMemoryEffects, verify, walkOps, type Operation } from "../../src/ir/index.js";
import { parseSourceString, printOperation } from "../../src/api/text.js";
import { canonicalize } from "../../src/rewrite/index.js";
import { BinaryFnAttr, GenericOp, IteratorTypeAttr, LinalgOp, MatmulOp, ReduceOp, TransposeOp, symbolizeBinaryFn } from "../../generated/linalg.js";
import { dialectContext as context, firstFunctionOps as bodyOps } from "./dialect-fixtures.js";

const GENERIC = `#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x8xf32>, %b: memref<4x8xf32>, %c: memref<8x8xf32>, %t: tensor<8x4xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  linalg.matmul ins(%b, %c : memref<4x8xf32>, memref<8x8xf32>) outs(%b : memref<4x8xf32>)
  %1 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %2 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}`;

function opNamed(ops: readonly Operation[], name: string): Operation {
  const op = ops.find((o) => o.name.name === name);
  if (op === undefined) throw new Error(`no ${name}`);
  return op;
}

describe("linalg ops", () => {
  it("give typed views, iterator types and loops through the LinalgOp interface", () => {
    const ops = bodyOps(GENERIC);
    const generic = GenericOp.wrap(opNamed(ops, "linalg.generic"));
    expect(generic.getIteratorTypes().value.map((a) => (a instanceof IteratorTypeAttr ? a.value : "?"))).toEqual(["parallel", "reduction"]);
    const linalgOp = LinalgOp.impl(opNamed(ops, "linalg.generic"));
    expect(linalgOp?.getIteratorTypesArray(opNamed(ops, "linalg.generic"))).toEqual(["parallel", "reduction"]);
    const matmul = opNamed(ops, "linalg.matmul");
    expect(MatmulOp.wrap(matmul).getInputs().length).toBe(2);
    expect(LinalgOp.impl(matmul)?.getIteratorTypesArray(matmul)).toEqual(["parallel", "parallel", "reduction"]);
    expect(LinalgOp.impl(matmul)?.getNumLoops(matmul)).toBe(3);
    const transpose = TransposeOp.wrap(opNamed(ops, "linalg.transpose"));
    expect(transpose.getPermutation()).toEqual([1n, 0n]);
    expect(LinalgOp.impl(opNamed(ops, "linalg.transpose"))?.getIteratorTypesArray(opNamed(ops, "linalg.transpose"))).toEqual(["parallel", "parallel"]);
    const fun = opNamed(ops, "linalg.elemwise_binary").getInherentAttr("fun");
    expect(fun instanceof BinaryFnAttr ? fun.value : undefined).toBe(symbolizeBinaryFn("mul"));
  });

  it("read and write buffers only: ops on tensors have no memory effects", () => {
    const ops = bodyOps(GENERIC);
    const matmul = opNamed(ops, "linalg.matmul");
    const effects = getMemoryEffects(matmul) ?? [];
    // Inputs %b, %c read; the init %b read (the body uses it) and written.
    expect(effects.map((e) => e.effect)).toEqual([MemoryEffect.Read, MemoryEffect.Read, MemoryEffect.Read, MemoryEffect.Write]);
    expect(getMemoryEffects(opNamed(ops, "linalg.generic"))).toEqual([]);
  });

  it("reports MLIR's messages: reduce dimensions, linalg attributes on other ops", () => {
    const ctx = context();
    const reduce = parseSourceString(
      `func.func @f(%i: tensor<16x32xf32>, %o: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.reduce ins(%i : tensor<16x32xf32>) outs(%o : tensor<16xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  return %r : tensor<16xf32>
}`,
      ctx,
    );
    expect(() => verify(reduce)).not.toThrow();
    const ops: Operation[] = [];
    walkOps(reduce, (o) => void ops.push(o));
    expect(ReduceOp.wrap(opNamed(ops, "linalg.reduce")).getDimensions()).toEqual([1n]);
    expect(() => parseSourceString(`func.func @f() attributes {linalg.foo = 1} {\n  return\n}`, context())).toThrow(/attribute '"linalg.foo"' not supported by the linalg dialect/);
  });

  it("canonicalizes: an identity generic is its input, a transpose of a transpose cancels", () => {
    const ctx = context();
    const module = parseSourceString(
      `#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %x: tensor<2x3xf32>, %y: tensor<3x2xf32>, %z: tensor<2x3xf32>) -> (tensor<4xf32>, tensor<2x3xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  %1 = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%y : tensor<3x2xf32>) permutation = [1, 0]
  %2 = linalg.transpose ins(%1 : tensor<3x2xf32>) outs(%z : tensor<2x3xf32>) permutation = [1, 0]
  return %0, %2 : tensor<4xf32>, tensor<2x3xf32>
}`,
      ctx,
    );
    canonicalize(module);
    const text = printOperation(module);
    expect(text).not.toContain("linalg.");
    expect(text).toContain("return %arg0, %arg2 : tensor<4xf32>, tensor<2x3xf32>");
  });
});
