// tsmlir dialect definitions: the ops of the `tensor` dialect.

#ifndef TENSOR_OPS
#define TENSOR_OPS

include "mlir/Dialect/Tensor/IR/TensorBase.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ParallelCombiningOpInterface.td"
include "mlir/Interfaces/ShapedOpInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ViewLikeInterface.td"
include "mlir/IR/OpAsmInterface.td"

class Tensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tensor_Dialect, mnemonic, traits>;

// The ops naming their result after what they do (`%extracted`, `%cast`, ...).
defvar Tensor_NamesResult =
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>;


def Tensor_BitcastOp : Tensor_Op<"bitcast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    Pure
  ]> {
  let summary = "reinterpret the elements of a tensor as another type";
  let description = [{
    Gives the tensor's element bits another element type of the same width;
    shapes must be compatible.

    ```mlir
    %f = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
    ```
  }];

  let arguments = (ins AnyTensor:$source);
  let results = (outs AnyTensor:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";

  let hasCanonicalizer = 1;
}

def Tensor_CastOp : Tensor_Op<"cast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    Tensor_NamesResult,
    Pure
  ]> {
  let summary = "change how much of a tensor's type is known";
  let description = [{
    Converts between tensor types that agree where both are static: a
    dimension (or the rank) may become dynamic or static, the element type
    stays the same. A cast to a static size that does not hold at run time
    is undefined behavior.

    ```mlir
    %d = tensor.cast %s : tensor<4x?xf32> to tensor<?x?xf32>
    %u = tensor.cast %s : tensor<4x?xf32> to tensor<*xf32>
    ```
  }];

  let arguments = (ins AnyTensor:$source);
  let results = (outs AnyTensor:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";

  let hasCanonicalizer = 1;
}

def Tensor_ConcatOp : Tensor_Op<"concat", [
    Pure,
    Tensor_NamesResult,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>
  ]> {
  let summary = "join tensors along one dimension";
  let description = [{
    Joins ranked tensors of one rank and element type end to end along
    dimension `dim`; the other dimensions must agree.

    ```mlir
    %r = tensor.concat dim(0) %a, %b
        : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<6x6xf32>
    ```
  }];

  let arguments = (ins I64Attr:$dim, Variadic<AnyRankedTensor>:$inputs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    `dim` `(` $dim `)` $inputs attr-dict
    `:` functional-type(operands, results)
  }];


  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tensor_DimOp : Tensor_Op<"dim", [
    Tensor_NamesResult,
    ConditionallySpeculatable, NoMemoryEffect,
    ShapedDimOpInterface
  ]> {
  let summary = "size of one dimension of a tensor";
  let description = [{
    The size of dimension `index` of `source`. An index out of range gives
    an undefined value (the op is speculatable only when the index is a
    constant within a ranked tensor's rank).

    ```mlir
    %n = tensor.dim %t, %c1 : tensor<4x?xf32>
    ```
  }];

  let arguments = (ins AnyNon0RankedOrUnrankedTensor:$source, Index:$index);
  let results = (outs Index:$result);
  let assemblyFormat = [{
    attr-dict $source `,` $index `:` type($source)
  }];

  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def Tensor_EmptyOp : Tensor_Op<"empty", [
    Pure,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>
  ]> {
  let summary = "a tensor with a shape and no defined contents";
  let description = [{
    A tensor of the result type whose elements are unspecified, one index
    operand per dynamic dimension. It only carries a shape, typically to
    serve as the destination of a destination-passing-style op.

    ```mlir
    %e = tensor.empty(%n) : tensor<?x8xf32>
    ```
  }];

  let arguments = (ins Variadic<Index>:$dynamicSizes);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "`(`$dynamicSizes`)` attr-dict `:` type($result)";


  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Tensor_ExtractOp : Tensor_Op<"extract", [
    Tensor_NamesResult,
    Pure,
    TypesMatchWith<"result type matches element type of tensor",
                   "tensor", "result",
                   "ods.elementType($_self)">
  ]> {
  let summary = "read one element of a tensor";
  let description = [{
    The element of `tensor` at `indices`, one index per dimension.

    ```mlir
    %x = tensor.extract %t[%i, %j] : tensor<4x?xf32>
    ```
  }];

  let arguments = (ins AnyRankedTensor:$tensor, Variadic<Index>:$indices);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$tensor `[` $indices `]` attr-dict `:` type($tensor)";

  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tensor_ExtractSliceOp : Tensor_Op<"extract_slice", [
    Tensor_NamesResult,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>,
    AttrSizedOperandSegments,
    Pure,
    OffsetSizeAndStrideOpInterface
  ]> {
  let summary = "read a strided box of a tensor";
  let description = [{
    The part of `source` at the given offsets, sizes and strides (one of
    each per source dimension, constants or index values). The result may
    drop unit dimensions of the box (a rank-reduced slice).

    ```mlir
    %s = tensor.extract_slice %t[0, %i] [4, 1] [1, 1]
        : tensor<8x?xf32> to tensor<4xf32>
    ```
  }];

  let arguments = (ins
    AnyRankedTensor:$source,
    Variadic<Index>:$offsets,
    Variadic<Index>:$sizes,
    Variadic<Index>:$strides,
    DenseI64ArrayAttr:$static_offsets,
    DenseI64ArrayAttr:$static_sizes,
    DenseI64ArrayAttr:$static_strides
  );
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];


  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tensor_FromElementsOp : Tensor_Op<"from_elements", [
    Tensor_NamesResult,
    Pure,
    TypesMatchWith<"operand types match result element type",
                   "result", "elements",
                   "Array.from({ length: ods.numElements($_self) }, () => ods.elementType($_self))",
                   "ods.sameTypes">
  ]> {
  let summary = "a static tensor made of scalars";
  let description = [{
    A statically shaped tensor whose elements are the operands, in row-major
    order.

    ```mlir
    %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xindex>
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$elements attr-dict `:` type($result)";

  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def Tensor_GatherOp : Tensor_Op<"gather", [
    Tensor_NamesResult,
    Pure
  ]> {
  let summary = "collect slices of a tensor at given coordinates";
  let description = [{
    For each coordinate tuple of `indices` (its last dimension), takes the
    slice of `source` at those coordinates along `gather_dims`. The result
    shape is the leading shape of `indices` followed by the source shape,
    with the gathered dimensions of size 1 (or dropped, rank-reduced).
    `unique` promises the coordinates do not repeat.

    ```mlir
    %g = tensor.gather %src[%idx] gather_dims([1]) :
        (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x4x1xf32>
    ```
  }];

  let arguments = (ins AnyRankedTensor:$source,
                       RankedTensorOf<[AnySignlessIntegerOrIndex]>:$indices,
                       DenseI64ArrayAttr:$gather_dims,
                       UnitAttr:$unique);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `[` $indices `]`
      `gather_dims` `(` $gather_dims `)`
      (`unique` $unique^)?
      attr-dict
    `:` functional-type(operands, results)
  }];


  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tensor_GenerateOp : Tensor_Op<"generate", [
    Tensor_NamesResult,
    RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>,
    SingleBlockImplicitTerminator<"mlir::tensor::YieldOp">
  ]> {
  let summary = "a tensor computed element by element";
  let description = [{
    A tensor whose element at each index tuple is yielded by the body,
    which takes the indices as block arguments. Dynamic dimensions of the
    result get their sizes from the operands.

    ```mlir
    %t = tensor.generate %n {
    ^bb0(%i: index, %j: index):
      %v = arith.addi %i, %j : index
      tensor.yield %v : index
    } : tensor<?x3xindex>
    ```
  }];

  let arguments = (ins Variadic<Index>:$dynamicExtents);
  let results = (outs AnyRankedTensor:$result);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$dynamicExtents $body attr-dict `:` type($result)";

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Tensor_InsertOp : Tensor_Op<"insert", [
    Tensor_NamesResult,
    DestinationStyleOpInterface,
    Pure,
    TypesMatchWith<"result type matches type of dest",
                   "dest", "result", "$_self">,
    TypesMatchWith<"scalar type matches element type of dest",
                   "dest", "scalar", "ods.elementType($_self)">
  ]> {
  let summary = "a tensor with one element replaced";
  let description = [{
    `dest` with the element at `indices` replaced by `scalar`.

    ```mlir
    %u = tensor.insert %x into %t[%i, %j] : tensor<4x?xf32>
    ```
  }];

  let arguments = (ins AnyType:$scalar,
                       AnyRankedTensor:$dest,
                       Variadic<Index>:$indices);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)
  }];


  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tensor_InsertSliceOp : Tensor_Op<"insert_slice", [
    Tensor_NamesResult,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>,
    AttrSizedOperandSegments,
    DestinationStyleOpInterface,
    Pure,
    OffsetSizeAndStrideOpInterface,
    TypesMatchWith<"expected result type to match dest type",
                   "dest", "result", "$_self">
  ]> {
  let summary = "a tensor with a strided box replaced";
  let description = [{
    `dest` with the part at the given offsets, sizes and strides replaced
    by `source`, whose shape is the box's (possibly without some of its
    unit dimensions).

    ```mlir
    %u = tensor.insert_slice %s into %t[0, %i] [4, 1] [1, 1]
        : tensor<4xf32> into tensor<8x?xf32>
    ```
  }];

  let arguments = (ins
    AnyRankedTensor:$source,
    AnyRankedTensor:$dest,
    Variadic<Index>:$offsets,
    Variadic<Index>:$sizes,
    Variadic<Index>:$strides,
    DenseI64ArrayAttr:$static_offsets,
    DenseI64ArrayAttr:$static_sizes,
    DenseI64ArrayAttr:$static_strides
  );
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `into` $dest ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `into` type($dest)
  }];


  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tensor_RankOp : Tensor_Op<"rank", [
    Tensor_NamesResult,
    Pure
  ]> {
  let summary = "the rank of a tensor";
  let description = [{
    The number of dimensions of `tensor` (known statically unless the
    tensor is unranked).

    ```mlir
    %r = tensor.rank %t : tensor<*xf32>
    ```
  }];

  let arguments = (ins AnyTensor:$tensor);
  let results = (outs Index);
  let assemblyFormat = "$tensor attr-dict `:` type($tensor)";

  let hasFolder = 1;
}

def Tensor_ReshapeOp : Tensor_Op<"reshape", [
    Tensor_NamesResult,
    Pure
  ]> {
  let summary = "the elements of a tensor under another shape";
  let description = [{
    `source`'s elements, in row-major order, as a tensor whose shape is the
    1-D `shape` operand (its length is the result rank, which is unknown
    when that length is dynamic).

    ```mlir
    %r = tensor.reshape %t(%shape)
        : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    ```
  }];

  let arguments = (ins
    AnyTensor:$source,
    TensorRankOf<[AnySignlessInteger, Index], [1]>:$shape
  );
  let results = (outs AnyTensor:$result);
  let assemblyFormat = [{
    $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
  }];


  let hasFolder = 1;
  let hasVerifier = 1;
}

// expand_shape and collapse_shape: each group of the reassociation lists the
// dimensions of the higher-rank type that make one dimension of the other.
class Tensor_ReassociativeReshapeOp<string mnemonic, list<Trait> traits = []>
    : Tensor_Op<mnemonic, traits # [Tensor_NamesResult, Pure]>,
      Results<(outs AnyTensor:$result)> {

  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Tensor_ExpandShapeOp : Tensor_ReassociativeReshapeOp<"expand_shape"> {
  let summary = "split dimensions of a tensor into several";
  let description = [{
    Each source dimension becomes the group of result dimensions the
    reassociation gives it; `output_shape` spells the result sizes, as
    constants or index values for its dynamic dimensions.

    ```mlir
    %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 4, 5]
        : tensor<?x5xf32> into tensor<?x4x5xf32>
    ```
  }];

  let arguments = (ins AnyTensor:$src, IndexListArrayAttr:$reassociation,
                       Variadic<Index>:$output_shape,
                       DenseI64ArrayAttr:$static_output_shape);
  let assemblyFormat = [{
    $src $reassociation `output_shape`
    custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`
    type($src) `into` type($result)
  }];

}

def Tensor_CollapseShapeOp : Tensor_ReassociativeReshapeOp<"collapse_shape"> {
  let summary = "merge groups of dimensions of a tensor";
  let description = [{
    Each group of source dimensions in the reassociation becomes one result
    dimension whose size is their product.

    ```mlir
    %c = tensor.collapse_shape %t [[0, 1], [2]]
        : tensor<?x4x5xf32> into tensor<?x5xf32>
    ```
  }];

  let arguments = (ins AnyTensor:$src, IndexListArrayAttr:$reassociation);
  let assemblyFormat = [{
    $src $reassociation attr-dict `:` type($src) `into` type($result)
  }];

}

def Tensor_PadOp : Tensor_Op<"pad", [
    Tensor_NamesResult,
    AttrSizedOperandSegments,
    Pure,
    SingleBlockImplicitTerminator<"mlir::tensor::YieldOp">
  ]> {
  let summary = "a tensor surrounded by padding";
  let description = [{
    `source` with `low` elements added before and `high` elements after
    each dimension. The body, given the index of a result element, yields
    the value of a padding element. `nofold` keeps the op even when it pads
    nothing.

    ```mlir
    %p = tensor.pad %t low[0, 1] high[%h, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<?x4xf32> to tensor<?x7xf32>
    ```
  }];

  let arguments = (ins
    AnyRankedTensor:$source,
    Variadic<Index>:$low,
    Variadic<Index>:$high,
    DenseI64ArrayAttr:$static_low,
    DenseI64ArrayAttr:$static_high,
    UnitAttr:$nofold);
  let regions = (region SizedRegion<1>:$region);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source
    (`nofold` $nofold^)?
    `low` `` custom<DynamicIndexList>($low, $static_low)
    `high` `` custom<DynamicIndexList>($high, $static_high)
    $region attr-dict `:` type($source) `to` type($result)
  }];


  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Tensor_ParallelInsertSliceOp : Tensor_Op<"parallel_insert_slice", [
    AttrSizedOperandSegments,
    OffsetSizeAndStrideOpInterface
  ]> {
  let summary = "one thread's slice update of a parallel loop's output";
  let description = [{
    Inside the combining terminator of a parallel op (such as
    `scf.forall.in_parallel`), states that `source` is written into the
    shared `dest` at the given offsets, sizes and strides. It has no
    result: the parent op's result carries the combined tensor.

    ```mlir
    tensor.parallel_insert_slice %part into %out[%i] [4] [1]
        : tensor<4xf32> into tensor<64xf32>
    ```
  }];

  let arguments = (ins
    AnyRankedTensor:$source,
    AnyRankedTensor:$dest,
    Variadic<Index>:$offsets,
    Variadic<Index>:$sizes,
    Variadic<Index>:$strides,
    DenseI64ArrayAttr:$static_offsets,
    DenseI64ArrayAttr:$static_sizes,
    DenseI64ArrayAttr:$static_strides
  );
  let assemblyFormat = [{
    $source `into` $dest ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `into` type($dest)
  }];


  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Tensor_ScatterOp : Tensor_Op<"scatter", [
    Tensor_NamesResult,
    Pure
  ]> {
  let summary = "write slices into a tensor at given coordinates";
  let description = [{
    The converse of `tensor.gather`: `dest` with the slices of `source`
    written at the coordinates of `indices` along `scatter_dims`. Only the
    `unique` form (no coordinate repeats) is defined.

    ```mlir
    %s = tensor.scatter %src into %dest[%idx] scatter_dims([1]) unique :
        (tensor<3x4x1xf32>, tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<4x5xf32>
    ```
  }];

  let arguments = (ins AnyRankedTensor:$source,
                       AnyRankedTensor:$dest,
                       RankedTensorOf<[AnySignlessIntegerOrIndex]>:$indices,
                       DenseI64ArrayAttr:$scatter_dims,
                       UnitAttr:$unique);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `into` $dest `[` $indices `]`
      `scatter_dims` `(` $scatter_dims `)`
      (`unique` $unique^)?
      attr-dict
    `:` functional-type(operands, results)
  }];


  let hasVerifier = 1;
}

def Tensor_SplatOp : Tensor_Op<"splat", [
    Tensor_NamesResult,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>,
    Pure,
    TypesMatchWith<"operand type matches element type of result",
                   "aggregate", "input", "ods.elementType($_self)">
  ]> {
  let summary = "a tensor with every element the same scalar";
  let description = [{
    A ranked tensor filled with `input`; one index operand per dynamic
    dimension gives its size.

    ```mlir
    %t = tensor.splat %x[%n] : tensor<?x8xf32>
    ```
  }];

  let arguments = (ins AnyTypeOf<[AnySignlessInteger, Index, AnyFloat],
                                 "integer/index/float type">:$input,
                       Variadic<Index>:$dynamicSizes);
  let results = (outs AnyRankedTensor:$aggregate);
  let assemblyFormat = "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)";

  let hasFolder = 1;
  let hasVerifier = 1;
}

// pack and unpack: a tensor tiled along some dimensions (inner_dims_pos) by
// tile sizes (inner_tiles), the tiles' dimensions appended innermost.
class Tensor_RelayoutOp<string mnemonic, list<Trait> traits = []>
    : Tensor_Op<mnemonic, traits # [
        Tensor_NamesResult,
        DestinationStyleOpInterface,
        ConditionallySpeculatable, NoMemoryEffect,
        DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>,
        TypesMatchWith<"result type matches type of dest",
                       "dest", "result", "$_self">]> {

  let hasVerifier = 1;
}

def Tensor_PackOp : Tensor_RelayoutOp<"pack", [AttrSizedOperandSegments]> {
  let summary = "tile a tensor into a higher-rank one";
  let description = [{
    Splits dimensions `inner_dims_pos` of `source` into tiles of
    `inner_tiles` elements: the outer dimensions count the tiles (permuted
    by `outer_dims_perm`), the appended inner dimensions hold one tile.
    Where a tile runs past the source, `padding_value` fills it.

    ```mlir
    %p = tensor.pack %t inner_dims_pos = [0, 1] inner_tiles = [8, 32]
        into %dest : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
    ```
  }];

  let arguments = (ins AnyRankedTensor:$source,
                       AnyRankedTensor:$dest,
                       Optional<AnyType>:$padding_value,
                       DefaultValuedOptionalAttr<DenseI64ArrayAttr, "[]">:$outer_dims_perm,
                       DenseI64ArrayAttr:$inner_dims_pos,
                       Variadic<Index>:$inner_tiles,
                       DenseI64ArrayAttr:$static_inner_tiles);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source
    (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)?
    (`outer_dims_perm` `=` $outer_dims_perm^)?
    `inner_dims_pos` `=` $inner_dims_pos
    `inner_tiles` `=`
    custom<DynamicIndexList>($inner_tiles, $static_inner_tiles)
    `into` $dest attr-dict `:` type($source) `->` type($dest)
  }];


  let hasCanonicalizeMethod = 1;
  let hasFolder = 1;
}

