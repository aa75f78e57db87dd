// The kernel attribute of nvvm and rocdl (their dialects' verifyOperationAttribute): only an
// llvm.func may carry it. MLIR 19 names nvvm's bare and rocdl's as a quoted string attribute.
import type { NamedAttribute, Operation } from "../../ir/index.js";

/** A dialect attribute verifier rejecting `name` on anything but llvm.func; `spelled` is how the message names it. */
export function kernelAttributeVerifier(name: string, spelled: string): (op: Operation, attribute: NamedAttribute) => void {
  return (op, attribute) => {
    if (attribute.name === name && op.opName !== "llvm.func") throw op.emitError(`'${spelled}' attribute attached to unexpected op`);
  };
}
