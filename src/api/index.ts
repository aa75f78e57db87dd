// The `tsmlir` package's run-time entry point: the IR core, textual IR and bytecode.
// Generated dialect modules import it as `ir`. Nothing here loads a build-time
// dependency (TableGen, generators, ts-morph, peggy, handlebars).
export * from "../ir/index.js";
