// tsmlir dialect definitions: how `scf.forall` iterations map to hardware.

#ifndef MLIR_DEVICEMAPPINGINTERFACE
#define MLIR_DEVICEMAPPINGINTERFACE

include "mlir/IR/OpBase.td"

def DeviceMappingAttrInterface : AttrInterface<"DeviceMappingAttrInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An attribute naming a processing unit dimension (a GPU block or thread
    dimension, for instance) that one dimension of an `scf.forall` is
    distributed over.
  }];

  let methods = [
    InterfaceMethod<"The mapping as an integer id.", "bigint", "getMappingId">,
    InterfaceMethod<"Whether the mapping is linearized over all dimensions.",
      "boolean", "isLinearMapping">,
    InterfaceMethod<[{
        The position of this mapping within its group, from 0, usable as an
        index into a dense array.
      }],
      "bigint", "getRelativeIndex">,
  ];
}

def DeviceMappingArrayAttr
    : TypedArrayAttrBase<DeviceMappingAttrInterface,
                         "Device Mapping array attribute">;

#endif // MLIR_DEVICEMAPPINGINTERFACE
