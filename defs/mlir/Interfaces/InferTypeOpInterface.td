// tsmlir ODS library: result type inference.

#ifndef MLIR_INFERTYPEOPINTERFACE
#define MLIR_INFERTYPEOPINTERFACE

include "mlir/IR/OpBase.td"

def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = [{
    An op whose result types follow from its operands, attributes,
    properties and regions. Builders and the assembly format can then omit
    result types, and the verifier checks that the actual types match.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    StaticInterfaceMethod<[{
        Appends the inferred result types to `inferredReturnTypes`, or
        returns failure (reporting at `location` when given).
      }],
      "ir.LogicalResult", "inferReturnTypes",
      (ins "ir.MLIRContext":$context, "ir.Location | undefined":$location,
           "readonly ir.Value[]":$operands,
           "ir.DictionaryAttr | undefined":$attributes,
           "ir.OpaqueProperties":$properties, "readonly ir.Region[]":$regions,
           "ir.Type[]":$inferredReturnTypes)>,
    StaticInterfaceMethod<[{
        Like inferReturnTypes, but may refine types already present in
        `returnTypes`; the default infers and checks compatibility.
      }],
      "ir.LogicalResult", "refineReturnTypes",
      (ins "ir.MLIRContext":$context, "ir.Location | undefined":$location,
           "readonly ir.Value[]":$operands,
           "ir.DictionaryAttr | undefined":$attributes,
           "ir.OpaqueProperties":$properties, "readonly ir.Region[]":$regions,
           "ir.Type[]":$returnTypes), [{}], [{
        const inferred: ir.Type[] = [];
        if (ir.failed(this.inferReturnTypes(context, location, operands,
                                            attributes, properties, regions,
                                            inferred)))
          return ir.failure();
        if (!this.isCompatibleReturnTypes(inferred, returnTypes))
          return ir.emitOptionalError(location, "inferred result types do not match the given ones");
        return ir.success();
      }]>,
    StaticInterfaceMethod<"Whether inferred types `lhs` and actual types `rhs` agree.",
      "boolean", "isCompatibleReturnTypes",
      (ins "readonly ir.Type[]":$lhs, "readonly ir.Type[]":$rhs), [{
        return ConcreteOp.isCompatibleReturnTypes(lhs, rhs);
      }], [{
        return lhs.length === rhs.length && lhs.every((type, i) => type === rhs[i]);
      }]>,
  ];

  let verifyWithRegions = 1;
  let verify = [{
    return ir.verifyInferredResultTypes($_op);
  }];
}

def InferShapedTypeOpInterface : OpInterface<"InferShapedTypeOpInterface"> {
  let description = [{
    An op whose results are shaped types that can be (partly) inferred:
    element type, rank, dimension sizes and encoding, and whose result
    shapes can be materialized as IR.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    StaticInterfaceMethod<"Appends the inferred result shape components.",
      "ir.LogicalResult", "inferReturnTypeComponents",
      (ins "ir.MLIRContext":$context, "ir.Location | undefined":$location,
           "ir.ValueShapeRange":$operands,
           "ir.DictionaryAttr | undefined":$attributes,
           "ir.OpaqueProperties":$properties, "readonly ir.Region[]":$regions,
           "ir.ShapedTypeComponents[]":$inferredReturnShapes),
      [{}], [{ return ir.failure(); }]>,
    InterfaceMethod<"Builds IR computing the result shapes as 1-D index tensors.",
      "ir.LogicalResult", "reifyReturnTypeShapes",
      (ins "ir.OpBuilder":$builder, "readonly ir.Value[]":$operands,
           "ir.Value[]":$reifiedReturnShapes),
      [{}], [{ return ir.failure(); }]>,
  ];
}

// Implements InferTypeOpInterface through a hand-written
// `static inferReturnTypes(context, location, adaptor, inferred)` taking the
// op adaptor instead of the separate pieces.
class InferTypeOpAdaptorBase<code additionalDecls = [{}]> : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface>,
  NativeOpTrait<"InferTypeOpAdaptor", [], [{
    // static inferReturnTypes(context: ir.MLIRContext,
    //     location: ir.Location | undefined, adaptor: Adaptor,
    //     inferredReturnTypes: ir.Type[]): ir.LogicalResult
  }] # additionalDecls, [{
    static inferReturnTypes(context: ir.MLIRContext,
        location: ir.Location | undefined, operands: readonly ir.Value[],
        attributes: ir.DictionaryAttr | undefined,
        properties: ir.OpaqueProperties, regions: readonly ir.Region[],
        inferredReturnTypes: ir.Type[]): ir.LogicalResult {
      const adaptor = new $cppClass.Adaptor(operands, attributes, properties, regions);
      return $cppClass.inferReturnTypesFromAdaptor(context, location, adaptor,
                                                   inferredReturnTypes);
    }
  }]>
]>;

