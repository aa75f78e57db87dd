// complex's folds (ComplexOps.cpp in MLIR 19): constants to their value, parts of a value
// built by complex.create or a constant, and inverse pairs (neg/neg, conj/conj, exp/log,
// add/sub) and identity operands (adding or subtracting zero, multiplying or dividing by one)
// folded away.
import { ArrayAttr, FloatAttr, OpResult, apFloatOf, type Attribute, type OpFoldResult, type Value } from "../../ir/index.js";
import type { FoldOperands } from "../runtime/register.js";
import {
  AddOp,
  BitcastOp,
  ConjOp,
  ConstantOp,
  CreateOp,
  DivOp,
  ExpOp,
  ImOp,
  LogOp,
  MulOp,
  NegOp,
  ReOp,
  SubOp,
} from "../../../generated/complex.js";

/** The op of class `cls` defining `value` (Value::getDefiningOp<OpTy>), as its typed view. */
function producer<V>(value: Value, cls: { readonly operationName: string; wrap(op: OpResult["owner"]): V }): V | undefined {
  if (!(value instanceof OpResult) || value.owner.opName !== cls.operationName) return undefined;
  return cls.wrap(value.owner);
}

/** The [re, im] parts of a complex.constant's value, when both are float attributes. */
function floatParts(value: ArrayAttr): readonly [FloatAttr, FloatAttr] | undefined {
  const [re, im] = value.value;
  return re instanceof FloatAttr && im instanceof FloatAttr ? [re, im] : undefined;
}

/** Whether `value` is a complex.constant whose parts are both zero (of either sign). */
function isZeroConstant(value: Value): boolean {
  const parts = floatPartsOf(value);
  return parts !== undefined && apFloatOf(parts[0]).isZero() && apFloatOf(parts[1]).isZero();
}

function floatPartsOf(value: Value): readonly [FloatAttr, FloatAttr] | undefined {
  const constant = producer(value, ConstantOp);
  return constant === undefined ? undefined : floatParts(constant.getValue());
}

/** Whether float parts are exactly 1 + 0i (the imaginary part zero of either sign). */
function isOne(parts: readonly [FloatAttr, FloatAttr] | undefined): boolean {
  return parts !== undefined && apFloatOf(parts[1]).isZero() && apFloatOf(parts[0]).isExactlyValue(1);
}

export function foldConstantOp(op: ConstantOp): OpFoldResult {
  return op.getValue();
}

/** A bitcast to the operand's own type is the operand. */
export function foldBitcastOp(op: BitcastOp): OpFoldResult | undefined {
  return op.getOperand().type === op.getResult().type ? op.getOperand() : undefined;
}

/** complex.create(complex.re(z), complex.im(z)) is z. */
export function foldCreateOp(op: CreateOp): OpFoldResult | undefined {
  const re = producer(op.getReal(), ReOp);
  const im = producer(op.getImaginary(), ImOp);
  if (re === undefined || im === undefined) return undefined;
  return re.getComplex() === im.getComplex() ? re.getComplex() : undefined;
}

/** The part `index` of a constant [re, im] operand or of complex.create's operands. */
function foldPart(operand: Value, constant: Attribute | undefined, index: 0 | 1): OpFoldResult | undefined {
  if (constant instanceof ArrayAttr && constant.value.length === 2) return constant.value[index];
  const create = producer(operand, CreateOp);
  if (create === undefined) return undefined;
  return index === 0 ? create.getReal() : create.getImaginary();
}

export function foldReOp(op: ReOp, operands: FoldOperands): OpFoldResult | undefined {
  return foldPart(op.getComplex(), operands[0], 0);
}

export function foldImOp(op: ImOp, operands: FoldOperands): OpFoldResult | undefined {
  return foldPart(op.getComplex(), operands[0], 1);
}

/** add(sub(a, b), b) and add(b, sub(a, b)) are a; add(a, 0) is a. */
export function foldAddOp(op: AddOp): OpFoldResult | undefined {
  const lhsSub = producer(op.getLhs(), SubOp);
  if (lhsSub !== undefined && op.getRhs() === lhsSub.getRhs()) return lhsSub.getLhs();
  const rhsSub = producer(op.getRhs(), SubOp);
  if (rhsSub !== undefined && op.getLhs() === rhsSub.getRhs()) return rhsSub.getLhs();
  return isZeroConstant(op.getRhs()) ? op.getLhs() : undefined;
}

/** sub(add(a, b), b) is a; sub(a, 0) is a. */
export function foldSubOp(op: SubOp): OpFoldResult | undefined {
  const add = producer(op.getLhs(), AddOp);
  if (add !== undefined && op.getRhs() === add.getRhs()) return add.getLhs();
  return isZeroConstant(op.getRhs()) ? op.getLhs() : undefined;
}

/** mul(a, 1 + 0i) is a (the right operand a complex.constant). */
export function foldMulOp(op: MulOp): OpFoldResult | undefined {
  return isOne(floatPartsOf(op.getRhs())) ? op.getLhs() : undefined;
}

/** div(a, 1 + 0i) is a (the right operand any constant-foldable value). */
export function foldDivOp(op: DivOp, operands: FoldOperands): OpFoldResult | undefined {
  const rhs = operands[1];
  if (!(rhs instanceof ArrayAttr) || rhs.value.length !== 2) return undefined;
  return isOne(floatParts(rhs)) ? op.getLhs() : undefined;
}

export function foldNegOp(op: NegOp): OpFoldResult | undefined {
  return producer(op.getComplex(), NegOp)?.getComplex();
}

export function foldConjOp(op: ConjOp): OpFoldResult | undefined {
  return producer(op.getComplex(), ConjOp)?.getComplex();
}

/** log(exp(a)) is a. */
export function foldLogOp(op: LogOp): OpFoldResult | undefined {
  return producer(op.getComplex(), ExpOp)?.getComplex();
}

/** exp(log(a)) is a. */
export function foldExpOp(op: ExpOp): OpFoldResult | undefined {
  return producer(op.getComplex(), LogOp)?.getComplex();
}
