// Erasing arguments and results of a function op (MLIR's FunctionOpInterface::eraseArguments
// and eraseResults, function_interface_impl): the function type, the per-argument or
// per-result attribute dictionaries (dropped when all end up empty) and, for arguments, the
// entry block's arguments (which must be unused).
import { ArrayAttr, DictionaryAttr, TypeAttr, type Attribute } from "../../ir/attributes.js";
import type { Operation } from "../../ir/operation.js";
import { FunctionOpInterface } from "../../ir/op-interfaces.js";
import { FunctionType, type Type } from "../../ir/types.js";

function keep<T>(items: readonly T[], erase: readonly boolean[]): T[] {
  return items.filter((_, i) => erase[i] !== true);
}

/** MLIR's setAllArgAttrDicts / setAllResultAttrDicts: the array, or nothing when every dictionary is empty. */
function setAttributeDictionaries(op: Operation, name: string, dictionaries: readonly Attribute[]): void {
  if (dictionaries.every((d) => d instanceof DictionaryAttr && d.value.length === 0)) op.removeAttr(name);
  else op.setAttr(name, ArrayAttr.get(op.context, dictionaries));
}

function signature(op: Operation): { inputs: readonly Type[]; results: readonly Type[] } | undefined {
  const type = FunctionOpInterface.impl(op)?.getFunctionType(op);
  return type instanceof FunctionType ? type : undefined;
}

export function eraseFunctionArguments(op: Operation, erase: readonly boolean[]): void {
  const impl = FunctionOpInterface.impl(op);
  const type = signature(op);
  if (impl === undefined || type === undefined) return;
  const argAttrs = op.getAttr("arg_attrs");
  if (argAttrs instanceof ArrayAttr) setAttributeDictionaries(op, "arg_attrs", keep(argAttrs.value, erase));
  impl.setFunctionTypeAttr(op, TypeAttr.get(impl.cloneTypeWith(op, keep(type.inputs, erase), type.results)));
  const entry = op.regions[0]?.firstBlock ?? null;
  if (entry === null) return;
  for (let i = entry.numArguments - 1; i >= 0; i--) if (erase[i] === true) entry.eraseArgument(i);
}

export function eraseFunctionResults(op: Operation, erase: readonly boolean[]): void {
  const impl = FunctionOpInterface.impl(op);
  const type = signature(op);
  if (impl === undefined || type === undefined) return;
  const resAttrs = op.getAttr("res_attrs");
  if (resAttrs instanceof ArrayAttr) setAttributeDictionaries(op, "res_attrs", keep(resAttrs.value, erase));
  impl.setFunctionTypeAttr(op, TypeAttr.get(impl.cloneTypeWith(op, type.inputs, keep(type.results, erase))));
}
