// Hand-written verifiers of memref ops (ODS hasVerifier, SymbolUserOpInterface), following
// MLIR 19's rules and wording (MemRefOps.cpp).
import { AffineDimExpr, DYNAMIC, ElementsAttr, FloatType, IntegerType, MemRefType, OpTrait, RankedTensorType, ShapedType, UnitAttr, isMemoryEffectFree, lookupNearestSymbolFrom, TypeAttr, walkOps, type Int64, type Operation, type Type } from "../../ir/index.js";
import type {
  AllocOp,
  AllocaOp,
  AssumeAlignmentOp,
  AtomicRMWOp,
  AtomicYieldOp,
  GenericAtomicRMWOp,
  GetGlobalOp,
  LoadOp,
  PrefetchOp,
  ReallocOp,
  ReshapeOp,
  StoreOp,
  TransposeOp,
  ViewOp,
} from "../../../generated/memref.js";
import { GlobalOp } from "../../../generated/memref.js";
import { AtomicRMWKind, stringifyAtomicRMWKind } from "../../../generated/arith.js";
import { printAttribute, printType } from "../runtime/values.js";
import { hasIdentityLayout, layoutSymbolCount, numDynamicDims, stridesAndOffset } from "./layout.js";
import { canonicalStridedType, permuted } from "./views.js";

export { verifyDmaStartOp, verifyDmaWaitOp } from "./dma.js";
export { verifyCollapseShapeOp, verifyExpandShapeOp } from "./reshapes.js";
export { verifyReinterpretCastOp, verifySubViewOp } from "./views.js";

function typeText(type: Type): string {
  return `'${printType(type)}'`;
}

function verifyAllocLike(operation: Operation, dynamicSizes: number, symbolOperands: number): void {
  const type = operation.getResult(0).type;
  if (!(type instanceof MemRefType)) throw operation.emitOpError("result must be a memref");
  if (dynamicSizes !== numDynamicDims(type)) throw operation.emitOpError("dimension operand count does not equal memref dynamic dimension count");
  const symbols = layoutSymbolCount(type);
  if (symbolOperands !== symbols) throw operation.emitOpError(`symbol operand count does not equal memref symbol count: expected ${symbols}, got ${symbolOperands}`);
}

export function verifyAllocOp(op: AllocOp): void {
  verifyAllocLike(op.getOperation(), op.getDynamicSizes().length, op.getSymbolOperands().length);
}

export function verifyAllocaOp(op: AllocaOp): void {
  const operation = op.getOperation();
  // The buffer dies with the closest enclosing allocation scope: there must be one.
  if (operation.getParentWithTrait(OpTrait.AutomaticAllocationScope) === null) throw operation.emitOpError("requires an ancestor op with AutomaticAllocationScope trait");
  verifyAllocLike(operation, op.getDynamicSizes().length, op.getSymbolOperands().length);
}

export function verifyReallocOp(op: ReallocOp): void {
  const operation = op.getOperation();
  const source = op.getSource().type as MemRefType;
  const result = operation.getResult(0).type as MemRefType;
  if (!hasIdentityLayout(source)) throw operation.emitError(`unsupported layout for source memref type ${typeText(source)}`);
  if (!hasIdentityLayout(result)) throw operation.emitError(`unsupported layout for result memref type ${typeText(result)}`);
  if (source.memorySpace !== result.memorySpace) throw operation.emitError(`different memory spaces specified for source memref type ${typeText(source)} and result memref type ${typeText(result)}`);
  if (source.elementType !== result.elementType) throw operation.emitError(`different element types specified for source memref type ${typeText(source)} and result memref type ${typeText(result)}`);
  const dynamic = numDynamicDims(result) > 0;
  const given = op.getDynamicResultSize() !== undefined;
  if (dynamic && !given) throw operation.emitError(`missing dimension operand for result type ${typeText(result)}`);
  if (!dynamic && given) throw operation.emitError(`unnecessary dimension operand for result type ${typeText(result)}`);
}

function isPowerOfTwo(value: bigint): boolean {
  return value > 0n && (value & (value - 1n)) === 0n;
}

export function verifyAssumeAlignmentOp(op: AssumeAlignmentOp): void {
  if (!isPowerOfTwo(BigInt(op.getAlignment()))) throw op.getOperation().emitOpError("alignment must be power of 2");
}

function rankOf(value: { type: Type }): number {
  return (value.type as ShapedType).getRank();
}

