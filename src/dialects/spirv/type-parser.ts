// spirv's type syntax (MLIR's SPIRVDialect::parseType): each kind read with MLIR's checks and
// messages, at MLIR's locations (the "name location" is the type's mnemonic).
import { FloatType, IntegerType, VectorType, type DialectAsmParser, type Int64, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { printTypeText } from "../../asm/standalone.js";
import { isSpirvEnumCase } from "./enums.js";
import {
  isSpirvType,
  spirvArrayType,
  spirvCooperativeMatrixType,
  spirvImageType,
  spirvJointMatrixType,
  spirvMatrixType,
  spirvPointerType,
  spirvRuntimeArrayType,
  spirvSampledImageType,
  spirvStructReference,
  spirvStructType,
  spirvImageParts,
  type SpirvMemberDecoration,
} from "./types.js";

/**
 * The identified structs whose bodies are being read (MLIR's cyclic-parse stack): a nested
 * `struct<name>` must name one of them, a nested definition must not.
 */
const enclosingStructs: string[] = [];

function quoted(type: Type): string {
  return `'${printTypeText(type)}'`;
}

/** A type that may compose spirv types (MLIR's parseAndVerifyType). */
function parseComposableType(parser: AsmParser): Type {
  const at = parser.getCurrentLocation();
  const type = parser.parseType();
  if (isSpirvType(type)) return type;
  if (type instanceof FloatType) {
    if (type.kind === "bf16") throw parser.emitError(at, "cannot use 'bf16' to compose SPIR-V types");
  } else if (type instanceof IntegerType) {
    if (![1, 8, 16, 32, 64].includes(type.width)) throw parser.emitError(at, `only 1/8/16/32/64-bit integer type allowed but found ${quoted(type)}`);
  } else if (type instanceof VectorType) {
    if (type.shape.length !== 1) throw parser.emitError(at, `only 1-D vector allowed but found ${quoted(type)}`);
    const length = Number(type.shape[0]);
    if (length > 4) throw parser.emitError(at, `vector length has to be less than or equal to 4 but found ${length}`);
  } else {
    throw parser.emitError(at, `cannot use ${quoted(type)} to compose SPIR-V types`);
  }
  return type;
}

/** `, stride=N` (MLIR's parseOptionalArrayStride): 0 when absent. */
function parseOptionalStride(parser: AsmParser): number {
  if (!parser.parseOptionalComma()) return 0;
  parser.parseKeyword("stride");
  parser.parseEqual();
  const at = parser.getCurrentLocation();
  const stride = Number(parser.parseSizedInteger(32, "unsigned"));
  if (stride === 0) throw parser.emitError(at, "ArrayStride must be greater than zero");
  return stride;
}

function dimensions(parser: AsmParser): Int64[] {
  return parser.parseDimensionList(false);
}

function parseArray(parser: AsmParser): Type {
  parser.parseLess();
  const at = parser.getCurrentLocation();
  const dims = dimensions(parser);
  if (dims.length !== 1) throw parser.emitError(at, "expected single integer for array element count");
  const count = Number(dims[0]);
  if (count === 0) throw parser.emitError(at, "expected array length greater than 0");
  const element = parseComposableType(parser);
  const stride = parseOptionalStride(parser);
  parser.parseGreater();
  // MLIR keeps the count as an unsigned 32-bit value.
  return spirvArrayType(element, count >>> 0, stride);
}

function parseRuntimeArray(parser: AsmParser): Type {
  parser.parseLess();
  const element = parseComposableType(parser);
  const stride = parseOptionalStride(parser);
  parser.parseGreater();
  return spirvRuntimeArrayType(element, stride);
}

function parsePointer(parser: AsmParser): Type {
  parser.parseLess();
  const pointee = parseComposableType(parser);
  // MLIR points an unknown storage class at the comma before it.
  const at = parser.getCurrentLocation();
  parser.parseComma();
  const storageClass = parser.parseKeywordAny();
  if (!isSpirvEnumCase("StorageClass", storageClass)) throw parser.emitError(at, `unknown storage class: ${storageClass}`);
  parser.parseGreater();
  return spirvPointerType(parser.getContext(), pointee, storageClass);
}

/** A case of `enumName` as MLIR's parseAndVerify<Enum> reads it: "unknown attribute: 'X'" otherwise. */
function parseEnumKeyword(parser: AsmParser, enumName: string): string {
  const at = parser.getCurrentLocation();
  const keyword = parser.parseKeywordAny();
  if (!isSpirvEnumCase(enumName, keyword)) throw parser.emitError(at, `unknown attribute: '${keyword}'`);
  return keyword;
}

/** A case as MLIR's parseEnumKeywordAttr reads it: "invalid <what> attribute specification: X" otherwise. */
function parseEnumKeywordAttr(parser: AsmParser, enumName: string, what: string): string {
  const at = parser.getCurrentLocation();
  const keyword = parser.parseKeywordAny();
  if (!isSpirvEnumCase(enumName, keyword)) throw parser.emitError(at, `invalid ${what} attribute specification: ${keyword}`);
  return keyword;
}

function parseImage(parser: AsmParser): Type {
  parser.parseLess();
  const elementType = parseComposableType(parser);
  const next = (enumName: string): string => {
    parser.parseComma();
    return parseEnumKeyword(parser, enumName);
  };
  const dim = next("Dim");
  const depth = next("ImageDepthInfo");
  const arrayed = next("ImageArrayedInfo");
  const sampling = next("ImageSamplingInfo");
  const samplerUse = next("ImageSamplerUseInfo");
  const format = next("ImageFormat");
  parser.parseGreater();
  return spirvImageType({ elementType, dim, depth, arrayed, sampling, samplerUse, format });
}

function parseSampledImage(parser: AsmParser): Type {
  parser.parseLess();
  const at = parser.getCurrentLocation();
  const image = parser.parseType();
  if (spirvImageParts(image) === undefined) throw parser.emitError(at, `sampled image must be composed using image type, got ${quoted(image)}`);
  parser.parseGreater();
  return spirvSampledImageType(image);
}

function parseMatrix(parser: AsmParser): Type {
  parser.parseLess();
  const at = parser.getCurrentLocation();
  const dims = dimensions(parser);
  if (dims.length !== 1) throw parser.emitError(at, "expected single unsigned integer for number of columns");
  const columns = Number(dims[0]);
  if (columns < 2 || columns > 4) throw parser.emitError(at, "matrix is expected to have 2, 3, or 4 columns");
  const columnAt = parser.getCurrentLocation();
  const column = parser.parseType();
  if (!(column instanceof VectorType)) throw parser.emitError(columnAt, `matrix must be composed using vector type, got ${quoted(column)}`);
  const size = column.shape.reduce((n: number, d) => n * Number(d), 1);
  if (size < 2 || size > 4) throw parser.emitError(columnAt, `matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found ${size}`);
  if (!(column.elementType instanceof FloatType)) throw parser.emitError(columnAt, `matrix columns' elements must be of Float type, got ${quoted(column.elementType)}`);
  parser.parseGreater();
  return spirvMatrixType(column, columns);
}

function parseCooperativeMatrix(parser: AsmParser): Type {
  parser.parseLess();
  const at = parser.getCurrentLocation();
  const dims = dimensions(parser);
  if (dims.length !== 2) throw parser.emitError(at, "expected row and column count");
  const elementType = parseComposableType(parser);
  parser.parseComma();
  const scope = parseEnumKeywordAttr(parser, "Scope", "scope <id>");
  parser.parseComma();
  const use = parseEnumKeywordAttr(parser, "CooperativeMatrixUseKHR", "use <id>");
  parser.parseGreater();
  return spirvCooperativeMatrixType({ rows: Number(dims[0]) >>> 0, columns: Number(dims[1]) >>> 0, elementType, scope, use });
}

function parseJointMatrix(parser: AsmParser): Type {
  parser.parseLess();
  const at = parser.getCurrentLocation();
  const dims = dimensions(parser);
  if (dims.length !== 2) throw parser.emitError(at, "expected rows and columns size");
  const elementType = parseComposableType(parser);
  parser.parseComma();
  const layout = parseEnumKeywordAttr(parser, "MatrixLayout", "matrixLayout <id>");
  parser.parseComma();
  const scope = parseEnumKeywordAttr(parser, "Scope", "scope <id>");
  parser.parseGreater();
  return spirvJointMatrixType({ rows: Number(dims[0]) >>> 0, columns: Number(dims[1]) >>> 0, elementType, layout, scope });
}

/** `[offset, Decoration(=value)?, ...]` after a member (MLIR's parseStructMemberDecorations); `[` is read. */
function parseMemberDecorations(parser: AsmParser, member: number, offsets: number[], decorations: SpirvMemberDecoration[]): void {
  const at = parser.getCurrentLocation();
  const parsed = parser.parseOptionalSizedInteger(32, "unsigned");
  const offset = parsed === undefined ? undefined : Number(parsed);
  const hasOffset = offset !== undefined;
  if (hasOffset) {
    if (offsets.length !== member) throw parser.emitError(at, "offset specification must be given for all members");
    offsets.push(offset);
  }
  if (parser.parseOptionalRSquare()) return;
  if (hasOffset) parser.parseComma();
  do {
    const decoration = parseEnumKeyword(parser, "Decoration");
    if (parser.parseOptionalEqual()) decorations.push({ member, decoration, value: Number(parser.parseSizedInteger(32, "unsigned")) });
    else decorations.push({ member, decoration });
  } while (parser.parseOptionalComma());
  parser.parseRSquare();
}

function parseStruct(parser: AsmParser, nameAt: number): Type {
  const context = parser.getContext();
  parser.parseLess();
  const identifier = parser.parseOptionalKeywordAny();
  if (identifier !== undefined) {
    const enclosing = enclosingStructs.includes(identifier);
    if (parser.parseOptionalGreater()) {
      if (!enclosing) throw parser.emitError(nameAt, "recursive struct reference not nested in struct definition");
      return spirvStructReference(context, identifier);
    }
    parser.parseComma();
    if (enclosing) throw parser.emitError(nameAt, "identifier already used for an enclosing struct");
    enclosingStructs.push(identifier);
  }
  try {
    return parseStructBody(parser, nameAt, identifier);
  } finally {
    if (identifier !== undefined) enclosingStructs.pop();
  }
}

function parseStructBody(parser: AsmParser, nameAt: number, identifier: string | undefined): Type {
  const context = parser.getContext();
  parser.parseLParen();
  const memberTypes: Type[] = [];
  const offsets: number[] = [];
  const decorations: SpirvMemberDecoration[] = [];
  if (parser.parseOptionalRParen()) parser.parseGreater();
  else {
    do {
      memberTypes.push(parser.parseType());
      if (parser.parseOptionalLSquare()) parseMemberDecorations(parser, memberTypes.length - 1, offsets, decorations);
    } while (parser.parseOptionalComma());
    if (offsets.length > 0 && offsets.length !== memberTypes.length) throw parser.emitError(nameAt, "offset specification must be given for all members");
    parser.parseRParen();
    parser.parseGreater();
  }
  return spirvStructType(context, { identifier, memberTypes, offsets, decorations });
}

const KINDS: ReadonlyMap<string, (parser: AsmParser, nameAt: number) => Type> = new Map([
  ["array", parseArray],
  ["coopmatrix", parseCooperativeMatrix],
  ["jointmatrix", parseJointMatrix],
  ["image", parseImage],
  ["ptr", parsePointer],
  ["rtarray", parseRuntimeArray],
  ["sampled_image", parseSampledImage],
  ["struct", parseStruct],
  ["matrix", parseMatrix],
]);

/** The spirv dialect's parseType hook: `!spirv.<kind><...>` (or `!spirv<kind<...>>`). */
export function parseSpirvType(state: DialectAsmParser): Type {
  if (!(state instanceof AsmParserState)) throw new TypeError("the spirv dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const verbose = parser.parseOptionalLess();
  const nameAt = parser.getCurrentLocation();
  const keyword = parser.parseKeywordAny();
  const kind = KINDS.get(keyword);
  if (kind === undefined) throw parser.emitError(nameAt, `unknown SPIR-V type: ${keyword}`);
  const type = kind(parser, nameAt);
  if (verbose) parser.parseGreater();
  return type;
}
