// gpu's dialect attributes (GPUDialect::verifyOperationAttribute): the launch size hints
// `gpu.known_block_size` / `gpu.known_grid_size`, and `gpu.container_module`, whose module
// must hold the kernels its gpu.launch_func ops name, with the operands they take.
import {
  DenseArrayAttr,
  FunctionOpInterface,
  FunctionType,
  IntegerType,
  SymbolOpInterface,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  lookupSymbolIn,
  walkOps,
  type NamedAttribute,
  type Operation,
} from "../../ir/index.js";
import { printAttribute } from "../runtime/values.js";
import { isKernel, KERNEL_ATTR } from "./function.js";
import { kernelOperands } from "./kernel-launch.js";

const CONTAINER_MODULE_ATTR = "gpu.container_module";
const KNOWN_SIZE_ATTRS: ReadonlySet<string> = new Set(["gpu.known_block_size", "gpu.known_grid_size"]);

/** A launch size hint is an i32 array of three elements. */
function verifyKnownLaunchSize(op: Operation, attribute: NamedAttribute): void {
  const value = attribute.value;
  const isI32Array = value instanceof DenseArrayAttr && value.elementType instanceof IntegerType && value.elementType.width === 32 && value.elementType.signedness === "signless";
  if (!isI32Array) throw op.emitOpError(`${attribute.name} must be a dense i32 array`);
  if (value.values.length !== 3) throw op.emitOpError(`${attribute.name} must contain exactly 3 elements`);
}

/**
 * Whether `op` implements FunctionOpInterface. Upstream ops tsmlir registers from stub
 * tables (gpu.func, llvm.func) do not carry the interface: a symbol with a `function_type`
 * stands for them, as every such op of MLIR 19 is a function.
 */
function isFunction(op: Operation): boolean {
  if (op.getInterface(FunctionOpInterface) !== undefined) return true;
  return SymbolOpInterface.impl(op) !== undefined && op.getInherentAttr("function_type") instanceof TypeAttr;
}

/** The checks of one gpu.launch_func against the kernel container it names in `module`. */
function verifyLaunchTarget(module: Operation, launch: Operation): void {
  const kernel = launch.getInherentAttr("kernel");
  // A launch without its kernel reference is refused by its own verifier.
  if (!(kernel instanceof SymbolRefAttr)) return;
  const containerName = kernel.rootReference;
  const container = lookupSymbolIn(module, containerName);
  if (container === undefined) throw launch.emitOpError(`kernel container '${containerName}' is undefined`);
  if (container.name.name === "gpu.binary") return;
  if (container.name.name !== "gpu.module") throw launch.emitOpError(`kernel module '${containerName}' is undefined`);
  const kernelFunc = lookupSymbolIn(module, kernel);
  if (kernelFunc === undefined) throw launch.emitOpError(`kernel function '${printAttribute(kernel)}' is undefined`);
  if (!isFunction(kernelFunc))
    throw launch.emitOpError(`referenced kernel '${printAttribute(kernel)}' is not a function`).attachNote(kernelFunc.location, "see the kernel definition here");
  if (!isKernel(kernelFunc)) throw launch.emitOpError(`kernel function is missing the '${KERNEL_ATTR}' attribute`);
  // Only a gpu.func's signature is compared: another function may still await type conversion.
  if (kernelFunc.name.name !== "gpu.func") return;
  const typeAttr = kernelFunc.getInherentAttr("function_type");
  const inputs = typeAttr instanceof TypeAttr && typeAttr.value instanceof FunctionType ? typeAttr.value.inputs : [];
  const operands = kernelOperands(launch);
  if (operands.length !== inputs.length) throw launch.emitOpError(`got ${operands.length} kernel operands but expected ${inputs.length}`);
  operands.forEach((operand, i) => {
    if (operand.type !== inputs[i]) throw launch.emitOpError(`type of function argument ${i} does not match`);
  });
}

/** The launches directly in the functions (or other ops) of a container module name kernels it holds. */
function verifyContainerModule(op: Operation): void {
  if (op.name.name !== "builtin.module") throw op.emitError(`expected '${CONTAINER_MODULE_ATTR}' attribute to be attached to 'builtin.module'`);
  walkOps(op, (nested) => {
    // Launches nested deeper or shallower than the module's functions are not checked here.
    if (nested.name.name === "gpu.launch_func" && nested.parentOp?.parentOp === op) verifyLaunchTarget(op, nested);
    return undefined;
  });
}

/** GPUDialect::verifyOperationAttribute. */
export function verifyGpuOperationAttribute(op: Operation, attribute: NamedAttribute): void {
  if (KNOWN_SIZE_ATTRS.has(attribute.name)) return verifyKnownLaunchSize(op, attribute);
  if (attribute.name === CONTAINER_MODULE_ATTR && attribute.value instanceof UnitAttr) verifyContainerModule(op);
}
