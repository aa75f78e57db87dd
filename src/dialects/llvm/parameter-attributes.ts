// llvm's parameter attributes (`llvm.noalias`, `llvm.byval = T`, `llvm.align = N`, ...) on the
// arguments and results of any function op, as MLIR 19's LLVMDialect checks them: each kind
// wants a unit, type or integer value, and some only fit pointers or integers. A value whose
// type LLVM cannot represent (not yet converted) is not checked against the attribute.
import { FunctionType, IntegerAttr, IntegerType, TypeAttr, UnitAttr, type NamedAttribute, type Operation, type Type } from "../../ir/index.js";
import { isCompatibleType } from "./compatible-types.js";
import { functionTypeParts, isVoidType, llvmTypeBody } from "./types.js";

type ValueKind = "unit" | "type" | "integer";
type Holder = "pointer" | "integer" | "any";

/** What each checked attribute holds, and what type of parameter it may be attached to. */
const PARAMETER_ATTRIBUTES: ReadonlyMap<string, readonly [ValueKind, Holder]> = new Map<string, readonly [ValueKind, Holder]>([
  ...["noalias", "readonly", "readnone", "writeonly", "nest", "nocapture", "nofree", "nonnull"].map((n) => [n, ["unit", "pointer"]] as const),
  ...["sret", "byval", "byref", "inalloca", "preallocated"].map((n) => [n, ["type", "pointer"]] as const),
  ...["signext", "zeroext"].map((n) => [n, ["unit", "integer"]] as const),
  ...["align", "dereferenceable", "dereferenceable_or_null", "alignstack"].map((n) => [n, ["integer", "pointer"]] as const),
  ...["noundef", "inreg", "returned"].map((n) => [n, ["unit", "any"]] as const),
]);

/** Attributes that describe an argument only. */
const ARGUMENT_ONLY: ReadonlySet<string> = new Set([
  "allocalign", "allocptr", "byval", "byref", "inalloca", "nest", "nocapture", "nofree", "preallocated",
  "readnone", "readonly", "returned", "alignstack", "sret", "writeonly",
]);

const VALUE_DESCRIPTIONS: Record<ValueKind, string> = { unit: "a unit attribute", type: "a type attribute", integer: "an integer attribute" };

function holdsKind(attribute: NamedAttribute, kind: ValueKind): boolean {
  const value = attribute.value;
  if (kind === "unit") return value instanceof UnitAttr;
  if (kind === "type") return value instanceof TypeAttr;
  return value instanceof IntegerAttr;
}

function isPointer(type: Type): boolean {
  const body = llvmTypeBody(type);
  return body === "ptr" || body?.startsWith("ptr<") === true;
}

function verifyParameterAttribute(op: Operation, type: Type, attribute: NamedAttribute): void {
  const rule = PARAMETER_ATTRIBUTES.get(attribute.name.slice("llvm.".length));
  if (rule === undefined) return;
  const [kind, holder] = rule;
  const quoted = JSON.stringify(attribute.name);
  if (!holdsKind(attribute, kind)) throw op.emitError(`${quoted} should be ${VALUE_DESCRIPTIONS[kind]}`);
  if (holder === "any" || !isCompatibleType(type)) return;
  if (holder === "pointer" && !isPointer(type)) throw op.emitError(`${quoted} attribute attached to non-pointer LLVM type`);
  if (holder === "integer" && !(type instanceof IntegerType)) throw op.emitError(`${quoted} attribute attached to non-integer LLVM type`);
}

/** A function op's argument and result types (llvm.func's from its `!llvm.func` type, whose void result is none). */
function signature(op: Operation): { readonly inputs: readonly Type[]; readonly results: readonly Type[] } | undefined {
  const attr = op.getAttr("function_type");
  if (!(attr instanceof TypeAttr)) return undefined;
  if (attr.value instanceof FunctionType) return attr.value;
  const parts = functionTypeParts(attr.value, op.context);
  if (parts === undefined) return undefined;
  return { inputs: parts.params, results: isVoidType(parts.result) ? [] : [parts.result] };
}

/** LLVMDialect::verifyRegionArgAttribute: on a function op's argument. */
export function verifyLlvmArgumentAttribute(op: Operation, _region: number, index: number, attribute: NamedAttribute): void {
  const type = signature(op)?.inputs[index];
  if (type !== undefined) verifyParameterAttribute(op, type, attribute);
}

/** LLVMDialect::verifyRegionResultAttribute: on a function op's result, where argument-only attributes are refused. */
export function verifyLlvmResultAttribute(op: Operation, _region: number, index: number, attribute: NamedAttribute): void {
  const type = signature(op)?.results[index];
  if (type === undefined) return;
  if (isVoidType(type)) throw op.emitError("cannot attach result attributes to functions with a void return");
  if (ARGUMENT_ONLY.has(attribute.name.slice("llvm.".length))) throw op.emitError(`${JSON.stringify(attribute.name)} is not a valid result attribute`);
  verifyParameterAttribute(op, type, attribute);
}
