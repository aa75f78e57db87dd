// The canonicalization patterns of vector's reductions (VectorOps.cpp in MLIR 19): a
// reduction of one element is that element combined with the accumulator
// (ElideSingleElementReduction), a multi_reduction over unit dimensions only is a
// shape_cast or extract combined with it (ElideUnitDimsInMultiDimReduction). Both build the
// combination as vector::makeArithReduction does. Masked reductions (inside vector.mask)
// are left alone: rewriting them needs the mask's select, which is not written yet.
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

/** vector::makeArithReduction without a mask: `v1 <kind> acc`. */
function makeArithReduction(rewriter: PatternRewriter, op: Operation, kind: string, v1: Value, acc: Value, fastmath: Attribute | undefined): Value | undefined {
  const arith = arithOpOf(kind, elementTypeOrSelf(v1.type));
  if (arith === undefined) return undefined;
  return createOp(rewriter, arith.name, op.location, { operands: [v1, acc], resultTypes: [v1.type], properties: arith.fastmath ? [["fastmath", fastmath]] : [] }).getResult(0);
}

function isMasked(op: Operation): boolean {
  return op.parentOp?.name.name === "vector.mask";
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
  if (isMasked(op)) return false;
  const type = op.getOperand(0).type as VectorType;
  if (type.shape.length !== 0 && Number(type.shape[0]) !== 1) return false;
  const kind = combiningKindName(op.getAttr("kind"));
  if (kind === undefined) return false;
  const elementType = op.getResult(0).type;
  // A 0-d vector's element is read by extractelement without a position.
  const element =
    type.shape.length === 0
      ? createOp(rewriter, "vector.extractelement", op.location, { operands: [op.getOperand(0)], resultTypes: [elementType] }).getResult(0)
      : extractAt(rewriter, op, op.getOperand(0), 1, elementType);
  let result = element;
  const acc = op.numOperands > 1 ? op.getOperand(1) : undefined;
  if (acc !== undefined) {
    const combined = makeArithReduction(rewriter, op, kind, element, acc, op.getAttr("fastmath"));
    if (combined === undefined) return false;
    result = combined;
  }
  rewriter.replaceOp(op, [result]);
  return true;
};

/** ElideUnitDimsInMultiDimReduction. */
export const elideUnitDimsInMultiDimReduction: Rewrite = (op, rewriter) => {
  if (isMasked(op)) return false;
  const source = op.getOperand(0);
  const shape = (source.type as VectorType).shape.map(Number);
  const reduced = new Set(integerArrayOf(op, "reduction_dims").map(Number));
  if (shape.some((size, i) => reduced.has(i) && size !== 1)) return false;
  const kind = combiningKindName(op.getAttr("kind"));
  if (kind === undefined) return false;
  const acc = op.getOperand(1);
  const destType = op.getResult(0).type;
  const cast =
    destType instanceof VectorType
      ? createOp(rewriter, "vector.shape_cast", op.location, { operands: [source], resultTypes: [destType] }).getResult(0)
      : extractAt(rewriter, op, source, shape.length, destType);
  const result = makeArithReduction(rewriter, op, kind, acc, cast, undefined);
  if (result === undefined) return false;
  rewriter.replaceOp(op, [result]);
  return true;
};
