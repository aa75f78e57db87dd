// amdgpu's custom syntax: the generated formats (generated/upstream/amdgpu-assembly.ts); its
// C++ verifiers are not reproduced yet.
import { amdgpuAssembly, type AmdgpuAssemblyHooks } from "../../../generated/upstream/amdgpu-assembly.js";

export const amdgpuSyntaxHooks: AmdgpuAssemblyHooks = {
  verifiers: {},
};

export const amdgpuSyntax = (): ReturnType<typeof amdgpuAssembly> => amdgpuAssembly(amdgpuSyntaxHooks);
