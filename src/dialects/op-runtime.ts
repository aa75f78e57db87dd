// Run-time support for ODS-generated op classes (imported by generated code as `rt`):
// typed values and the op wrapper, segment lookup, verification rules and traits with
// MLIR's diagnostic wording, interface verifiers, and builder support.
export * from "./runtime/values.js";
export * from "./runtime/verify-basics.js";
export * from "../ir/trait-verifiers.js";
export * from "./runtime/verify-interfaces.js";
export * from "./runtime/build.js";
export * from "./runtime/attr-type-runtime.js";
export { odsPropertiesCodec } from "../bytecode/dialect/ods-properties.js";
