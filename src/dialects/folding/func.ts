// The fold of func.constant (FuncOps.cpp in MLIR 19): its symbol reference.
import type { Operation } from "../../ir/index.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

export function foldFuncConstant(op: Operation): FoldOutcome {
  return op.getAttr("value");
}

/** The folds of func ops, by op name. */
export const funcFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([["func.constant", foldFuncConstant]]);
