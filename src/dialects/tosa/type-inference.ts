// tosa's InferTypeOpInterface for the ops whose written result types MLIR 19 checks against
// the inferred ones (concat, the reductions, reshape: their isCompatibleReturnTypes want the
// same element type and compatible shapes). A failed inference reports its reason at the
// op's location, then "failed to infer returned types", as verifyInferredResultTypes does.
import { DYNAMIC, IRDiagnosticError, isDynamic, RankedTensorType, ShapedType, UnrankedTensorType, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { i64Array, integerAttr } from "./verifiers.js";

type Inferred = Type | { readonly error: string };

function elementOf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}

function tensor(shape: readonly number[] | undefined, element: Type): Type {
  return shape === undefined ? UnrankedTensorType.get(element) : RankedTensorType.get(shape, element);
}

/** ConcatOp::inferReturnTypeComponents: the ranked inputs' sizes off the axis must agree; the axis sums. */
function inferConcat(op: Operation): Inferred {
  const axis = integerAttr(op, "axis");
  let shape: number[] | undefined;
  for (const operand of op.getOperands()) {
    const type = operand.type as ShapedType;
    if (!type.hasRank()) continue;
    shape ??= type.shape.map(() => DYNAMIC);
    for (let i = 0; i < type.shape.length; i++) {
      const size = type.shape[i] as number;
      if (i === axis || isDynamic(size)) continue;
      if (isDynamic(shape[i] as number)) shape[i] = size;
      if (shape[i] !== size) return { error: `Cannot concat tensors with different sizes on the non-axis dimension ${i}` };
    }
  }
  const element = elementOf(op.getOperand(0).type);
  if (shape === undefined) return tensor(undefined, element);
  let axisSize = 0;
  for (const operand of op.getOperands()) {
    const type = operand.type as ShapedType;
    const size = type.hasRank() ? (type.shape[axis] as number) : DYNAMIC;
    if (isDynamic(size)) {
      axisSize = DYNAMIC;
      break;
    }
    axisSize += size;
  }
  shape[axis] = axisSize;
  return tensor(shape, element);
}

/** ReduceInferReturnTypes: the input's shape with the axis reduced to 1 (unranked when the axis is past the rank). */
function inferReduce(op: Operation): Inferred {
  const input = op.getOperand(0).type as ShapedType;
  const axis = integerAttr(op, "axis");
  if (!input.hasRank() || input.shape.length <= axis) return tensor(undefined, input.elementType);
  const shape = input.shape.map(Number);
  shape[axis] = 1;
  return tensor(shape, input.elementType);
}

/** ReshapeOp::inferReturnTypeComponents: the new shape, its -1 solved from a static input's element count. */
function inferReshape(op: Operation): Inferred {
  const input = op.getOperand(0).type as ShapedType;
  const shape = i64Array(op, "new_shape").map((d) => (d === -1 ? DYNAMIC : d));
  if (!input.hasRank() || !input.hasStaticShape()) return tensor(shape, input.elementType);
  const elements = input.getNumElements();
  const staticProduct = shape.reduce((acc, d) => (isDynamic(d) ? acc : acc * d), 1);
  return tensor(
    shape.map((d) => (isDynamic(d) ? Math.trunc(elements / staticProduct) : d)),
    input.elementType,
  );
}

const INFERENCES: ReadonlyMap<string, (op: Operation) => Inferred> = new Map([
  ["tosa.concat", inferConcat],
  ["tosa.reduce_all", inferReduce],
  ["tosa.reduce_any", inferReduce],
  ["tosa.reduce_max", inferReduce],
  ["tosa.reduce_min", inferReduce],
  ["tosa.reduce_prod", inferReduce],
  ["tosa.reduce_sum", inferReduce],
  ["tosa.reshape", inferReshape],
]);

/** verifyCompatibleShape on two types of one element type: unranked fits anything, else equal ranks and sizes. */
function compatible(inferred: Type, written: Type): boolean {
  if (elementOf(inferred) !== elementOf(written)) return false;
  if (!(inferred instanceof ShapedType) || !(written instanceof ShapedType)) return inferred === written;
  if (!inferred.hasRank() || !written.hasRank()) return true;
  if (inferred.shape.length !== written.shape.length) return false;
  return inferred.shape.every((d, i) => {
    const w = written.shape[i] as number;
    return isDynamic(d as number) || isDynamic(w) || d === w;
  });
}

/** InferTypeOpInterface's verifier for tosa's ops. */
export function verifyTosaInferredResultTypes(op: Operation): void {
  const infer = INFERENCES.get(op.opName);
  if (infer === undefined) return;
  const inferred = infer(op);
  const written = op.getResultTypes();
  const first = written[0];
  if ("error" in inferred || written.length !== 1 || first === undefined || !compatible(inferred, first)) {
    const reason =
      "error" in inferred
        ? inferred.error
        : `'${op.opName}' op inferred type(s) '${printType(inferred)}' are incompatible with return type(s) of operation ${written.map((t) => `'${printType(t)}'`).join(", ")}`;
    op.context.getDiagEngine().emit(new IRDiagnosticError(op.location, reason));
    throw op.emitOpError("failed to infer returned types");
  }
}
