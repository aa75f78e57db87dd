// tsmlir dialect definitions: interfaces of `arith` ops carrying flags.

#ifndef ARITH_OPS_INTERFACES
#define ARITH_OPS_INTERFACES

include "mlir/IR/OpBase.td"

def ArithFastMathInterface : OpInterface<"ArithFastMathInterface"> {
  let description = [{
    Ops with a `fastmath` attribute; lets rewrites read and propagate the
    flags without knowing the concrete op.
  }];
  let cppNamespace = "::mlir::arith";

  let methods = [
    InterfaceMethod<"The fast-math flags of the op.",
      "FastMathFlagsAttr", "getFastMathFlagsAttr", (ins), [{}], [{
        return ($_op as unknown as { getFastmathAttr(): FastMathFlagsAttr }).getFastmathAttr();
      }]>,
    StaticInterfaceMethod<"Name of the fast-math attribute.",
      "string", "getFastMathAttrName", (ins), [{}], [{
        return "fastmath";
      }]>,
  ];
}

def ArithIntegerOverflowFlagsInterface
    : OpInterface<"ArithIntegerOverflowFlagsInterface"> {
  let description = [{
    Ops with integer overflow flags (`nsw`, `nuw`).
  }];
  let cppNamespace = "::mlir::arith";

  let methods = [
    InterfaceMethod<"The overflow flags of the op.",
      "IntegerOverflowFlagsAttr", "getOverflowAttr", (ins), [{}], [{
        return ($_op as unknown as { getOverflowFlagsAttr(): IntegerOverflowFlagsAttr }).getOverflowFlagsAttr();
      }]>,
    InterfaceMethod<"Whether unsigned wrap-around is poison (`nuw`).",
      "boolean", "hasNoUnsignedWrap", (ins), [{}], [{
        return (this.getOverflowAttr().value & IntegerOverflowFlags.nuw) !== 0;
      }]>,
    InterfaceMethod<"Whether signed wrap-around is poison (`nsw`).",
      "boolean", "hasNoSignedWrap", (ins), [{}], [{
        return (this.getOverflowAttr().value & IntegerOverflowFlags.nsw) !== 0;
      }]>,
    StaticInterfaceMethod<"Name of the overflow flags attribute.",
      "string", "getIntegerOverflowAttrName", (ins), [{}], [{
        return "overflowFlags";
      }]>,
  ];
}

def ArithRoundingModeInterface : OpInterface<"ArithRoundingModeInterface"> {
  let description = [{
    Ops with an optional rounding mode attribute.
  }];
  let cppNamespace = "::mlir::arith";

  let methods = [
    InterfaceMethod<"The rounding mode, if set.",
      "RoundingModeAttr | undefined", "getRoundingModeAttr", (ins), [{}], [{
        return ($_op as unknown as { getRoundingmodeAttr(): RoundingModeAttr | undefined }).getRoundingmodeAttr();
      }]>,
    StaticInterfaceMethod<"Name of the rounding mode attribute.",
      "string", "getRoundingModeAttrName", (ins), [{}], [{
        return "roundingmode";
      }]>,
  ];
}

#endif // ARITH_OPS_INTERFACES
