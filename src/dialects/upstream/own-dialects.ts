// tsmlir's own dialects by namespace, each read only when a registry loads it. This module
// is a lazy boundary of tsmlir-opt's warm start (scripts/build-snapshot.mjs): every module
// it imports becomes a chunk of its own, loaded the first time a context meets the
// namespace, so the startup snapshot holds only the dialects its warm-up met. Imported as
// ES modules (the package API, bin/tsmlir-opt.mjs) they are ordinary imports, so loading
// stays synchronous.
import type { Dialect } from "../../ir/index.js";
import { arithDialect } from "../arith/index.js";
import { funcDialect } from "../func/index.js";
import { cfDialect } from "../cf/index.js";
import { scfDialect } from "../scf/index.js";
import { mathDialect } from "../math/index.js";
import { indexDialect } from "../index-dialect/index.js";
import { tensorDialect } from "../tensor/index.js";
import { memrefDialect } from "../memref/index.js";
import { complexDialect } from "../complex/index.js";
import { ubDialect } from "../ub/index.js";
import { affineDialect } from "../affine/index.js";
import { bufferizationDialect } from "../bufferization/index.js";
import { mlProgramDialect } from "../ml-program/index.js";
import { vectorDialect } from "../vector/index.js";
import { linalgDialect } from "../linalg/index.js";
import { quantDialect } from "../quant/index.js";
import { testDialect } from "../test/index.js";
import { dltiDialect } from "../dlti/index.js";

/**
 * tsmlir's own dialects in dependency order (the order registerAllDialects loads them into
 * a context): the namespace each registers, known without loading it, and its loader.
 * Each entry reads its module's export only when called, which keeps the chunk unloaded.
 */
export const OWN_DIALECTS: readonly (readonly [string, () => Dialect])[] = [
  ["arith", () => arithDialect],
  ["func", () => funcDialect],
  ["cf", () => cfDialect],
  ["scf", () => scfDialect],
  ["math", () => mathDialect],
  ["index", () => indexDialect],
  ["tensor", () => tensorDialect],
  ["memref", () => memrefDialect],
  ["complex", () => complexDialect],
  ["ub", () => ubDialect],
  ["affine", () => affineDialect],
  ["bufferization", () => bufferizationDialect],
  ["ml_program", () => mlProgramDialect],
  ["vector", () => vectorDialect],
  ["linalg", () => linalgDialect],
  ["quant", () => quantDialect],
  ["test", () => testDialect],
  ["dlti", () => dltiDialect],
];
