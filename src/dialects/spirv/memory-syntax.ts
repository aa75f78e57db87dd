// The hand-written syntax of spirv's memory ops (MLIR's MemoryOps.cpp): spirv.Variable,
// spirv.Load, spirv.Store, spirv.CopyMemory and spirv.AccessChain, whose pointer types are
// rebuilt from the element type and the storage class written as a string.
import { IntegerAttr, IntegerType, type Operation, type Type, type Value } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState } from "../../asm/op-asm/index.js";
import { parseEnumString, spirvEnumAttr, spirvEnumCase } from "./enum-attr.js";
import { parseVariableDecorations, printVariableDecorations } from "./structure-syntax.js";
import { compositeElement, pointerParts, pointerType, structMembers } from "./type-parts.js";
import { printTypeText } from "../../asm/standalone.js";

/** The storage class of a string (`"Function"`), checked as a case of spirv's StorageClass. */
function parseStorageClass(parser: OpAsmParser): string {
  return spirvEnumCase(parseEnumString(parser, "storage_class", "storage_class"), "storage_class") ?? "";
}

/** MLIR's parseMemoryAccessAttributes: `["Access"(, alignment)]` stored under `accessName`/`alignmentName`. */
function parseMemoryAccess(parser: OpAsmParser, state: OperationState, accessName = "memory_access", alignmentName = "alignment"): void {
  if (!parser.parseOptionalLSquare()) return;
  const access = parseEnumString(parser, "memory_access", accessName);
  state.addAttribute(accessName, access);
  if ((spirvEnumCase(access, "memory_access") ?? "").split("|").includes("Aligned")) {
    parser.parseComma();
    state.addAttribute(alignmentName, parser.parseAttribute(IntegerType.get(parser.getContext(), 32)));
  }
  parser.parseRSquare();
}

/** MLIR's printMemoryAccessAttribute: ` ["Access", alignment]`, the printed attributes added to `elided` (with storage_class). */
function printMemoryAccess(op: Operation, printer: OpAsmPrinter, elided: string[], accessName = "memory_access", alignmentName = "alignment"): void {
  const access = spirvEnumCase(op.getAttr(accessName), "memory_access");
  if (access !== undefined) {
    elided.push(accessName);
    printer.write(` ["${access}"`);
    const alignment = op.getAttr(alignmentName);
    if (access.split("|").includes("Aligned") && alignment instanceof IntegerAttr) {
      elided.push(alignmentName);
      printer.write(`, ${alignment.value}`);
    }
    printer.write("]");
  }
  elided.push("storage_class");
}

function storageClassOf(value: Value): string {
  return pointerParts(value.type)?.storageClass ?? "";
}

/** `[init(%v)] [decorations] : !spirv.ptr<...>`. */
export const variableSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    let init;
    if (parser.parseOptionalKeyword("init")) {
      parser.parseLParen();
      init = parser.parseOperand();
      parser.parseRParen();
    }
    parseVariableDecorations(parser, state);
    parser.parseColon();
    const offset = parser.getCurrentLocation();
    const type = parser.parseType();
    const parts = pointerParts(type);
    if (parts === undefined) throw parser.emitError(offset, "expected spirv.ptr type");
    state.addType(type);
    if (init !== undefined) parser.resolveOperand(init, parts.pointee, state.operands);
    const storageClass = spirvEnumAttr(parser.getContext(), "storage_class", parts.storageClass);
    if (storageClass !== undefined) state.addAttribute("storage_class", storageClass);
  },
  print(op, printer) {
    const elided = ["storage_class"];
    if (op.numOperands !== 0) {
      printer.write(" init(");
      printer.printOperand(op.getOperand(0));
      printer.write(")");
    }
    printVariableDecorations(op, printer, elided);
    printer.write(" : ");
    printer.printType(op.getResult(0).type);
  },
};

