// tsmlir: the canonicalization patterns of arith written as DRR, as MLIR 19 writes
// them, with TypeScript snippets. `tsmlir-tblgen --gen-ts-rewriters` compiles this file
// (npm run generate writes generated/arith-canonicalization.ts); `native.*` are the
// helpers of src/dialects/canonicalization/arith-native.ts.

#ifndef TSMLIR_ARITH_CANONICALIZATION
#define TSMLIR_ARITH_CANONICALIZATION

include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"

// ---- helpers ----

// The zero of a value's type.
def GetZeroAttr : NativeCodeCall<"native.zeroAttr($0.type)">;

// Integer attribute arithmetic in the type of the value `$0`.
def AddIntAttrs : NativeCodeCall<"native.addIntegerAttrs($0, $1, $2)">;
def SubIntAttrs : NativeCodeCall<"native.subIntegerAttrs($0, $1, $2)">;
def MulIntAttrs : NativeCodeCall<"native.mulIntegerAttrs($0, $1, $2)">;

// The overflow guarantees two ops share.
def MergeOverflow : NativeCodeCall<"native.mergeOverflowFlags($0, $1)">;

// No overflow guarantee.
defvar DefOverflow = ConstantEnumCase<Arith_IntegerOverflowAttr, "none">;

// A typed attribute as is (TypeScript needs no cast).
def AsTypedAttr : NativeCodeCall<"$0">;

// The value, integer or integer splat, is -1 / is 1.
def IsScalarOrSplatNegativeOne :
    Constraint<And<[
      CPred<"native.intOrSplatIntValue($0) !== undefined">,
      CPred<"native.intOrSplatIntValue($0)?.isAllOnes() === true">]>>;
def IsScalarOrSplatOne :
    Constraint<And<[
      CPred<"native.intOrSplatIntValue($0) !== undefined">,
      CPred<"(native.intOrSplatIntValue($0)?.signed ?? 0n) > 0n">,
      CPred<"native.intOrSplatIntValue($0)?.unsigned === 1n">]>>;

// Two values have one type; a value is unused.
def SameType : Constraint<CPred<"$0.type === $1.type">>;
def NoUses : Constraint<CPred<"!$0.hasUses()">>;

