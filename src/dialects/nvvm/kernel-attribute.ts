// The dialect attributes of nvvm and rocdl on operations (their dialects'
// verifyOperationAttribute): the kernel attribute only on an llvm.func, and nvvm's launch
// bounds of the right kind. MLIR 19 names nvvm's kernel attribute bare and the others as a
// quoted string attribute.
import { DenseArrayAttr, IntegerAttr, IntegerType, type NamedAttribute, type Operation } from "../../ir/index.js";

/** A dialect attribute verifier rejecting `name` on anything but llvm.func; `spelled` is how the message names it. */
export function kernelAttributeVerifier(name: string, spelled: string): (op: Operation, attribute: NamedAttribute) => void {
  return (op, attribute) => {
    if (attribute.name === name && op.opName !== "llvm.func") throw op.emitError(`'${spelled}' attribute attached to unexpected op`);
  };
}

const checkNvvmKernel = kernelAttributeVerifier("nvvm.kernel", "nvvm.kernel");

/** nvvm's: the kernel attribute, thread counts (at most 3 i32s) and the integer launch bounds. */
export function verifyNvvmOperationAttribute(op: Operation, attribute: NamedAttribute): void {
  checkNvvmKernel(op, attribute);
  const { name, value } = attribute;
  if (name === "nvvm.maxntid" || name === "nvvm.reqntid") {
    const ok = value instanceof DenseArrayAttr && value.elementType instanceof IntegerType && value.elementType.width === 32 && value.size() <= 3;
    if (!ok) throw op.emitError(`'"${name}"' attribute must be integer array with maximum 3 index`);
  }
  if ((name === "nvvm.minctasm" || name === "nvvm.maxnreg") && !(value instanceof IntegerAttr)) throw op.emitError(`'"${name}"' attribute must be integer constant`);
}
