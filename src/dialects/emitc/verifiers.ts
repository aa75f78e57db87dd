// emitc's C++ verifiers (MLIR 19's EmitC.cpp), as hooks of the generated module (expression's
// is in expression-verifier.ts).
import { ArrayAttr, FloatAttr, formatValueForDiagnostic, FunctionType, IndexType, IntegerAttr, IntegerType, OpaqueAttr, OpaqueType, StringAttr, SymbolRefAttr, TypeAttr, ElementsAttr, type Attribute, type Operation, type Type } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { printAttribute, printType } from "../runtime/values.js";
import { parseTypeText } from "../../asm/standalone.js";
import { opaqueParameter } from "../../ir/attributes.js";
import { emitcArrayParts, emitcBody, emitcPointee, isEmitcArray, isEmitcOpaque, isEmitcPointer, isIntegerIndexOrOpaqueType, isPointerWideType, isSupportedFloatType } from "./supported-types.js";

const quoted = (type: Type): string => `'${printType(type)}'`;

// emitc's type tests are supported-types.ts's (one reading of their opaque bodies).
const isPointer = isEmitcPointer;
const isOpaque = isEmitcOpaque;
const isArray = isEmitcArray;
const isPointerWide = isPointerWideType;

function isOpaqueAttribute(value: Attribute): boolean {
  return value instanceof OpaqueAttr && value.dialect === "emitc" && opaqueParameter(value.data, "opaque") !== undefined;
}

function functionTypeOf(op: Operation): FunctionType | undefined {
  const attr = op.getAttr("function_type");
  return attr instanceof TypeAttr && attr.value instanceof FunctionType ? attr.value : undefined;
}

/** What a cast converts from or to in MLIR 19: an integer, index, opaque, float or pointer (no array, no tuple). */
function isCastable(type: Type): boolean {
  return isIntegerIndexOrOpaqueType(type) || isSupportedFloatType(type) || isPointer(type);
}

/** cast's CastOpInterface (its areCastCompatible), with the interface's message. */
export function verifyCastCompatible(op: Operation): void {
  const input = op.getOperand(0).type;
  const output = op.getResult(0).type;
  if (isCastable(input) && isCastable(output)) return;
  throw op.emitOpError(`operand type ${quoted(input)} and result type ${quoted(output)} are cast incompatible`);
}

/** constant and variable: an opaque value, or one of the result's type. */
function verifyInitializationAttribute(op: Operation, value: Attribute | undefined): void {
  if (value === undefined || isOpaqueAttribute(value)) return;
  if (value instanceof StringAttr) throw op.emitOpError("string attributes are not supported, use #emitc.opaque instead");
  const resultType = op.getResult(0).type;
  const attrType = "type" in value ? (value as { readonly type: Type }).type : undefined;
  if (attrType === undefined) return;
  if (isPointerWide(resultType) && attrType instanceof IndexType) return;
  if (resultType !== attrType)
    throw op.emitOpError(`requires attribute to either be an #emitc.opaque attribute or it's type (${quoted(attrType)}) to match the op's result type (${quoted(resultType)})`);
}

export function verifyConstant(op: Operation): void {
  const value = op.getAttr("value");
  verifyInitializationAttribute(op, value);
  if (value !== undefined && isOpaqueAttribute(value) && (value as OpaqueAttr).data === 'opaque<"">') throw op.emitOpError("value must not be empty");
}

export function verifyVariable(op: Operation): void {
  verifyInitializationAttribute(op, op.getAttr("value"));
}

export function verifyLiteral(op: Operation): void {
  const value = op.getAttr("value");
  if (value instanceof StringAttr && value.value === "") throw op.emitOpError("value must not be empty");
}

export function verifyAdd(op: Operation): void {
  const lhs = op.getOperand(0).type;
  const rhs = op.getOperand(1).type;
  if (isPointer(lhs) && isPointer(rhs)) throw op.emitOpError("requires that at most one operand is a pointer");
  const integerOrOpaque = (t: Type): boolean => t instanceof IntegerType || isOpaque(t);
  if ((isPointer(lhs) && !integerOrOpaque(rhs)) || (isPointer(rhs) && !integerOrOpaque(lhs)))
    throw op.emitOpError("requires that one operand is an integer or of opaque type if the other is a pointer");
}

export function verifySub(op: Operation): void {
  const lhs = op.getOperand(0).type;
  const rhs = op.getOperand(1).type;
  const result = op.getResult(0).type;
  if (isPointer(rhs) && !isPointer(lhs)) throw op.emitOpError("rhs can only be a pointer if lhs is a pointer");
  if (isPointer(lhs) && !(rhs instanceof IntegerType || isOpaque(rhs) || isPointer(rhs)))
    throw op.emitOpError("requires that rhs is an integer, pointer or of opaque type if lhs is a pointer");
  // MLIR 19 does not take !emitc.ptrdiff_t here (later versions do).
  if (isPointer(lhs) && isPointer(rhs) && !(result instanceof IntegerType || isOpaque(result)))
    throw op.emitOpError("requires that the result is an integer or of opaque type if lhs and rhs are pointers");
}

