// toy-opt: tsmlir-opt's command line over tsmlir's dialects plus Toy (its dialect and its
// pass), as MLIR's toyc/toy-opt build theirs on MlirOptMain.
//
//   npx tsx --conditions=tsmlir-source examples/toy/toy-opt.ts examples/toy/sample.mlir
//   npx tsx --conditions=tsmlir-source examples/toy/toy-opt.ts --toy-shape-inference examples/toy/shapes.mlir
import { DialectRegistry, registerAllDialects } from "tsmlir";
import { optMain } from "tsmlir/opt";
import { toyDialect } from "./toy-hooks.js";
import { registerToyPassImplementations } from "./shape-inference.js";

const registry = new DialectRegistry();
registerAllDialects(registry);
registry.insert(toyDialect);
process.exit(await optMain(process.argv.slice(2), registry, { programName: "toy-opt", registerPasses: registerToyPassImplementations }));
