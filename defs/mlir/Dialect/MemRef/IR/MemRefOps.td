// tsmlir dialect definitions: the ops of the `memref` dialect.

#ifndef MEMREF_OPS
#define MEMREF_OPS

include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/Dialect/MemRef/IR/MemRefBase.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/CopyOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ShapedOpInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ViewLikeInterface.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"

// The `type` of memref.global: a TypeAttr holding a memref type.
def MemRef_MemRefTypeAttr : TypeAttrBase<"ir.MemRefType", "memref type attribute"> {
  let constBuilderCall = "$_builder.getTypeAttr($0)";
}

class MemRef_Op<string mnemonic, list<Trait> traits = []>
    : Op<MemRef_Dialect, mnemonic, traits>;

// The ops naming their result after what they do (`%alloc`, `%cast`, ...).
defvar MemRef_NamesResult =
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>;

// alloc and alloca: one index operand per dynamic dimension of the result,
// then the values bound to the symbols of its layout map.
class MemRef_AllocLikeOp<string mnemonic, Resource resource,
                         list<Trait> traits = []>
    : MemRef_Op<mnemonic, [AttrSizedOperandSegments] # traits> {
  let arguments = (ins Variadic<Index>:$dynamicSizes,
                       Variadic<Index>:$symbolOperands,
                       ConfinedAttr<OptionalAttr<I64Attr>,
                                    [IntMinValue<0>]>:$alignment);
  let results = (outs Res<AnyMemRef, "",
                          [MemAlloc<resource, 0, FullEffect>]>:$memref);
  let assemblyFormat = [{
    `(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)
  }];

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}


def MemRef_AssumeAlignmentOp : MemRef_Op<"assume_alignment"> {
  let summary = "promise that a buffer's start is aligned";
  let description = [{
    States that the address the memref's indexing starts from is a multiple
    of `alignment` bytes, a power of two; if it is not, behavior is
    undefined.

    ```mlir
    memref.assume_alignment %m, 16 : memref<4x4xf32>
    ```
  }];

  let arguments = (ins AnyMemRef:$memref,
                       ConfinedAttr<I32Attr, [IntPositive]>:$alignment);
  let results = (outs);
  let assemblyFormat = "$memref `,` $alignment attr-dict `:` type($memref)";

  let hasVerifier = 1;
}

def MemRef_AllocOp : MemRef_AllocLikeOp<"alloc", DefaultResource, [
    MemRef_NamesResult
  ]> {
  let summary = "allocate a buffer on the heap";
  let description = [{
    A new buffer of the result type, freed by `memref.dealloc`. Dynamic
    dimensions take their sizes from the operands in parentheses, layout
    symbols from those in square brackets; `alignment` asks for an aligned
    start address.

    ```mlir
    %m = memref.alloc(%n)[%s] {alignment = 8} : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
    ```
  }];
}

def MemRef_ReallocOp : MemRef_Op<"realloc"> {
  let summary = "move a 1-d buffer into a new one of another size";
  let description = [{
    Frees `source` and returns a buffer of the result's size holding its
    elements (those that fit; new elements are undefined). The size comes
    from the result type or, when it is dynamic, from the operand.

    ```mlir
    %r = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
    ```
  }];

  let arguments = (ins Arg<MemRefRankOf<[AnyType], [1]>, "",
                           [MemFreeAt<0, FullEffect>]>:$source,
                       Optional<Index>:$dynamicResultSize,
                       ConfinedAttr<OptionalAttr<I64Attr>,
                                    [IntMinValue<0>]>:$alignment);
  let results = (outs Res<MemRefRankOf<[AnyType], [1]>, "",
                          [MemAlloc<DefaultResource, 1, FullEffect>]>);
  let assemblyFormat = [{
    $source (`(` $dynamicResultSize^ `)`)? attr-dict
    `:` type($source) `to` type(results)
  }];

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def MemRef_AllocaOp : MemRef_AllocLikeOp<"alloca", AutomaticAllocationScopeResource, [
    MemRef_NamesResult
  ]> {
  let summary = "allocate a buffer on the stack";
  let description = [{
    Like `memref.alloc`, but the buffer lives until the closest enclosing
    op with the AutomaticAllocationScope trait returns; it is never
    deallocated explicitly.

    ```mlir
    %m = memref.alloca() : memref<8xi32>
    ```
  }];
}

def MemRef_AllocaScopeOp : MemRef_Op<"alloca_scope", [
    AutomaticAllocationScope,
    DeclareOpInterfaceMethods<RegionBranchOpInterface>,
    SingleBlockImplicitTerminator<"AllocaScopeReturnOp">,
    RecursiveMemoryEffects,
    NoRegionArguments
  ]> {
  let summary = "a region whose stack allocations end with it";
  let description = [{
    Runs its single-block body once; buffers `memref.alloca` makes inside
    are released when it ends. The body's terminator gives the results.

    ```mlir
    %r = memref.alloca_scope -> (f32) {
      %t = memref.alloca() : memref<f32>
      %v = memref.load %t[] : memref<f32>
      memref.alloca_scope.return %v : f32
    }
    ```
  }];

  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$bodyRegion);

  let hasCustomAssemblyFormat = 1;
  let hasCanonicalizer = 1;
}

def MemRef_AllocaScopeReturnOp : MemRef_Op<"alloca_scope.return", [
    HasParent<"AllocaScopeOp">,
    Pure,
    ReturnLike,
    Terminator
  ]> {
  let summary = "end of a memref.alloca_scope body";
  let description = [{
    Yields the values the enclosing `memref.alloca_scope` returns; with none
    it may be left out of the custom form.
  }];

  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def MemRef_CastOp : MemRef_Op<"cast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    MemRef_NamesResult,
    MemRefsNormalizable,
    Pure,
    SameOperandsAndResultShape,
    ViewLikeOpInterface
  ]> {
  let summary = "change how much of a memref's type is known";
  let description = [{
    The same buffer under a type that agrees with the source where both are
    static: sizes, offset and strides may become dynamic or static, a ranked
    memref may become unranked or back. The element type and memory space
    stay. Casting to a static value that does not hold at run time is
    undefined behavior.

    ```mlir
    %d = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
    %u = memref.cast %m : memref<4x?xf32> to memref<*xf32>
    ```
  }];

  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs AnyRankedOrUnrankedMemRef:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";

  let hasFolder = 1;
}

def MemRef_CopyOp : MemRef_Op<"copy", [
    CopyOpInterface,
    SameOperandsElementType,
    SameOperandsShape
  ]> {
  let summary = "copy the elements of one buffer into another";
  let description = [{
    Copies every element of `source` into `target`, which has the same shape
    and element type; layouts may differ. The buffers must not overlap.

    ```mlir
    memref.copy %a, %b : memref<?xf32> to memref<?xf32, strided<[2]>>
    ```
  }];

  let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "the memref to copy from",
                           [MemReadAt<0, FullEffect>]>:$source,
                       Arg<AnyRankedOrUnrankedMemRef, "the memref to copy to",
                           [MemWriteAt<0, FullEffect>]>:$target);
  let assemblyFormat = [{
    $source `,` $target attr-dict `:` type($source) `to` type($target)
  }];

  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def MemRef_DeallocOp : MemRef_Op<"dealloc", [MemRefsNormalizable]> {
  let summary = "free a heap buffer";
  let description = [{
    Releases a buffer `memref.alloc` made (or a view of it that starts where
    it does).

    ```mlir
    memref.dealloc %m : memref<8x?xf32>
    ```
  }];

  let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "",
                           [MemFreeAt<0, FullEffect>]>:$memref);
  let assemblyFormat = "$memref attr-dict `:` type($memref)";

  let hasFolder = 1;
}

def MemRef_DimOp : MemRef_Op<"dim", [
    MemRef_NamesResult,
    MemRefsNormalizable,
    ConditionallySpeculatable, NoMemoryEffect,
    ShapedDimOpInterface
  ]> {
  let summary = "size of one dimension of a memref";
  let description = [{
    The size of dimension `index` of `source`. An index out of range gives
    an undefined value (the op is speculatable only when the index is a
    constant within a ranked memref's rank).

    ```mlir
    %n = memref.dim %m, %c1 : memref<4x?xf32>
    ```
  }];

  let arguments = (ins AnyNon0RankedOrUnrankedMemRef:$source, Index:$index);
  let results = (outs Index:$result);
  let assemblyFormat = [{
    attr-dict $source `,` $index `:` type($source)
  }];

  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def MemRef_DmaStartOp : MemRef_Op<"dma_start"> {
  let summary = "start an asynchronous copy between memory spaces";
  let description = [{
    Starts copying `numElements` elements from the source buffer at its
    indices to the destination at its indices, and lets the tag buffer
    element at the tag indices be waited on with `memref.dma_wait`. An
    optional stride and count of elements per stride give a strided
    transfer. The operands are one flat list, split by the ranks of the
    buffers.

    ```mlir
    memref.dma_start %src[%i], %dst[%j], %n, %tag[%c0]
        : memref<40xf32>, memref<40xf32, 1>, memref<1xi32>
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$operands);

  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def MemRef_DmaWaitOp : MemRef_Op<"dma_wait"> {
  let summary = "wait for an asynchronous copy to end";
  let description = [{
    Blocks until the `memref.dma_start` whose tag element is given has moved
    `numElements` elements.

    ```mlir
    memref.dma_wait %tag[%c0], %n : memref<1xi32>
    ```
  }];

  let arguments = (ins AnyMemRef:$tagMemRef,
                       Variadic<Index>:$tagIndices,
                       Index:$numElements);
  let assemblyFormat = [{
    $tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)
  }];

  let hasFolder = 1;
  let hasVerifier = 1;
}

