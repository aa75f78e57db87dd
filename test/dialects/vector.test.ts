// The vector dialect's typed API (generated/vector.ts with src/dialects/vector): typed
// builders and accessors, enum attributes, the transfers' memory effects, the mask types
// maskable ops expect, and verifiers answering with MLIR 19's messages.
import { describe, expect, it } from "vitest";
import {
  FloatAttr,
  FloatType,
  IntegerType,
  MemoryEffect,
  OpBuilder,
  UnknownLoc,
  VectorType,
  createModuleOp,
  getMemoryEffects,
  moduleBody,
  verify,
  walkOps,
  type Operation,
} from "../../src/ir/index.js";
import { parseSourceString, printOperation } from "../../src/api/text.js";
import { typed } from "../../src/dialects/runtime/values.js";
import { ConstantOp } from "../../generated/arith.js";
import {
  BroadcastOp,
  CombiningKind,
  CombiningKindAttr,
  ContractionOp,
  MaskableOpInterface,
  ReductionOp,
  TransferReadOp,
  TransferWriteOp,
} from "../../generated/vector.js";
import { dialectContext as context } from "./dialect-fixtures.js";

/** The vector ops of `text` but terminators, nested ops included, in pre-order. */
function opsOf(text: string, ctx = context()): Operation[] {
  const module = parseSourceString(text, ctx);
  const out: Operation[] = [];
  walkOps(
    module,
    (op) => {
      if (op.opName.startsWith("vector.") && op.opName !== "vector.yield") out.push(op);
      return "advance";
    },
    "pre",
  );
  return out;
}

describe("vector ops", () => {
  it("build with typed builders, take enum attributes and verify", () => {
    const ctx = context();
    const loc = UnknownLoc.get(ctx);
    const module = createModuleOp(ctx, loc);
    const builder = OpBuilder.atBlockEnd(moduleBody(module), ctx);
    const f32 = FloatType.get(ctx, "f32");
    const x = ConstantOp.build(builder, loc, { value: FloatAttr.get(f32, 1) }).getResult();
    const v = BroadcastOp.build(builder, loc, { source: x, vectorType: VectorType.get([8], f32) });
    const sum = ReductionOp.build(builder, loc, { vector: typed(v.getVector(), VectorType), kind: CombiningKindAttr.get(ctx, CombiningKind.ADD), destType: f32 });
    expect(sum.getKind()).toBe(CombiningKind.ADD);
    expect(printOperation(sum.getOperation())).toContain("vector.reduction <add>, ");
    expect(verify(module)).toEqual([]);
    // A kind the element type does not support: MLIR 19's message.
    const xor = ReductionOp.build(builder, loc, { vector: typed(v.getVector(), VectorType), kind: CombiningKindAttr.get(ctx, CombiningKind.XOR), destType: f32 });
    expect(verify(xor.getOperation()).map((e) => e.message)).toEqual(["'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'"]);
  });

  it("transfers read and write memrefs, not tensors", () => {
    const [read, write, readTensor] = opsOf(`
      func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %p: f32) {
        %v = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
        vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
        %w = vector.transfer_read %t[%i, %i], %p : tensor<?x?xf32>, vector<4xf32>
        return
      }`);
    expect(read?.opName).toBe(TransferReadOp.operationName);
    expect(getMemoryEffects(read as Operation)?.map((e) => e.effect)).toEqual([MemoryEffect.Read]);
    expect(write?.opName).toBe(TransferWriteOp.operationName);
    expect(getMemoryEffects(write as Operation)?.map((e) => e.effect)).toEqual([MemoryEffect.Write]);
    expect(getMemoryEffects(readTensor as Operation)).toEqual([]);
  });

  it("maskable ops name the mask they expect, and know when they are masked", () => {
    const ctx = context();
    const [mask, read, contract] = opsOf(`
      #map = affine_map<(d0, d1) -> (d1, d0)>
      func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4x8xi1>, %a: vector<2x3xf32>, %b: vector<3x5xf32>, %c: vector<2x5xf32>) {
        %v = vector.mask %k { vector.transfer_read %m[%i, %i], %p {permutation_map = #map} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
        %r = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x5xf32> into vector<2x5xf32>
        return
      }`, ctx);
    expect(mask?.opName).toBe("vector.mask");
    const i1 = IntegerType.get(ctx, 1);
    const readMaskable = MaskableOpInterface.cast(read as Operation);
    expect(readMaskable.getExpectedMaskType()).toBe(VectorType.get([4, 8], i1));
    expect(readMaskable.isMasked()).toBe(true);
    expect(readMaskable.supportsPassthru()).toBe(true);
    const contraction = MaskableOpInterface.cast(contract as Operation);
    expect(contract?.opName).toBe(ContractionOp.operationName);
    expect(contraction.getExpectedMaskType()).toBe(VectorType.get([2, 5, 3], i1));
    expect(contraction.isMasked()).toBe(false);
    expect(contraction.supportsPassthru()).toBe(false);
  });
});
