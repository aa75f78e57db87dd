// gpu's warp-level matrix type `!gpu.mma_matrix<16x16xf16, "AOp">` (MLIR's MMAMatrixType,
// kept as an opaque type whose body is the one mlir-opt prints) and the C++ verifiers of the
// ops that load, store and multiply it, with mlir-opt 19's messages.
import { FloatType, IntegerType, MemRefType, OpaqueType, type DialectAsmParser, type Operation, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { parseTypeText, printTypeText } from "../../asm/standalone.js";
import { stridesAndOffset } from "../memref/layout.js";

/** The gpu types whose syntax is their keyword alone (C++ types without parameters). */
const KEYWORD_TYPES: ReadonlySet<string> = new Set(["async.token", "sparse.dntensor_handle", "sparse.spmat_handle", "sparse.spgemmop_handle"]);

const MMA_OPERANDS: ReadonlySet<string> = new Set(["AOp", "BOp", "COp"]);

/** MMAMatrixType::isValidElementType. */
function isValidMmaElement(type: Type): boolean {
  if (type instanceof FloatType) return type.kind === "f16" || type.kind === "f32";
  if (!(type instanceof IntegerType)) return false;
  return (type.width === 8 && type.signedness !== "signless") || (type.width === 32 && type.signedness === "signless");
}

/** MMAMatrixType::verifyInvariants: the message of the first rule the parts break, if any. */
function mmaMatrixError(shape: readonly unknown[], element: Type, operand: string): string | undefined {
  if (!MMA_OPERANDS.has(operand)) return "operand expected to be one of AOp, BOp or COp";
  if (shape.length !== 2) return "MMAMatrixType must have exactly two dimensions";
  if (!isValidMmaElement(element)) return "MMAMatrixType elements must be SI8, UI8, I32, F16, or F32";
  return undefined;
}

/**
 * The dialect's type parser (GPUDialect::parseType): `mma_matrix<...>` is read and verified,
 * a keyword type is its keyword alone (MLIR reads the keyword and stops: what else the body
 * holds is dropped, `!gpu.async.token<1>` reads as `!gpu.async.token`), and any other
 * keyword is refused.
 */
export function parseGpuType(state: DialectAsmParser): Type {
  if (!(state instanceof AsmParserState)) throw new TypeError("the gpu dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const nameLocation = parser.getCurrentLocation();
  const keyword = parser.parseKeywordAny();
  if (KEYWORD_TYPES.has(keyword)) return OpaqueType.get(state.context, "gpu", keyword);
  if (keyword !== "mma_matrix") throw parser.emitError(nameLocation, `unknown gpu type: ${keyword}`);
  parser.parseLess();
  const shape = parser.parseDimensionList(false);
  const element = parser.parseType();
  parser.parseComma();
  const operand = parser.parseString();
  parser.parseGreater();
  const error = mmaMatrixError(shape, element, operand);
  if (error !== undefined) throw parser.emitError(nameLocation, error);
  return OpaqueType.get(state.context, "gpu", `mma_matrix<${shape.join("x")}x${printTypeText(element)}, "${operand}">`);
}

/** The shape, element type and operand of an mma_matrix type, or undefined for another type. */
export function mmaMatrixParts(type: Type): { shape: number[]; element: Type; operand: string } | undefined {
  if (!(type instanceof OpaqueType) || type.dialect !== "gpu") return undefined;
  const match = /^mma_matrix<\s*((?:\d+x)+)(.+?)\s*,\s*"(\w*)"\s*>$/.exec(type.data);
  if (match === null) return undefined;
  const [, dims, element, operand] = match as unknown as [string, string, string, string];
  return { shape: dims.split("x").filter((d) => d !== "").map(Number), element: parseTypeText(element, type.context), operand };
}

/** isLastDimUnitStride: the layout is strided and its innermost stride is 1. */
function isLastDimUnitStride(type: MemRefType): boolean {
  const layout = stridesAndOffset(type);
  if (layout === undefined) return false;
  const last = layout.strides[layout.strides.length - 1];
  return last === undefined || BigInt(last) === 1n;
}

/** SubgroupMmaLoadMatrixOp::verify. */
export function verifyMmaLoad(op: Operation): void {
  const source = op.getOperand(0).type;
  const result = mmaMatrixParts(op.getResult(0).type);
  if (source instanceof MemRefType && !isLastDimUnitStride(source)) throw op.emitError("expected source memref most minor dim must have unit stride");
  if (result !== undefined && !MMA_OPERANDS.has(result.operand)) throw op.emitError("only AOp, BOp and COp can be loaded");
}

/** SubgroupMmaStoreMatrixOp::verify. */
export function verifyMmaStore(op: Operation): void {
  const matrix = mmaMatrixParts(op.getOperand(0).type);
  const destination = op.getOperand(1).type;
  if (destination instanceof MemRefType && !isLastDimUnitStride(destination)) throw op.emitError("expected destination memref most minor dim must have unit stride");
  if (matrix !== undefined && matrix.operand !== "COp") throw op.emitError("expected the operand matrix being stored to have 'COp' operand type");
}

/** SubgroupMmaComputeOp::verify: A, B and C in that order, of shapes that multiply. */
export function verifyMmaCompute(op: Operation): void {
  const [a, b, c] = [0, 1, 2].map((i) => mmaMatrixParts(op.getOperand(i).type));
  if (a === undefined || b === undefined || c === undefined) return;
  if (a.operand !== "AOp" || b.operand !== "BOp" || c.operand !== "COp") throw op.emitError("operands must be in the order AOp, BOp, COp");
  if (a.shape[1] !== b.shape[0] || a.shape[0] !== c.shape[0] || b.shape[1] !== c.shape[1]) throw op.emitError("operand shapes do not satisfy matmul constraints");
}
