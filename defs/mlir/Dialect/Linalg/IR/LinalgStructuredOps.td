// tsmlir dialect definitions: the ops of the `linalg` dialect. This file is the dialect's
// .td: it includes the ops that are not structured (LinalgOps.td) and the named ops
// (LinalgNamedStructuredOps.td, generated from the facts of MLIR 19's opdsl .td).
//
// Not yet reproduced from MLIR 19 (so not declared here): the tiling, aggregation and
// shape reification methods, and the verifiers of the contraction and convolution
// interfaces; the builders MLIR writes in C++ are left to the default ones.

#ifndef LINALG_STRUCTURED_OPS
#define LINALG_STRUCTURED_OPS

include "mlir/Dialect/Linalg/IR/LinalgStructuredBase.td"
include "mlir/Dialect/Linalg/IR/LinalgOps.td"

def GenericOp : LinalgStructuredBase_Op<"generic", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>,
    AttrSizedOperandSegments]> {
  let summary = "a structured op with its maps, loops and body spelled out";
  let description = [{
    Iterates over a loop nest whose loops are `iterator_types`; for every
    iteration, `indexing_maps` (one per operand) give the elements of the
    inputs and inits the body receives, and the body yields the elements
    written to the inits. Tensor inits give results, memref inits are
    written in place.

    ```mlir
    %r = linalg.generic {indexing_maps = [#id, #id],
                         iterator_types = ["parallel"]}
        ins(%x : tensor<8xf32>) outs(%y : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %e = math.exp %in : f32
      linalg.yield %e : f32
    } -> tensor<8xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       AffineMapArrayAttr:$indexing_maps,
                       IteratorTypeArrayAttr:$iterator_types,
                       OptionalAttr<StrAttr>:$doc,
                       OptionalAttr<StrAttr>:$library_call);
  let results = (outs Variadic<AnyRankedTensor>:$result_tensors);
  let regions = (region AnyRegion:$region);
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

def TensorOrMemref :
  AnyTypeOf<[AnyMemRef, AnyRankedTensor], "", "ir.ShapedType">;

def MapOp : LinalgStructuredBase_Op<"map", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames", "getAsmBlockArgumentNames"]>,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "an elementwise function of its inputs";
  let description = [{
    Applies the body to the elements at the same position of every input
    and writes the result to `init`, of the same shape.

    ```mlir
    %s = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>)
                                   outs(%c : tensor<8xf32>)
    ```
  }];
  let arguments = (ins Variadic<TensorOrMemref>:$inputs,
                       TensorOrMemref:$init);
  let results = (outs Variadic<AnyTensor>:$result);
  let regions = (region SizedRegion<1>:$mapper);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def ReduceOp : LinalgStructuredBase_Op<"reduce", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames", "getAsmBlockArgumentNames"]>,
    SameVariadicOperandSize,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "a reduction of its inputs along some dimensions";
  let description = [{
    Combines, with the body, the elements of the inputs along `dimensions`
    (increasing) into the inits, which have the other dimensions.

    ```mlir
    %r = linalg.reduce { arith.addf } ins(%x : tensor<4x8xf32>)
                                      outs(%acc : tensor<4xf32>) dimensions = [1]
    ```
  }];
  let arguments = (ins Variadic<TensorOrMemref>:$inputs,
                       Variadic<TensorOrMemref>:$inits,
                       ConfinedAttr<DenseI64ArrayAttr,
                                    [DenseArrayStrictlySorted<DenseI64ArrayAttr>]>:$dimensions);
  let results = (outs Variadic<AnyTensor>);
  let regions = (region SizedRegion<1>:$combiner);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def TransposeOp : LinalgStructuredBase_Op<"transpose", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "its input with the dimensions permuted";
  let description = [{
    Writes to `init` the input whose dimension `permutation[i]` becomes
    dimension `i`.

    ```mlir
    %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%y : tensor<8x4xf32>)
                          permutation = [1, 0]
    ```
  }];
  let arguments = (ins TensorOrMemref:$input,
                       TensorOrMemref:$init,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs Variadic<AnyTensor>:$result);
  let regions = (region SizedRegion<1>:$region);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def BroadcastOp : LinalgStructuredBase_Op<"broadcast", [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "its input repeated along new dimensions";
  let description = [{
    Writes to `init` the input repeated along the added `dimensions` of
    `init`.

    ```mlir
    %b = linalg.broadcast ins(%x : tensor<8xf32>) outs(%y : tensor<4x8xf32>)
                          dimensions = [0]
    ```
  }];
  let arguments = (ins TensorOrMemref:$input,
                       TensorOrMemref:$init,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<AnyTensor>:$result);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

include "mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.td"

#endif // LINALG_STRUCTURED_OPS
