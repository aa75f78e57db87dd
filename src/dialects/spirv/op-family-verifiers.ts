// The C++ verifiers of spirv's op families kept in their own files (cooperative matrix,
// group, image, joint matrix, matrix, memory semantics, value ops), gathered so the dialect's
// syntax hooks take them in one place.
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { spirvCooperativeMatrixVerifiers } from "./cooperative-matrix-verifiers.js";
import { spirvGroupVerifiers } from "./group-verifiers.js";
import { spirvImageVerifiers } from "./image-verifiers.js";
import { spirvJointMatrixVerifiers } from "./joint-matrix-verifiers.js";
import { spirvMatrixVerifiers } from "./matrix-verifiers.js";
import { spirvMemorySemanticsVerifiers } from "./memory-semantics-verifiers.js";
import { spirvValueVerifiers } from "./value-verifiers.js";

export const spirvOpFamilyVerifiers: SpirvAssemblyHooks["verifiers"] = {
  ...spirvCooperativeMatrixVerifiers,
  ...spirvGroupVerifiers,
  ...spirvImageVerifiers,
  ...spirvJointMatrixVerifiers,
  ...spirvMatrixVerifiers,
  ...spirvMemorySemanticsVerifiers,
  ...spirvValueVerifiers,
};
