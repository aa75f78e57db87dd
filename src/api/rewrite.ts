// `tsmlir/rewrite`: the rewrite layer's public entry point — rewriters and listeners,
// patterns and their application, folding, the greedy driver and the canonicalizer.
// Generated DRR modules (`tsmlir-tblgen --gen-ts-rewriters`) import it.
export * from "../rewrite/index.js";
