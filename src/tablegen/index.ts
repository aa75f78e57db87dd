// Public API of the TableGen front end: parse and evaluate .td files into records.
export * from "./types.js";
export * from "./values.js";
export * from "./records.js";
export * from "./ops.js";
export { VarDefInit } from "./var-def.js";
export { evaluateTableGen, evaluateTableGenFile, TableGenFailure, type TableGenOptions } from "./driver.js";
export { IncludeCheckpoints } from "./include-cache.js";
