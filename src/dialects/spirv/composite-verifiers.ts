// spirv's composite ops' C++ verifiers (MLIR 19's CompositeOps.cpp), with its messages:
// CompositeConstruct's constituents against the result, CompositeExtract/Insert's indices
// walked into the composite, VectorShuffle's component selectors.
import { ArrayAttr, IntegerAttr, IRDiagnosticError, VectorType, type Attribute, type Operation, type Type } from "../../ir/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import { printType } from "../runtime/values.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { compositeElement, compositeElementCount, cooperativeMatrixElement } from "./type-parts.js";

/** A type as MLIR's diagnostics print one: quoted. */
const quoted = (type: Type): string => `'${printType(type)}'`;

/**
 * MLIR's getElementType of CompositeExtract/Insert: the type `indices` reach in `type`;
 * each refusal goes to `fail` (the parser reports at the indices, the verifiers at the op).
 */
export function compositeElementAt(type: Type, indices: Attribute | undefined, fail: (message: string) => Error): Type {
  if (!(indices instanceof ArrayAttr)) throw fail("expected a 32-bit integer array attribute for 'indices'");
  if (indices.value.length === 0) throw fail("expected at least one index for spirv.CompositeExtract");
  const values: number[] = [];
  for (const index of indices.value) {
    if (!(index instanceof IntegerAttr)) throw fail(`expected an 32-bit integer for index, but found '${printAttributeText(index)}'`);
    values.push(Number(BigInt.asIntN(32, BigInt(index.value))));
  }
  let element = type;
  for (const index of values) {
    const count = compositeElementCount(element);
    if (count === undefined && compositeElement(element, 0) === undefined)
      throw fail(`cannot extract from non-composite type ${quoted(element)} with index ${index}`);
    if (count !== undefined && (index < 0 || index >= count)) throw fail(`index ${index} out of bounds for ${quoted(element)}`);
    element = compositeElement(element, index) as Type;
  }
  return element;
}

/** Constituents: one for a cooperative matrix, one per element of a struct/array/vector, or scalars and vectors adding up to a vector. */
function verifyCompositeConstruct(op: Operation): void {
  const result = op.getResult(0).type;
  const constituents = op.getOperands();
  const coopElement = cooperativeMatrixElement(result);
  if (coopElement !== undefined) {
    if (constituents.length !== 1) throw op.emitOpError(`has incorrect number of operands: expected 1, but provided ${constituents.length}`);
    const provided = (constituents[0] as (typeof constituents)[number]).type;
    if (provided !== coopElement) throw op.emitOpError(`operand type mismatch: expected operand type ${quoted(coopElement)}, but provided ${quoted(provided)}`);
    return;
  }
  const count = compositeElementCount(result);
  if (count === constituents.length) {
    constituents.forEach((constituent, index) => {
      const expected = compositeElement(result, index);
      if (expected !== undefined && constituent.type !== expected)
        throw op.emitOpError(`operand type mismatch: expected operand type ${quoted(expected)}, but provided ${quoted(constituent.type)}`);
    });
    return;
  }
  if (!(result instanceof VectorType))
    throw op.emitOpError("expected to return a vector or cooperative matrix when the number of constituents is less than what the result needs");
  let total = 0;
  for (const constituent of constituents) {
    const type = constituent.type;
    if (!(type instanceof VectorType) && !type.isIntOrFloat())
      throw op.emitOpError(`operand type mismatch: expected operand to have a scalar or vector type, but provided ${quoted(type)}`);
    const element = type instanceof VectorType ? type.elementType : type;
    total += type instanceof VectorType ? type.getNumElements() : 1;
    if (element !== result.elementType)
      throw op.emitOpError(`operand element type mismatch: expected to be ${quoted(result.elementType)}, but provided ${quoted(element)}`);
  }
  if (total !== result.getNumElements()) throw op.emitOpError(`has incorrect number of operands: expected ${result.getNumElements()}, but provided ${total}`);
}

/** MLIR's verifiers walk the indices with getElementType(type, indices, loc): its errors are at the op's location alone. */
const atLocation =
  (op: Operation) =>
  (message: string): Error =>
    new IRDiagnosticError(op.location, message);

function verifyCompositeExtract(op: Operation): void {
  const expected = compositeElementAt(op.getOperand(0).type, op.getAttr("indices"), atLocation(op));
  const provided = op.getResult(0).type;
  if (expected !== provided) throw op.emitOpError(`invalid result type: expected ${quoted(expected)} but provided ${quoted(provided)}`);
}

function verifyCompositeInsert(op: Operation): void {
  const composite = op.getOperand(1).type;
  const expected = compositeElementAt(composite, op.getAttr("indices"), atLocation(op));
  const object = op.getOperand(0).type;
  if (expected !== object) throw op.emitOpError(`object operand type should be ${quoted(expected)}, but found ${quoted(object)}`);
  const result = op.getResult(0).type;
  if (composite !== result) throw op.emitOpError(`result type should be the same as the composite type, but found ${quoted(composite)} vs ${quoted(result)}`);
}

/** As many selectors as result elements, each naming an element of the two vectors or 0xffffffff (undefined). */
function verifyVectorShuffle(op: Operation): void {
  const result = op.getResult(0).type;
  const components = op.getAttr("components");
  const selectors = components instanceof ArrayAttr ? components.value : [];
  if (!(result instanceof VectorType)) return;
  if (result.getNumElements() !== selectors.length)
    throw op.emitOpError(`result type element count (${result.getNumElements()}) mismatch with the number of component selectors (${selectors.length})`);
  const sizes = [op.getOperand(0).type, op.getOperand(1).type].map((t) => (t instanceof VectorType ? t.getNumElements() : 0));
  const total = sizes.reduce((a, b) => a + b, 0);
  for (const selector of selectors) {
    if (!(selector instanceof IntegerAttr)) continue;
    const index = BigInt.asUintN(32, BigInt(selector.value));
    if (index >= BigInt(total) && index !== 0xffffffffn)
      throw op.emitOpError(`component selector ${index} out of range: expected to be in [0, ${total}) or 0xffffffff`);
  }
}

export const spirvCompositeVerifiers: SpirvAssemblyHooks["verifiers"] = {
  CompositeConstructOp: verifyCompositeConstruct,
  CompositeExtractOp: verifyCompositeExtract,
  CompositeInsertOp: verifyCompositeInsert,
  VectorShuffleOp: verifyVectorShuffle,
};
