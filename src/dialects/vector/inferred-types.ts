// InferTypeOpInterface's verification (MLIR's verifyInferredResultTypes, run with the op's
// traits before its verify()): the result types the op infers against those it has. The
// runtime does not run it for generated ops, so vector's verifiers call it first.
import { type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";

const typeList = (types: readonly Type[]): string => types.map((t) => `'${printType(t)}'`).join(", ");

const sameTypes = (l: readonly Type[], r: readonly Type[]): boolean => l.length === r.length && l.every((t, i) => t === r[i]);

/** Throws MLIR's diagnostic when `inferred` is not compatible with op's result types. */
export function checkInferredTypes(op: Operation, inferred: readonly Type[] | undefined, compatible: (l: readonly Type[], r: readonly Type[]) => boolean = sameTypes): void {
  if (inferred === undefined) return;
  const written = op.getResultTypes();
  if (!compatible(inferred, written)) throw op.emitOpError(`inferred type(s) ${typeList(inferred)} are incompatible with return type(s) of operation ${typeList(written)}`);
}