def MemRef_ExtractAlignedPointerAsIndexOp
    : MemRef_Op<"extract_aligned_pointer_as_index", [
        MemRef_NamesResult,
        Pure,
        SameVariadicResultSize
      ]> {
  let summary = "the aligned address of a buffer as an index";
  let description = [{
    The address the buffer's aligned storage starts at, as an `index`, for
    code that passes buffers to foreign functions. Nothing keeps the buffer
    alive because of the result.

    ```mlir
    %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
    ```
  }];

  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs Index:$aligned_pointer);
  let assemblyFormat = [{
    $source `:` type($source) `->` type(results) attr-dict
  }];
}

def MemRef_ExtractStridedMetadataOp : MemRef_Op<"extract_strided_metadata", [
    MemRef_NamesResult,
    Pure,
    SameVariadicResultSize,
    ViewLikeOpInterface,
    InferTypeOpAdaptor
  ]> {
  let summary = "split a strided memref into its base buffer, offset, sizes and strides";
  let description = [{
    Returns the 0-d buffer the source is a view of, then the offset, sizes
    and strides of the view, one index per dimension.

    ```mlir
    %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
        : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
    ```
  }];

  let arguments = (ins AnyStridedMemRef:$source);
  let results = (outs
    AnyStridedMemRefOfRank<0>:$base_buffer,
    Index:$offset,
    Variadic<Index>:$sizes,
    Variadic<Index>:$strides
  );
  let assemblyFormat = [{
    $source `:` type($source) `->` type(results) attr-dict
  }];

  let hasFolder = 1;
}

