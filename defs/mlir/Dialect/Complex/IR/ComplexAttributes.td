// tsmlir dialect definitions: the attributes of the `complex` dialect.

#ifndef COMPLEX_ATTRIBUTES
#define COMPLEX_ATTRIBUTES

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Dialect/Complex/IR/ComplexBase.td"

// `#complex.number<:f32 1.0, -2.0>`: a complex value as a typed attribute.
def Complex_NumberAttr : AttrDef<Complex_Dialect, "Number", [TypedAttrInterface]> {
  let mnemonic = "number";
  let summary = "a complex number";
  let description = [{
    The real and imaginary parts, both of the element type written after the
    colon; the attribute's type is the complex type of that element type.

    ```mlir
    #complex.number<:f64 1.0, 2.0>
    ```
  }];
  let parameters = (ins APFloatParameter<"the real part">:$real,
                        APFloatParameter<"the imaginary part">:$imag,
                        AttributeSelfTypeParameter<"">:$type);
  // The parts must already be values of the element type (as the parser rounds them).
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.ComplexType":$type, "number":$real,
                                        "number":$imag), [{
      return $_get(type.context, real, imag, type);
    }]>
  ];
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
}

#endif // COMPLEX_ATTRIBUTES
