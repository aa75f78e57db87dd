// The folds of src/dialects/folding as the typed `fold` hooks generated dialect modules
// declare (ODS hasFolder): a single-result op's hook returns one OpFoldResult, any other
// op's a list. The fold functions share MLIR's conventions (the op's own result, or an
// empty list, after an in-place update), so the adapters only narrow the outcome.
import type { Attribute, OpFoldResult, Operation } from "../../ir/index.js";
import type { OpFoldFunction } from "./fold-types.js";
import type { OperationFoldForm } from "../runtime/register.js";

/** A generated op class's view. */
export interface OpViewLike {
  getOperation(): Operation;
}

/** A generated op class (its static op name). */
export interface OpClassLike {
  readonly operationName: string;
}

type FoldOperands = readonly (Attribute | undefined)[];

function foldFunctionOf(folders: ReadonlyMap<string, OpFoldFunction>, cls: OpClassLike): OpFoldFunction {
  const fold = folders.get(cls.operationName);
  if (fold === undefined) throw new TypeError(`no fold function for '${cls.operationName}'`);
  return fold;
}

/** The fold hook of single-result op `cls`, from its fold function in `folders`. */
export function singleResultFold(folders: ReadonlyMap<string, OpFoldFunction>, cls: OpClassLike): ((op: OpViewLike, operands: FoldOperands) => OpFoldResult | undefined) & OperationFoldForm {
  const fold = foldFunctionOf(folders, cls);
  const foldOperation = (operation: Operation, operands: FoldOperands): OpFoldResult | undefined => {
    const outcome = fold(operation, operands);
    // An in-place update reported as an empty list: the single-result convention is the op's own result.
    if (Array.isArray(outcome)) return outcome.length === 0 ? operation.getResult(0) : (outcome[0] as OpFoldResult);
    return outcome as OpFoldResult | undefined;
  };
  // The fold functions take the operation: the registration calls foldOperation, no view made.
  return Object.assign((op: OpViewLike, operands: FoldOperands) => foldOperation(op.getOperation(), operands), { foldOperation });
}

/** The fold hook of op `cls` with zero or several results, from its fold function in `folders`. */
export function multiResultFold(folders: ReadonlyMap<string, OpFoldFunction>, cls: OpClassLike): ((op: OpViewLike, operands: FoldOperands) => readonly OpFoldResult[] | undefined) & OperationFoldForm {
  const fold = foldFunctionOf(folders, cls);
  const foldOperation = (operation: Operation, operands: FoldOperands): readonly OpFoldResult[] | undefined => {
    const outcome = fold(operation, operands);
    if (outcome === undefined || Array.isArray(outcome)) return outcome as readonly OpFoldResult[] | undefined;
    // One value for a single result; the op's own result means it was updated in place.
    return operation.numResults > 0 && outcome === operation.getResult(0) ? [] : [outcome as OpFoldResult];
  };
  return Object.assign((op: OpViewLike, operands: FoldOperands) => foldOperation(op.getOperation(), operands), { foldOperation });
}
