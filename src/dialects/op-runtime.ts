// Run-time support for ODS-generated dialect modules (imported by generated code as `rt`):
// op descriptors and the runtime that reads them (verification, builders, groups,
// registration), typed values and the op view base, the checks with MLIR's diagnostic
// wording, trait and interface verifiers, and builder support.
export * from "./runtime/descriptor.js";
export * from "./runtime/values.js";
export * from "./runtime/groups.js";
export * from "./runtime/verify-basics.js";
export * from "./runtime/verify-op.js";
export * from "../ir/trait-verifiers.js";
export * from "./runtime/interface-verifiers.js";
export * from "./runtime/destination-style.js";
export * from "./runtime/build.js";
export * from "./runtime/build-op.js";
export * from "./runtime/adaptor.js";
export * from "./runtime/register.js";
export * from "./runtime/native-property.js";
export * from "./runtime/attr-type-runtime.js";
export { odsPropertiesCodec } from "../bytecode/dialect/ods-properties.js";
export type { BytecodeDialectHooks } from "../bytecode/dialect/hooks.js";
