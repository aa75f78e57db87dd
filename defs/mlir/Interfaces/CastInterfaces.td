// tsmlir ODS library: cast ops.

#ifndef MLIR_INTERFACES_CASTINTERFACES
#define MLIR_INTERFACES_CASTINTERFACES

include "mlir/IR/OpBase.td"

def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = [{
    An op converting values of some types to other types without further
    semantics. Casts from a type to itself fold away, and chains of casts
    can be simplified.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    StaticInterfaceMethod<"Whether a cast from `inputs` to `outputs` is valid.",
      "boolean", "areCastCompatible",
      (ins "readonly ir.Type[]":$inputs, "readonly ir.Type[]":$outputs)>,
  ];

  let verify = [{
    return ir.verifyCastInterfaceOp($_op);
  }];
}

#endif // MLIR_INTERFACES_CASTINTERFACES
