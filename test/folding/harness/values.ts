// Random and edge-case constants for the fold differential test, as MLIR text: integers of
// any width, every float type by bit pattern (so NaN payloads, -0 and denormals are exact),
// splat and dense vectors/tensors.
import { APFloat, APInt, semanticsOf, type FloatKind } from "../../../src/ir/index.js";

/** A deterministic generator (mulberry32). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  bits(width: number): bigint {
    let v = 0n;
    for (let i = 0; i < width; i += 30) v = (v << 30n) | BigInt(this.int(2 ** 30));
    return BigInt.asUintN(width, v);
  }
}

export type ScalarType = { readonly kind: "int"; readonly width: number; readonly index?: boolean } | { readonly kind: "float"; readonly float: FloatKind };

export function scalarTypeText(t: ScalarType): string {
  if (t.kind === "float") return t.float;
  return t.index === true ? "index" : `i${t.width}`;
}

/** An integer value of `width` bits: edge values often, random ones otherwise. */
export function randomInt(r: Random, width: number): APInt {
  const edges: (() => APInt)[] = [
    () => APInt.zero(width),
    () => APInt.one(width),
    () => APInt.allOnes(width),
    () => APInt.fromBigInt(width, 2n),
    () => APInt.fromBigInt(width, -2n),
    () => APInt.signedMax(width),
    () => APInt.signedMin(width),
    () => APInt.signedMax(width).sub(APInt.one(width)),
    () => APInt.signedMin(width).add(APInt.one(width)),
    () => APInt.fromBigInt(width, BigInt(width)),
    () => APInt.fromBigInt(width, BigInt(width - 1)),
    () => APInt.fromBigInt(width, BigInt(width + 1)),
    () => APInt.fromBigInt(width, BigInt(r.pick([31, 32, 33, 63, 64, 65]))),
    () => APInt.fromBigInt(width, BigInt(r.int(21) - 10)),
    () => APInt.one(width).shl(r.int(Math.max(width, 1))),
  ];
  if (r.chance(0.5)) return (r.pick(edges) as () => APInt)();
  return new APInt(width, r.bits(width));
}

export function intText(value: APInt, width: number): string {
  if (width === 1) return value.isZero() ? "false" : "true";
  return value.signed.toString();
}

/** A float bit pattern of `kind`: special and edge values often, random patterns otherwise. */
export function randomFloatBits(r: Random, kind: FloatKind): bigint {
  const s = semanticsOf(kind);
  const fromDouble = (d: number): bigint => APFloat.fromDouble(d).convert(s).value.toBits();
  const edges: (() => bigint)[] = [
    () => APFloat.zero(s).toBits(),
    () => APFloat.zero(s, true).toBits(),
    () => fromDouble(1),
    () => fromDouble(-1),
    () => fromDouble(2),
    () => fromDouble(0.5),
    () => fromDouble(3),
    () => fromDouble(-2.5),
    () => fromDouble(0.1),
    () => fromDouble(r.int(2001) - 1000),
    () => fromDouble((r.int(2001) - 1000) / 8),
    () => APFloat.infinity(s).toBits(),
    () => APFloat.infinity(s, true).toBits(),
    () => APFloat.nan(s).toBits(),
    () => APFloat.nan(s, true).toBits(),
    () => APFloat.nan(s, false, true, 1n).toBits(),
    () => APFloat.nan(s, r.chance(0.5), false, r.bits(s.precision)).toBits(),
    () => APFloat.largest(s).toBits(),
    () => APFloat.largest(s, true).toBits(),
    () => APFloat.smallest(s).toBits(),
    () => APFloat.smallest(s, true).toBits(),
    () => APFloat.smallestNormalized(s).toBits(),
  ];
  if (r.chance(0.55)) return (r.pick(edges) as () => bigint)();
  const bits = r.bits(s.width);
  if (kind !== "f80") return bits;
  // x87 encodings whose integer bit disagrees with the exponent (unnormals, pseudo-denormals)
  // are left out: tsmlir's parser keeps their bits where MLIR re-encodes them.
  const exponent = (bits >> 64n) & 0x7fffn;
  const integerBit = 1n << 63n;
  return exponent === 0n ? bits & ~integerBit : bits | integerBit;
}

export function floatText(kind: FloatKind, bits: bigint): string {
  const digits = Math.ceil(semanticsOf(kind).width / 4);
  return `0x${bits.toString(16).toUpperCase().padStart(digits, "0")}`;
}

/** The text of a random element of scalar type `t`. */
export function randomElementText(r: Random, t: ScalarType): string {
  if (t.kind === "float") return floatText(t.float, randomFloatBits(r, t.float));
  const width = t.index === true ? 64 : t.width;
  return intText(randomInt(r, width), width);
}

/** A typed attribute of scalar type `t` (value : type). */
export function randomScalarAttr(r: Random, t: ScalarType): string {
  const element = randomElementText(r, t);
  if (t.kind === "int" && t.width === 1 && t.index !== true) return element;
  return `${element} : ${scalarTypeText(t)}`;
}

/** A small static shape for vectors and tensors. */
export interface Shape {
  readonly dims: readonly number[];
  readonly tensor: boolean;
}

export function randomShape(r: Random): Shape {
  return r.pick<Shape>([
    { dims: [4], tensor: false },
    { dims: [2], tensor: false },
    { dims: [3], tensor: true },
    { dims: [2, 2], tensor: true },
  ]);
}

export function shapedTypeText(shape: Shape, element: string): string {
  return `${shape.tensor ? "tensor" : "vector"}<${shape.dims.join("x")}x${element}>`;
}

export function elementCount(shape: Shape): number {
  return shape.dims.reduce((a, b) => a * b, 1);
}

function nested(items: readonly string[], dims: readonly number[]): string {
  if (dims.length <= 1) return `[${items.join(", ")}]`;
  const inner = dims.slice(1);
  const size = inner.reduce((a, b) => a * b, 1);
  const parts: string[] = [];
  for (let i = 0; i < items.length; i += size) parts.push(nested(items.slice(i, i + size), inner));
  return `[${parts.join(", ")}]`;
}

/** dense<...> of the shape's elements (a splat when `splat`), with its type. */
export function denseAttrText(r: Random, t: ScalarType, shape: Shape, splat: boolean): string {
  const type = shapedTypeText(shape, scalarTypeText(t));
  if (splat) return `dense<${randomElementText(r, t)}> : ${type}`;
  const items: string[] = [];
  for (let i = 0; i < elementCount(shape); i++) items.push(randomElementText(r, t));
  return `dense<${nested(items, shape.dims)}> : ${type}`;
}

/** sparse<indices, values> of up to two distinct positions of the shape (zero elsewhere). */
export function sparseAttrText(r: Random, t: ScalarType, shape: Shape): string {
  const type = shapedTypeText(shape, scalarTypeText(t));
  const count = elementCount(shape);
  const first = r.int(count);
  const positions = r.chance(0.5) || count === 1 ? [first] : [first, (first + 1 + r.int(count - 1)) % count].sort((a, b) => a - b);
  const coordinates = positions.map((p) => {
    const coords: number[] = [];
    let rest = p;
    for (let d = shape.dims.length - 1; d >= 0; d--) {
      const size = shape.dims[d] as number;
      coords.unshift(rest % size);
      rest = Math.floor(rest / size);
    }
    return `[${coords.join(", ")}]`;
  });
  const values = positions.map(() => randomElementText(r, t));
  return `sparse<[${coordinates.join(", ")}], [${values.join(", ")}]> : ${type}`;
}