def InferTypeOpAdaptor : InferTypeOpAdaptorBase;
def InferTypeOpAdaptorWithIsCompatible : InferTypeOpAdaptorBase<[{
    // static isCompatibleReturnTypes(l: readonly ir.Type[], r: readonly ir.Type[]): boolean
  }]>;

// Same for InferShapedTypeOpInterface.
class InferShapedTypeOpAdaptorBase<list<string> overridenMethods = []>
    : TraitList<[
  DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
  NativeOpTrait<"InferShapedTypeOpAdaptor", [], [{
    // static inferReturnTypeComponents(context, location, adaptor,
    //     inferredReturnShapes): ir.LogicalResult
  }], [{
    static inferReturnTypeComponents(context: ir.MLIRContext,
        location: ir.Location | undefined, operands: ir.ValueShapeRange,
        attributes: ir.DictionaryAttr | undefined,
        properties: ir.OpaqueProperties, regions: readonly ir.Region[],
        inferredReturnShapes: ir.ShapedTypeComponents[]): ir.LogicalResult {
      const adaptor = new $cppClass.Adaptor(operands.values, attributes, properties, regions);
      return $cppClass.inferReturnTypeComponentsFromAdaptor(context, location,
          adaptor, inferredReturnShapes);
    }
  }]>
]>;

def InferShapedTypeOpAdaptor
    : InferShapedTypeOpAdaptorBase<["inferReturnTypeComponents"]>;
def InferShapedTypeOpAdaptorWithReify
    : InferShapedTypeOpAdaptorBase<["inferReturnTypeComponents",
                                    "reifyReturnTypeShapes"]>;

// The shaped components fully determine tensor result types.
class InferTensorTypeBase<list<string> overridenMethods = []> : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface>,
  DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
  NativeOpTrait<"InferTensorType", [], [{}], [{
    static inferReturnTypes(context: ir.MLIRContext,
        location: ir.Location | undefined, operands: readonly ir.Value[],
        attributes: ir.DictionaryAttr | undefined,
        properties: ir.OpaqueProperties, regions: readonly ir.Region[],
        inferredReturnTypes: ir.Type[]): ir.LogicalResult {
      const components: ir.ShapedTypeComponents[] = [];
      if (ir.failed($cppClass.inferReturnTypeComponents(context, location,
              new ir.ValueShapeRange(operands), attributes, properties,
              regions, components)))
        return ir.failure();
      return ir.inferReturnTensorTypes(components, inferredReturnTypes);
    }
  }]>
]>;

def InferTensorType : InferTensorTypeBase<["inferReturnTypeComponents"]>;
def InferTensorTypeWithReify
    : InferTensorTypeBase<["inferReturnTypeComponents", "reifyReturnTypeShapes"]>;

class InferTensorTypeAdaptorBase<list<string> overridenMethods = []>
    : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface>,
  InferShapedTypeOpAdaptorBase<overridenMethods>,
  NativeOpTrait<"InferTensorType", [], [{}], [{
    static inferReturnTypes(context: ir.MLIRContext,
        location: ir.Location | undefined, operands: readonly ir.Value[],
        attributes: ir.DictionaryAttr | undefined,
        properties: ir.OpaqueProperties, regions: readonly ir.Region[],
        inferredReturnTypes: ir.Type[]): ir.LogicalResult {
      const components: ir.ShapedTypeComponents[] = [];
      if (ir.failed($cppClass.inferReturnTypeComponents(context, location,
              new ir.ValueShapeRange(operands), attributes, properties,
              regions, components)))
        return ir.failure();
      return ir.inferReturnTensorTypes(components, inferredReturnTypes);
    }
  }]>
]>;

def InferTensorTypeAdaptor
    : InferTensorTypeAdaptorBase<["inferReturnTypeComponents"]>;
def InferTensorTypeAdaptorWithReify
    : InferTensorTypeAdaptorBase<["inferReturnTypeComponents",
                                  "reifyReturnTypeShapes"]>;

def ReifyRankedShapedTypeOpInterface
    : OpInterface<"ReifyRankedShapedTypeOpInterface"> {
  let description = [{
    An op that can build IR computing each dimension of its ranked shaped
    results (static sizes as attributes, dynamic ones as index values).
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"Fills one list of sizes per shaped result.",
      "ir.LogicalResult", "reifyResultShapes",
      (ins "ir.OpBuilder":$builder,
           "ir.ReifiedRankedShapedTypeDims":$reifiedReturnShapes)>,
  ];
}

// All operands and results have one and the same type.
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;

// All shaped operands and results have the same rank.
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;

#endif // MLIR_INFERTYPEOPINTERFACE
