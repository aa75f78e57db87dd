// The quant dialect's type values (MLIR 19's AnyQuantizedType, CalibratedQuantizedType,
// UniformQuantizedType, UniformQuantizedPerAxisType) and their canonical printed body.
// In the IR a quant type is an OpaqueType whose body is exactly this canonical text: the
// bytecode layer's quant encoder reads and writes that representation, and two spellings
// of one quant type therefore unique to the same type.
import { formatFloat } from "../../ir/apfloat.js";
import type { Type } from "../../ir/types.js";
import { AttrTypePrinter } from "../../asm/attr-type/index.js";

/** MLIR 19's QuantizedType::MaxStorageBits. */
export const MAX_STORAGE_BITS = 32;

export interface QuantStorage {
  readonly signed: boolean;
  readonly width: number;
  readonly min: bigint;
  readonly max: bigint;
}

export type QuantTypeValue =
  | { readonly kind: "any"; readonly storage: QuantStorage; readonly expressed: Type | undefined }
  | { readonly kind: "calibrated"; readonly expressed: Type; readonly min: number; readonly max: number }
  | {
      readonly kind: "uniform";
      readonly storage: QuantStorage;
      readonly expressed: Type;
      readonly scale: number;
      readonly zeroPoint: bigint;
    }
  | {
      readonly kind: "uniform-per-axis";
      readonly storage: QuantStorage;
      readonly expressed: Type;
      readonly dimension: number;
      readonly scales: readonly number[];
      readonly zeroPoints: readonly bigint[];
    };

export function defaultStorageMin(signed: boolean, width: number): bigint {
  return signed ? -(1n << BigInt(width - 1)) : 0n;
}

export function defaultStorageMax(signed: boolean, width: number): bigint {
  return signed ? (1n << BigInt(width - 1)) - 1n : (1n << BigInt(width)) - 1n;
}

function doubleText(value: number): string {
  return formatFloat("f64", value).text;
}

function storageText(s: QuantStorage): string {
  const name = `${s.signed ? "i" : "u"}${s.width}`;
  if (s.min === defaultStorageMin(s.signed, s.width) && s.max === defaultStorageMax(s.signed, s.width)) return name;
  return `${name}<${s.min}:${s.max}>`;
}

function paramText(scale: number, zeroPoint: bigint): string {
  return zeroPoint === 0n ? doubleText(scale) : `${doubleText(scale)}:${zeroPoint}`;
}

const printer = new AttrTypePrinter();

/** The body MLIR 19's quant dialect prints for `value` (without the `!quant.` prefix). */
export function quantTypeBody(value: QuantTypeValue): string {
  switch (value.kind) {
    case "any": {
      const expressed = value.expressed === undefined ? "" : `:${printer.printType(value.expressed)}`;
      return `any<${storageText(value.storage)}${expressed}>`;
    }
    case "calibrated":
      return `calibrated<${printer.printType(value.expressed)}<${doubleText(value.min)}:${doubleText(value.max)}>>`;
    case "uniform":
      return `uniform<${storageText(value.storage)}:${printer.printType(value.expressed)}, ${paramText(value.scale, value.zeroPoint)}>`;
    case "uniform-per-axis": {
      const params = value.scales.map((s, i) => paramText(s, value.zeroPoints[i] ?? 0n));
      return `uniform<${storageText(value.storage)}:${printer.printType(value.expressed)}:${value.dimension}, {${params.join(",")}}>`;
    }
  }
}
