// The fold of builtin.unrealized_conversion_cast: the builtin registration's own fold
// (src/ir/builtin-dialect.ts, as MLIR 19's BuiltinDialect.cpp), as a fold function.
import { foldUnrealizedConversionCast as foldCast, type Attribute, type Operation } from "../../ir/index.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

export function foldUnrealizedConversionCast(op: Operation, _operands: readonly (Attribute | undefined)[]): FoldOutcome {
  return foldCast(op);
}

/** The folds of builtin ops, by op name. */
export const builtinFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ["builtin.unrealized_conversion_cast", foldUnrealizedConversionCast],
]);
