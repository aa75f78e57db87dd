// tsmlir dialect definitions: the ops of the `complex` dialect.

#ifndef COMPLEX_OPS
#define COMPLEX_OPS

include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/Dialect/Arith/IR/ArithOpsInterfaces.td"
include "mlir/Dialect/Complex/IR/ComplexAttributes.td"
include "mlir/Dialect/Complex/IR/ComplexBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Complex_Op<string mnemonic, list<Trait> traits = []>
    : Op<Complex_Dialect, mnemonic, traits>;

// The element type of a complex type, as the type-matching traits compare it.
defvar Complex_ElementOf = "ods.complexElementType($_self)";

// Two complex operands of one type, and a result of that type.
class Complex_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Complex_Op<mnemonic, traits # [Pure, SameOperandsAndResultType,
        Elementwise, DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let arguments = (ins Complex<AnyFloat>:$lhs, Complex<AnyFloat>:$rhs,
      DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags.none">:$fastmath);
  let results = (outs Complex<AnyFloat>:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)
  }];
}

// One complex operand; the result is given by each op.
class Complex_UnaryOp<string mnemonic, list<Trait> traits = []>
    : Complex_Op<mnemonic, traits # [Pure, Elementwise,
        DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let arguments = (ins Complex<AnyFloat>:$complex,
      DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags.none">:$fastmath);
  let assemblyFormat = [{
    $complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)
  }];
}

// A unary op whose result is a complex value of the operand's type.
class Complex_UnaryComplexOp<string mnemonic, list<Trait> traits = []>
    : Complex_UnaryOp<mnemonic, traits # [SameOperandsAndResultType]> {
  let results = (outs Complex<AnyFloat>:$result);
}

// A unary op whose result `name` is a float of the operand's element type.
class Complex_UnaryPartOp<string mnemonic, string name>
    : Complex_UnaryOp<mnemonic, [
        TypesMatchWith<"complex element type matches result type",
                       "complex", name, Complex_ElementOf>]> {
  let results = (outs AnyFloat:$result);
}

def Complex_AbsOp : Complex_UnaryPartOp<"abs", "result"> {
  let summary = "modulus of a complex value";
  let description = [{
    The distance of the value from zero in the complex plane, a float of the
    element type.

    ```mlir
    %m = complex.abs %z : complex<f32>
    ```
  }];
}

def Complex_AddOp : Complex_BinaryOp<"add"> {
  let summary = "sum of two complex values";
  let description = [{
    ```mlir
    %s = complex.add %a, %b : complex<f32>
    ```
  }];
  let hasFolder = 1;
}

def Complex_Atan2Op : Complex_BinaryOp<"atan2"> {
  let summary = "two-argument arctangent of complex values";
  let description = [{
    ```mlir
    %r = complex.atan2 %y, %x : complex<f32>
    ```
  }];
}