export function verifyLoadOp(op: LoadOp): void {
  const operation = op.getOperation();
  const expected = rankOf(op.getMemref());
  if (operation.numOperands !== 1 + expected) throw operation.emitOpError(`incorrect number of indices for load, expected ${expected} but got ${operation.numOperands - 1}`);
}

export function verifyStoreOp(op: StoreOp): void {
  const operation = op.getOperation();
  if (operation.numOperands !== 2 + rankOf(op.getMemref())) throw operation.emitOpError("store index operand count not equal to memref rank");
}

export function verifyPrefetchOp(op: PrefetchOp): void {
  const operation = op.getOperation();
  if (operation.numOperands !== 1 + rankOf(op.getMemref())) throw operation.emitOpError("too few indices");
}

const FLOAT_KINDS: ReadonlySet<AtomicRMWKind> = new Set([AtomicRMWKind.addf, AtomicRMWKind.maximumf, AtomicRMWKind.minimumf, AtomicRMWKind.mulf]);
const INTEGER_KINDS: ReadonlySet<AtomicRMWKind> = new Set([
  AtomicRMWKind.addi,
  AtomicRMWKind.maxs,
  AtomicRMWKind.maxu,
  AtomicRMWKind.mins,
  AtomicRMWKind.minu,
  AtomicRMWKind.muli,
  AtomicRMWKind.ori,
  AtomicRMWKind.andi,
]);

export function verifyAtomicRMWOp(op: AtomicRMWOp): void {
  const operation = op.getOperation();
  if (rankOf(op.getMemref()) !== operation.numOperands - 2) throw operation.emitOpError("expects the number of subscripts to be equal to memref rank");
  const kind = op.getKind();
  const valueType = op.getValue().type;
  if (FLOAT_KINDS.has(kind) && !(valueType instanceof FloatType)) throw operation.emitOpError(`with kind '${stringifyAtomicRMWKind(kind)}' expects a floating-point type`);
  if (INTEGER_KINDS.has(kind) && !(valueType instanceof IntegerType)) throw operation.emitOpError(`with kind '${stringifyAtomicRMWKind(kind)}' expects an integer type`);
}

export function verifyGenericAtomicRMWOp(op: GenericAtomicRMWOp): void {
  const operation = op.getOperation();
  const body = operation.getRegion(0);
  const entry = body.firstBlock;
  if (entry === null || entry.arguments.length !== 1) throw operation.emitOpError("expected single number of entry block arguments");
  if (operation.getResult(0).type !== entry.arguments[0]?.type) throw operation.emitOpError("expected block argument of the same type result type");
  // The body is re-run when the store fails: nothing in it may touch memory.
  let offender: Operation | undefined;
  walkOps(operation, (nested) => {
    if (nested === operation || isMemoryEffectFree(nested)) return "advance";
    offender = nested;
    return "interrupt";
  });
  if (offender !== undefined) throw offender.emitError("body of 'memref.generic_atomic_rmw' should contain only operations with no side effects");
}

export function verifyAtomicYieldOp(op: AtomicYieldOp): void {
  const operation = op.getOperation();
  const parentType = operation.getParentOp()?.getResultTypes()[0];
  const resultType = op.getResult().type;
  if (parentType !== undefined && parentType !== resultType) throw operation.emitOpError(`types mismatch between yield op: ${typeText(resultType)} and its parent: ${typeText(parentType)}`);
}

export function verifyGlobalOp(op: GlobalOp): void {
  const operation = op.getOperation();
  const type = op.getType();
  if (!(type instanceof MemRefType) || !type.hasStaticShape()) throw operation.emitOpError(`type should be static shaped memref, but got ${typeText(type)}`);
  const initial = op.getInitialValueAttr();
  if (initial !== undefined) {
    if (!(initial instanceof UnitAttr) && !(initial instanceof ElementsAttr)) throw operation.emitOpError(`initial value should be a unit or elements attribute, but got ${printAttribute(initial)}`);
    if (initial instanceof ElementsAttr) {
      // MLIR 19 compares the whole type with the memref's as a tensor (no encoding).
      const expected = RankedTensorType.get(type.shape, type.elementType);
      if (initial.type !== expected) throw operation.emitOpError(`initial value expected to be of type ${typeText(expected)}, but was of type ${typeText(initial.type)}`);
    }
  }
  const alignment = op.getAlignment();
  if (alignment !== undefined && !isPowerOfTwo(BigInt(alignment))) throw operation.emitError(`alignment attribute value ${alignment} is not a power of 2`);
}

