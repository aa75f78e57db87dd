// tsmlir ODS library: the common type constraints.
//
// Predicates here are TypeScript expressions in which `$_self` is an
// `ir.Type`; they only call the pure helpers of the `ods` runtime module
// (listed in defs/README.md). Summaries are the phrases MLIR prints in
// diagnostics, so they are kept exactly as MLIR spells them.

#ifndef COMMON_TYPE_CONSTRAINTS_TD
#define COMMON_TYPE_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"

//===-- Shape-related building blocks ------------------------------------===//

// Vectors of rank one or more.
def IsVectorTypePred : And<[CPred<"ods.isVector($_self)">,
                            CPred<"ods.rank($_self) > 0">]>;

// Vectors of any rank, including 0-d ones.
def IsVectorOfAnyRankTypePred : CPred<"ods.isVector($_self)">;

def IsFixedVectorTypePred
    : CPred<"ods.isVector($_self) && !ods.isScalableVector($_self)">;

def IsVectorTypeWithAnyDimScalablePred
    : CPred<"ods.isVector($_self) && ods.isScalableVector($_self)">;

// Only the innermost dimension is scalable.
def IsVectorTypeWithOnlyTrailingDimScalablePred : And<[
  CPred<"ods.isVector($_self)">,
  CPred<"ods.rank($_self) > 0">,
  CPred<"ods.scalableDims($_self)[ods.rank($_self) - 1] === true">,
  CPred<"!ods.scalableDims($_self).slice(0, -1).includes(true)">
]>;

def IsVectorTypeWithAllDimsScalablePred : And<[
  IsVectorTypePred,
  CPred<"ods.scalableDims($_self).every((scalable) => scalable)">
]>;

def IsTensorTypePred : CPred<"ods.isTensor($_self)">;
def IsMemRefTypePred : CPred<"ods.isMemRef($_self)">;
def IsUnrankedMemRefTypePred : CPred<"ods.isUnrankedMemRef($_self)">;
def IsUnrankedTensorTypePred : CPred<"ods.isUnrankedTensor($_self)">;
def IsRankedTensorTypePred : CPred<"ods.isRankedTensor($_self)">;
def IsBaseMemRefTypePred : CPred<"ods.isBaseMemRef($_self)">;
def IsShapedTypePred : CPred<"ods.isShaped($_self)">;
def HasStaticShapePred : CPred<"ods.hasStaticShape($_self)">;
def IsTupleTypePred : CPred<"ods.isTuple($_self)">;
def HasValueSemanticsPred : CPred<"ods.hasValueSemantics($_self)">;

//===-- Type constraint classes ------------------------------------------===//

// A type constraint usable as an operand/result type. `builderCall`, when
// not empty, is a TypeScript expression building the type from `$_builder`
// (lets the assembly format omit it).
class Type<Pred condition, string descr = "", string cppClassName = "ir.Type">
    : TypeConstraint<condition, descr, cppClassName> {
  string description = "";
  string builderCall = "";
}

// Another name for a type constraint, optionally with its own summary.
class TypeAlias<Type t, string summary = t.summary>
    : Type<t.predicate, summary, t.cppClassName> {
  let description = t.description;
  let builderCall = t.builderCall;
}

// A type defined by a dialect.
class DialectType<Dialect d, Pred condition, string descr = "",
                  string cppClassName = "ir.Type">
    : Type<condition, descr, cppClassName> {
  Dialect dialect = d;
}

// Any number (possibly zero) of values of the given type.
class Variadic<Type type>
    : TypeConstraint<type.predicate, "variadic of " # type.summary,
                     type.cppClassName> {
  Type baseType = type;
  int minSize = 0;
}

// A variadic of variadics; group sizes live in the named attribute.
class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}

// Zero or one value of the given type.
class Optional<Type type>
    : TypeConstraint<type.predicate, type.summary, type.cppClassName> {
  Type baseType = type;
}

