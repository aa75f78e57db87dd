// tsmlir dialect definitions: the builtin attributes.

#ifndef BUILTIN_ATTRIBUTES
#define BUILTIN_ATTRIBUTES

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinDialect.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

// Builtin attributes have their own syntax (no `#builtin.` prefix), hence
// no mnemonic; `attrMnemonic` only names them.
class Builtin_Attr<string name, string attrMnemonic, list<Trait> traits = [],
                   string baseCppClass = "ir.Attribute">
    : AttrDef<Builtin_Dialect, name, traits, baseCppClass> {
  let mnemonic = ?;
  let attrName = "builtin." # attrMnemonic;
}

def Builtin_AffineMapAttr : Builtin_Attr<"AffineMap", "affine_map", [
    MemRefLayoutAttrInterface
  ]> {
  let summary = "An Attribute containing an AffineMap object";
  let description = [{
    Wraps an affine map; also usable as a memref layout.

    ```mlir
    affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>
    ```
  }];
  let parameters = (ins "ir.AffineMap":$value);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.AffineMap":$value), [{
      return $_get(value.context, value);
    }]>
  ];
  let extraClassDeclaration = [{
    getAffineMap(): ir.AffineMap {
      return this.value;
    }
  }];
  let skipDefaultBuilders = 1;
}

def Builtin_ArrayAttr : Builtin_Attr<"Array", "array"> {
  let summary = "A collection of other Attribute values";
  let description = [{
    An ordered list of attributes of any kinds.

    ```mlir
    [1 : i32, "two", [3.0 : f32]]
    ```
  }];
  let parameters = (ins ArrayRefParameter<"ir.Attribute", "">:$value);
  let extraClassDeclaration = [{
    get size(): number {
      return this.value.length;
    }
    at(index: number): ir.Attribute | undefined {
      return this.value[index];
    }
  }];
}

// Raw little-endian bytes of a dense array, kept 8-byte aligned so that
// typed views can be taken directly.
def Builtin_DenseArrayRawDataParameter
    : ArrayRefParameter<"number", "64-bit aligned storage for dense array elements"> {
  let allocator = [{
    $_dst = ir.alignedBytes($_self, 8);
  }];
}

def Builtin_DenseArray : Builtin_Attr<"DenseArray", "dense_array"> {
  let summary = "A dense array of integer or floating point elements.";
  let description = [{
    A one-dimensional array of integers or floats stored densely, used for
    small lists such as sizes or offsets.

    ```mlir
    array<i64: 1, 2, 3>
    array<f32>
    ```
  }];
  let parameters = (ins
    "ir.Type":$elementType,
    "number":$size,
    Builtin_DenseArrayRawDataParameter:$rawData
  );
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.Type":$elementType,
                                        "number":$size,
                                        "readonly number[]":$rawData), [{
      return $_get(elementType.context, elementType, size, rawData);
    }]>,
  ];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    get empty(): boolean {
      return this.size === 0;
    }
  }];
}

def Builtin_DenseIntOrFPElementsAttr : Builtin_Attr<
    "DenseIntOrFPElements", "dense_int_or_fp_elements", [ElementsAttrInterface],
    "DenseElementsAttr"
  > {
  let summary = "An Attribute containing a dense multi-dimensional array of "
                "integer or floating-point values";
  let description = [{
    The elements of a vector or tensor of integers, index values, floats or
    complex numbers, stored as packed bits; a splat stores one element.

    ```mlir
    dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    dense<0.5> : vector<8xf16>
    ```
  }];
  let parameters = (ins AttributeSelfTypeParameter<"", "ir.ShapedType">:$type,
                        "Uint8Array":$rawData);
  let genAccessors = 0;
  let genStorageClass = 0;
  let skipDefaultBuilders = 1;
}

def Builtin_DenseStringElementsAttr : Builtin_Attr<
    "DenseStringElements", "dense_string_elements", [ElementsAttrInterface],
    "DenseElementsAttr"
  > {
  let summary = "An Attribute containing a dense multi-dimensional array of "
                "strings";
  let description = [{
    ```mlir
    dense<["a", "bc"]> : tensor<2x!str.type>
    ```
  }];
  let parameters = (ins AttributeSelfTypeParameter<"", "ir.ShapedType">:$type,
                        "readonly string[]":$value);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.ShapedType":$type,
                                        "readonly string[]":$values), [{
      return $_get(type.context, type, values);
    }]>,
  ];
  let genAccessors = 0;
  let genStorageClass = 0;
  let skipDefaultBuilders = 1;
}