def Tensor_UnPackOp : Tensor_RelayoutOp<"unpack"> {
  let summary = "undo the tiling of tensor.pack";
  let description = [{
    Reassembles the tiles of a packed `source` into a tensor of `dest`'s
    shape, dropping what padding covered.

    ```mlir
    %u = tensor.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 32]
        into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
    ```
  }];

  let arguments = (ins AnyRankedTensor:$source,
                       AnyRankedTensor:$dest,
                       DefaultValuedOptionalAttr<DenseI64ArrayAttr, "[]">:$outer_dims_perm,
                       DenseI64ArrayAttr:$inner_dims_pos,
                       Variadic<Index>:$inner_tiles,
                       DenseI64ArrayAttr:$static_inner_tiles);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source
    (`outer_dims_perm` `=` $outer_dims_perm^)?
    `inner_dims_pos` `=` $inner_dims_pos
    `inner_tiles` `=`
    custom<DynamicIndexList>($inner_tiles, $static_inner_tiles)
    `into` $dest attr-dict `:` type($source) `->` type($dest)
  }];


  let hasCanonicalizeMethod = 1;
  let hasFolder = 1;
}

def Tensor_YieldOp : Tensor_Op<"yield", [
    Pure, ReturnLike, Terminator,
    HasParent<"::mlir::tensor::GenerateOp, ::mlir::tensor::PadOp">
  ]> {
  let summary = "the value of an element, from a region";
  let description = [{
    Ends the body of `tensor.generate` and `tensor.pad`, giving the value of
    the element (or padding element) being computed.

    ```mlir
    tensor.yield %v : f32
    ```
  }];

  let arguments = (ins AnyType:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

#endif // TENSOR_OPS
