// bufferization's verifiers (MLIR 19's BufferizationOps.cpp and BufferizationDialect.cpp):
// alloc_tensor's sizes, dealloc's operand groups, materialize_in_destination's destination,
// and the `bufferization.*` attributes on ops and on function arguments.
import { AffineMapAttr, BaseMemRefType, FunctionOpInterface, IntegerAttr, ShapedType, StringAttr, TensorType, DYNAMIC, MemoryEffect, hasEffect, type NamedAttribute, type Operation } from "../../ir/index.js";
import type { AllocTensorOp, DeallocOp, MaterializeInDestinationOp } from "../../../generated/bufferization.js";

const WRITABLE = "bufferization.writable";
const ACCESS = "bufferization.access";
const BUFFER_LAYOUT = "bufferization.buffer_layout";
const MANUAL_DEALLOCATION = "bufferization.manual_deallocation";

/** The buffer access kinds `bufferization.access` may name. */
const ACCESS_KINDS: ReadonlySet<string> = new Set(["none", "read", "write", "read-write"]);

export function verifyAllocTensorOp(op: AllocTensorOp): void {
  const operation = op.getOperation();
  const copy = op.getCopy();
  const sizes = op.getDynamicSizes();
  if (copy !== undefined && sizes.length > 0) throw operation.emitError("dynamic sizes not needed when copying a tensor");
  const type = op.getResult().type;
  const dynamicDims = type instanceof ShapedType && type.hasRank() ? type.shape.filter((size) => size === DYNAMIC).length : 0;
  if (copy === undefined && dynamicDims !== sizes.length) throw operation.emitError(`expected ${dynamicDims} dynamic sizes`);
  if (copy !== undefined && copy.type !== type) throw operation.emitError("expected that `copy` and return type match");
}

export function verifyDeallocOp(op: DeallocOp): void {
  const operation = op.getOperation();
  if (op.getMemrefs().length !== op.getConditions().length) throw operation.emitOpError("must have the same number of conditions as memrefs to deallocate");
  if (op.getRetained().length !== op.getUpdatedConditions().length)
    throw operation.emitOpError("must have the same number of updated conditions (results) as retained operands");
}

export function verifyMaterializeInDestinationOp(op: MaterializeInDestinationOp): void {
  const operation = op.getOperation();
  const destType = op.getDest().type;
  const toMemRef = destType instanceof BaseMemRefType;
  if (!(destType instanceof TensorType) && !toMemRef) throw operation.emitOpError("'dest' must be a tensor or a memref");
  if (destType instanceof TensorType) {
    if (operation.numResults !== 1) throw operation.emitOpError("tensor 'dest' implies exactly one tensor result");
    if (destType !== operation.getResult(0).type) throw operation.emitOpError("result and 'dest' types must match");
  }
  if (toMemRef && operation.numResults !== 0) throw operation.emitOpError("memref 'dest' implies zero results");
  if (op.getRestrict() && !toMemRef) throw operation.emitOpError("'restrict' is valid only for memref destinations");
  if (op.getWritable() !== toMemRef) throw operation.emitOpError("'writable' must be specified if and only if the destination is of memref type");
  const source = op.getSource().type;
  const dest = destType as ShapedType;
  if (source.hasRank() !== dest.hasRank()) throw operation.emitOpError("source/destination shapes are incompatible");
  if (!source.hasRank()) return;
  if (source.shape.length !== dest.shape.length) throw operation.emitOpError("rank mismatch between source and destination shape");
  source.shape.forEach((size, i) => {
    const other = dest.shape[i];
    // A dynamic size may match anything at run time.
    if (size !== DYNAMIC && other !== DYNAMIC && size !== other) throw operation.emitOpError("source/destination shapes are incompatible");
  });
}

/** BufferizationDialect::verifyOperationAttribute: only the manual deallocation marker, on ops that allocate or free. */
export function verifyBufferizationOperationAttribute(op: Operation, attribute: NamedAttribute): void {
  if (attribute.name === MANUAL_DEALLOCATION) {
    if (!hasEffect(op, MemoryEffect.Allocate) && !hasEffect(op, MemoryEffect.Free))
      throw op.emitOpError(`attribute '${MANUAL_DEALLOCATION}' can be used only on ops that have an allocation and/or free side effect`);
    return;
  }
  throw op.emitError(`attribute '"${attribute.name}"' not supported as an op attribute by the bufferization dialect`);
}

/** BufferizationDialect::verifyRegionArgAttribute: writability, access kind and layout of function arguments. */
export function verifyBufferizationRegionArgAttribute(op: Operation, _regionIndex: number, _argIndex: number, attribute: NamedAttribute): void {
  const functionLike = op.getInterface(FunctionOpInterface) !== undefined;
  const onFunctions = (): void => {
    if (!functionLike) throw op.emitError(`expected '${attribute.name}' to be used on function-like operations`);
  };
  switch (attribute.name) {
    case WRITABLE:
      if (!(attribute.value instanceof IntegerAttr && attribute.value.isBool())) throw op.emitError(`'${WRITABLE}' is expected to be a boolean attribute`);
      onFunctions();
      if (op.getRegion(0).empty()) throw op.emitError(`'${WRITABLE}' is invalid on external functions`);
      return;
    case ACCESS:
      if (!(attribute.value instanceof StringAttr)) throw op.emitError(`'${ACCESS}' is expected to be a string attribute`);
      if (!ACCESS_KINDS.has(attribute.value.value)) throw op.emitError(`invalid value for '${ACCESS}'`);
      onFunctions();
      return;
    case BUFFER_LAYOUT:
      if (!(attribute.value instanceof AffineMapAttr)) throw op.emitError(`'${BUFFER_LAYOUT}' is expected to be a affine map attribute`);
      onFunctions();
      return;
    default:
      // MLIR 19 names the buffer layout attribute here, whichever attribute it is.
      throw op.emitError(`attribute '${BUFFER_LAYOUT}' not supported as a region arg attribute by the bufferization dialect`);
  }
}
