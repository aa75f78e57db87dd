// tsmlir's dialects: the ODS-generated ones (func, arith, cf, scf, math, index) and the
// hand-written quant, sparse_tensor, test and dlti, registered into a DialectRegistry
// (loaded on first use) or loaded into a context right away. builtin is always loaded
// by MLIRContext itself.
import { DialectRegistry, type Dialect, type MLIRContext } from "../ir/index.js";
import { generatedDialects } from "../../generated/all.js";
import { quantDialect } from "./quant/index.js";
import { sparseTensorDialect } from "./sparse-tensor/index.js";
import { testDialect } from "./test/index.js";
import { dltiDialect } from "./dlti/index.js";

/** Every dialect tsmlir defines, in dependency order (the order a context loads them). */
export function allDialects(): readonly Dialect[] {
  return [...generatedDialects, quantDialect, sparseTensorDialect, testDialect, dltiDialect];
}

/**
 * MLIR's registerAllDialects: adds tsmlir's dialects to a registry, or (given a context)
 * loads them into it.
 */
export function registerAllDialects(target: DialectRegistry | MLIRContext): void {
  if (target instanceof DialectRegistry) for (const dialect of allDialects()) target.insert(dialect);
  else for (const dialect of allDialects()) target.loadDialect(dialect);
}