def MemRef_GenericAtomicRMWOp : MemRef_Op<"generic_atomic_rmw", [
    SingleBlockImplicitTerminator<"AtomicYieldOp">,
    TypesMatchWith<"result type matches element type of memref",
                   "memref", "result", "ods.elementType($_self)">
  ]> {
  let summary = "atomically replace an element by what a region computes";
  let description = [{
    Reads the element at `indices`, runs the body on it (its one argument)
    and stores what the body yields, all as one atomic step; returns the
    element read. The body must have no side effects.

    ```mlir
    %old = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
    ^bb0(%current : f32):
      %next = arith.addf %current, %x : f32
      memref.atomic_yield %next : f32
    }
    ```
  }];

  let arguments = (ins
      Arg<MemRefOf<[AnySignlessInteger, AnyFloat]>, "the reference to read from and write to", [MemRead, MemWrite]>:$memref,
      Variadic<Index>:$indices);
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let regions = (region AnyRegion:$atomic_body);

  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def MemRef_AtomicYieldOp : MemRef_Op<"atomic_yield", [
    HasParent<"GenericAtomicRMWOp">,
    Pure,
    Terminator
  ]> {
  let summary = "the new value of a memref.generic_atomic_rmw";
  let description = [{
    Ends the body of `memref.generic_atomic_rmw` with the value to store.
  }];

  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";

  let hasVerifier = 1;
}

def MemRef_GetGlobalOp : MemRef_Op<"get_global", [
    Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "the buffer of a memref.global";
  let description = [{
    A memref of the global's type holding the global named `name`.

    ```mlir
    %g = memref.get_global @table : memref<4xi32>
    ```
  }];

  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs AnyStaticShapeMemRef:$result);
  let assemblyFormat = "$name `:` type($result) attr-dict";
}

