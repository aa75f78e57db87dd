// Run-time support of generated attribute and type definitions, enums and interfaces
// (imported by generated code through `rt`, see generators/dialect/attributes.ts).
export * from "./attr-type-storage.js";
export * from "./attr-type-asm.js";
export * from "./attr-type-enums.js";
export * from "./attr-type-interfaces.js";
