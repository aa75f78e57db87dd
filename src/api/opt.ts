// `tsmlir/opt`: the tsmlir-opt driver as a function (MLIR's MlirOptMain), so a project
// builds its own opt tool over its dialects:
//
//   import { DialectRegistry, registerAllDialects } from "tsmlir";
//   import { optMain } from "tsmlir/opt";
//   import { toyDialect } from "./toy.js";
//
//   const registry = new DialectRegistry();
//   registerAllDialects(registry);
//   registry.insert(toyDialect);
//   process.exit(await optMain(process.argv.slice(2), registry, { programName: "toy-opt" }));
//
// The command line is tsmlir-opt's (README), including --load-dialect-plugin=FILE: a
// JavaScript module exporting its dialects, or a `registerDialects(registry)` function.
// Exported values are recognised as dialects by their shape (a `namespace`, an
// `operations` list of registrations and/or dialect hooks), so a plugin that resolved
// its own copy of this package loads too.
export { optMain, type OptMainOptions } from "../cli/opt.js";
export { isDialectLike } from "../cli/opt-plugins.js";
