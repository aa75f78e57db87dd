// The C++ verifiers of llvm's module-level ops with mlir-opt 19's messages: llvm.func (its
// linkage, inlining attributes, and its FunctionOpInterface checks against an llvm function
// type), llvm.mlir.global (element type, string initializers, linkage rules, alignment and
// its initializer region) and llvm.mlir.constant (the value against the result type).
import { ArrayAttr, DenseIntOrFPElementsAttr, ElementsAttr, FloatAttr, FloatType, FunctionType, IntegerAttr, IntegerType, OpTrait, StringAttr, TypeAttr, VectorType } from "../../ir/index.js";
import type { Attribute, Operation, Type } from "../../ir/index.js";
import { hasNoMemoryEffect } from "../../ir/side-effects.js";
import { printType } from "../runtime/values.js";
import { verifyFunctionArgAndResultAttrs } from "../runtime/interface-verifiers.js";
import { caseOfEnumAttr } from "./enum-keywords.js";
import { arrayElement, functionTypeParts, llvmTypeBody, nestedType, structFields } from "./types.js";
import { isCompatibleOuterType } from "./compatible-types.js";
import { verifyComdatReference } from "./comdat-verifiers.js";

function linkageOf(op: Operation): string {
  return caseOfEnumAttr("linkage", op.getAttr("linkage")) ?? "external";
}

function isExternal(op: Operation): boolean {
  return op.numRegions === 0 || op.getRegion(0).firstBlock === null;
}

/** FunctionOpInterface's checks of an llvm.func: attribute arrays and entry block arguments against its llvm function type. */
export function verifyLLVMFuncInterface(op: Operation): void {
  const typeAttr = op.getAttr("function_type");
  const parts = typeAttr instanceof TypeAttr ? functionTypeParts(typeAttr.value, op.context) : undefined;
  if (parts === undefined) return;
  // The attribute arrays are checked as for any function (a void result is no result).
  const results = llvmTypeBody(parts.result) === "void" ? [] : [parts.result];
  verifyFunctionArgAndResultAttrs(op, FunctionType.get(op.context, parts.params, results));
  const entry = isExternal(op) ? null : op.getRegion(0).firstBlock;
  if (entry === null) return;
  if (entry.arguments.length !== parts.params.length) throw op.emitOpError(`entry block must have ${parts.params.length} arguments to match function signature`);
  parts.params.forEach((expected, i) => {
    const actual = entry.getArgument(i).type;
    if (actual !== expected)
      throw op.emitOpError(
        `type of entry block argument #${i}('${printType(actual)}') must match the type of the corresponding argument in function signature('${printType(expected)}')`,
      );
  });
}

export function verifyLLVMFunc(op: Operation): void {
  const linkage = linkageOf(op);
  if (linkage === "common") throw op.emitOpError("functions cannot have 'common' linkage");
  verifyComdatReference(op);
  if (isExternal(op)) {
    if (linkage !== "external" && linkage !== "extern_weak") throw op.emitOpError("external functions must have 'external' or 'extern_weak' linkage");
    return;
  }
  const noInline = op.getAttr("no_inline") !== undefined;
  if (noInline && op.getAttr("always_inline") !== undefined) throw op.emitError("no_inline and always_inline attributes are incompatible");
  if (op.getAttr("optimize_none") !== undefined && !noInline) throw op.emitOpError("with optimize_none must also be no_inline");
  verifyLandingpadTypes(op);
}

/** llvm.landingpad results and llvm.resume operands of a function share one type. */
function verifyLandingpadTypes(fn: Operation): void {
  let first: Type | undefined;
  const check = (type: Type, message: string): void => {
    if (first === undefined) first = type;
    else if (first !== type) throw fn.emitError(message);
  };
  const visit = (op: Operation): void => {
    if (op.opName === "llvm.landingpad") check(op.getResult(0).type, "'llvm.landingpad' should have a consistent result type inside a function");
    else if (op.opName === "llvm.resume") check(op.getOperand(0).type, "'llvm.resume' should have a consistent input type inside a function");
    for (const region of op.regions) for (const block of region.blocks()) for (const inner of block.operations()) visit(inner);
  };
  for (const block of fn.getRegion(0).blocks()) for (const op of block.operations()) visit(op);
}

/** MLIR's satisfiesLLVMModule: a symbol table isolated from above. */
export function satisfiesLLVMModule(op: Operation): boolean {
  return op.mightHaveTrait(OpTrait.SymbolTable) && op.mightHaveTrait(OpTrait.IsIsolatedFromAbove);
}

/** The types an llvm global cannot hold though they are llvm types. */
const NON_GLOBAL_TYPES: ReadonlySet<string> = new Set(["void", "token", "metadata", "label"]);

function isPowerOfTwo(value: bigint): boolean {
  return value > 0n && (value & (value - 1n)) === 0n;
}

/** Whether `attr` is a zero value (MLIR's isZeroAttribute). */
function isZeroAttribute(attr: Attribute): boolean {
  if (attr instanceof IntegerAttr) return attr.getValue() === 0n;
  // APFloat's isZero: either zero.
  if (attr instanceof FloatAttr) return attr.value === 0;
  // Integer zeros and +0.0 are the all-zero bytes (a -0.0 element is not counted as zero here).
  if (attr instanceof DenseIntOrFPElementsAttr) return attr.data.every((byte) => byte === 0);
  if (attr instanceof ArrayAttr) return attr.value.every(isZeroAttribute);
  return false;
}

