// tsmlir ODS library: trait base classes shared by ops, attributes and types.

#ifndef TRAITS_TD
#define TRAITS_TD

include "mlir/IR/Constraints.td"

class Trait;

// Several traits attached at once; the ODS layer flattens these.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

// A trait implemented by hand in the runtime. `trait` names it within
// `cppNamespace` (`::mlir::OpTrait` for op traits, i.e. `ir.OpTrait` at run
// time). The extra declaration/definition are TypeScript members added to
// every class carrying the trait.
class NativeTrait<string name, string entityType,
                  code extraClassDeclaration = [{}],
                  code extraClassDefinition = [{}]> : Trait {
  string trait = name;
  string cppNamespace = "::mlir::" # entityType # "Trait";

  code extraConcreteClassDeclaration = extraClassDeclaration;
  code extraConcreteClassDefinition = extraClassDefinition;
}

// A runtime trait that takes parameters, e.g. `HasParent<"ModuleOp">`,
// named `HasParent<ModuleOp>::Impl`; the runtime exposes it as a factory
// called with the parameters.
class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">::Impl", entityType>;

// A trait that only steers code generation; it has no runtime counterpart.
class GenInternalTrait<string prop, string entityType> : Trait {
  string trait = "::mlir::" # entityType # "Trait::" # prop;
}

// A trait checked by evaluating a predicate on the entity.
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

#endif // TRAITS_TD
