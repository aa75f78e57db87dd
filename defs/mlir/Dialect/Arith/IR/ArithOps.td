// tsmlir dialect definitions: the ops of the `arith` dialect.

#ifndef ARITH_OPS
#define ARITH_OPS

include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/Dialect/Arith/IR/ArithOpsInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/VectorInterfaces.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/EnumAttr.td"

//===-- Op classes -------------------------------------------------------===//

// Every arith op is free of memory effects, unrollable on vectors and
// applies element-wise to vectors and tensors.
class Arith_Op<string mnemonic, list<Trait> traits = []>
    : Op<Arith_Dialect, mnemonic,
         traits #
         [DeclareOpInterfaceMethods<VectorUnrollOpInterface>, NoMemoryEffect] #
         ElementwiseMappable.traits>;

// Operands and result share one type.
class Arith_ArithOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [SameOperandsAndResultType]>;

class Arith_UnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_ArithOp<mnemonic, traits # [Pure]> {
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

class Arith_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_ArithOp<mnemonic, traits> {
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

class Arith_IntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits #
        [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>,
      Arguments<(ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs)>,
      Results<(outs SignlessIntegerLike:$result)>;

// Integer binary ops defined for every input (no undefined behavior).
class Arith_TotalIntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_IntBinaryOp<mnemonic, traits # [Pure]>;

class Arith_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_UnaryOp<mnemonic,
        !listconcat([DeclareOpInterfaceMethods<ArithFastMathInterface>], traits)>,
      Arguments<(ins FloatLike:$operand,
        DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags.none">:$fastmath)>,
      Results<(outs FloatLike:$result)> {
  let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

class Arith_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic,
        !listconcat([Pure, DeclareOpInterfaceMethods<ArithFastMathInterface>],
                    traits)>,
      Arguments<(ins FloatLike:$lhs, FloatLike:$rhs,
        DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags.none">:$fastmath)>,
      Results<(outs FloatLike:$result)> {
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

// Casting a tensor keeps its dimensions.
def SameInputOutputTensorDims : PredOpTrait<
    "input and output have the same tensor dimensions",
    AllMatchSameOperatorPred<["in", "out"],
      "(ods.isTensor($_self.type) ? ods.shape($_self.type) : [])">>;

class Arith_CastOp<string mnemonic, TypeConstraint From, TypeConstraint To,
                   list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape,
        SameInputOutputTensorDims, DeclareOpInterfaceMethods<CastOpInterface>]>,
      Arguments<(ins From:$in)>,
      Results<(outs To:$out)> {
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}

// Integers of a fixed width (so not `index`), alone or in vectors/tensors.
def SignlessFixedWidthIntegerLike : TypeConstraint<Or<[
      AnySignlessInteger.predicate,
      VectorOfAnyRankOf<[AnySignlessInteger]>.predicate,
      TensorOf<[AnySignlessInteger]>.predicate]>,
    "signless-fixed-width-integer-like">;

class Arith_IToICastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike,
                   SignlessFixedWidthIntegerLike,
                   traits #
                   [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>;
class Arith_IToFCastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike, FloatLike, traits>;
class Arith_FToICastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, FloatLike, SignlessFixedWidthIntegerLike, traits>;
class Arith_FToFCastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, FloatLike, FloatLike, traits>;

class Arith_CompareOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [Pure, SameTypeOperands, TypesMatchWith<
        "result type has i1 element type and same shape as operands",
        "lhs", "result", "ods.i1SameShape($_self)">]> {
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

class Arith_CompareOpOfAnyRank<string mnemonic, list<Trait> traits = []>
    : Arith_CompareOp<mnemonic, traits> {
  let results = (outs BoolLikeOfAnyRank:$result);
}

class Arith_IntBinaryOpWithOverflowFlags<string mnemonic,
                                         list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits #
        [Pure, DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
         DeclareOpInterfaceMethods<ArithIntegerOverflowFlagsInterface>]>,
      Arguments<(ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs,
        DefaultValuedAttr<Arith_IntegerOverflowAttr,
                          "IntegerOverflowFlags.none">:$overflowFlags)>,
      Results<(outs SignlessIntegerLike:$result)> {
  let assemblyFormat = [{ $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
                          attr-dict `:` type($result) }];
}

//===-- Constants --------------------------------------------------------===//

def Arith_ConstantOp : Op<Arith_Dialect, "constant",
    [ConstantLike, Pure,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
     AllTypesMatch<["value", "result"]>,
     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "integer, index or float constant";
  let description = [{
    Produces the value of its typed attribute; the result type is the type
    of that attribute. Scalars use integer or float attributes, vectors and
    tensors dense (or splat) elements attributes.

    ```mlir
    %zero = arith.constant 0 : index
    %half = arith.constant 5.000000e-01 : f32
    %ones = arith.constant dense<1> : vector<4xi8>
    ```
  }];

  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);

  let extraClassDeclaration = [{
    // Whether an arith.constant of `type` can hold `value`.
    static isBuildableWith(value: ir.Attribute, type: ir.Type): boolean {
      return ir.arithConstantIsBuildableWith(value, type);
    }
  }];

  let hasFolder = 1;
  let assemblyFormat = "attr-dict $value";
  let hasVerifier = 1;
}

//===-- Integer arithmetic -----------------------------------------------===//

def Arith_AddIOp : Arith_IntBinaryOpWithOverflowFlags<"addi", [Commutative]> {
  let summary = "integer addition";
  let description = [{
    Adds two integers modulo 2^n (n being the bit width); the same
    instruction serves signed and unsigned values. With `nsw`/`nuw` an
    overflow in the signed/unsigned interpretation yields poison.

    ```mlir
    %r = arith.addi %a, %b : i32
    %s = arith.addi %a, %b overflow<nsw> : i32
    %v = arith.addi %x, %y : vector<8xi16>
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_AddUIExtendedOp : Arith_Op<"addui_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "sum"]>]> {
  let summary = "unsigned addition returning the sum and a carry bit";
  let description = [{
    Adds two integers modulo 2^n and also returns whether the addition
    carried out of the top bit when read as unsigned numbers.

    ```mlir
    %sum, %carry = arith.addui_extended %a, %b : i64, i1
    ```
  }];

  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$sum, BoolLike:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)
  }];

  let builders = [
    OpBuilder<(ins "ir.Value":$lhs, "ir.Value":$rhs), [{
      $_state.addOperands([lhs, rhs]);
      $_state.addTypes([lhs.type, ods.i1SameShape(lhs.type)]);
    }]>
  ];

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_SubIOp : Arith_IntBinaryOpWithOverflowFlags<"subi"> {
  let summary = "integer subtraction";
  let description = [{
    Subtracts `rhs` from `lhs` modulo 2^n. Overflow flags work as for
    `arith.addi`.

    ```mlir
    %d = arith.subi %a, %b : i64
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulIOp : Arith_IntBinaryOpWithOverflowFlags<"muli",
    [Commutative,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "integer multiplication";
  let description = [{
    Multiplies two integers keeping the low n bits of the product.

    ```mlir
    %p = arith.muli %a, %b : i32
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulSIExtendedOp : Arith_Op<"mulsi_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
  let summary = "signed multiplication returning both halves of the product";
  let description = [{
    Computes the full 2n-bit product of two signed integers and returns its
    low and high n bits separately.

    ```mlir
    %lo, %hi = arith.mulsi_extended %a, %b : i32
    ```
  }];

  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$low, SignlessIntegerLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulUIExtendedOp : Arith_Op<"mului_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "low", "high"]>]> {
  let summary = "unsigned multiplication returning both halves of the product";
  let description = [{
    Like `arith.mulsi_extended`, reading the operands as unsigned numbers.

    ```mlir
    %lo, %hi = arith.mului_extended %a, %b : i64
    ```
  }];

  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$low, SignlessIntegerLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_DivUIOp : Arith_IntBinaryOp<"divui", [ConditionallySpeculatable]> {
  let summary = "unsigned integer division";
  let description = [{
    Divides unsigned integers, rounding toward zero. Division by zero is
    undefined behavior, so the op is only speculatable when the divisor is
    known to be non-zero.

    ```mlir
    %q = arith.divui %a, %b : i16
    ```
  }];
  let hasFolder = 1;
}

def Arith_DivSIOp : Arith_IntBinaryOp<"divsi", [ConditionallySpeculatable]> {
  let summary = "signed integer division";
  let description = [{
    Divides signed integers, rounding toward zero. Dividing by zero, or the
    smallest value by -1, is undefined behavior.

    ```mlir
    %q = arith.divsi %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_CeilDivUIOp : Arith_IntBinaryOp<"ceildivui",
                                          [ConditionallySpeculatable]> {
  let summary = "unsigned integer division rounding up";
  let description = [{
    Divides unsigned integers, rounding toward positive infinity. Division
    by zero is undefined behavior.

    ```mlir
    %q = arith.ceildivui %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_CeilDivSIOp : Arith_IntBinaryOp<"ceildivsi",
                                          [ConditionallySpeculatable]> {
  let summary = "signed integer division rounding up";
  let description = [{
    Divides signed integers, rounding toward positive infinity. Division by
    zero and overflow are undefined behavior.

    ```mlir
    %q = arith.ceildivsi %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_FloorDivSIOp : Arith_TotalIntBinaryOp<"floordivsi"> {
  let summary = "signed integer division rounding down";
  let description = [{
    Divides signed integers, rounding toward negative infinity.

    ```mlir
    %q = arith.floordivsi %a, %b : i64
    ```
  }];
  let hasFolder = 1;
}

def Arith_RemUIOp : Arith_TotalIntBinaryOp<"remui"> {
  let summary = "unsigned integer remainder";
  let description = [{
    The remainder of unsigned division. A zero divisor is undefined
    behavior.

    ```mlir
    %r = arith.remui %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_RemSIOp : Arith_TotalIntBinaryOp<"remsi"> {
  let summary = "signed integer remainder";
  let description = [{
    The remainder of signed division; it has the sign of the dividend. A
    zero divisor is undefined behavior.

    ```mlir
    %r = arith.remsi %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_AndIOp : Arith_TotalIntBinaryOp<"andi", [Commutative, Idempotent]> {
  let summary = "bitwise and of integers";
  let description = [{
    ```mlir
    %masked = arith.andi %bits, %mask : i32
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_OrIOp : Arith_TotalIntBinaryOp<"ori", [Commutative, Idempotent]> {
  let summary = "bitwise or of integers";
  let description = [{
    ```mlir
    %either = arith.ori %p, %q : i1
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_XOrIOp : Arith_TotalIntBinaryOp<"xori", [Commutative]> {
  let summary = "bitwise exclusive or of integers";
  let description = [{
    ```mlir
    %flipped = arith.xori %bits, %ones : i8
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_ShLIOp : Arith_IntBinaryOpWithOverflowFlags<"shli"> {
  let summary = "left shift of an integer";
  let description = [{
    Shifts `lhs` left by `rhs` bits, filling with zeros. A shift amount of
    at least the bit width yields poison.

    ```mlir
    %r = arith.shli %x, %c3 : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_ShRUIOp : Arith_TotalIntBinaryOp<"shrui"> {
  let summary = "logical right shift of an integer";
  let description = [{
    Shifts `lhs` right by `rhs` bits, filling with zeros. A shift amount of
    at least the bit width yields poison.

    ```mlir
    %r = arith.shrui %x, %c1 : i64
    ```
  }];
  let hasFolder = 1;
}

def Arith_ShRSIOp : Arith_TotalIntBinaryOp<"shrsi"> {
  let summary = "arithmetic right shift of an integer";
  let description = [{
    Shifts `lhs` right by `rhs` bits, copying the sign bit into the vacated
    positions. A shift amount of at least the bit width yields poison.

    ```mlir
    %r = arith.shrsi %x, %c2 : i16
    ```
  }];
  let hasFolder = 1;
}

//===-- Floating-point arithmetic ----------------------------------------===//

def Arith_NegFOp : Arith_FloatUnaryOp<"negf"> {
  let summary = "floating-point negation";
  let description = [{
    Flips the sign of a float (also of zeros and NaNs).

    ```mlir
    %n = arith.negf %x : f32
    ```
  }];
  let hasFolder = 1;
}

def Arith_AddFOp : Arith_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "floating-point addition";
  let description = [{
    IEEE addition. Optional fast-math flags allow less strict semantics.

    ```mlir
    %s = arith.addf %a, %b : f64
    %t = arith.addf %a, %b fastmath<fast> : vector<4xf32>
    ```
  }];
  let hasFolder = 1;
}

def Arith_SubFOp : Arith_FloatBinaryOp<"subf"> {
  let summary = "floating-point subtraction";
  let description = [{
    ```mlir
    %d = arith.subf %a, %b : f32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MaximumFOp : Arith_FloatBinaryOp<"maximumf", [Commutative]> {
  let summary = "floating-point maximum propagating NaN";
  let description = [{
    The larger operand; NaN if either operand is NaN, and +0.0 is larger
    than -0.0.

    ```mlir
    %m = arith.maximumf %a, %b : f32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MaxNumFOp : Arith_FloatBinaryOp<"maxnumf", [Commutative]> {
  let summary = "floating-point maximum ignoring NaN";
  let description = [{
    The larger operand; when exactly one operand is NaN the other one is
    returned.

    ```mlir
    %m = arith.maxnumf %a, %b : f32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MaxSIOp : Arith_TotalIntBinaryOp<"maxsi", [Commutative]> {
  let summary = "signed integer maximum";
  let description = [{
    ```mlir
    %m = arith.maxsi %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MaxUIOp : Arith_TotalIntBinaryOp<"maxui", [Commutative]> {
  let summary = "unsigned integer maximum";
  let description = [{
    ```mlir
    %m = arith.maxui %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MinimumFOp : Arith_FloatBinaryOp<"minimumf", [Commutative]> {
  let summary = "floating-point minimum propagating NaN";
  let description = [{
    The smaller operand; NaN if either operand is NaN, and -0.0 is smaller
    than +0.0.

    ```mlir
    %m = arith.minimumf %a, %b : f32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MinNumFOp : Arith_FloatBinaryOp<"minnumf", [Commutative]> {
  let summary = "floating-point minimum ignoring NaN";
  let description = [{
    The smaller operand; when exactly one operand is NaN the other one is
    returned.

    ```mlir
    %m = arith.minnumf %a, %b : f32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MinSIOp : Arith_TotalIntBinaryOp<"minsi", [Commutative]> {
  let summary = "signed integer minimum";
  let description = [{
    ```mlir
    %m = arith.minsi %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MinUIOp : Arith_TotalIntBinaryOp<"minui", [Commutative]> {
  let summary = "unsigned integer minimum";
  let description = [{
    ```mlir
    %m = arith.minui %a, %b : i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_MulFOp : Arith_FloatBinaryOp<"mulf", [Commutative]> {
  let summary = "floating-point multiplication";
  let description = [{
    ```mlir
    %p = arith.mulf %a, %b : f16
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_DivFOp : Arith_FloatBinaryOp<"divf"> {
  let summary = "floating-point division";
  let description = [{
    ```mlir
    %q = arith.divf %a, %b : f64
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_RemFOp : Arith_FloatBinaryOp<"remf"> {
  let summary = "floating-point remainder";
  let description = [{
    The remainder of truncated division, with the sign of `lhs` (like C's
    `fmod`).

    ```mlir
    %r = arith.remf %a, %b : f32
    ```
  }];
  let hasFolder = 1;
}

//===-- Casts ------------------------------------------------------------===//

def Arith_ExtUIOp : Arith_IToICastOp<"extui"> {
  let summary = "zero extension of an integer";
  let description = [{
    Widens an integer, filling the new high bits with zeros. The result
    must be strictly wider than the operand.

    ```mlir
    %w = arith.extui %b : i8 to i32
    ```
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Arith_ExtSIOp : Arith_IToICastOp<"extsi"> {
  let summary = "sign extension of an integer";
  let description = [{
    Widens an integer, copying its sign bit into the new high bits. The
    result must be strictly wider than the operand.

    ```mlir
    %w = arith.extsi %b : i16 to i64
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Arith_ExtFOp : Arith_FToFCastOp<"extf",
    [DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let summary = "widening of a floating-point value";
  let description = [{
    Converts a float to a wider float type; every value is represented
    exactly.

    ```mlir
    %d = arith.extf %h : f16 to f32
    ```
  }];
  let hasVerifier = 1;
  let hasFolder = 1;

  let arguments = (ins FloatLike:$in,
                       OptionalAttr<Arith_FastMathAttr>:$fastmath);
  let results = (outs FloatLike:$out);

  let assemblyFormat = [{ $in (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
}

def Arith_TruncIOp : Arith_IToICastOp<"trunci"> {
  let summary = "truncation of an integer";
  let description = [{
    Keeps the low bits of an integer. The result must be strictly narrower
    than the operand.

    ```mlir
    %n = arith.trunci %w : i64 to i32
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Arith_TruncFOp : Arith_Op<"truncf",
    [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
     DeclareOpInterfaceMethods<ArithRoundingModeInterface>,
     DeclareOpInterfaceMethods<ArithFastMathInterface>,
     DeclareOpInterfaceMethods<CastOpInterface>]>,
    Arguments<(ins FloatLike:$in,
                   OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
                   OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
    Results<(outs FloatLike:$out)> {
  let summary = "narrowing of a floating-point value";
  let description = [{
    Converts a float to a narrower float type; values that do not fit
    exactly are rounded with the given mode, or the default rounding mode
    when none is given.

    ```mlir
    %h = arith.truncf %f : f32 to f16
    %b = arith.truncf %f to_nearest_even : f32 to bf16
    ```
  }];

  let builders = [
    OpBuilder<(ins "ir.Type":$outType, "ir.Value":$input), [{
      $_state.addOperands([input]);
      $_state.addTypes([outType]);
    }]>
  ];

  let hasFolder = 1;
  let hasVerifier = 1;
  let assemblyFormat = [{ $in ($roundingmode^)?
                          (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
}

def Arith_UIToFPOp : Arith_IToFCastOp<"uitofp"> {
  let summary = "conversion of an unsigned integer to floating point";
  let description = [{
    ```mlir
    %f = arith.uitofp %u : i32 to f32
    ```
  }];
  let hasFolder = 1;
}

def Arith_SIToFPOp : Arith_IToFCastOp<"sitofp"> {
  let summary = "conversion of a signed integer to floating point";
  let description = [{
    ```mlir
    %f = arith.sitofp %i : i64 to f64
    ```
  }];
  let hasFolder = 1;
}

def Arith_FPToUIOp : Arith_FToICastOp<"fptoui"> {
  let summary = "conversion of floating point to an unsigned integer";
  let description = [{
    Rounds toward zero; values out of range give poison.

    ```mlir
    %u = arith.fptoui %f : f32 to i32
    ```
  }];
  let hasFolder = 1;
}

def Arith_FPToSIOp : Arith_FToICastOp<"fptosi"> {
  let summary = "conversion of floating point to a signed integer";
  let description = [{
    Rounds toward zero; values out of range give poison.

    ```mlir
    %i = arith.fptosi %f : f64 to i32
    ```
  }];
  let hasFolder = 1;
}

def IndexCastTypeConstraint : TypeConstraint<Or<[
      SignlessIntegerLike.predicate,
      MemRefOf<[AnySignlessInteger, Index]>.predicate]>,
    "signless-integer-like or memref of signless-integer">;

def Arith_IndexCastOp
    : Arith_CastOp<"index_cast", IndexCastTypeConstraint,
                   IndexCastTypeConstraint,
                   [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "signed conversion between index and integers";
  let description = [{
    Converts between `index` and a fixed-width integer: narrowing truncates,
    widening sign-extends.

    ```mlir
    %i = arith.index_cast %n : index to i32
    %j = arith.index_cast %k : i64 to index
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_IndexCastUIOp
    : Arith_CastOp<"index_castui", IndexCastTypeConstraint,
                   IndexCastTypeConstraint,
                   [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "unsigned conversion between index and integers";
  let description = [{
    Like `arith.index_cast`, but widening zero-extends.

    ```mlir
    %i = arith.index_castui %b : i8 to index
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def BitcastTypeConstraint : TypeConstraint<Or<[
      SignlessIntegerOrFloatLike.predicate,
      MemRefOf<[AnySignlessInteger, Index, AnyFloat]>.predicate]>,
    "signless-integer-or-float-like or memref of signless-integer or float">;

def Arith_BitcastOp : Arith_CastOp<"bitcast", BitcastTypeConstraint,
                                   BitcastTypeConstraint> {
  let summary = "reinterpretation of bits as another type of equal width";
  let description = [{
    ```mlir
    %bits = arith.bitcast %f : f32 to i32
    ```
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===-- Comparisons and select -------------------------------------------===//

def Arith_CmpIOp : Arith_CompareOpOfAnyRank<"cmpi",
    [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "integer comparison";
  let description = [{
    Compares two integers (element-wise for vectors and tensors) with one
    of the predicates `eq`, `ne`, `slt`, `sle`, `sgt`, `sge`, `ult`, `ule`,
    `ugt`, `uge` and returns i1 values.

    ```mlir
    %lt = arith.cmpi slt, %a, %b : i32
    %eq = arith.cmpi eq, %v, %w : vector<4xindex>
    ```
  }];

  let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
                       SignlessIntegerLikeOfAnyRank:$lhs,
                       SignlessIntegerLikeOfAnyRank:$rhs);

  let extraClassDeclaration = [{
    static getPredicateByName(name: string): CmpIPredicate | undefined {
      return symbolizeCmpIPredicate(name);
    }
  }];

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_CmpFOp : Arith_CompareOp<"cmpf",
    [DeclareOpInterfaceMethods<ArithFastMathInterface>]> {
  let summary = "floating-point comparison";
  let description = [{
    Compares two floats with an ordered (`o…`, false if a NaN is involved),
    unordered (`u…`, true if a NaN is involved) or constant (`false`,
    `true`) predicate; `ord`/`uno` test for NaNs.

    ```mlir
    %gt = arith.cmpf ogt, %a, %b : f32
    %nan = arith.cmpf uno, %x, %x : f64
    ```
  }];

  let arguments = (ins Arith_CmpFPredicateAttr:$predicate,
                       FloatLike:$lhs,
                       FloatLike:$rhs,
                       DefaultValuedAttr<Arith_FastMathAttr,
                                         "FastMathFlags.none">:$fastmath);

  let extraClassDeclaration = [{
    static getPredicateByName(name: string): CmpFPredicate | undefined {
      return symbolizeCmpFPredicate(name);
    }
  }];

  let builders = [
    OpBuilder<(ins "CmpFPredicateAttr":$predicate, "ir.Value":$lhs,
                   "ir.Value":$rhs), [{
      $_state.addOperands([lhs, rhs]);
      $_state.addTypes([ods.i1SameShape(lhs.type)]);
      $_state.properties.predicate = predicate;
      $_state.properties.fastmath =
          FastMathFlagsAttr.get($_builder.context, FastMathFlags.none);
    }]>
  ];

  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let assemblyFormat = [{ $predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs)}];
}

// The condition is a single i1, or has the shape of the result.
class BooleanConditionOrMatchingShape<string condition, string result>
    : PredOpTrait<condition # " is signless i1 or has matching shape",
                  Or<[TypeIsPred<condition, I1>,
                      AllShapesMatch<[condition, result]>.predicate]>>;

def SelectOp : Arith_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>,
    BooleanConditionOrMatchingShape<"condition", "result">,
    DeclareOpInterfaceMethods<InferIntRangeInterface,
                              ["inferResultRangesFromOptional"]>,
  ] # ElementwiseMappable.traits> {
  let summary = "choice between two values";
  let description = [{
    Returns `true_value` where the condition holds and `false_value`
    elsewhere. A scalar condition picks whole values; a vector or tensor
    condition picks element by element.

    ```mlir
    %m = arith.select %c, %a, %b : i32
    %v = arith.select %mask, %x, %y : vector<4xi1>, vector<4xf32>
    ```
  }];

  let arguments = (ins BoolLike:$condition,
                       AnyType:$true_value,
                       AnyType:$false_value);
  let results = (outs AnyType:$result);

  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;

  // Printed as `%c, %a, %b : [type(condition) ,] type(result)`.
  let hasCustomAssemblyFormat = 1;
}

#endif // ARITH_OPS
