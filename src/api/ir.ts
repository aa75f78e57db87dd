// `tsmlir/ir`: the IR core alone — context, dialects and registry, types, attributes,
// locations, operations, builders, traits, interfaces, verification — plus the names ODS
// code uses that the core spells differently (src/dialects/ir.ts). Generated dialect
// modules import it as `ir`. It holds no dialect: `tsmlir` adds textual IR, bytecode and
// registerAllDialects, whose dialects are generated modules themselves, so a generated
// module importing `tsmlir` would import itself through it.
export * from "../dialects/ir.js";
