// MLIR 19's quant type syntax (Dialect/Quant/IR/TypeParser.cpp), parsed with the text
// layer's AsmParser and checked like the types' verifiers, with MLIR's messages:
//   any<storage (`:` expressed)?>
//   calibrated<expressed `<` min `:` max `>`>
//   uniform<storage `:` expressed `,` scale (`:` zero-point)?>
//   uniform<storage `:` expressed `:` dim `,` `{` scale (`:` zero-point)? (`,` ...)* `}`>
//   storage ::= (iN | siN | uiN | uN) (`<` min `:` max `>`)?
import { FloatType, IntegerType, type Type } from "../../ir/types.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { AsmParser } from "../../asm/op-asm/index.js";
import { TokenKind } from "../../asm/token.js";
import { defaultStorageMax, defaultStorageMin, MAX_STORAGE_BITS, type QuantStorage, type QuantTypeValue } from "./quant-types.js";

/** How llvm::raw_ostream prints a double in a diagnostic (`%e`, INF/nan spelled as LLVM does). */
export function diagnosticDouble(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "INF" : "-INF";
  const text = value.toExponential(6);
  const e = text.indexOf("e");
  const exponent = text.slice(e + 2);
  return `${text.slice(0, e + 2)}${exponent.length < 2 ? `0${exponent}` : exponent}`;
}

const bitsView = new DataView(new ArrayBuffer(8));

/** MLIR's AsmParser::parseFloat(double&): `-`? then a float literal or hex bits. */
function parseDouble(parser: AsmParser): number {
  const p = parser.p;
  const negative = p.consumeIf(TokenKind.Minus);
  const lexer = p.lexer;
  if (lexer.kind === TokenKind.FloatLiteral) {
    const value = Number(lexer.spelling());
    p.consume();
    return negative ? -value : value;
  }
  if (lexer.kind === TokenKind.Integer) {
    const spelling = lexer.spelling();
    if (!spelling.startsWith("0x")) throw p.decimalIntegerForFloatError(lexer.start);
    if (negative) throw p.error("hexadecimal float literal should not have a leading minus");
    const bits = BigInt(spelling);
    if (bits >= 1n << 64n) throw p.error("hexadecimal float constant out of range for type");
    bitsView.setBigUint64(0, bits);
    p.consume();
    const value = bitsView.getFloat64(0);
    return negative ? -value : value;
  }
  throw p.error("expected floating point literal");
}

/** MLIR's parseType(FloatType&). */
function parseFloatType(parser: AsmParser): Type {
  const offset = parser.getCurrentLocation();
  const type = parser.parseType();
  if (!(type instanceof FloatType)) throw parser.emitError(offset, "invalid kind of type specified");
  return type;
}

interface StorageSpec extends QuantStorage {}

function parseStorageType(parser: AsmParser): { signed: boolean; width: number } {
  const offset = parser.getCurrentLocation();
  let signed: boolean;
  let width: number;
  const type = parser.parseOptionalType();
  if (type !== undefined) {
    if (!(type instanceof IntegerType)) throw parser.emitError(offset, "invalid kind of type specified");
    signed = type.signedness !== "unsigned";
    width = type.width;
  } else {
    const keyword = parser.parseOptionalKeywordAny();
    if (keyword === undefined) throw parser.emitError(offset, "expected valid keyword");
    if (!keyword.startsWith("u")) throw parser.emitError(offset, "illegal storage type prefix");
    const digits = keyword.slice(1);
    if (!/^[0-9]+$/.test(digits)) throw parser.emitError(offset, "expected storage type width");
    signed = false;
    width = Number(digits);
  }
  if (width === 0 || width > MAX_STORAGE_BITS) throw parser.emitError(offset, `illegal storage type size: ${width}`);
  return { signed, width };
}

function parseStorage(parser: AsmParser): StorageSpec {
  const { signed, width } = parseStorageType(parser);
  const defaultMin = defaultStorageMin(signed, width);
  const defaultMax = defaultStorageMax(signed, width);
  if (!parser.parseOptionalLess()) return { signed, width, min: defaultMin, max: defaultMax };
  const minOffset = parser.getCurrentLocation();
  // int64_t in MLIR's QuantizedType: parseInteger<int64_t>'s range check.
  const min = parser.parseSizedInteger(64);
  parser.parseColon();
  const maxOffset = parser.getCurrentLocation();
  const max = parser.parseSizedInteger(64);
  parser.parseGreater();
  if (min < defaultMin) throw parser.emitError(minOffset, `illegal storage type minimum: ${min}`);
  if (max > defaultMax) throw parser.emitError(maxOffset, `illegal storage type maximum: ${max}`);
  return { signed, width, min, max };
}

