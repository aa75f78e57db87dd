// mesh's custom syntax: the generated formats (generated/upstream/mesh-assembly.ts) and the
// pieces MLIR writes in C++ (the DimensionList and DynamicIndexList directives, the empty
// default of the mesh axes, result names, verifiers).
import { DenseArrayAttr, IntegerType, type Attribute, type Operation, type Value } from "../../ir/index.js";
import type { OdsBuilder } from "../../asm/op-asm/index.js";
import { verifySymbol } from "../../ir/symbol-table.js";
import { meshAssembly, type MeshAssemblyHooks } from "../../../generated/upstream/mesh-assembly.js";
import { parseDimensionList, printDimensionList } from "../upstream/syntax/dimension-list.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";
import * as verify from "./verifiers.js";

/** The default of every mesh axes attribute: none (`array<i16>`). */
const noAxes = (builder: OdsBuilder): Attribute => DenseArrayAttr.get(IntegerType.get(builder.context, 16), new Int16Array(0));

/** An op naming its first result (or result group) `name`. */
const named =
  (name: string) =>
  (op: Operation, setName: (value: Value, name: string) => void): void => {
    if (op.numResults > 0) setName(op.getResult(0), name);
  };

export const meshSyntaxHooks: MeshAssemblyHooks = {
  directives: { parseDimensionList, printDimensionList, parseDynamicIndexList, printDynamicIndexList },
  defaults: {
    AllGatherOp: { mesh_axes: noAxes },
    AllReduceOp: { mesh_axes: noAxes },
    AllSliceOp: { mesh_axes: noAxes },
    AllToAllOp: { mesh_axes: noAxes },
    BroadcastOp: { mesh_axes: noAxes },
    GatherOp: { mesh_axes: noAxes },
    MeshShapeOp: { axes: noAxes },
    ProcessMultiIndexOp: { axes: noAxes },
    RecvOp: { mesh_axes: noAxes },
    ReduceOp: { mesh_axes: noAxes },
    ReduceScatterOp: { mesh_axes: noAxes },
    ScatterOp: { mesh_axes: noAxes },
    SendOp: { mesh_axes: noAxes },
    ShiftOp: { mesh_axes: noAxes },
  },
  resultNames: {
    AllGatherOp: named("all_gather"),
    AllReduceOp: named("all_reduce"),
    AllSliceOp: named("all_slice"),
    AllToAllOp: named("all_to_all"),
    BroadcastOp: named("broadcast"),
    GatherOp: named("gather"),
    MeshShapeOp: named("mesh_shape"),
    ProcessLinearIndexOp: named("proc_linear_idx"),
    ProcessMultiIndexOp: named("proc_linear_idx"),
    RecvOp: named("recv"),
    ReduceOp: named("reduce"),
    ReduceScatterOp: named("reduce_scatter"),
    ScatterOp: named("scatter"),
    SendOp: named("send"),
    ShardOp: named("sharding_annotated"),
    ShiftOp: named("shift"),
  },
  verifiers: { MeshOp: verify.verifyMeshOp },
  symbolUseVerifiers: {
    AllGatherOp: verify.verifyAllGather,
    AllReduceOp: verify.verifyCollectiveAxes,
    AllSliceOp: verify.verifyAllSlice,
    AllToAllOp: verify.verifyAllToAll,
    BroadcastOp: verify.verifyRooted,
    GatherOp: verify.verifyGather,
    MeshShapeOp: verify.verifyIndexedMeshQuery,
    ProcessLinearIndexOp: verify.verifyMeshReference,
    ProcessMultiIndexOp: verify.verifyIndexedMeshQuery,
    RecvOp: verify.verifyRecv,
    ReduceOp: verify.verifyRooted,
    ReduceScatterOp: verify.verifyReduceScatter,
    ScatterOp: verify.verifyScatter,
    SendOp: verify.verifySend,
    ShiftOp: verify.verifyShift,
  },
  interfaceVerifiers: { SymbolOpInterface: (op) => verifySymbol(op) },
};

export const meshSyntax = (): ReturnType<typeof meshAssembly> => meshAssembly(meshSyntaxHooks);
