// `tsmlir/pass`: the pass layer's public entry point — what passes are written with
// (Pass, definePass, option specs, analyses), pass managers, the registry and textual
// pipelines. Generated pass modules (`tsmlir-tblgen --gen-ts-passes`) import it as `pass`.
export * from "../pass/index.js";
