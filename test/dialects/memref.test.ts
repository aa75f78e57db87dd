// The memref dialect's typed API (generated/memref.ts with src/dialects/memref): typed builders
// and accessors, memory effects from the definitions, default-valued attributes, and the hooks
// (cast compatibility, speculatability, folds) answering as MLIR 19's C++ does.
import { describe, expect, it } from "vitest";
import {
  CastOpInterface,
  DYNAMIC,
  ConditionallySpeculatable,
  IndexType,
  IntegerAttr,
  MemRefType,
  MemoryEffect,
  OpBuilder,
  SideEffectResource,
  Speculatability,
  StridedLayoutAttr,
  createModuleOp,
  FloatType,
  UnknownLoc,
  getMemoryEffects,
  moduleBody,
  verify,
  type Operation,
} from "../../src/ir/index.js";
import { parseSourceString } from "../../src/api/text.js";
import { AllocOp, AllocaOp, CastOp, DimOp, LoadOp } from "../../generated/memref.js";
import { ConstantOp } from "../../generated/arith.js";
import { canonicalize } from "../../src/rewrite/index.js";
import { printOperation } from "../../src/api/text.js";
import { typed } from "../../src/dialects/runtime/values.js";
import { dialectContext as context, firstFunctionOps as opsOf } from "./dialect-fixtures.js";

describe("memref ops", () => {
  it("build with typed builders, carry their declared effects and verify", () => {
    const ctx = context();
    const loc = UnknownLoc.get(ctx);
    const module = createModuleOp(ctx, loc);
    const builder = OpBuilder.atBlockEnd(moduleBody(module), ctx);
    const f32 = FloatType.get(ctx, "f32");
    const type = MemRefType.get([4, DYNAMIC], f32);
    const n = ConstantOp.build(builder, loc, { value: IntegerAttr.get(IndexType.get(ctx), 8) }).getResult();
    const alloc = AllocOp.build(builder, loc, { dynamicSizes: [typed(n, IndexType)], symbolOperands: [], memrefType: type });
    const load = LoadOp.build(builder, loc, { memref: alloc.getMemref(), indices: [typed(n, IndexType), typed(n, IndexType)] });
    expect(load.getResult().type).toBe(f32);
    expect(load.getNontemporal()).toBe(false);
    const [effect] = getMemoryEffects(alloc.getOperation()) ?? [];
    expect(effect?.effect).toBe(MemoryEffect.Allocate);
    expect(effect?.resource).toBe(SideEffectResource.Default);
    expect(verify(module)).toEqual([]);
    // An alloca outside any allocation scope (the module is none) is refused with MLIR's message.
    const alloca = AllocaOp.build(builder, loc, { dynamicSizes: [], symbolOperands: [], memrefType: MemRefType.get([2], f32) });
    const errors = verify(alloca.getOperation());
    expect(errors[0]?.message).toContain("requires an ancestor op with AutomaticAllocationScope trait");
    expect(getMemoryEffects(alloca.getOperation())?.[0]?.resource).toBe(SideEffectResource.AutomaticAllocationScope);
  });

  it("answer cast compatibility and dim speculatability as MLIR's C++ does", () => {
    const [, inRange, , outOfRange, cast] = opsOf(`func.func @f(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %c2 = arith.constant 2 : index
  %1 = memref.dim %m, %c2 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.cast %m : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x8xf32, strided<[8, 1], offset: 3>>
  return
}`);
    expect(ConditionallySpeculatable.get(DimOp.wrap(inRange as Operation).getOperation())?.getSpeculatability()).toBe(Speculatability.Speculatable);
    expect(ConditionallySpeculatable.get(DimOp.wrap(outOfRange as Operation).getOperation())?.getSpeculatability()).toBe(Speculatability.NotSpeculatable);
    const castOp = CastOp.wrap(cast as Operation).getOperation();
    const compatible = CastOpInterface.get(castOp)?.areCastCompatible;
    const source = castOp.getOperand(0).type as MemRefType;
    expect(compatible?.([source], [castOp.getResult(0).type])).toBe(true);
    // A static stride that disagrees with the source's is no cast.
    const other = MemRefType.get([4, 8], source.elementType, StridedLayoutAttr.get(source.context, 0, [16, 2]));
    expect(compatible?.([MemRefType.get([4, 8], source.elementType, StridedLayoutAttr.get(source.context, 0, [8, 1]))], [other])).toBe(false);
  });

  it("fold dims of allocations and subviews of casts under canonicalize", () => {
    const ctx = context();
    const module = parseSourceString(
      `func.func @f(%n: index, %i: index) -> (index, memref<2x?xf32, strided<[?, 1], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d = memref.dim %a, %c1 : memref<4x?xf32>
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, 0] [2, %n] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %d, %s : index, memref<2x?xf32, strided<[?, 1], offset: ?>>
}`,
      ctx,
    );
    canonicalize(module);
    // mlir-opt 19's output: the dim is the alloc's size operand, the subview reads the alloc.
    expect(printOperation(module)).toBe(`module {
  func.func @f(%arg0: index, %arg1: index) -> (index, memref<2x?xf32, strided<[?, 1], offset: ?>>) {
    %alloc = memref.alloc(%arg0) : memref<4x?xf32>
    %subview = memref.subview %alloc[%arg1, 0] [2, %arg0] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
    return %arg0, %subview : index, memref<2x?xf32, strided<[?, 1], offset: ?>>
  }
}
`);
  });
});
