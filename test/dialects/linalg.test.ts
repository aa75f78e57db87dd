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
  // Probe confirmed against mlir-opt 19 -canonicalize: the pad's value is an argument defined
  // outside it, the earlier insert is disjoint in the static (strided) dimension only, and the
  // new offsets add a dynamic low pad to a dynamic offset (affine.apply) and 1 to 16.
  it("canonicalizes a pad inserted into a fill of its padding value to an insert of the pad's source", () => {
    const module = parseSourceString(
      `func.func @f(%input: tensor<?x4xf32>, %v: f32, %a: tensor<2x8xf32>, %lo: index, %off: index) -> tensor<16x32xf32> {
  %pad = tensor.pad %input low[%lo, 1] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<6x8xf32>
  %empty = tensor.empty() : tensor<16x32xf32>
  %fill = linalg.fill ins(%v : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
  %0 = tensor.insert_slice %a into %fill[0, 0] [2, 8] [1, 2] : tensor<2x8xf32> into tensor<16x32xf32>
  %1 = tensor.insert_slice %pad into %0[%off, 16] [6, 8] [1, 2] : tensor<6x8xf32> into tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}`,
      context(),
    );
    canonicalize(module);
    expect(printOperation(module)).toBe(`#map = affine_map<()[s0, s1] -> (s0 + s1)>
module {
  func.func @f(%arg0: tensor<?x4xf32>, %arg1: f32, %arg2: tensor<2x8xf32>, %arg3: index, %arg4: index) -> tensor<16x32xf32> {
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<16x32xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %inserted_slice = tensor.insert_slice %arg2 into %1[0, 0] [2, 8] [1, 2] : tensor<2x8xf32> into tensor<16x32xf32>
    %2 = affine.apply #map()[%arg3, %arg4]
    %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
    %inserted_slice_0 = tensor.insert_slice %arg0 into %inserted_slice[%2, 17] [%dim, 4] [1, 2] : tensor<?x4xf32> into tensor<16x32xf32>
    return %inserted_slice_0 : tensor<16x32xf32>
  }
}
`);
  });
});