// ---- addi ----
// Constants are on the right of the commutative addi once it is canonical.

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
def AddIAddConstant :
    Pat<(Arith_AddIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
def AddISubConstantRHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflow $ovf1, $ovf2))>;

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
def AddISubConstantLHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// addi(x, muli(y, -1)) -> subi(x, y)
def AddIMulNegativeOneRhs :
    Pat<(Arith_AddIOp $x,
          (Arith_MulIOp $y, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp $x, $y, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// addi(muli(x, -1), y) -> subi(y, x)
def AddIMulNegativeOneLhs :
    Pat<(Arith_AddIOp
          (Arith_MulIOp $x, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $y, $ovf2),
        (Arith_SubIOp $y, $x, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// muli(muli(x, c0), c1) -> muli(x, c0 * c1) (MLIR 19 does not check that the constants
// have the result's type; later versions do)
def MulIMulIConstant :
    Pat<(Arith_MulIOp:$res
          (Arith_MulIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_MulIOp $x, (Arith_ConstantOp (MulIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// ---- addui_extended ----

// addui_extended(x, y) -> [addi(x, y), x] when the overflow bit is unused (any value
// replaces it then).
def AddUIExtendedToAddI :
    Pattern<(Arith_AddUIExtendedOp:$res $x, $y),
            [(Arith_AddIOp $x, $y, DefOverflow), (replaceWithValue $x)],
            [(NoUses $res__1)]>;

// ---- subi ----

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
def SubIRHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)),
            DefOverflow)>;

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
def SubILHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
def SubIRHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
def SubIRHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
def SubILHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflow $ovf1, $ovf2))>;

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
def SubILHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(a, b), a) -> subi(0, b)
def SubISubILHSRHSLHS :
    Pat<(Arith_SubIOp:$res (Arith_SubIOp $x, $y, $ovf1), $x, $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (GetZeroAttr $y)), $y,
            (MergeOverflow $ovf1, $ovf2))>;

// ---- mulsi_extended / mului_extended ----

// mulsi_extended(x, y) -> [muli(x, y), x] when the high half is unused.
def MulSIExtendedToMulI :
    Pattern<(Arith_MulSIExtendedOp:$res $x, $y),
            [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
            [(NoUses $res__1)]>;

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
def MulSIExtendedRHSOne :
    Pattern<(Arith_MulSIExtendedOp $x, (ConstantLikeMatcher AnyAttr:$c1)),
            [(replaceWithValue $x),
             (Arith_ExtSIOp (Arith_CmpIOp
                ConstantEnumCase<Arith_CmpIPredicateAttr, "slt">,
                $x,
                (Arith_ConstantOp (GetZeroAttr $x))))],
            [(IsScalarOrSplatOne $c1)]>;

// mului_extended(x, y) -> [muli(x, y), x] when the high half is unused.
def MulUIExtendedToMulI :
    Pattern<(Arith_MulUIExtendedOp:$res $x, $y),
            [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
            [(NoUses $res__1)]>;

// ---- xori ----

// not(cmpi(pred, a, b)) -> cmpi(~pred, a, b), not(x) being xori(x, true)
def InvertPredicate : NativeCodeCall<"native.invertPredicate($0)">;
def XOrINotCmpI :
    Pat<(Arith_XOrIOp
          (Arith_CmpIOp $pred, $a, $b),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_CmpIOp (InvertPredicate $pred), $a, $b)>;

// xori(extui(x), extui(y)) -> extui(xori(x, y))
def XOrIOfExtUI :
    Pat<(Arith_XOrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_XOrIOp $x, $y)),
        [(SameType $x, $y)]>;

// xori(extsi(x), extsi(y)) -> extsi(xori(x, y))
def XOrIOfExtSI :
    Pat<(Arith_XOrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_XOrIOp $x, $y)),
        [(SameType $x, $y)]>;

// ---- cmpi ----

def IsEqualityPredicate : Constraint<CPred<"native.isEqualityPredicate($0)">>;

// cmpi(eq/ne, extsi(a), extsi(b)) -> cmpi(eq/ne, a, b)
def CmpIExtSI :
    Pat<(Arith_CmpIOp $pred, (Arith_ExtSIOp $a), (Arith_ExtSIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(SameType $a, $b), (IsEqualityPredicate $pred)]>;

// cmpi(eq/ne, extui(a), extui(b)) -> cmpi(eq/ne, a, b)
def CmpIExtUI :
    Pat<(Arith_CmpIOp $pred, (Arith_ExtUIOp $a), (Arith_ExtUIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(SameType $a, $b), (IsEqualityPredicate $pred)]>;

// ---- select ----

// select(not(c), a, b) -> select(c, b, a)
def SelectNotCond :
    Pat<(SelectOp (Arith_XOrIOp $pred, (ConstantLikeMatcher APIntAttr:$ones)), $a, $b),
        (SelectOp $pred, $b, $a),
        [(IsScalarOrSplatNegativeOne $ones)]>;

// select(c, select(c, a, b), d) -> select(c, a, d)
def RedundantSelectTrue :
    Pat<(SelectOp $pred, (SelectOp $pred, $a, $b), $c),
        (SelectOp $pred, $a, $c)>;

// select(c, a, select(c, b, d)) -> select(c, a, d)
def RedundantSelectFalse :
    Pat<(SelectOp $pred, $a, (SelectOp $pred, $b, $c)),
        (SelectOp $pred, $a, $c)>;

// select(c, false, true) -> xori(c, true)
def SelectI1ToNot :
    Pat<(SelectOp $pred,
          (ConstantLikeMatcher ConstantAttr<I1Attr, "0">),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_XOrIOp $pred, (Arith_ConstantOp ConstantAttr<I1Attr, "1">))>;

// select(c, 1, 0) -> extui(c) and select(c, 0, 1) -> extui(xori(c, true)), for integer
// results wider than i1 (MLIR 19 writes this one in C++, as SelectToExtUI; the two
// patterns here are tried in its order).
def IsIntegerWiderThanI1 : Constraint<CPred<"native.isIntegerOtherThanI1($0.type)">>;
def IsOneValue : Constraint<CPred<"native.intOrSplatIntValue($0)?.isOne() === true">>;
def IsZeroValue : Constraint<CPred<"native.intOrSplatIntValue($0)?.isZero() === true">>;
def SelectToExtUI :
    Pat<(SelectOp:$r $pred, (ConstantLikeMatcher AnyAttr:$one), (ConstantLikeMatcher AnyAttr:$zero)),
        (Arith_ExtUIOp $pred),
        [(IsIntegerWiderThanI1 $r), (IsOneValue $one), (IsZeroValue $zero)]>;
def SelectToExtUINot :
    Pat<(SelectOp:$r $pred, (ConstantLikeMatcher AnyAttr:$zero), (ConstantLikeMatcher AnyAttr:$one)),
        (Arith_ExtUIOp (Arith_XOrIOp $pred, (Arith_ConstantOp ConstantAttr<I1Attr, "1">))),
        [(IsIntegerWiderThanI1 $r), (IsOneValue $one), (IsZeroValue $zero)]>;

// ---- index_cast / index_castui ----

// index_cast(index_cast(x)) -> x when the types agree
def IndexCastOfIndexCast :
    Pat<(Arith_IndexCastOp:$res (Arith_IndexCastOp $x)),
        (replaceWithValue $x),
        [(SameType $res, $x)]>;

// index_cast(extsi(x)) -> index_cast(x)
def IndexCastOfExtSI :
    Pat<(Arith_IndexCastOp (Arith_ExtSIOp $x)), (Arith_IndexCastOp $x)>;

// index_castui(index_castui(x)) -> x when the types agree
def IndexCastUIOfIndexCastUI :
    Pat<(Arith_IndexCastUIOp:$res (Arith_IndexCastUIOp $x)),
        (replaceWithValue $x),
        [(SameType $res, $x)]>;

// index_castui(extui(x)) -> index_castui(x)
def IndexCastUIOfExtUI :
    Pat<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)), (Arith_IndexCastUIOp $x)>;

// ---- bitcast ----

// bitcast(bitcast(x)) -> x, as MLIR 19 has it: whatever the types (a chain through a third
// type leaves a value of the wrong type, and the verifier after the pass reports it).
def BitcastOfBitcast :
    Pat<(Arith_BitcastOp (Arith_BitcastOp $x)), (replaceWithValue $x)>;

// ---- extsi ----

// extsi(extui(x)) -> extui(x)
def ExtSIOfExtUI :
    Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

// ---- andi / ori ----

// andi(extui(x), extui(y)) -> extui(andi(x, y))
def AndOfExtUI :
    Pat<(Arith_AndIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_AndIOp $x, $y)),
        [(SameType $x, $y)]>;