// Mixin: the type can be built without extra information.
class BuildableType<code builder> {
  code builderCall = builder;
}

// Mixin: buildable exactly when `type` is.
class SameBuildabilityAs<Type type, code builder> {
  code builderCall = !if(!empty(type.builderCall), "", builder);
}

def AnyType : Type<CPred<"true">, "any type">;

def NoneType : Type<CPred<"ods.isNone($_self)">, "none type", "ir.NoneType">,
               BuildableType<"$_builder.getNoneType()">;

// Any of the listed types; the summary joins theirs with " or ".
class AnyTypeOf<list<Type> allowedTypeList, string summary = "",
                string cppClassName = "ir.Type">
    : Type<Or<!foreach(allowedtype, allowedTypeList, allowedtype.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
               summary),
           cppClassName> {
  list<Type> allowedTypes = allowedTypeList;
}

// All of the listed types at once; the summary joins theirs with " and ".
class AllOfType<list<Type> allowedTypeList, string summary = "",
                string cppClassName = "ir.Type">
    : Type<And<!foreach(allowedType, allowedTypeList, allowedType.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
               summary),
           cppClassName> {
  list<Type> allowedTypes = allowedTypeList;
}

// `type` further restricted by extra predicates.
class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppClassName = type.cppClassName>
    : Type<And<!listconcat([type.predicate], !foreach(pred, predicates, pred))>,
           summary, cppClassName>;

//===-- Integer types ----------------------------------------------------===//

def AnyInteger : Type<CPred<"ods.isInteger($_self)">, "integer",
                      "ir.IntegerType">;

// An integer of the given width with any signedness.
class AnyI<int width>
    : Type<CPred<"ods.isInteger($_self, " # width # ")">,
           width # "-bit integer"> {
  int bitwidth = width;
}

class AnyIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, AnyI<w>),
                !interleave(widths, "/") # "-bit integer", "ir.IntegerType">;

def AnyI1  : AnyI<1>;
def AnyI8  : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

def AnySignlessInteger : Type<CPred<"ods.isSignlessInteger($_self)">,
                              "signless integer", "ir.IntegerType">;

// A signless integer of the given width (`iN`).
class I<int width>
    : Type<CPred<"ods.isSignlessInteger($_self, " # width # ")">,
           width # "-bit signless integer", "ir.IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ")"> {
  int bitwidth = width;
}

class SignlessIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, I<w>),
                !interleave(widths, "/") # "-bit signless integer">;

def I1   : I<1>;
def I8   : I<8>;
def I16  : I<16>;
def I32  : I<32>;
def I64  : I<64>;
def I128 : I<128>;

def AnySignedInteger : Type<CPred<"ods.isSignedInteger($_self)">,
                            "signed integer">;

// A signed integer of the given width (`siN`).
class SI<int width>
    : Type<CPred<"ods.isSignedInteger($_self, " # width # ")">,
           width # "-bit signed integer", "ir.IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ", \"signed\")"> {
  int bitwidth = width;
}

class SignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, SI<w>),
                !interleave(widths, "/") # "-bit signed integer">;

def SI1  : SI<1>;
def SI8  : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;

def AnyUnsignedInteger : Type<CPred<"ods.isUnsignedInteger($_self)">,
                              "unsigned integer">;

// An unsigned integer of the given width (`uiN`).
class UI<int width>
    : Type<CPred<"ods.isUnsignedInteger($_self, " # width # ")">,
           width # "-bit unsigned integer", "ir.IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ", \"unsigned\")"> {
  int bitwidth = width;
}

class UnsignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, UI<w>),
                !interleave(widths, "/") # "-bit unsigned integer">;

def UI1  : UI<1>;
def UI8  : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

def Index : Type<CPred<"ods.isIndex($_self)">, "index", "ir.IndexType">,
            BuildableType<"$_builder.getIndexType()">;

def AnySignlessIntegerOrIndex
    : Type<CPred<"ods.isSignlessIntOrIndex($_self)">,
           "signless integer or index">;

