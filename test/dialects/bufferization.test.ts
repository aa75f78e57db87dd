// The bufferization and ml_program dialects' typed API (generated/bufferization.ts and
// generated/ml-program.ts with their hooks): typed builders and accessors, memory effects,
// inferred result types, the checks of `bufferization.*` attributes, and ml_program's token
// type and `#extern` alias, answering as MLIR 19's C++ does.
import { describe, expect, it } from "vitest";
import {
  FloatType,
  IntegerType,
  MemRefType,
  MemoryEffect,
  MLIRContext,
  OpBuilder,
  RankedTensorType,
  UnknownLoc,
  ViewLikeOpInterface,
  createModuleOp,
  getMemoryEffects,
  moduleBody,
  verify,
  type Operation,
} from "../../src/ir/index.js";
import { parseSourceString, printOperation } from "../../src/api/text.js";
import { CloneOp, DeallocOp, MaterializeInDestinationOp, ToMemrefOp, ToTensorOp } from "../../generated/bufferization.js";
import { ExternAttr, TokenOp, TokenType } from "../../generated/ml-program.js";
import { canonicalize } from "../../src/rewrite/index.js";
import { typed } from "../../src/dialects/runtime/values.js";
import { dialectContext as context, firstFunctionOps as bodyOps } from "./dialect-fixtures.js";

describe("bufferization ops", () => {
  it("build with typed builders, infer to_tensor's type and carry clone's declared effects", () => {
    const ctx = context();
    const [ret] = bodyOps(`func.func @f(%m: memref<4xf32>) {\n  return\n}`, ctx);
    const block = (ret as Operation).parent;
    if (block === null) throw new Error("the return is in the function's block");
    const memref = typed(block.getArgument(0), MemRefType);
    const builder = new OpBuilder(ctx);
    builder.setInsertionPoint(ret as Operation);
    const loc = UnknownLoc.get(ctx);
    const clone = CloneOp.buildWithValue(builder, loc, memref);
    const toTensor = ToTensorOp.build(builder, loc, { memref: clone.getOutput() });
    // The result type comes from the memref's (TypesMatchWith).
    expect(toTensor.getResult().type).toBe(RankedTensorType.get([4], FloatType.get(ctx, "f32")));
    expect(toTensor.getRestrict()).toBe(false);
    const toMemref = ToMemrefOp.build(builder, loc, { tensor: toTensor.getResult(), memrefType: MemRefType.get([4], FloatType.get(ctx, "f32")) });
    expect(toMemref.getTensor()).toBe(toTensor.getResult());
    const effects = (getMemoryEffects(clone.getOperation()) ?? []).map((e) => e.effect);
    expect(effects).toEqual([MemoryEffect.Read, MemoryEffect.Write, MemoryEffect.Allocate]);
    // to_memref is pure; to_tensor reads its memref.
    expect(getMemoryEffects(toMemref.getOperation())).toEqual([]);
    expect(getMemoryEffects(toTensor.getOperation())?.map((e) => e.effect)).toEqual([MemoryEffect.Read]);
    expect(verify(clone.getOperation())).toEqual([]);
  });

  it("give dealloc one i1 per retained memref and materialize_in_destination a write only into a memref", () => {
    const [dealloc, intoTensor, intoMemref] = bodyOps(`func.func @f(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1, %t: tensor<4xf32>, %m: memref<4xf32>) {
  %0:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%a, %b : memref<2xf32>, memref<4xi32>)
  %1 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}`);
    const results = DeallocOp.wrap(dealloc as Operation).getUpdatedConditions();
    expect(results.map((r) => r.type)).toEqual([IntegerType.get(results[0]?.type.context as MLIRContext, 1), IntegerType.get(results[0]?.type.context as MLIRContext, 1)]);
    expect(getMemoryEffects(MaterializeInDestinationOp.wrap(intoTensor as Operation).getOperation())).toEqual([]);
    const [write] = getMemoryEffects(intoMemref as Operation) ?? [];
    expect(write?.effect).toBe(MemoryEffect.Write);
    expect(write?.value).toBe((intoMemref as Operation).getOperand(1));
  });

  it("check bufferization attributes on function arguments and ops with MLIR's messages", () => {
    const ctx = context();
    const errors = (text: string): string[] => {
      try {
        parseSourceString(text, ctx);
        return [];
      } catch (error) {
        return [String((error as Error).message)];
      }
    };
    expect(errors(`func.func @f(%a: tensor<4xf32> {bufferization.access = "read"}) {\n  return\n}`)).toEqual([]);
    expect(errors(`func.func @f() {\n  %0 = arith.constant {bufferization.writable = true} 0 : index\n  return\n}`)[0]).toContain(
      `attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect`,
    );
    expect(errors(`func.func private @g(tensor<4xf32> {bufferization.writable = true})`)[0]).toContain("'bufferization.writable' is invalid on external functions");
    expect(errors(`func.func private @g(tensor<4xf32> {bufferization.access = "all"})`)[0]).toContain("invalid value for 'bufferization.access'");
  });

  it("follow views back to their buffer and drop a clone freed with its source", () => {
    const [, cast] = bodyOps(`func.func @f(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %c = memref.cast %a : memref<?xf32> to memref<8xf32>
  return
}`);
    const castOp = cast as Operation;
    expect(castOp.getInterface(ViewLikeOpInterface)?.getViewSource()).toBe(castOp.getOperand(0));
    const ctx = context();
    const module = parseSourceString(
      `func.func @f(%arg0: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
  memref.dealloc %arg0 : memref<?xf32>
  return %0 : memref<?xf32>
}`,
      ctx,
    );
    canonicalize(module);
    expect(printOperation(module)).toBe(`module {
  func.func @f(%arg0: memref<?xf32>) -> memref<?xf32> {
    return %arg0 : memref<?xf32>
  }
}
`);
  });
});

describe("ml_program", () => {
  it("makes tokens of its token type and prints #ml_program.extern through the #extern alias", () => {
    const ctx = context();
    const loc = UnknownLoc.get(ctx);
    const module = createModuleOp(ctx, loc);
    const token = TokenOp.build(OpBuilder.atBlockEnd(moduleBody(module), ctx), loc, {});
    expect(token.getToken().type).toBe(TokenType.get(ctx));
    const globals = parseSourceString(`ml_program.global private @w(#ml_program.extern : tensor<4xi32>) : tensor<4xi32>`, ctx);
    const value = [...moduleBody(globals).operations()][0]?.getAttr("value");
    expect(value).toBeInstanceOf(ExternAttr);
    expect(printOperation(globals)).toBe(`#extern = #ml_program.extern : tensor<4xi32>
module {
  ml_program.global private @w(#extern) : tensor<4xi32>
}
`);
  });
});
