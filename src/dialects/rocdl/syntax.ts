// rocdl's custom syntax: the generated formats (generated/upstream/rocdl-assembly.ts) and the
// pieces MLIR writes in C++ (the raw buffer ops' syntax).
import { strippedLlvmPointer } from "../llvm/stripped-pointer.js";
import { rawBufferLoadSyntax, rawBufferStoreSyntax } from "./op-syntax.js";
import { rocdlAssembly, type RocdlAssemblyHooks } from "../../../generated/upstream/rocdl-assembly.js";

export const rocdlSyntaxHooks: RocdlAssemblyHooks = {
  strippedTypes: { LLVMPointerType: strippedLlvmPointer },
  ops: {
    RawBufferLoadOp: rawBufferLoadSyntax,
    RawBufferStoreOp: rawBufferStoreSyntax,
    RawBufferAtomicFAddOp: rawBufferStoreSyntax,
    RawBufferAtomicFMaxOp: rawBufferStoreSyntax,
    RawBufferAtomicSMaxOp: rawBufferStoreSyntax,
    RawBufferAtomicUMinOp: rawBufferStoreSyntax,
  },
};

export const rocdlSyntax = (): ReturnType<typeof rocdlAssembly> => rocdlAssembly(rocdlSyntaxHooks);