def MemRef_GlobalOp : MemRef_Op<"global", [Symbol]> {
  let summary = "a named buffer that exists for the whole program";
  let description = [{
    Declares (no initial value), defines uninitialized (`= uninitialized`)
    or defines with elements a buffer of a static memref type, read with
    `memref.get_global`. A `constant` global is never written.

    ```mlir
    memref.global "private" constant @table : memref<2xi32> = dense<[1, 2]>
    memref.global @scratch : memref<8xf32> = uninitialized
    ```
  }];

  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       MemRef_MemRefTypeAttr:$type,
                       OptionalAttr<AnyAttr>:$initial_value,
                       UnitAttr:$constant,
                       OptionalAttr<I64Attr>:$alignment);
  let assemblyFormat = [{
       ($sym_visibility^)?
       (`constant` $constant^)?
       $sym_name `:`
       custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)
       attr-dict
  }];

  let hasVerifier = 1;
}

def MemRef_LoadOp : MemRef_Op<"load", [
    TypesMatchWith<"result type matches element type of 'memref'",
                   "memref", "result", "ods.elementType($_self)">,
    MemRefsNormalizable
  ]> {
  let summary = "read one element of a buffer";
  let description = [{
    The element of `memref` at `indices`, one index per dimension.
    `nontemporal` hints that the data is not reused soon.

    ```mlir
    %x = memref.load %m[%i, %j] : memref<4x?xf32>
    ```
  }];

  let arguments = (ins Arg<AnyMemRef, "the reference to load from",
                           [MemRead]>:$memref,
                       Variadic<Index>:$indices,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$memref `[` $indices `]` attr-dict `:` type($memref)";

  let hasFolder = 1;
  let hasVerifier = 1;
}

def MemRef_MemorySpaceCastOp : MemRef_Op<"memory_space_cast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    MemRef_NamesResult,
    MemRefsNormalizable,
    Pure,
    SameOperandsAndResultElementType,
    SameOperandsAndResultShape,
    ViewLikeOpInterface
  ]> {
  let summary = "the same buffer seen from another memory space";
  let description = [{
    Changes only the memory space of the type; shape, layout and element
    type stay (ranked to ranked or unranked to unranked).

    ```mlir
    %g = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
    ```
  }];

  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs AnyRankedOrUnrankedMemRef:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";

  let hasFolder = 1;
}

