// Hand-written parts of the index dialect: cast compatibility of index.casts / index.castu
// (exactly one side is `index`, the other an integer), as MLIR 19's areCastCompatible.
import type { CustomAssemblyTable, DefaultDialectTable, ResultNamesTable } from "./assembly.js";
import { IndexType, IntegerAttr, IntegerType, type Type } from "../../ir/index.js";

function indexIntegerCast(inputs: readonly Type[], outputs: readonly Type[]): boolean {
  if (inputs.length !== 1 || outputs.length !== 1) return false;
  const src = inputs[0] as Type;
  const dst = outputs[0] as Type;
  return (src instanceof IndexType && dst instanceof IntegerType) || (src instanceof IntegerType && dst instanceof IndexType);
}

export const areCastCompatibleCastSOp = indexIntegerCast;
export const areCastCompatibleCastUOp = indexIntegerCast;

/** Hand-written custom syntax, by op class (none yet: these ops print in generic form). */
export const customAssembly: CustomAssemblyTable = {};
/** OpAsmOpInterface default dialects, by op class. */
export const defaultDialects: DefaultDialectTable = {};

/** index.constant and index.bool.constant result names (`%idx5`, `%true`). */
export const resultNames: ResultNamesTable = {
  ConstantOp: (op, setName) => {
    const value = op.getAttr("value");
    if (value instanceof IntegerAttr) setName(op.getResult(0), `idx${String(value.value)}`);
  },
  BoolConstantOp: (op, setName) => {
    const value = op.getAttr("value");
    if (value instanceof IntegerAttr) setName(op.getResult(0), value.value === 0 || value.value === 0n ? "false" : "true");
  },
};
