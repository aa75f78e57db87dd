// The `tsmlir` package's run-time entry point: the IR core, textual IR and bytecode, and
// the names ODS code uses that the core spells differently (MLIR's specialized attribute
// classes such as BoolAttr, see src/dialects/ir.ts). Generated dialect modules import it
// as `ir`. Nothing here loads a build-time dependency (TableGen, generators, ts-morph,
// peggy, handlebars).
export * from "../dialects/ir.js";
