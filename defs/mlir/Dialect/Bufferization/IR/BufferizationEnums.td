// tsmlir dialect definitions: the enums of the `bufferization` dialect.

#ifndef BUFFERIZATION_ENUMS
#define BUFFERIZATION_ENUMS

include "mlir/IR/EnumAttr.td"

// How a bufferization chooses the layout of the memref types it makes.
def LayoutMapOption : I32EnumAttr<"LayoutMapOption",
                                  "option for map layout", [
  I32EnumAttrCase<"InferLayoutMap", 0>,
  I32EnumAttrCase<"IdentityLayoutMap", 1>,
  I32EnumAttrCase<"FullyDynamicLayoutMap", 2>
]> {
  let cppNamespace = "::mlir::bufferization";
}

#endif // BUFFERIZATION_ENUMS
