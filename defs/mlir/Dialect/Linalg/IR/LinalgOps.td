// tsmlir dialect definitions: linalg's ops that are not structured: the terminator, the
// loop index, softmax and the Winograd transforms.

#ifndef LINALG_OPS
#define LINALG_OPS

include "mlir/Dialect/Linalg/IR/LinalgBase.td"
include "mlir/Dialect/Linalg/IR/LinalgInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Linalg_Op<string mnemonic, list<Trait> traits = []> :
    Op<Linalg_Dialect, mnemonic, traits>;

def Linalg_YieldOp : Linalg_Op<"yield", [Pure, ReturnLike, Terminator]>,
    Arguments<(ins Variadic<AnyType>:$values)> {
  let summary = "the elements a structured op's body produces";
  let description = [{
    Ends the body of a structured op with one value per init: the element
    written at the current iteration.

    ```mlir
    linalg.yield %sum : f32
    ```
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Linalg_IndexOp : Linalg_Op<"index", [Pure]>,
    Arguments<(ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$dim)>,
    Results<(outs Index:$result)> {
  let summary = "the current iteration of one loop of the enclosing structured op";
  let description = [{
    Inside the body of a structured op, the value of loop `dim` at the
    current iteration.

    ```mlir
    %i = linalg.index 0 : index
    ```
  }];
  let assemblyFormat = [{ $dim attr-dict `:` type($result) }];
  let hasVerifier = 1;
}

def Linalg_SoftmaxOp : Linalg_Op<"softmax",
    [DestinationStyleOpInterface,
     PredOpTrait<"input and output have same element type", TCopVTEtIsSameAs<0, 1>>,
     DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>,
     AggregatedOpInterface,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "softmax along one dimension";
  let description = [{
    Normalizes the exponentials of `input` along `dimension` so that they
    sum to one, writing them to `output`.

    ```mlir
    %s = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>)
                                     outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
    ```
  }];
  let arguments = (ins AnyShaped:$input,
                       AnyShaped:$output,
                       I64Attr:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    attr-dict
    `dimension` `(` $dimension `)`
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $output `:` type($output) `)`
    (`->` type($result)^)?
  }];
  let hasVerifier = 1;
}

// The three steps of a Winograd convolution F(m, r): the filter and the input are taken to
// the transformed domain, multiplied there (by a batch_matmul), and the product taken back.
class Linalg_WinogradOp<string mnemonic, string source, int outputRank>
    : Linalg_Op<mnemonic, [AllElementTypesMatch<[source, "output"]>]> {
  let results = (outs TensorRankOf<[AnyType], [outputRank]>:$result);
  let assemblyFormat = "attr-dict `m` `(` $m `)` `r` `(` $r `)` `ins` `(` $" # source
    # " `:` type($" # source # ") `)` `outs` `(` $output `:` type($output) `)` `->` type($result)";
  // The tile shapes are checked against m and r by each op's verifier.
  let hasVerifier = 1;
}

def Linalg_WinogradFilterTransformOp : Linalg_WinogradOp<"winograd_filter_transform", "filter", 4> {
  let summary = "the filter of a Winograd convolution, transformed";
  let description = [{
    Takes a (F, KH, KW, C) filter to its (alpha, alpha, C, F) Winograd form,
    alpha being m + r - 1 for the dimensions the kernel spans.
  }];
  let arguments = (ins TensorRankOf<[AnyType], [4]>:$filter,
                       TensorRankOf<[AnyType], [4]>:$output,
                       I64Attr:$m,
                       I64Attr:$r);
}

def Linalg_WinogradInputTransformOp : Linalg_WinogradOp<"winograd_input_transform", "input", 6> {
  let summary = "the input of a Winograd convolution, transformed";
  let description = [{
    Takes an (N, H, W, C) input to its tiled Winograd form
    (alpha, alpha, tileH, tileW, N, C).
  }];
  let arguments = (ins TensorRankOf<[AnyType], [4]>:$input,
                       TensorRankOf<[AnyType], [6]>:$output,
                       I64Attr:$m,
                       I64Attr:$r);
}

def Linalg_WinogradOutputTransformOp : Linalg_WinogradOp<"winograd_output_transform", "value", 4> {
  let summary = "the product of a Winograd convolution, taken back";
  let description = [{
    Takes the (alpha, alpha, tileH, tileW, N, F) product of the transformed
    filter and input back to the (N, H, W, F) output.
  }];
  let arguments = (ins TensorRankOf<[AnyType], [6]>:$value,
                       TensorRankOf<[AnyType], [4]>:$output,
                       I64Attr:$m,
                       I64Attr:$r);
}

#endif // LINALG_OPS
