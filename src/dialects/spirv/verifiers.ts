// spirv's C++ op verifiers (MLIR's SPIRVOps.cpp and its kin), with MLIR 19's messages.
import { walkOps, ArrayAttr, DictionaryAttr, FunctionType, IntegerAttr, IntegerType, FloatAttr, FloatType, ShapedType, SymbolRefAttr, TypeAttr, VectorType, isElementsAttr, type Attribute, type Operation, type Type } from "../../ir/index.js";
import { lookupNearestSymbolFrom, lookupSymbolIn } from "../../ir/symbol-table.js";
import { printAttributeText } from "../../asm/standalone.js";
import { printType } from "../runtime/values.js";
import { verifyFunctionOpInterface } from "../runtime/interface-verifiers.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { spirvEnumCase } from "./enum-attr.js";
import { verifyVariablePointerDecorations } from "./memory-verifiers.js";
import { arrayParts, cooperativeMatrixElement, matrixParts, pointerParts, structMembers } from "./type-parts.js";

/** A type as MLIR's diagnostics print one: quoted. */
const quoted = (type: Type): string => `'${printType(type)}'`;

function typeAttrValue(op: Operation, name: string): Type | undefined {
  const attr = op.getAttr(name);
  return attr instanceof TypeAttr ? attr.value : undefined;
}

function hasAttrType(attr: Attribute): attr is Attribute & { readonly type: Type } {
  return "type" in attr;
}

/** MLIR's verifyConstantType: `value` fits `type` (an array constant element by element). */
function verifyConstantType(op: Operation, value: Attribute, type: Type): void {
  if (value instanceof IntegerAttr || value instanceof FloatAttr) {
    if (value.type !== type) throw op.emitOpError(`result type (${quoted(type)}) does not match value type (${quoted(value.type)})`);
    return;
  }
  if (isElementsAttr(value) && hasAttrType(value)) {
    const valueType = value.type;
    if (valueType === type) return;
    const array = arrayParts(type);
    if (array === undefined) throw op.emitOpError(`result or element type (${quoted(type)}) does not match value type (${quoted(valueType)}), must be the same or spirv.array`);
    let count = array.count;
    let element = array.element;
    for (let inner = arrayParts(element); inner !== undefined; inner = arrayParts(element)) {
      count *= inner.count;
      element = inner.element;
    }
    if (!element.isIntOrFloat()) throw op.emitOpError("only support nested array result type");
    if (!(valueType instanceof ShapedType)) return;
    if (valueType.elementType !== element) throw op.emitOpError(`result element type (${quoted(element)}) does not match value element type (${quoted(valueType.elementType)})`);
    const valueCount = valueType.getNumElements();
    if (count !== valueCount) throw op.emitOpError(`result number of elements (${count}) does not match value number of elements (${valueCount})`);
    return;
  }
  if (value instanceof ArrayAttr) {
    const array = arrayParts(type);
    if (array === undefined) throw op.emitOpError("must have spirv.array result type for array value");
    for (const element of value.value) verifyConstantType(op, element, array.element);
    return;
  }
  throw op.emitOpError(`cannot have attribute: ${printAttributeText(value)}`);
}

function verifyConstant(op: Operation): void {
  const value = op.getAttr("value");
  if (value !== undefined) verifyConstantType(op, value, op.getResult(0).type);
}

/** The extended arithmetic ops: a two-member struct of the operands' type. */
function verifyExtendedBinary(op: Operation): void {
  const members = structMembers(op.getResult(0).type) ?? [];
  if (members.length !== 2) throw op.emitOpError("expected result struct type containing two members");
  const types = [op.getOperand(0).type, op.getOperand(1).type, ...members];
  if (!types.every((t) => t === types[0])) throw op.emitOpError("expected all operand types and struct member types are the same");
}

function verifyVectorTimesScalar(op: Operation): void {
  const result = op.getResult(0).type;
  if (op.getOperand(0).type !== result) throw op.emitOpError("vector operand and result type mismatch");
  if (result instanceof VectorType && op.getOperand(1).type !== result.elementType) throw op.emitOpError("scalar operand and result element type match");
}

