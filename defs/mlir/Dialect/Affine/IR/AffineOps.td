// tsmlir dialect definitions: the `affine` dialect.

#ifndef AFFINE_OPS
#define AFFINE_OPS

include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/Dialect/Affine/IR/AffineMemoryOpInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Affine_Dialect : Dialect {
  let name = "affine";
  let cppNamespace = "::mlir::affine";
  let description = [{
    Loops, conditionals and memory accesses whose bounds, conditions and
    indices are affine functions (builtin `affine_map`s and `integer_set`s)
    of loop induction variables and symbols, values fixed in the enclosing
    affine scope. Keeping index arithmetic affine is what lets dependence
    analysis and loop transformations reason about it exactly.

    ```mlir
    affine.for %i = 0 to %n {
      %v = affine.load %A[%i + 1] : memref<?xf32>
      affine.store %v, %B[%i] : memref<?xf32>
    }
    ```
  }];
  let hasConstantMaterializer = 1;
  let dependentDialects = ["arith::ArithDialect", "ub::UBDialect"];
}

class Affine_Op<string mnemonic, list<Trait> traits = []>
    : Op<Affine_Dialect, mnemonic, traits>;

// The body of for, if and parallel ends with affine.yield, implied when it
// yields nothing.
def ImplicitAffineTerminator : SingleBlockImplicitTerminator<"AffineYieldOp">;

def AffineApplyOp : Affine_Op<"apply", [Pure]> {
  let summary = "the value of a one-result affine map";
  let description = [{
    Evaluates a single-result affine map on its dimension operands (in
    parentheses) and symbol operands (in square brackets).

    ```mlir
    %k = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%i)[%n]
    ```
  }];

  let arguments = (ins AffineMapAttr:$map, Variadic<Index>:$mapOperands);
  let results = (outs Index);

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def AffineForOp : Affine_Op<"for", [
    AttrSizedOperandSegments,
    AutomaticAllocationScope,
    ImplicitAffineTerminator,
    ConditionallySpeculatable,
    RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<LoopLikeOpInterface,
      ["getLoopInductionVars", "getLoopLowerBounds", "getLoopSteps",
       "getLoopUpperBounds", "getYieldedValuesMutable",
       "replaceWithAdditionalYields"]>,
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
      ["getEntrySuccessorOperands"]>
  ]> {
  let summary = "a loop with affine bounds and a constant step";
  let description = [{
    Runs its body for the induction variable going from the lower bound
    (inclusive, the maximum of its map's results) to the upper bound
    (exclusive, the minimum of its map's results) by a positive constant
    step. Bounds are constants, symbols, or affine maps of dimensions and
    symbols. Loop-carried values start as `iter_args` and are updated by
    the body's `affine.yield`.

    ```mlir
    %sum = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 128)>()[%n]
        step 2 iter_args(%acc = %zero) -> (f32) {
      %x = affine.load %A[%i] : memref<?xf32>
      %next = arith.addf %acc, %x : f32
      affine.yield %next : f32
    }
    ```
  }];

  let arguments = (ins Variadic<Index>:$lowerBoundOperands,
                       Variadic<Index>:$upperBoundOperands,
                       Variadic<AnyType>:$inits,
                       AffineMapAttr:$lowerBoundMap,
                       AffineMapAttr:$upperBoundMap,
                       IndexAttr:$step);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "readonly ir.Value[]":$lbOperands, "ir.AffineMap":$lbMap,
      "readonly ir.Value[]":$ubOperands, "ir.AffineMap":$ubMap,
      CArg<"bigint", "1n">:$step,
      CArg<"readonly ir.Value[]", "[]">:$iterArgs,
      CArg<"((builder: ir.OpBuilder, loc: ir.Location, iv: ir.Value, iterArgs: readonly ir.Value[]) => void) | undefined",
           "undefined">:$bodyBuilder)>
  ];

  let extraClassDeclaration = [{
    // The body's arguments after the induction variable (the loop-carried
    // values); it replaces LoopLikeOpInterface's default.
    getRegionIterArgs(): ir.BlockArgument[] {
      return this.getBody().arguments.slice(1);
    }
  }];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasRegionVerifier = 1;
}

def AffineIfOp : Affine_Op<"if", [
    ImplicitAffineTerminator,
    RecursivelySpeculatable,
    RecursiveMemoryEffects,
    NoRegionArguments,
    DeclareOpInterfaceMethods<RegionBranchOpInterface>
  ]> {
  let summary = "runs a region when an integer set holds";
  let description = [{
    Runs the "then" region when the point of its dimension and symbol
    operands lies in the integer set of the `condition` attribute, and the
    "else" region (which may be empty) otherwise. With results, both
    regions yield them.

    ```mlir
    affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0)>(%i)[%n] {
      affine.store %x, %A[%i] : memref<?xf32>
    }
    ```
  }];

  let arguments = (ins Variadic<AnyType>);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "readonly ir.Type[]":$resultTypes, "ir.IntegerSet":$set,
      "readonly ir.Value[]":$args, "boolean":$withElseRegion)>
  ];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

