// Public API of the TableGen front end: parse and evaluate .td files into records.
export * from "./types.js";
export * from "./values.js";
export * from "./records.js";
