// `tsmlir/rewrite`: the rewrite layer's public entry point — rewriters and listeners,
// patterns and their application, folding, the greedy driver and the canonicalizer — and
// what patterns compiled from DRR (`tsmlir-tblgen --gen-ts-rewriters`) use at run time.
// Generated DRR modules import it as `rewrite`.
export * from "../rewrite/index.js";
export * from "../rewrite/drr.js";
