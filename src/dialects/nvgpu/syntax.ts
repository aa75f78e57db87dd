// nvgpu's custom syntax: the generated formats (generated/upstream/nvgpu-assembly.ts), its
// types read and printed stripped, and the verifiers MLIR writes in C++.
import { nvgpuAssembly, type NvgpuAssemblyHooks } from "../../../generated/upstream/nvgpu-assembly.js";
import { strippedNvgpuType } from "./stripped-types.js";
import { verifyDeviceAsyncCopy, verifyLdMatrix, verifyMmaSparseSync, verifyMmaSync } from "./verifiers.js";

export const nvgpuSyntaxHooks: NvgpuAssemblyHooks = {
  strippedTypes: {
    MBarrierGroupType: strippedNvgpuType("mbarrier.group"),
    TensorMapDescriptorType: strippedNvgpuType("tensormap.descriptor"),
    WarpgroupAccumulatorType: strippedNvgpuType("warpgroup.accumulator"),
    WarpgroupMatrixDescriptorType: strippedNvgpuType("warpgroup.descriptor"),
  },
  verifiers: { DeviceAsyncCopyOp: verifyDeviceAsyncCopy, LdMatrixOp: verifyLdMatrix, MmaSparseSyncOp: verifyMmaSparseSync, MmaSyncOp: verifyMmaSync },
};

export const nvgpuSyntax = (): ReturnType<typeof nvgpuAssembly> => nvgpuAssembly(nvgpuSyntaxHooks);