//===-- Floating-point types ---------------------------------------------===//

def AnyFloat : Type<CPred<"ods.isFloat($_self)">, "floating-point",
                    "ir.FloatType">;

// An IEEE-style float of the given width (`fN`).
class F<int width>
    : Type<CPred<"ods.isFloatOf($_self, \"f" # width # "\")">,
           width # "-bit float", "ir.FloatType">,
      BuildableType<"$_builder.getFloatType(\"f" # width # "\")"> {
  int bitwidth = width;
}

class FloatOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, F<w>),
                !interleave(widths, "/") # "-bit float">;

def F16  : F<16>;
def F32  : F<32>;
def F64  : F<64>;
def F80  : F<80>;
def F128 : F<128>;

// The remaining float formats, named by their MLIR keyword.
def BF16 : Type<CPred<"ods.isFloatOf($_self, \"bf16\")">, "bfloat16 type">,
    BuildableType<"$_builder.getFloatType(\"bf16\")">;
def TF32 : Type<CPred<"ods.isFloatOf($_self, \"tf32\")">, "tf32 type">,
    BuildableType<"$_builder.getFloatType(\"tf32\")">;
def F8E4M3FN : Type<CPred<"ods.isFloatOf($_self, \"f8E4M3FN\")">, "f8E4M3FN type">,
    BuildableType<"$_builder.getFloatType(\"f8E4M3FN\")">;
def F8E5M2 : Type<CPred<"ods.isFloatOf($_self, \"f8E5M2\")">, "f8E5M2 type">,
    BuildableType<"$_builder.getFloatType(\"f8E5M2\")">;
def F8E4M3 : Type<CPred<"ods.isFloatOf($_self, \"f8E4M3\")">, "f8E4M3 type">,
    BuildableType<"$_builder.getFloatType(\"f8E4M3\")">;
def F8E4M3FNUZ : Type<CPred<"ods.isFloatOf($_self, \"f8E4M3FNUZ\")">, "f8E4M3FNUZ type">,
    BuildableType<"$_builder.getFloatType(\"f8E4M3FNUZ\")">;
def F8E4M3B11FNUZ : Type<CPred<"ods.isFloatOf($_self, \"f8E4M3B11FNUZ\")">, "f8E4M3B11FNUZ type">,
    BuildableType<"$_builder.getFloatType(\"f8E4M3B11FNUZ\")">;
def F8E5M2FNUZ : Type<CPred<"ods.isFloatOf($_self, \"f8E5M2FNUZ\")">, "f8E5M2FNUZ type">,
    BuildableType<"$_builder.getFloatType(\"f8E5M2FNUZ\")">;

//===-- Other builtin types ----------------------------------------------===//

def AnyComplex : Type<CPred<"ods.isComplex($_self)">, "complex-type",
                      "ir.ComplexType">;

class Complex<Type type>
    : ConfinedType<AnyComplex,
                   [SubstLeaves<"$_self", "ods.complexElementType($_self)",
                                type.predicate>],
                   "complex type with " # type.summary # " elements",
                   "ir.ComplexType">,
      SameBuildabilityAs<type, "$_builder.getComplexType(" # type.builderCall # ")"> {
  Type elementType = type;
}

// A type of an unregistered dialect, printed as `!dialect.name`.
class OpaqueType<string dialect, string name, string summary>
    : Type<CPred<"ods.isOpaqueType($_self, \"" # dialect # "\", \"" # name # "\")">,
           summary, "ir.OpaqueType">,
      BuildableType<"$_builder.getOpaqueType(\"" # dialect # "\", \"" # name # "\")">;

def FunctionType : Type<CPred<"ods.isFunctionType($_self)">, "function type",
                        "ir.FunctionType">;

//===-- Containers -------------------------------------------------------===//

