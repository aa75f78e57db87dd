// The affine dialect's typed API (generated/affine.ts with src/dialects/affine): typed builders
// and accessors, memory effects from the definitions, MLIR's flattened simplification of affine
// expressions, the control flow interfaces, and canonicalization composing maps with their
// operands as mlir-opt 19 does.
import { describe, expect, it } from "vitest";
import {
  AffineMap,
  AffineMapAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  MemRefType,
  MemoryEffect,
  OpBuilder,
  RegionBranchOpInterface,
  UnknownLoc,
  constantExpr,
  createModuleOp,
  dimExpr,
  getMemoryEffects,
  moduleBody,
  simplifyAffineExpr,
  symbolExpr,
  verify,
  type Operation,
} from "../../src/ir/index.js";
import { parseSourceString, printOperation } from "../../src/api/text.js";
import { AffineApplyOp, AffineForOp, AffineLoadOp, AffineStoreOp } from "../../generated/affine.js";
import { ConstantOp } from "../../generated/arith.js";
import { canonicalize } from "../../src/rewrite/index.js";
import { typed } from "../../src/dialects/runtime/values.js";
import { dialectContext as context } from "./dialect-fixtures.js";

describe("affine ops", () => {
  it("build with typed builders, carry their declared effects and verify", () => {
    const ctx = context();
    const loc = UnknownLoc.get(ctx);
    const module = createModuleOp(ctx, loc);
    const builder = OpBuilder.atBlockEnd(moduleBody(module), ctx);
    const index = IndexType.get(ctx);
    const n = typed(ConstantOp.build(builder, loc, { value: IntegerAttr.get(index, 8) }).getResult(), IndexType);
    const map = AffineMap.get(ctx, 1, 1, [dimExpr(ctx, 0).mul(4).add(symbolExpr(ctx, 0))]);
    const apply = AffineApplyOp.build(builder, loc, { map: AffineMapAttr.get(map), mapOperands: [n, n] });
    expect(apply.getMap()).toBe(map);
    expect(apply.getOperation().getResult(0).type).toBe(index);
    const f32 = FloatType.get(ctx, "f32");
    const buffer = builder.create("memref.alloc", loc, { operands: [], resultTypes: [MemRefType.get([4], f32)], properties: null });
    const load = AffineLoadOp.build(builder, loc, {
      memref: typed(buffer.getResult(0), MemRefType),
      indices: [n],
      map: AffineMapAttr.get(AffineMap.get(ctx, 1, 0, [dimExpr(ctx, 0)])),
      resultType: f32,
    });
    expect(getMemoryEffects(load.getOperation())?.map((e) => e.effect)).toEqual([MemoryEffect.Read]);
    // The hand-written builders: a loop from 0 to %n with its implied affine.yield, a store at the indices themselves.
    const loop = AffineForOp.buildWithLbOperandsLbMapUbOperandsUbMapStepIterArgsBodyBuilder(builder, loc, [], AffineMap.get(ctx, 0, 0, [constantExpr(ctx, 0)]), [n], AffineMap.get(ctx, 0, 1, [symbolExpr(ctx, 0)]));
    expect(loop.getBody().lastOp?.name.name).toBe("affine.yield");
    expect(loop.getStep()).toBe(1n);
    const store = AffineStoreOp.buildWithValueToStoreMemrefIndices(builder, loc, load.getResult(), buffer.getResult(0), [n]);
    expect(store.getMap()).toBe(AffineMap.getMultiDimIdentity(ctx, 1));
    expect(verify(module)).toEqual([]);
  });

  it("simplify pure affine expressions through their flat form as MLIR does", () => {
    const ctx = context();
    const d0 = dimExpr(ctx, 0);
    const d1 = dimExpr(ctx, 1);
    // Terms cancel, and a modulo of a multiple is zero.
    expect(simplifyAffineExpr(d1.add(d0.mul(2)).sub(d1), 2, 0)).toBe(d0.mul(2));
    expect(simplifyAffineExpr(d0.mul(4).add(2).mod(4).add(d0.floorDiv(2)), 1, 0)).toBe(d0.floorDiv(2).add(2));
  });

  it("know that a loop running no iteration goes straight to its results", () => {
    const module = parseSourceString(
      `func.func @f(%x: index) -> index {
  %r = affine.for %i = 0 to 0 iter_args(%a = %x) -> index {
    affine.yield %a : index
  }
  return %r : index
}`,
      context(),
    );
    const func = [...(module.regions[0]?.firstBlock?.operations() ?? [])][0] as Operation;
    const loop = [...(func.getRegion(0).firstBlock?.operations() ?? [])][0] as Operation;
    const successors = RegionBranchOpInterface.get(AffineForOp.wrap(loop).getOperation())?.getSuccessorRegions("parent");
    expect(successors?.map((s) => s.region)).toEqual([undefined]);
  });

  it("compose maps with their operands under canonicalize as mlir-opt 19 does", () => {
    const module = parseSourceString(
      `func.func @f(%n: index, %m: memref<?xf32>) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2 - d0)>(%n)[%c3]
  %b = affine.apply affine_map<(d0) -> ((d0 * 4 + 2) mod 4 + d0 floordiv 2)>(%n)
  %c = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0, d0 + 4)>(%n)[%b]
  affine.for %i = 0 to 10 {
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.load %m[%j * 2] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return %a, %b, %c : index, index, index
}`,
      context(),
    );
    canonicalize(module);
    expect(printOperation(module)).toBe(`#map = affine_map<()[s0] -> (s0 floordiv 2 + 2)>
#map1 = affine_map<()[s0] -> (s0 + 4, s0 floordiv 2 + 2)>
module {
  func.func @f(%arg0: index, %arg1: memref<?xf32>) -> (index, index, index) {
    %c6 = arith.constant 6 : index
    %0 = affine.apply #map()[%arg0]
    %1 = affine.min #map1()[%arg0]
    affine.for %arg2 = 0 to 10 {
      %2 = affine.load %arg1[%arg2 * 2 + 2] : memref<?xf32>
      affine.store %2, %arg1[%arg2] : memref<?xf32>
    }
    return %c6, %0, %1 : index, index, index
  }
}
`);
  });
});
