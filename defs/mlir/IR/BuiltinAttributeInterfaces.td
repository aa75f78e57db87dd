// tsmlir ODS library: interfaces implemented by builtin attributes.

#ifndef MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_
#define MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_

include "mlir/IR/OpBase.td"

def TypedAttrInterface : AttrInterface<"TypedAttr"> {
  let cppNamespace = "::mlir";
  let description = [{
    An attribute that carries a type, such as `42 : i32` or a dense
    elements attribute of `tensor<4xf32>`.
  }];
  let methods = [
    InterfaceMethod<"The type of the attribute.", "ir.Type", "getType">,
  ];
}

def ElementsAttrInterface : AttrInterface<"ElementsAttr", [TypedAttrInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    A constant holding the elements of a vector or tensor, however they are
    stored (dense buffer, splat, sparse, resource blob). Elements can be
    read one by one or as a whole in any supported element representation.
  }];
  let methods = [
    InterfaceMethod<[{
        An indexer over the elements in the representation named by
        `elementID` (e.g. "bigint", "number", "ir.Attribute"), or a
        failure if that representation is not supported.
      }],
      "ir.FailureOr<ir.ElementsAttrIndexer>", "getValuesImpl",
      (ins "string":$elementID), [{}], [{
        return ir.failure();
      }]>,
    InterfaceMethod<"Whether all elements are the same value.",
      "boolean", "isSplat", (ins), [{}], [{
        return false;
      }]>,
    InterfaceMethod<"The shaped type of the attribute.",
      "ir.ShapedType", "getShapedType", (ins), [{}], [{
        return $_attr.getType() as ir.ShapedType;
      }]>,
  ];

  // Size and element-type helpers shared by the interface wrapper and the
  // implementing attributes.
  string ElementsAttrInterfaceAccessors = [{
    getNumElements(): number {
      return ods.numElements($_attr.getShapedType());
    }
    get size(): number {
      return $_attr.getNumElements();
    }
    get empty(): boolean {
      return $_attr.getNumElements() === 0;
    }
    getElementType(): ir.Type {
      return ods.elementType($_attr.getShapedType());
    }
    // Flat position of a multi-dimensional index (row-major).
    getFlattenedIndex(index: readonly number[]): number {
      return ir.flattenIndex(ods.shape($_attr.getShapedType()), index);
    }
  }];

  let extraSharedClassDeclaration = ElementsAttrInterfaceAccessors;

  let extraClassDeclaration = [{
    // The elements in the representation named by `elementKind`, or
    // undefined when the attribute cannot provide it.
    tryGetValues(elementKind: string): ir.ElementsAttrIndexer | undefined {
      const indexer = this.getValuesImpl(elementKind);
      return ir.failed(indexer) ? undefined : indexer.value;
    }
  }] # ElementsAttrInterfaceAccessors;
}

def MemRefLayoutAttrInterface : AttrInterface<"MemRefLayoutAttrInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    The layout of a memref: how multi-dimensional indices map to linear
    positions in the underlying buffer, expressible as an affine map.
  }];
  let methods = [
    InterfaceMethod<"The layout as an affine map.",
      "ir.AffineMap", "getAffineMap", (ins)>,
    InterfaceMethod<"Whether this is the row-major identity layout.",
      "boolean", "isIdentity", (ins), [{}], [{
        return $_attr.getAffineMap().isIdentity();
      }]>,
    InterfaceMethod<"Checks that the layout fits a memref of this shape.",
      "ir.LogicalResult", "verifyLayout",
      (ins "readonly number[]":$shape, "() => ir.InFlightDiagnostic":$emitError),
      [{}], [{
        return ir.verifyAffineMapAsLayout($_attr.getAffineMap(), shape, emitError);
      }]>,
  ];
}

#endif // MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_
