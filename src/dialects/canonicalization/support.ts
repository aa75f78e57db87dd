// What the canonicalization patterns of our dialects share: MLIR's constant matchers on
// values (m_Constant, m_ConstantInt, m_One, m_Zero, m_NonZero), the operand groups of
// AttrSizedOperandSegments ops, and creation of the ops the patterns build, with the
// operands, result types and properties MLIR 19's builders give them. The patterns work on
// operations by name and ODS operand order, so they do not depend on generated op classes.
import {
  APInt,
  Block,
  DenseArrayAttr,
  DictionaryAttr,
  IntegerAttr,
  IntegerType,
  OpTrait,
  apIntOf,
  type Attribute,
  type Location,
  type NamedAttribute,
  type Region,
  type Type,
  type Value,
} from "../../ir/index.js";
import { Operation } from "../../ir/operation.js";
import { matchConstant, type PatternOptions, type RewriterBase } from "../../rewrite/index.js";
import { isSplatElements, splatValue } from "../folding/common.js";

// ---- constant matchers ----

/** m_ConstantInt on a value: the integer of a constant IntegerAttr or int splat it folds to. */
export function constantIntOf(value: Value): APInt | undefined {
  const attr = matchConstant(value);
  if (attr instanceof IntegerAttr) return apIntOf(attr);
  if (isSplatElements(attr)) {
    const splat = splatValue(attr);
    return splat instanceof APInt ? splat : undefined;
  }
  return undefined;
}

/** m_Constant(&IntegerAttr): the IntegerAttr a constant value folds to (no splats). */
export function constantIntegerAttrOf(value: Value): IntegerAttr | undefined {
  const attr = matchConstant(value);
  return attr instanceof IntegerAttr ? attr : undefined;
}

/** m_Constant(&BoolAttr): the value of a constant i1 IntegerAttr. */
export function constantBoolOf(value: Value): boolean | undefined {
  const attr = matchConstant(value);
  return attr instanceof IntegerAttr && attr.isBool() ? attr.value !== 0 : undefined;
}

/** m_One. */
export function isConstantOne(value: Value): boolean {
  return constantIntOf(value)?.isOne() === true;
}

/** m_Zero. */
export function isConstantZero(value: Value): boolean {
  return constantIntOf(value)?.isZero() === true;
}

/** m_NonZero. */
export function isConstantNonZero(value: Value): boolean {
  const v = constantIntOf(value);
  return v !== undefined && !v.isZero();
}

/** m_Constant() without binding: the value folds to a constant attribute. */
export function isConstant(value: Value): boolean {
  return matchConstant(value) !== undefined;
}

/**
 * getConstantIntValue on a value: m_ConstantInt read as a signed 64-bit number (APInt's
 * getSExtValue), as a bigint so that every int64 is exact.
 */
export function constantInt64Of(value: Value): bigint | undefined {
  const v = constantIntOf(value);
  return v === undefined ? undefined : BigInt.asIntN(64, v.signed);
}

// ---- operand groups ----

/** `array<i32: ...>`, the form of operandSegmentSizes and similar properties. */
export function denseI32Array(op: { readonly context: Operation["context"] }, values: readonly number[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(op.context, 32), Int32Array.from(values));
}

/** `array<i64: ...>`. */
export function denseI64Array(op: { readonly context: Operation["context"] }, values: readonly bigint[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(op.context, 64), BigInt64Array.from(values));
}

