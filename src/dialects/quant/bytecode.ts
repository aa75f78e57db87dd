// The quant dialect's bytecode encodings (its BytecodeDialectInterface in MLIR 19). Quant
// types live in the IR as opaque types holding their printed body (`uniform<i8:f32, 1.000000e+00>`); these hooks
// translate between that text and upstream's custom encoding:
//   1 any<S>, 2 any<S:E>, 3 calibrated<E<min:max>>, 4 uniform<S:E, scale[:zp]>,
//   5 uniform<S:E:dim, {scale[:zp],...}>   (S: storage i/uN[<min:max>], E: expressed type)
import { formatFloat } from "../../ir/apfloat.js";
import { IntegerType, OpaqueType, type Type } from "../../ir/types.js";
import { AttrTypePrinter } from "../../asm/attr-type/index.js";
import { AsmTextualCodec } from "../../bytecode/text-codec.js";
import { floatFromBits, floatToBits } from "../../ir/raw-data/float-bits.js";
import type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter } from "../../bytecode/dialect/hooks.js";

const SIGNED = 1;

function defaultBounds(signed: boolean, width: number): [bigint, bigint] {
  return signed ? [-(1n << BigInt(width - 1)), (1n << BigInt(width - 1)) - 1n] : [0n, (1n << BigInt(width)) - 1n];
}

function formatDouble(value: number): string {
  return formatFloat("f64", value).text;
}

interface Storage {
  readonly flags: number;
  readonly type: IntegerType;
  readonly min: bigint;
  readonly max: bigint;
}

function storageText(s: Storage): string {
  const signed = (s.flags & SIGNED) !== 0;
  const [dmin, dmax] = defaultBounds(signed, s.type.width);
  const bounds = s.min !== dmin || s.max !== dmax ? `<${s.min}:${s.max}>` : "";
  return `${signed ? "i" : "u"}${s.type.width}${bounds}`;
}

function params(scale: number, zeroPoint: bigint): string {
  return zeroPoint === 0n ? formatDouble(scale) : `${formatDouble(scale)}:${zeroPoint}`;
}

function readDouble(reader: DialectBytecodeReader): number {
  return floatFromBits("f64", reader.readAPIntBits(64));
}

function readStorageType(reader: DialectBytecodeReader): IntegerType {
  const t = reader.readType();
  if (!(t instanceof IntegerType) || t.width < 1) throw reader.error("expected an integer storage type");
  return t;
}

function readQuantType(reader: DialectBytecodeReader): Type {
  const context = reader.context;
  // A printer per entry: a printer caches what it printed, which must not outlive a context.
  const printer = new AttrTypePrinter();
  const code = reader.readVarInt();
  const big = (): bigint => BigInt(reader.readSignedVarInt());
  let body: string;
  switch (code) {
    case 1:
    case 2: {
      const flags = reader.readVarInt();
      const type = readStorageType(reader);
      const expressed = code === 2 ? reader.readType() : undefined;
      const min = big();
      const max = big();
      const s = storageText({ flags, type, min, max });
      body = expressed === undefined ? `any<${s}>` : `any<${s}:${printer.printType(expressed)}>`;
      break;
    }
    case 3: {
      const expressed = reader.readType();
      const min = readDouble(reader);
      const max = readDouble(reader);
      body = `calibrated<${printer.printType(expressed)}<${formatDouble(min)}:${formatDouble(max)}>>`;
      break;
    }
    case 4: {
      const flags = reader.readVarInt();
      const type = readStorageType(reader);
      const expressed = reader.readType();
      const scale = readDouble(reader);
      const zeroPoint = big();
      const min = big();
      const max = big();
      body = `uniform<${storageText({ flags, type, min, max })}:${printer.printType(expressed)}, ${params(scale, zeroPoint)}>`;
      break;
    }
    case 5: {
      const flags = reader.readVarInt();
      const type = readStorageType(reader);
      const expressed = reader.readType();
      const dimension = reader.readVarInt();
      const min = big();
      const max = big();
      const scales = reader.readList(() => readDouble(reader));
      const zeroPoints = reader.readList(() => BigInt(reader.readSignedVarInt()));
      if (scales.length !== zeroPoints.length) throw reader.error("quantization scales and zero points differ in number");
      const list = scales.map((s, i) => params(s, zeroPoints[i] as bigint)).join(",");
      body = `uniform<${storageText({ flags, type, min, max })}:${printer.printType(expressed)}:${dimension}, {${list}}>`;
      break;
    }
    default:
      throw reader.error(`unknown attribute code: ${code}`);
  }
  return OpaqueType.get(context, "quant", body);
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
}

