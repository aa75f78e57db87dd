// `tsmlir/dialect`: the run-time support generated dialect modules are built on (op views,
// verification, builders, assembly-format runtime). Generated modules import it as `rt`.
export * from "../dialects/op-runtime.js";
export * as opAsm from "../asm/op-asm/index.js";
// The rewrite layer's types the hooks of hasCanonicalizer/hasCanonicalizeMethod ops take (types only: a generated module loads no rewrite code).
export type { PatternRewriter, RewritePatternSet } from "../rewrite/index.js";
