// amdgpu's custom syntax: the generated formats (generated/upstream/amdgpu-assembly.ts) and
// the verifiers MLIR writes in C++.
import { amdgpuAssembly, type AmdgpuAssemblyHooks } from "../../../generated/upstream/amdgpu-assembly.js";
import { rawBufferVerifier, verifyMfma, verifyPackedFp8, verifyWmma } from "./verifiers.js";

const loadVerifier = rawBufferVerifier(0);
const storeVerifier = rawBufferVerifier(1);

export const amdgpuSyntaxHooks: AmdgpuAssemblyHooks = {
  verifiers: {
    MFMAOp: verifyMfma,
    PackedStochRoundFp8Op: verifyPackedFp8,
    PackedTrunc2xFp8Op: verifyPackedFp8,
    RawBufferAtomicCmpswapOp: rawBufferVerifier(2),
    RawBufferAtomicFaddOp: storeVerifier,
    RawBufferAtomicFmaxOp: storeVerifier,
    RawBufferAtomicSmaxOp: storeVerifier,
    RawBufferAtomicUminOp: storeVerifier,
    RawBufferLoadOp: loadVerifier,
    RawBufferStoreOp: storeVerifier,
    WMMAOp: verifyWmma,
  },
};

export const amdgpuSyntax = (): ReturnType<typeof amdgpuAssembly> => amdgpuAssembly(amdgpuSyntaxHooks);
