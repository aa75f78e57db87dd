// The hand-written syntax of spirv.INTEL.SubgroupBlockRead/Write (MLIR 19's GroupOps.cpp):
// `"StorageClass" %ptr[, %value] : type` reads; `%ptr[, %value] : type` prints. The pointer's
// type is rebuilt from the storage class and the value type (a vector's element for a vector).
import { VectorType, type Type } from "../../ir/index.js";
import type { CustomAssemblyHooks, OpAsmParser } from "../../asm/op-asm/index.js";
import { parseEnumString, spirvEnumCase } from "./enum-attr.js";
import { pointerType } from "./type-parts.js";

function blockPointerType(parser: OpAsmParser, storageClass: string, valueType: Type): Type {
  const pointee = valueType instanceof VectorType ? valueType.elementType : valueType;
  return pointerType(parser.getContext(), pointee, storageClass);
}

function parseStorageClass(parser: OpAsmParser): string {
  return spirvEnumCase(parseEnumString(parser, "storage_class", "storage_class"), "storage_class") ?? "";
}

export const subgroupBlockReadSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const storageClass = parseStorageClass(parser);
    const ptr = parser.parseOperand();
    const type = parser.parseColonType();
    parser.resolveOperand(ptr, blockPointerType(parser, storageClass, type), state.operands);
    state.addType(type);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    printer.write(" : ");
    printer.printType(op.getResult(0).type);
  },
};

export const subgroupBlockWriteSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const storageClass = parseStorageClass(parser);
    const offset = parser.getCurrentLocation();
    const operands = parser.parseOperandList("none", true, 2);
    const type = parser.parseColonType();
    parser.resolveOperands(operands, [blockPointerType(parser, storageClass, type), type], offset, state.operands);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    printer.write(", ");
    printer.printOperand(op.getOperand(1));
    printer.write(" : ");
    printer.printType(op.getOperand(1).type);
  },
};
