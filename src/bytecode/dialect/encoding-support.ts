// What the encodings `tsmlir-tblgen --gen-ts-bytecode` generates (and the code
// snippets of a bytecode .td) call besides the dialect reader and writer: typed
// reads that report upstream's `expected <class>, but got: <value>`, and the
// building blocks of defs/mlir/IR/BytecodeBase.td that need more than one reader
// call (integers of a known width, floats of known semantics). Nothing here knows
// a dialect.
import { Attribute } from "../../ir/attributes.js";
import { FloatType, IndexType, IntegerType, Type } from "../../ir/types.js";
import { floatBitWidth, floatFromBits, floatToBits } from "../../ir/raw-data/float-bits.js";
import { attributeToString, typeToString } from "../../asm/print-helpers.js";
import type { BytecodeError } from "../format/errors.js";
import type { DialectBytecodeReader, DialectBytecodeWriter } from "./hooks.js";

/** A class, possibly abstract or with a private constructor, whose instances are `T`. */
// eslint-disable-next-line @typescript-eslint/ban-types
export type ClassOf<T> = Function & { readonly prototype: T; readonly name: string };

/** The error of a value of the wrong kind, worded as upstream's readAttribute<T>/readType<T>. */
export function unexpectedValue(reader: DialectBytecodeReader, value: Attribute | Type, expected: string): BytecodeError {
  const text = value instanceof Attribute ? attributeToString(value) : typeToString(value);
  return reader.error(`expected ${expected}, but got: ${text}`);
}

/** An attribute that must be an instance of `cls` (`expected` names it in the error; default `mlir::<class name>`). */
export function readAttributeOf<T extends Attribute>(reader: DialectBytecodeReader, cls: ClassOf<T>, expected?: string): T {
  const value = reader.readAttribute();
  if (value instanceof cls) return value as T;
  throw unexpectedValue(reader, value, expected ?? `mlir::${cls.name}`);
}

/** A type that must be an instance of `cls` (`expected` names it in the error; default `mlir::<class name>`). */
export function readTypeOf<T extends Type>(reader: DialectBytecodeReader, cls: ClassOf<T>, expected?: string): T {
  const value = reader.readType();
  if (value instanceof cls) return value as T;
  throw unexpectedValue(reader, value, expected ?? `mlir::${cls.name}`);
}

/** An attribute that must satisfy `accept` (`expected` names what it should be). */
export function readAttributeWhere<T extends Attribute>(reader: DialectBytecodeReader, accept: (attr: Attribute) => attr is T, expected: string): T {
  const value = reader.readAttribute();
  if (accept(value)) return value;
  throw unexpectedValue(reader, value, expected);
}

/** `value`, or the reader's error `message` when it is undefined (for builders checking what they decoded). */
export function required<T>(reader: DialectBytecodeReader, value: T | undefined, message: string): T {
  if (value === undefined) throw reader.error(message);
  return value;
}

function knownWidth(reader: DialectBytecodeReader, type: Type): number {
  if (type instanceof IntegerType) return type.width;
  if (type instanceof IndexType) return IndexType.internalStorageBitWidth;
  throw reader.error("expected an integer or index type for an integer attribute");
}

/** An APInt whose width is `type`'s (an integer or index type): its value as bits modulo 2^width. */
export function readAPIntWithKnownWidth(reader: DialectBytecodeReader, type: Type): number | bigint {
  const width = knownWidth(reader, type);
  // Widths 9..64 are a zigzag varint: its signed value (a number when safe, no bigint
  // arithmetic) equals the bit pattern modulo 2^width.
  if (width > 8 && width <= 64) return reader.readSignedVarInt();
  return reader.readAPIntBits(width);
}

/** Writes `value` as an APInt of `type`'s width (MLIR's writeAPIntWithKnownWidth). */
export function writeAPIntWithKnownWidth(writer: DialectBytecodeWriter, value: number | bigint, type: Type): void {
  const width = type instanceof IntegerType ? type.width : IndexType.internalStorageBitWidth;
  if (typeof value === "number" && width > 8 && (width <= 52 || width === 64) && Number.isSafeInteger(value)) {
    // Without a bigint: writeAPIntBits writes these widths as the zigzag varint of the
    // bits zero-extended to int64 (a safe integer is its own 64-bit pattern).
    const modulus = 2 ** width;
    writer.writeSignedVarInt(width === 64 ? value : ((value % modulus) + modulus) % modulus);
    return;
  }
  writer.writeAPIntBits(BigInt(value), width);
}

/** A float as tsmlir holds it: a double, plus the exact bits when the double cannot carry them. */
export interface APFloatValue {
  readonly value: number;
  readonly bits: bigint | undefined;
}

/** An APFloat of `type`'s semantics (its bits as an APInt of the type's width). */
export function readAPFloatWithKnownSemantics(reader: DialectBytecodeReader, type: FloatType): APFloatValue {
  const bits = reader.readAPIntBits(floatBitWidth(type.kind));
  const value = floatFromBits(type.kind, bits);
  const exact = !Number.isNaN(value) && floatToBits(type.kind, value) === bits;
  return { value, bits: exact ? undefined : bits };
}

/** Writes a float of `type`'s semantics as its bits (MLIR's writeAPFloatWithKnownSemantics). */
export function writeAPFloatWithKnownSemantics(writer: DialectBytecodeWriter, float: APFloatValue, type: FloatType): void {
  const bits = float.bits ?? floatToBits(type.kind, float.value);
  writer.writeAPIntBits(bits, floatBitWidth(type.kind));
}
