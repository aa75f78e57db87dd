// The Toy dialect's canonicalization patterns in DRR (the rewrites of MLIR's Toy tutorial,
// chapter 3), with TypeScript snippets: `tsmlir-tblgen --gen-ts-rewriters` turns them into
// toy-combine.ts, and toy-hooks.ts registers them as the canonicalization patterns of
// toy.transpose and toy.reshape (`hasCanonicalizer` in Toy.td). `native.*` are the helpers
// of toy-combine-native.ts.

#ifndef TOY_COMBINE
#define TOY_COMBINE

include "mlir/IR/PatternBase.td"
include "Toy.td"

// Two values of one type (a replacement must keep the type its uses expect).
def TypesAreIdentical : Constraint<CPred<"$0.type === $1.type">, "same type">;

// transpose(transpose(x)) -> x
def TransposeTransposeOptPattern :
    Pat<(Toy_TransposeOp:$res (Toy_TransposeOp $arg)),
        (replaceWithValue $arg),
        [(TypesAreIdentical $res, $arg)]>;

// reshape(reshape(x)) -> reshape(x)
def ReshapeReshapeOptPattern :
    Pat<(Toy_ReshapeOp (Toy_ReshapeOp $arg)),
        (Toy_ReshapeOp $arg)>;

// reshape(constant) -> the constant in the reshaped type
def ReshapeConstant : NativeCodeCall<"native.reshapeConstant($0, $1.type)">;
def FoldConstantReshapeOptPattern :
    Pat<(Toy_ReshapeOp:$res (Toy_ConstantOp $arg)),
        (Toy_ConstantOp (ReshapeConstant $arg, $res))>;

// reshape(x) to the type x has -> x
def RedundantReshapeOptPattern :
    Pat<(Toy_ReshapeOp:$res $arg),
        (replaceWithValue $arg),
        [(TypesAreIdentical $res, $arg)]>;

#endif // TOY_COMBINE