/** `"StorageClass" %ptr [memory access] {attrs} : type`. */
export const loadSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const storageClass = parseStorageClass(parser);
    const ptr = parser.parseOperand();
    parseMemoryAccess(parser, state);
    parser.parseOptionalAttrDict(state.attributes);
    parser.parseColon();
    const elementType = parser.parseType();
    parser.resolveOperand(ptr, pointerType(parser.getContext(), elementType, storageClass), state.operands);
    state.addType(elementType);
  },
  print(op, printer) {
    const elided: string[] = [];
    printer.write(` "${storageClassOf(op.getOperand(0))}" `);
    printer.printOperand(op.getOperand(0));
    printMemoryAccess(op, printer, elided);
    printer.printOptionalAttrDict(operationAttributes(op), elided);
    printer.write(" : ");
    printer.printType(op.getResult(0).type);
  },
};

/** `"StorageClass" %ptr, %value [memory access] : type {attrs}`. */
export const storeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const storageClass = parseStorageClass(parser);
    const offset = parser.getCurrentLocation();
    const operands = parser.parseOperandList("none", true, 2);
    parseMemoryAccess(parser, state);
    parser.parseColon();
    const elementType = parser.parseType();
    parser.resolveOperands(operands, [pointerType(parser.getContext(), elementType, storageClass), elementType], offset, state.operands);
  },
  print(op, printer) {
    const elided: string[] = [];
    printer.write(` "${storageClassOf(op.getOperand(0))}" `);
    printer.printOperand(op.getOperand(0));
    printer.write(", ");
    printer.printOperand(op.getOperand(1));
    printMemoryAccess(op, printer, elided);
    printer.write(" : ");
    printer.printType(op.getOperand(1).type);
    printer.printOptionalAttrDict(operationAttributes(op), elided);
  },
};

/** `"SC" %target, "SC" %source [access][, [source access]] : type {attrs}`. */
export const copyMemorySyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const targetClass = parseStorageClass(parser);
    const target = parser.parseOperand();
    parser.parseComma();
    const sourceClass = parseStorageClass(parser);
    const source = parser.parseOperand();
    parseMemoryAccess(parser, state);
    if (parser.parseOptionalComma()) parseMemoryAccess(parser, state, "source_memory_access", "source_alignment");
    parser.parseColon();
    const elementType = parser.parseType();
    parser.parseOptionalAttrDict(state.attributes);
    const context = parser.getContext();
    parser.resolveOperand(target, pointerType(context, elementType, targetClass), state.operands);
    parser.resolveOperand(source, pointerType(context, elementType, sourceClass), state.operands);
  },
  // MLIR 19 prints the source's access as `, [...]` always, the target's standing in when
  // the source has none, with its doubled spaces.
  print(op, printer) {
    printer.write(`  "${storageClassOf(op.getOperand(0))}" `);
    printer.printOperand(op.getOperand(0));
    printer.write(`,  "${storageClassOf(op.getOperand(1))}" `);
    printer.printOperand(op.getOperand(1));
    const elided: string[] = [];
    printMemoryAccess(op, printer, elided);
    printer.write(", ");
    const sourceAccess = spirvEnumCase(op.getAttr("source_memory_access") ?? op.getAttr("memory_access"), "memory_access");
    if (sourceAccess !== undefined) {
      elided.push("source_memory_access");
      printer.write(` ["${sourceAccess}"`);
      const alignment = op.getAttr("source_alignment") ?? op.getAttr("alignment");
      if (sourceAccess.split("|").includes("Aligned") && alignment instanceof IntegerAttr) {
        elided.push("source_alignment");
        printer.write(`, ${alignment.value}`);
      }
      printer.write("]");
    }
    printer.printOptionalAttrDict(operationAttributes(op), elided);
    printer.write(" : ");
    const pointee = pointerParts(op.getOperand(0).type)?.pointee;
    if (pointee !== undefined) printer.printType(pointee);
  },
};

/** The integer value of an i32 spirv.Constant (MLIR's extractValueFromConstOp), or undefined. */
function constantIndex(value: Value): number | undefined {
  const op = value.definingOp;
  if (op === null || op === undefined || op.name.name !== "spirv.Constant") return undefined;
  const attr = op.getAttr("value");
  if (!(attr instanceof IntegerAttr) || !(attr.type instanceof IntegerType) || attr.type.width !== 32) return undefined;
  return Number(attr.value);
}