/** The verifier's storage check (QuantizedType::verify), reported at the type. */
function verifyStorage(s: StorageSpec, error: (message: string) => DiagnosticError): void {
  if (s.max - s.min <= 0n || s.min < defaultStorageMin(s.signed, s.width) || s.max > defaultStorageMax(s.signed, s.width))
    throw error(`illegal storage min and storage max: (${s.min}:${s.max})`);
}

function verifyScale(scale: number, error: (message: string) => DiagnosticError): void {
  if (!(scale > 0) || !Number.isFinite(scale)) throw error(`illegal scale: ${diagnosticDouble(scale)}`);
}

function parseParam(parser: AsmParser, scales: number[], zeroPoints: bigint[]): void {
  scales.push(parseDouble(parser));
  zeroPoints.push(parser.parseOptionalColon() ? parser.parseSizedInteger(64) : 0n);
}

function parseAny(parser: AsmParser, error: (m: string) => DiagnosticError): QuantTypeValue {
  parser.parseLess();
  const storage = parseStorage(parser);
  const expressed = parser.parseOptionalColon() ? parseFloatType(parser) : undefined;
  parser.parseGreater();
  verifyStorage(storage, error);
  return { kind: "any", storage, expressed };
}

function parseUniform(parser: AsmParser, error: (m: string) => DiagnosticError): QuantTypeValue {
  parser.parseLess();
  const storage = parseStorage(parser);
  parser.parseColon();
  const expressed = parseFloatType(parser);
  let dimension: number | undefined;
  if (parser.parseOptionalColon()) dimension = Number(BigInt.asIntN(32, parser.parseInteger()));
  parser.parseComma();
  const scales: number[] = [];
  const zeroPoints: bigint[] = [];
  if (dimension === undefined) parseParam(parser, scales, zeroPoints);
  else {
    parser.parseLBrace();
    do parseParam(parser, scales, zeroPoints);
    while (parser.parseOptionalComma());
    parser.parseRBrace();
  }
  parser.parseGreater();
  verifyStorage(storage, error);
  for (const scale of scales) verifyScale(scale, error);
  if (dimension === undefined) return { kind: "uniform", storage, expressed, scale: scales[0] as number, zeroPoint: zeroPoints[0] as bigint };
  return { kind: "uniform-per-axis", storage, expressed, dimension, scales, zeroPoints };
}

/**
 * MLIR's parse of a calibrated type adds an error of its own, at the expressed type, to a
 * failure of either part: the expressed type, then the `<min:max>` values.
 */
function withPartError<T>(parser: AsmParser, at: number, message: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw new DiagnosticsError([...error.diagnostics, ...parser.emitError(at, message).diagnostics]);
  }
}

function parseCalibrated(parser: AsmParser, error: (m: string) => DiagnosticError): QuantTypeValue {
  parser.parseLess();
  const at = parser.getCurrentLocation();
  const expressed = withPartError(parser, at, "expecting float expressed type", () => parseFloatType(parser));
  const [min, max] = withPartError(parser, at, "calibrated values must be present", () => {
    parser.parseLess();
    const low = parseDouble(parser);
    parser.parseColon();
    const high = parseDouble(parser);
    parser.parseGreater();
    return [low, high] as const;
  });
  parser.parseGreater();
  if (!(max > min)) throw error(`illegal min and max: (${diagnosticDouble(min)}:${diagnosticDouble(max)})`);
  return { kind: "calibrated", expressed, min, max };
}

/** Parses a quant type body; `parser` is positioned on the mnemonic (`uniform`, `any`, `calibrated`). */
export function parseQuantType(parser: AsmParser): QuantTypeValue {
  const offset = parser.getCurrentLocation();
  const error = (message: string): DiagnosticError => parser.emitError(offset, message);
  const mnemonic = parser.parseKeywordAny();
  switch (mnemonic) {
    case "any":
      return parseAny(parser, error);
    case "uniform":
      return parseUniform(parser, error);
    case "calibrated":
      return parseCalibrated(parser, error);
    default:
      throw error(`unknown quantized type ${mnemonic}`);
  }
}
