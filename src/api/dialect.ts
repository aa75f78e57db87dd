// `tsmlir/dialect`: the run-time support generated dialect modules are built on (op views,
// verification, builders, assembly-format runtime). Generated modules import it as `rt`.
export * from "../dialects/op-runtime.js";
export * as opAsm from "../asm/op-asm/index.js";
