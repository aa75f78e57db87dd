// `tsmlir-opt --test-bytecode-fallback=DIALECT`: read bytecode as a reader that does not
// know the ops of DIALECT would, with DIALECT's fallback enabled. The dialect's own hooks
// name no fallback op (ours do not declare one), so `DIALECT.bytecode_fallback` is
// registered for the run, in the given context only.
import type { MLIRContext } from "../../ir/context.js";
import { bytecodeFallbackOperation } from "./fallback-op.js";
import type { FallbackReadOptions } from "./options.js";

export function testBytecodeFallbackOptions(context: MLIRContext, dialect: string): FallbackReadOptions {
  const opName = `${dialect}.bytecode_fallback`;
  const name = context.getOperationName(opName);
  if (name.info === undefined) {
    name.info = bytecodeFallbackOperation(opName);
    name.dialect = context.getDialect(dialect);
  }
  const only = new Set([dialect]);
  return { dialects: only, unknownOps: only, operations: new Map([[dialect, opName]]) };
}
