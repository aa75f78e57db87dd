// Registration of the dialects tsmlir-opt knows into a context, as MLIR's
// registerAllDialects: every dialect mlir-opt 19 registers becomes loadable (stubs for those
// tsmlir does not define, src/dialects/upstream), and tsmlir's own dialects (generated from
// defs/, and quant, sparse_tensor, test, dlti) are loaded at once. tsmlir-opt calls it on
// every context it creates; builtin is always loaded by MLIRContext itself.
import type { MLIRContext } from "../ir/index.js";
import { tsmlirDialects, upstreamDialectRegistry } from "./upstream/index.js";

export function registerAllDialects(context: MLIRContext): void {
  context.appendDialectRegistry(upstreamDialectRegistry());
  for (const dialect of tsmlirDialects) context.loadDialect(dialect);
}