def Complex_BitcastOp : Complex_Op<"bitcast", [Pure]> {
  let summary = "reinterpret bits between a complex and an equally wide arith type";
  let description = [{
    Converts between `complex<T>` and an integer or float type of twice T's
    width, keeping the bits. Bitcasts between two complex types or two arith
    types belong to `arith.bitcast`.

    ```mlir
    %i = complex.bitcast %z : complex<f32> to i64
    ```
  }];
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `to` type($result)";
  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Complex_ConstantOp : Complex_Op<"constant", [
    ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>
  ]> {
  let summary = "a complex constant";
  let description = [{
    The value is an array of the real and imaginary parts, each a float (or
    integer) attribute of the result's element type.

    ```mlir
    %c = complex.constant [1.0 : f32, -2.0 : f32] : complex<f32>
    ```
  }];
  let arguments = (ins ArrayAttr:$value);
  let results = (outs AnyComplex:$complex);
  let assemblyFormat = "$value attr-dict `:` type($complex)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Complex_CosOp : Complex_UnaryComplexOp<"cos"> {
  let summary = "cosine of a complex value";
  let description = [{
    ```mlir
    %r = complex.cos %z : complex<f32>
    ```
  }];
}

def Complex_CreateOp : Complex_Op<"create", [Pure,
    AllTypesMatch<["real", "imaginary"]>,
    TypesMatchWith<"complex element type matches real operand type",
                   "complex", "real", Complex_ElementOf>,
    TypesMatchWith<"complex element type matches imaginary operand type",
                   "complex", "imaginary", Complex_ElementOf>]> {
  let summary = "make a complex value from its two parts";
  let description = [{
    ```mlir
    %z = complex.create %re, %im : complex<f32>
    ```
  }];
  let arguments = (ins AnyFloat:$real, AnyFloat:$imaginary);
  let results = (outs Complex<AnyFloat>:$complex);
  let assemblyFormat = "$real `,` $imaginary attr-dict `:` type($complex)";
  let hasFolder = 1;
}

def Complex_DivOp : Complex_BinaryOp<"div"> {
  let summary = "quotient of two complex values";
  let description = [{
    ```mlir
    %q = complex.div %a, %b : complex<f32>
    ```
  }];
  let hasFolder = 1;
}

// Comparisons: two complex operands of one type, an i1 result.
class Complex_CompareOp<string mnemonic>
    : Complex_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs"]>, Elementwise]> {
  let arguments = (ins Complex<AnyFloat>:$lhs, Complex<AnyFloat>:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$lhs `,` $rhs  attr-dict `:` type($lhs)";
}

def Complex_EqualOp : Complex_CompareOp<"eq"> {
  let summary = "whether two complex values are equal";
  let description = [{
    ```mlir
    %b = complex.eq %a, %c : complex<f32>
    ```
  }];
}

def Complex_ExpOp : Complex_UnaryComplexOp<"exp"> {
  let summary = "e raised to a complex value";
  let description = [{
    ```mlir
    %r = complex.exp %z : complex<f32>
    ```
  }];
  let hasFolder = 1;
}

def Complex_Expm1Op : Complex_UnaryComplexOp<"expm1"> {
  let summary = "e raised to a complex value, minus one";
  let description = [{
    ```mlir
    %r = complex.expm1 %z : complex<f32>
    ```
  }];
}

def Complex_ImOp : Complex_UnaryPartOp<"im", "imaginary"> {
  let summary = "the imaginary part of a complex value";
  let description = [{
    ```mlir
    %i = complex.im %z : complex<f32>
    ```
  }];
  let results = (outs AnyFloat:$imaginary);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Complex_LogOp : Complex_UnaryComplexOp<"log"> {
  let summary = "natural logarithm of a complex value";
  let description = [{
    ```mlir
    %r = complex.log %z : complex<f32>
    ```
  }];
  let hasFolder = 1;
}

def Complex_Log1pOp : Complex_UnaryComplexOp<"log1p"> {
  let summary = "natural logarithm of one plus a complex value";
  let description = [{
    ```mlir
    %r = complex.log1p %z : complex<f32>
    ```
  }];
}

def Complex_MulOp : Complex_BinaryOp<"mul"> {
  let summary = "product of two complex values";
  let description = [{
    ```mlir
    %p = complex.mul %a, %b : complex<f32>
    ```
  }];
  let hasFolder = 1;
}

def Complex_NegOp : Complex_UnaryComplexOp<"neg"> {
  let summary = "negation of a complex value";
  let description = [{
    ```mlir
    %n = complex.neg %z : complex<f32>
    ```
  }];
  let hasFolder = 1;
}

def Complex_NotEqualOp : Complex_CompareOp<"neq"> {
  let summary = "whether two complex values differ";
  let description = [{
    ```mlir
    %b = complex.neq %a, %c : complex<f32>
    ```
  }];
}

def Complex_PowOp : Complex_BinaryOp<"pow"> {
  let summary = "a complex value raised to a complex power";
  let description = [{
    ```mlir
    %r = complex.pow %base, %exponent : complex<f32>
    ```
  }];
}

def Complex_ReOp : Complex_UnaryPartOp<"re", "real"> {
  let summary = "the real part of a complex value";
  let description = [{
    ```mlir
    %r = complex.re %z : complex<f32>
    ```
  }];
  let results = (outs AnyFloat:$real);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Complex_RsqrtOp : Complex_UnaryComplexOp<"rsqrt"> {
  let summary = "reciprocal of the square root of a complex value";
  let description = [{
    ```mlir
    %r = complex.rsqrt %z : complex<f32>
    ```
  }];
}

def Complex_SignOp : Complex_UnaryComplexOp<"sign"> {
  let summary = "a complex value divided by its modulus";
  let description = [{
    Zero for zero.

    ```mlir
    %s = complex.sign %z : complex<f32>
    ```
  }];
}

def Complex_SinOp : Complex_UnaryComplexOp<"sin"> {
  let summary = "sine of a complex value";
  let description = [{
    ```mlir
    %r = complex.sin %z : complex<f32>
    ```
  }];
}

def Complex_SqrtOp : Complex_UnaryComplexOp<"sqrt"> {
  let summary = "square root of a complex value";
  let description = [{
    ```mlir
    %r = complex.sqrt %z : complex<f32>
    ```
  }];
}

def Complex_SubOp : Complex_BinaryOp<"sub"> {
  let summary = "difference of two complex values";
  let description = [{
    ```mlir
    %d = complex.sub %a, %b : complex<f32>
    ```
  }];
  let hasFolder = 1;
}

def Complex_TanhOp : Complex_UnaryComplexOp<"tanh"> {
  let summary = "hyperbolic tangent of a complex value";
  let description = [{
    ```mlir
    %r = complex.tanh %z : complex<f32>
    ```
  }];
}

def Complex_TanOp : Complex_UnaryComplexOp<"tan"> {
  let summary = "tangent of a complex value";
  let description = [{
    ```mlir
    %r = complex.tan %z : complex<f32>
    ```
  }];
}

def Complex_ConjOp : Complex_UnaryComplexOp<"conj"> {
  let summary = "complex conjugate";
  let description = [{
    The value with its imaginary part negated.

    ```mlir
    %c = complex.conj %z : complex<f32>
    ```
  }];
  let hasFolder = 1;
}

def Complex_AngleOp : Complex_UnaryPartOp<"angle", "result"> {
  let summary = "argument of a complex value";
  let description = [{
    The angle of the value in the complex plane, a float of the element type.

    ```mlir
    %a = complex.angle %z : complex<f32>
    ```
  }];
}

#endif // COMPLEX_OPS
