// The consumer project's dialect with its bytecode encodings, through the hooks every
// generated dialect takes: geo.ts and geo-bytecode.ts are what `npx tsmlir-tblgen` wrote in
// this project (--gen-ts-dialect geo.td, --gen-ts-bytecode geo-bytecode.td). Compiled to
// JS, this module is also a tsmlir-opt dialect plugin.
import { createGeoDialect } from "./geo.js";
import { geoBytecode } from "./geo-bytecode.js";

export const geoDialect = createGeoDialect({ bytecode: geoBytecode });
