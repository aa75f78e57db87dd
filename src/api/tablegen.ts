// `tsmlir/tablegen`: the build-time API. TableGen evaluation (records), the validated ODS
// model built from them, and the generators (documentation; the TypeScript dialect
// generator joins here), plus the tsmlir-tblgen command line as a function. Importing it
// loads the build-time dependencies (peggy's parsers, zod, handlebars); the run-time
// entry `tsmlir` never does.

// TableGen: parse and evaluate .td files into a RecordKeeper (mlir-tblgen's front end).
export * from "../tablegen/index.js";
// (TableGen and ODS both implement LLVM's StringRef::compare_numeric; the ODS one is exported.)
export { printRecords } from "../tablegen/records.js";

// ODS: records -> the validated model of dialects, ops, attributes, types, enums, interfaces, passes.
export * from "../ods/index.js";
export { compareNumeric } from "../ods/index.js";

// Generators: mlir-tblgen's documentation actions (-gen-dialect-doc, -gen-op-doc, ...).
export {
  generateAttrOrTypeDefDoc,
  generateDialectDoc,
  generateEnumDoc,
  generateInterfaceDocs,
  generateOpDoc,
  generatePassDoc,
  type DocOptions,
} from "../../generators/docs/index.js";

// The package's TableGen library (defs/): tsmlir-tblgen searches it after every -I directory.
export { defsDirectory } from "../support/package-root.js";

// Located diagnostics as TableGen and ODS report them (`file:line:col: error: ...`).
export { DiagnosticError, formatDiagnostic, type Diagnostic, type DiagnosticSeverity } from "../support/diagnostic.js";

/**
 * The tsmlir-tblgen command line (MLIR's MlirTblgenMain): runs one action on one .td file
 * with mlir-tblgen's flags and returns the exit code. Output goes to stdout or `-o FILE`.
 */
export { main as tblgenMain } from "../cli/tblgen.js";

// TableGen jobs run in-process (bundler plugins, build tools): tsmlir-tblgen --batch as a function.
export { jobArguments, runTableGenJobs, TableGenRunner, type TableGenJob, type TableGenJobResult } from "../cli/tblgen-api.js";
