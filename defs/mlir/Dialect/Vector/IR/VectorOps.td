// tsmlir dialect definitions: the ops of the `vector` dialect.
//
// Not yet reproduced from MLIR 19 (so not declared here): the folds of load, store,
// maskedload, maskedstore, mask and step (those ops declare no `hasFolder`; the folds of
// the others are in src/dialects/vector/folds.ts), and the builders MLIR writes in C++ are
// left to the default ones.

#ifndef VECTOR_OPS
#define VECTOR_OPS

include "mlir/Dialect/Vector/IR/Vector.td"
include "mlir/Dialect/Vector/IR/VectorAttributes.td"
include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/Dialect/Arith/IR/ArithOpsInterfaces.td"
include "mlir/Dialect/Vector/Interfaces/MaskableOpInterface.td"
include "mlir/Dialect/Vector/Interfaces/MaskingOpInterface.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/VectorInterfaces.td"
include "mlir/Interfaces/ViewLikeInterface.td"
include "mlir/IR/BuiltinAttributes.td"

def Vector_ContractionOp : Vector_Op<"contract", [
      Pure,
      PredOpTrait<"lhs and rhs have same element type", TCopVTEtIsSameAs<0, 1>>,
      PredOpTrait<"third operand acc and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 2>>,
      DeclareOpInterfaceMethods<MaskableOpInterface>,
      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>
    ]>,
    Arguments<(ins AnyVector:$lhs, AnyVector:$rhs, AnyType:$acc,
               ArrayAttr:$indexing_maps,
               Vector_IteratorTypeArrayAttr:$iterator_types,
               DefaultValuedAttr<Vector_CombiningKindAttr,
                                 "CombiningKind.ADD">:$kind)>,
    Results<(outs AnyType)> {
  let summary = "generalized matrix product of two vectors";
  let description = [{
    Multiplies `lhs` by `rhs` element by element over an iteration space
    whose dimensions are parallel or reduction iterators, and combines the
    products with `acc` by `kind` (add by default). `indexing_maps` map the
    iteration space to the dimensions of lhs, rhs and acc/result; reduction
    dimensions appear in lhs and rhs only.

    ```mlir
    %r = vector.contract {indexing_maps = [#a, #b, #c],
                          iterator_types = ["parallel", "parallel", "reduction"]}
        %a, %b, %acc : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
    ```
  }];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Vector_ReductionOp : Vector_Op<"reduction", [
      Pure,
      PredOpTrait<"source operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>,
      OptionalTypesMatchWith<"dest and acc have the same type",
                             "dest", "acc", "$_self">,
      DeclareOpInterfaceMethods<ArithFastMathInterface>,
      DeclareOpInterfaceMethods<MaskableOpInterface>,
      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>
    ]>,
    Arguments<(ins Vector_CombiningKindAttr:$kind,
               AnyVectorOfAnyRank:$vector,
               Optional<AnyType>:$acc,
               DefaultValuedAttr<Arith_FastMathAttr,
                                 "FastMathFlags.none">:$fastmath)>,
    Results<(outs AnyType:$dest)> {
  let summary = "combine the elements of a 1-d vector into a scalar";
  let description = [{
    Combines all elements of `vector` (and the optional accumulator `acc`)
    with `kind` into one scalar of the element type.

    ```mlir
    %s = vector.reduction <add>, %v, %acc : vector<16xf32> into f32
    ```
  }];

  let assemblyFormat = "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)?"
                       " attr-dict `:` type($vector) `into` type($dest)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Vector_MultiDimReductionOp : Vector_Op<"multi_reduction", [
      Pure,
      AllTypesMatch<["dest", "acc"]>,
      PredOpTrait<"source operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>,
      DeclareOpInterfaceMethods<InferTypeOpInterface>,
      DeclareOpInterfaceMethods<MaskableOpInterface>,
      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>
    ]>,
    Arguments<(ins Vector_CombiningKindAttr:$kind,
               AnyVector:$source,
               AnyType:$acc,
               I64ArrayAttr:$reduction_dims)>,
    Results<(outs AnyType:$dest)> {
  let summary = "combine a vector along some of its dimensions";
  let description = [{
    Combines the elements of `source` along the dimensions listed in
    `reduction_dims`, with `kind`, into `acc`; the result has the source's
    other dimensions (or is a scalar when all are reduced).

    ```mlir
    %r = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>
    ```
  }];

  let assemblyFormat = "$kind `,` $source `,` $acc attr-dict $reduction_dims "
                       "`:` type($source) `to` type($dest)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_BroadcastOp : Vector_Op<"broadcast", [
      Pure,
      PredOpTrait<"source operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>
    ]>,
    Arguments<(ins AnyType:$source)>,
    Results<(outs AnyVectorOfAnyRank:$vector)> {
  let summary = "replicate a scalar or vector into a larger vector";
  let description = [{
    Replicates `source` along new leading dimensions and along dimensions
    of size 1, following the numpy broadcasting rules.

    ```mlir
    %b = vector.broadcast %v : vector<1x4xf32> to vector<8x3x4xf32>
    ```
  }];

  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($vector)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_ShuffleOp : Vector_Op<"shuffle", [
      Pure,
      PredOpTrait<"first operand v1 and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>,
      PredOpTrait<"second operand v2 and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 1>>,
      InferTypeOpAdaptor
    ]>,
    Arguments<(ins AnyFixedVector:$v1, AnyFixedVector:$v2,
                   I64ArrayAttr:$mask)>,
    Results<(outs AnyVector:$vector)> {
  let summary = "pick leading slices of two vectors by index";
  let description = [{
    The result's leading dimension lists, by `mask`, slices of `v1` (indices
    below its leading size) and of `v2` (the indices after those); trailing
    dimensions are kept.

    ```mlir
    %s = vector.shuffle %a, %b [0, 3, 5] : vector<2xf32>, vector<4xf32>
    ```
  }];

  let assemblyFormat = "operands $mask attr-dict `:` type(operands)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_InterleaveOp : Vector_Op<"interleave", [
      Pure,
      AllTypesMatch<["lhs", "rhs"]>,
      TypesMatchWith<"type of 'result' is double the width of the inputs",
        "lhs", "result",
        "ods.scaleTrailingDim($_self, 2)">
    ]> {
  let summary = "alternate the trailing elements of two vectors";
  let description = [{
    Interleaves the elements of `lhs` and `rhs` along their trailing
    dimension, which doubles in the result (a 0-d pair gives a 2-element
    vector).

    ```mlir
    %i = vector.interleave %a, %b : vector<4xi32> -> vector<8xi32>
    ```
  }];

  let arguments = (ins AnyVectorOfAnyRank:$lhs, AnyVectorOfAnyRank:$rhs);
  let results = (outs AnyVector:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
}

def Vector_DeinterleaveOp : Vector_Op<"deinterleave", [
      Pure,
      PredOpTrait<"the trailing dimension of the source vector has an even number of elements",
        CPred<"Number(ods.shape($source.type)[ods.rank($source.type) - 1] ?? 0) % 2 === 0">>,
      TypesMatchWith<"the trailing dimension of the results is half the width of source trailing dimension",
        "source", "res1",
        "ods.scaleTrailingDim($_self, 0.5)">,
      AllTypesMatch<["res1", "res2"]>
    ]> {
  let summary = "split the even and odd trailing elements of a vector";
  let description = [{
    The elements of `source` at even positions of its trailing dimension
    make `res1`, those at odd positions `res2`.

    ```mlir
    %even, %odd = vector.deinterleave %v : vector<8xi32> -> vector<4xi32>
    ```
  }];

  let arguments = (ins AnyVector:$source);
  let results = (outs AnyVector:$res1, AnyVector:$res2);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($res1)";
}

def Vector_ExtractElementOp : Vector_Op<"extractelement", [
      Pure,
      TypesMatchWith<"result type matches element type of vector operand",
                     "vector", "result", "ods.elementType($_self)">
    ]>,
    Arguments<(ins AnyVectorOfAnyRank:$vector,
                   Optional<AnySignlessIntegerOrIndex>:$position)>,
    Results<(outs AnyType:$result)> {
  let summary = "read one element of a 0-d or 1-d vector";
  let description = [{
    The element of `vector` at the dynamic `position` (none for a 0-d
    vector).

    ```mlir
    %e = vector.extractelement %v[%i : i32] : vector<16xf32>
    ```
  }];

  let assemblyFormat = [{
    $vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_ExtractOp : Vector_Op<"extract", [
      Pure,
      PredOpTrait<"operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>,
      DeclareOpInterfaceMethods<InferTypeOpInterface, ["isCompatibleReturnTypes"]>
    ]> {
  let summary = "read an element or a sub-vector of a vector";
  let description = [{
    The element or trailing sub-vector of `vector` at a position given by
    constants and index values, one per leading dimension read.

    ```mlir
    %s = vector.extract %v[3, %i] : vector<8xf32> from vector<4x16x8xf32>
    ```
  }];

  let arguments = (ins AnyVectorOfAnyRank:$vector,
                       Variadic<Index>:$dynamic_position,
                       DenseI64ArrayAttr:$static_position);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $vector ``
    custom<DynamicIndexList>($dynamic_position, $static_position)
    attr-dict `:` type($result) `from` type($vector)
  }];
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_FMAOp : Op<Vector_Dialect, "fma", [
      Pure,
      AllTypesMatch<["lhs", "rhs", "acc", "result"]>,
      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>
    ] # ElementwiseMappable.traits>,
    Arguments<(ins VectorOfAnyRankOf<[AnyFloat]>:$lhs,
                   VectorOfAnyRankOf<[AnyFloat]>:$rhs,
                   VectorOfAnyRankOf<[AnyFloat]>:$acc)>,
    Results<(outs VectorOfAnyRankOf<[AnyFloat]>:$result)> {
  let summary = "fused multiply-add of float vectors";
  let description = [{
    `lhs * rhs + acc` element by element, with a single rounding.

    ```mlir
    %r = vector.fma %a, %b, %c : vector<8xf32>
    ```
  }];

  let assemblyFormat = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)";
}

def Vector_FromElementsOp : Vector_Op<"from_elements", [
      Pure,
      TypesMatchWith<"operand types match result element type",
                     "result", "elements",
                     "Array.from({ length: ods.numElements($_self) }, () => ods.elementType($_self))",
                     "ods.sameTypes">
    ]> {
  let summary = "a vector made of scalars";
  let description = [{
    A vector whose elements are the operands, in row-major order.

    ```mlir
    %v = vector.from_elements %a, %b, %c : vector<3xf32>
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs AnyVectorOfAnyRank:$result);
  let assemblyFormat = "$elements attr-dict `:` type($result)";
  let hasCanonicalizer = 1;
}

def Vector_InsertElementOp : Vector_Op<"insertelement", [
      Pure,
      TypesMatchWith<"source operand type matches element type of result",
                     "result", "source", "ods.elementType($_self)">,
      AllTypesMatch<["dest", "result"]>
    ]>,
    Arguments<(ins AnyType:$source, AnyVectorOfAnyRank:$dest,
                   Optional<AnySignlessIntegerOrIndex>:$position)>,
    Results<(outs AnyVectorOfAnyRank:$result)> {
  let summary = "replace one element of a 0-d or 1-d vector";
  let description = [{
    `dest` with the element at the dynamic `position` (none for a 0-d
    vector) replaced by `source`.

    ```mlir
    %r = vector.insertelement %x, %v[%i : index] : vector<16xf32>
    ```
  }];

  let assemblyFormat = [{
    $source `,` $dest `[` ($position^ `:` type($position))? `]` attr-dict `:`
    type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_InsertOp : Vector_Op<"insert", [
      Pure,
      PredOpTrait<"source operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>,
      AllTypesMatch<["dest", "result"]>
    ]> {
  let summary = "replace an element or a sub-vector of a vector";
  let description = [{
    `dest` with the element or trailing sub-vector at the position (constants
    and index values, one per leading dimension) replaced by `source`.

    ```mlir
    %r = vector.insert %s, %v[3, %i] : vector<8xf32> into vector<4x16x8xf32>
    ```
  }];

  let arguments = (ins AnyType:$source,
                       AnyVectorOfAnyRank:$dest,
                       Variadic<Index>:$dynamic_position,
                       DenseI64ArrayAttr:$static_position);
  let results = (outs AnyVectorOfAnyRank:$result);
  let assemblyFormat = [{
    $source `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position)
    attr-dict `:` type($source) `into` type($dest)
  }];
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_ScalableInsertOp : Vector_Op<"scalable.insert", [
      Pure,
      AllElementTypesMatch<["source", "dest"]>,
      AllTypesMatch<["dest", "res"]>,
      PredOpTrait<"position is a multiple of the source length.",
        CPred<"ods.intValue($_op.getInherentAttr(\"pos\") as ir.Attribute) % BigInt(ods.numElements($source.type)) === 0n">>
    ]>,
    Arguments<(ins VectorOfRank<[1]>:$source,
                   ScalableVectorOfRank<[1]>:$dest,
                   I64Attr:$pos)>,
    Results<(outs ScalableVectorOfRank<[1]>:$res)> {
  let summary = "put a 1-d vector into a scalable 1-d vector";
  let description = [{
    `dest` with the elements from `pos` on replaced by those of `source`;
    `pos` is a multiple of the source's length.

    ```mlir
    %r = vector.scalable.insert %v, %s[8] : vector<4xf32> into vector<[8]xf32>
    ```
  }];

  let assemblyFormat = [{
    $source `,` $dest `[` $pos `]` attr-dict `:` type($source) `into` type($dest)
  }];
}

def Vector_ScalableExtractOp : Vector_Op<"scalable.extract", [
      Pure,
      AllElementTypesMatch<["source", "res"]>,
      PredOpTrait<"position is a multiple of the result length.",
        CPred<"ods.intValue($_op.getInherentAttr(\"pos\") as ir.Attribute) % BigInt(ods.numElements($res.type)) === 0n">>
    ]>,
    Arguments<(ins ScalableVectorOfRank<[1]>:$source,
                   I64Attr:$pos)>,
    Results<(outs VectorOfRank<[1]>:$res)> {
  let summary = "read a 1-d vector out of a scalable 1-d vector";
  let description = [{
    The elements of `source` from `pos` on, as many as the result holds;
    `pos` is a multiple of the result's length.

    ```mlir
    %r = vector.scalable.extract %s[4] : vector<4xf32> from vector<[8]xf32>
    ```
  }];

  let assemblyFormat = [{
    $source `[` $pos `]` attr-dict `:` type($res) `from` type($source)
  }];
}

def Vector_InsertStridedSliceOp : Vector_Op<"insert_strided_slice", [
      Pure,
      PredOpTrait<"operand #0 and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>,
      AllTypesMatch<["dest", "res"]>
    ]>,
    Arguments<(ins AnyVector:$source, AnyVector:$dest, I64ArrayAttr:$offsets,
               I64ArrayAttr:$strides)>,
    Results<(outs AnyVector:$res)> {
  let summary = "write a vector into a strided slice of another";
  let description = [{
    `dest` with the slice starting at `offsets` (one per dimension of dest)
    and stepping by `strides` (one per dimension of source) replaced by
    `source`.

    ```mlir
    %r = vector.insert_strided_slice %s, %d {offsets = [0, 0, 2], strides = [1, 1]}
        : vector<2x4xf32> into vector<16x4x8xf32>
    ```
  }];

  let assemblyFormat = [{
    $source `,` $dest attr-dict `:` type($source) `into` type($dest)
  }];
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_OuterProductOp : Vector_Op<"outerproduct", [
      Pure,
      PredOpTrait<"lhs operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>,
      PredOpTrait<"rhs operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 1>>,
      DeclareOpInterfaceMethods<MaskableOpInterface>
    ]>,
    Arguments<(ins AnyVector:$lhs, AnyType:$rhs,
               Optional<AnyVector>:$acc,
               DefaultValuedAttr<Vector_CombiningKindAttr,
                                 "CombiningKind.ADD">:$kind)>,
    Results<(outs AnyVector)> {
  let summary = "outer product of two 1-d vectors, or a vector times a scalar";
  let description = [{
    With a vector `rhs`, the 2-d matrix of the products of each element of
    `lhs` with each of `rhs`; with a scalar `rhs`, `lhs` scaled by it (an
    AXPY). The optional `acc` is combined in by `kind`.

    ```mlir
    %m = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
    ```
  }];

  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Vector_ReshapeOp : Vector_Op<"reshape", [AttrSizedOperandSegments, Pure]>,
    Arguments<(ins AnyVector:$vector, Variadic<Index>:$input_shape,
               Variadic<Index>:$output_shape,
               I64ArrayAttr:$fixed_vector_sizes)>,
    Results<(outs AnyVector:$result)> {
  let summary = "reshape a vector whose leading sizes are dynamic";
  let description = [{
    The elements of `vector`, whose leading dimensions have the sizes of
    `input_shape`, laid out again with the sizes of `output_shape`; the
    trailing `fixed_vector_sizes` are those of both types.

    ```mlir
    %r = vector.reshape %v, [%c3, %c6], [%c2, %c9], [4]
        : vector<3x2x4xf32> to vector<2x3x4xf32>
    ```
  }];

  let assemblyFormat = [{
    $vector `,` `[` $input_shape `]` `,` `[` $output_shape `]` `,`
    $fixed_vector_sizes attr-dict `:` type($vector) `to` type($result)
  }];
  let hasVerifier = 1;
}

def Vector_ExtractStridedSliceOp : Vector_Op<"extract_strided_slice", [
      Pure,
      PredOpTrait<"operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>
    ]>,
    Arguments<(ins AnyVector:$vector, I64ArrayAttr:$offsets,
               I64ArrayAttr:$sizes, I64ArrayAttr:$strides)>,
    Results<(outs AnyVector)> {
  let summary = "read a strided slice of a vector";
  let description = [{
    The slice of `vector` starting at `offsets`, of `sizes`, stepping by
    `strides`, given for leading dimensions; the others are taken whole.

    ```mlir
    %s = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]}
        : vector<4x8x16xf32> to vector<2x4x16xf32>
    ```
  }];

  let assemblyFormat = "$vector attr-dict `:` type($vector) `to` type(results)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_TransferReadOp : Vector_Op<"transfer_read", [
      DeclareOpInterfaceMethods<VectorTransferOpInterface>,
      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
      DeclareOpInterfaceMethods<MaskableOpInterface, ["supportsPassthru"]>,
      DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
      AttrSizedOperandSegments,
      DestinationStyleOpInterface
    ]>,
    Arguments<(ins AnyShaped:$source,
                   Variadic<Index>:$indices,
                   AffineMapAttr:$permutation_map,
                   AnyType:$padding,
                   Optional<VectorOf<[I1]>>:$mask,
                   BoolArrayAttr:$in_bounds)>,
    Results<(outs AnyVectorOfAnyRank:$vector)> {
  let summary = "read a vector from a memref or tensor";
  let description = [{
    Reads a vector from `source` starting at `indices`. `permutation_map`
    maps the source's dimensions to the vector's (it may drop dimensions or
    broadcast with zero results); elements out of the source's bounds, or
    masked off by `mask`, take the `padding` value unless `in_bounds` says
    the dimension stays in bounds.

    ```mlir
    %v = vector.transfer_read %m[%i, %j], %pad {permutation_map = #map}
        : memref<?x?xf32>, vector<8x4xf32>
    ```
  }];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_TransferWriteOp : Vector_Op<"transfer_write", [
      DeclareOpInterfaceMethods<VectorTransferOpInterface>,
      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
      DeclareOpInterfaceMethods<MaskableOpInterface>,
      DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
      AttrSizedOperandSegments,
      DestinationStyleOpInterface
    ]>,
    Arguments<(ins AnyVectorOfAnyRank:$vector,
                   AnyShaped:$source,
                   Variadic<Index>:$indices,
                   AffineMapAttr:$permutation_map,
                   Optional<VectorOf<[I1]>>:$mask,
                   BoolArrayAttr:$in_bounds)>,
    Results<(outs Optional<AnyRankedTensor>:$result)> {
  let summary = "write a vector into a memref or tensor";
  let description = [{
    Writes `vector` into `source` starting at `indices`, with the same
    permutation map, in-bounds flags and mask rules as
    `vector.transfer_read`: a memref is written in place, a tensor gives the
    updated tensor as the result.

    ```mlir
    vector.transfer_write %v, %m[%i, %j] : vector<8x4xf32>, memref<?x?xf32>
    ```
  }];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_LoadOp : Vector_Op<"load"> {
  let summary = "read a vector from consecutive memref elements";
  let description = [{
    Reads the vector from `base` starting at `indices`, along the memref's
    innermost dimensions; a `nontemporal` read hints that the data will not
    be reused soon.

    ```mlir
    %v = vector.load %m[%i, %j] : memref<100x100xf32>, vector<8xf32>
    ```
  }];

  let arguments = (ins Arg<AnyMemRef, "the reference to load from",
                           [MemRead]>:$base,
                       Variadic<Index>:$indices,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal);
  let results = (outs AnyVectorOfAnyRank:$result);
  let assemblyFormat =
      "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)";
  let hasVerifier = 1;
}

def Vector_StoreOp : Vector_Op<"store"> {
  let summary = "write a vector to consecutive memref elements";
  let description = [{
    Writes `valueToStore` into `base` starting at `indices`, along the
    memref's innermost dimensions.

    ```mlir
    vector.store %v, %m[%i, %j] : memref<100x100xf32>, vector<8xf32>
    ```
  }];

  let arguments = (ins AnyVectorOfAnyRank:$valueToStore,
                       Arg<AnyMemRef, "the reference to store to",
                           [MemWrite]>:$base,
                       Variadic<Index>:$indices,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal);
  let assemblyFormat = "$valueToStore `,` $base `[` $indices `]` attr-dict "
                       "`:` type($base) `,` type($valueToStore)";
  let hasVerifier = 1;
}

def Vector_MaskedLoadOp : Vector_Op<"maskedload">,
    Arguments<(ins Arg<AnyMemRef, "", [MemRead]>:$base,
               Variadic<Index>:$indices,
               VectorOfRankAndType<[1], [I1]>:$mask,
               VectorOfRank<[1]>:$pass_thru)>,
    Results<(outs VectorOfRank<[1]>:$result)> {
  let summary = "read the lanes of a 1-d vector a mask selects";
  let description = [{
    Like `vector.load`, but lanes whose `mask` bit is clear are not read and
    take the lane of `pass_thru`.

    ```mlir
    %v = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    ```
  }];

  let assemblyFormat = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` "
    "type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Vector_MaskedStoreOp : Vector_Op<"maskedstore">,
    Arguments<(ins Arg<AnyMemRef, "", [MemWrite]>:$base,
               Variadic<Index>:$indices,
               VectorOfRankAndType<[1], [I1]>:$mask,
               VectorOfRank<[1]>:$valueToStore)> {
  let summary = "write the lanes of a 1-d vector a mask selects";
  let description = [{
    Like `vector.store`, but lanes whose `mask` bit is clear are not written.

    ```mlir
    vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
    ```
  }];

  let assemblyFormat =
      "$base `[` $indices `]` `,` $mask `,` $valueToStore "
      "attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Vector_GatherOp : Vector_Op<"gather", [
      DeclareOpInterfaceMethods<MaskableOpInterface>,
      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>
    ]>,
    Arguments<(ins Arg<AnyShaped, "", [MemRead]>:$base,
               Variadic<Index>:$indices,
               VectorOf<[AnyInteger, Index]>:$index_vec,
               VectorOf<[I1]>:$mask,
               AnyVector:$pass_thru)>,
    Results<(outs AnyVector:$result)> {
  let summary = "read scattered elements into a vector";
  let description = [{
    Lane `i` of the result reads `base` at `indices` offset by lane `i` of
    `index_vec` along the innermost dimension, if its `mask` bit is set, and
    takes the lane of `pass_thru` otherwise.

    ```mlir
    %g = vector.gather %m[%c0][%idx], %mask, %pass
        : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    ```
  }];

  let assemblyFormat =
    "$base `[` $indices `]` `[` $index_vec `]` `,` "
    "$mask `,` $pass_thru attr-dict `:` type($base) `,` "
    "type($index_vec) `,` type($mask) `,` type($pass_thru) "
    "`into` type($result)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Vector_ScatterOp : Vector_Op<"scatter">,
    Arguments<(ins Arg<AnyMemRef, "", [MemWrite]>:$base,
               Variadic<Index>:$indices,
               VectorOfRankAndType<[1], [AnyInteger, Index]>:$index_vec,
               VectorOfRankAndType<[1], [I1]>:$mask,
               VectorOfRank<[1]>:$valueToStore)> {
  let summary = "write a vector's lanes to scattered elements";
  let description = [{
    Lane `i` of `valueToStore` is written to `base` at `indices` offset by
    lane `i` of `index_vec`, if its `mask` bit is set; lanes are written in
    order.

    ```mlir
    vector.scatter %m[%c0][%idx], %mask, %v
        : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
    ```
  }];

  let assemblyFormat =
      "$base `[` $indices `]` `[` $index_vec `]` `,` "
      "$mask `,` $valueToStore attr-dict `:` type($base) `,` "
      "type($index_vec) `,` type($mask) `,` type($valueToStore)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Vector_ExpandLoadOp : Vector_Op<"expandload">,
    Arguments<(ins Arg<AnyMemRef, "", [MemRead]>:$base,
               Variadic<Index>:$indices,
               VectorOfRankAndType<[1], [I1]>:$mask,
               VectorOfRank<[1]>:$pass_thru)>,
    Results<(outs VectorOfRank<[1]>:$result)> {
  let summary = "read consecutive elements into the lanes a mask selects";
  let description = [{
    The lanes whose `mask` bit is set take, in order, consecutive elements
    of `base` from `indices`; the others take the lane of `pass_thru`.

    ```mlir
    %v = vector.expandload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    ```
  }];

  let assemblyFormat = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` "
    "type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Vector_CompressStoreOp : Vector_Op<"compressstore">,
    Arguments<(ins Arg<AnyMemRef, "", [MemWrite]>:$base,
               Variadic<Index>:$indices,
               VectorOfRankAndType<[1], [I1]>:$mask,
               VectorOfRank<[1]>:$valueToStore)> {
  let summary = "write the lanes a mask selects to consecutive elements";
  let description = [{
    The lanes of `valueToStore` whose `mask` bit is set are written, in
    order, to consecutive elements of `base` from `indices`.

    ```mlir
    vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
    ```
  }];

  let assemblyFormat =
      "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` "
      "type($base) `,` type($mask) `,` type($valueToStore)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Vector_ShapeCastOp : Vector_Op<"shape_cast", [Pure]>,
    Arguments<(ins AnyVectorOfAnyRank:$source)>,
    Results<(outs AnyVectorOfAnyRank:$result)> {
  let summary = "the same elements under another vector shape";
  let description = [{
    The elements of `source` in row-major order, in a vector of another
    shape with as many elements: the shapes must be a collapse or an
    expansion of contiguous dimensions of one another.

    ```mlir
    %r = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
    ```
  }];

  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_BitCastOp : Vector_Op<"bitcast", [
      Pure, AllRanksMatch<["source", "result"]>
    ]>,
    Arguments<(ins AnyVectorOfAnyRank:$source)>,
    Results<(outs AnyVectorOfAnyRank:$result)> {
  let summary = "reinterpret the bits of a vector's innermost dimension";
  let description = [{
    The same bits under another element type: leading dimensions stay and
    the innermost dimension holds as many bits as before.

    ```mlir
    %r = vector.bitcast %v : vector<4x8xf32> to vector<4x16xi16>
    ```
  }];

  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_TypeCastOp : Vector_Op<"type_cast", [Pure, ViewLikeOpInterface]>,
    Arguments<(ins StaticShapeMemRefOf<[AnyType]>:$memref)>,
    Results<(outs AnyMemRef:$result)> {
  let summary = "view a static memref as a 0-d memref of one vector";
  let description = [{
    The same buffer as a memref of a single vector whose shape is the
    memref's (the element type may already be a vector).

    ```mlir
    %v = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
    ```
  }];

  let assemblyFormat = [{
    $memref attr-dict `:` type($memref) `to` type($result)
  }];
  let hasVerifier = 1;
}

def Vector_ConstantMaskOp : Vector_Op<"constant_mask", [Pure]>,
    Arguments<(ins I64ArrayAttr:$mask_dim_sizes)>,
    Results<(outs VectorOfAnyRankOf<[I1]>)> {
  let summary = "a mask set in a leading hyper-rectangle";
  let description = [{
    An i1 vector whose elements are set where every index is below the
    corresponding size of `mask_dim_sizes`, clear elsewhere.

    ```mlir
    %m = vector.constant_mask [3, 2] : vector<4x3xi1>
    ```
  }];

  let assemblyFormat = "$mask_dim_sizes attr-dict `:` type(results)";
  let hasVerifier = 1;
}

def Vector_CreateMaskOp : Vector_Op<"create_mask", [Pure]>,
    Arguments<(ins Variadic<Index>:$operands)>,
    Results<(outs VectorOfAnyRankOf<[I1]>)> {
  let summary = "a mask set in a leading hyper-rectangle of dynamic sizes";
  let description = [{
    Like `vector.constant_mask`, with the sizes given as index values, one
    per dimension of the result.

    ```mlir
    %m = vector.create_mask %c3, %n : vector<4x3xi1>
    ```
  }];

  let assemblyFormat = "$operands attr-dict `:` type(results)";
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def Vector_MaskOp : Vector_Op<"mask", [
      SingleBlockImplicitTerminator<"vector::YieldOp">,
      DeclareOpInterfaceMethods<MaskingOpInterface>,
      RecursiveMemoryEffects, NoRegionArguments
    ]> {
  let summary = "apply a mask to the op it holds";
  let description = [{
    Runs the maskable op of its region with the lanes `mask` clears switched
    off; their results take the lanes of `passthru` when given, and are
    undefined otherwise. The region's terminator, a `vector.yield` of the
    op's results, is implied in the custom form.

    ```mlir
    %r = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
    ```
  }];

  let arguments = (ins VectorOf<[I1]>:$mask,
                       Optional<AnyType>:$passthru);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$maskRegion);
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Vector_TransposeOp : Vector_Op<"transpose", [
      Pure,
      DeclareOpInterfaceMethods<VectorUnrollOpInterface, ["getShapeForUnroll"]>,
      PredOpTrait<"operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>
    ]> {
  let summary = "permute the dimensions of a vector";
  let description = [{
    Dimension `i` of the result is dimension `permutation[i]` of `vector`.

    ```mlir
    %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
    ```
  }];

  let arguments = (ins AnyVectorOfAnyRank:$vector,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs AnyVectorOfAnyRank:$result);
  let assemblyFormat = [{
    $vector `,` $permutation attr-dict `:` type($vector) `to` type($result)
  }];
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Vector_PrintOp : Vector_Op<"print", [
      MemoryEffects<[MemWrite]>,
      PredOpTrait<"`source` or `punctuation` are not set when printing strings",
        CPred<"$_op.getInherentAttr(\"stringLiteral\") === undefined || ($source === undefined && ($_op.getInherentAttr(\"punctuation\") === undefined || ($_op.getInherentAttr(\"punctuation\") as vector.PrintPunctuationAttr).value === \"newline\"))">>
    ]>,
    Arguments<(ins Optional<Type<Or<[
        AnyVectorOfAnyRank.predicate,
        AnyInteger.predicate, Index.predicate, AnyFloat.predicate
      ]>>>:$source,
      DefaultValuedAttr<Vector_PrintPunctuation,
                        "PrintPunctuation.NewLine">:$punctuation,
      OptionalAttr<Builtin_StringAttr>:$stringLiteral)> {
  let summary = "print a value or a string, for debugging";
  let description = [{
    Prints a scalar or vector `source`, or a string, to the standard output
    at run time, followed by `punctuation` (a newline by default).

    ```mlir
    vector.print %v : vector<4xf32>
    vector.print str "done\n"
    ```
  }];

  let assemblyFormat = [{
    ($source^ `:` type($source))?
      oilist(`str` $stringLiteral | `punctuation` $punctuation)
      attr-dict
  }];
}

def Vector_MatmulOp : Vector_Op<"matrix_multiply", [
      Pure,
      PredOpTrait<"lhs operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>,
      PredOpTrait<"rhs operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 1>>
    ]>,
    Arguments<(ins VectorOfRankAndType<[1],
                     [AnySignlessInteger, AnySignedInteger, Index, AnyFloat]>:$lhs,
                   VectorOfRankAndType<[1],
                     [AnySignlessInteger, AnySignedInteger, Index, AnyFloat]>:$rhs,
                   I32Attr:$lhs_rows, I32Attr:$lhs_columns, I32Attr:$rhs_columns)>,
    Results<(outs VectorOfRankAndType<[1],
                    [AnySignlessInteger, AnySignedInteger, Index, AnyFloat]>:$res)> {
  let summary = "matrix product of two flattened row-major matrices";
  let description = [{
    Multiplies the `lhs_rows` x `lhs_columns` matrix held row-major in `lhs`
    by the `lhs_columns` x `rhs_columns` matrix in `rhs`; the result is
    flattened the same way.

    ```mlir
    %c = vector.matrix_multiply %a, %b {lhs_rows = 4 : i32, lhs_columns = 16 : i32, rhs_columns = 3 : i32}
        : (vector<64xf64>, vector<48xf64>) -> vector<12xf64>
    ```
  }];

  let assemblyFormat = "$lhs `,` $rhs attr-dict "
    "`:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)";
}

def Vector_FlatTransposeOp : Vector_Op<"flat_transpose", [
      Pure,
      PredOpTrait<"source operand and result have same element type",
                  TCresVTEtIsSameAsOpBase<0, 0>>
    ]>,
    Arguments<(ins VectorOfRankAndType<[1],
                     [AnySignlessInteger, AnySignedInteger, Index, AnyFloat]>:$matrix,
                   I32Attr:$rows, I32Attr:$columns)>,
    Results<(outs VectorOfRankAndType<[1],
                    [AnySignlessInteger, AnySignedInteger, Index, AnyFloat]>:$res)> {
  let summary = "transpose a flattened row-major matrix";
  let description = [{
    The `rows` x `columns` matrix held row-major in `matrix`, transposed and
    flattened the same way.

    ```mlir
    %t = vector.flat_transpose %m {rows = 4 : i32, columns = 4 : i32} : vector<16xf32> -> vector<16xf32>
    ```
  }];

  let assemblyFormat = "$matrix attr-dict `:` type($matrix) `->` type($res)";
}

def Vector_SplatOp : Vector_Op<"splat", [
      Pure,
      TypesMatchWith<"operand type matches element type of result",
                     "aggregate", "input", "ods.elementType($_self)">
    ]> {
  let summary = "a vector with every element the same scalar";
  let description = [{
    A vector of the result type whose elements are all `input`.

    ```mlir
    %v = vector.splat %x : vector<8xf32>
    ```
  }];

  let arguments = (ins AnyTypeOf<[AnySignlessInteger, Index, AnyFloat],
                                 "integer/index/float type">:$input);
  let results = (outs AnyVectorOfAnyRank:$aggregate);
  let assemblyFormat = "$input attr-dict `:` type($aggregate)";
  let hasFolder = 1;
}

def VectorScaleOp : Vector_Op<"vscale", [
      Pure,
      DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>
    ]> {
  let summary = "the runtime multiple of scalable vector sizes";
  let description = [{
    The factor by which the sizes of scalable dimensions (`[4]`) are
    multiplied on the running hardware.

    ```mlir
    %vs = vector.vscale
    ```
  }];

  let results = (outs Index:$res);
  let assemblyFormat = "attr-dict";
}

def Vector_ScanOp : Vector_Op<"scan", [
      Pure,
      AllTypesMatch<["source", "dest"]>,
      AllTypesMatch<["initial_value", "accumulated_value"]>
    ]>,
    Arguments<(ins Vector_CombiningKindAttr:$kind,
                   AnyVector:$source,
                   AnyVectorOfAnyRank:$initial_value,
                   I64Attr:$reduction_dim,
                   BoolAttr:$inclusive)>,
    Results<(outs AnyVector:$dest,
                  AnyVectorOfAnyRank:$accumulated_value)> {
  let summary = "prefix combination of a vector along one dimension";
  let description = [{
    Each element of `dest` combines, by `kind`, `initial_value` with the
    elements of `source` before it along `reduction_dim` (and itself when
    `inclusive`); `accumulated_value` is the combination of them all.

    ```mlir
    %d, %a = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64}
        : vector<4x8xf32>, vector<4xf32>
    ```
  }];

  let assemblyFormat = "$kind `,` $source `,` $initial_value attr-dict `:` "
                       "type($source) `,` type($initial_value)";
  let hasVerifier = 1;
}

def Vector_StepOp : Vector_Op<"step", [Pure]> {
  let summary = "the vector of indices 0, 1, 2, ...";
  let description = [{
    A 1-d index vector whose element `i` is `i`.

    ```mlir
    %s = vector.step : vector<4xindex>
    ```
  }];

  let results = (outs VectorOfRankAndType<[1], [Index]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Vector_YieldOp : Vector_Op<"yield", [Pure, ReturnLike, Terminator]> {
  let summary = "end of a vector region, giving its values";
  let description = [{
    Terminates the region of `vector.mask` or
    `vector.warp_execute_on_lane_0`, giving the values the op returns.
  }];

  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def Vector_WarpExecuteOnLane0Op : Vector_Op<"warp_execute_on_lane_0", [
      DeclareOpInterfaceMethods<RegionBranchOpInterface, ["areTypesCompatible"]>,
      SingleBlockImplicitTerminator<"vector::YieldOp">,
      RecursiveMemoryEffects
    ]> {
  let summary = "run a region on lane 0 of a warp, distributing vectors";
  let description = [{
    Runs its region on the lane whose `laneid` is 0 of a warp of
    `warp_size` lanes. Vector `args` are gathered from the lanes into the
    region's arguments, and the vector values yielded are spread over the
    lanes' results (their distributed dimensions divided by the warp size).

    ```mlir
    %r = vector.warp_execute_on_lane_0(%lane)[32] args(%v : vector<4xf32>) -> (vector<1xf32>) {
    ^bb0(%arg: vector<128xf32>):
      vector.yield %arg2 : vector<32xf32>
    }
    ```
  }];

  let arguments = (ins Index:$laneid, I64Attr:$warp_size,
                       Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$warpRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif // VECTOR_OPS
