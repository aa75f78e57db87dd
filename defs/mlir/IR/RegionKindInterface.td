// tsmlir ODS library: region kinds (SSA control flow vs. graph regions).

#ifndef MLIR_IR_REGIONKINDINTERFACE
#define MLIR_IR_REGIONKINDINTERFACE

include "mlir/IR/OpBase.td"

def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = [{
    Tells the verifier what each region of an op means: `SSACFG` regions
    are ordinary control flow with dominance, `Graph` regions are unordered
    graphs of ops where values may be used before their definition.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    StaticInterfaceMethod<"The kind of region number `index`.",
      "ir.RegionKind", "getRegionKind", (ins "number":$index)>,
    StaticInterfaceMethod<"Whether region number `index` requires dominance.",
      "boolean", "hasSSADominance", (ins "number":$index), [{
        return this.getRegionKind(index) === "SSACFG";
      }]>,
  ];
}

// Every region of the op is a graph region.
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;

// A single-block graph region without terminator.
def GraphRegionNoTerminator : TraitList<[
  NoTerminator,
  SingleBlock,
  RegionKindInterface,
  HasOnlyGraphRegion
]>;

#endif // MLIR_IR_REGIONKINDINTERFACE
