// tsmlir ODS library: building blocks for side-effect interfaces.

#ifndef MLIR_INTERFACES_SIDEEFFECTS_BASE
#define MLIR_INTERFACES_SIDEEFFECTS_BASE

include "mlir/IR/OpBase.td"

// Something an effect acts on; `name` is the qualified name of the runtime
// resource (`::mlir::SideEffects::DefaultResource` is
// `ir.SideEffects.DefaultResource`).
class Resource<string resourceName> {
  string name = resourceName;
}

// A resource predefined by the runtime.
class IntrinsicResource<string resourceName>
    : Resource<!strconcat("::mlir::SideEffects::", resourceName)>;

// Memory in general.
def DefaultResource : IntrinsicResource<"DefaultResource">;
// The stack frame of the closest automatic allocation scope.
def AutomaticAllocationScopeResource
    : IntrinsicResource<"AutomaticAllocationScopeResource">;

// An interface reporting effects of kind `baseEffect`, the qualified name
// of a runtime effect class in `::mlir` (e.g. `::mlir::MemoryEffects::Effect`).
class EffectOpInterfaceBase<string name, string baseEffect>
    : OpInterface<name> {
  defvar effectType = "ir." # !subst("::", ".", !subst("::mlir::", "", baseEffect));

  let methods = [
    InterfaceMethod<"Appends every effect of the op to `effects`.",
      "void", "getEffects",
      (ins "ir.SideEffects.EffectInstance<" # effectType # ">[]":$effects)>,
  ];

  let extraClassDeclaration = [{
    collectEffects(): ir.SideEffects.EffectInstance<}] # effectType # [{>[] {
      const effects: ir.SideEffects.EffectInstance<}] # effectType # [{>[] = [];
      this.getEffects(effects);
      return effects;
    }
    hasEffect(kind: new (...args: never[]) => }] # effectType # [{): boolean {
      return this.collectEffects().some((it) => it.effect instanceof kind);
    }
    onlyHasEffect(kind: new (...args: never[]) => }] # effectType # [{): boolean {
      const effects = this.collectEffects();
      return effects.length > 0 && effects.every((it) => it.effect instanceof kind);
    }
    hasNoEffect(): boolean {
      return this.collectEffects().length === 0;
    }
    getEffectsOnValue(value: ir.Value): ir.SideEffects.EffectInstance<}] # effectType # [{>[] {
      return this.collectEffects().filter((it) => it.value === value);
    }
    getEffectsOnSymbol(symbol: ir.SymbolRefAttr): ir.SideEffects.EffectInstance<}] # effectType # [{>[] {
      return this.collectEffects().filter((it) => it.symbolRef === symbol);
    }
    getEffectsOnResource(resource: ir.SideEffects.Resource): ir.SideEffects.EffectInstance<}] # effectType # [{>[] {
      return this.collectEffects().filter((it) => it.resource === resource);
    }
  }];

  string baseEffectName = baseEffect;
}

// Whether an effect covers the whole value (1) or only part of it (0).
class EffectRange<bits<1> val> {
  bits<1> Value = val;
}
def FullEffect : EffectRange<1>;
def PartialEffect : EffectRange<0>;

// One effect, attached to an operand/result as a decorator or listed in a
// SideEffectsTraitBase. `effectStage` orders effects of one op.
class SideEffect<EffectOpInterfaceBase interface, string effectName,
                 Resource resourceReference, int effectStage,
                 EffectRange range>
    : OpVariableDecorator {
  string baseEffectName = interface.baseEffectName;
  string interfaceTrait = interface.trait;
  string cppNamespace = interface.cppNamespace;
  string effect = effectName;
  string resource = resourceReference.name;
  int stage = effectStage;
  bit effectOnFullRegion = range.Value;
}

// Implements the interface from a static list of effects.
class SideEffectsTraitBase<EffectOpInterfaceBase parentInterface,
                           list<SideEffect> staticEffects>
    : OpInterfaceTrait<""> {
  let trait = parentInterface.trait;
  string cppNamespace = parentInterface.cppNamespace;
  string baseEffectName = parentInterface.baseEffectName;
  list<SideEffect> effects = staticEffects;
}

#endif // MLIR_INTERFACES_SIDEEFFECTS_BASE
