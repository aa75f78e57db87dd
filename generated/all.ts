// @generated from defs/ — do not edit
import type { MLIRContext } from "../src/ir/index.js";
import { arithDialect } from "./arith.js";
import { funcDialect } from "./func.js";
import { cfDialect } from "./cf.js";
import { scfDialect } from "./scf.js";
import { mathDialect } from "./math.js";
import { indexDialect } from "./index-dialect.js";

/** Every generated dialect, in dependency order. */
export const generatedDialects = [arithDialect, funcDialect, cfDialect, scfDialect, mathDialect, indexDialect] as const;

/** Loads every generated dialect into `context`. */
export function loadGeneratedDialects(context: MLIRContext): void {
  for (const dialect of generatedDialects) context.loadDialect(dialect);
}
