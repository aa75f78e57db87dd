// The quant dialect's types as the fields its bytecode encodings hold (MLIR 19's
// QuantDialectBytecode.td; ours is defs/mlir/Dialect/Quant/QuantDialectBytecode.td,
// generated into generated/quant-bytecode.ts, which imports this module as `quant`).
// Quant types live in the IR as opaque types holding their printed body
// (`uniform<i8:f32, 1.000000e+00>`): the builders here make that text from decoded
// fields, and quantFieldsOf recovers the fields from it for the writer.
//   any<S>, any<S:E>, calibrated<E<min:max>>, uniform<S:E, scale[:zp]>,
//   uniform<S:E:dim, {scale[:zp],...}>   (S: storage i/uN[<min:max>], E: expressed type)
import { formatFloat } from "../../ir/apfloat.js";
import type { MLIRContext } from "../../ir/context.js";
import { IntegerType, OpaqueType, type Type } from "../../ir/types.js";
import { AttrTypePrinter } from "../../asm/attr-type/index.js";
import { AsmTextualCodec } from "../../bytecode/text-codec.js";
import { floatFromBits, floatToBits } from "../../ir/raw-data/float-bits.js";
import type { DialectBytecodeReader, DialectBytecodeWriter } from "../../bytecode/dialect/hooks.js";

const SIGNED = 1;

function defaultBounds(signed: boolean, width: number): [bigint, bigint] {
  return signed ? [-(1n << BigInt(width - 1)), (1n << BigInt(width - 1)) - 1n] : [0n, (1n << BigInt(width)) - 1n];
}

function formatDouble(value: number): string {
  return formatFloat("f64", value).text;
}

function storageText(flags: number, type: IntegerType, min: bigint, max: bigint): string {
  const signed = (flags & SIGNED) !== 0;
  const [dmin, dmax] = defaultBounds(signed, type.width);
  const bounds = min !== dmin || max !== dmax ? `<${min}:${max}>` : "";
  return `${signed ? "i" : "u"}${type.width}${bounds}`;
}

function params(scale: number, zeroPoint: bigint): string {
  return zeroPoint === 0n ? formatDouble(scale) : `${formatDouble(scale)}:${zeroPoint}`;
}

// A printer per type: a printer caches what it printed, which must not outlive a context.
function typeText(type: Type): string {
  return new AttrTypePrinter().printType(type);
}

function quantType(context: MLIRContext, body: string): Type {
  return OpaqueType.get(context, "quant", body);
}

// ---------------------------------------------------------------------------
// Reading: the encodings' parsers and builders.

/** A double stored as the APInt of its bits (upstream's readDoubleAPFloat). */
export function readDoubleAPFloat(reader: DialectBytecodeReader): number {
  return floatFromBits("f64", reader.readAPIntBits(64));
}

export function writeDoubleAPFloat(writer: DialectBytecodeWriter, value: number): void {
  writer.writeAPIntBits(floatToBits("f64", value), 64);
}

export function writeDoubleAPFloats(writer: DialectBytecodeWriter, values: readonly number[]): void {
  writer.writeVarInt(values.length);
  for (const value of values) writeDoubleAPFloat(writer, value);
}

export function writeSignedVarInts(writer: DialectBytecodeWriter, values: readonly bigint[]): void {
  writer.writeVarInt(values.length);
  for (const value of values) writer.writeSignedVarInt(value);
}

export function readStorageType(reader: DialectBytecodeReader): IntegerType {
  const t = reader.readType();
  if (!(t instanceof IntegerType) || t.width < 1) throw reader.error("expected an integer storage type");
  return t;
}

export function anyQuantizedType(context: MLIRContext, flags: number, storageType: IntegerType, expressedType: Type | undefined, min: bigint, max: bigint): Type {
  const storage = storageText(flags, storageType, min, max);
  return quantType(context, expressedType === undefined ? `any<${storage}>` : `any<${storage}:${typeText(expressedType)}>`);
}

