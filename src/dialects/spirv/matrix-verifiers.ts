// The C++ verifiers of spirv's matrix ops (MLIR 19's SPIRVOps.cpp): a transpose swaps rows
// and columns, a matrix product chains columns into rows, and a scaled matrix keeps its
// component type. Transpose and MatrixTimesMatrix report without the op prefix, as MLIR does.
import { VectorType, type Operation, type Type } from "../../ir/index.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { cooperativeMatrixElement, matrixParts } from "./type-parts.js";

interface MatrixShape {
  readonly columns: number;
  readonly rows: number;
  readonly component: Type;
}

/** A `!spirv.matrix<C x vector<RxT>>`'s columns, rows and component type. */
function shapeOf(type: Type): MatrixShape | undefined {
  const parts = matrixParts(type);
  if (parts === undefined || !(parts.element instanceof VectorType)) return undefined;
  return { columns: parts.count, rows: parts.element.getNumElements(), component: parts.element.elementType };
}

function verifyTranspose(op: Operation): void {
  const input = shapeOf(op.getOperand(0).type);
  const output = shapeOf(op.getResult(0).type);
  if (input === undefined || output === undefined) return;
  if (input.rows !== output.columns) throw op.emitError("input matrix rows count must be equal to output matrix columns count");
  if (input.columns !== output.rows) throw op.emitError("input matrix columns count must be equal to output matrix rows count");
  if (input.component !== output.component) throw op.emitError("input and output matrices must have the same component type");
}

function verifyMatrixTimesMatrix(op: Operation): void {
  const left = shapeOf(op.getOperand(0).type);
  const right = shapeOf(op.getOperand(1).type);
  const result = shapeOf(op.getResult(0).type);
  if (left === undefined || right === undefined || result === undefined) return;
  if (left.columns !== right.rows) throw op.emitError("left matrix columns' count must be equal to the right matrix rows' count");
  if (right.columns !== result.columns) throw op.emitError("right and result matrices must have equal columns' count");
  if (right.component !== result.component) throw op.emitError("right and result matrices' component type must be the same");
  if (left.component !== result.component) throw op.emitError("left and result matrices' component type must be the same");
  if (left.rows !== result.rows) throw op.emitError("left and result matrices must have equal rows' count");
}

function verifyMatrixTimesScalar(op: Operation): void {
  const matrix = op.getOperand(0).type;
  const component = cooperativeMatrixElement(matrix) ?? shapeOf(matrix)?.component;
  if (component !== undefined && component !== op.getOperand(1).type)
    throw op.emitOpError("input matrix components' type and scaling value must have the same type");
}

export const spirvMatrixVerifiers: SpirvAssemblyHooks["verifiers"] = {
  TransposeOp: verifyTranspose,
  MatrixTimesMatrixOp: verifyMatrixTimesMatrix,
  MatrixTimesScalarOp: verifyMatrixTimesScalar,
};