function verifyAddressOf(op: Operation): void {
  const variable = op.getAttr("variable");
  const parent = op.parentOp;
  const global = variable instanceof SymbolRefAttr && parent !== null ? lookupNearestSymbolFrom(parent, variable) : undefined;
  if (global === undefined || global.name.name !== "spirv.GlobalVariable") throw op.emitOpError("expected spirv.GlobalVariable symbol");
  if (op.getResult(0).type !== typeAttrValue(global, "type")) throw op.emitOpError("result type mismatch with the referenced global variable's type");
}

const INITIALIZER_OPS = new Set(["spirv.GlobalVariable", "spirv.SpecConstant", "spirv.SpecConstantComposite"]);

function verifyGlobalVariable(op: Operation): void {
  const type = typeAttrValue(op, "type");
  const pointer = type === undefined ? undefined : pointerParts(type);
  if (pointer === undefined) throw op.emitOpError("result must be of a !spv.ptr type");
  if (pointer.storageClass === "Generic" || pointer.storageClass === "Function") throw op.emitOpError(`storage class cannot be '${pointer.storageClass}'`);
  const initializer = op.getAttr("initializer");
  const parent = op.parentOp;
  if (initializer instanceof SymbolRefAttr && initializer.isFlat() && parent !== null) {
    const init = lookupNearestSymbolFrom(parent, initializer);
    if (init === undefined || !INITIALIZER_OPS.has(init.name.name))
      throw op.emitOpError("initializer must be result of a spirv.SpecConstant or spirv.GlobalVariable or spirv.SpecConstantCompositeOp op");
  }
}

const VARIABLE_INITIALIZERS = new Set(["spirv.Constant", "spirv.mlir.referenceof", "spirv.mlir.addressof"]);

function verifyVariable(op: Operation): void {
  const storageClass = spirvEnumCase(op.getAttr("storage_class"), "storage_class");
  if (storageClass !== "Function") throw op.emitOpError("can only be used to model function-level variables. Use spirv.GlobalVariable for module-level variables.");
  if (storageClass !== pointerParts(op.getResult(0).type)?.storageClass) throw op.emitOpError("storage class must match result pointer's storage class");
  if (op.numOperands !== 0) {
    const init = op.getOperand(0).definingOp;
    if (init === null || !VARIABLE_INITIALIZERS.has(init.name.name)) throw op.emitOpError("initializer must be the result of a constant or spirv.GlobalVariable op");
  }
  for (const name of ["descriptor_set", "binding", "built_in"]) {
    if (op.getAttr(name) !== undefined) throw op.emitOpError(`cannot have '${name}' attribute (only allowed in spirv.GlobalVariable)`);
  }
  verifyVariablePointerDecorations(op);
}

/** The symbol `attrName` of `op` names, looked up from its parent. */
function referenced(op: Operation, attrName: string): Operation | undefined {
  const ref = op.getAttr(attrName);
  const parent = op.parentOp;
  return ref instanceof SymbolRefAttr && parent !== null ? lookupNearestSymbolFrom(parent, ref) : undefined;
}

function specConstantType(op: Operation): Type | undefined {
  const value = op.getAttr("default_value");
  return value !== undefined && hasAttrType(value) ? value.type : undefined;
}

function verifyReferenceOf(op: Operation): void {
  const target = referenced(op, "spec_const");
  let type: Type | undefined;
  if (target?.name.name === "spirv.SpecConstant") type = specConstantType(target);
  else if (target?.name.name === "spirv.SpecConstantComposite") type = typeAttrValue(target, "type");
  else throw op.emitOpError("expected spirv.SpecConstant or spirv.SpecConstantComposite symbol");
  if (op.getResult(0).type !== type) throw op.emitOpError("result type mismatch with the referenced specialization constant's type");
}

/** Whether `type` is a scalar type spirv allows (SPIRVType): i1/i8/i16/i32/i64 integers, f16/f32/f64 floats. */
function isSpirvScalar(type: Type): boolean {
  if (type instanceof IntegerType) return [1, 8, 16, 32, 64].includes(type.width);
  return type instanceof FloatType && (type.kind === "f16" || type.kind === "f32" || type.kind === "f64");
}

