// PossibleTopLevelTransformOpTrait (MLIR 19's verifyPossibleTopLevelTransformOpTrait): an op
// that may start a transform script has a single-block region whose entry block takes the
// payload root handle first, then further handles or parameters; nested in another such op
// it receives all of them as operands.
import { IRDiagnosticError, type Operation } from "../../ir/index.js";
import { isHandleType, isParamType, isValueHandleType, possibleTopLevelParent } from "./op-kinds.js";

export function verifyPossibleTopLevel(op: Operation): void {
  if (op.numRegions < 1) throw op.emitOpError("expects at least one region");
  const region = op.getRegion(0);
  if (region.numBlocks !== 1) throw op.emitOpError("expects a single-block region");
  const body = region.firstBlock;
  if (body === null) return;
  if (body.numArguments === 0) throw op.emitOpError("expects the entry block to have at least one argument");
  const root = body.getArgument(0);
  if (!isHandleType(root.type)) throw op.emitOpError("expects the first entry block argument to be of type implementing TransformHandleTypeInterface");
  if (op.numOperands !== 0 && root.type !== op.getOperand(0).type) throw op.emitOpError("expects the type of the block argument to match the type of the operand");
  for (const argument of body.arguments.slice(1)) {
    const t = argument.type;
    if (isHandleType(t) || isParamType(t) || isValueHandleType(t)) continue;
    throw op
      .emitOpError("expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface")
      .attachNote(op.location, `argument #${argument.index} does not`);
  }
  const parent = possibleTopLevelParent(op);
  if (parent !== null && op.numOperands !== body.numArguments)
    throw op.emitOpError("expects operands to be provided for a nested op").attachNote(parent.location, "nested in another possible top-level op");
}

/** An error at `op`'s location without MLIR's op prefix or op note (emitSilenceableFailure / emitError(loc)). */
export function errorAt(op: Operation, message: string): IRDiagnosticError {
  return new IRDiagnosticError(op.location, message);
}
