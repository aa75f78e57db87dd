// Dialects that mlir-opt 19 registers (its --help "Available Dialects" list). Ops of
// these dialects are registered there even when tsmlir does not define them yet, which
// changes a few printing rules (inherent attributes in properties are visited for
// aliases, empty properties are not printed).
import type { Operation } from "../ir/operation.js";

const UPSTREAM_DIALECTS: ReadonlySet<string> = new Set([
  "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async",
  "bufferization", "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl",
  "linalg", "llvm", "math", "memref", "mesh", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl",
  "pdl_interp", "polynomial", "ptr", "quant", "rocdl", "scf", "shape", "sparse_tensor", "spirv",
  "tensor", "test", "test_dyn", "tosa", "transform", "ub", "vector", "x86vector", "xegpu",
]);

/** The registered dialects that accept ops they do not define (MLIR's allowUnknownOperations). */
const ALLOWING_UNKNOWN_OPERATIONS: ReadonlySet<string> = new Set(["llvm", "nvvm", "rocdl", "shape", "spirv", "test"]);

/** Whether mlir-opt 19 accepts ops of this registered dialect that the dialect does not define. */
export function upstreamDialectAllowsUnknownOperations(namespace: string): boolean {
  return ALLOWING_UNKNOWN_OPERATIONS.has(namespace);
}

/** Whether mlir-opt 19 registers this dialect (so it parses the bodies of its attributes and types). */
export function isUpstreamDialect(namespace: string): boolean {
  return UPSTREAM_DIALECTS.has(namespace);
}

/** Whether mlir-opt 19 would treat this op as a registered op (its dialect is registered there). */
export function isUpstreamRegisteredOp(op: Operation): boolean {
  if (op.isRegistered()) return true;
  const namespace = op.name.dialectNamespace;
  if (!UPSTREAM_DIALECTS.has(namespace)) return false;
  // A dialect that allows unknown ops upstream (test) says which of its ops are registered there.
  const known = op.context.getDialect(namespace)?.upstreamOperationNames;
  return known === undefined || known.has(op.name.name);
}
