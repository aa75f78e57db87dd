// The ODS invariants every generated verifier checks, with MLIR's wording: counts,
// attribute/value/region/successor constraints, predicate traits, property conversion.
import {
  Attribute,
  DenseArrayAttr,
  IntegerType,
  IRDiagnosticError,
  Type,
  hasType,
  type Operation,
  type Value,
} from "../../ir/index.js";
import { printType, printAttribute } from "./values.js";

export function opError(op: Operation, message: string): IRDiagnosticError {
  return op.emitOpError(message);
}

/** Count traits (ZeroRegions, NOperands<N>, AtLeastNResults<N>, ...), in MLIR's words. */
export function verifyRegionCount(op: Operation, fixed: number, variadic: boolean): void {
  const n = op.regions.length;
  if (variadic) {
    if (n < fixed) throw op.emitOpError(`expected at least ${fixed} regions`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError("requires zero regions");
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError("requires one region");
  } else if (n !== fixed) throw op.emitOpError(`expected ${fixed} regions`);
}

export function verifyResultCount(op: Operation, fixed: number, variadic: boolean): void {
  const n = op.results.length;
  if (variadic) {
    if (fixed > 0 && n < fixed) throw op.emitOpError(`expected ${fixed} or more results, but found ${n}`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError("requires zero results");
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError("requires one result");
  } else if (n !== fixed) throw op.emitOpError(`expected ${fixed} results, but found ${n}`);
}

export function verifySuccessorCount(op: Operation, fixed: number, variadic: boolean): void {
  const n = op.successors.length;
  if (variadic) {
    if (fixed > 0 && n < fixed) throw op.emitOpError(`requires at least ${fixed} successors but found ${n}`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError(`requires 0 successors but found ${n}`);
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError(`requires 1 successor but found ${n}`);
  } else if (n !== fixed) throw op.emitOpError(`requires ${fixed} successors but found ${n}`);
}

export function verifyOperandCount(op: Operation, fixed: number, variadic: boolean): void {
  const n = op.operands.length;
  if (variadic) {
    if (fixed > 0 && n < fixed) throw op.emitOpError(`expected ${fixed} or more operands, but found ${n}`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError("requires zero operands");
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError("requires a single operand");
  } else if (n !== fixed) throw op.emitOpError(`expected ${fixed} operands, but found ${n}`);
}

/** ODS's segment-size check on the `operandSegmentSizes` / `resultSegmentSizes` property. */
export function verifySegmentSizes(op: Operation, attrName: string, valueKind: "operand" | "result", groups: number, total: number): void {
  const attr = op.getInherentAttr(attrName);
  if (attr === undefined) throw op.emitOpError(`requires attribute '${attrName}'`);
  if (!(attr instanceof DenseArrayAttr) || !(attr.elementType instanceof IntegerType) || attr.elementType.width !== 32)
    throw op.emitOpError(`attribute '${attrName}' failed to satisfy constraint: i32 dense array attribute`);
  const sizes = Array.from(attr.values as ArrayLike<number>, Number);
  if (sizes.length !== groups)
    throw op.emitOpError(`'${attrName}' attribute for specifying ${valueKind} segments must have ${groups} elements, but got ${sizes.length}`);
  if (sizes.some((s) => s < 0)) throw op.emitOpError(`'${attrName}' attribute cannot have negative elements`);
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (sum !== total)
    throw op.emitOpError(`${valueKind} count (${total}) does not match with the total size (${sum}) specified in attribute '${attrName}'`);
}

export function valueConstraintError(op: Operation, kind: "operand" | "result", index: number, value: Value, summary: string): IRDiagnosticError {
  return op.emitOpError(`${kind} #${index} must be ${summary}, but got '${printType(value.type)}'`);
}

export function verifyValueConstraint(op: Operation, kind: "operand" | "result", index: number, value: Value, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`${kind} #${index} must be ${summary}, but got '${printType(value.type)}'`);
}

/** Optional groups hold 0 or 1 values. */
export function verifyOptionalGroup(op: Operation, kind: "operand" | "result", start: number, size: number): void {
  if (size > 1) throw op.emitOpError(`${kind} group starting at #${start} requires 0 or 1 element, but found ${size}`);
}

export function verifyAttributeConstraint(op: Operation, name: string, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`attribute '${name}' failed to satisfy constraint: ${summary}`);
}

export function requireAttribute(op: Operation, name: string): Attribute {
  const attr = op.getInherentAttr(name);
  if (attr === undefined) throw op.emitOpError(`requires attribute '${name}'`);
  return attr;
}

export function verifyRegionConstraint(op: Operation, index: number, name: string, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`region #${index}${name === "" ? " " : ` ('${name}') `}failed to verify constraint: ${summary}`);
}

export function verifySuccessorConstraint(op: Operation, index: number, name: string, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`successor #${index} ('${name}') failed to verify constraint: ${summary}`);
}

export function verifyPredTrait(op: Operation, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`failed to verify that ${summary}`);
}

/** An attribute seen by op predicates as `$name` (`$value.type` is its type when it has one). */
export function typedAttrView(attr: Attribute | undefined): { readonly attr: Attribute | undefined; readonly type: Type | undefined } {
  return { attr, type: attr !== undefined && hasType(attr) ? attr.type : undefined };
}

export type PropertyChecks = readonly [
  checks: readonly (readonly [string, (attr: Attribute) => boolean])[],
  segments: readonly (readonly [string, number])[],
];

export function verifyPropertyStorage(op: Operation, [checks, segments]: PropertyChecks): void {
  const props = op.properties;
  if (props === null) return;
  const fail = (detail: string): IRDiagnosticError =>
    op.emitError(`invalid properties ${printAttribute(props)} for op ${op.name.name}: ${detail}`);
  for (const [name, check] of checks) {
    const attr = op.getInherentAttr(name);
    if (attr !== undefined && !check(attr)) throw fail(`Invalid attribute \`${name}\` in property conversion: ${printAttribute(attr)}`);
  }
  for (const [name, groups] of segments) {
    const attr = op.getInherentAttr(name);
    if (attr === undefined) continue;
    if (!(attr instanceof DenseArrayAttr) || !(attr.elementType instanceof IntegerType) || attr.elementType.width !== 32)
      throw fail(`expected DenseI32ArrayAttr for key \`${name}\``);
    if (attr.size() !== groups) throw fail(`size mismatch in attribute conversion: ${attr.size()} vs ${groups}`);
  }
}
