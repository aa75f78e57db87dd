// Typed values and the op view base of generated op classes, and the diagnostic text
// of types and attributes.
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
  // Assigned in the constructor, not a class field: field definitions on the many
  // generated subclasses cost much more than a plain store when views are made per call.
  declare readonly operation: Operation;
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

/** The region's single block (SingleBlock ops); throws when absent. */
export function singleBlock(region: Region): Block {
  const block = region.firstBlock;
  if (block === null) throw new RangeError("region has no block");
  return block;
}
