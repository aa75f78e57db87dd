// gpu's custom syntax: the generated formats (generated/upstream/gpu-assembly.ts) with what
// MLIR writes in C++: the formats' custom directives, its C++-defined types (async tokens,
// sparse handles) built where formats imply them, the element type of an mma matrix, the
// result names of its id/dimension ops, the hand-written syntax of gpu.module, gpu.func
// and gpu.launch, and its ops' C++ verifiers (verifiers.ts). gpu's types and attributes stay
// opaque (mma_matrix types are verified as they are read: mma.ts).
import { OpaqueType, type Operation, type Type, type Value } from "../../ir/index.js";
import { gpuAssembly, type GpuAssemblyHooks } from "../../../generated/upstream/gpu-assembly.js";
import * as directives from "./directives.js";
import { mmaMatrixParts } from "./mma.js";
import { funcSyntax, launchSyntax, moduleSyntax } from "./op-syntax.js";
import { gpuInterfaceVerifiers, gpuRegionVerifiers, gpuVerifiers } from "./verifiers.js";

function gpuType(body: string) {
  return (builder: { readonly context: Type["context"] }): Type => OpaqueType.get(builder.context, "gpu", body);
}

/** The element type of `!gpu.mma_matrix<16x16xf16, "AOp">`. */
function mmaElementType(self: Type): Type {
  return mmaMatrixParts(self)?.element ?? self;
}

/** `%thread_id_x` for `gpu.thread_id x`: the op's name and its dimension. */
function dimensionResultName(op: Operation, setName: (value: Value, name: string) => void): void {
  const dimension = op.getAttr("dimension");
  const suffix = dimension !== undefined && "data" in dimension && typeof dimension.data === "string" ? dimension.data.replace(/^dim\s+/, "") : "";
  setName(op.getResult(0), `${op.name.name.slice("gpu.".length)}_${suffix}`);
}

export const gpuSyntaxHooks: GpuAssemblyHooks = {
  directives,
  contextTypes: {
    AsyncTokenType: (builder) => directives.asyncTokenType(builder.context),
    SparseDnTensorHandleType: gpuType("sparse.dntensor_handle"),
    SparseSpGEMMOpHandleType: gpuType("sparse.spgemmop_handle"),
    SparseSpMatHandleType: gpuType("sparse.spmat_handle"),
  },
  types: { SubgroupMmaConstantMatrixOp: { value: mmaElementType } },
  resultNames: {
    BlockDimOp: dimensionResultName,
    BlockIdOp: dimensionResultName,
    ClusterBlockIdOp: dimensionResultName,
    ClusterDimOp: dimensionResultName,
    ClusterDimBlocksOp: dimensionResultName,
    ClusterIdOp: dimensionResultName,
    GlobalIdOp: dimensionResultName,
    GridDimOp: dimensionResultName,
    ThreadIdOp: dimensionResultName,
  },
  verifiers: gpuVerifiers,
  regionVerifiers: gpuRegionVerifiers,
  interfaceVerifiers: gpuInterfaceVerifiers,
  ops: { GPUFuncOp: funcSyntax, LaunchOp: launchSyntax, GPUModuleOp: moduleSyntax },
};

export const gpuSyntax = (): ReturnType<typeof gpuAssembly> => gpuAssembly(gpuSyntaxHooks);
