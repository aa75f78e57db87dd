// tsmlir ODS library: views and offset/size/stride descriptions.

#ifndef MLIR_INTERFACES_VIEWLIKEINTERFACE
#define MLIR_INTERFACES_VIEWLIKEINTERFACE

include "mlir/IR/OpBase.td"

def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface"> {
  let description = [{
    An op whose result aliases (a part of) a source buffer.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The viewed source.", "ir.Value", "getViewSource">,
  ];
}

// Accessor `name` for the offsets/sizes/strides; `kind` selects them.
class _OffsetSizeStrideMethod<string desc, string ret, string name,
                              dag args, string body>
    : InterfaceMethod<desc, ret, name, args, [{}], body>;

def OffsetSizeAndStrideOpInterface
    : OpInterface<"OffsetSizeAndStrideOpInterface"> {
  let description = [{
    An op described by one offset, size and stride per dimension, each given
    either as a constant (in the static_offsets/static_sizes/static_strides
    arrays) or as an SSA operand (where the static value is the dynamic
    marker).
  }];
  let cppNamespace = "::mlir";

  let methods = [
    StaticInterfaceMethod<"Index of the first offset operand.",
      "number", "getOffsetSizeAndStrideStartOperandIndex">,
    InterfaceMethod<"Maximum ranks of the offsets, sizes and strides.",
      "[number, number, number]", "getArrayAttrMaxRanks">,
    _OffsetSizeStrideMethod<"Dynamic offsets.", "ir.Value[]", "getOffsets",
      (ins), [{ return $_op.offsets; }]>,
    _OffsetSizeStrideMethod<"Dynamic sizes.", "ir.Value[]", "getSizes",
      (ins), [{ return $_op.sizes; }]>,
    _OffsetSizeStrideMethod<"Dynamic strides.", "ir.Value[]", "getStrides",
      (ins), [{ return $_op.strides; }]>,
    _OffsetSizeStrideMethod<"Static offsets.", "readonly bigint[]",
      "getStaticOffsets", (ins), [{ return $_op.staticOffsets; }]>,
    _OffsetSizeStrideMethod<"Static sizes.", "readonly bigint[]",
      "getStaticSizes", (ins), [{ return $_op.staticSizes; }]>,
    _OffsetSizeStrideMethod<"Static strides.", "readonly bigint[]",
      "getStaticStrides", (ins), [{ return $_op.staticStrides; }]>,
    _OffsetSizeStrideMethod<"Offsets as constants or values.",
      "ir.OpFoldResult[]", "getMixedOffsets", (ins),
      [{ return ir.getMixedValues($_op.getStaticOffsets(), $_op.getOffsets()); }]>,
    _OffsetSizeStrideMethod<"Sizes as constants or values.",
      "ir.OpFoldResult[]", "getMixedSizes", (ins),
      [{ return ir.getMixedValues($_op.getStaticSizes(), $_op.getSizes()); }]>,
    _OffsetSizeStrideMethod<"Strides as constants or values.",
      "ir.OpFoldResult[]", "getMixedStrides", (ins),
      [{ return ir.getMixedValues($_op.getStaticStrides(), $_op.getStrides()); }]>,
    _OffsetSizeStrideMethod<"Whether offset `idx` is dynamic.", "boolean",
      "isDynamicOffset", (ins "number":$idx),
      [{ return ir.ShapedType.isDynamic($_op.getStaticOffsets()[idx]!); }]>,
    _OffsetSizeStrideMethod<"Whether size `idx` is dynamic.", "boolean",
      "isDynamicSize", (ins "number":$idx),
      [{ return ir.ShapedType.isDynamic($_op.getStaticSizes()[idx]!); }]>,
    _OffsetSizeStrideMethod<"Whether stride `idx` is dynamic.", "boolean",
      "isDynamicStride", (ins "number":$idx),
      [{ return ir.ShapedType.isDynamic($_op.getStaticStrides()[idx]!); }]>,
    _OffsetSizeStrideMethod<"Static offset `idx`.", "bigint",
      "getStaticOffset", (ins "number":$idx),
      [{ return $_op.getStaticOffsets()[idx]!; }]>,
    _OffsetSizeStrideMethod<"Static size `idx`.", "bigint",
      "getStaticSize", (ins "number":$idx),
      [{ return $_op.getStaticSizes()[idx]!; }]>,
    _OffsetSizeStrideMethod<"Static stride `idx`.", "bigint",
      "getStaticStride", (ins "number":$idx),
      [{ return $_op.getStaticStrides()[idx]!; }]>,
    _OffsetSizeStrideMethod<"Operand index of dynamic offset `idx`.", "number",
      "getIndexOfDynamicOffset", (ins "number":$idx),
      [{ return ir.dynamicIndexOf($_op, 0, idx); }]>,
    _OffsetSizeStrideMethod<"Operand index of dynamic size `idx`.", "number",
      "getIndexOfDynamicSize", (ins "number":$idx),
      [{ return ir.dynamicIndexOf($_op, 1, idx); }]>,
    _OffsetSizeStrideMethod<"Operand index of dynamic stride `idx`.", "number",
      "getIndexOfDynamicStride", (ins "number":$idx),
      [{ return ir.dynamicIndexOf($_op, 2, idx); }]>,
    _OffsetSizeStrideMethod<"Value of dynamic offset `idx`.", "ir.Value",
      "getDynamicOffset", (ins "number":$idx),
      [{ return $_op.getOperation().getOperand($_op.getIndexOfDynamicOffset(idx)); }]>,
    _OffsetSizeStrideMethod<"Value of dynamic size `idx`.", "ir.Value",
      "getDynamicSize", (ins "number":$idx),
      [{ return $_op.getOperation().getOperand($_op.getIndexOfDynamicSize(idx)); }]>,
    _OffsetSizeStrideMethod<"Value of dynamic stride `idx`.", "ir.Value",
      "getDynamicStride", (ins "number":$idx),
      [{ return $_op.getOperation().getOperand($_op.getIndexOfDynamicStride(idx)); }]>,
    _OffsetSizeStrideMethod<"Whether `other` has the same offsets, sizes and strides under `cmp`.",
      "boolean", "isSameAs",
      (ins "ir.OffsetSizeAndStrideOpInterface":$other,
           "(a: ir.OpFoldResult, b: ir.OpFoldResult) => boolean":$cmp),
      [{ return ir.sameOffsetsSizesAndStrides($_op, other, cmp); }]>,
    _OffsetSizeStrideMethod<"Whether every stride is the constant 1.", "boolean",
      "hasUnitStride", (ins),
      [{ return $_op.getStaticStrides().every((stride) => stride === 1n); }]>,
    _OffsetSizeStrideMethod<"Whether every offset is the constant 0.", "boolean",
      "hasZeroOffset", (ins),
      [{ return $_op.getStaticOffsets().every((offset) => offset === 0n); }]>,
  ];

  let verify = [{
    return ir.verifyOffsetSizeAndStrideOp($_op);
  }];
}

#endif // MLIR_INTERFACES_VIEWLIKEINTERFACE