export const getGlobalSymbolUses = {
  verifySymbolUses(op: GetGlobalOp): void {
    const operation = op.getOperation();
    const name = op.getName();
    const global = lookupNearestSymbolFrom(operation, name);
    if (global === undefined || global.opName !== GlobalOp.operationName) throw operation.emitOpError(`'${name}' does not reference a valid global memref`);
    const globalType = global.getAttr("type");
    const type = globalType instanceof TypeAttr ? globalType.value : undefined;
    const resultType = op.getResult().type;
    if (type !== resultType) throw operation.emitOpError(`result type ${typeText(resultType)} does not match type ${type === undefined ? "''" : typeText(type)} of the global memref @${name}`);
  },
};

export function verifyReshapeOp(op: ReshapeOp): void {
  const operation = op.getOperation();
  const operandType = op.getSource().type as ShapedType;
  const resultType = op.getResult().type as ShapedType;
  if (operandType.elementType !== resultType.elementType) throw operation.emitOpError("element types of source and destination memref types should be the same");
  if (operandType instanceof MemRefType && !hasIdentityLayout(operandType)) throw operation.emitOpError("source memref type should have identity affine map");
  const shapeSize = (op.getShape().type as MemRefType).shape[0] as Int64;
  if (resultType instanceof MemRefType) {
    if (!hasIdentityLayout(resultType)) throw operation.emitOpError("result memref type should have identity affine map");
    if (BigInt(shapeSize) === BigInt(DYNAMIC)) throw operation.emitOpError("cannot use shape operand with dynamic length to reshape to statically-ranked memref type");
    if (BigInt(shapeSize) !== BigInt(resultType.getRank())) throw operation.emitOpError("length of shape operand differs from the result's memref rank");
  }
}

export function verifyViewOp(op: ViewOp): void {
  const operation = op.getOperation();
  const base = op.getSource().type as MemRefType;
  const view = operation.getResult(0).type as MemRefType;
  if (!hasIdentityLayout(base)) throw operation.emitError(`unsupported map for base memref type ${typeText(base)}`);
  if (!hasIdentityLayout(view)) throw operation.emitError(`unsupported map for result memref type ${typeText(view)}`);
  if (base.memorySpace !== view.memorySpace) throw operation.emitError(`different memory spaces specified for base memref type ${typeText(base)} and view memref type ${typeText(view)}`);
  if (op.getSizes().length !== numDynamicDims(view)) throw operation.emitError(`incorrect number of size operands for type ${typeText(view)}`);
}

/** Whether each result of `map` is a distinct dim and every dim is used (AffineMap::isPermutation). */
function isPermutation(map: { numDims: number; numSymbols: number; results: readonly unknown[] }): boolean {
  if (map.numSymbols !== 0 || map.numDims !== map.results.length) return false;
  const seen = new Set<number>();
  for (const result of map.results) {
    if (!(result instanceof AffineDimExpr) || seen.has(result.position)) return false;
    seen.add(result.position);
  }
  return true;
}

export function verifyTransposeOp(op: TransposeOp): void {
  const operation = op.getOperation();
  const permutation = op.getPermutation();
  if (!isPermutation(permutation)) throw operation.emitOpError("expected a permutation map");
  const source = op.getIn().type as MemRefType;
  if (permutation.numDims !== source.getRank()) throw operation.emitOpError("expected a permutation map of same rank as the input");
  const result = operation.getResult(0).type as MemRefType;
  const expected = permuted(source, permutation);
  const actual = stridesAndOffset(result);
  const same =
    expected !== undefined &&
    actual !== undefined &&
    result.elementType === source.elementType &&
    result.memorySpace === source.memorySpace &&
    expected.shape.length === result.shape.length &&
    expected.shape.every((size, i) => BigInt(size) === BigInt(result.shape[i] as Int64)) &&
    BigInt(expected.offset) === BigInt(actual.offset) &&
    expected.strides.every((stride, i) => BigInt(stride) === BigInt(actual.strides[i] as Int64));
  if (!same) throw operation.emitOpError(`result type ${typeText(result)} is not equivalent to the canonical transposed input type ${typeText(canonicalStridedType(expected?.type ?? source))}`);
}