def Builtin_DenseResourceElementsAttr : Builtin_Attr<"DenseResourceElements",
    "dense_resource_elements", [ElementsAttrInterface]> {
  let summary = "An Attribute containing a dense multi-dimensional array "
                "backed by a resource";
  let description = [{
    Elements stored in a named blob of the `builtin` resource section of
    the file, so that large constants are not printed inline.

    ```mlir
    dense_resource<weights> : tensor<1024xf32>
    ```
  }];
  let parameters = (ins
    AttributeSelfTypeParameter<"", "ir.ShapedType">:$type,
    ResourceHandleParameter<"ir.DenseResourceElementsHandle">:$rawHandle
  );
  let builders = [
    AttrBuilderWithInferredContext<(ins
      "ir.ShapedType":$type, "ir.DenseResourceElementsHandle":$handle
    )>,
    AttrBuilderWithInferredContext<(ins
      "ir.ShapedType":$type, "string":$blobName, "ir.AsmResourceBlob":$blob
    )>
  ];
  let skipDefaultBuilders = 1;
}

def Builtin_DictionaryAttr : Builtin_Attr<"Dictionary", "dictionary"> {
  let summary = "An dictionary of named Attribute values";
  let description = [{
    Named attributes sorted by name, each name appearing once.

    ```mlir
    {alignment = 16 : i64, name = "buf"}
    ```
  }];
  let parameters = (ins ArrayRefParameter<"ir.NamedAttribute", "">:$value);
  let builders = [
    AttrBuilder<(ins CArg<"readonly ir.NamedAttribute[]", "[]">:$value)>
  ];
  let extraClassDeclaration = [{
    get(name: string): ir.Attribute | undefined {
      return this.value.find((entry) => entry.name.value === name)?.value;
    }
    contains(name: string): boolean {
      return this.get(name) !== undefined;
    }
  }];
  let skipDefaultBuilders = 1;
}

def Builtin_FloatAttr : Builtin_Attr<"Float", "float", [TypedAttrInterface]> {
  let summary = "An Attribute containing a floating-point value";
  let description = [{
    A float constant of a float type, exact to the bit.

    ```mlir
    4.25 : f32
    0x7FC00000 : f32
    ```
  }];
  let parameters = (ins AttributeSelfTypeParameter<"">:$type,
                        APFloatParameter<"">:$value);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.Type":$type,
                                        "ir.APFloat":$value), [{
      return $_get(type.context, type, value);
    }]>,
    AttrBuilderWithInferredContext<(ins "ir.Type":$type, "number":$value), [{
      return $_get(type.context, type, ir.APFloat.fromNumber(type, value));
    }]>
  ];
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 1;
}

def Builtin_IntegerAttr : Builtin_Attr<"Integer", "integer",
    [TypedAttrInterface]> {
  let summary = "An Attribute containing a integer value";
  let description = [{
    An integer constant of an integer or index type; `i1` values print as
    `true`/`false`.

    ```mlir
    42 : i32
    -1 : index
    true
    ```
  }];
  let parameters = (ins AttributeSelfTypeParameter<"">:$type, "bigint":$value);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.Type":$type, "bigint":$value), [{
      return $_get(type.context, type, value);
    }]>,
    AttrBuilder<(ins "bigint":$value, "number":$width, "boolean":$isSigned), [{
      const type = ir.IntegerType.get($_ctxt, width, isSigned ? "signed" : "unsigned");
      return $_get($_ctxt, type, value);
    }]>,
    AttrBuilderWithInferredContext<(ins "ir.Type":$type, "number":$value), [{
      return $_get(type.context, type, BigInt(value));
    }]>
  ];
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 1;
}

def Builtin_IntegerSetAttr : Builtin_Attr<"IntegerSet", "integer_set"> {
  let summary = "An Attribute containing an IntegerSet object";
  let description = [{
    ```mlir
    affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
    ```
  }];
  let parameters = (ins "ir.IntegerSet":$value);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.IntegerSet":$value), [{
      return $_get(value.context, value);
    }]>
  ];
  let skipDefaultBuilders = 1;
}