/** Whether two value lists are equal element by element (MLIR's ValueRange ==). */
export function sameValues(a: readonly Value[], b: readonly Value[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// ---- creating ops ----

export interface NewOp {
  readonly operands?: readonly Value[];
  readonly resultTypes?: readonly Type[];
  /** Inherent attributes, stored as the op's properties (absent entries are left out). */
  readonly properties?: readonly (readonly [string, Attribute | undefined])[];
  /** Discardable attributes. */
  readonly attributes?: readonly NamedAttribute[];
  readonly successors?: readonly Block[];
  readonly regions?: number;
}

/** Creates `name` at the rewriter's insertion point, as an ODS builder of MLIR 19 would. */
export function createOp(rewriter: RewriterBase, name: string, location: Location, spec: NewOp = {}): Operation {
  const present: NamedAttribute[] = [];
  for (const [key, value] of spec.properties ?? []) if (value !== undefined) present.push({ name: key, value });
  return rewriter.create(name, location, {
    operands: spec.operands ?? [],
    resultTypes: spec.resultTypes ?? [],
    properties: present.length === 0 ? null : DictionaryAttr.get(rewriter.context, present),
    ...(spec.attributes === undefined ? {} : { attributes: spec.attributes }),
    ...(spec.successors === undefined ? {} : { successors: spec.successors }),
    ...(spec.regions === undefined ? {} : { regions: spec.regions }),
  });
}

/**
 * Creates `name` detached, lets `fill` give its regions their blocks and ops, then inserts
 * it at the rewriter's insertion point. As MLIR's builders fill an OperationState before
 * the op exists, what `fill` adds is not announced to the rewriter's listener: only the
 * op itself is (so the greedy driver enqueues the op, not its body).
 */
export function buildOp(rewriter: RewriterBase, name: string, location: Location, spec: NewOp, fill: (op: Operation) => void): Operation {
  const present: NamedAttribute[] = [];
  for (const [key, value] of spec.properties ?? []) if (value !== undefined) present.push({ name: key, value });
  const op = Operation.create({
    name: rewriter.context.getOperationName(name),
    location,
    operands: spec.operands ?? [],
    resultTypes: spec.resultTypes ?? [],
    properties: present.length === 0 ? null : DictionaryAttr.get(rewriter.context, present),
    ...(spec.attributes === undefined ? {} : { attributes: spec.attributes }),
    ...(spec.successors === undefined ? {} : { successors: spec.successors }),
    regions: spec.regions ?? 0,
  });
  fill(op);
  return rewriter.insert(op);
}

/** A detached op of `name` without operands or results (a default-built terminator). */
export function detachedTerminator(context: Operation["context"], name: string, location: Location, operands: readonly Value[] = []): Operation {
  return Operation.create({ name: context.getOperationName(name), location, operands });
}

/**
 * SingleBlockImplicitTerminator's ensureTerminator on a region being built: a block if
 * it has none, and a default `terminator` op at the end of its last block unless that
 * block already ends with a terminator.
 */
export function ensureTerminator(region: Region, terminator: string, location: Location): void {
  if (region.empty()) region.appendBlock(new Block());
  const block = region.lastBlock as Block;
  const last = block.lastOp;
  if (last !== null && last.hasTrait(OpTrait.IsTerminator)) return;
  block.append(detachedTerminator(location.context, terminator, location));
}

/** `arith.constant` of an i1 (rewriter.create<arith::ConstantOp>(loc, i1, getBoolAttr(v))). */
export function createBoolConstant(rewriter: RewriterBase, location: Location, value: boolean): Value {
  const attr = IntegerAttr.bool(rewriter.context, value);
  return createOp(rewriter, "arith.constant", location, { resultTypes: [attr.type], properties: [["value", attr]] }).getResult(0);
}

/** `arith.select %condition, %trueValue, %falseValue`. */
export function createSelect(rewriter: RewriterBase, location: Location, condition: Value, trueValue: Value, falseValue: Value): Value {
  return createOp(rewriter, "arith.select", location, { operands: [condition, trueValue, falseValue], resultTypes: [trueValue.type] }).getResult(0);
}

/** A binary arith op whose result has its operands' type (arith.andi, arith.xori). */
export function createArithBinary(rewriter: RewriterBase, name: "arith.andi" | "arith.xori", location: Location, lhs: Value, rhs: Value): Value {
  return createOp(rewriter, name, location, { operands: [lhs, rhs], resultTypes: [lhs.type] }).getResult(0);
}

/** `cf.br ^dest(operands)`. */
export function createBranch(rewriter: RewriterBase, location: Location, dest: Block, operands: readonly Value[]): Operation {
  return createOp(rewriter, "cf.br", location, { operands, successors: [dest] });
}

/** `scf.yield operands`. */
export function createYield(rewriter: RewriterBase, location: Location, operands: readonly Value[]): Operation {
  return createOp(rewriter, "scf.yield", location, { operands });
}

/** The i1 type. */
export function i1Type(op: { readonly context: Operation["context"] }): IntegerType {
  return IntegerType.get(op.context, 1);
}

// ---- pattern names ----

/**
 * The options of a pattern class of MLIR 19: its debug name is the class name as clang's
 * llvm::getTypeName spells it, `(anonymous namespace)::Name` for the classes MLIR defines
 * in an anonymous namespace (most of them), `Name` for those at file scope.
 */
export function patternOptions(className: string, inAnonymousNamespace = true): PatternOptions {
  return { debugName: inAnonymousNamespace ? `(anonymous namespace)::${className}` : className };
}
