// The transform dialect's attributes on ops (MLIR 19's TransformDialect::verifyOperationAttribute):
// `transform.with_named_sequence` marks a symbol table of named sequences, which may not
// recurse; `transform.target_tag` is a string; `transform.consumed` / `transform.readonly`
// are unit attributes; any other `transform.*` name is unknown. (MLIR streams the names as
// string attributes: quoted.)
import { StringAttr, UnitAttr, OpTrait, IRDiagnosticError, type NamedAttribute, type Operation } from "../../ir/index.js";
import { CONSUMED, READONLY, WITH_NAMED_SEQUENCE } from "./named-sequence.js";
import { recursionFailure } from "./recursion.js";

const TARGET_TAG = "transform.target_tag";
const SILENCE_TRACKING_FAILURES = "transform.silence_tracking_failures";

export function verifyTransformOperationAttribute(op: Operation, attribute: NamedAttribute): void {
  const name = attribute.name;
  if (name === WITH_NAMED_SEQUENCE) {
    if (!op.hasTrait(OpTrait.SymbolTable)) throw new IRDiagnosticError(op.location, `"${name}" attribute can only be attached to operations with symbol tables`);
    const failure = recursionFailure(op);
    if (failure !== undefined) throw failure;
    return;
  }
  if (name === TARGET_TAG) {
    if (!(attribute.value instanceof StringAttr)) throw op.emitError(`"${name}" attribute must be a string`);
    return;
  }
  if (name === CONSUMED || name === READONLY) {
    if (!(attribute.value instanceof UnitAttr)) throw op.emitError(`"${name}" must be a unit attribute`);
    return;
  }
  if (name === SILENCE_TRACKING_FAILURES) return;
  throw new IRDiagnosticError(op.location, `unknown attribute: "${name}"`);
}
