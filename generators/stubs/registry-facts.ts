// What mlir-opt 19's dialect registry holds that its .td files do not say: which dialects
// it registers (its `--help` "Available Dialects" list), which of them accept ops they do
// not define (MLIR's allowUnknownOperations, set in C++), and which of them tsmlir defines
// itself or cannot read from installed definitions. The stub generator reads the rest
// (op names, inherent attributes, property layouts, structural traits) from the .td files.

/** Every dialect mlir-opt 19 registers. */
export const MLIR_OPT_DIALECTS: readonly string[] = [
  "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async",
  "bufferization", "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl",
  "linalg", "llvm", "math", "memref", "mesh", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl",
  "pdl_interp", "polynomial", "ptr", "quant", "rocdl", "scf", "shape", "sparse_tensor", "spirv",
  "tensor", "test", "test_dyn", "tosa", "transform", "ub", "vector", "x86vector", "xegpu",
];

/** The registered dialects whose C++ constructor calls allowUnknownOperations(). */
export const ALLOWING_UNKNOWN_OPERATIONS: ReadonlySet<string> = new Set(["llvm", "nvvm", "rocdl", "shape", "spirv", "test"]);

/**
 * Registered dialects that get no generated stub: builtin (src/ir), the dialects generated
 * from our own defs/ (generated/*.ts), and upstream's `test` dialect, whose .td files are
 * not installed (its registrations are recorded in src/dialects/test).
 */
export const NOT_STUBBED: ReadonlySet<string> = new Set(["builtin", "arith", "func", "cf", "scf", "math", "index", "tensor", "memref", "complex", "ub", "affine", "bufferization", "ml_program", "vector", "linalg", "test"]);

/** An op a dialect defines in C++ only (no ODS record): what its stub and hooks need. */
export interface CppOnlyOperation {
  /** The op name without its dialect prefix. */
  readonly name: string;
  /** Its C++ class (the name of its hook slots). */
  readonly cppClassName: string;
  /** Its trait set (generators/stubs/traits.ts tokens). */
  readonly traits: string;
  /** It has a hand-written parser and printer. */
  readonly hasCustomAssemblyFormat: boolean;
  /** Its C++ verifies more than its structure. */
  readonly hasVerifier: boolean;
}

/**
 * Ops mlir-opt 19 registers that no installed .td file defines, by dialect, for dialects that
 * are stubs or assembly dialects. None today: affine's C++-only DMA ops, the one case, are
 * defined in our own defs/ with the rest of affine.
 */
export const CPP_ONLY_OPERATIONS: ReadonlyMap<string, readonly CppOnlyOperation[]> = new Map();
