// tsmlir dialect definitions: what linalg's structured ops share (the generic, map, reduce,
// transpose and broadcast ops, and the named ops of LinalgNamedStructuredOps.td).

#ifndef LINALG_STRUCTURED_BASE
#define LINALG_STRUCTURED_BASE

include "mlir/Dialect/Linalg/IR/LinalgBase.td"
include "mlir/Dialect/Linalg/IR/LinalgInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// A loop nest with a body terminated by linalg.yield, writing its inits: it reads its
// inputs and reads/writes its memref inits (the effects come from the hooks).
class LinalgStructuredBase_Op<string mnemonic, list<Trait> props>
  : Op<Linalg_Dialect, mnemonic, !listconcat([
       SingleBlockImplicitTerminator<"YieldOp">,
       DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
       DestinationStyleOpInterface,
       LinalgStructuredInterface,
       ReifyRankedShapedTypeOpInterface], props)>;

// A named op: any inputs, shaped inits, a tensor result per tensor init, and a body the
// parser builds from the op's description (never printed in custom form).
class LinalgNamedStructured_Op<string mnemonic, list<Trait> props>
  : LinalgStructuredBase_Op<mnemonic, !listconcat([AttrSizedOperandSegments], props)> {
  let results = (outs Variadic<AnyRankedTensor>:$result_tensors);
  let regions = (region AnyRegion:$region);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

#endif // LINALG_STRUCTURED_BASE