function verifySpecConstant(op: Operation): void {
  const specId = op.getAttr("spec_id");
  if (specId instanceof IntegerAttr && specId.value < 0) throw op.emitOpError("SpecId cannot be negative");
  const value = op.getAttr("default_value");
  if (value instanceof IntegerAttr || value instanceof FloatAttr) {
    if (!isSpirvScalar(value.type)) throw op.emitOpError("default value bitwidth disallowed");
    return;
  }
  throw op.emitOpError("default value can only be a bool, integer, or float scalar");
}

/** The element count and element types of a composite type (MLIR's CompositeType), or undefined for another type. */
function compositeShape(type: Type): { readonly count: number; readonly element: (i: number) => Type | undefined } | undefined {
  if (type instanceof VectorType) return { count: type.getNumElements(), element: () => type.elementType };
  const members = structMembers(type);
  if (members !== undefined) return { count: members.length, element: (i) => members[i] };
  const array = arrayParts(type) ?? matrixParts(type);
  if (array !== undefined) return { count: array.count, element: () => array.element };
  return undefined;
}

function verifySpecConstantComposite(op: Operation): void {
  const type = typeAttrValue(op, "type");
  if (type === undefined) return;
  const constituents = op.getAttr("constituents");
  const refs = constituents instanceof ArrayAttr ? constituents.value : [];
  if (cooperativeMatrixElement(type) !== undefined) throw op.emitError(`unsupported composite type  ${quoted(type)}`);
  const shape = compositeShape(type);
  if (shape === undefined) throw op.emitError(`result type must be a composite type, but provided ${quoted(type)}`);
  if (refs.length !== shape.count) throw op.emitError(`has incorrect number of operands: expected ${shape.count}, but provided ${refs.length}`);
  const parent = op.parentOp;
  refs.forEach((ref, i) => {
    const constant = ref instanceof SymbolRefAttr && parent !== null ? lookupNearestSymbolFrom(parent, ref) : undefined;
    const provided = constant === undefined ? undefined : specConstantType(constant);
    const expected = shape.element(i);
    if (provided !== undefined && expected !== undefined && provided !== expected)
      throw op.emitError(`has incorrect types of operands: expected ${quoted(expected)}, but provided ${quoted(provided)}`);
  });
}

function functionTypeOf(op: Operation): FunctionType | undefined {
  const type = typeAttrValue(op, "function_type");
  return type instanceof FunctionType ? type : undefined;
}

/** The `spirv.decoration` case argument `index` of `op` carries, if any. */
function argumentDecoration(op: Operation, index: number): string | undefined {
  const argAttrs = op.getAttr("arg_attrs");
  const dict = argAttrs instanceof ArrayAttr ? argAttrs.value[index] : undefined;
  if (!(dict instanceof DictionaryAttr)) return undefined;
  return spirvEnumCase(dict.value.find((entry) => entry.name === "spirv.decoration")?.value, "decoration");
}

/**
 * spirv.func's verifyType: an argument pointing to a physical buffer pointer is decorated
 * AliasedPointer or RestrictPointer; a physical buffer pointer argument (or a pointer to an
 * array of them) is decorated Aliased or Restrict.
 */
function verifyArgumentPointerDecorations(op: Operation, type: FunctionType): void {
  type.inputs.forEach((input, i) => {
    const pointer = pointerParts(input);
    if (pointer === undefined) return;
    const decoration = argumentDecoration(op, i);
    if (pointerParts(pointer.pointee) !== undefined) {
      if (pointerParts(pointer.pointee)?.storageClass !== "PhysicalStorageBuffer") return;
      if (decoration !== "AliasedPointer" && decoration !== "RestrictPointer")
        throw op.emitOpError("with a pointer points to a physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'");
      return;
    }
    const array = arrayParts(pointer.pointee);
    const held = array !== undefined ? pointerParts(array.element) : pointer;
    if (held?.storageClass !== "PhysicalStorageBuffer") return;
    if (decoration !== "Aliased" && decoration !== "Restrict") throw op.emitOpError("with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'");
  });
}

/**
 * FunctionOpInterface's verifier with spirv.func's verifyType (one result at most) and
 * verifyBody (its returns; it replaces the default check of the entry block's arguments).
 */
