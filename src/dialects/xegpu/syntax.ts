// xegpu's custom syntax: the generated formats (generated/upstream/xegpu-assembly.ts), the
// tensor_desc read and printed stripped where a format names it without `qualified`, the
// DynamicIndexList directive, and the ops' C++ verifiers.
import { xegpuAssembly, type XegpuAssemblyHooks } from "../../../generated/upstream/xegpu-assembly.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";
import { strippedTensorDesc } from "./types.js";
import * as verify from "./verifiers.js";

export const xegpuSyntaxHooks: XegpuAssemblyHooks = {
  directives: { parseDynamicIndexList, printDynamicIndexList },
  strippedTypes: { TensorDescType: strippedTensorDesc },
  verifiers: {
    CreateNdDescOp: verify.verifyCreateNdDesc,
    CreateDescOp: verify.verifyCreateDesc,
    DpasOp: verify.verifyDpas,
    LoadGatherOp: verify.verifyLoadGather,
    LoadNdOp: verify.verifyLoadNd,
    PrefetchOp: verify.verifyPrefetch,
    PrefetchNdOp: verify.verifyPrefetchNd,
    StoreScatterOp: verify.verifyStoreScatter,
    StoreNdOp: verify.verifyStoreNd,
    UpdateNdOffsetOp: verify.verifyUpdateNdOffset,
  },
  interfaceVerifiers: { OffsetSizeAndStrideOpInterface: verify.verifyCreateNdDescView },
};

export const xegpuSyntax = (): ReturnType<typeof xegpuAssembly> => xegpuAssembly(xegpuSyntaxHooks);
