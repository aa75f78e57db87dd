// tsmlir ODS library: op, attribute and type interfaces.
//
// Interface methods are declared with TypeScript types. `body` and
// `defaultBody` are TypeScript function bodies where `this` is the concrete
// op/attribute/type wrapper and `$_op`, `$_attr`, `$_type` name the entity.

#ifndef INTERFACES_TD
#define INTERFACES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/Traits.td"

// The trait half of an interface: attaching it to an entity declares that
// the entity implements the interface.
class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name # "::Trait";
  let cppNamespace = "";

  // TypeScript members added to the trait mixin.
  code extraTraitClassDeclaration = "";
}

// Op interfaces may verify the op (TypeScript statements returning a
// LogicalResult) and pull in other traits.
class OpInterfaceTrait<string name, code verifyBody = [{}],
                       list<Trait> traits = []>
    : InterfaceTrait<name> {
  code verify = verifyBody;

  // Run the verifier after the regions of the op were verified.
  bit verifyWithRegions = 0;

  list<Trait> dependentTraits = traits;
}

// One method of an interface. `retTy` and the types in `args` are
// TypeScript types; `methodBody` makes the method non-overridable and
// `defaultImplementation` provides an overridable default.
class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  code body = methodBody;
  code defaultBody = defaultImplementation;
}

// A method called on the class rather than an instance.
class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody,
                      defaultImplementation>;

class Interface<string name, list<Interface> baseInterfacesArg = []> {
  // Documentation of the interface.
  string description = "";

  // Name of the generated TypeScript interface.
  string cppInterfaceName = name;

  // Namespace holding it, written as in MLIR (`::mlir`); see tsNamespace.
  string cppNamespace = "";

  list<InterfaceMethod> methods = [];

  // TypeScript members of the interface wrapper class.
  code extraClassDeclaration = "";

  // TypeScript members shared by the wrapper and by implementing classes.
  code extraSharedClassDeclaration = "";

  // A TypeScript boolean expression over `$_op`/`$_attr`/`$_type` that
  // additionally restricts which entities count as implementing it.
  code extraClassOf = "";

  list<Interface> baseInterfaces = baseInterfacesArg;
}

// An attribute interface; usable directly as an attribute constraint.
class AttrInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Attr<CPred<"ods.implementsInterface($_self, "
                 # tsQualified<cppNamespace, name>.ret # ")">,
           name # " instance"> {
  let storageType = tsQualified<cppNamespace, name>.ret;
  let returnType = storageType;
  let convertFromStorage = "$_self";
}

// An op interface.
class OpInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// A type interface; usable directly as a type constraint.
class TypeInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Type<CPred<"ods.implementsInterface($_self, "
                 # tsQualified<cppNamespace, name>.ret # ")">,
           name # " instance",
           tsQualified<cppNamespace, name>.ret>;

// Requests declarations in the entity class for the listed methods (and
// for every method without a default) so the dialect implements them.
class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}

class DeclareAttrInterfaceMethods<AttrInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      AttrInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

class DeclareOpInterfaceMethods<OpInterface interface,
                                list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      OpInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

class DeclareTypeInterfaceMethods<TypeInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      TypeInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

#endif // INTERFACES_TD
