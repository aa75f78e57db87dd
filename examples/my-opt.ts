// A project's own opt tool: tsmlir-opt's whole command line over the dialects it
// registers (add the project's own with registry.insert(myDialect)).
// Run with `npx tsx --conditions=tsmlir-source examples/my-opt.ts examples/hello.mlir`.
import { DialectRegistry, registerAllDialects } from "tsmlir";
import { optMain } from "tsmlir/opt";

const registry = new DialectRegistry();
registerAllDialects(registry);
process.exit(await optMain(process.argv.slice(2), registry, { programName: "my-opt" }));
