// The tensor dialect's typed API (generated/tensor.ts with src/dialects/tensor): accessors of
// default-valued optional attributes and unit attributes read their defaults where the
// attribute is absent, and the hooks (speculatability, cast compatibility, result names)
// answer as MLIR 19's C++ does.
import { describe, expect, it } from "vitest";
import { ConditionallySpeculatable, RankedTensorType, Speculatability, CastOpInterface, type Operation } from "../../src/ir/index.js";
import { CastOp, DimOp, GatherOp, PackOp, PadOp } from "../../generated/tensor.js";
import { firstFunctionOps as opsOf } from "./dialect-fixtures.js";

describe("tensor ops", () => {
  it("read an absent outer_dims_perm as its default and an absent unit attribute as false", () => {
    const [pack, permuted, gather, unique, pad] = opsOf(`func.func @f(%s: tensor<16x8xf32>, %d: tensor<2x1x8x8xf32>, %e: tensor<1x2x8x8xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x8xf32> -> tensor<2x1x8x8xf32>
  %1 = tensor.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<16x8xf32> -> tensor<1x2x8x8xf32>
  %2 = tensor.gather %s[%i] gather_dims([0]) : (tensor<16x8xf32>, tensor<2x1xindex>) -> tensor<2x1x8xf32>
  %3 = tensor.gather %s[%i] gather_dims([0]) unique : (tensor<16x8xf32>, tensor<2x1xindex>) -> tensor<2x1x8xf32>
  %4 = tensor.pad %s nofold low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    %z = arith.constant 0.0 : f32
    tensor.yield %z : f32
  } : tensor<16x8xf32> to tensor<17x9xf32>
  return
}`);
    expect(PackOp.wrap(pack as Operation).getOuterDimsPerm()).toEqual([]);
    expect(PackOp.wrap(pack as Operation).getOuterDimsPermAttr()).toBeUndefined();
    expect(PackOp.wrap(permuted as Operation).getOuterDimsPerm()).toEqual([1n, 0n]);
    expect(GatherOp.wrap(gather as Operation).getUnique()).toBe(false);
    expect(GatherOp.wrap(unique as Operation).getUnique()).toBe(true);
    expect(PadOp.wrap(pad as Operation).getNofold()).toBe(true);
  });

  it("answer speculatability and cast compatibility as MLIR's C++ does", () => {
    const [, inRange, dynamicIndex, , outOfRange, cast] = opsOf(`func.func @f(%t: tensor<4x?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %1 = tensor.dim %t, %n : tensor<4x?xf32>
  %c5 = arith.constant 5 : index
  %2 = tensor.dim %t, %c5 : tensor<4x?xf32>
  %3 = tensor.cast %t : tensor<4x?xf32> to tensor<?x8xf32>
  return
}`);
    const speculatability = (op: Operation | undefined): Speculatability | undefined => ConditionallySpeculatable.get(DimOp.wrap(op as Operation).getOperation())?.getSpeculatability();
    expect(speculatability(inRange)).toBe(Speculatability.Speculatable);
    expect(speculatability(dynamicIndex)).toBe(Speculatability.NotSpeculatable);
    expect(speculatability(outOfRange)).toBe(Speculatability.NotSpeculatable);
    const castOp = CastOp.wrap(cast as Operation).getOperation();
    const compatible = CastOpInterface.get(castOp)?.areCastCompatible;
    const source = castOp.getOperand(0).type;
    const result = castOp.getResult(0).type;
    expect(compatible?.([source], [result])).toBe(true);
    expect(compatible?.([source], [RankedTensorType.get([5, 8], (result as RankedTensorType).elementType)])).toBe(false);
  });
});