def MemRef_PrefetchOp : MemRef_Op<"prefetch"> {
  let summary = "hint that an element will soon be read or written";
  let description = [{
    Asks the hardware to bring the element at `indices` close: for a read or
    a write, with a locality from 0 (none) to 3 (keep), into the data or
    the instruction cache.

    ```mlir
    memref.prefetch %m[%i], read, locality<3>, data : memref<400xf32>
    ```
  }];

  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices,
                       BoolAttr:$isWrite,
                       ConfinedAttr<I32Attr, [IntMinValue<0>,
                                              IntMaxValue<3>]>:$localityHint,
                       BoolAttr:$isDataCache);

  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def MemRef_ReinterpretCastOp : MemRef_Op<"reinterpret_cast", [
    MemRef_NamesResult,
    AttrSizedOperandSegments,
    MemRefsNormalizable,
    Pure,
    OffsetSizeAndStrideOpInterface,
    ViewLikeOpInterface
  ]> {
  let summary = "view a buffer with an explicit offset, sizes and strides";
  let description = [{
    The buffer `source` is a view of, seen with the given offset, sizes and
    strides (constants or index values); the result's layout must agree
    where it is static.

    ```mlir
    %v = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1]
        : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
    ```
  }];

  let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "", []>:$source,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $source `to` `offset` `` `:`
    custom<DynamicIndexList>($offsets, $static_offsets)
    `` `,` `sizes` `` `:`
    custom<DynamicIndexList>($sizes, $static_sizes)
    `` `,` `strides` `` `:`
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];

  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def MemRef_RankOp : MemRef_Op<"rank", [Pure]> {
  let summary = "the rank of a memref";
  let description = [{
    The number of dimensions of `memref`, also when its type is unranked.

    ```mlir
    %r = memref.rank %m : memref<*xf32>
    ```
  }];

  let arguments = (ins AnyRankedOrUnrankedMemRef:$memref);
  let results = (outs Index);
  let assemblyFormat = "$memref attr-dict `:` type($memref)";

  let hasFolder = 1;
}