// andi(extsi(x), extsi(y)) -> extsi(andi(x, y))
def AndOfExtSI :
    Pat<(Arith_AndIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_AndIOp $x, $y)),
        [(SameType $x, $y)]>;

// ori(extui(x), extui(y)) -> extui(ori(x, y))
def OrOfExtUI :
    Pat<(Arith_OrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_OrIOp $x, $y)),
        [(SameType $x, $y)]>;

// ori(extsi(x), extsi(y)) -> extsi(ori(x, y))
def OrOfExtSI :
    Pat<(Arith_OrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_OrIOp $x, $y)),
        [(SameType $x, $y)]>;

// ---- trunci ----

// $0's element type is wider than $1's, which has a width.
def ValueWiderThan :
    Constraint<And<[
      CPred<"native.scalarOrElementWidth($0) > native.scalarOrElementWidth($1)">,
      CPred<"native.scalarOrElementWidth($1) > 0">]>>;

// The truncation drops exactly as many bits as the constant $2 shifts by.
def TruncationMatchesShiftAmount :
    Constraint<And<[
      CPred<"native.intOrSplatIntValue($2) !== undefined">,
      CPred<"BigInt(native.scalarOrElementWidth($0) - native.scalarOrElementWidth($1)) === "
              "native.intOrSplatIntValue($2)?.unsigned">]>>;

