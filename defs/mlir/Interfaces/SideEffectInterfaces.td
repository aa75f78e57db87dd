// tsmlir ODS library: memory effects and speculation.

#ifndef MLIR_INTERFACES_SIDEEFFECTS
#define MLIR_INTERFACES_SIDEEFFECTS

include "mlir/Interfaces/SideEffectInterfaceBase.td"

def MemoryEffectsOpInterface
    : EffectOpInterfaceBase<"MemoryEffectOpInterface",
                            "::mlir::MemoryEffects::Effect"> {
  let description = [{
    Reports which memory an op allocates, frees, reads or writes, so that
    passes can reorder, hoist or delete ops safely.
  }];
  let cppNamespace = "::mlir";
}

class MemoryEffect<string effectName, Resource resource, int stage,
                   EffectRange range>
    : SideEffect<MemoryEffectsOpInterface, effectName, resource, stage, range>;

// The op has exactly the listed memory effects.
class MemoryEffects<list<MemoryEffect> effects = []>
    : SideEffectsTraitBase<MemoryEffectsOpInterface, effects>;

class MemAlloc<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Allocate", resource, stage, range>;
def MemAlloc : MemAlloc<DefaultResource, 0, PartialEffect>;
class MemAllocAt<int stage, EffectRange range = PartialEffect>
    : MemAlloc<DefaultResource, stage, range>;

class MemFree<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Free", resource, stage, range>;
def MemFree : MemFree<DefaultResource, 0, PartialEffect>;
class MemFreeAt<int stage, EffectRange range = PartialEffect>
    : MemFree<DefaultResource, stage, range>;

class MemRead<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Read", resource, stage, range>;
def MemRead : MemRead<DefaultResource, 0, PartialEffect>;
class MemReadAt<int stage, EffectRange range = PartialEffect>
    : MemRead<DefaultResource, stage, range>;

class MemWrite<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Write", resource, stage, range>;
def MemWrite : MemWrite<DefaultResource, 0, PartialEffect>;
class MemWriteAt<int stage, EffectRange range = PartialEffect>
    : MemWrite<DefaultResource, stage, range>;

// The op touches no memory.
def NoMemoryEffect : MemoryEffects<[]>;

// The op's effects are those of the ops in its regions.
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;

def RecursivelySpeculatableImplTrait
    : NativeOpTrait<"RecursivelySpeculatableImplTrait">;
def AlwaysSpeculatableImplTrait
    : NativeOpTrait<"AlwaysSpeculatableImplTrait">;

def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = [{
    Says whether an op may be executed even where the original program
    would not have executed it (e.g. when hoisted out of a loop or a
    branch): never, always, or if its regions can be.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"Whether the op can be executed speculatively.",
      "ir.Speculation.Speculatability", "getSpeculatability">,
  ];
}

def AlwaysSpeculatable
    : TraitList<[ConditionallySpeculatable, AlwaysSpeculatableImplTrait]>;

def RecursivelySpeculatable
    : TraitList<[ConditionallySpeculatable, RecursivelySpeculatableImplTrait]>;

// No side effects and always safe to speculate.
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

#endif // MLIR_INTERFACES_SIDEEFFECTS