export function calibratedQuantizedType(context: MLIRContext, expressedType: Type, min: number, max: number): Type {
  return quantType(context, `calibrated<${typeText(expressedType)}<${formatDouble(min)}:${formatDouble(max)}>>`);
}

export function uniformQuantizedType(
  context: MLIRContext,
  flags: number,
  storageType: IntegerType,
  expressedType: Type,
  scale: number,
  zeroPoint: bigint,
  min: bigint,
  max: bigint,
): Type {
  return quantType(context, `uniform<${storageText(flags, storageType, min, max)}:${typeText(expressedType)}, ${params(scale, zeroPoint)}>`);
}

export function uniformQuantizedPerAxisType(
  reader: DialectBytecodeReader,
  flags: number,
  storageType: IntegerType,
  expressedType: Type,
  scales: readonly number[],
  zeroPoints: readonly bigint[],
  dimension: number,
  min: bigint,
  max: bigint,
): Type {
  if (scales.length !== zeroPoints.length) throw reader.error("quantization scales and zero points differ in number");
  const list = scales.map((s, i) => params(s, zeroPoints[i] as bigint)).join(",");
  return quantType(reader.context, `uniform<${storageText(flags, storageType, min, max)}:${typeText(expressedType)}:${dimension}, {${list}}>`);
}

// ---------------------------------------------------------------------------
// Writing: the fields of a quant type's text.

/** Which of the dialect's encodings a quant type takes (its position's name in QuantDialectTypes). */
export type QuantEncoding = "any" | "anyWithExpressedType" | "calibrated" | "uniform" | "uniformPerAxis";

/** Every field an encoding may write; those an encoding does not hold are unused (zero, empty, the storage type). */
export interface QuantFields {
  readonly encoding: QuantEncoding;
  readonly flags: number;
  readonly storageType: IntegerType;
  readonly expressedType: Type;
  readonly storageTypeMin: bigint;
  readonly storageTypeMax: bigint;
  readonly min: number;
  readonly max: number;
  readonly scale: number;
  readonly zeroPoint: bigint;
  readonly quantizedDimension: number;
  readonly scales: readonly number[];
  readonly zeroPoints: readonly bigint[];
}

