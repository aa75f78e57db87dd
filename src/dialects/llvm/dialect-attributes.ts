// llvm's attribute on any op (MLIR 19's LLVMDialect::verifyOperationAttribute): `llvm.data_layout`
// must be a string LLVM's DataLayout parser accepts. The parser's message ends with the newline
// LLVM's error logging adds, which mlir-opt keeps in the diagnostic.
import { StringAttr, type NamedAttribute, type Operation } from "../../ir/index.js";
import { dataLayoutError } from "./data-layout.js";

const DATA_LAYOUT = "llvm.data_layout";

export function verifyLlvmOperationAttribute(op: Operation, attribute: NamedAttribute): void {
  if (attribute.name !== DATA_LAYOUT) return;
  if (!(attribute.value instanceof StringAttr)) throw op.emitOpError(`expected '${DATA_LAYOUT}' to be a string attributes`);
  const error = dataLayoutError(attribute.value.value);
  if (error !== undefined) throw op.emitOpError(`invalid data layout descriptor: ${error}\n`);
}