// trunci(extsi(x)) -> extsi(x) when only sign bits are dropped
def TruncIExtSIToExtSI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtSIOp:$ext $x)),
        (Arith_ExtSIOp $x),
        [(ValueWiderThan $ext, $tr), (ValueWiderThan $tr, $x)]>;

// trunci(extui(x)) -> extui(x) when only zero bits are dropped
def TruncIExtUIToExtUI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtUIOp:$ext $x)),
        (Arith_ExtUIOp $x),
        [(ValueWiderThan $ext, $tr), (ValueWiderThan $tr, $x)]>;

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the shift drops what is truncated
def TruncIShrSIToTrunciShrUI :
    Pat<(Arith_TruncIOp:$tr
          (Arith_ShRSIOp $x, (ConstantLikeMatcher TypedAttrInterface:$c0))),
        (Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp (AsTypedAttr $c0)))),
        [(TruncationMatchesShiftAmount $x, $tr, $c0)]>;

// $0, $1 and $2 have one type.
def ValuesWithSameType :
    Constraint<CPred<"$0.type === $1.type && $1.type === $2.type">>;

// trunci(shrui(muli(extsi(x), extsi(y)), c)) -> the high half of mulsi_extended(x, y), when
// the shift drops exactly the low half
def TruncIShrUIMulIToMulSIExtended :
    Pattern<(Arith_TruncIOp:$tr (Arith_ShRUIOp
                              (Arith_MulIOp:$mul
                                (Arith_ExtSIOp $x), (Arith_ExtSIOp $y), $ovf1),
                              (ConstantLikeMatcher AnyAttr:$c0))),
        [(Arith_MulSIExtendedOp:$res $x, $y),
         (replaceWithValue $res__1)],
        [(ValuesWithSameType $tr, $x, $y),
         (ValueWiderThan $mul, $x),
         (TruncationMatchesShiftAmount $mul, $x, $c0)]>;

// trunci(shrui(muli(extui(x), extui(y)), c)) -> the high half of mului_extended(x, y)
def TruncIShrUIMulIToMulUIExtended :
    Pattern<(Arith_TruncIOp:$tr (Arith_ShRUIOp
                              (Arith_MulIOp:$mul
                                (Arith_ExtUIOp $x), (Arith_ExtUIOp $y), $ovf1),
                              (ConstantLikeMatcher AnyAttr:$c0))),
        [(Arith_MulUIExtendedOp:$res $x, $y),
         (replaceWithValue $res__1)],
        [(ValuesWithSameType $tr, $x, $y),
         (ValueWiderThan $mul, $x),
         (TruncationMatchesShiftAmount $mul, $x, $c0)]>;

// ---- mulf / divf ----

// mulf(negf(x), negf(y)) -> mulf(x, y), keeping the mulf's fastmath flags
def MulFOfNegF :
    Pat<(Arith_MulFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_MulFOp $x, $y, $fmf),
        [(SameType $x, $y)]>;

// divf(negf(x), negf(y)) -> divf(x, y), keeping the divf's fastmath flags
def DivFOfNegF :
    Pat<(Arith_DivFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_DivFOp $x, $y, $fmf),
        [(SameType $x, $y)]>;

#endif // TSMLIR_ARITH_CANONICALIZATION
