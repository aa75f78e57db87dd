// Upstream's tests of the dialects whose custom syntax is generated from MLIR 19's .td files
// (issue 20): each `// -----` chunk of a dialect's ops/roundtrip/invalid file, run alone
// through mlir-opt 19 and tsmlir-opt. An ops or roundtrip chunk is compared printed in the
// custom form and in the generic form (--mlir-print-op-generic); an invalid chunk is run with
// --verify-diagnostics. A chunk mlir-opt 19 refuses in a mode (the copies are of later versions
// of the files, with syntax or messages MLIR 19 lacks) is left out of that mode, with mlir-opt's
// first error as the reason; the diagnostics mode then compares, for every chunk mlir-opt 19
// refuses as written, what both tools report (exit status and the whole of stderr), so no
// chunk goes unmeasured.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { upstreamTestsDir } from "../environment.js";
import { differenceOf, runMlirOpt, runTsmlirOpt, type ToolRun, type Workspace } from "../rewrite/canonicalize-harness.js";

export interface SyntaxTestFile {
  readonly dialect: string;
  /** `mlir/test/Dialect/...` under llvm-project. */
  readonly path: string;
  /**
   * roundtrip: compared in the custom and generic forms; invalid: under
   * --verify-diagnostics; mixed: valid chunks and chunks with expected diagnostics side by
   * side, compared in the custom and generic forms and, for the latter, under
   * --verify-diagnostics too.
   */
  readonly kind: "roundtrip" | "invalid" | "mixed";
}