def MemRef_ReshapeOp : MemRef_Op<"reshape", [
    MemRef_NamesResult,
    Pure,
    ViewLikeOpInterface
  ]> {
  let summary = "view an identity-layout buffer under a shape read from memory";
  let description = [{
    The same elements under the shape held in the 1-d `shape` buffer (its
    length is the result's rank, unranked when it is dynamic). The source
    has the identity layout; the element count must stay.

    ```mlir
    %r = memref.reshape %m(%shape) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xf32>
    ```
  }];

  let arguments = (ins AnyRankedOrUnrankedMemRef:$source,
                       MemRefRankOf<[AnySignlessInteger, Index], [1]>:$shape);
  let results = (outs AnyRankedOrUnrankedMemRef:$result);
  let assemblyFormat = [{
    $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
  }];

  let hasVerifier = 1;
}

// expand_shape and collapse_shape: each group of the reassociation lists the
// dimensions of the higher-rank type that make one dimension of the other.
class MemRef_ReassociativeReshapeOp<string mnemonic, list<Trait> traits = []>
    : MemRef_Op<mnemonic, traits # [Pure, ViewLikeOpInterface]>,
      Results<(outs AnyStridedMemRef:$result)> {
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def MemRef_ExpandShapeOp : MemRef_ReassociativeReshapeOp<"expand_shape", [
    MemRef_NamesResult,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>
  ]> {
  let summary = "split dimensions of a buffer into several";
  let description = [{
    A view with each source dimension split into the result dimensions of
    its reassociation group; `output_shape` gives the result sizes
    (constants or index values).

    ```mlir
    %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 8]
        : memref<?x8xf32> into memref<?x4x8xf32>
    ```
  }];

  let arguments = (ins AnyStridedMemRef:$src, IndexListArrayAttr:$reassociation,
                       Variadic<Index>:$output_shape,
                       DenseI64ArrayAttr:$static_output_shape);
  let assemblyFormat = [{
    $src $reassociation `output_shape`
    custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`
    type($src) `into` type($result)
  }];
}

def MemRef_CollapseShapeOp : MemRef_ReassociativeReshapeOp<"collapse_shape", [
    MemRef_NamesResult
  ]> {
  let summary = "merge groups of dimensions of a buffer";
  let description = [{
    A view with each reassociation group of source dimensions merged into
    one; every group must be contiguous in memory.

    ```mlir
    %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x8xf32> into memref<8x8xf32>
    ```
  }];

  let arguments = (ins AnyStridedMemRef:$src, IndexListArrayAttr:$reassociation);
  let assemblyFormat = [{
    $src $reassociation attr-dict `:` type($src) `into` type($result)
  }];
}

def MemRef_StoreOp : MemRef_Op<"store", [
    TypesMatchWith<"type of 'value' matches element type of 'memref'",
                   "memref", "value", "ods.elementType($_self)">,
    MemRefsNormalizable
  ]> {
  let summary = "write one element of a buffer";
  let description = [{
    Writes `value` into `memref` at `indices`, one index per dimension.

    ```mlir
    memref.store %x, %m[%i, %j] : memref<4x?xf32>
    ```
  }];

  let arguments = (ins AnyType:$value,
                       Arg<AnyMemRef, "the reference to store to",
                           [MemWrite]>:$memref,
                       Variadic<Index>:$indices,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal);
  let assemblyFormat = [{
    $value `,` $memref `[` $indices `]` attr-dict `:` type($memref)
  }];

  let hasFolder = 1;
  let hasVerifier = 1;
}

def MemRef_SubViewOp : MemRef_Op<"subview", [
    MemRef_NamesResult,
    DeclareOpInterfaceMethods<ViewLikeOpInterface>,
    AttrSizedOperandSegments,
    OffsetSizeAndStrideOpInterface,
    Pure
  ]> {
  let summary = "view a strided box of a buffer";
  let description = [{
    The part of `source` at the given offsets, sizes and strides (one of
    each per source dimension, constants or index values), with the layout
    that box has in the source. The result may drop unit dimensions of the
    box (a rank-reduced view).

    ```mlir
    %s = memref.subview %m[%i, 0] [4, 8] [1, 1]
        : memref<?x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
    ```
  }];

  let arguments = (ins AnyMemRef:$source,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
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

def MemRef_TransposeOp : MemRef_Op<"transpose", [
    MemRef_NamesResult,
    Pure
  ]>,
    Arguments<(ins AnyStridedMemRef:$in, AffineMapAttr:$permutation)>,
    Results<(outs AnyStridedMemRef)> {
  let summary = "view a strided buffer with its dimensions permuted";
  let description = [{
    The same elements with the dimensions reordered by the permutation map;
    only the strides change.

    ```mlir
    %t = memref.transpose %m (i, j) -> (j, i)
        : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
    ```
  }];

  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def MemRef_ViewOp : MemRef_Op<"view", [
    MemRef_NamesResult,
    DeclareOpInterfaceMethods<ViewLikeOpInterface>,
    Pure
  ]> {
  let summary = "view a byte buffer as a buffer of another type";
  let description = [{
    The memory of a 1-d `i8` buffer from `byte_shift` on, as a buffer of the
    result type (identity layout); one size operand per dynamic dimension.

    ```mlir
    %v = memref.view %bytes[%shift][%n] : memref<2048xi8> to memref<?x4xf32>
    ```
  }];

  let arguments = (ins MemRefRankOf<[I8], [1]>:$source,
                       Index:$byte_shift,
                       Variadic<Index>:$sizes);
  let results = (outs AnyMemRef);
  let assemblyFormat = [{
    $source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict
    `:` type($source) `to` type(results)
  }];

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def MemRef_AtomicRMWOp : MemRef_Op<"atomic_rmw", [
    AllTypesMatch<["value", "result"]>,
    TypesMatchWith<"value type matches element type of memref",
                   "memref", "value", "ods.elementType($_self)">
  ]> {
  let summary = "atomically combine an element with a value";
  let description = [{
    Reads the element at `indices`, combines it with `value` by `kind` and
    stores the outcome, as one atomic step; returns the element read.

    ```mlir
    %old = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<10xf32>) -> f32
    ```
  }];

  let arguments = (ins
      AtomicRMWKindAttr:$kind,
      AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$value,
      Arg<MemRefOf<[AnySignlessInteger, AnyFloat]>, "the reference to read from and write to", [MemRead, MemWrite]>:$memref,
      Variadic<Index>:$indices);
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let assemblyFormat = [{
    $kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,`
    type($memref) `)` `->` type($result)
  }];

  let hasFolder = 1;
  let hasVerifier = 1;
}

#endif // MEMREF_OPS
