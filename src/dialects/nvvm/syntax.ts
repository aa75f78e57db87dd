// nvvm's custom syntax: the generated formats (generated/upstream/nvvm-assembly.ts) and the
// pieces MLIR writes in C++ (mma.sync and vote.ballot.sync's syntax, verifiers).
import { mmaSyntax, voteBallotSyntax } from "./op-syntax.js";
import { verifyMmaSync } from "./mma-sync-verifier.js";
import { verifyWmmaLoad, verifyWmmaMma, verifyWmmaStore } from "./wmma-verifiers.js";
import { verifyBarrier, verifyCpAsync, verifyFenceProxy, verifyLdMatrix, verifySetMaxRegister, verifyShfl, verifyStMatrix } from "./verifiers.js";
import { verifyBulkTensorLoad, verifyBulkTensorStore } from "./bulk-tensor-verifiers.js";
import { verifyWgmmaMmaAsync } from "./wgmma-verifier.js";
import { strippedLlvmPointer } from "../llvm/stripped-pointer.js";
import { nvvmAssembly, type NvvmAssemblyHooks } from "../../../generated/upstream/nvvm-assembly.js";

export const nvvmSyntaxHooks: NvvmAssemblyHooks = {
  strippedTypes: { LLVMPointerType: strippedLlvmPointer },
  verifiers: {
    BarrierOp: verifyBarrier,
    CpAsyncBulkTensorGlobalToSharedClusterOp: verifyBulkTensorLoad,
    CpAsyncBulkTensorSharedCTAToGlobalOp: verifyBulkTensorStore,
    CpAsyncOp: verifyCpAsync,
    FenceProxyOp: verifyFenceProxy,
    LdMatrixOp: verifyLdMatrix,
    MmaOp: verifyMmaSync,
    SetMaxRegisterOp: verifySetMaxRegister,
    ShflOp: verifyShfl,
    StMatrixOp: verifyStMatrix,
    WMMALoadOp: verifyWmmaLoad,
    WMMAMmaOp: verifyWmmaMma,
    WMMAStoreOp: verifyWmmaStore,
    WgmmaMmaAsyncOp: verifyWgmmaMmaAsync,
  },
  ops: { MmaOp: mmaSyntax, VoteBallotOp: voteBallotSyntax },
};

export const nvvmSyntax = (): ReturnType<typeof nvvmAssembly> => nvvmAssembly(nvvmSyntaxHooks);
