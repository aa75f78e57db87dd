// Registration of tsmlir's ODS-generated dialects (func, arith, cf, scf, math, index)
// into a context; tsmlir-opt calls registerAllDialects on every context it creates.
// builtin is always loaded by MLIRContext itself.
import type { MLIRContext } from "../ir/index.js";
import { generatedDialects } from "../../generated/all.js";
import { withConstantFolds } from "./constant-folds.js";
import { quantDialect } from "./quant/index.js";
import { sparseTensorDialect } from "./sparse-tensor/index.js";
import { testDialect } from "./test/index.js";
import { dltiDialect } from "./dlti/index.js";

export function registerAllDialects(context: MLIRContext): void {
  // Constant folds and materializers by hand until the generator emits them (constant-folds.ts).
  for (const dialect of generatedDialects) context.loadDialect(withConstantFolds(dialect));
  context.loadDialect(quantDialect);
  context.loadDialect(sparseTensorDialect);
  context.loadDialect(testDialect);
  context.loadDialect(dltiDialect);
}
