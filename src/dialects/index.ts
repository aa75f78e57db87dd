// The dialects tsmlir registers: its ODS-generated dialects (func, arith, cf, scf, math,
// index), each made from its generated module and the hooks written here, and the
// hand-written attribute/type syntax of quant, sparse_tensor, dlti and MLIR's test
// dialect. tsmlir-opt calls registerAllDialects on every context it creates; builtin is
// always loaded by MLIRContext itself.
import type { Dialect, MLIRContext } from "../ir/index.js";
import { arithDialect } from "./arith/index.js";
import { funcDialect } from "./func/index.js";
import { cfDialect } from "./cf/index.js";
import { scfDialect } from "./scf/index.js";
import { mathDialect } from "./math/index.js";
import { indexDialect } from "./index-dialect/index.js";
import { quantDialect } from "./quant/index.js";
import { sparseTensorDialect } from "./sparse-tensor/index.js";
import { testDialect } from "./test/index.js";
import { dltiDialect } from "./dlti/index.js";

/** The dialects generated from defs/, in dependency order. */
export const generatedDialects: readonly Dialect[] = [arithDialect, funcDialect, cfDialect, scfDialect, mathDialect, indexDialect];

export function registerAllDialects(context: MLIRContext): void {
  for (const dialect of generatedDialects) context.loadDialect(dialect);
  context.loadDialect(quantDialect);
  context.loadDialect(sparseTensorDialect);
  context.loadDialect(testDialect);
  context.loadDialect(dltiDialect);
}
