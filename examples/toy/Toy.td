// The Toy dialect: a small tensor language in the style of MLIR's tutorial, written for
// tsmlir. Code in this file (predicates, builders, interface methods) is TypeScript.
//
//   tsmlir-tblgen --gen-ts-dialect examples/toy/Toy.td -o examples/toy/toy.ts
//   tsmlir-tblgen -gen-dialect-doc examples/toy/Toy.td -o examples/toy/Toy.md
//
// What the .td leaves to hand-written code (verifiers, shape inference, the struct type's
// verifier) is in toy-hooks.ts, typed by the generated ToyDialectHooks.

#ifndef TOY_OPS
#define TOY_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "::toy";
  let summary = "A small language of f64 tensors";
  let description = [{
    Toy computes with tensors of 64-bit floats and with structs that group
    values. Shapes are known where the program states them and are inferred
    elsewhere (the `ShapeInference` interface).

    ```mlir
    %a = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
    %t = toy.transpose %a : tensor<2x2xf64> to tensor<2x2xf64>
    toy.print %t : tensor<2x2xf64>
    ```
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

class Toy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Toy_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Interfaces
//===----------------------------------------------------------------------===//

def ShapeInferenceOpInterface : OpInterface<"ShapeInference"> {
  let description = [{
    An op whose result shapes follow from its operand shapes: shape inference
    asks it to set them once the operands are known.
  }];
  let cppNamespace = "::toy";
  let methods = [
    InterfaceMethod<"Sets the result types from the operand types.",
      "void", "inferShapes">,
  ];
}

//===----------------------------------------------------------------------===//
// Enums, attributes and types
//===----------------------------------------------------------------------===//

def Toy_Rounding : I32EnumAttr<"Rounding", "how values are rounded", [
    I32EnumAttrCase<"nearest", 0>,
    I32EnumAttrCase<"down", 1>,
    I32EnumAttrCase<"up", 2>,
  ]> {
  let cppNamespace = "::toy";
  let genSpecializedAttr = 0;
}

def Toy_RoundingAttr : EnumAttr<Toy_Dialect, Toy_Rounding, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

def Toy_LabelAttr : AttrDef<Toy_Dialect, "Label"> {
  let mnemonic = "label";
  let summary = "a named weight attached to a value";
  let parameters = (ins
    StringRefParameter<"the label">:$name,
    AttrOrTypeParameter<"number", "how much the value counts">:$weight
  );
  let assemblyFormat = "`<` $name `,` $weight `>`";
}

def Toy_StructType : TypeDef<Toy_Dialect, "Struct"> {
  let mnemonic = "struct";
  let summary = "a fixed sequence of values of possibly different types";
  let parameters = (ins ArrayRefParameter<"ir.Type", "the element types">:$elementTypes);
  let assemblyFormat = "`<` $elementTypes `>`";
  let genVerifyDecl = 1;
}

def Toy_Type : AnyTypeOf<[F64Tensor, Toy_StructType]>;

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

def Toy_ConstantOp : Toy_Op<"constant", [ConstantLike, Pure, AllTypesMatch<["value", "result"]>]> {
  let summary = "a tensor of constant values";
  let description = [{
    Produces the tensor given by `value`, whose type is the result type.

    ```mlir
    %c = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
    ```
  }];
  let arguments = (ins F64ElementsAttr:$value);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$value attr-dict";
}

def Toy_AddOp : Toy_Op<"add", [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "element-wise sum";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` functional-type(operands, results)";
}

def Toy_MulOp : Toy_Op<"mul", [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "element-wise product";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` functional-type(operands, results)";
}

def Toy_TransposeOp : Toy_Op<"transpose", [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "transposition of a matrix";
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($result)";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Toy_ReshapeOp : Toy_Op<"reshape", [Pure]> {
  let summary = "the same values in another static shape";
  let arguments = (ins F64Tensor:$input);
  let results = (outs StaticShapeTensorOf<[F64]>:$result);
  let assemblyFormat = "`(` $input `:` type($input) `)` attr-dict `to` type($result)";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Toy_CastOp : Toy_Op<"cast", [Pure, SameOperandsAndResultShape,
    DeclareOpInterfaceMethods<CastOpInterface>,
    DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "a tensor with its shape made more or less static";
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
}

def Toy_RoundOp : Toy_Op<"round", [Pure, SameOperandsAndResultType]> {
  let summary = "values rounded to integers";
  let arguments = (ins F64Tensor:$input, Toy_RoundingAttr:$mode);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$mode $input attr-dict `:` type($input)";
}

def Toy_LabelOp : Toy_Op<"label", [Pure, SameOperandsAndResultType]> {
  let summary = "a value with a label attached";
  let arguments = (ins F64Tensor:$input, Toy_LabelAttr:$label);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$input $label attr-dict `:` type($input)";
}

def Toy_StructConstantOp : Toy_Op<"struct_constant", [ConstantLike, Pure]> {
  let summary = "a struct of constant values";
  let arguments = (ins ArrayAttr:$value);
  let results = (outs Toy_StructType:$output);
  let assemblyFormat = "$value attr-dict `:` type($output)";
  let hasVerifier = 1;
}

def Toy_StructAccessOp : Toy_Op<"struct_access", [Pure]> {
  let summary = "one element of a struct";
  let arguments = (ins Toy_StructType:$input, I64Attr:$index);
  let results = (outs Toy_Type:$output);
  let assemblyFormat = "$input `[` $index `]` attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Toy_PrintOp : Toy_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "prints a value";
  let arguments = (ins Toy_Type:$input);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def Toy_ReturnOp : Toy_Op<"return", [Pure, ReturnLike, Terminator]> {
  let summary = "returns from a function";
  let arguments = (ins Variadic<Toy_Type>:$input);
  let assemblyFormat = "($input^ `:` type($input))? attr-dict";
  let hasVerifier = 1;
}

#endif // TOY_OPS