// A container whose element type, obtained with `elementTypeCall` (an
// expression over `$_self`), satisfies `etype`.
class ContainerType<Type etype, Pred containerPred, code elementTypeCall,
                    string descr, string cppClassName = "ir.Type">
    : Type<And<[containerPred,
                SubstLeaves<"$_self", !cast<string>(elementTypeCall),
                            etype.predicate>]>,
           descr # " of " # etype.summary # " values", cppClassName>;

// A shaped type whose element type is one of `allowedTypes`. The element
// type is bound once through an arrow function.
class ShapedContainerType<list<Type> allowedTypes, Pred containerPred,
                          string descr, string cppClassName = "ir.Type">
    : Type<And<[containerPred,
                Concat<"((elementType: ir.Type): boolean => ",
                       SubstLeaves<"$_self", "elementType",
                                   AnyTypeOf<allowedTypes>.predicate>,
                       ")(ods.elementType($_self))">]>,
           descr # " of " # AnyTypeOf<allowedTypes>.summary # " values",
           cppClassName>;

def HasRankPred : CPred<"ods.hasRank($_self)">;

class HasAnyRankOfPred<list<int> ranks> : And<[
    HasRankPred,
    Or<!foreach(rank, ranks, CPred<"ods.rank($_self) === " # rank>)>]>;

class HasRankGreaterOrEqualPred<int rank> : And<[
    HasRankPred,
    CPred<"ods.rank($_self) >= " # rank>]>;

class ValueSemanticsContainerOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, HasValueSemanticsPred,
                          "container with value semantics">;

//===-- Vectors ----------------------------------------------------------===//

class VectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorTypePred, "vector",
                          "ir.VectorType">;

class VectorOfAnyRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorOfAnyRankTypePred, "vector",
                          "ir.VectorType">;

class FixedVectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsFixedVectorTypePred,
                          "fixed-length vector", "ir.VectorType">;

class ScalableVectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorTypeWithAnyDimScalablePred,
                          "scalable vector", "ir.VectorType">;

class VectorWithTrailingDimScalableOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes,
                          IsVectorTypeWithOnlyTrailingDimScalablePred,
                          "trailing scalable vector", "ir.VectorType">;

class IsVectorOfRankPred<list<int> allowedRanks> : And<[
    IsVectorTypePred,
    Or<!foreach(n, allowedRanks, CPred<"ods.rank($_self) === " # n>)>]>;

class IsFixedVectorOfRankPred<list<int> allowedRanks> : And<[
    IsFixedVectorTypePred,
    Or<!foreach(n, allowedRanks, CPred<"ods.rank($_self) === " # n>)>]>;

class IsScalableVectorOfRankPred<list<int> allowedRanks> : And<[
    IsVectorTypeWithAnyDimScalablePred,
    Or<!foreach(n, allowedRanks, CPred<"ods.rank($_self) === " # n>)>]>;

class VectorOfRank<list<int> allowedRanks>
    : Type<IsVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/"), "ir.VectorType">;

class FixedVectorOfRank<list<int> allowedRanks>
    : Type<IsFixedVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/"), "ir.VectorType">;

class ScalableVectorOfRank<list<int> allowedRanks>
    : Type<IsScalableVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/"), "ir.VectorType">;

class VectorOfRankAndType<list<int> allowedRanks, list<Type> allowedTypes>
    : AllOfType<[VectorOf<allowedTypes>, VectorOfRank<allowedRanks>],
                VectorOf<allowedTypes>.summary
                  # VectorOfRank<allowedRanks>.summary,
                "ir.VectorType">;

class IsVectorOfLengthPred<list<int> allowedLengths> : And<[
    IsVectorTypePred,
    Or<!foreach(n, allowedLengths, CPred<"ods.numElements($_self) === " # n>)>]>;

class IsFixedVectorOfLengthPred<list<int> allowedLengths> : And<[
    IsFixedVectorTypePred,
    Or<!foreach(n, allowedLengths, CPred<"ods.numElements($_self) === " # n>)>]>;

class IsScalableVectorOfLengthPred<list<int> allowedLengths> : And<[
    IsVectorTypeWithAnyDimScalablePred,
    Or<!foreach(n, allowedLengths, CPred<"ods.numElements($_self) === " # n>)>]>;

// Maps a dimension index to the minimum rank it requires (negative indices
// count from the innermost dimension).
class NormalizeIndex<int value> {
  int ret = !if(!lt(value, 0), !sub(0, value), !add(value, 1));
}

class IsNthDimSizeIsOneOfPred<int n, list<int> allowedSizes> : And<[
    CPred<"ods.rank($_self) >= " # NormalizeIndex<n>.ret>,
    CPred<"[" # !interleave(allowedSizes, ", ") # "].includes(ods.dimSize($_self, "
          # !if(!lt(n, 0), "ods.rank($_self) + " # n, "" # n) # "))">]>;

class IsVectorOfShape<list<int> shape>
    : CPred<"ods.shapeEquals($_self, [" # !interleave(shape, ", ") # "])">;

class VectorOfLength<list<int> allowedLengths>
    : Type<IsVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/"), "ir.VectorType">;

class FixedVectorOfLength<list<int> allowedLengths>
    : Type<IsFixedVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/"), "ir.VectorType">;

class ScalableVectorOfLength<list<int> allowedLengths>
    : Type<IsScalableVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/"), "ir.VectorType">;

class VectorOfLengthAndType<list<int> allowedLengths, list<Type> allowedTypes>
    : AllOfType<[VectorOf<allowedTypes>, VectorOfLength<allowedLengths>],
                VectorOf<allowedTypes>.summary
                  # VectorOfLength<allowedLengths>.summary,
                "ir.VectorType">;

class FixedVectorOfLengthAndType<list<int> allowedLengths,
                                 list<Type> allowedTypes>
    : AllOfType<[FixedVectorOf<allowedTypes>,
                 FixedVectorOfLength<allowedLengths>],
                FixedVectorOf<allowedTypes>.summary
                  # FixedVectorOfLength<allowedLengths>.summary,
                "ir.VectorType">;

class ScalableVectorOfLengthAndType<list<int> allowedLengths,
                                    list<Type> allowedTypes>
    : AllOfType<[ScalableVectorOf<allowedTypes>,
                 ScalableVectorOfLength<allowedLengths>],
                ScalableVectorOf<allowedTypes>.summary
                  # ScalableVectorOfLength<allowedLengths>.summary,
                "ir.VectorType">;

class ScalableVectorOfRankAndLengthAndType<list<int> allowedRanks,
                                           list<int> allowedLengths,
                                           list<Type> allowedTypes>
    : AllOfType<[ScalableVectorOfRank<allowedRanks>,
                 ScalableVectorOf<allowedTypes>,
                 ScalableVectorOfLength<allowedLengths>],
                ScalableVectorOfRank<allowedRanks>.summary
                  # ScalableVectorOf<allowedTypes>.summary
                  # ScalableVectorOfLength<allowedLengths>.summary,
                "ir.VectorType">;

class ShapedTypeWithNthDimOfSize<int n, list<int> allowedSizes>
    : Type<IsNthDimSizeIsOneOfPred<n, allowedSizes>,
           " with dim " # n # " having a size of {"
             # !interleave(allowedSizes, ", ") # "}",
           "ir.ShapedType">;

class VectorWithTrailingDimScalableOfSizeAndType<
    list<int> allowedTrailingSizes, list<Type> allowedTypes>
    : AllOfType<[VectorWithTrailingDimScalableOf<allowedTypes>,
                 ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>],
                VectorWithTrailingDimScalableOf<allowedTypes>.summary
                  # ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>.summary,
                "ir.VectorType">;

def AnyVector : VectorOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;
def AnyFixedVector : FixedVectorOf<[AnyType]>;
def AnyScalableVector : ScalableVectorOf<[AnyType]>;

def AnyShaped : ShapedContainerType<[AnyType], IsShapedTypePred, "shaped",
                                    "ir.ShapedType">;

//===-- Tensors ----------------------------------------------------------===//

class UnrankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                       string summary = "unranked tensor">
    : ShapedContainerType<allowedTypes,
                          And<!listconcat([IsUnrankedTensorTypePred], preds)>,
                          summary, "ir.UnrankedTensorType">;

class RankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                     string summary = "ranked tensor">
    : ShapedContainerType<allowedTypes,
                          And<!listconcat([IsRankedTensorTypePred], preds)>,
                          summary, "ir.RankedTensorType">;

class TensorOf<list<Type> allowedTypes, list<Pred> preds = [],
               string summary = "tensor">
    : ShapedContainerType<allowedTypes,
                          And<!listconcat([IsTensorTypePred], preds)>,
                          summary, "ir.TensorType">;

def AnyTensor   : TensorOf<[AnyType]>;
def I1Tensor    : TensorOf<[I1]>;
def I8Tensor    : TensorOf<[I8]>;
def I16Tensor   : TensorOf<[I16]>;
def I32Tensor   : TensorOf<[I32]>;
def I64Tensor   : TensorOf<[I64]>;
def IndexTensor : TensorOf<[Index]>;
def BF16Tensor  : TensorOf<[BF16]>;
def F16Tensor   : TensorOf<[F16]>;
def F32Tensor   : TensorOf<[F32]>;
def F64Tensor   : TensorOf<[F64]>;

class Non0RankedTensorOf<list<Type> allowedTypes>
    : TensorOf<allowedTypes, [HasRankGreaterOrEqualPred<1>],
               "non-0-ranked.tensor">;

def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyNon0RankedTensor : Non0RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;

def AnyNon0RankedOrUnrankedTensor
    : AnyTypeOf<[AnyUnrankedTensor, AnyNon0RankedTensor],
                "non-0-ranked or unranked tensor", "ir.TensorType">;

class TensorRankOf<list<Type> allowedTypes, list<int> ranks>
    : RankedTensorOf<allowedTypes, [HasAnyRankOfPred<ranks>],
                     !interleave(!foreach(rank, ranks, rank # "D"), "/")
                       # " tensor">;

class 0DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [0]>;
class 1DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [1]>;
class 2DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [2]>;
class 3DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [3]>;
class 4DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [4]>;

class StaticShapeTensorOf<list<Type> allowedTypes>
    : RankedTensorOf<allowedTypes, [HasStaticShapePred],
                     "statically shaped tensor">;

def AnyStaticShapeTensor : StaticShapeTensorOf<[AnyType]>;

//===-- MemRefs ----------------------------------------------------------===//

class UnrankedMemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsUnrankedMemRefTypePred,
                          "unranked.memref", "ir.UnrankedMemRefType">;

def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;

class MemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref",
                          "ir.MemRefType">;

class Non0RankedMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasRankGreaterOrEqualPred<1>],
                   "non-0-ranked." # MemRefOf<allowedTypes>.summary,
                   "ir.MemRefType">;

def AnyMemRef : MemRefOf<[AnyType]>;
def AnyNon0RankedMemRef : Non0RankedMemRefOf<[AnyType]>;

class RankedOrUnrankedMemRefOf<list<Type> allowedTypes, list<Pred> preds = [],
                               string summary = "ranked or unranked memref">
    : ShapedContainerType<allowedTypes,
                          And<!listconcat([IsBaseMemRefTypePred], preds)>,
                          summary, "ir.BaseMemRefType">;

def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
def AnyNon0RankedOrUnrankedMemRef
    : AnyTypeOf<[AnyUnrankedMemRef, AnyNon0RankedMemRef]>;

def I1MemRef   : MemRefOf<[I1]>;
def I8MemRef   : MemRefOf<[I8]>;
def I16MemRef  : MemRefOf<[I16]>;
def I32MemRef  : MemRefOf<[I32]>;
def I64MemRef  : MemRefOf<[I64]>;
def BF16MemRef : MemRefOf<[BF16]>;
def F16MemRef  : MemRefOf<[F16]>;
def F32MemRef  : MemRefOf<[F32]>;
def F64MemRef  : MemRefOf<[F64]>;

class MemRefRankOf<list<Type> allowedTypes, list<int> ranks>
    : ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
                   !interleave(!foreach(rank, ranks, rank # "D"), "/") # " "
                     # MemRefOf<allowedTypes>.summary,
                   "ir.MemRefType">;

class StaticShapeMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasStaticShapePred],
                   "statically shaped " # MemRefOf<allowedTypes>.summary,
                   "ir.MemRefType">;

def AnyStaticShapeMemRef : StaticShapeMemRefOf<[AnyType]>;

def HasStridesPred : CPred<"ods.isStrided($_self)">;

class StridedMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasStridesPred],
                   "strided " # MemRefOf<allowedTypes>.summary>;

def AnyStridedMemRef : StridedMemRefOf<[AnyType]>;

class AnyStridedMemRefOfRank<int rank>
    : AllOfType<[AnyStridedMemRef, MemRefRankOf<[AnyType], [rank]>],
                AnyStridedMemRef.summary # " of rank " # rank>;

class StridedMemRefRankOf<list<Type> allowedTypes, list<int> ranks>
    : ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
                   !interleave(!foreach(rank, ranks, rank # "D"), "/") # " "
                     # MemRefOf<allowedTypes>.summary>;

//===-- Tuples -----------------------------------------------------------===//

def AnyTuple : Type<IsTupleTypePred, "tuple", "ir.TupleType">;

// A container of heterogeneous element types, every one satisfying `etype`.
class MixedContainerType<Type etype, Pred containerPred,
                         code elementTypesCall, string descr>
    : Type<And<[containerPred,
                Concat<elementTypesCall # ".every((t: ir.Type): boolean => ",
                       SubstLeaves<"$_self", "t", etype.predicate>,
                       ")">]>,
           descr # " with any combination of " # etype.summary # " values"> {
  Type elementType = etype;
  code getElementTypesCall = elementTypesCall;
}

class TupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "ods.tupleTypes($_self)", "tuple">;

class NestedTupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "ods.flattenedTupleTypes($_self)", "nested tuple">;

//===-- Scalar-or-container shorthands -----------------------------------===//

class TypeOrContainer<Type allowedType, string name>
    : TypeConstraint<Or<[allowedType.predicate,
                         ValueSemanticsContainerOf<[allowedType]>.predicate]>,
                     name>;

class TypeOrValueSemanticsContainer<Type allowedType, string name>
    : TypeConstraint<Or<[allowedType.predicate,
                         ValueSemanticsContainerOf<[allowedType]>.predicate]>,
                     name>;

class TypeOrContainerOfAnyRank<Type allowedType, string name>
    : TypeConstraint<Or<[allowedType.predicate,
                         VectorOfAnyRankOf<[allowedType]>.predicate,
                         TensorOf<[allowedType]>.predicate]>,
                     name>;

def BoolLike : TypeOrContainer<I1, "bool-like">;
def BoolLikeOfAnyRank : TypeOrContainerOfAnyRank<I1, "bool-like">;

def SignlessIntegerLike
    : TypeOrValueSemanticsContainer<AnySignlessIntegerOrIndex,
                                    "signless-integer-like">;

def SignlessIntegerLikeOfAnyRank
    : TypeOrContainerOfAnyRank<AnySignlessIntegerOrIndex,
                               "signless-integer-like">;

def FloatLike : TypeOrContainer<AnyFloat, "floating-point-like">;

def SignlessIntegerOrFloatLike
    : TypeConstraint<Or<[SignlessIntegerLike.predicate, FloatLike.predicate]>,
                     "signless-integer-like or floating-point-like">;

#endif // COMMON_TYPE_CONSTRAINTS_TD
