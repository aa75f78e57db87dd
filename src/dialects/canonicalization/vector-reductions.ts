// The canonicalization patterns of vector's reductions (VectorOps.cpp in MLIR 19): a
// reduction of one element is that element combined with the accumulator
// (ElideSingleElementReduction), a multi_reduction over unit dimensions only is a
// shape_cast or extract combined with it (ElideUnitDimsInMultiDimReduction). Both build the
// combination as vector::makeArithReduction does; a masked reduction (inside vector.mask)
// is rewritten before its vector.mask, which it replaces, the mask read alike and the
// combination selected by it (selectPassthru).
import { FloatType, IndexType, IntegerType, VectorType, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import type { PatternRewriter } from "../../rewrite/index.js";
import { combiningKindName } from "../vector/attributes.js";
import { integerArrayOf } from "../vector/attribute-values.js";
import { createOp, denseI64Array } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

function elementTypeOrSelf(type: Type): Type {
  return type instanceof VectorType ? type.elementType : type;
}

/** The arith op that combines two values of `kind` (makeArithReduction's switch). */
function arithOpOf(kind: string, element: Type): { name: string; fastmath: boolean } | undefined {
  const isInt = element instanceof IntegerType || element instanceof IndexType;
  const isFloat = element instanceof FloatType;
  switch (kind) {
    case "add":
      return isInt ? { name: "arith.addi", fastmath: false } : isFloat ? { name: "arith.addf", fastmath: true } : undefined;
    case "mul":
      return isInt ? { name: "arith.muli", fastmath: false } : isFloat ? { name: "arith.mulf", fastmath: true } : undefined;
    case "maxnumf":
      return { name: "arith.maxnumf", fastmath: true };
    case "maximumf":
      return { name: "arith.maximumf", fastmath: true };
    case "minnumf":
      return { name: "arith.minnumf", fastmath: true };
    case "minimumf":
      return { name: "arith.minimumf", fastmath: true };
    case "maxsi":
    case "maxui":
    case "minsi":
    case "minui":
      return { name: `arith.${kind}`, fastmath: false };
    case "and":
      return { name: "arith.andi", fastmath: false };
    case "or":
      return { name: "arith.ori", fastmath: false };
    case "xor":
      return { name: "arith.xori", fastmath: false };
    default:
      return undefined;
  }
}

/** vector::makeArithReduction: `v1 <kind> acc`, selected by `mask` against `acc` when masked. */
function makeArithReduction(rewriter: PatternRewriter, op: Operation, kind: string, v1: Value, acc: Value, fastmath: Attribute | undefined, mask: Value | undefined): Value | undefined {
  const arith = arithOpOf(kind, elementTypeOrSelf(v1.type));
  if (arith === undefined) return undefined;
  const result = createOp(rewriter, arith.name, op.location, { operands: [v1, acc], resultTypes: [v1.type], properties: arith.fastmath ? [["fastmath", fastmath]] : [] }).getResult(0);
  if (mask === undefined) return result;
  return createOp(rewriter, "arith.select", op.location, { operands: [mask, result, acc], resultTypes: [result.type] }).getResult(0);
}

/** The vector.mask op masking `op`, when there is one. */
function maskingOpOf(op: Operation): Operation | undefined {
  const parent = op.parentOp;
  return parent?.name.name === "vector.mask" ? parent : undefined;
}

/**
 * Runs `rewrite` where the replacement of `op` goes: before its vector.mask when masked
 * (with the mask), before `op` otherwise; replaces the vector.mask or `op` with the value
 * it returns.
 */
function rewriteMaskable(rewriter: PatternRewriter, op: Operation, rewrite: (mask: Value | undefined) => Value | undefined): boolean {
  const masking = maskingOpOf(op);
  const saved = rewriter.insertionPoint;
  if (masking !== undefined) rewriter.setInsertionPoint(masking);
  try {
    const result = rewrite(masking?.getOperand(0));
    if (result === undefined) return false;
    rewriter.replaceOp(masking ?? op, [result]);
    return true;
  } finally {
    rewriter.restoreInsertionPoint(saved);
  }
}

function extractAt(rewriter: PatternRewriter, op: Operation, vector: Value, rank: number, resultType: Type): Value {
  return createOp(rewriter, "vector.extract", op.location, {
    operands: [vector],
    resultTypes: [resultType],
    properties: [["static_position", denseI64Array(op, new Array<bigint>(rank).fill(0n))]],
  }).getResult(0);
}

/** ElideSingleElementReduction. */
export const elideSingleElementReduction: Rewrite = (op, rewriter) => {
  const type = op.getOperand(0).type as VectorType;
  if (type.shape.length !== 0 && Number(type.shape[0]) !== 1) return false;
  const kind = combiningKindName(op.getAttr("kind"));
  const acc = op.numOperands > 1 ? op.getOperand(1) : undefined;
  const elementType = op.getResult(0).type;
  if (kind === undefined || (acc !== undefined && arithOpOf(kind, elementTypeOrSelf(elementType)) === undefined)) return false;
  return rewriteMaskable(rewriter, op, (maskIn) => {
    let mask = maskIn;
    let element: Value;
    if (type.shape.length === 0) {
      // A 0-d vector's element (and mask bit) is read by extractelement without a position.
      if (mask !== undefined) mask = createOp(rewriter, "vector.extractelement", op.location, { operands: [mask], resultTypes: [(mask.type as VectorType).elementType] }).getResult(0);
      element = createOp(rewriter, "vector.extractelement", op.location, { operands: [op.getOperand(0)], resultTypes: [elementType] }).getResult(0);
    } else {
      if (mask !== undefined) mask = extractAt(rewriter, op, mask, 1, (mask.type as VectorType).elementType);
      element = extractAt(rewriter, op, op.getOperand(0), 1, elementType);
    }
    return acc === undefined ? element : makeArithReduction(rewriter, op, kind, element, acc, op.getAttr("fastmath"), mask);
  });
};

/** ElideUnitDimsInMultiDimReduction. */
export const elideUnitDimsInMultiDimReduction: Rewrite = (op, rewriter) => {
  const source = op.getOperand(0);
  const shape = (source.type as VectorType).shape.map(Number);
  const reduced = new Set(integerArrayOf(op, "reduction_dims").map(Number));
  if (shape.some((size, i) => reduced.has(i) && size !== 1)) return false;
  const kind = combiningKindName(op.getAttr("kind"));
  const acc = op.getOperand(1);
  if (kind === undefined || arithOpOf(kind, elementTypeOrSelf(acc.type)) === undefined) return false;
  const destType = op.getResult(0).type;
  return rewriteMaskable(rewriter, op, (maskIn) => {
    let mask = maskIn;
    let cast: Value;
    if (destType instanceof VectorType) {
      if (mask !== undefined) {
        const maskType = VectorType.get(destType.shape, (mask.type as VectorType).elementType, destType.scalableDims);
        mask = createOp(rewriter, "vector.shape_cast", op.location, { operands: [mask], resultTypes: [maskType] }).getResult(0);
      }
      cast = createOp(rewriter, "vector.shape_cast", op.location, { operands: [source], resultTypes: [destType] }).getResult(0);
    } else {
      // Every dimension is reduced and of size 1: the one element is extracted.
      if (mask !== undefined) mask = extractAt(rewriter, op, mask, shape.length, (mask.type as VectorType).elementType);
      cast = extractAt(rewriter, op, source, shape.length, destType);
    }
    return makeArithReduction(rewriter, op, kind, acc, cast, undefined, mask);
  });
};