interface ParsedStorage extends Storage {}

function parseStorage(scanner: BodyScanner, type: OpaqueType): ParsedStorage {
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
  return { flags: signed ? SIGNED : 0, type: IntegerType.get(type.context, width), min, max };
}

function writeQuantType(type: Type, writer: DialectBytecodeWriter): boolean {
  if (!(type instanceof OpaqueType) || type.dialect !== "quant") return false;
  let plan: ((w: DialectBytecodeWriter) => void) | undefined;
  try {
    plan = planEncoding(type);
  } catch {
    plan = undefined;
  }
  if (plan === undefined) return false;
  plan(writer);
  return true;
}

/** Parses the body fully before writing anything, so a failure leaves the writer untouched. */
function planEncoding(type: OpaqueType): ((w: DialectBytecodeWriter) => void) | undefined {
  const s = new BodyScanner(type.data);
  const context = type.context;
  const textual = new AsmTextualCodec();
  const parseType = (text: string): Type => textual.parseType(text, context);
  if (s.eat("any<")) {
    const storage = parseStorage(s, type);
    const expressed = s.eat(":") ? parseType(s.typeText(false)) : undefined;
    s.expect(">");
    if (s.pos !== s.text.length) return undefined;
    return (w) => {
      w.writeVarInt(expressed === undefined ? 1 : 2);
      w.writeVarInt(storage.flags);
      w.writeType(storage.type);
      if (expressed !== undefined) w.writeType(expressed);
      w.writeSignedVarInt(storage.min);
      w.writeSignedVarInt(storage.max);
    };
  }
  if (s.eat("calibrated<")) {
    const expressed = parseType(s.typeText(true));
    s.expect("<");
    const min = s.float();
    s.expect(":");
    const max = s.float();
    s.expect(">");
    s.expect(">");
    if (s.pos !== s.text.length) return undefined;
    return (w) => {
      w.writeVarInt(3);
      w.writeType(expressed);
      w.writeAPIntBits(floatToBits("f64", min), 64);
      w.writeAPIntBits(floatToBits("f64", max), 64);
    };
  }
  if (!s.eat("uniform<")) return undefined;
  const storage = parseStorage(s, type);
  s.expect(":");
  const expressed = parseType(s.typeText(false));
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
  if (s.pos !== s.text.length) return undefined;
  return (w) => {
    w.writeVarInt(dimension === undefined ? 4 : 5);
    w.writeVarInt(storage.flags);
    w.writeType(storage.type);
    w.writeType(expressed);
    if (dimension === undefined) {
      w.writeAPIntBits(floatToBits("f64", scales[0] as number), 64);
      w.writeSignedVarInt(zeroPoints[0] as bigint);
      w.writeSignedVarInt(storage.min);
      w.writeSignedVarInt(storage.max);
    } else {
      w.writeVarInt(dimension);
      w.writeSignedVarInt(storage.min);
      w.writeSignedVarInt(storage.max);
      w.writeList(scales, (x) => w.writeAPIntBits(floatToBits("f64", x), 64));
      w.writeList(zeroPoints, (z) => w.writeSignedVarInt(z));
    }
  };
}

export const quantBytecode: BytecodeDialectHooks = {
  readType: readQuantType,
  writeType: writeQuantType,
};