export function verifyApply(op: Operation): void {
  const operator = op.getAttr("applicableOperator");
  const text = operator instanceof StringAttr ? operator.value : "";
  if (text === "") throw op.emitOpError("applicable operator must not be empty");
  if (text !== "&" && text !== "*") throw op.emitOpError("applicable operator is illegal");
}

export function verifyCallOpaque(op: Operation): void {
  const callee = op.getAttr("callee");
  if (callee instanceof StringAttr && callee.value === "") throw op.emitOpError("callee must not be empty");
  const args = op.getAttr("args");
  if (args instanceof ArrayAttr) {
    for (const arg of args.value) {
      if (arg instanceof IntegerAttr && arg.type instanceof IndexType) {
        const index = BigInt(arg.value);
        if (index < 0n || index >= BigInt(op.numOperands)) throw op.emitOpError("index argument is out of range");
      } else if (arg instanceof ArrayAttr) {
        throw op.emitOpError("array argument has no type");
      }
    }
  }
  const templateArgs = op.getAttr("template_args");
  if (templateArgs instanceof ArrayAttr) {
    for (const arg of templateArgs.value) {
      if (!(arg instanceof TypeAttr || arg instanceof IntegerAttr || arg instanceof FloatAttr || isOpaqueAttribute(arg)))
        throw op.emitOpError("template argument has invalid type");
    }
  }
  if (op.getResultTypes().some(isArray)) throw op.emitOpError("cannot return array type");
}

export function verifyFunc(op: Operation): void {
  const results = functionTypeOf(op)?.results ?? [];
  if (results.length > 1) throw op.emitOpError(`requires zero or exactly one result, but has ${results.length}`);
  if (results.length === 1 && isArray(results[0] as Type)) throw op.emitOpError("cannot return array type");
}

export function verifyReturn(op: Operation): void {
  const func = op.parentOp;
  if (func === null) return;
  const results = functionTypeOf(func)?.results ?? [];
  const name = func.getAttr("sym_name");
  const funcName = name instanceof StringAttr ? name.value : "";
  if (op.numOperands !== results.length) throw op.emitOpError(`has ${op.numOperands} operands, but enclosing function (@${funcName}) returns ${results.length}`);
  if (results.length === 1 && op.getOperand(0).type !== results[0])
    throw op.emitError(`type of the return operand (${quoted(op.getOperand(0).type)}) doesn't match function result type (${quoted(results[0] as Type)}) in function @${funcName}`);
}

export function verifyYield(op: Operation): void {
  const parent = op.parentOp;
  if (parent === null) return;
  if (op.numOperands > 0 && parent.numResults !== 1) throw op.emitOpError("yields a value not returned by parent");
  if (op.numOperands === 0 && parent.numResults !== 0) throw op.emitOpError("does not yield a value to be returned by parent");
}

export function verifyForRegions(op: Operation): void {
  const inductionVariable = op.getRegion(0).firstBlock?.arguments[0];
  if (inductionVariable !== undefined && inductionVariable.type !== op.getOperand(0).type)
    throw op.emitOpError("expected induction variable to be same type as bounds and step");
}

/** The type an `!emitc.array<...>` global's elements initializer has: the tensor of that shape. */
function initializerType(type: Type): Type {
  const shape = type instanceof OpaqueType && type.dialect === "emitc" ? opaqueParameter(type.data, "array") : undefined;
  return shape === undefined ? type : parseTypeText(`tensor<${shape}>`, type.context);
}

export function verifyGlobal(op: Operation): void {
  const typeAttr = op.getAttr("type");
  const type = typeAttr instanceof TypeAttr ? typeAttr.value : undefined;
  const initial = op.getAttr("initial_value");
  if (type !== undefined && initial !== undefined) {
    if (initial instanceof ElementsAttr) {
      if (!isArray(type)) throw op.emitOpError(`expected array type, but got ${quoted(type)}`);
      if (initial.type !== initializerType(type)) throw op.emitOpError(`initial value expected to be of type ${quoted(type)}, but was of type ${quoted(initial.type)}`);
    } else if (initial instanceof IntegerAttr || initial instanceof FloatAttr) {
      if (initial.type !== type) throw op.emitOpError(`initial value expected to be of type ${quoted(type)}, but was of type ${quoted(initial.type)}`);
    } else if (!isOpaqueAttribute(initial)) {
      throw op.emitOpError(`initial value should be a integer, float, elements or opaque attribute, but got ${printAttribute(initial)}`);
    }
  }
  if (op.getAttr("static_specifier") !== undefined && op.getAttr("extern_specifier") !== undefined) throw op.emitOpError("cannot have both static and extern specifiers");
}

