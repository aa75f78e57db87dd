// tsmlir ODS library: interfaces implemented by builtin types.

#ifndef MLIR_IR_BUILTINTYPEINTERFACES_TD_
#define MLIR_IR_BUILTINTYPEINTERFACES_TD_

include "mlir/IR/OpBase.td"

def MemRefElementTypeInterface : TypeInterface<"MemRefElementTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Marks a type as usable as the element type of a memref (beyond the
    builtin numeric types, which always are).
  }];
}

def ShapedTypeInterface : TypeInterface<"ShapedType"> {
  let cppNamespace = "::mlir";
  let description = [{
    A type with an element type and, when ranked, a shape whose dimensions
    may be dynamic (`?`). Vectors, tensors and memrefs implement it.
  }];
  let methods = [
    InterfaceMethod<[{
        A type of the same kind with the given shape (kept when undefined)
        and element type.
      }],
      "ir.ShapedType", "cloneWith",
      (ins "readonly number[] | undefined":$shape, "ir.Type":$elementType)>,
    InterfaceMethod<"The element type.", "ir.Type", "getElementType">,
    InterfaceMethod<"Whether the type has a rank.", "boolean", "hasRank">,
    InterfaceMethod<"The dimensions; dynamic ones are ir.ShapedType.kDynamic.",
      "readonly number[]", "getShape">,
  ];

  let extraSharedClassDeclaration = [{
    getRank(): number {
      return $_type.getShape().length;
    }
    hasStaticShape(): boolean {
      return $_type.hasRank() && !$_type.getShape().includes(ir.ShapedType.kDynamic);
    }
    getNumElements(): number {
      return $_type.getShape().reduce((product, size) => product * size, 1);
    }
  }];
}

#endif // MLIR_IR_BUILTINTYPEINTERFACES_TD_