/** A cursor over a quant type body, for re-encoding the printed form. */
class BodyScanner {
  pos = 0;
  constructor(readonly text: string) {}
  eat(s: string): boolean {
    if (!this.text.startsWith(s, this.pos)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string): void {
    if (!this.eat(s)) throw new SyntaxError(`expected '${s}'`);
  }
  skipSpaces(): void {
    while (this.text[this.pos] === " ") this.pos++;
  }
  integer(): bigint {
    const m = /^[-+]?\d+/.exec(this.text.slice(this.pos));
    if (m === null) throw new SyntaxError("expected an integer");
    this.pos += m[0].length;
    return BigInt(m[0]);
  }
  float(): number {
    const m = /^(0x[0-9a-fA-F]+|[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?|[-+]?inf|nan)/.exec(this.text.slice(this.pos));
    if (m === null) throw new SyntaxError("expected a float");
    this.pos += m[0].length;
    return m[0].startsWith("0x") ? floatFromBits("f64", BigInt(m[0])) : Number(m[0]);
  }
  /** Text of a type, up to a ':', ',', '<' or '>' at nesting depth zero. */
  typeText(stopAtAngle: boolean): string {
    const start = this.pos;
    let depth = 0;
    while (this.pos < this.text.length) {
      const c = this.text[this.pos] as string;
      if (depth === 0 && (c === ":" || c === "," || c === ">" || (stopAtAngle && c === "<"))) break;
      if (c === "<" || c === "(" || c === "[" || c === "{") depth++;
      if (c === ">" || c === ")" || c === "]" || c === "}") depth--;
      this.pos++;
    }
    return this.text.slice(start, this.pos);
  }
  atEnd(): boolean {
    return this.pos === this.text.length;
  }
}

interface Storage {
  readonly flags: number;
  readonly storageType: IntegerType;
  readonly storageTypeMin: bigint;
  readonly storageTypeMax: bigint;
}

function parseStorage(scanner: BodyScanner, context: MLIRContext): Storage {
  const signed = scanner.eat("i") ? true : (scanner.expect("u"), false);
  const width = Number(scanner.integer());
  if (!(width >= 1 && width <= 64)) throw new SyntaxError("bad storage width");
  let [min, max] = defaultBounds(signed, width);
  if (scanner.eat("<")) {
    min = scanner.integer();
    scanner.expect(":");
    max = scanner.integer();
    scanner.expect(">");
  }
  return { flags: signed ? SIGNED : 0, storageType: IntegerType.get(context, width), storageTypeMin: min, storageTypeMax: max };
}

/** The fields of a quant type's text, or undefined when the text is no quant type it can encode. */
function parseFields(type: OpaqueType): QuantFields | undefined {
  const s = new BodyScanner(type.data);
  const context = type.context;
  const textual = new AsmTextualCodec();
  const parseType = (text: string): Type => textual.parseType(text, context);
  const unused = { min: 0, max: 0, scale: 0, zeroPoint: 0n, quantizedDimension: 0, scales: [], zeroPoints: [] };
  if (s.eat("any<")) {
    const storage = parseStorage(s, context);
    const expressedType = s.eat(":") ? parseType(s.typeText(false)) : undefined;
    s.expect(">");
    if (!s.atEnd()) return undefined;
    const encoding = expressedType === undefined ? "any" : "anyWithExpressedType";
    return { ...unused, ...storage, encoding, expressedType: expressedType ?? storage.storageType };
  }
  if (s.eat("calibrated<")) {
    const expressedType = parseType(s.typeText(true));
    s.expect("<");
    const min = s.float();
    s.expect(":");
    const max = s.float();
    s.expect(">");
    s.expect(">");
    if (!s.atEnd()) return undefined;
    const storageType = IntegerType.get(context, 8);
    return { ...unused, encoding: "calibrated", flags: 0, storageType, storageTypeMin: 0n, storageTypeMax: 0n, expressedType, min, max };
  }
  if (!s.eat("uniform<")) return undefined;
  const storage = parseStorage(s, context);
  s.expect(":");
  const expressedType = parseType(s.typeText(false));
  let dimension: number | undefined;
  if (s.eat(":")) dimension = Number(s.integer());
  s.expect(",");
  s.skipSpaces();
  const scales: number[] = [];
  const zeroPoints: bigint[] = [];
  const param = (): void => {
    scales.push(s.float());
    zeroPoints.push(s.eat(":") ? s.integer() : 0n);
  };
  if (dimension !== undefined) {
    s.expect("{");
    param();
    while (s.eat(",")) {
      s.skipSpaces();
      param();
    }
    s.expect("}");
  } else param();
  s.expect(">");
  if (!s.atEnd()) return undefined;
  if (dimension === undefined) {
    return { ...unused, ...storage, encoding: "uniform", expressedType, scale: scales[0] as number, zeroPoint: zeroPoints[0] as bigint };
  }
  return { ...unused, ...storage, encoding: "uniformPerAxis", expressedType, quantizedDimension: dimension, scales, zeroPoints };
}

/** The encoding of a quant type (undefined: written in its textual form). */
export function quantEncodingOf(type: OpaqueType): QuantEncoding | undefined {
  if (type.dialect !== "quant") return undefined;
  try {
    return parseFields(type)?.encoding;
  } catch {
    return undefined;
  }
}

/** The fields of a quant type whose encoding quantEncodingOf found. */
export function quantFieldsOf(type: OpaqueType): QuantFields {
  const fields = parseFields(type);
  if (fields === undefined) throw new TypeError(`!quant.${type.data} has no bytecode encoding`);
  return fields;
}
