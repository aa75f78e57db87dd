// gpu's C++ verifiers, by the op classes the generated hooks name (their checks live in the
// topic modules: kernel-launch, function, reductions, memory, mma).
import type { GpuAssemblyHooks } from "../../../generated/upstream/gpu-assembly.js";
import { verifyFuncInterface, verifyReturn } from "./function.js";
import { verifyLaunch, verifyLaunchFunc, verifyLaunchRegions } from "./kernel-launch.js";
import { verifyAlloc, verifyDynamicSharedMemory, verifyMemcpy } from "./memory.js";
import { verifyMmaCompute, verifyMmaLoad, verifyMmaStore } from "./mma.js";
import { verifyAllReduceRegions, verifySubgroupReduce } from "./reductions.js";

export const gpuVerifiers: GpuAssemblyHooks["verifiers"] = {
  AllocOp: verifyAlloc,
  DynamicSharedMemoryOp: verifyDynamicSharedMemory,
  LaunchOp: verifyLaunch,
  LaunchFuncOp: verifyLaunchFunc,
  MemcpyOp: verifyMemcpy,
  ReturnOp: verifyReturn,
  SubgroupMmaComputeOp: verifyMmaCompute,
  SubgroupMmaLoadMatrixOp: verifyMmaLoad,
  SubgroupMmaStoreMatrixOp: verifyMmaStore,
  SubgroupReduceOp: verifySubgroupReduce,
};

export const gpuRegionVerifiers: NonNullable<GpuAssemblyHooks["regionVerifiers"]> = {
  AllReduceOp: verifyAllReduceRegions,
  LaunchOp: verifyLaunchRegions,
};

export const gpuInterfaceVerifiers: NonNullable<GpuAssemblyHooks["interfaceVerifiers"]> = {
  // gpu.func's verifyType and verifyBody, inside the interface's verifier.
  FunctionOpInterface: verifyFuncInterface,
};
