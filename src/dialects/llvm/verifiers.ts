// llvm's C++ verifiers with mlir-opt 19's messages: atomic memory accesses (load, store,
// atomicrmw, cmpxchg, fence), aggregate positions (extractvalue, insertvalue), GEP indices
// into structs, the integer extensions and llvm.return against its function. llvm's types
// are kept as opaque types holding their printed body (types.ts), so the checks read them
// through the helpers there.
import { DenseArrayAttr, FloatType, IntegerAttr, IntegerType, TypeAttr, VectorType, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { llvmEnums } from "../../../generated/upstream/llvm-assembly.js";
import { isCompatibleFloatingPointType, vectorElementType } from "./compatible-types.js";
import { aggregateElementType, arrayElement, functionTypeParts, isVoidType, llvmTypeBody, nestedType, structFields } from "./types.js";

/** The orderings of LLVM's AtomicOrdering enum, by value. */
const enum Ordering {
  NotAtomic = 0,
  Unordered = 1,
  Monotonic = 2,
  Acquire = 4,
  Release = 5,
  AcquireRelease = 6,
}

/** GEPOp's marker in rawConstantIndices for an index given by an operand. */
const DYNAMIC_GEP_INDEX = -2147483648;

/** LLVM's pointer width in the default data layout (tsmlir does not read DLTI specs here). */
const POINTER_BITS = 64;

function enumValue(op: Operation, name: string): number | undefined {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr ? Number(attr.value) : undefined;
}

function orderingName(value: number): string {
  return llvmEnums.AtomicOrdering.stringify(llvmEnums.AtomicOrdering.symbolize(value) as never);
}

/** The size in bits of a scalar an atomic access may move, or undefined for another type. */
function atomicBitWidth(type: Type): number | undefined {
  if (type instanceof IntegerType) return type.width;
  if (llvmTypeBody(type)?.startsWith("ptr") === true) return POINTER_BITS;
  if (!isCompatibleFloatingPointType(type)) return undefined;
  return type instanceof FloatType ? type.width : 128;
}

/** isTypeCompatibleWithAtomicOp: an integer, pointer or float of a power-of-two size of at least a byte. */
function isAtomicCompatible(type: Type): boolean {
  const width = atomicBitWidth(type);
  return width !== undefined && width >= 8 && (width & (width - 1)) === 0;
}

function verifyAtomicMemoryAccess(op: Operation, valueType: Type, unsupported: readonly Ordering[]): void {
  const ordering = enumValue(op, "ordering") ?? Ordering.NotAtomic;
  if (ordering !== Ordering.NotAtomic) {
    if (!isAtomicCompatible(valueType)) throw op.emitOpError(`unsupported type '${printType(valueType)}' for atomic access`);
    if (unsupported.includes(ordering)) throw op.emitOpError(`unsupported ordering '${orderingName(ordering)}'`);
    if (op.getAttr("alignment") === undefined) throw op.emitOpError("expected alignment for atomic access");
    return;
  }
  if (op.getAttr("syncscope") !== undefined) throw op.emitOpError("expected syncscope to be null for non-atomic access");
}

export function verifyLoad(op: Operation): void {
  verifyAtomicMemoryAccess(op, op.getResult(0).type, [Ordering.Release, Ordering.AcquireRelease]);
}

export function verifyStore(op: Operation): void {
  verifyAtomicMemoryAccess(op, op.getOperand(0).type, [Ordering.Acquire, Ordering.AcquireRelease]);
}

const FLOAT_BIN_OPS: ReadonlySet<string> = new Set(["fadd", "fsub", "fmin", "fmax"]);

export function verifyAtomicRMW(op: Operation): void {
  const valueType = op.getOperand(1).type;
  const binOpValue = enumValue(op, "bin_op") ?? 0;
  const binOp = llvmEnums.AtomicBinOp.stringify(llvmEnums.AtomicBinOp.symbolize(binOpValue) as never);
  // MLIR 19's operand constraint takes no vectors (later versions do, and check them here).
  if (FLOAT_BIN_OPS.has(binOp)) {
    if (!isCompatibleFloatingPointType(valueType)) throw op.emitOpError("expected LLVM IR floating point type");
  } else if (binOp === "xchg") {
    if (!isAtomicCompatible(valueType)) throw op.emitOpError("unexpected LLVM IR type for 'xchg' bin_op");
  } else {
    const width = valueType instanceof IntegerType ? valueType.width : 0;
    if (width !== 8 && width !== 16 && width !== 32 && width !== 64) throw op.emitOpError("expected LLVM IR integer type");
  }
  if ((enumValue(op, "ordering") ?? 0) < Ordering.Monotonic) throw op.emitOpError(`expected at least '${orderingName(Ordering.Monotonic)}' ordering`);
}

export function verifyAtomicCmpXchg(op: Operation): void {
  if (!isAtomicCompatible(op.getOperand(2).type)) throw op.emitOpError("unexpected LLVM IR type");
  const success = enumValue(op, "success_ordering") ?? 0;
  const failure = enumValue(op, "failure_ordering") ?? 0;
  if (success < Ordering.Monotonic || failure < Ordering.Monotonic) throw op.emitOpError("ordering must be at least 'monotonic'");
  if (failure === Ordering.Release || failure === Ordering.AcquireRelease) throw op.emitOpError("failure ordering cannot be 'release' or 'acq_rel'");
}

export function verifyFence(op: Operation): void {
  const ordering = enumValue(op, "ordering") ?? 0;
  if (ordering === Ordering.NotAtomic || ordering === Ordering.Unordered || ordering === Ordering.Monotonic)
    throw op.emitOpError("can be given only acquire, release, acq_rel, and seq_cst orderings");
}

function position(op: Operation): bigint[] {
  const attr = op.getAttr("position");
  return attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<number | bigint>, (v) => BigInt(v)) : [];
}