def Builtin_OpaqueAttr : Builtin_Attr<"Opaque", "opaque",
    [TypedAttrInterface]> {
  let summary = "An opaque representation of another Attribute";
  let description = [{
    Keeps the text of an attribute of a dialect that is not loaded.

    ```mlir
    #unknown.thing<"data">
    ```
  }];
  let parameters = (ins "ir.StringAttr":$dialectNamespace,
                        StringRefParameter<"">:$attrData,
                        AttributeSelfTypeParameter<"">:$type);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.StringAttr":$dialect,
                                        "string":$attrData,
                                        "ir.Type":$type), [{
      return $_get(dialect.context, dialect, attrData, type);
    }]>
  ];
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 1;
}

def Builtin_SparseElementsAttr : Builtin_Attr<
    "SparseElements", "sparse_elements", [ElementsAttrInterface]
  > {
  let summary = "An opaque representation of a multi-dimensional array";
  let description = [{
    A mostly-zero vector or tensor given by the coordinates of its non-zero
    elements (a 2-d i64 tensor) and their values.

    ```mlir
    sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
    ```
  }];
  let parameters = (ins AttributeSelfTypeParameter<"", "ir.ShapedType">:$type,
                        "ir.DenseIntElementsAttr":$indices,
                        "ir.DenseElementsAttr":$values);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.ShapedType":$type,
                                        "ir.DenseElementsAttr":$indices,
                                        "ir.DenseElementsAttr":$values), [{
      return $_get(type.context, type, indices, values);
    }]>,
  ];
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 1;
}

def StridedLayoutAttr : Builtin_Attr<"StridedLayout", "strided_layout",
    [DeclareAttrInterfaceMethods<MemRefLayoutAttrInterface,
                                 ["verifyLayout"]>]> {
  let summary = "An Attribute representing a strided layout of a shaped type";
  let description = [{
    A memref layout placing element (i0, i1, ...) at
    `offset + i0 * stride0 + i1 * stride1 + ...`; `?` marks dynamic values.

    ```mlir
    strided<[16, 1], offset: ?>
    ```
  }];
  let parameters = (ins
    "bigint":$offset,
    ArrayRefParameter<"bigint", "array of strides (64-bit integer)">:$strides
  );
  let genVerifyDecl = 1;
}

def Builtin_StringAttr : Builtin_Attr<"String", "string",
    [TypedAttrInterface]> {
  let summary = "An Attribute containing a string";
  let description = [{
    A string, with a type that defaults to `none`.

    ```mlir
    "hello"
    "bytes" : !my.type
    ```
  }];
  let parameters = (ins StringRefParameter<"">:$value,
                        AttributeSelfTypeParameter<"">:$type);
  let builders = [
    AttrBuilderWithInferredContext<(ins "string":$bytes, "ir.Type":$type)>,
    AttrBuilder<(ins "string":$bytes)>,
    AttrBuilder<(ins)>
  ];
  let genStorageClass = 0;
  let skipDefaultBuilders = 1;
}

def Builtin_SymbolRefAttr : Builtin_Attr<"SymbolRef", "symbol_ref"> {
  let summary = "An Attribute containing a symbolic reference to an Operation";
  let description = [{
    A reference to a symbol, possibly nested in other symbol tables.

    ```mlir
    @kernel
    @module::@inner::@fn
    ```
  }];
  let parameters = (ins "ir.StringAttr":$rootReference,
                        ArrayRefParameter<"ir.FlatSymbolRefAttr", "">:$nestedReferences);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.StringAttr":$rootReference,
        "readonly ir.FlatSymbolRefAttr[]":$nestedReferences), [{
      return $_get(rootReference.context, rootReference, nestedReferences);
    }]>,
  ];
  let skipDefaultBuilders = 1;
}

def Builtin_TypeAttr : Builtin_Attr<"Type", "type"> {
  let summary = "An Attribute containing a Type";
  let description = [{
    ```mlir
    (i32) -> f64
    ```
  }];
  let parameters = (ins "ir.Type":$value);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.Type":$type), [{
      return $_get(type.context, type);
    }]>,
  ];
  let skipDefaultBuilders = 1;
}

def Builtin_UnitAttr : Builtin_Attr<"Unit", "unit"> {
  let summary = "An Attribute value of `unit` type";
  let description = [{
    Carries no value; its presence is the information (as in
    `{inline}`).

    ```mlir
    unit
    ```
  }];
}

#endif // BUILTIN_ATTRIBUTES
