// Typed values and the op wrapper base of generated op classes, diagnostic text of
// types/attributes, and operand/result segment lookup (ODS's getODSOperands).
import {
  Attribute,
  DenseArrayAttr,
  IntegerType,
  Type,
  VectorType,
  FunctionType,
  MemRefType,
  RankedTensorType,
  UnrankedTensorType,
  ComplexType,
  TupleType,
  FloatType,
  type Block,
  type OpResult,
  type Operation,
  type Region,
  type Value,
} from "../../ir/index.js";
import { printerForDiagnostics } from "../../asm/attr-type/diagnostic-text.js";

declare const typeKindBrand: unique symbol;

/**
 * A compile-time tag per builtin type class. TypeScript compares classes structurally, so
 * e.g. a FloatType would pass for an IndexType; the tag keeps the classes that differ in
 * shape apart (index, none and other parameterless types stay interchangeable).
 */
export type TypeKind<T> = T extends FloatType
  ? "float"
  : T extends IntegerType
    ? "integer"
    : T extends FunctionType
      ? "function"
      : T extends VectorType
        ? "vector"
        : T extends MemRefType
          ? "memref"
          : T extends RankedTensorType
            ? "ranked-tensor"
            : T extends UnrankedTensorType
              ? "unranked-tensor"
              : T extends ComplexType
                ? "complex"
                : T extends TupleType
                  ? "tuple"
                  : "other";

/** A value whose type is statically known to be a `T` (MLIR's TypedValue). */
export type TypedValue<T extends Type> = Value & { readonly type: T; readonly [typeKindBrand]?: TypeKind<T> };

/** An op result whose type is statically known to be a `T`. */
export type TypedResult<T extends Type> = OpResult & TypedValue<T>;

/** Narrows a value to a typed value, checking its type at run time. */
export function typed<T extends Type>(value: Value, cls: { readonly prototype: T; readonly name: string }): TypedValue<T> {
  if (!(value.type instanceof (cls as unknown as abstract new () => T))) throw new TypeError(`value of type ${printType(value.type)} is not a ${cls.name}`);
  return value as TypedValue<T>;
}

/** Base of every generated op class: a thin view over an `Operation`. */
export abstract class OpView {
  readonly operation: Operation;
  constructor(operation: Operation) {
    this.operation = operation;
  }
  getOperation(): Operation {
    return this.operation;
  }
  get context() {
    return this.operation.context;
  }
  get location() {
    return this.operation.location;
  }
}

/** Quoted type text as MLIR puts it in diagnostics (`'f32'`). */
export function printType(type: Type): string {
  return printerForDiagnostics().printType(type);
}

export function printAttribute(attr: Attribute): string {
  return printerForDiagnostics().printAttribute(attr);
}

/** Segment sizes stored in the op's properties under `name` (operandSegmentSizes / resultSegmentSizes). */
export function segmentSizes(op: Operation, name: string): readonly number[] | undefined {
  const attr = op.getInherentAttr(name);
  if (!(attr instanceof DenseArrayAttr)) return undefined;
  return Array.from(attr.values as ArrayLike<number>, Number);
}

/**
 * The [start, length) of group `index` among `total` values, as ODS's getODSOperandIndexAndLength:
 * with segment sizes, their prefix sums; otherwise every variadic group shares what the
 * fixed groups leave (`variadic[i]` tells which groups vary).
 */
export function groupRange(index: number, total: number, variadic: readonly boolean[], sizes: readonly number[] | undefined): [number, number] {
  if (sizes !== undefined) {
    let start = 0;
    for (let i = 0; i < index; i++) start += sizes[i] ?? 0;
    return [start, sizes[index] ?? 0];
  }
  let numVariadic = 0;
  for (const v of variadic) if (v) numVariadic++;
  const fixed = variadic.length - numVariadic;
  const variadicSize = numVariadic === 0 ? 0 : Math.floor((total - fixed) / numVariadic);
  let precedingVariadic = 0;
  for (let i = 0; i < index; i++) if (variadic[i]) precedingVariadic++;
  const start = index + precedingVariadic * variadicSize - precedingVariadic;
  return [start, variadic[index] ? variadicSize : 1];
}

export function operandGroup(op: Operation, index: number, variadic: readonly boolean[], segmented: boolean): Value[] {
  const [start, length] = groupRange(index, op.operands.length, variadic, segmented ? segmentSizes(op, "operandSegmentSizes") : undefined);
  const out: Value[] = [];
  for (let i = start; i < start + length && i < op.operands.length; i++) out.push(op.getOperand(i));
  return out;
}

export function resultGroup(op: Operation, index: number, variadic: readonly boolean[], segmented: boolean): OpResult[] {
  const [start, length] = groupRange(index, op.results.length, variadic, segmented ? segmentSizes(op, "resultSegmentSizes") : undefined);
  return op.results.slice(start, start + length);
}

/** The region's single block (SingleBlock ops); throws when absent. */
export function singleBlock(region: Region): Block {
  const block = region.firstBlock;
  if (block === null) throw new RangeError("region has no block");
  return block;
}
