// Exact arithmetic for folding: LLVM's APInt and APFloat semantics, and the bridge between
// them and the builtin attributes.
//   apint.ts       APInt: fixed-width two's-complement integers (bigint)
//   apfloat.ts     APFloat: every MLIR float type, exact and correctly rounded
//   attributes.ts  IntegerAttr/FloatAttr/dense storage <-> APInt/APFloat
export * from "./apint.js";
export * from "./apfloat.js";
export * from "./attributes.js";
export { semanticsOf, type FloatSemantics } from "../apfloat.js";
