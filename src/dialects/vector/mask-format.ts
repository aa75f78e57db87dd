// vector::getMaskFormat (VectorOps.cpp in MLIR 19): whether a mask is known to be all true
// or all false from its constant, constant_mask or create_mask producer.
import { DenseIntOrFPElementsAttr, IntegerAttr, IntegerType, VectorType, denseAPIntAt, type Value } from "../../ir/index.js";
import { constantValueOf, definingOp } from "../folding/matchers.js";
import { integerArrayOf } from "./attribute-values.js";

export type MaskFormat = "all-true" | "all-false" | "unknown";

export function maskFormatOf(mask: Value): MaskFormat {
  const constant = definingOp(mask, "arith.constant");
  if (constant !== undefined) {
    const value = constantValueOf(mask);
    if (!(value instanceof DenseIntOrFPElementsAttr) || !(value.type.elementType instanceof IntegerType)) return "unknown";
    // Count set bits up and cleared bits down; a mix is unknown.
    let count = 0;
    const total = value.type.getNumElements();
    for (let i = 0; i < total; i++) {
      const bit = denseAPIntAt(value, value.isSplat ? 0 : i).unsigned !== 0n;
      if (bit && count >= 0) count++;
      else if (!bit && count <= 0) count--;
      else return "unknown";
    }
    return count > 0 ? "all-true" : count < 0 ? "all-false" : "unknown";
  }
  const constantMask = definingOp(mask, "vector.constant_mask");
  if (constantMask !== undefined) {
    const sizes = integerArrayOf(constantMask, "mask_dim_sizes");
    const shape = (constantMask.getResult(0).type as VectorType).shape;
    let allTrue = true;
    let allFalse = true;
    sizes.forEach((size, i) => {
      if (size < BigInt(shape[i] as number)) allTrue = false;
      if (size > 0n) allFalse = false;
    });
    return allTrue ? "all-true" : allFalse ? "all-false" : "unknown";
  }
  const createMask = definingOp(mask, "vector.create_mask");
  if (createMask !== undefined) {
    // An all-true create_mask has constant sizes only: it becomes a constant_mask first.
    for (const operand of createMask.getOperands()) {
      if (definingOp(operand, "arith.constant") === undefined) continue;
      const size = constantValueOf(operand);
      if (size instanceof IntegerAttr && BigInt.asIntN(64, BigInt(size.value)) <= 0n) return "all-false";
    }
  }
  return "unknown";
}
