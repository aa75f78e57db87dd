// Reading nvvm's attributes that tsmlir keeps opaque (`#nvvm.mma_type<f16>`, an enum
// attribute checked when parsed; `#nvvm.shape<m = 16, n = 8, k = 16>`): the verifiers need their values.
import { OpaqueAttr, type Operation } from "../../ir/index.js";
import { enumAttributeCase } from "../upstream/enum-attributes.js";

/** The case of the op's enum attribute `name` when it is nvvm's `mnemonic` (read as enum-attributes.ts builds it), or undefined. */
export function nvvmEnumValue(op: Operation, name: string, mnemonic: string): string | undefined {
  return enumAttributeCase(op.getAttr(name), "nvvm", mnemonic);
}

/** The m, n and k of the op's `#nvvm.shape<m = .., n = .., k = ..>` attribute `name`, or undefined. */
export function nvvmShape(op: Operation, name: string): [number, number, number] | undefined {
  const attr = op.getAttr(name);
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "nvvm") return undefined;
  const match = /^\.?shape\s*<\s*m\s*=\s*(-?\d+)\s*,\s*n\s*=\s*(-?\d+)\s*,\s*k\s*=\s*(-?\d+)\s*>$/.exec(attr.data);
  return match === null ? undefined : [Number(match[1]), Number(match[2]), Number(match[3])];
}
