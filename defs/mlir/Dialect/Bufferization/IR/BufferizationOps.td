// tsmlir dialect definitions: the ops of the `bufferization` dialect.

#ifndef BUFFERIZATION_OPS
#define BUFFERIZATION_OPS

include "mlir/Dialect/Bufferization/IR/BufferizationBase.td"
include "mlir/Dialect/Bufferization/IR/BufferizationEnums.td"
include "mlir/Dialect/Bufferization/IR/BufferizationInterfaces.td"
include "mlir/Interfaces/CopyOpInterface.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Bufferization_Op<string mnemonic, list<Trait> traits = []>
    : Op<Bufferization_Dialect, mnemonic, traits>;

// The tensor type of the same shape and element type as a memref type (the
// type to_memref's operand and to_tensor's result must have).
defvar Bufferization_TensorOfMemRef = "ods.tensorTypeOfMemRef($_self)";

def Bufferization_AllocTensorOp : Bufferization_Op<"alloc_tensor", [
    AttrSizedOperandSegments, BufferizableOpInterface,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>
  ]> {
  let summary = "a new tensor, to become a new buffer";
  let description = [{
    A tensor of the result type whose buffer is a new allocation: one index
    operand per dynamic dimension, or a `copy` operand whose contents (and
    sizes) the new tensor takes. Without `copy` its elements are undefined.
    `size_hint` tells a sparse tensor's allocation how many entries to
    expect; `memory_space` is the memory space of the buffer.

    ```mlir
    %a = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
    %b = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
    ```
  }];

  let arguments = (ins Variadic<Index>:$dynamic_sizes,
                       Optional<AnyTensor>:$copy,
                       Optional<Index>:$size_hint,
                       OptionalAttr<AnyAttr>:$memory_space);
  let results = (outs AnyTensor:$result);


  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// Its memory effects (MemoryEffectsOpInterface) are those of its operand and
// result decorators.
def Bufferization_CloneOp : Bufferization_Op<"clone", [
    CopyOpInterface,
    DeclareOpInterfaceMethods<AllocationOpInterface>
  ]> {
  let summary = "a new buffer with the contents of a memref";
  let description = [{
    Allocates a buffer of the result type and copies `input` into it. The
    result is owned by whoever uses it and must be freed on its own.

    ```mlir
    %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
    ```
  }];

  let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "",
                           [MemRead<DefaultResource>]>:$input);
  let results = (outs Res<AnyRankedOrUnrankedMemRef, "",
                          [MemWrite<DefaultResource>,
                           MemAlloc<DefaultResource>]>:$output);

  let builders = [
    OpBuilder<(ins "ir.Value":$value), [{
      state.addOperands([value]);
      state.addTypes([value.type]);
    }]>
  ];


  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// Declares the subset interfaces as MLIR 19's op does; their methods are not
// modelled (see BufferizationInterfaces.td).
def Bufferization_MaterializeInDestinationOp
    : Bufferization_Op<"materialize_in_destination", [
        AllElementTypesMatch<["source", "dest"]>,
        BufferizableOpInterface, DestinationStyleOpInterface,
        DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface>,
        SubsetOpInterface, SubsetInsertionOpInterface,
        DeclareOpInterfaceMethods<MemoryEffectsOpInterface, ["getEffects"]>
      ]> {
  let summary = "store a tensor into a destination tensor or buffer";
  let description = [{
    Makes `source` the contents of `dest`. With a tensor destination the
    result is the destination holding the source (a bufferization must then
    give both one buffer); with a memref destination there is no result,
    the memref is written, and `writable` is required. `restrict` promises
    that no other tensor of the function is made from this buffer.

    ```mlir
    %r = bufferization.materialize_in_destination %s in %d
        : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    bufferization.materialize_in_destination %s in restrict writable %m
        : (tensor<?xf32>, memref<?xf32>) -> ()
    ```
  }];

  let arguments = (ins AnyTensor:$source, AnyShaped:$dest,
                       UnitAttr:$restrict, UnitAttr:$writable);
  let results = (outs Optional<AnyTensor>:$result);

  let builders = [
    OpBuilder<(ins "ir.Value":$source, "ir.Value":$dest), [{
      state.addOperands([source, dest]);
      if (ods.isTensor(dest.type)) state.addTypes([dest.type]);
    }]>
  ];


  let assemblyFormat = [{
    $source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest
        attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Bufferization_DeallocTensorOp : Bufferization_Op<"dealloc_tensor", [
    BufferizableOpInterface
  ]> {
  let summary = "release the storage of a tensor";
  let description = [{
    Frees the buffer (or, for a sparse tensor, the storage) of a tensor
    allocated before; the tensor must not be used afterwards. A
    bufferization turns it into `memref.dealloc` for a dense tensor.

    ```mlir
    bufferization.dealloc_tensor %t : tensor<4x4xf64>
    ```
  }];

  let arguments = (ins AnyTensor:$tensor);
  let results = (outs);
  let assemblyFormat = "$tensor attr-dict `:` type($tensor)";
}

def Bufferization_ToTensorOp : Bufferization_Op<"to_tensor", [
    BufferizableOpInterface,
    SameOperandsAndResultShape,
    SameOperandsAndResultElementType,
    TypesMatchWith<"result type matches tensor equivalent of 'memref'",
                   "memref", "result", Bufferization_TensorOfMemRef>
  ]> {
  let summary = "the tensor a memref holds";
  let description = [{
    A tensor whose value is the contents of the memref, of the memref's
    shape and element type. `restrict` promises that no other tensor is made
    from this buffer; `writable` allows a bufferization to write into the
    buffer in place.

    ```mlir
    %t = bufferization.to_tensor %m restrict writable : memref<4xf32>
    ```
  }];

  let arguments = (ins Arg<AnyRankedOrUnrankedMemRef,
                           "the reference to load from",
                           [MemReadAt<0, FullEffect>]>:$memref,
                       UnitAttr:$restrict, UnitAttr:$writable);
  let results = (outs AnyTensor:$result);

  let assemblyFormat = [{
    $memref (`restrict` $restrict^)? (`writable` $writable^)? attr-dict
      `:` type($memref)
  }];

  let hasCanonicalizer = 1;
  let hasFolder = 1;
}

def Bufferization_ToMemrefOp : Bufferization_Op<"to_memref", [
    BufferizableOpInterface,
    SameOperandsAndResultShape,
    SameOperandsAndResultElementType,
    Pure,
    TypesMatchWith<"type of 'tensor' is the tensor equivalent of 'memref'",
                   "memref", "tensor", Bufferization_TensorOfMemRef>
  ]> {
  let summary = "the buffer of a tensor";
  let description = [{
    A memref holding the tensor's value, of its shape and element type and
    any layout and memory space. `read_only` promises that the memref is not
    written through.

    ```mlir
    %m = bufferization.to_memref %t read_only : memref<4xf32>
    ```
  }];

  let arguments = (ins AnyTensor:$tensor, UnitAttr:$read_only);
  let results = (outs AnyRankedOrUnrankedMemRef:$memref);

  let assemblyFormat = [{
    $tensor (`read_only` $read_only^)? attr-dict `:` type($memref)
  }];

  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Bufferization_DeallocOp : Bufferization_Op<"dealloc", [
    AttrSizedOperandSegments, DeclareOpInterfaceMethods<InferTypeOpInterface>
  ]> {
  let summary = "free buffers unless a retained memref may alias them";
  let description = [{
    For each memref whose condition holds, frees the buffer it is a view of,
    unless one of the `retain`ed memrefs may alias it. Each result tells
    whether the matching retained memref's buffer was not freed here and so
    is now owned by the caller (the conditions of the memrefs it may alias,
    or-ed together).

    ```mlir
    %o:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>)
        if (%c0, %c1) retain (%x, %y : memref<?xf32>, memref<*xf64>)
    ```
  }];

  let arguments = (ins Variadic<AnyRankedOrUnrankedMemRef>:$memrefs,
                       Variadic<I1>:$conditions,
                       Variadic<AnyRankedOrUnrankedMemRef>:$retained);
  let results = (outs Variadic<I1>:$updatedConditions);

  let assemblyFormat = [{
    (` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )?
    (`retain` ` ` `(` $retained^ `:` type($retained) `)` )? attr-dict
  }];

  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

#endif // BUFFERIZATION_OPS
