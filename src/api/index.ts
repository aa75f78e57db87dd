// The `tsmlir` package's run-time entry point: the IR core, textual IR and bytecode.
// Generated dialect modules import it as `ir`: the IR core plus the names ODS code uses
// that the core spells differently (src/dialects/ir.ts: specialized attribute names and
// the `::mlir` attribute interfaces defs/ declares, such as `ir.TypedAttr`). Nothing here
// loads a build-time dependency (TableGen, generators, ts-morph, peggy, handlebars).
export * from "../dialects/ir.js";