function verifyFuncInterface(op: Operation): void {
  const type = functionTypeOf(op);
  if (type !== undefined && type.results.length > 1) throw op.emitOpError("cannot have more than one result");
  if (type !== undefined) verifyArgumentPointerDecorations(op, type);
  verifyFunctionOpInterface(op, false, false);
  if (type === undefined) return;
  walkOps(op, (inner) => {
    if (inner.name.name === "spirv.Return" && type.results.length !== 0) throw inner.emitOpError("cannot be used in functions returning value");
    if (inner.name.name === "spirv.ReturnValue") {
      if (type.results.length !== 1) throw inner.emitOpError(`returns 1 value but enclosing function requires ${type.results.length} results`);
      const returned = inner.getOperand(0).type;
      const expected = type.results[0] as Type;
      if (returned !== expected) throw inner.emitOpError(` return value's type (${quoted(returned)}) mismatch with function's result type (${quoted(expected)})`);
    }
    return "advance";
  });
}

function isImportLinkage(op: Operation): boolean {
  const linkage = op.getAttr("linkage_attributes");
  return linkage !== undefined && /linkage_type\s*=\s*<Import>/.test(printAttributeText(linkage));
}

/** ModuleOp::verifyRegions: spirv ops only; entry points name functions and global variables, once per execution model; external functions are imported. */
function verifyModuleRegions(op: Operation): void {
  const body = op.getRegion(0).firstBlock;
  if (body === null) return;
  const entryPoints = new Set<string>();
  for (const inner of body.operations()) {
    if (inner.name.dialectNamespace !== "spirv") throw inner.emitError("'spirv.module' can only contain spirv.* ops");
    if (inner.name.name === "spirv.EntryPoint") {
      const fn = inner.getAttr("fn");
      const fnName = fn instanceof SymbolRefAttr ? fn.rootReference : "";
      const func = lookupSymbolIn(op, fnName);
      if (func === undefined || func.name.name !== "spirv.func") throw inner.emitError(`function '${fnName}' not found in 'spirv.module'`);
      const interfaceVars = inner.getAttr("interface");
      if (interfaceVars instanceof ArrayAttr) {
        for (const ref of interfaceVars.value) {
          if (!(ref instanceof SymbolRefAttr) || !ref.isFlat()) throw inner.emitError(`expected symbol reference for interface specification instead of '${printAttributeText(ref)}`);
          const variable = lookupSymbolIn(op, ref.rootReference);
          if (variable === undefined || variable.name.name !== "spirv.GlobalVariable") throw inner.emitError(`expected spirv.GlobalVariable symbol reference instead of'${printAttributeText(ref)}`);
        }
      }
      const key = `${fnName}\u0000${spirvEnumCase(inner.getAttr("execution_model"), "execution_model") ?? ""}`;
      if (entryPoints.has(key)) throw inner.emitError("duplicate of a previous EntryPointOp");
      entryPoints.add(key);
    } else if (inner.name.name === "spirv.func") {
      const external = inner.regions.length === 0 || inner.getRegion(0).firstBlock === null;
      if (external && !isImportLinkage(inner)) throw inner.emitError("'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)");
      for (const block of inner.getRegion(0).blocks()) {
        for (const nested of block.operations()) {
          if (nested.name.dialectNamespace !== "spirv") throw nested.emitError("functions in 'spirv.module' can only contain spirv.* ops");
        }
      }
    }
  }
}

export const spirvVerifiers: SpirvAssemblyHooks["verifiers"] = {
  AddressOfOp: verifyAddressOf,
  ConstantOp: verifyConstant,
  ReferenceOfOp: verifyReferenceOf,
  SpecConstantOp: verifySpecConstant,
  SpecConstantCompositeOp: verifySpecConstantComposite,
  GlobalVariableOp: verifyGlobalVariable,
  IAddCarryOp: verifyExtendedBinary,
  ISubBorrowOp: verifyExtendedBinary,
  SMulExtendedOp: verifyExtendedBinary,
  UMulExtendedOp: verifyExtendedBinary,
  VariableOp: verifyVariable,
  VectorTimesScalarOp: verifyVectorTimesScalar,
};

export const spirvRegionVerifiers: NonNullable<SpirvAssemblyHooks["regionVerifiers"]> = {
  ModuleOp: verifyModuleRegions,
};

export const spirvInterfaceVerifiers: NonNullable<SpirvAssemblyHooks["interfaceVerifiers"]> = {
  FunctionOpInterface: verifyFuncInterface,
};
