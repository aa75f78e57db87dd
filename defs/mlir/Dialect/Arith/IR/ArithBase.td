// tsmlir dialect definitions: the `arith` dialect and its enums.

#ifndef ARITH_BASE
#define ARITH_BASE

include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"

def Arith_Dialect : Dialect {
  let name = "arith";
  let cppNamespace = "::mlir::arith";
  let description = [{
    Basic integer and floating-point arithmetic: constants, the usual binary
    operations, comparisons, selects and conversions between numeric types.
    Every op works on scalars and, element by element, on vectors and
    tensors of them. Integers carry no sign; ops that care (division,
    comparison, extension) come in signed and unsigned variants.

    ```mlir
    %c3 = arith.constant 3 : i32
    %sum = arith.addi %x, %c3 : i32
    %isNeg = arith.cmpi slt, %sum, %c0 : i32
    ```
  }];
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

// Predicates of `arith.cmpf`: "o" variants are false when either operand
// is NaN, "u" variants true.
def Arith_CmpFPredicateAttr : I64EnumAttr<"CmpFPredicate", "", [
    I64EnumAttrCase<"AlwaysFalse", 0, "false">,
    I64EnumAttrCase<"OEQ", 1, "oeq">,
    I64EnumAttrCase<"OGT", 2, "ogt">,
    I64EnumAttrCase<"OGE", 3, "oge">,
    I64EnumAttrCase<"OLT", 4, "olt">,
    I64EnumAttrCase<"OLE", 5, "ole">,
    I64EnumAttrCase<"ONE", 6, "one">,
    I64EnumAttrCase<"ORD", 7, "ord">,
    I64EnumAttrCase<"UEQ", 8, "ueq">,
    I64EnumAttrCase<"UGT", 9, "ugt">,
    I64EnumAttrCase<"UGE", 10, "uge">,
    I64EnumAttrCase<"ULT", 11, "ult">,
    I64EnumAttrCase<"ULE", 12, "ule">,
    I64EnumAttrCase<"UNE", 13, "une">,
    I64EnumAttrCase<"UNO", 14, "uno">,
    I64EnumAttrCase<"AlwaysTrue", 15, "true">,
  ]> {
  let cppNamespace = "::mlir::arith";
}

// Predicates of `arith.cmpi`.
def Arith_CmpIPredicateAttr : I64EnumAttr<"CmpIPredicate", "", [
    I64EnumAttrCase<"eq", 0>,
    I64EnumAttrCase<"ne", 1>,
    I64EnumAttrCase<"slt", 2>,
    I64EnumAttrCase<"sle", 3>,
    I64EnumAttrCase<"sgt", 4>,
    I64EnumAttrCase<"sge", 5>,
    I64EnumAttrCase<"ult", 6>,
    I64EnumAttrCase<"ule", 7>,
    I64EnumAttrCase<"ugt", 8>,
    I64EnumAttrCase<"uge", 9>,
  ]> {
  let cppNamespace = "::mlir::arith";
}

// Read-modify-write kinds used by atomic ops of other dialects.
def ATOMIC_RMW_KIND_ADDF     : I64EnumAttrCase<"addf", 0>;
def ATOMIC_RMW_KIND_ADDI     : I64EnumAttrCase<"addi", 1>;
def ATOMIC_RMW_KIND_ASSIGN   : I64EnumAttrCase<"assign", 2>;
def ATOMIC_RMW_KIND_MAXIMUMF : I64EnumAttrCase<"maximumf", 3>;
def ATOMIC_RMW_KIND_MAXS     : I64EnumAttrCase<"maxs", 4>;
def ATOMIC_RMW_KIND_MAXU     : I64EnumAttrCase<"maxu", 5>;
def ATOMIC_RMW_KIND_MINIMUMF : I64EnumAttrCase<"minimumf", 6>;
def ATOMIC_RMW_KIND_MINS     : I64EnumAttrCase<"mins", 7>;
def ATOMIC_RMW_KIND_MINU     : I64EnumAttrCase<"minu", 8>;
def ATOMIC_RMW_KIND_MULF     : I64EnumAttrCase<"mulf", 9>;
def ATOMIC_RMW_KIND_MULI     : I64EnumAttrCase<"muli", 10>;
def ATOMIC_RMW_KIND_ORI      : I64EnumAttrCase<"ori", 11>;
def ATOMIC_RMW_KIND_ANDI     : I64EnumAttrCase<"andi", 12>;
def ATOMIC_RMW_KIND_MAXNUMF  : I64EnumAttrCase<"maxnumf", 13>;
def ATOMIC_RMW_KIND_MINNUMF  : I64EnumAttrCase<"minnumf", 14>;

def AtomicRMWKindAttr : I64EnumAttr<"AtomicRMWKind", "", [
    ATOMIC_RMW_KIND_ADDF, ATOMIC_RMW_KIND_ADDI, ATOMIC_RMW_KIND_ASSIGN,
    ATOMIC_RMW_KIND_MAXIMUMF, ATOMIC_RMW_KIND_MAXS, ATOMIC_RMW_KIND_MAXU,
    ATOMIC_RMW_KIND_MINIMUMF, ATOMIC_RMW_KIND_MINS, ATOMIC_RMW_KIND_MINU,
    ATOMIC_RMW_KIND_MULF, ATOMIC_RMW_KIND_MULI, ATOMIC_RMW_KIND_ORI,
    ATOMIC_RMW_KIND_ANDI, ATOMIC_RMW_KIND_MAXNUMF, ATOMIC_RMW_KIND_MINNUMF]> {
  let cppNamespace = "::mlir::arith";
}

// Fast-math flags: each bit relaxes one IEEE guarantee; `fast` sets all.
def FASTMATH_NONE            : I32BitEnumAttrCaseNone<"none">;
def FASTMATH_REASSOC         : I32BitEnumAttrCaseBit<"reassoc", 0>;
def FASTMATH_NO_NANS         : I32BitEnumAttrCaseBit<"nnan", 1>;
def FASTMATH_NO_INFS         : I32BitEnumAttrCaseBit<"ninf", 2>;
def FASTMATH_NO_SIGNED_ZEROS : I32BitEnumAttrCaseBit<"nsz", 3>;
def FASTMATH_ALLOW_RECIP     : I32BitEnumAttrCaseBit<"arcp", 4>;
def FASTMATH_ALLOW_CONTRACT  : I32BitEnumAttrCaseBit<"contract", 5>;
def FASTMATH_APPROX_FUNC     : I32BitEnumAttrCaseBit<"afn", 6>;
def FASTMATH_FAST : I32BitEnumAttrCaseGroup<"fast", [
    FASTMATH_REASSOC, FASTMATH_NO_NANS, FASTMATH_NO_INFS,
    FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP, FASTMATH_ALLOW_CONTRACT,
    FASTMATH_APPROX_FUNC]>;

def FastMathFlags : I32BitEnumAttr<"FastMathFlags",
                                   "Floating point fast math flags", [
    FASTMATH_NONE, FASTMATH_REASSOC, FASTMATH_NO_NANS, FASTMATH_NO_INFS,
    FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP, FASTMATH_ALLOW_CONTRACT,
    FASTMATH_APPROX_FUNC, FASTMATH_FAST]> {
  let separator = ",";
  let cppNamespace = "::mlir::arith";
  let genSpecializedAttr = 0;
  let printBitEnumPrimaryGroups = 1;
}

// Printed as `#arith.fastmath<nnan,ninf>`.
def Arith_FastMathAttr : EnumAttr<Arith_Dialect, FastMathFlags, "fastmath"> {
  let assemblyFormat = "`<` $value `>`";
}

// Integer overflow flags: with `nsw`/`nuw` a signed/unsigned wrap-around
// makes the result poison.
def Arith_IOFnone : I32BitEnumAttrCaseNone<"none">;
def Arith_IOFnsw  : I32BitEnumAttrCaseBit<"nsw", 0>;
def Arith_IOFnuw  : I32BitEnumAttrCaseBit<"nuw", 1>;

def Arith_IntegerOverflowFlags : I32BitEnumAttr<"IntegerOverflowFlags",
                                                "Integer overflow arith flags",
    [Arith_IOFnone, Arith_IOFnsw, Arith_IOFnuw]> {
  let separator = ", ";
  let cppNamespace = "::mlir::arith";
  let genSpecializedAttr = 0;
  let printBitEnumPrimaryGroups = 1;
}

// Printed as `#arith.overflow<nsw, nuw>`.
def Arith_IntegerOverflowAttr
    : EnumAttr<Arith_Dialect, Arith_IntegerOverflowFlags, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

// IEEE rounding modes.
def Arith_RToNearestTiesToEven : I32EnumAttrCase<"to_nearest_even", 0>;
def Arith_RDownward : I32EnumAttrCase<"downward", 1>;
def Arith_RUpward : I32EnumAttrCase<"upward", 2>;
def Arith_RTowardZero : I32EnumAttrCase<"toward_zero", 3>;
def Arith_RToNearestTiesAwayFromZero : I32EnumAttrCase<"to_nearest_away", 4>;

def Arith_RoundingModeAttr : I32EnumAttr<"RoundingMode",
                                         "Floating point rounding mode", [
    Arith_RToNearestTiesToEven, Arith_RDownward, Arith_RUpward,
    Arith_RTowardZero, Arith_RToNearestTiesAwayFromZero]> {
  let cppNamespace = "::mlir::arith";
}

#endif // ARITH_BASE
