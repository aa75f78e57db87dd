// spirv's attributes on other dialects' ops (MLIR 19's SPIRVDialect::verifyOperationAttribute
// and verifyRegionArgAttribute/verifyRegionResultAttribute): an op may carry only
// `spirv.entry_point_abi` and `spirv.target_env`, a function argument only
// `spirv.interface_var_abi` and `spirv.decoration`, a result none.
import { CallableOpInterface, FloatType, FunctionOpInterface, IndexType, IntegerType, IRDiagnosticError, type NamedAttribute, type Operation, type Type } from "../../ir/index.js";
import { spirvEnumAttrValue } from "./enum-attributes.js";
import { spirvAttributeMnemonic, spirvInterfaceVarAbiParts } from "./target-attributes.js";

export function verifySpirvOperationAttribute(op: Operation, attribute: NamedAttribute): void {
  const { name, value } = attribute;
  if (name === "spirv.entry_point_abi") {
    if (spirvAttributeMnemonic(value) !== "entry_point_abi") throw op.emitError(`'${name}' attribute must be an entry point ABI attribute`);
  } else if (name === "spirv.target_env") {
    if (spirvAttributeMnemonic(value) !== "target_env") throw op.emitError(`'${name}' must be a spirv::TargetEnvAttr`);
  } else {
    throw op.emitError(`found unsupported '${name}' attribute on operation`);
  }
}

function isScalar(type: Type): boolean {
  return type instanceof IntegerType || type instanceof IndexType || type instanceof FloatType;
}

export function verifySpirvRegionArgAttribute(op: Operation, _regionIndex: number, argIndex: number, attribute: NamedAttribute): void {
  // MLIR checks the arguments of function ops only.
  if (FunctionOpInterface.impl(op) === undefined) return;
  const type = CallableOpInterface.impl(op)?.getArgumentTypes(op)[argIndex];
  const { name, value } = attribute;
  if (name === "spirv.interface_var_abi") {
    const abi = spirvInterfaceVarAbiParts(value);
    if (abi === undefined) throw new IRDiagnosticError(op.location, `'${name}' must be a spirv::InterfaceVarABIAttr`);
    if (abi.storageClass !== undefined && type !== undefined && !isScalar(type))
      throw new IRDiagnosticError(op.location, `'${name}' attribute cannot specify storage class when attaching to a non-scalar value`);
    return;
  }
  if (name === "spirv.decoration") {
    if (spirvEnumAttrValue(value)?.table.mnemonic !== "decoration") throw new IRDiagnosticError(op.location, `'${name}' must be a spirv::DecorationAttr`);
    return;
  }
  throw new IRDiagnosticError(op.location, `found unsupported '${name}' attribute on region argument`);
}

export function verifySpirvRegionResultAttribute(op: Operation): void {
  throw op.emitError("cannot attach SPIR-V attributes to region result");
}
