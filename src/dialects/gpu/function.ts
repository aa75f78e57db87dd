// The C++ verifiers of gpu.func (its FunctionOpInterface hooks verifyType and verifyBody) and
// gpu.return, with mlir-opt 19's messages.
import { FunctionType, TypeAttr, UnitAttr, type Operation, type Type } from "../../ir/index.js";
import { verifyFunctionArgAndResultAttrs } from "../runtime/interface-verifiers.js";
import { printType } from "../runtime/values.js";
import { verifyAttributions } from "./address-spaces.js";
import { workgroupAttributionCount } from "./kernel-launch.js";

/** The unit attribute marking a gpu.func (or another function) as a kernel. */
export const KERNEL_ATTR = "gpu.kernel";

export function isKernel(op: Operation): boolean {
  return op.getAttr(KERNEL_ATTR) instanceof UnitAttr;
}

/** A type as MLIR's diagnostics print one streamed into them: in single quotes. */
function quoted(type: Type): string {
  return `'${printType(type)}'`;
}

function functionTypeOf(op: Operation): FunctionType | undefined {
  const attr = op.getInherentAttr("function_type");
  return attr instanceof TypeAttr && attr.value instanceof FunctionType ? attr.value : undefined;
}

/** GPUFuncOp::verifyType: a kernel returns nothing. */
function verifyFuncType(op: Operation, type: FunctionType): void {
  if (isKernel(op) && type.results.length !== 0) throw op.emitOpError("expected void return type for kernel function");
}

/**
 * GPUFuncOp::verifyBody: an entry block taking the function's arguments, then its workgroup
 * attributions, then its private ones, each attribution in its memory space.
 */
function verifyFuncBody(op: Operation, type: FunctionType): void {
  const entry = op.getRegion(0).firstBlock;
  if (entry === null) throw op.emitOpError("expected body with at least one block");
  const inputs = type.inputs.length;
  const workgroup = workgroupAttributionCount(op);
  if (entry.arguments.length < inputs + workgroup) throw op.emitOpError(`expected at least ${inputs + workgroup} arguments to body region`);
  type.inputs.forEach((expected, i) => {
    const actual = entry.getArgument(i).type;
    if (actual !== expected) throw op.emitOpError(`expected body region argument #${i} to be of type ${quoted(expected)}, got ${quoted(actual)}`);
  });
  const args = entry.arguments;
  verifyAttributions(op, args.slice(inputs, inputs + workgroup), "workgroup");
  verifyAttributions(op, args.slice(inputs + workgroup), "private");
}

/** FunctionOpInterface's verifier as gpu.func runs it: verifyType, the attribute arrays, one region, verifyBody. */
export function verifyFuncInterface(op: Operation): void {
  const type = functionTypeOf(op);
  // The op's invariants refuse a function_type that is no function type.
  if (type === undefined) return;
  verifyFuncType(op, type);
  verifyFunctionArgAndResultAttrs(op, type);
  if (op.regions.length !== 1) throw op.emitOpError("expects one region");
  verifyFuncBody(op, type);
}

/** ReturnOp::verify: the enclosing gpu.func's results, in number and type. */
export function verifyReturn(op: Operation): void {
  const func = op.getParentOfType("gpu.func");
  const type = func === null ? undefined : functionTypeOf(func);
  if (func === null || type === undefined) return;
  const operands = op.getOperands();
  if (type.results.length !== operands.length)
    throw op.emitOpError(`expected ${type.results.length} result operands`).attachNote(func.location, "return type declared here");
  type.results.forEach((expected, i) => {
    const actual = (operands[i] as (typeof operands)[number]).type;
    if (actual !== expected) throw op.emitOpError(`unexpected type \`${quoted(actual)}' for operand #${i}`);
  });
}
