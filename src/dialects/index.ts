// tsmlir's dialects, as MLIR's registerAllDialects registers them: every dialect mlir-opt
// 19 registers becomes loadable (a stub for each one tsmlir does not define, built on first
// use: src/dialects/upstream), and tsmlir's own dialects (generated from defs/, and quant,
// sparse_tensor, test, dlti) take the place of their stubs. Given a context, tsmlir's own
// are loaded at once. builtin is always loaded by MLIRContext itself; the builtin dialect
// registered here completes it with its bytecode encodings (src/dialects/builtin).
import { DialectRegistry, type Dialect, type MLIRContext } from "../ir/index.js";
import { tsmlirDialects, upstreamDialectRegistry } from "./upstream/index.js";
import { builtinDialect } from "./builtin/index.js";

export { builtinDialect };

/** Every dialect tsmlir defines, in dependency order (the order a context loads them). */
export function allDialects(): readonly Dialect[] {
  return tsmlirDialects();
}

/**
 * MLIR's registerAllDialects: adds every dialect mlir-opt registers to a registry, or
 * (given a context) appends them to its registry and loads tsmlir's own dialects.
 */
export function registerAllDialects(target: DialectRegistry | MLIRContext): void {
  if (target instanceof DialectRegistry) {
    target.merge(upstreamDialectRegistry()).insert(builtinDialect);
    return;
  }
  target.appendDialectRegistry(upstreamDialectRegistry());
  target.loadDialect(builtinDialect);
  for (const dialect of tsmlirDialects()) target.loadDialect(dialect);
}