/** MLIR's getElementPtrType: the pointer to the element `indices` reach from `type`'s pointee, or a DiagnosticError. */
export function elementPointerType(type: Type, indices: readonly Value[], fail: (message: string) => Error): Type {
  const parts = pointerParts(type);
  if (parts === undefined) throw fail(`'spirv.AccessChain' op expected a pointer to composite type, but provided '${printTypeText(type)}'`);
  let element = parts.pointee;
  let index = 0;
  for (const indexValue of indices) {
    const members = structMembers(element);
    if (compositeElement(element, 0) === undefined && members === undefined) throw fail(`'spirv.AccessChain' op cannot extract from non-composite type '${printTypeText(element)}' with index ${index}`);
    index = 0;
    if (members !== undefined) {
      const op = indexValue.definingOp;
      if (op === null || op === undefined) throw fail("'spirv.AccessChain' op index must be an integer spirv.Constant to access element of spirv.struct");
      const constant = constantIndex(indexValue);
      if (constant === undefined) throw fail(`'spirv.AccessChain' index must be an integer spirv.Constant to access element of spirv.struct, but provided ${op.name.name}`);
      index = constant;
      if (index < 0 || index >= members.length) throw fail(`'spirv.AccessChain' op index ${index} out of bounds for '${printTypeText(element)}'`);
    }
    element = compositeElement(element, index) as Type;
  }
  return pointerType(type.context, element, parts.storageClass);
}

/** `%base[%i, ...] : !spirv.ptr<...>, i32, ...`. */
export const accessChainSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const ptr = parser.parseOperand();
    const offset = parser.getCurrentLocation();
    const indices = parser.parseOperandList("square");
    const type = parser.parseColonType();
    parser.resolveOperand(ptr, type, state.operands);
    // MLIR reports these at the op's location without the custom op prefix (mlir::emitError).
    const fail = (message: string): Error => parser.p.errorAt(parser.getNameLoc(), message);
    if (indices.length === 0) throw fail("'spirv.AccessChain' op expected at least one index ");
    parser.parseComma();
    const indexTypes = parser.parseTypeList();
    if (indexTypes.length !== indices.length) throw fail("'spirv.AccessChain' op indices types' count must be equal to indices info count");
    parser.resolveOperands(indices, indexTypes, offset, state.operands);
    state.addType(elementPointerType(type, state.operands.slice(1), fail));
  },
  print(op, printer) {
    const [base, ...indices] = op.getOperands();
    printer.write(" ");
    if (base !== undefined) printer.printOperand(base);
    printer.write("[");
    printer.printOperands(indices);
    printer.write("] : ");
    if (base !== undefined) printer.printType(base.type);
    printer.write(", ");
    printer.printTypes(indices.map((v) => v.type));
  },
};

/** `%base[%element, %i, ...] : !spirv.ptr<...>, i64, ...` of spirv.PtrAccessChain and spirv.InBoundsPtrAccessChain: the element operand steps over the base pointer. */
function ptrAccessChainFamily(opName: string): CustomAssemblyHooks {
  return {
    parse(parser, state) {
      const ptr = parser.parseOperand();
      const offset = parser.getCurrentLocation();
      const indices = parser.parseOperandList("square");
      const type = parser.parseColonType();
      parser.resolveOperand(ptr, type, state.operands);
      // MLIR reports these at the op's location without the custom op prefix (mlir::emitError).
      const fail = (message: string): Error => parser.p.errorAt(parser.getNameLoc(), message);
      if (indices.length === 0) throw fail(`${opName} expected element`);
      parser.parseComma();
      const indexTypes = parser.parseTypeList();
      if (indexTypes.length !== indices.length) throw fail(`${opName} indices types' count must be equal to indices info count`);
      parser.resolveOperands(indices, indexTypes, offset, state.operands);
      state.addType(elementPointerType(type, state.operands.slice(2), fail));
    },
    print: accessChainSyntax.print,
  };
}

export const ptrAccessChainSyntax = ptrAccessChainFamily("spirv.PtrAccessChain");
export const inBoundsPtrAccessChainSyntax = ptrAccessChainFamily("spirv.InBoundsPtrAccessChain");
