// One small pattern per DRR construct, for test/rewrite/drr/features.test.ts. Snippets
// are TypeScript.
include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"
include "mlir/Dialect/Func/IR/FuncOps.td"

// A nested source dag: (x + y) - y -> x. Benefit 2 (two ops).
def NestedSubOfAdd : Pat<(Arith_SubIOp (Arith_AddIOp $x, $y, $o1), $y, $o2), (replaceWithValue $x)>;

// addBenefit: -(-x) -> x with benefit 2 + 10.
def DoubleNeg : Pat<(Arith_NegFOp (Arith_NegFOp $x, $f1), $f2), (replaceWithValue $x), [], [], (addBenefit 10)>;

// A leaf type constraint: only f32 additions become subtractions.
def F32AddToSub : Pat<(Arith_AddFOp F32:$x, $y, $f), (Arith_SubFOp $x, $y, $f)>;

// A multi-entity constraint and a constant attribute matched by a native matcher.
def SameTypeValues : Constraint<CPred<"$0.type === $1.type">, "same type">;
def MulByZeroOfSameType :
    Pat<(Arith_MulIOp $x, (ConstantLikeMatcher ConstantAttr<I32Attr, "0">), $o),
        (Arith_SubIOp $x, $x, $o)>;
def OrOfExtUISameType :
    Pat<(Arith_OrIOp (Arith_ExtUIOp $a), (Arith_ExtUIOp $b)),
        (Arith_ExtUIOp (Arith_OrIOp $a, $b)),
        [(SameTypeValues $a, $b)]>;

// A native call with two results, used through __0 and __1 (an auxiliary result pattern).
def SwapTwo : NativeCodeCall<"[$1, $0] as const", 2>;
def SwapMaxOperands :
    Pattern<(Arith_MaxSIOp $x, (Arith_ExtSIOp $y)),
            [(SwapTwo:$s $x, (Arith_ExtSIOp $y, (returnType $x))), (Arith_MinSIOp $s__0, $s__1)]>;

// __N of a multi-result op created by an auxiliary result pattern.
def MulViaExtended :
    Pattern<(Arith_MulIOp:$r $x, (Arith_ExtUIOp $y), $o),
            [(Arith_MulUIExtendedOp:$m $x, (Arith_ExtUIOp $y, (returnType $x))), (replaceWithValue $m__0)]>;

// location: a name location, and the location of a matched op.
def NamedLocation : Pat<(Arith_DivFOp:$d $x, (Arith_NegFOp $y, $f1), $f2),
                        (Arith_DivFOp (Arith_NegFOp $x, $f1, (location "negated")), $y, $f2, (location $d))>;

// returnType: the type of a matched value.
def ExtSIOfExtSI : Pat<(Arith_ExtSIOp:$r (Arith_ExtSIOp $x)), (Arith_ExtSIOp $x, (returnType $r))>;

// either: a muli on either side of an addi.
def AddOfMulEither :
    Pat<(Arith_AddIOp (either (Arith_MulIOp $a, $b, $o1), $c), $o2),
        (Arith_SubIOp $c, $a, $o2)>;

// variadic: func.return of exactly (a, -(-b)).
def PackValues : NativeCodeCall<"[$0, $1]">;
def ReturnOfDoubleNeg :
    Pat<(ReturnOp (variadic $a, (Arith_NegFOp (Arith_NegFOp $b, $f1), $f2))),
        (ReturnOp (PackValues $a, $b))>;

// A supplemental pattern tagging the new op; a native call with $_builder in a result.
def Tag : NativeCodeCallVoid<"$0.definingOp?.setAttr(\"tagged\", $_builder.getUnitAttr())">;
def SevenOfType : NativeCodeCall<"$_builder.getIntegerAttr($0.type, 7)">;
def RemToSevenTagged :
    Pattern<(Arith_RemUIOp $x, $y),
            [(Arith_ConstantOp:$c (SevenOfType $x))],
            [],
            [(Tag $c)]>;

// A ConstantEnumCase in a result and an enum attribute bound in the source.
def CmpSltToSgt :
    Pat<(Arith_CmpIOp ConstantEnumCase<Arith_CmpIPredicateAttr, "slt">, $a, $b),
        (Arith_CmpIOp ConstantEnumCase<Arith_CmpIPredicateAttr, "sgt">, $b, $a)>;

// A symbol bound twice in the source must be the same value.
def SubSelf : Pat<(Arith_SubFOp $x, $x, $f), (Arith_MulFOp $x, $x, $f)>;
