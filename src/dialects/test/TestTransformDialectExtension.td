// The ops of the transform dialect's test extension that mlir-opt 19 registers (upstream
// keeps their definitions in its test library, which is not installed). Written for tsmlir
// from mlir-opt 19's behaviour: each op's operands, results, regions, properties and syntax
// are those mlir-opt 19 accepts and prints. It extends the installed transform dialect, so it
// is evaluated with MLIR 19's include directory first (generators/upstream), and its ops are
// generated into transform's modules next to the other extensions' ops. What MLIR writes in
// C++ (their memory effects, the verifiers of their interfaces and traits) is in
// src/dialects/test/transform-extension.ts.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"

class TestTransformExtensionOp<string mnemonic, list<Trait> traits = []>
    : Op<Transform_Dialect, mnemonic, traits> {
  let cppNamespace = "::mlir::test";
}

// Yields a handle to itself, or forwards the handle it is given.
def TestProduceSelfHandleOrForwardOperandOp
    : TestTransformExtensionOp<"test_produce_self_handle_or_forward_operand",
        [DeclareOpInterfaceMethods<TransformOpInterface>,
         DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins Optional<TransformHandleTypeInterface>:$operand);
  let results = (outs TransformHandleTypeInterface:$res);
  let assemblyFormat = "($operand^)? attr-dict `:` functional-type($operand, $res)";
}

// Consumes its handle or parameter (and the optional second handle).
def TestConsumeOperand
    : TestTransformExtensionOp<"test_consume_operand",
        [DeclareOpInterfaceMethods<TransformOpInterface>,
         DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins Transform_AnyHandleOrParamType:$operand,
                       Optional<TransformHandleTypeInterface>:$second_operand,
                       UnitAttr:$allow_repeated_handles);
  let assemblyFormat = "$operand (`,` $second_operand^)? attr-dict `:` type($operand) (`,` type($second_operand)^)?";
}

// Declares exactly the effects its unit properties ask for: consuming its operand,
// producing its result, modifying the payload.
def TestRequiredMemoryEffectsOp
    : TestTransformExtensionOp<"test_required_memory_effects",
        [DeclareOpInterfaceMethods<TransformOpInterface>,
         DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins TransformHandleTypeInterface:$in,
                       UnitAttr:$has_operand_effect,
                       UnitAttr:$has_result_effect,
                       UnitAttr:$modifies_payload);
  let results = (outs TransformHandleTypeInterface:$out);
  let assemblyFormat = "$in attr-dict `:` functional-type(operands, results)";
}

// May start a transform script, without being a transform op itself. Its verifier is
// PossibleTopLevelTransformOpTrait's check (tsmlir's generated hooks have no slot for a
// trait's C++ verification).
def TestTransformUnrestrictedOpNoInterface
    : TestTransformExtensionOp<"test_transform_unrestricted_op_no_interface",
        [PossibleTopLevelTransformOpTrait,
         DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let regions = (region VariadicRegion<AnyRegion>:$bodies);
  let hasVerifier = 1;
}
