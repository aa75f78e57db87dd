// tsmlir dialect definitions: the attribute interface of the `ub` dialect.

#ifndef UB_OPS_INTERFACES
#define UB_OPS_INTERFACES

include "mlir/IR/OpBase.td"

// Implemented by the attributes that stand for a poison value: ub.poison's
// `value`, and what a fold returns for a poisoned result.
def PoisonAttrInterface : AttrInterface<"PoisonAttrInterface"> {
  let cppNamespace = "::mlir::ub";
  let description = [{
    An attribute that stands for a poison value.
  }];
  let constBuilderCall = "PoisonAttr.get($_builder.context)";
}

#endif // UB_OPS_INTERFACES