export const SYNTAX_TEST_FILES: readonly SyntaxTestFile[] = [
  { dialect: "ub", path: "mlir/test/Dialect/UB/ops.mlir", kind: "roundtrip" },
  { dialect: "complex", path: "mlir/test/Dialect/Complex/ops.mlir", kind: "roundtrip" },
  { dialect: "complex", path: "mlir/test/Dialect/Complex/invalid.mlir", kind: "invalid" },
  { dialect: "tensor", path: "mlir/test/Dialect/Tensor/ops.mlir", kind: "roundtrip" },
  { dialect: "tensor", path: "mlir/test/Dialect/Tensor/invalid.mlir", kind: "invalid" },
  { dialect: "memref", path: "mlir/test/Dialect/MemRef/ops.mlir", kind: "roundtrip" },
  { dialect: "memref", path: "mlir/test/Dialect/MemRef/invalid.mlir", kind: "invalid" },
  { dialect: "bufferization", path: "mlir/test/Dialect/Bufferization/ops.mlir", kind: "roundtrip" },
  { dialect: "bufferization", path: "mlir/test/Dialect/Bufferization/invalid.mlir", kind: "invalid" },
  { dialect: "ml_program", path: "mlir/test/Dialect/MLProgram/ops.mlir", kind: "roundtrip" },
  { dialect: "ml_program", path: "mlir/test/Dialect/MLProgram/invalid.mlir", kind: "invalid" },
  { dialect: "pdl", path: "mlir/test/Dialect/PDL/ops.mlir", kind: "roundtrip" },
  { dialect: "pdl", path: "mlir/test/Dialect/PDL/invalid.mlir", kind: "invalid" },
  { dialect: "pdl_interp", path: "mlir/test/Dialect/PDLInterp/ops.mlir", kind: "roundtrip" },
  { dialect: "pdl_interp", path: "mlir/test/Dialect/PDLInterp/invalid.mlir", kind: "invalid" },
  { dialect: "tosa", path: "mlir/test/Dialect/Tosa/ops.mlir", kind: "roundtrip" },
  { dialect: "vector", path: "mlir/test/Dialect/Vector/ops.mlir", kind: "roundtrip" },
  { dialect: "affine", path: "mlir/test/Dialect/Affine/ops.mlir", kind: "roundtrip" },
  { dialect: "affine", path: "mlir/test/Dialect/Affine/invalid.mlir", kind: "invalid" },
  { dialect: "vector", path: "mlir/test/Dialect/Vector/invalid.mlir", kind: "invalid" },
  { dialect: "llvm", path: "mlir/test/Dialect/LLVMIR/func.mlir", kind: "mixed" },
  { dialect: "llvm", path: "mlir/test/Dialect/LLVMIR/global.mlir", kind: "mixed" },
  { dialect: "gpu", path: "mlir/test/Dialect/GPU/ops.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Dialect/GPU/invalid.mlir", kind: "invalid" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/named-ops.mlir", kind: "mixed" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/invalid.mlir", kind: "invalid" },
  { dialect: "shape", path: "mlir/test/Dialect/Shape/ops.mlir", kind: "roundtrip" },
  { dialect: "shape", path: "mlir/test/Dialect/Shape/invalid.mlir", kind: "invalid" },
  { dialect: "async", path: "mlir/test/Dialect/Async/ops.mlir", kind: "roundtrip" },
  { dialect: "emitc", path: "mlir/test/Dialect/EmitC/ops.mlir", kind: "roundtrip" },
  { dialect: "nvvm", path: "mlir/test/Dialect/LLVMIR/nvvm.mlir", kind: "mixed" },
  { dialect: "rocdl", path: "mlir/test/Dialect/LLVMIR/rocdl.mlir", kind: "mixed" },
  { dialect: "nvgpu", path: "mlir/test/Dialect/NVGPU/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "nvgpu", path: "mlir/test/Dialect/NVGPU/invalid.mlir", kind: "invalid" },
  { dialect: "amdgpu", path: "mlir/test/Dialect/AMDGPU/ops.mlir", kind: "roundtrip" },
  { dialect: "omp", path: "mlir/test/Dialect/OpenMP/ops.mlir", kind: "roundtrip" },
  { dialect: "omp", path: "mlir/test/Dialect/OpenMP/invalid.mlir", kind: "invalid" },
  { dialect: "omp", path: "mlir/test/Dialect/OpenMP/attr.mlir", kind: "roundtrip" },
  { dialect: "acc", path: "mlir/test/Dialect/OpenACC/ops.mlir", kind: "roundtrip" },
  { dialect: "acc", path: "mlir/test/Dialect/OpenACC/invalid.mlir", kind: "invalid" },
  { dialect: "acc", path: "mlir/test/Dialect/OpenACC/canonicalize.mlir", kind: "roundtrip" },
  { dialect: "acc", path: "mlir/test/Dialect/OpenACC/legalize-data.mlir", kind: "roundtrip" },
  { dialect: "acc", path: "mlir/test/Dialect/OpenACC/cse.mlir", kind: "roundtrip" },
  { dialect: "acc", path: "mlir/test/Dialect/OpenACC/legalize-serial.mlir", kind: "roundtrip" },
  { dialect: "arm_neon", path: "mlir/test/Dialect/ArmNeon/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "arm_sve", path: "mlir/test/Dialect/ArmSVE/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "x86vector", path: "mlir/test/Dialect/X86Vector/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "amx", path: "mlir/test/Dialect/AMX/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "amx", path: "mlir/test/Dialect/AMX/invalid.mlir", kind: "invalid" },
  { dialect: "arm_sve", path: "mlir/test/Dialect/ArmSVE/invalid.mlir", kind: "invalid" },
  { dialect: "amdgpu", path: "mlir/test/Dialect/AMDGPU/invalid.mlir", kind: "invalid" },
  { dialect: "arm_sme", path: "mlir/test/Dialect/ArmSME/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "arm_sme", path: "mlir/test/Dialect/ArmSME/invalid.mlir", kind: "invalid" },
  { dialect: "ptr", path: "mlir/test/Dialect/Ptr/types.mlir", kind: "roundtrip" },
  { dialect: "ptr", path: "mlir/test/Dialect/Ptr/ops.mlir", kind: "roundtrip" },
  { dialect: "ptr", path: "mlir/test/Dialect/Ptr/invalid.mlir", kind: "invalid" },
  { dialect: "mpi", path: "mlir/test/Dialect/MPI/ops.mlir", kind: "roundtrip" },
  { dialect: "mpi", path: "mlir/test/Dialect/MPI/mpiops.mlir", kind: "roundtrip" },
  { dialect: "sparse_tensor", path: "mlir/test/Dialect/SparseTensor/invalid.mlir", kind: "invalid" },
  { dialect: "mesh", path: "mlir/test/Dialect/Mesh/invalid.mlir", kind: "invalid" },
  { dialect: "xegpu", path: "mlir/test/Dialect/XeGPU/invalid.mlir", kind: "invalid" },
  { dialect: "sparse_tensor", path: "mlir/test/Dialect/SparseTensor/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "sparse_tensor", path: "mlir/test/Dialect/SparseTensor/roundtrip_encoding.mlir", kind: "roundtrip" },
  { dialect: "sparse_tensor", path: "mlir/test/Dialect/SparseTensor/invalid_encoding.mlir", kind: "invalid" },
  { dialect: "sparse_tensor", path: "mlir/test/Dialect/SparseTensor/invalid.subset.mlir", kind: "invalid" },
  { dialect: "tosa", path: "mlir/test/Dialect/Tosa/invalid.mlir", kind: "invalid" },
  { dialect: "mesh", path: "mlir/test/Dialect/Mesh/ops.mlir", kind: "roundtrip" },
  { dialect: "xegpu", path: "mlir/test/Dialect/XeGPU/XeGPUOps.mlir", kind: "roundtrip" },
  { dialect: "async", path: "mlir/test/Dialect/Async/verify.mlir", kind: "mixed" },
  { dialect: "llvm", path: "mlir/test/Dialect/LLVMIR/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Dialect/LLVMIR/invalid.mlir", kind: "invalid" },
  { dialect: "transform", path: "mlir/test/Dialect/Transform/ops.mlir", kind: "roundtrip" },
  { dialect: "transform", path: "mlir/test/Dialect/Transform/ops-invalid.mlir", kind: "invalid" },
  { dialect: "emitc", path: "mlir/test/Dialect/EmitC/invalid_ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/composite-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/composite-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/memory-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/memory-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/control-flow-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/control-flow-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/structure-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/structure-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/misc-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/misc-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/function-decorations.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/function-decorations.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/return-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/asm-op-interface.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/invalid.mlir", kind: "invalid" },
  // spirv's op families: these files mix valid and expected-error chunks, so each is compared
  // as written (custom and generic form) and under --verify-diagnostics.
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/logical-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/logical-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/gl-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/gl-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/ocl-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/ocl-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/atomic-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/atomic-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/group-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/group-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/non-uniform-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/non-uniform-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/barrier-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/barrier-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/matrix-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/matrix-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/integer-dot-product-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/integer-dot-product-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/primitive-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/khr-cooperative-matrix-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/khr-cooperative-matrix-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/bit-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/bit-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/arithmetic-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/arithmetic-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/cast-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/cast-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/target-and-abi.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/target-and-abi.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/types.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/types.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/intel-ext-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/intel-ext-ops.mlir", kind: "invalid" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/joint-matrix-ops.mlir", kind: "roundtrip" },
  { dialect: "spirv", path: "mlir/test/Dialect/SPIRV/IR/joint-matrix-ops.mlir", kind: "invalid" },
  { dialect: "polynomial", path: "mlir/test/Dialect/Polynomial/attributes.mlir", kind: "invalid" },
  { dialect: "polynomial", path: "mlir/test/Dialect/Polynomial/ops.mlir", kind: "roundtrip" },
  { dialect: "polynomial", path: "mlir/test/Dialect/Polynomial/ops_errors.mlir", kind: "invalid" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/cmath.irdl.mlir", kind: "roundtrip" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/cpred.irdl.mlir", kind: "roundtrip" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/cyclic-types.irdl.mlir", kind: "roundtrip" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/test-type.irdl.mlir", kind: "roundtrip" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/testd.irdl.mlir", kind: "roundtrip" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/variadics.irdl.mlir", kind: "roundtrip" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/invalid.irdl.mlir", kind: "invalid" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/attributes-op.irdl.mlir", kind: "invalid" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/regions-ops.irdl.mlir", kind: "invalid" },
  { dialect: "irdl", path: "mlir/test/Dialect/IRDL/variadics-error.irdl.mlir", kind: "invalid" },
  { dialect: "llvm", path: "mlir/test/Dialect/LLVMIR/debuginfo.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Dialect/LLVMIR/parameter-attrs-invalid.mlir", kind: "invalid" },
  { dialect: "llvm", path: "mlir/test/Dialect/LLVMIR/loop-metadata.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Dialect/LLVMIR/tbaa-invalid.mlir", kind: "invalid" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/transform-ops.mlir", kind: "roundtrip" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/transform-ops-invalid.mlir", kind: "invalid" },
  { dialect: "dlti", path: "mlir/test/Dialect/DLTI/roundtrip.mlir", kind: "roundtrip" },
  { dialect: "dlti", path: "mlir/test/Dialect/DLTI/valid.mlir", kind: "roundtrip" },
  { dialect: "dlti", path: "mlir/test/Dialect/DLTI/invalid.mlir", kind: "invalid" },
  { dialect: "quant", path: "mlir/test/Dialect/Quant/ops.mlir", kind: "roundtrip" },
  { dialect: "quant", path: "mlir/test/Dialect/Quant/parse-uniform.mlir", kind: "roundtrip" },
  { dialect: "quant", path: "mlir/test/Dialect/Quant/Bytecode/types.mlir", kind: "roundtrip" },
  { dialect: "quant", path: "mlir/test/Dialect/Quant/invalid.mlir", kind: "invalid" },
  { dialect: "quant", path: "mlir/test/Dialect/Quant/parse-uniform-invalid.mlir", kind: "invalid" },
  { dialect: "quant", path: "mlir/test/Dialect/Quant/parse-any-invalid.mlir", kind: "invalid" },
  { dialect: "quant", path: "mlir/test/Dialect/Quant/parse-calibrated-invalid.mlir", kind: "invalid" },
  // IR written outside the dialect tests: conversions' inputs, integration tests, LLVM IR
  // translation inputs (how compilers built on MLIR write it).
  { dialect: "shape", path: "mlir/test/Conversion/ShapeToStandard/convert-shape-constraints.mlir", kind: "roundtrip" },
  { dialect: "tensor", path: "mlir/test/Conversion/TensorToLinalg/tensor-ops-to-linalg.mlir", kind: "roundtrip" },
  { dialect: "math", path: "mlir/test/Conversion/MathToLLVM/math-to-llvm.mlir", kind: "roundtrip" },
  { dialect: "index", path: "mlir/test/Conversion/IndexToLLVM/index-to-llvm.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Conversion/GPUToNVVM/gpu-to-nvvm-target-attr.mlir", kind: "roundtrip" },
  { dialect: "sparse_tensor", path: "mlir/test/Integration/Dialect/SparseTensor/CPU/sparse_print.mlir", kind: "roundtrip" },
  { dialect: "sparse_tensor", path: "mlir/test/Integration/Dialect/SparseTensor/CPU/sparse_reduce_custom.mlir", kind: "roundtrip" },
  { dialect: "scf", path: "mlir/test/Conversion/SCFToOpenMP/reductions.mlir", kind: "roundtrip" },
  { dialect: "async", path: "mlir/test/Conversion/AsyncToLLVM/convert-runtime-to-llvm.mlir", kind: "roundtrip" },
  { dialect: "tosa", path: "mlir/test/Conversion/TosaToSCF/tosa-to-scf.mlir", kind: "roundtrip" },
  { dialect: "acc", path: "mlir/test/Conversion/OpenACCToSCF/convert-openacc-to-scf.mlir", kind: "roundtrip" },
  { dialect: "vector", path: "mlir/test/Conversion/VectorToSCF/unrolled-vector-to-loops.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/llvmir-types.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/blockaddress.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/attribute-alias-scopes.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/loop-metadata.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/comdat.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/anonymous-tbaa.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/fp-math-function-attributes.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/llvmir-phi-loc.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Dialect/GPU/promotion.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/frame-pointer.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/call-argument-attributes.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Target/LLVMIR/module-asm.mlir", kind: "roundtrip" },
  { dialect: "arith", path: "mlir/test/Conversion/ArithToSPIRV/fast-math.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Conversion/GPUToSPIRV/load-store.mlir", kind: "roundtrip" },
  { dialect: "ub", path: "mlir/test/Conversion/UBToLLVM/ub-to-llvm.mlir", kind: "roundtrip" },
  { dialect: "bufferization", path: "mlir/test/Conversion/BufferizationToMemRef/bufferization-to-memref.mlir", kind: "roundtrip" },
  { dialect: "vector", path: "mlir/test/Integration/Dialect/Vector/CPU/0-d-vectors.mlir", kind: "roundtrip" },
  { dialect: "vector", path: "mlir/test/Integration/Dialect/Vector/CPU/ArmSVE/arrays-of-scalable-vectors.mlir", kind: "roundtrip" },
  { dialect: "llvm", path: "mlir/test/Integration/Dialect/Vector/CPU/X86Vector/test-inline-asm-vector-avx512.mlir", kind: "roundtrip" },
  // Round 2 of IR written outside the dialect tests: Transforms pass inputs, more conversion
  // inputs, and transformation-pass inputs of the big dialects.
  { dialect: "builtin", path: "mlir/test/Transforms/canonicalize.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Transforms/canonicalize-block-merge.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Transforms/canonicalize-cfg-reachability.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Transforms/canonicalize-cse-between-iterations.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Transforms/canonicalize-dce.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Transforms/canonicalize-debuginfo.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Transforms/canonicalize-filter-dialects.mlir", kind: "roundtrip" },
  { dialect: "func", path: "mlir/test/Transforms/inlining.mlir", kind: "roundtrip" },
  { dialect: "func", path: "mlir/test/Transforms/inlining-dce.mlir", kind: "roundtrip" },
  { dialect: "func", path: "mlir/test/Transforms/inlining-missing-terminator.mlir", kind: "mixed" },
  { dialect: "func", path: "mlir/test/Transforms/inlining-recursive.mlir", kind: "roundtrip" },
  { dialect: "func", path: "mlir/test/Transforms/inlining-recursive-2.mlir", kind: "roundtrip" },
  { dialect: "func", path: "mlir/test/Transforms/inlining-recursive-self.mlir", kind: "roundtrip" },
  { dialect: "func", path: "mlir/test/Transforms/inlining-threshold.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Transforms/sccp.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Transforms/sccp-callgraph.mlir", kind: "roundtrip" },
  { dialect: "scf", path: "mlir/test/Transforms/sccp-structured.mlir", kind: "roundtrip" },
  { dialect: "vector", path: "mlir/test/Conversion/VectorToLLVM/vector-mask-to-llvm.mlir", kind: "roundtrip" },
  { dialect: "vector", path: "mlir/test/Conversion/VectorToLLVM/vector-scalable-memcpy.mlir", kind: "roundtrip" },
  { dialect: "memref", path: "mlir/test/Conversion/MemRefToLLVM/convert-alloca-scope.mlir", kind: "roundtrip" },
  { dialect: "memref", path: "mlir/test/Conversion/MemRefToLLVM/generic-functions.mlir", kind: "roundtrip" },
  { dialect: "complex", path: "mlir/test/Conversion/ComplexToStandard/full-conversion.mlir", kind: "roundtrip" },
  { dialect: "affine", path: "mlir/test/Conversion/AffineToStandard/lower-affine-to-vector.mlir", kind: "roundtrip" },
  { dialect: "tosa", path: "mlir/test/Conversion/TosaToArith/tosa-to-arith.mlir", kind: "roundtrip" },
  { dialect: "omp", path: "mlir/test/Conversion/OpenMPToLLVM/convert-to-llvmir.mlir", kind: "roundtrip" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/detensorize_if.mlir", kind: "roundtrip" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/fusion-indexed.mlir", kind: "roundtrip" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/transform-op-pad.mlir", kind: "mixed" },
  { dialect: "linalg", path: "mlir/test/Integration/Dialect/Linalg/CPU/test-tensor-matmul.mlir", kind: "roundtrip" },
  { dialect: "scf", path: "mlir/test/Dialect/SCF/for-loop-peeling.mlir", kind: "roundtrip" },
  { dialect: "affine", path: "mlir/test/Dialect/Affine/affine-loop-normalize.mlir", kind: "roundtrip" },
  { dialect: "tensor", path: "mlir/test/Dialect/Tensor/fold-empty-op.mlir", kind: "roundtrip" },
  { dialect: "tensor", path: "mlir/test/Dialect/Tensor/simplify-pack-unpack.mlir", kind: "roundtrip" },
  { dialect: "tensor", path: "mlir/test/Dialect/Tensor/decompose-concat.mlir", kind: "roundtrip" },
  { dialect: "tensor", path: "mlir/test/Dialect/Tensor/fold-reassociative-reshapes.mlir", kind: "roundtrip" },
  { dialect: "sparse_tensor", path: "mlir/test/Dialect/SparseTensor/sparse_pack.mlir", kind: "roundtrip" },
  { dialect: "sparse_tensor", path: "mlir/test/Dialect/SparseTensor/sparse_foreach.mlir", kind: "roundtrip" },
  { dialect: "nvgpu", path: "mlir/test/Dialect/NVGPU/optimize-shared-memory.mlir", kind: "roundtrip" },
  { dialect: "vector", path: "mlir/test/Dialect/Vector/vector-shape-cast-lowering-transforms.mlir", kind: "roundtrip" },
  { dialect: "vector", path: "mlir/test/Dialect/Vector/vector-mask-lowering-transforms.mlir", kind: "roundtrip" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/transform-op-split.mlir", kind: "mixed" },
  { dialect: "arith", path: "mlir/test/Conversion/ArithToLLVM/convert-nd-vector-to-llvmir.mlir", kind: "roundtrip" },
  { dialect: "bufferization", path: "mlir/test/Dialect/Bufferization/Transforms/lower-deallocations.mlir", kind: "roundtrip" },
  { dialect: "complex", path: "mlir/test/Conversion/ComplexToLLVM/convert-to-llvm.mlir", kind: "roundtrip" },
  { dialect: "linalg", path: "mlir/test/Dialect/Linalg/decompose-ops.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Conversion/GPUToROCDL/memref.mlir", kind: "roundtrip" },
  { dialect: "func", path: "mlir/test/Conversion/FuncToLLVM/convert-argattrs.mlir", kind: "roundtrip" },
  { dialect: "scf", path: "mlir/test/Conversion/SCFToGPU/parallel_loop.mlir", kind: "roundtrip" },
  { dialect: "math", path: "mlir/test/Conversion/MathToLibm/convert-to-libm.mlir", kind: "roundtrip" },
  { dialect: "tensor", path: "mlir/test/Dialect/Tensor/fold-into-pack-and-unpack.mlir", kind: "roundtrip" },
  { dialect: "memref", path: "mlir/test/Dialect/MemRef/emulate-narrow-type.mlir", kind: "mixed" },
  { dialect: "gpu", path: "mlir/test/Conversion/GPUToROCDL/wmma-ops-to-rocdl.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Conversion/GPUToROCDL/gpu-to-rocdl-opencl.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Conversion/GPUToROCDL/gpu-to-rocdl-subgroup-id.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Conversion/GPUToROCDL/private-func-no-c-interface.mlir", kind: "roundtrip" },
  { dialect: "gpu", path: "mlir/test/Conversion/GPUToROCDL/gpu-to-rocdl-hip.mlir", kind: "roundtrip" },
  { dialect: "func", path: "mlir/test/Conversion/FuncToLLVM/call-attributes.mlir", kind: "roundtrip" },
  { dialect: "builtin", path: "mlir/test/Conversion/FuncToLLVM/convert-data-layout.mlir", kind: "roundtrip" },
];

/** A comparison mode: its name and the flags added. */
export interface SyntaxMode {
  readonly name: "custom" | "generic" | "verify-diagnostics" | "diagnostics";
  readonly flags: readonly string[];
}

const ROUNDTRIP_MODES: readonly SyntaxMode[] = [
  { name: "custom", flags: [] },
  { name: "generic", flags: ["--mlir-print-op-generic"] },
];
const INVALID_MODES: readonly SyntaxMode[] = [{ name: "verify-diagnostics", flags: ["--verify-diagnostics"] }];
/** Chunks mlir-opt 19 refuses as written: both tools' errors, compared whole. */
const DIAGNOSTICS_MODE: SyntaxMode = { name: "diagnostics", flags: [] };

export interface SyntaxChunk {
  readonly file: SyntaxTestFile;
  readonly index: number;
  readonly label: string;
  readonly text: string;
}

/** `path#index@label`, a chunk's key in the list of known differences. */
export function chunkKey(c: SyntaxChunk): string {
  return `${c.file.path}#${c.index}@${c.label}`;
}

/** The chunks of a file, as --split-input-file cuts them. */
export function syntaxChunks(file: SyntaxTestFile): SyntaxChunk[] {
  const text = readFileSync(join(upstreamTestsDir, file.path), "latin1");
  return text.split(/^\/\/ -----.*$/m).map((chunk, i) => ({
    file,
    index: i + 1,
    label: /@([\w$.-]+)/.exec(chunk.replace(/^\/\/.*$/gm, ""))?.[1] ?? "?",
    text: chunk,
  }));
}

/** One top-level op of a chunk (a function, a global), with the alias definitions it uses. */
export interface SyntaxPiece {
  readonly chunk: SyntaxChunk;
  readonly name: string;
  readonly text: string;
}

/** `path#index:piece@name`, a piece's key in the list of known differences. */
export function pieceKey(p: SyntaxPiece): string {
  return `${p.chunk.file.path}#${p.chunk.index}:piece@${p.name}`;
}

/** A line starting a top-level op or an alias definition. */
const TOP_LEVEL = /^(?:[a-z_][\w$]*\.[\w.$]+|"[a-z_][\w$]*\.[\w.$]+"|[#!][\w$.-]+\s*=)/;

/**
 * The top-level ops of a chunk, each alone with the alias definitions and the other top-level
 * ops (symbols it calls or refers to) it uses: a chunk mlir-opt 19 refuses as a whole (one
 * function using a later syntax) still has its other functions compared.
 */
export function syntaxPieces(chunk: SyntaxChunk): SyntaxPiece[] {
  const aliases: string[] = [];
  const pieces: { name: string; lines: string[] }[] = [];
  // Where the lines that follow a top-level line go: the current op's, or the last alias's.
  let target: string[] | undefined;
  for (const line of chunk.text.split("\n")) {
    if (TOP_LEVEL.test(line)) {
      target = [line];
      if (/^[#!]/.test(line)) aliases.push(line);
      else pieces.push({ name: /@([\w$.-]+)/.exec(line)?.[1] ?? `op${pieces.length + 1}`, lines: target });
      if (/^[#!]/.test(line)) target = undefined;
      continue;
    }
    if (target !== undefined) target.push(line);
    else if (aliases.length > 0 && line.trim() !== "" && !line.startsWith("//")) aliases[aliases.length - 1] += `\n${line}`;
  }
  const ops = pieces.map((p) => ({ name: `@${p.name}`, text: p.lines.join("\n") }));
  const definitions = aliases.map((a) => ({ name: /^[#!][\w$.-]+/.exec(a)?.[0] ?? a, text: a }));
  return ops.map((op) => {
    const others = ops.filter((o) => o !== op);
    const used = definitionsUsedBy(op.text, others);
    const withOps = ops.filter((o) => o === op || used.includes(o)).map((o) => o.text);
    const usedAliases = definitionsUsedBy(withOps.join("\n"), definitions).map((d) => d.text);
    return { chunk, name: op.name.slice(1), text: `${usedAliases.join("\n")}\n${withOps.join("\n")}\n` };
  });
}

interface Definition {
  /** How others refer to it: `#alias`, `!alias`, `@symbol`. */
  readonly name: string;
  readonly text: string;
}

/**
 * The definitions `text` refers to, directly or through other definitions, in their order (a
 * name counts outside `//` comments, not followed by more of a name). An alias of a later
 * syntax one function uses does not make mlir-opt 19 refuse the others; a function calling
 * another is compared with it.
 */
function definitionsUsedBy(text: string, definitions: readonly Definition[]): Definition[] {
  const code = (body: string): string => body.replace(/\/\/.*$/gm, "");
  const mentions = (body: string, name: string): boolean => new RegExp(`${name.replace(/[$.]/g, "\\$&")}(?![\\w$.-])`).test(body);
  const used = new Set<Definition>();
  const pending = [code(text)];
  for (let body = pending.pop(); body !== undefined; body = pending.pop()) {
    for (const definition of definitions) {
      if (used.has(definition) || !mentions(body, definition.name)) continue;
      used.add(definition);
      pending.push(code(definition.text));
    }
  }
  return definitions.filter((d) => used.has(d));
}

const here = dirname(fileURLToPath(import.meta.url));

/** syntax-known.tsv: `key<TAB>mode<TAB>reason`, the chunks known to differ in a mode and why. */
export function knownSyntaxDifferences(): Map<string, string> {
  const known = new Map<string, string>();
  for (const line of readFileSync(join(here, "syntax-known.tsv"), "utf8").split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const [key = "", mode = "", reason = ""] = line.split("\t");
    known.set(`${key}\t${mode}`, reason);
  }
  return known;
}

export interface SyntaxOutcome {
  readonly file: SyntaxTestFile;
  readonly mode: SyntaxMode;
  readonly chunks: number;
  /** In the diagnostics mode: chunks mlir-opt 19 accepts as written (compared in the other modes). */
  readonly accepted: number;
  /** Top-level ops of refused chunks, compared one by one. */
  readonly pieces: number;
  readonly identical: string[];
  readonly knownDifferent: string[];
  /** Chunks left out, with why. */
  readonly leftOut: string[];
  /** Differences not listed as known, and listed ones now identical. */
  readonly failures: string[];
}

export function modesOf(file: SyntaxTestFile): readonly SyntaxMode[] {
  const modes = file.kind === "invalid" ? INVALID_MODES : file.kind === "mixed" ? [...ROUNDTRIP_MODES, ...INVALID_MODES] : ROUNDTRIP_MODES;
  return ownsDiagnostics(file) ? [...modes, DIAGNOSTICS_MODE] : modes;
}

/** A file listed twice (as roundtrip and as invalid) has its diagnostics compared once, with the invalid entry. */
function ownsDiagnostics(file: SyntaxTestFile): boolean {
  const entries = SYNTAX_TEST_FILES.filter((f) => f.path === file.path);
  return file.kind !== "roundtrip" || entries.every((f) => f.kind === "roundtrip");
}

/**
 * mlir-opt's runs of one file, by flags and input: the diagnostics mode runs it with the
 * custom mode's flags on the same chunks, so a file's modes share one run per chunk.
 */
export class OracleRuns {
  private readonly runs = new Map<string, ToolRun>();
  private path = "";

  constructor(private readonly workspace: Workspace) {}

  /** Forgets the runs of the previous file when `path` is another one. */
  forFile(path: string): this {
    if (path !== this.path) this.runs.clear();
    this.path = path;
    return this;
  }

  run(input: string, flags: readonly string[]): ToolRun {
    const key = `${flags.join(" ")}\0${input}`;
    let result = this.runs.get(key);
    if (result === undefined) {
      result = runMlirOpt(this.workspace, input, flags);
      this.runs.set(key, result);
    }
    return result;
  }
}

/** Every chunk of `file` in `mode`, both tools. */
export async function compareSyntaxFile(
  workspace: Workspace,
  file: SyntaxTestFile,
  mode: SyntaxMode,
  known: Map<string, string>,
  oracle: OracleRuns = new OracleRuns(workspace),
): Promise<SyntaxOutcome> {
  oracle.forFile(file.path);
  const outcome: SyntaxOutcome = { file, mode, chunks: 0, accepted: 0, pieces: 0, identical: [], knownDifferent: [], leftOut: [], failures: [] };
  if (!existsSync(join(upstreamTestsDir, file.path))) {
    outcome.leftOut.push(`${file.path} is not in the copy of upstream's tests (${upstreamTestsDir})`);
    return outcome;
  }
  const chunks = syntaxChunks(file);
  (outcome as { chunks: number }).chunks = chunks.length;
  for (const chunk of chunks) {
    const key = chunkKey(chunk);
    if (mode.name === "diagnostics") {
      await compareRefusal(workspace, oracle, chunk, mode, known, outcome);
      continue;
    }
    if (file.kind === "mixed" && mode.name === "verify-diagnostics" && !chunk.text.includes("expected-")) {
      outcome.leftOut.push(`${key}: no expected diagnostics (compared in the custom and generic forms)`);
      continue;
    }
    const theirs = oracle.run(chunk.text, mode.flags);
    if (theirs.code !== 0) {
      // mlir-opt 19 refuses the chunk itself (later syntax) or its expected diagnostics.
      outcome.leftOut.push(`${key}: mlir-opt 19 refuses it: ${firstError(theirs.stderr, theirs.code)}`);
      // Its top-level ops are compared one by one (a roundtrip chunk of several).
      const pieces = mode.name !== "verify-diagnostics" ? syntaxPieces(chunk) : [];
      if (pieces.length > 1) for (const piece of pieces) await comparePiece(workspace, piece, mode, known, outcome);
      continue;
    }
    const ours = await runTsmlirOpt(workspace, chunk.text, mode.flags);
    record(outcome, key, mode, differenceOf(theirs, ours), known);
  }
  return outcome;
}

/**
 * A chunk mlir-opt 19 refuses as written: both tools must refuse it alike, with the same
 * diagnostics. A crash of mlir-opt (an assertion, a signal, a run that does not end) is no
 * behaviour to reproduce: left out, with why.
 */
async function compareRefusal(workspace: Workspace, oracle: OracleRuns, chunk: SyntaxChunk, mode: SyntaxMode, known: Map<string, string>, outcome: SyntaxOutcome): Promise<void> {
  const key = chunkKey(chunk);
  const theirs = oracle.run(chunk.text, mode.flags);
  if (theirs.code === 0) {
    (outcome as { accepted: number }).accepted++;
    return;
  }
  if (theirs.code !== 1 || theirs.stderr.includes("Stack dump")) {
    outcome.leftOut.push(`${key}: mlir-opt 19 crashes on it (${firstError(theirs.stderr, theirs.code)})`);
    return;
  }
  const ours = await runTsmlirOpt(workspace, chunk.text, mode.flags);
  record(outcome, key, mode, differenceOf(theirs, ours), known);
}

function firstError(stderr: string, code: number): string {
  const line = stderr.split("\n").find((l) => l.includes("error")) ?? `exit ${code}`;
  return line.replace(/^.*?error: /, "");
}

async function comparePiece(workspace: Workspace, piece: SyntaxPiece, mode: SyntaxMode, known: Map<string, string>, outcome: SyntaxOutcome): Promise<void> {
  const key = pieceKey(piece);
  (outcome as { pieces: number }).pieces++;
  const theirs = runMlirOpt(workspace, piece.text, mode.flags);
  if (theirs.code !== 0) {
    outcome.leftOut.push(`${key}: mlir-opt 19 refuses it: ${firstError(theirs.stderr, theirs.code)}`);
    return;
  }
  const ours = await runTsmlirOpt(workspace, piece.text, mode.flags);
  record(outcome, key, mode, differenceOf(theirs, ours), known);
}

function record(outcome: SyntaxOutcome, key: string, mode: SyntaxMode, difference: string | undefined, known: Map<string, string>): void {
  {
    const reason = known.get(`${key}\t${mode.name}`);
    if (difference === undefined) {
      outcome.identical.push(key);
      if (reason !== undefined) outcome.failures.push(`${key} [${mode.name}] is listed as known different (${reason}) but is identical now`);
    } else if (reason !== undefined) {
      outcome.knownDifferent.push(`${key}: ${reason}`);
    } else {
      outcome.failures.push(`${key} [${mode.name}]: ${difference}`);
    }
  }
}

export function describeSyntaxOutcome(o: SyntaxOutcome): string {
  const compared = o.identical.length + o.knownDifferent.length + o.failures.filter((f) => !f.includes("identical now")).length;
  const lines =
    o.mode.name === "diagnostics"
      ? [`${o.file.dialect} ${o.file.path} [diagnostics]: ${o.identical.length}/${compared} refused alike (${o.chunks} chunks, ${o.accepted} accepted by mlir-opt 19; ${o.leftOut.length} left out)`]
      : [`${o.file.dialect} ${o.file.path} [${o.mode.name}]: ${o.identical.length}/${compared} identical (${o.chunks} chunks and ${o.pieces} top-level ops of refused chunks; ${o.leftOut.length} left out)`];
  for (const k of o.knownDifferent) lines.push(`  known different: ${k}`);
  for (const l of o.leftOut) lines.push(`  left out: ${l}`);
  return lines.join("\n");
}
