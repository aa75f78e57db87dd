// InferTypeOpInterface of shape's ops (MLIR's inferReturnTypes and isCompatibleReturnTypes in
// Shape.cpp): the result type each op infers from its operands and properties, and which
// written result types are compatible with it. The interface's verifier reports a result
// type that is not ("inferred type(s) ... are incompatible ...", then "failed to infer
// returned types"), as MLIR's verifyInferredResultTypes does.
import { DYNAMIC, DenseIntOrFPElementsAttr, IndexType, IRDiagnosticError, RankedTensorType, ShapedType, TensorType, type Operation, type Type } from "../../ir/index.js";
import { compatibleShapes } from "../tensor/shapes.js";
import { printType } from "../runtime/values.js";
import { isExtentTensorType, isShapeDialectType, shapeDialectType } from "./types.js";

/** The inferred result types, or the reason inference fails (an error at the op). */
type Inference = readonly Type[] | { readonly error: string };

interface ReturnTypeInference {
  infer(op: Operation): Inference;
  compatible(inferred: readonly Type[], written: readonly Type[]): boolean;
}

const isSize = (t: Type): boolean => isShapeDialectType(t, "size");
const isShape = (t: Type): boolean => isShapeDialectType(t, "shape");

/** Each list is one `size` or `index` type (MLIR: SizeType is compatible with IndexType). */
function sizeOrIndex(inferred: readonly Type[], written: readonly Type[]): boolean {
  const one = (ts: readonly Type[]): boolean => ts.length === 1 && (isSize(ts[0] as Type) || ts[0] instanceof IndexType);
  return one(inferred) && one(written);
}

/** `size` when an operand is a size (or a shape, for `shape`-typed operands), else `index`. */
function sizeIfAnyOperand(test: (t: Type) => boolean): ReturnTypeInference {
  return {
    infer: (op) => [op.getOperands().some((v) => test(v.type)) ? shapeDialectType(op.context, "size") : IndexType.get(op.context)],
    compatible: sizeOrIndex,
  };
}

/** max and min: the operands' type when they agree, else `size`. */
const extremum: ReturnTypeInference = {
  infer: (op) => {
    const [lhs, rhs] = op.getOperands();
    return [lhs !== undefined && rhs !== undefined && lhs.type === rhs.type ? lhs.type : shapeDialectType(op.context, "size")];
  },
  compatible: (l, r) => l.length === 1 && r.length === 1 && ((isShape(l[0] as Type) && isShape(r[0] as Type)) || (isSize(l[0] as Type) && isSize(r[0] as Type))),
};

function extentTensorType(op: Operation, rank: number): Type {
  return RankedTensorType.get([rank], IndexType.get(op.context));
}

const meet: ReturnTypeInference = {
  infer: (op) => {
    const types = op.getOperands().map((v) => v.type);
    let acc = types[0];
    if (acc === undefined) return { error: "" };
    for (const t of types.slice(1)) {
      let l: Type = acc;
      let r: Type = t;
      if (!isShape(l) && !isSize(l)) [l, r] = [r, l];
      if (isSize(l)) {
        if (!(isSize(r) || r instanceof IndexType)) return { error: "requires all sizes or shapes" };
        acc = l;
      } else if (l instanceof IndexType) {
        if (!(r instanceof IndexType)) return { error: "requires all sizes or shapes" };
        acc = r;
      } else if (isShape(l)) {
        if (!(isShape(r) || isExtentTensorType(r))) return { error: "requires all sizes or shapes" };
        acc = l;
      } else if (isExtentTensorType(l) && r instanceof RankedTensorType) {
        const rank1 = (l as RankedTensorType).shape[0];
        const rank2 = r.shape[0];
        if (rank1 === DYNAMIC) acc = l;
        else if (rank2 === DYNAMIC) acc = r;
        else if (rank1 !== rank2) return { error: "unequal shape cardinality" };
        else acc = l;
      }
    }
    return [acc];
  },
  compatible: (l, r) => {
    if (l.length !== 1 || r.length !== 1) return false;
    let lhs = l[0] as Type;
    let rhs = r[0] as Type;
    if (lhs === rhs) return true;
    if (!isShape(lhs) && !isSize(lhs)) [lhs, rhs] = [rhs, lhs];
    if (isSize(lhs)) return isSize(rhs) || rhs instanceof IndexType;
    if (isShape(lhs)) return isShape(rhs) || rhs instanceof TensorType;
    return lhs instanceof ShapedType && rhs instanceof ShapedType && compatibleShapes(lhs, rhs);
  },
};

const shapeOf: ReturnTypeInference = {
  infer: (op) => {
    const arg = op.getOperand(0).type;
    if (isShapeDialectType(arg, "value_shape")) return [shapeDialectType(op.context, "shape")];
    const rank = arg instanceof ShapedType && arg.hasRank() ? arg.getRank() : DYNAMIC;
    return [extentTensorType(op, rank)];
  },
  compatible: (l, r) => {
    if (l.length !== 1 || r.length !== 1) return false;
    const lhs = l[0] as Type;
    const rhs = r[0] as Type;
    if (lhs === rhs) return true;
    const shapeLike = (t: Type): boolean => isShape(t) || t instanceof ShapedType;
    if (!shapeLike(lhs) || !shapeLike(rhs)) return false;
    if (isShape(lhs) || isShape(rhs)) return true;
    return compatibleShapes(lhs as ShapedType, rhs as ShapedType);
  },
};

const constShape: ReturnTypeInference = {
  infer: (op) => {
    const shape = op.getAttr("shape");
    const count = shape instanceof DenseIntOrFPElementsAttr ? shape.type.getNumElements() : 0;
    return [extentTensorType(op, count)];
  },
  compatible: (l, r) => l.length === 1 && r.length === 1 && (isShape(l[0] as Type) || isShape(r[0] as Type) || l[0] === r[0]),
};

const INFERENCES: ReadonlyMap<string, ReturnTypeInference> = new Map([
  ["shape.add", sizeIfAnyOperand(isSize)],
  ["shape.div", sizeIfAnyOperand(isSize)],
  ["shape.mul", sizeIfAnyOperand(isSize)],
  ["shape.rank", sizeIfAnyOperand(isShape)],
  ["shape.num_elements", sizeIfAnyOperand(isShape)],
  ["shape.get_extent", { infer: (op) => [IndexType.get(op.context)], compatible: sizeOrIndex }],
  ["shape.dim", { infer: (op) => [op.getOperand(1).type], compatible: sizeOrIndex }],
  ["shape.max", extremum],
  ["shape.min", extremum],
  ["shape.meet", meet],
  ["shape.shape_of", shapeOf],
  ["shape.const_shape", constShape],
]);

function typeList(types: readonly Type[]): string {
  return types.map((t) => `'${printType(t)}'`).join(", ");
}

/** InferTypeOpInterface's verifier for shape's ops. */
export function verifyInferredResultTypes(op: Operation): void {
  const inference = INFERENCES.get(op.opName);
  if (inference === undefined) return;
  const written = op.getResultTypes();
  const inferred = inference.infer(op);
  const failed = "error" in inferred;
  if (failed || !inference.compatible(inferred, written)) {
    // The reason is reported at the op's location (MLIR's emitOptionalError, without the
    // op attached); the interface's own error follows.
    const reason = failed ? inferred.error : `'${op.opName}' op inferred type(s) ${typeList(inferred)} are incompatible with return type(s) of operation ${typeList(written)}`;
    if (reason !== "") op.context.getDiagEngine().emit(new IRDiagnosticError(op.location, reason));
    throw op.emitOpError("failed to infer returned types");
  }
}
