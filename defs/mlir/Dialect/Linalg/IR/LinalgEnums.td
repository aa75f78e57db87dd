// tsmlir dialect definitions: the enums of the `linalg` dialect (the functions a named op's
// body applies, and the kinds of its loops).

#ifndef LINALG_ENUMS
#define LINALG_ENUMS

include "mlir/IR/EnumAttr.td"

// Functions of one operand a named op's body may apply.
def UnaryFn : I32EnumAttr<"UnaryFn", "", [
  I32EnumAttrCase<"exp", 0>, I32EnumAttrCase<"log", 1>, I32EnumAttrCase<"abs", 2>,
  I32EnumAttrCase<"ceil", 3>, I32EnumAttrCase<"floor", 4>, I32EnumAttrCase<"negf", 5>,
  I32EnumAttrCase<"reciprocal", 6>, I32EnumAttrCase<"round", 7>, I32EnumAttrCase<"sqrt", 8>,
  I32EnumAttrCase<"rsqrt", 9>, I32EnumAttrCase<"square", 10>, I32EnumAttrCase<"tanh", 11>,
  I32EnumAttrCase<"erf", 12>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::linalg";
}

// Functions of two operands.
def BinaryFn : I32EnumAttr<"BinaryFn", "", [
  I32EnumAttrCase<"add", 0>, I32EnumAttrCase<"sub", 1>, I32EnumAttrCase<"mul", 2>,
  I32EnumAttrCase<"div", 3>, I32EnumAttrCase<"div_unsigned", 4>,
  I32EnumAttrCase<"max_signed", 5>, I32EnumAttrCase<"min_signed", 6>,
  I32EnumAttrCase<"max_unsigned", 7>, I32EnumAttrCase<"min_unsigned", 8>,
  I32EnumAttrCase<"powf", 9>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::linalg";
}

// Functions of three operands.
def TernaryFn : I32EnumAttr<"TernaryFn", "", [I32EnumAttrCase<"select", 0>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::linalg";
}

// How an operand is converted to the element type of the computation.
def TypeFn : I32EnumAttr<"TypeFn", "", [
  I32EnumAttrCase<"cast_signed", 0>, I32EnumAttrCase<"cast_unsigned", 1>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::linalg";
}

// Whether a loop of a structured op is independent across iterations or accumulates.
def IteratorType : I32EnumAttr<"IteratorType", "Iterator type", [
  I32EnumAttrCase<"parallel", 0>, I32EnumAttrCase<"reduction", 1>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::linalg";
}

#endif // LINALG_ENUMS