export function verifyGlobal(op: Operation): void {
  const typeAttr = op.getAttr("global_type");
  if (!(typeAttr instanceof TypeAttr)) return;
  const type = typeAttr.value;
  const body = llvmTypeBody(type);
  const valid = isCompatibleOuterType(type) ? !NON_GLOBAL_TYPES.has(body ?? "") : false;
  if (!valid) throw op.emitOpError("expects type to be a valid element type for an LLVM global");
  const parent = op.parentOp;
  if (parent !== null && !satisfiesLLVMModule(parent)) throw op.emitOpError("must appear at the module level");
  const value = op.getAttr("value");
  if (value instanceof StringAttr) {
    const element = body === undefined ? undefined : arrayElement(body);
    const count = body === undefined ? undefined : /^array<\s*(\d+)/.exec(body)?.[1];
    const bytes = value.value.length; // one char a byte: StringAttr keeps the bytes
    if (element !== "i8" || count === undefined || Number(count) !== bytes)
      throw op.emitOpError("requires an i8 array type of the length equal to that of the string attribute");
  }
  if (body?.startsWith("target<") === true) {
    if (value !== undefined) throw op.emitOpError("global with target extension type can only be initialized with zero-initializer");
  }
  const linkage = linkageOf(op);
  if (linkage === "common" && value !== undefined && !isZeroAttribute(value)) throw op.emitOpError("expected zero value for 'common' linkage");
  if (linkage === "appending" && body?.startsWith("array<") !== true) throw op.emitOpError("expected array type for 'appending' linkage");
  verifyComdatReference(op);
  const alignment = op.getAttr("alignment");
  if (alignment instanceof IntegerAttr && !isPowerOfTwo(alignment.getValue())) throw op.emitError("alignment attribute is not a power of 2");
}

export function verifyGlobalRegions(op: Operation): void {
  const block = op.numRegions === 0 ? null : op.getRegion(0).firstBlock;
  if (block === null) return;
  const terminator = block.terminator;
  if (terminator === null) return;
  if (terminator.numOperands === 0) throw op.emitOpError("initializer region cannot return void");
  const typeAttr = op.getAttr("global_type");
  const returned = terminator.getOperand(0).type;
  if (typeAttr instanceof TypeAttr && returned !== typeAttr.value)
    throw op.emitOpError(`initializer region type '${printType(returned)}' does not match global type '${printType(typeAttr.value)}'`);
  for (const inner of block.operations()) if (!hasNoMemoryEffect(inner)) throw inner.emitError("ops with side effects not allowed in global initializers");
  if (op.getAttr("value") !== undefined) throw op.emitOpError("cannot have both initializer value and region");
}

/** The bit width of a float attribute's semantics. */
function floatWidth(attr: FloatAttr): number {
  return attr.type instanceof FloatType ? attr.type.width : 0;
}

export function verifyConstant(op: Operation): void {
  const value = op.getAttr("value");
  const type = op.getResult(0).type;
  const body = llvmTypeBody(type);
  if (value instanceof StringAttr) {
    const bytes = value.value.length; // one char a byte: StringAttr keeps the bytes
    const count = body === undefined ? undefined : /^array<\s*(\d+)/.exec(body)?.[1];
    if (count === undefined || Number(count) !== bytes || arrayElement(body as string) !== "i8")
      throw op.emitOpError(`expected array type of ${bytes} i8 elements for the string constant`);
    return;
  }
  const fields = body === undefined ? undefined : structFields(body);
  if (fields !== undefined) {
    if (fields.length !== 2 || fields[0] !== fields[1]) throw op.emitError("expected struct type with two elements of the same type, the type of a complex constant");
    if (!(value instanceof ArrayAttr) || value.value.length !== 2) throw op.emitOpError("expected array attribute with two elements, representing a complex constant");
    const [re, im] = value.value.map((v) => ("type" in v ? (v as { type: Type }).type : undefined));
    if (re === undefined || im === undefined || re !== im) throw op.emitOpError("expected array attribute with two elements of the same type");
    const element = nestedType(fields[0] as string, op.context);
    if (!(element instanceof IntegerType) && !(element instanceof FloatType && (element.kind === "f16" || element.kind === "f32" || element.kind === "f64")))
      throw op.emitError("expected struct element types to be floating point type or integer type");
    return;
  }
  if (body?.startsWith("target<") === true) throw op.emitOpError("does not support target extension type.");
  if (!(value instanceof IntegerAttr || value instanceof ArrayAttr || value instanceof FloatAttr || value instanceof ElementsAttr))
    throw op.emitOpError("only supports integer, float, string or elements attributes");
  if (value instanceof IntegerAttr && !(type instanceof IntegerType)) throw op.emitOpError("expected integer type");
  if (value instanceof FloatAttr) {
    const width = floatWidth(value);
    if (type instanceof FloatType && type.width !== width) throw op.emitOpError(`expected float type of width ${width}`);
    if (type instanceof IntegerType && type.width !== width) throw op.emitOpError(`expected integer type of width ${width}`);
  }
  if (value instanceof DenseIntOrFPElementsAttr && value.isSplat) {
    const vectorLike = type instanceof VectorType || body?.startsWith("array<") === true || body?.startsWith("vec<") === true;
    if (!vectorLike) throw op.emitOpError("expected vector or array type");
  }
}