function referencedFunction(op: Operation, attr: Attribute | undefined): { name: string; fn: Operation | undefined } {
  const name = attr instanceof SymbolRefAttr ? attr.rootReference : "";
  const fn = attr instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, attr) : undefined;
  return { name, fn: fn?.opName === "emitc.func" ? fn : undefined };
}

/** What assign may write to in MLIR 19: the result of one of these ops. */
const ASSIGNABLE = new Set(["emitc.get_global", "emitc.member_of_ptr", "emitc.member", "emitc.subscript", "emitc.variable"]);

export function verifyAssign(op: Operation): void {
  const variable = op.getOperand(0);
  const value = op.getOperand(1);
  const definer = variable.definingOp;
  if (definer === null || !ASSIGNABLE.has(definer.name.name))
    throw op.emitOpError(`requires first operand (${formatValueForDiagnostic(variable, printType)}) to be a get_global, member, member of pointer, subscript or variable`);
  if (variable.type !== value.type) throw op.emitOpError(`requires value's type (${quoted(value.type)}) to match variable's type (${quoted(variable.type)})`);
  if (isArray(variable.type)) throw op.emitOpError("cannot assign to array type");
}

export function verifyGetGlobalSymbolUses(op: Operation): void {
  const name = op.getAttr("name");
  const symbol = name instanceof SymbolRefAttr ? name.rootReference : "";
  const global = name instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, name) : undefined;
  if (global === undefined || global.opName !== "emitc.global") throw op.emitOpError(`'${symbol}' does not reference a valid emitc.global`);
  const globalType = global.getAttr("type");
  const resultType = op.getResult(0).type;
  if (globalType instanceof TypeAttr && globalType.value !== resultType)
    throw op.emitOpError(`result type ${quoted(resultType)} does not match type ${quoted(globalType.value)} of the global @${symbol}`);
}

export function verifyCallSymbolUses(op: Operation): void {
  const callee = op.getAttr("callee");
  if (!(callee instanceof SymbolRefAttr) || !callee.isFlat()) throw op.emitOpError("requires a 'callee' symbol reference attribute");
  const { name, fn } = referencedFunction(op, callee);
  const type = fn === undefined ? undefined : functionTypeOf(fn);
  if (type === undefined) throw op.emitOpError(`'${name}' does not reference a valid function`);
  if (type.inputs.length !== op.numOperands) throw op.emitOpError("incorrect number of operands for callee");
  type.inputs.forEach((input, i) => {
    if (op.getOperand(i).type !== input)
      throw op.emitOpError(`operand type mismatch: expected operand type ${quoted(input)}, but provided ${quoted(op.getOperand(i).type)} for operand number ${i}`);
  });
  if (type.results.length !== op.numResults) throw op.emitOpError("incorrect number of results for callee");
  type.results.forEach((result, i) => {
    if (op.getResult(i).type !== result)
      throw op
        .emitOpError(`result type mismatch at index ${i}`)
        .attachNote(op.location, `      op result types: ${op.getResultTypes().map(quoted).join(", ")}`)
        .attachNote(op.location, `function result types: ${type.results.map(quoted).join(", ")}`);
  });
}

export function verifyDeclareFuncSymbolUses(op: Operation): void {
  const symbol = op.getAttr("sym_name");
  if (symbol === undefined) throw op.emitOpError("requires a 'sym_name' symbol reference attribute");
  const { name, fn } = referencedFunction(op, symbol);
  if (fn === undefined) throw op.emitOpError(`'${name}' does not reference a valid function`);
}

/** subscript: an array takes one integer-like index per dimension, a pointer one; an opaque value anything. */
export function verifySubscript(op: Operation): void {
  const value = op.getOperand(0).type;
  const numIndices = op.numOperands - 1;
  const resultType = op.getResult(0).type;
  const array = emitcArrayParts(value);
  if (array !== undefined) {
    if (numIndices !== array.rank) throw op.emitOpError(`on array operand requires number of indices (${numIndices}) to match the rank of the array type (${array.rank})`);
    for (let i = 0; i < numIndices; i++) {
      const type = op.getOperand(i + 1).type;
      if (!isIntegerIndexOrOpaqueType(type)) throw op.emitOpError(`on array operand requires index operand ${i} to be integer-like, but got ${quoted(type)}`);
    }
    if (array.element !== undefined && array.element !== resultType)
      throw op.emitOpError(`on array operand requires element type (${quoted(array.element)}) and result type (${quoted(resultType)}) to match`);
    return;
  }
  if (isPointer(value)) {
    if (numIndices !== 1) throw op.emitOpError(`on pointer operand requires one index operand, but got ${numIndices}`);
    const type = op.getOperand(1).type;
    if (!isIntegerIndexOrOpaqueType(type)) throw op.emitOpError(`on pointer operand requires index operand to be integer-like, but got ${quoted(type)}`);
    const pointee = emitcPointee(value);
    if (pointee !== undefined && pointee !== resultType)
      throw op.emitOpError(`on pointer operand requires pointee type (${quoted(pointee)}) and result type (${quoted(resultType)}) to match`);
  }
}
