// Canonicalization patterns of memref's buffer ops (MemRefOps.cpp in MLIR 19): constant
// sizes of alloc/alloca/view made static, allocations only stored into and freed erased,
// alloca_scope inlined or its allocations hoisted, self and empty copies erased, and dim of
// a memref.reshape read from its shape operand.
import { IndexType, IntegerAttr, IntegerType, UnrankedMemRefType, MemRefType, MemoryEffect, OpTrait, SideEffectResource, getMemoryEffects, walkOps, type Int64, type Operation, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { AllocOp, AllocaOp, CastOp, DeallocOp, LoadOp, ReshapeOp, StoreOp, ViewOp } from "../../../generated/memref.js";
import { IndexCastOp } from "../../../generated/arith.js";
import { constantValueOf, definingOp } from "../folding/matchers.js";
import { typed, type TypedValue } from "../runtime/values.js";
import { isDynamic, withShape } from "../memref/layout.js";

/** A ranked or unranked memref value, checked. */
export function memrefValue(value: Value): TypedValue<MemRefType | UnrankedMemRefType> {
  if (!(value.type instanceof MemRefType) && !(value.type instanceof UnrankedMemRefType)) return typed(value, MemRefType);
  return value as TypedValue<MemRefType | UnrankedMemRefType>;
}

export type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

/** m_ConstantInt: the integer a constant-like op gives `value`. */
export function constantIntOf(value: Value): bigint | undefined {
  const attr = constantValueOf(value);
  return attr instanceof IntegerAttr ? BigInt(attr.value) : undefined;
}

/** matchConstantIndex: the value of an `arith.constant` of index type defining `value`. */
export function constantIndexOpValue(value: Value): bigint | undefined {
  const op = definingOp(value, "arith.constant");
  if (op === undefined || !(op.getResult(0).type instanceof IndexType)) return undefined;
  const attr = op.getAttr("value");
  return attr instanceof IntegerAttr ? BigInt(attr.value) : undefined;
}

/** SimplifyAllocConst: non-negative constant dynamic sizes become static, a memref.cast gives back the old type. */
export const simplifyAllocConst: Rewrite = (operation, rewriter) => {
  const isAlloc = operation.opName === AllocOp.operationName;
  const op = isAlloc ? AllocOp.wrap(operation) : AllocaOp.wrap(operation);
  const sizes = op.getDynamicSizes();
  if (!sizes.some((size) => (constantIntOf(size) ?? -1n) >= 0n)) return false;
  const type = op.getMemref().type;
  const shape: Int64[] = [];
  const dynamicSizes: Value[] = [];
  let position = 0;
  for (const size of type.shape) {
    if (!isDynamic(size)) {
      shape.push(size);
      continue;
    }
    const value = sizes[position++] as Value;
    const constant = constantIntOf(value);
    if (constant !== undefined && constant >= 0n) shape.push(Number(constant));
    else {
      shape.push(size);
      dynamicSizes.push(value);
    }
  }
  const newType = withShape(type, shape);
  const alignment = op.getAlignmentAttr();
  const args = { dynamicSizes, symbolOperands: op.getSymbolOperands(), memrefType: newType, ...(alignment === undefined ? {} : { alignment }) };
  const created = isAlloc ? AllocOp.build(rewriter, operation.location, args).getMemref() : AllocaOp.build(rewriter, operation.location, args).getMemref();
  rewriter.replaceOpWithNewOp(operation, () => CastOp.build(rewriter, operation.location, { source: created, destType: type }));
  return true;
};

/** SimplifyDeadAlloc: an allocation only stored into and deallocated goes, with those users. */
export const simplifyDeadAlloc: Rewrite = (operation, rewriter) => {
  const result = operation.getResult(0);
  const users = result.users();
  const blocking = users.some((user) => {
    if (user.opName === StoreOp.operationName) return StoreOp.wrap(user).getValue() === result;
    return user.opName !== DeallocOp.operationName;
  });
  if (blocking) return false;
  for (const user of new Set(users)) rewriter.eraseOp(user);
  rewriter.eraseOp(operation);
  return true;
};

/** Whether `op` allocates on the automatic allocation scope resource through one of its results. */
function allocatesOnScope(op: Operation): boolean {
  const effects = getMemoryEffects(op);
  if (effects === undefined) return false;
  return op.results.some((result) => effects.some((e) => e.effect === MemoryEffect.Allocate && e.value === result && e.resource === SideEffectResource.AutomaticAllocationScope));
}

/** isOpItselfPotentialAutomaticAllocation: unknown effects might allocate, recursive ones are looked into instead. */
function mightAllocateOnScope(op: Operation): boolean {
  if (op.hasTrait(OpTrait.HasRecursiveMemoryEffects)) return false;
  if (getMemoryEffects(op) === undefined) return true;
  return allocatesOnScope(op);
}

/** lastNonTerminatorInRegion: the op is followed only by its block's terminator, in a one-block region. */
function lastBeforeTerminator(op: Operation): boolean {
  const block = op.parent;
  if (block === null) return false;
  const terminator = block.terminator;
  return terminator !== null && op.next === terminator && (op.parentRegion?.hasOneBlock() ?? false);
}

/** AllocaScopeInliner: a scope allocating nothing, or the last op of its parent scope, is its body. */
export const allocaScopeInliner: Rewrite = (operation, rewriter) => {
  const interrupted =
    walkOps(
      operation,
      (nested) => {
        if (nested === operation) return "advance";
        if (mightAllocateOnScope(nested)) return "interrupt";
        if (nested.hasTrait(OpTrait.AutomaticAllocationScope)) return "skip";
        return "advance";
      },
      "pre",
    ) === "interrupt";
  if (interrupted) {
    if (!(operation.parentOp?.hasTrait(OpTrait.AutomaticAllocationScope) ?? false)) return false;
    if (!lastBeforeTerminator(operation)) return false;
  }
  const block = operation.getRegion(0).firstBlock;
  const terminator = block?.terminator;
  if (block === null || block === undefined || terminator === null || terminator === undefined || operation.parent === null) return false;
  const results = terminator.getOperands();
  rewriter.inlineBlockBefore(block, operation.parent, operation);
  rewriter.replaceOp(operation, results);
  rewriter.eraseOp(terminator);
  return true;
};

/** AllocaScopeHoister: allocations of a scope that ends its parents move up to the enclosing allocation scope. */
export const allocaScopeHoister: Rewrite = (operation, rewriter) => {
  if (operation.getParentWithTrait(OpTrait.AutomaticAllocationScope) === null) return false;
  let lastParent = operation.parentOp;
  if (lastParent === null || lastParent.hasTrait(OpTrait.AutomaticAllocationScope)) return false;
  if (!lastBeforeTerminator(operation) || !lastBeforeTerminator(lastParent)) return false;
  while (!(lastParent.parentOp?.hasTrait(OpTrait.AutomaticAllocationScope) ?? false)) {
    lastParent = lastParent.parentOp;
    if (lastParent === null || !lastBeforeTerminator(lastParent)) return false;
  }
  const parent = lastParent;
  const opRegion = operation.parentRegion;
  const containing = parent.regions.find((region) => opRegion !== null && region.isAncestor(opRegion));
  if (containing === undefined) return false;
  const toHoist: Operation[] = [];
  walkOps(
    operation,
    (alloc) => {
      if (!allocatesOnScope(alloc)) return "skip";
      const local = alloc.getOperands().some((value) => {
        const region = value.parentRegion;
        return region !== null && containing.isAncestor(region);
      });
      if (local) return "skip";
      toHoist.push(alloc);
      return "advance";
    },
  );
  if (toHoist.length === 0) return false;
  rewriter.setInsertionPoint(parent);
  for (const alloc of toHoist) {
    const cloned = rewriter.clone(alloc);
    rewriter.replaceOp(alloc, cloned.results);
  }
  return true;
};

function isEmptyMemRef(value: Value): boolean {
  return value.type instanceof MemRefType && value.type.shape.some((size) => BigInt(size) === 0n);
}

/** FoldEmptyCopy: a copy of or into a memref with a zero-sized dimension does nothing. */
export const foldEmptyCopy: Rewrite = (operation, rewriter) => {
  if (!isEmptyMemRef(operation.getOperand(0)) && !isEmptyMemRef(operation.getOperand(1))) return false;
  rewriter.eraseOp(operation);
  return true;
};

/** FoldSelfCopy: memref.copy(%x, %x) does nothing. */
export const foldSelfCopy: Rewrite = (operation, rewriter) => {
  if (operation.getOperand(0) !== operation.getOperand(1)) return false;
  rewriter.eraseOp(operation);
  return true;
};

/** DimOfMemRefReshape: the size is read from the reshape's shape operand, right after the reshape. */
export const dimOfMemRefReshape: Rewrite = (operation, rewriter) => {
  const reshapeOp = definingOp(operation.getOperand(0), ReshapeOp.operationName);
  if (reshapeOp === undefined) return rewriter.notifyMatchFailure(operation, "Dim op is not defined by a reshape op.");
  const index = operation.getOperand(1);
  // The index must be available where the load goes: defined before the reshape in its
  // block, or in a region enclosing it.
  if (index.parentBlock === reshapeOp.parent) {
    const producer = index.definingOp;
    if (producer !== null && reshapeOp.isBeforeInBlock(producer)) return rewriter.notifyMatchFailure(operation, "dim.getIndex is not defined before reshape in the same block.");
  } else if (operation.parent !== reshapeOp.parent) {
    const indexRegion = index.parentRegion;
    const reshapeRegion = reshapeOp.parentRegion;
    if (indexRegion === null || reshapeRegion === null || !indexRegion.isProperAncestor(reshapeRegion)) return rewriter.notifyMatchFailure(operation, "dim.getIndex does not dominate reshape.");
  }
  rewriter.setInsertionPointAfter(reshapeOp);
  const builder = rewriter;
  const shape = ReshapeOp.wrap(reshapeOp).getShape();
  // MLIR's builder stores the default `nontemporal = false` in the properties.
  const nontemporal = IntegerAttr.bool(operation.context, false);
  let load: Value = LoadOp.build(builder, operation.location, { memref: shape, indices: [typed(index, IndexType)], nontemporal }).getResult();
  const resultType = operation.getResult(0).type;
  if (load.type !== resultType) load = IndexCastOp.build(builder, operation.location, { in_: typed(load, IntegerType), outType: typed(operation.getResult(0), IndexType).type }).getOperation().getResult(0);
  rewriter.replaceOp(operation, [load]);
  return true;
};

/** ViewOpShapeFolder: sizes given by `arith.constant`s become static, a memref.cast gives back the old type. */
export const viewOpShapeFolder: Rewrite = (operation, rewriter) => {
  if (!operation.getOperands().some((value) => constantIndexOpValue(value) !== undefined)) return false;
  const op = ViewOp.wrap(operation);
  const type = operation.getResult(0).type as MemRefType;
  const shape: Int64[] = [];
  const sizes: Value[] = [];
  let position = 0;
  for (const size of type.shape) {
    if (!isDynamic(size)) {
      shape.push(size);
      continue;
    }
    const value = op.getSizes()[position++] as Value;
    const constant = constantIndexOpValue(value);
    if (constant !== undefined) shape.push(Number(constant));
    else {
      shape.push(size);
      sizes.push(value);
    }
  }
  const newType = withShape(type, shape);
  if (newType === type) return false;
  const view = ViewOp.build(rewriter, operation.location, { source: op.getSource(), byteShift: op.getByteShift(), sizes, result0Type: newType });
  rewriter.replaceOpWithNewOp(operation, () => CastOp.build(rewriter, operation.location, { source: memrefValue(view.getOperation().getResult(0)), destType: type }));
  return true;
};

/** ViewOpMemrefCastFolder: a view of a memref.cast of an alloc views the alloc. */
export const viewOpMemrefCastFolder: Rewrite = (operation, rewriter) => {
  const op = ViewOp.wrap(operation);
  const cast = definingOp(op.getSource(), CastOp.operationName);
  if (cast === undefined) return false;
  const allocated = cast.getOperand(0);
  if (definingOp(allocated, AllocOp.operationName) === undefined) return false;
  rewriter.replaceOpWithNewOp(operation, () =>
    ViewOp.build(rewriter, operation.location, { source: typed(allocated, MemRefType), byteShift: op.getByteShift(), sizes: op.getSizes(), result0Type: operation.getResult(0).type as MemRefType }),
  );
  return true;
};
