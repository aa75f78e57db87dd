// The fold of builtin.unrealized_conversion_cast (BuiltinDialect.cpp in MLIR 19): a cast
// whose operand types are its result types folds to its operands, and a cast of all the
// results of a cast back to that cast's operand types folds to those operands.
import type { Attribute, Operation, Type, Value } from "../../ir/index.js";
import { anyDefiningOp } from "./matchers.js";
import type { FoldOutcome, OpFoldFunction } from "./fold-types.js";

function sameTypes(a: readonly Type[], b: readonly Type[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

export function foldUnrealizedConversionCast(op: Operation, _operands: readonly (Attribute | undefined)[]): FoldOutcome {
  const inputs = op.getOperands();
  const resultTypes = op.getResultTypes();
  if (sameTypes(inputs.map((v) => v.type), resultTypes)) return inputs;
  const first = inputs[0];
  if (first === undefined) return undefined;
  const inputOp = anyDefiningOp(first);
  if (inputOp === undefined || inputOp.name !== op.name) return undefined;
  const inputResults: readonly Value[] = inputOp.results;
  if (inputResults.length !== inputs.length || inputResults.some((r, i) => r !== inputs[i])) return undefined;
  const inputOperands = inputOp.getOperands();
  if (!sameTypes(inputOperands.map((v) => v.type), resultTypes)) return undefined;
  return inputOperands;
}

/** The folds of builtin ops, by op name. */
export const builtinFolders: ReadonlyMap<string, OpFoldFunction> = new Map<string, OpFoldFunction>([
  ["builtin.unrealized_conversion_cast", foldUnrealizedConversionCast],
]);