/** The type at the op's position in its container (operand 0), or the op error MLIR gives. */
function positionedElementType(op: Operation): Type {
  const element = aggregateElementType(op.getOperand(0).type, position(op), op.context);
  if (typeof element === "string") throw op.emitOpError(element);
  return element;
}

export function verifyExtractValue(op: Operation): void {
  const element = positionedElementType(op);
  const result = op.getResult(0).type;
  if (result !== element)
    throw op.emitOpError(
      `Type mismatch: extracting from '${printType(op.getOperand(0).type)}' should produce '${printType(element)}' but this op returns '${printType(result)}'`,
    );
}

export function verifyInsertValue(op: Operation): void {
  const element = positionedElementType(op);
  const value = op.getOperand(1).type;
  if (value !== element) throw op.emitOpError(`Type mismatch: cannot insert '${printType(value)}' into '${printType(op.getOperand(0).type)}'`);
}

/** The element type a GEP index steps into for an array or vector, or undefined. */
function sequenceElement(type: Type): Type | undefined {
  if (type instanceof VectorType) return type.elementType;
  const body = llvmTypeBody(type);
  if (body === undefined) return undefined;
  const element = arrayElement(body);
  if (element !== undefined) return nestedType(element, type.context);
  return vectorElementType(type, type.context);
}

export function verifyGEP(op: Operation): void {
  const raw = op.getAttr("rawConstantIndices");
  const indices = raw instanceof DenseArrayAttr ? Array.from(raw.values as ArrayLike<number>, Number) : [];
  const dynamicCount = indices.filter((i) => i === DYNAMIC_GEP_INDEX).length;
  if (dynamicCount !== op.numOperands - 1) throw op.emitOpError("expected as many dynamic indices as specified in 'rawConstantIndices'");
  const elemType = op.getAttr("elem_type");
  if (!(elemType instanceof TypeAttr)) return;
  // The first index steps over the pointer; the following ones step into the element type.
  let current = elemType.value;
  for (let index = 1; index < indices.length; index++) {
    const body = llvmTypeBody(current);
    if (body?.startsWith("struct<") === true) {
      const value = indices[index] as number;
      if (value === DYNAMIC_GEP_INDEX) throw op.emitOpError(`expected index ${index} indexing a struct to be constant`);
      const fields = structFields(body) ?? [];
      if (value < 0 || value >= fields.length) throw op.emitOpError(`index ${index} indexing a struct is out of bounds`);
      current = nestedType(fields[value] as string, op.context);
      continue;
    }
    const element = sequenceElement(current);
    if (element === undefined) throw op.emitOpError(`type '${printType(current)}' cannot be indexed (index #${index})`);
    current = element;
  }
}

function integerWidth(type: Type): number {
  const element = type instanceof VectorType ? type.elementType : (vectorElementType(type, type.context) ?? type);
  return element instanceof IntegerType ? element.width : 0;
}

/** sext and zext: vectors only to vectors of the same shape, and the result must be wider than the operand (errors at the op, without its name). */
export function verifyIntegerExtension(op: Operation): void {
  const input = op.getOperand(0).type;
  const output = op.getResult(0).type;
  if (input instanceof VectorType) {
    if (!(output instanceof VectorType)) throw op.emitError("input type is a vector but output type is an integer");
    const sameShape =
      input.shape.length === output.shape.length &&
      input.shape.every((d, i) => d === output.shape[i] && (input.scalableDims[i] === true) === (output.scalableDims[i] === true));
    if (!sameShape) throw op.emitError("input and output vectors are of incompatible shape");
  } else if (output instanceof VectorType) {
    throw op.emitError("input type is an integer but output type is a vector");
  }
  if (integerWidth(op.getOperand(0).type) >= integerWidth(op.getResult(0).type))
    throw op.emitError("integer width of the output type is smaller or equal to the integer width of the input type");
}

export function verifyReturn(op: Operation): void {
  const fn = op.getParentOfType("llvm.func");
  if (fn === null) return;
  const typeAttr = fn.getAttr("function_type");
  const parts = typeAttr instanceof TypeAttr ? functionTypeParts(typeAttr.value, op.context) : undefined;
  if (parts === undefined) return;
  const fail = (message: string): never => {
    throw op.emitOpError(message).attachNote(fn.location, "when returning from function");
  };
  if (isVoidType(parts.result)) {
    if (op.numOperands !== 0) fail("expected no operands");
    return;
  }
  if (op.numOperands === 0) fail("expected 1 operand");
  if (op.getOperand(0).type !== parts.result) fail("mismatching result types");
}
