// tsmlir dialect definitions: the ops of the `math` dialect.

#ifndef MATH_OPS
#define MATH_OPS

include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/Dialect/Arith/IR/ArithOpsInterfaces.td"
include "mlir/Dialect/Math/IR/MathBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/VectorInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===-- Op classes -------------------------------------------------------===//

// All math ops are pure, unrollable and element-wise.
class Math_Op<string mnemonic, list<Trait> traits = []>
    : Op<Math_Dialect, mnemonic, traits # [Pure,
         DeclareOpInterfaceMethods<VectorUnrollOpInterface>] #
         ElementwiseMappable.traits>;

class Math_IntegerUnaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType]> {
  let arguments = (ins SignlessIntegerLike:$operand);
  let results = (outs SignlessIntegerLike:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

class Math_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType,
                                  DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let arguments = (ins FloatLike:$operand,
      DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags.none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

class Math_IntegerBinaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType]> {
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

class Math_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType,
                                  DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let arguments = (ins FloatLike:$lhs, FloatLike:$rhs,
      DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags.none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

class Math_FloatTernaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType,
                                  DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let arguments = (ins FloatLike:$a, FloatLike:$b, FloatLike:$c,
      DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags.none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $a `,` $b `,` $c (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

//===-- Ops --------------------------------------------------------------===//

def Math_AbsFOp : Math_FloatUnaryOp<"absf"> {
  let summary = "absolute value of a float";
  let description = [{
    Clears the sign bit: the result is never negative (NaN stays NaN).

    ```mlir
    %a = math.absf %x : f64
    ```
  }];
  let hasFolder = 1;
}

def Math_AbsIOp : Math_IntegerUnaryOp<"absi"> {
  let summary = "absolute value of an integer";
  let description = [{
    Reads the operand as signed; the most negative value maps to itself.

    ```mlir
    %a = math.absi %i : i32
    ```
  }];
  let hasFolder = 1;
}

def Math_AcoshOp : Math_FloatUnaryOp<"acosh"> {
  let summary = "inverse hyperbolic cosine";
  let description = [{
    Defined for operands of at least 1.

    ```mlir
    %y = math.acosh %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_AsinOp : Math_FloatUnaryOp<"asin"> {
  let summary = "arcsine";
  let description = [{
    Result in radians, for operands in [-1, 1].

    ```mlir
    %y = math.asin %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_AsinhOp : Math_FloatUnaryOp<"asinh"> {
  let summary = "inverse hyperbolic sine";
  let description = [{
    ```mlir
    %y = math.asinh %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_AtanOp : Math_FloatUnaryOp<"atan"> {
  let summary = "arctangent";
  let description = [{
    Result in radians, between -pi/2 and pi/2.

    ```mlir
    %y = math.atan %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_AtanhOp : Math_FloatUnaryOp<"atanh"> {
  let summary = "inverse hyperbolic tangent";
  let description = [{
    Defined for operands strictly between -1 and 1.

    ```mlir
    %y = math.atanh %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_Atan2Op : Math_FloatBinaryOp<"atan2"> {
  let summary = "two-argument arctangent";
  let description = [{
    The angle of the point (`rhs`, `lhs`) from the positive x axis, in
    radians between -pi and pi; the signs of both operands choose the
    quadrant.

    ```mlir
    %angle = math.atan2 %y, %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_CbrtOp : Math_FloatUnaryOp<"cbrt"> {
  let summary = "cube root";
  let description = [{
    Also defined for negative operands.

    ```mlir
    %r = math.cbrt %x : f64
    ```
  }];
}

def Math_CeilOp : Math_FloatUnaryOp<"ceil"> {
  let summary = "rounding up to an integral value";
  let description = [{
    The smallest integral float not less than the operand.

    ```mlir
    %c = math.ceil %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_CopySignOp : Math_FloatBinaryOp<"copysign"> {
  let summary = "magnitude of one float with the sign of another";
  let description = [{
    ```mlir
    %r = math.copysign %mag, %sign : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_CosOp : Math_FloatUnaryOp<"cos"> {
  let summary = "cosine";
  let description = [{
    The operand is in radians.

    ```mlir
    %c = math.cos %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_AcosOp : Math_FloatUnaryOp<"acos"> {
  let summary = "arccosine";
  let description = [{
    Result in radians, for operands in [-1, 1].

    ```mlir
    %y = math.acos %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_CoshOp : Math_FloatUnaryOp<"cosh"> {
  let summary = "hyperbolic cosine";
  let description = [{
    ```mlir
    %y = math.cosh %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_SinOp : Math_FloatUnaryOp<"sin"> {
  let summary = "sine";
  let description = [{
    The operand is in radians.

    ```mlir
    %s = math.sin %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_SinhOp : Math_FloatUnaryOp<"sinh"> {
  let summary = "hyperbolic sine";
  let description = [{
    ```mlir
    %y = math.sinh %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_CountLeadingZerosOp : Math_IntegerUnaryOp<"ctlz"> {
  let summary = "count of leading zero bits";
  let description = [{
    The number of zero bits above the highest set bit; the bit width for
    zero.

    ```mlir
    %n = math.ctlz %i : i32
    ```
  }];
  let hasFolder = 1;
}

def Math_CountTrailingZerosOp : Math_IntegerUnaryOp<"cttz"> {
  let summary = "count of trailing zero bits";
  let description = [{
    The number of zero bits below the lowest set bit; the bit width for
    zero.

    ```mlir
    %n = math.cttz %i : i32
    ```
  }];
  let hasFolder = 1;
}

def Math_CtPopOp : Math_IntegerUnaryOp<"ctpop"> {
  let summary = "count of set bits";
  let description = [{
    ```mlir
    %n = math.ctpop %i : i64
    ```
  }];
  let hasFolder = 1;
}

def Math_ErfOp : Math_FloatUnaryOp<"erf"> {
  let summary = "error function";
  let description = [{
    ```mlir
    %y = math.erf %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_ExpOp : Math_FloatUnaryOp<"exp"> {
  let summary = "natural exponential";
  let description = [{
    e raised to the operand.

    ```mlir
    %y = math.exp %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_Exp2Op : Math_FloatUnaryOp<"exp2"> {
  let summary = "base-2 exponential";
  let description = [{
    2 raised to the operand.

    ```mlir
    %y = math.exp2 %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_ExpM1Op : Math_FloatUnaryOp<"expm1"> {
  let summary = "exponential minus one";
  let description = [{
    exp(x) - 1, accurate for operands near zero.

    ```mlir
    %y = math.expm1 %x : f64
    ```
  }];
  let hasFolder = 1;
}

def Math_FloorOp : Math_FloatUnaryOp<"floor"> {
  let summary = "rounding down to an integral value";
  let description = [{
    The largest integral float not greater than the operand.

    ```mlir
    %f = math.floor %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_FmaOp : Math_FloatTernaryOp<"fma"> {
  let summary = "fused multiply-add";
  let description = [{
    Computes `a * b + c` with a single rounding.

    ```mlir
    %r = math.fma %a, %b, %c : f32
    ```
  }];
}

def Math_IPowIOp : Math_IntegerBinaryOp<"ipowi"> {
  let summary = "integer power";
  let description = [{
    Raises `lhs` to the power `rhs`, both read as signed integers.

    ```mlir
    %p = math.ipowi %base, %exp : i32
    ```
  }];
  let hasFolder = 1;
}

def Math_LogOp : Math_FloatUnaryOp<"log"> {
  let summary = "natural logarithm";
  let description = [{
    ```mlir
    %y = math.log %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_Log10Op : Math_FloatUnaryOp<"log10"> {
  let summary = "base-10 logarithm";
  let description = [{
    ```mlir
    %y = math.log10 %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_Log1pOp : Math_FloatUnaryOp<"log1p"> {
  let summary = "natural logarithm of one plus the operand";
  let description = [{
    log(1 + x), accurate for operands near zero.

    ```mlir
    %y = math.log1p %x : f64
    ```
  }];
  let hasFolder = 1;
}

def Math_Log2Op : Math_FloatUnaryOp<"log2"> {
  let summary = "base-2 logarithm";
  let description = [{
    ```mlir
    %y = math.log2 %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_PowFOp : Math_FloatBinaryOp<"powf"> {
  let summary = "floating-point power";
  let description = [{
    Raises `lhs` to the power `rhs`.

    ```mlir
    %p = math.powf %x, %y : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_RsqrtOp : Math_FloatUnaryOp<"rsqrt"> {
  let summary = "reciprocal square root";
  let description = [{
    1 / sqrt(x).

    ```mlir
    %r = math.rsqrt %x : f32
    ```
  }];
}

def Math_SqrtOp : Math_FloatUnaryOp<"sqrt"> {
  let summary = "square root";
  let description = [{
    NaN for negative operands.

    ```mlir
    %r = math.sqrt %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_TanOp : Math_FloatUnaryOp<"tan"> {
  let summary = "tangent";
  let description = [{
    The operand is in radians.

    ```mlir
    %t = math.tan %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_TanhOp : Math_FloatUnaryOp<"tanh"> {
  let summary = "hyperbolic tangent";
  let description = [{
    ```mlir
    %t = math.tanh %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_RoundEvenOp : Math_FloatUnaryOp<"roundeven"> {
  let summary = "rounding to the nearest integral value, ties to even";
  let description = [{
    ```mlir
    %r = math.roundeven %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_RoundOp : Math_FloatUnaryOp<"round"> {
  let summary = "rounding to the nearest integral value, ties away from zero";
  let description = [{
    ```mlir
    %r = math.round %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_TruncOp : Math_FloatUnaryOp<"trunc"> {
  let summary = "rounding toward zero to an integral value";
  let description = [{
    ```mlir
    %t = math.trunc %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Math_FPowIOp : Math_Op<"fpowi",
    [SameOperandsAndResultShape, AllTypesMatch<["lhs", "result"]>,
     DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let summary = "float raised to an integer power";
  let description = [{
    Raises the float `lhs` to the signed integer power `rhs`; both have the
    same shape.

    ```mlir
    %p = math.fpowi %x, %n : f32, i32
    ```
  }];

  let arguments = (ins FloatLike:$lhs, SignlessIntegerLike:$rhs,
      DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags.none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs) `,` type($rhs) }];
}

#endif // MATH_OPS
