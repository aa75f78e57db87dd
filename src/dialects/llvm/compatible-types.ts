// Which types the llvm dialect's ops accept (MLIR 19's LLVM::isCompatibleOuterType,
// isCompatibleVectorType, isCompatibleFloatingPointType and getVectorElementType). Upstream
// ODS constraints of llvm, nvvm and rocdl call them in C++ predicates; the constraint
// generator maps those calls to these functions. llvm's own types are kept as opaque types
// holding their printed body (types.ts), so they are told apart by their first keyword.
import { FloatType, IntegerType, OpaqueType, VectorType, type MLIRContext, type Type } from "../../ir/index.js";
import { llvmKeyword, llvmTypeBody, nestedType, nestedTypeText } from "./types.js";

/** The builtin float types LLVM has (not tf32 nor the 8-bit formats). */
const LLVM_FLOAT_KINDS: ReadonlySet<string> = new Set(["bf16", "f16", "f32", "f64", "f80", "f128"]);

function isLlvmFloat(type: Type): boolean {
  return type instanceof FloatType && LLVM_FLOAT_KINDS.has(type.kind);
}

/** isCompatibleFloatingPointType: a float LLVM has, or `!llvm.ppc_fp128`. */
export function isCompatibleFloatingPointType(type: Type): boolean {
  return isLlvmFloat(type) || llvmTypeBody(type) === "ppc_fp128";
}

/**
 * isCompatibleOuterType: any llvm type, a signless integer, a float LLVM has, or a 1-D
 * builtin vector (of any element type: only the outer type is checked).
 */
export function isCompatibleOuterType(type: Type): boolean {
  if (llvmTypeBody(type) !== undefined) return true;
  if (type instanceof IntegerType) return type.signedness === "signless";
  if (type instanceof VectorType) return type.shape.length === 1;
  return isLlvmFloat(type);
}

/** isCompatibleType, as far as the llvm ops' parsers need it: an outer type whose builtin vector holds a compatible element. */
export function isCompatibleType(type: Type): boolean {
  if (!isCompatibleOuterType(type)) return false;
  return !(type instanceof VectorType) || isCompatibleOuterType(type.elementType);
}

/** isCompatibleVectorType: `!llvm.vec<…>`, or a 1-D builtin vector of signless integers or floats LLVM has. */
export function isCompatibleVectorType(type: Type): boolean {
  const body = llvmTypeBody(type);
  if (body !== undefined) return llvmKeyword(body) === "vec";
  if (!(type instanceof VectorType) || type.shape.length !== 1) return false;
  const element = type.elementType;
  if (element instanceof IntegerType) return element.signedness === "signless";
  return isLlvmFloat(element);
}

/** The parts of an `!llvm.vec<…>` type: its element count, whether it scales, and its element type. */
export interface LlvmVectorParts {
  readonly count: number;
  readonly scalable: boolean;
  readonly element: Type;
}

/** `vec<4 x T>` or `vec<? x 4 x T>` read from the type's body; undefined for another type. */
function readLlvmVector(type: Type, context: MLIRContext): LlvmVectorParts | undefined {
  const body = llvmTypeBody(type);
  if (body === undefined || llvmKeyword(body) !== "vec") return undefined;
  const inner = body.slice(4, -1);
  const scalable = inner.startsWith("?");
  const sized = scalable ? inner.slice(inner.indexOf(" x ") + 3) : inner;
  const separator = sized.indexOf(" x ");
  if (separator < 0) return undefined;
  const count = Number(sized.slice(0, separator).trim());
  if (!Number.isSafeInteger(count)) return undefined;
  return { count, scalable, element: nestedType(sized.slice(separator + 3).trim(), context) };
}

/** The parts of `!llvm.vec<…>` (read once per type, kept by the context as it keeps the type); undefined for another type. */
export function llvmVectorParts(type: Type, context: MLIRContext = type.context): LlvmVectorParts | undefined {
  const node = context.trie("llvm.vectorParts").step(type.uid);
  if (node.value === undefined) node.value = readLlvmVector(type, context) ?? null;
  return (node.value as LlvmVectorParts | null) ?? undefined;
}

/** The element count of `!llvm.vec<…>` and whether it is scalable; undefined for another type. */
export function llvmVectorShape(type: Type): { readonly count: number; readonly scalable: boolean } | undefined {
  return llvmVectorParts(type);
}

/** getVectorElementType: the element type of a builtin vector or of `!llvm.vec<…>`; undefined for another type. */
export function vectorElementType(type: Type, context: MLIRContext): Type | undefined {
  if (type instanceof VectorType) return type.elementType;
  return llvmVectorParts(type, context)?.element;
}

/** The vector type of `length` elements like `like` (scalable when it is; builtin or llvm as it is), for shufflevector. */
export function shuffledVectorType(like: Type, length: number): Type | undefined {
  if (like instanceof VectorType) return VectorType.get([length], like.elementType, like.scalableDims[0] === true ? [true] : []);
  const parts = llvmVectorParts(like);
  if (parts === undefined) return undefined;
  // The body as mlir-opt prints it (a scalable one with two spaces before the element).
  const element = nestedTypeText(parts.element);
  return OpaqueType.get(like.context, "llvm", parts.scalable ? `vec<? x ${length} x  ${element}>` : `vec<${length} x ${element}>`);
}
