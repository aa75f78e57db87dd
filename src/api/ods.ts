// `tsmlir/ods`: the pure helper vocabulary that TypeScript predicates in `.td` files call
// (defs/README.md). Generated dialect modules import it as `ods`.
export * from "../dialects/ods.js";