class AffineLoadOpBase<string mnemonic, list<Trait> traits = []>
    : Affine_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<AffineReadOpInterface>,
        DeclareOpInterfaceMethods<AffineMapAccessInterface>,
        MemRefsNormalizable])> {
  let arguments = (ins Arg<AnyMemRef, "the buffer read", [MemRead]>:$memref,
                       Variadic<Index>:$indices,
                       AffineMapAttr:$map);
}

def AffineLoadOp : AffineLoadOpBase<"load"> {
  let summary = "read a memref element at affine indices";
  let description = [{
    Reads the element of the memref at the indices an affine map computes
    from the index operands, written inline in the subscript.

    ```mlir
    %v = affine.load %A[%i + 3, symbol(%n) - 1] : memref<100x100xf32>
    ```
  }];

  let results = (outs AnyType:$result);

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

class AffineMinMaxOpBase<string mnemonic, list<Trait> traits = []>
    : Op<Affine_Dialect, mnemonic, traits> {
  let arguments = (ins AffineMapAttr:$map, Variadic<Index>:$operands);
  let results = (outs Index);

  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def AffineMinOp : AffineMinMaxOpBase<"min", [Pure]> {
  let summary = "the smallest result of an affine map";
  let description = [{
    The minimum of the results of an affine map applied to its dimension
    and symbol operands.

    ```mlir
    %m = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
    ```
  }];
}

def AffineMaxOp : AffineMinMaxOpBase<"max", [Pure]> {
  let summary = "the largest result of an affine map";
  let description = [{
    The maximum of the results of an affine map applied to its dimension
    and symbol operands.

    ```mlir
    %m = affine.max affine_map<(d0)[s0] -> (0, d0 - s0)>(%i)[%n]
    ```
  }];
}

def AffineParallelOp : Affine_Op<"parallel", [
    AutomaticAllocationScope,
    ImplicitAffineTerminator,
    RecursivelySpeculatable,
    RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<LoopLikeOpInterface>,
    MemRefsNormalizable
  ]> {
  let summary = "a band of loops whose iterations may run in parallel";
  let description = [{
    A multi-dimensional loop: each dimension's lower bound is the maximum
    of a group of results of `lowerBoundsMap`, its upper bound the minimum
    of a group of results of `upperBoundsMap` (the groups' sizes are
    `lowerBoundsGroups`/`upperBoundsGroups`), and its step a constant.
    Results are the values the body yields, combined across iterations by
    the `reductions` kinds.

    ```mlir
    %r = affine.parallel (%i, %j) = (0, 0) to (%n, 16) step (1, 4)
        reduce ("addf") -> f32 {
      %x = affine.load %A[%i, %j] : memref<?x16xf32>
      affine.yield %x : f32
    }
    ```
  }];

  let arguments = (ins
    TypedArrayAttrBase<AtomicRMWKindAttr, "Reduction ops">:$reductions,
    AffineMapAttr:$lowerBoundsMap,
    I32ElementsAttr:$lowerBoundsGroups,
    AffineMapAttr:$upperBoundsMap,
    I32ElementsAttr:$upperBoundsGroups,
    I64SmallVectorArrayAttr:$steps,
    Variadic<Index>:$mapOperands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);

  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def AffinePrefetchOp : Affine_Op<"prefetch", [
    DeclareOpInterfaceMethods<AffineMapAccessInterface>,
    MemRefsNormalizable
  ]> {
  let summary = "hint that a memref element will soon be accessed";
  let description = [{
    Asks for the element at affine indices to be brought into a cache:
    `read` or `write`, a locality from `locality<0>` (none) to
    `locality<3>` (keep), and a data or instruction cache.

    ```mlir
    affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
    ```
  }];

  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices,
                       BoolAttr:$isWrite,
                       ConfinedAttr<I32Attr, [IntMinValue<0>,
                                              IntMaxValue<3>]>:$localityHint,
                       BoolAttr:$isDataCache,
                       AffineMapAttr:$map);

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

class AffineStoreOpBase<string mnemonic, list<Trait> traits = []>
    : Affine_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<AffineWriteOpInterface>,
        DeclareOpInterfaceMethods<AffineMapAccessInterface>,
        MemRefsNormalizable])> {
}

def AffineStoreOp : AffineStoreOpBase<"store"> {
  let summary = "write a memref element at affine indices";
  let description = [{
    Writes the value to the element of the memref at the indices an affine
    map computes from the index operands.

    ```mlir
    affine.store %v, %A[%i, %j * 2] : memref<100x100xf32>
    ```
  }];

  let arguments = (ins AnyType:$value,
                       Arg<AnyMemRef, "the buffer written", [MemWrite]>:$memref,
                       Variadic<Index>:$indices,
                       AffineMapAttr:$map);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "ir.Value":$valueToStore, "ir.Value":$memref,
                   "ir.AffineMap":$map, "readonly ir.Value[]":$mapOperands), [{
      $_state.addOperands([valueToStore, memref, ...mapOperands]);
      $_state.properties.map = ir.AffineMapAttr.get(map);
    }]>,
    // Stored at the indices themselves: an identity map of the memref's rank.
    OpBuilder<(ins "ir.Value":$valueToStore, "ir.Value":$memref,
                   "readonly ir.Value[]":$indices), [{
      const rank = (memref.type as ir.MemRefType).getRank();
      $_state.addOperands([valueToStore, memref, ...indices]);
      $_state.properties.map = ir.AffineMapAttr.get(ir.AffineMap.getMultiDimIdentity($_builder.context, rank));
    }]>
  ];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def AffineYieldOp : Affine_Op<"yield", [
    Pure, Terminator, ReturnLike, MemRefsNormalizable
  ]> {
  let summary = "ends the body of an affine loop or conditional";
  let description = [{
    Terminates the region of `affine.for`, `affine.if` or
    `affine.parallel`, giving the values the region produces (the next
    loop-carried values, or the results). Implied when it yields nothing.

    ```mlir
    affine.yield %next : f32
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";

  let hasVerifier = 1;
}

def AffineVectorLoadOp : AffineLoadOpBase<"vector_load"> {
  let summary = "read a vector from a memref at affine indices";
  let description = [{
    Reads a vector of consecutive elements of the memref, starting at the
    indices an affine map computes from the index operands.

    ```mlir
    %v = affine.vector_load %A[%i * 8] : memref<100xf32>, vector<8xf32>
    ```
  }];

  let results = (outs AnyVector:$result);

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def AffineVectorStoreOp : AffineStoreOpBase<"vector_store"> {
  let summary = "write a vector into a memref at affine indices";
  let description = [{
    Writes a vector to consecutive elements of the memref, starting at the
    indices an affine map computes from the index operands.

    ```mlir
    affine.vector_store %v, %A[%i * 8] : memref<100xf32>, vector<8xf32>
    ```
  }];

  let arguments = (ins AnyVector:$value,
                       Arg<AnyMemRef, "the buffer written", [MemWrite]>:$memref,
                       Variadic<Index>:$indices,
                       AffineMapAttr:$map);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "ir.Value":$valueToStore, "ir.Value":$memref,
                   "ir.AffineMap":$map, "readonly ir.Value[]":$mapOperands), [{
      $_state.addOperands([valueToStore, memref, ...mapOperands]);
      $_state.properties.map = ir.AffineMapAttr.get(map);
    }]>,
    // Stored at the indices themselves: an identity map of the memref's rank.
    OpBuilder<(ins "ir.Value":$valueToStore, "ir.Value":$memref,
                   "readonly ir.Value[]":$indices), [{
      const rank = (memref.type as ir.MemRefType).getRank();
      $_state.addOperands([valueToStore, memref, ...indices]);
      $_state.properties.map = ir.AffineMapAttr.get(ir.AffineMap.getMultiDimIdentity($_builder.context, rank));
    }]>
  ];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def AffineDelinearizeIndexOp : Affine_Op<"delinearize_index", [
    Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>
  ]> {
  let summary = "split a linear index into a multi-index";
  let description = [{
    The multi-index of a linear index in a row-major space of the basis's
    sizes: one result per basis element.

    ```mlir
    %idx:3 = affine.delinearize_index %linear into (%a, %b, %c) : index, index, index
    ```
  }];

  let arguments = (ins Index:$linear_index, Variadic<Index>:$basis);
  let results = (outs Variadic<Index>:$multi_index);
  let assemblyFormat = [{
    $linear_index `into` ` ` `(` $basis `)` attr-dict `:` type($multi_index)
  }];

  let hasVerifier = 1;
}

// MLIR defines the two DMA ops in C++ only (no properties: their maps are
// discardable attributes `src_map`, `dst_map`, `tag_map`).
def AffineDmaStartOp : Affine_Op<"dma_start", [
    MemRefsNormalizable,
    DeclareOpInterfaceMethods<AffineMapAccessInterface>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>
  ]> {
  let summary = "start an asynchronous copy at affine indices";
  let description = [{
    Starts copying `numElements` elements from the source memref to the
    destination, each indexed by an affine map of its index operands, and
    lets the tag memref's element be waited on with `affine.dma_wait`. An
    optional stride and count of elements per stride give a strided copy.

    ```mlir
    affine.dma_start %src[%i + 3, %j], %dst[%k], %tag[%c0], %n
        : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$operands);

  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def AffineDmaWaitOp : Affine_Op<"dma_wait", [
    MemRefsNormalizable,
    DeclareOpInterfaceMethods<AffineMapAccessInterface>
  ]> {
  let summary = "wait for an affine.dma_start to end";
  let description = [{
    Blocks until the copy whose tag element is given has moved
    `numElements` elements.

    ```mlir
    affine.dma_wait %tag[%c0], %n : memref<1xi32, 2>
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$operands);

  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

#endif // AFFINE_OPS
