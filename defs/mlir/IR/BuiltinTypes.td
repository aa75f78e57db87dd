// tsmlir dialect definitions: the builtin types.

#ifndef BUILTIN_TYPES
#define BUILTIN_TYPES

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinDialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

// Builtin types have their own syntax (no `!builtin.` prefix), hence no
// mnemonic; `typeMnemonic` only names them.
class Builtin_Type<string name, string typeMnemonic, list<Trait> traits = [],
                   string baseCppClass = "ir.Type">
    : TypeDef<Builtin_Dialect, name, traits, baseCppClass> {
  let mnemonic = ?;
  let typeName = "builtin." # typeMnemonic;
}

// Values of the type are immutable SSA values (vectors and tensors, as
// opposed to memrefs).
def ValueSemantics : NativeTypeTrait<"ValueSemantics"> {
  let cppNamespace = "::mlir";
}

def Builtin_Complex : Builtin_Type<"Complex", "complex"> {
  let summary = "Complex number with a parameterized element type";
  let description = [{
    A complex number whose real and imaginary parts have the element type,
    an integer or float type.

    ```mlir
    complex<f32>
    complex<i64>
    ```
  }];
  let parameters = (ins "ir.Type":$elementType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "ir.Type":$elementType), [{
      return $_get(elementType.context, elementType);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
}

// Float types share the ir.FloatType base; `keyword` is their spelling.
class Builtin_FloatType<string name, string mnemonic>
    : Builtin_Type<name, mnemonic, [], "ir.FloatType">;

def Builtin_Float8E5M2 : Builtin_FloatType<"Float8E5M2", "f8E5M2"> {
  let summary = "8-bit floating point with 2 bit mantissa";
  let description = [{
    8 bits: sign, 5 exponent bits (bias 15), 2 mantissa bits, with IEEE
    infinities and NaNs. Spelled `f8E5M2`.
  }];
}

def Builtin_Float8E4M3 : Builtin_FloatType<"Float8E4M3", "f8E4M3"> {
  let summary = "8-bit floating point with 3 bit mantissa";
  let description = [{
    8 bits: sign, 4 exponent bits (bias 7), 3 mantissa bits, following IEEE
    conventions for infinities and NaNs. Spelled `f8E4M3`.
  }];
}

def Builtin_Float8E4M3FN : Builtin_FloatType<"Float8E4M3FN", "f8E4M3FN"> {
  let summary = "8-bit floating point with 3 bit mantissa";
  let description = [{
    8 bits: sign, 4 exponent bits (bias 7), 3 mantissa bits; finite only
    (no infinities), with NaN encoded by all exponent and mantissa bits
    set. Spelled `f8E4M3FN`.
  }];
}

def Builtin_Float8E5M2FNUZ : Builtin_FloatType<"Float8E5M2FNUZ", "f8E5M2FNUZ"> {
  let summary = "8-bit floating point with 2 bit mantissa";
  let description = [{
    8 bits: sign, 5 exponent bits (bias 16), 2 mantissa bits; finite only,
    no negative zero, and the single NaN is the negative-zero pattern.
    Spelled `f8E5M2FNUZ`.
  }];
}

def Builtin_Float8E4M3FNUZ : Builtin_FloatType<"Float8E4M3FNUZ", "f8E4M3FNUZ"> {
  let summary = "8-bit floating point with 3 bit mantissa";
  let description = [{
    8 bits: sign, 4 exponent bits (bias 8), 3 mantissa bits; finite only,
    no negative zero, NaN is the negative-zero pattern. Spelled
    `f8E4M3FNUZ`.
  }];
}

def Builtin_Float8E4M3B11FNUZ
    : Builtin_FloatType<"Float8E4M3B11FNUZ", "f8E4M3B11FNUZ"> {
  let summary = "8-bit floating point with 3 bit mantissa";
  let description = [{
    Like `f8E4M3FNUZ` but with an exponent bias of 11. Spelled
    `f8E4M3B11FNUZ`.
  }];
}

def Builtin_BFloat16 : Builtin_FloatType<"BFloat16", "bf16"> {
  let summary = "bfloat16 floating-point type";
  let description = [{
    16 bits with the 8-bit exponent of f32 and a 7-bit mantissa.
  }];
}

def Builtin_Float16 : Builtin_FloatType<"Float16", "f16"> {
  let summary = "16-bit floating-point type";
  let description = [{ IEEE 754 half precision. }];
}

def Builtin_FloatTF32 : Builtin_FloatType<"FloatTF32", "tf32"> {
  let summary = "TF32 floating-point type";
  let description = [{
    19 bits: the 8-bit exponent of f32 with a 10-bit mantissa.
  }];
}

def Builtin_Float32 : Builtin_FloatType<"Float32", "f32"> {
  let summary = "32-bit floating-point type";
  let description = [{ IEEE 754 single precision. }];
}

def Builtin_Float64 : Builtin_FloatType<"Float64", "f64"> {
  let summary = "64-bit floating-point type";
  let description = [{ IEEE 754 double precision. }];
}

def Builtin_Float80 : Builtin_FloatType<"Float80", "f80"> {
  let summary = "80-bit floating-point type";
  let description = [{ x87 extended precision. }];
}

def Builtin_Float128 : Builtin_FloatType<"Float128", "f128"> {
  let summary = "128-bit floating-point type";
  let description = [{ IEEE 754 quadruple precision. }];
}

def Builtin_Function : Builtin_Type<"Function", "function"> {
  let summary = "Map from a list of inputs to a list of results";
  let description = [{
    The type of functions and of function values: argument types and
    result types.

    ```mlir
    () -> ()
    (i32, f32) -> (index, i1)
    ```
  }];
  let parameters = (ins "readonly ir.Type[]":$inputs,
                        "readonly ir.Type[]":$results);
  let builders = [
    TypeBuilder<(ins CArg<"readonly ir.Type[]">:$inputs,
                     CArg<"readonly ir.Type[]">:$results), [{
      return $_get($_ctxt, inputs, results);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genStorageClass = 0;
  let extraClassDeclaration = [{
    getNumInputs(): number {
      return this.inputs.length;
    }
    getNumResults(): number {
      return this.results.length;
    }
    // The same function type with other inputs and results.
    clone(inputs: readonly ir.Type[], results: readonly ir.Type[]): ir.FunctionType {
      return ir.FunctionType.get(this.context, inputs, results);
    }
  }];
}

def Builtin_Index : Builtin_Type<"Index", "index"> {
  let summary = "Integer-like type with unknown platform-dependent bit width";
  let description = [{
    The type of sizes, dimensions and loop indices. Its bit width is that
    of the target (see the data layout); index attributes hold 64-bit
    values.

    ```mlir
    %c = arith.constant 4 : index
    ```
  }];
  let extraClassDeclaration = [{
    // Bit width used for index attributes.
    static readonly kInternalStorageBitWidth = 64;
  }];
}

def Builtin_Integer : Builtin_Type<"Integer", "integer"> {
  let summary = "Integer type with arbitrary precision up to a fixed limit";
  let description = [{
    An integer of 1 to 2^24 bits. Signless integers (`i32`) leave the
    interpretation of the sign to the ops using them; `si32` and `ui32`
    are explicitly signed and unsigned.

    ```mlir
    i1
    i64
    si8
    ui16
    ```
  }];
  let parameters = (ins "number":$width, "ir.Signedness":$signedness);
  let builders = [
    TypeBuilder<(ins "number":$width,
                     CArg<"ir.Signedness", "\"signless\"">:$signedness)>
  ];
  let genStorageClass = 0;
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    isSignless(): boolean {
      return this.signedness === "signless";
    }
    isSigned(): boolean {
      return this.signedness === "signed";
    }
    isUnsigned(): boolean {
      return this.signedness === "unsigned";
    }
    // The widest integer the type system accepts.
    static readonly kMaxWidth = (1 << 24) - 1;
  }];
}

def Builtin_MemRef : Builtin_Type<"MemRef", "memref", [
    ShapedTypeInterface
  ], "BaseMemRefType"> {
  let summary = "Shaped reference to a region of memory";
  let description = [{
    A reference to a buffer of elements with a shape (dynamic sizes are
    `?`), a layout mapping indices to buffer positions (identity, strided
    or an affine map) and an optional memory space.

    ```mlir
    memref<16x?xf32>
    memref<4x4xi8, strided<[8, 1], offset: 2>>
    memref<?xf16, 3>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"number">:$shape,
    "ir.Type":$elementType,
    "ir.MemRefLayoutAttrInterface":$layout,
    "ir.Attribute | undefined":$memorySpace
  );
  let builders = [
    TypeBuilderWithInferredContext<(ins
      "readonly number[]":$shape, "ir.Type":$elementType,
      CArg<"ir.MemRefLayoutAttrInterface | undefined", "undefined">:$layout,
      CArg<"ir.Attribute | undefined", "undefined">:$memorySpace)>,
    TypeBuilderWithInferredContext<(ins
      "readonly number[]":$shape, "ir.Type":$elementType,
      CArg<"ir.AffineMap">:$map,
      CArg<"ir.Attribute | undefined", "undefined">:$memorySpace)>,
    TypeBuilderWithInferredContext<(ins
      "readonly number[]":$shape, "ir.Type":$elementType,
      "ir.AffineMap":$map,
      "number":$memorySpaceInd)>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
}

def Builtin_None : Builtin_Type<"None", "none"> {
  let summary = "A unit type";
  let description = [{
    A type with a single value, for ops and attributes that need a type
    but carry no data.

    ```mlir
    none
    ```
  }];
}

def Builtin_Opaque : Builtin_Type<"Opaque", "opaque"> {
  let summary = "Type of a non-registered dialect";
  let description = [{
    Keeps the text of a type from a dialect that is not loaded, so it can be
    printed back unchanged.

    ```mlir
    !unknown.thing<"payload">
    ```
  }];
  let parameters = (ins
    "ir.StringAttr":$dialectNamespace,
    StringRefParameter<"">:$typeData
  );
  let builders = [
    TypeBuilderWithInferredContext<(ins
      "ir.StringAttr":$dialectNamespace, CArg<"string", "\"\"">:$typeData
    ), [{
      return $_get(dialectNamespace.context, dialectNamespace, typeData);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
}

def Builtin_RankedTensor : Builtin_Type<"RankedTensor", "tensor", [
    ShapedTypeInterface, ValueSemantics
  ], "TensorType"> {
  let summary = "Multi-dimensional array with a fixed number of dimensions";
  let description = [{
    An immutable multi-dimensional value of known rank; sizes may be
    dynamic (`?`). An optional encoding attribute describes the storage
    (e.g. sparsity).

    ```mlir
    tensor<2x3xf32>
    tensor<?x8xi1>
    tensor<f64>
    tensor<4x4xf32, #my.encoding>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"number">:$shape,
    "ir.Type":$elementType,
    "ir.Attribute | undefined":$encoding
  );
  let builders = [
    TypeBuilderWithInferredContext<(ins
      "readonly number[]":$shape,
      "ir.Type":$elementType,
      CArg<"ir.Attribute | undefined", "undefined">:$encoding
    ), [{
      return $_get(elementType.context, shape, elementType, encoding);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
}

def Builtin_Tuple : Builtin_Type<"Tuple", "tuple"> {
  let summary = "Fixed-sized collection of other types";
  let description = [{
    A heterogeneous, possibly nested, list of types.

    ```mlir
    tuple<>
    tuple<i32, f32, tuple<index>>
    ```
  }];
  let parameters = (ins "readonly ir.Type[]":$types);
  let builders = [
    TypeBuilder<(ins "readonly ir.Type[]":$elementTypes), [{
      return $_get($_ctxt, elementTypes);
    }]>,
    TypeBuilder<(ins), [{
      return $_get($_ctxt, []);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genStorageClass = 0;
  let extraClassDeclaration = [{
    size(): number {
      return this.types.length;
    }
    getType(index: number): ir.Type {
      return this.types[index]!;
    }
  }];
}

def Builtin_UnrankedMemRef : Builtin_Type<"UnrankedMemRef", "unranked_memref", [
    ShapedTypeInterface
  ], "BaseMemRefType"> {
  let summary = "Shaped reference, with unknown rank, to a region of memory";
  let description = [{
    A memref whose rank is only known at run time.

    ```mlir
    memref<*xf32>
    memref<*xi8, 1>
    ```
  }];
  let parameters = (ins "ir.Type":$elementType,
                        "ir.Attribute | undefined":$memorySpace);
  let builders = [
    TypeBuilderWithInferredContext<(ins "ir.Type":$elementType,
                                        "ir.Attribute | undefined":$memorySpace), [{
      return $_get(elementType.context, elementType, memorySpace);
    }]>,
    TypeBuilderWithInferredContext<(ins "ir.Type":$elementType,
                                        "number":$memorySpace), [{
      const space = memorySpace === 0 ? undefined
          : ir.IntegerAttr.get(ir.IntegerType.get(elementType.context, 64), BigInt(memorySpace));
      return $_get(elementType.context, elementType, space);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
}

def Builtin_UnrankedTensor : Builtin_Type<"UnrankedTensor", "unranked_tensor", [
    ShapedTypeInterface, ValueSemantics
  ], "TensorType"> {
  let summary = "Multi-dimensional array with unknown dimensions";
  let description = [{
    A tensor whose rank is only known at run time.

    ```mlir
    tensor<*xf32>
    ```
  }];
  let parameters = (ins "ir.Type":$elementType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "ir.Type":$elementType), [{
      return $_get(elementType.context, elementType);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
}

def Builtin_Vector : Builtin_Type<"Vector", "vector",
    [ShapedTypeInterface, ValueSemantics], "Type"> {
  let summary = "Multi-dimensional SIMD vector type";
  let description = [{
    A fixed-shape multi-dimensional vector of integer, index or float
    elements; dimensions written `[n]` are scalable (n times a hardware
    factor known at run time). Rank 0 is allowed.

    ```mlir
    vector<4xf32>
    vector<2x[4]xi8>
    vector<f16>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"number">:$shape,
    "ir.Type":$elementType,
    ArrayRefParameter<"boolean">:$scalableDims
  );
  let builders = [
    TypeBuilderWithInferredContext<(ins
      "readonly number[]":$shape, "ir.Type":$elementType,
      CArg<"readonly boolean[]", "[]">:$scalableDims
    ), [{
      const dims = scalableDims.length === 0 ? shape.map(() => false) : scalableDims;
      return $_get(elementType.context, shape, elementType, dims);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    isScalable(): boolean {
      return this.scalableDims.includes(true);
    }
    allDimsScalable(): boolean {
      return this.scalableDims.length > 0 && this.scalableDims.every((d) => d);
    }
  }];
}

#endif // BUILTIN_TYPES
